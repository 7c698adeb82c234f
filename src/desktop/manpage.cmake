# manpage.cmake - makes the man page from its template (mazelab.1): the
# version, and the ALGORITHMS section from the program's own tables
# (`mazelab list --man`), so the page lists every generator and solver the
# program has. Run by the build:
#   cmake -DMAZELAB=path/to/mazelab -DIN=mazelab.1 -DOUT=out.1
#         -DPROJECT_VERSION=x.y.z -P manpage.cmake
execute_process(COMMAND ${MAZELAB} list --man OUTPUT_VARIABLE ALGORITHMS RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "'${MAZELAB} list --man' failed (${rc})")
endif()
string(REGEX REPLACE "\n$" "" ALGORITHMS "${ALGORITHMS}")
configure_file(${IN} ${OUT} @ONLY)
