# manpage.cmake - makes the man page from its template (mazelab.1): the
# version, the ALGORITHMS section from the program's own tables
# (`mazelab list --man`), so the page lists every generator and solver the
# program has, and the STATISTICS section from its table of statistics
# (`mazelab stats --explain --man`). Run by the build:
#   cmake -DMAZELAB=path/to/mazelab -DIN=mazelab.1 -DOUT=out.1
#         -DPROJECT_VERSION=x.y.z -P manpage.cmake
execute_process(COMMAND ${MAZELAB} list --man OUTPUT_VARIABLE ALGORITHMS RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "'${MAZELAB} list --man' failed (${rc})")
endif()
string(REGEX REPLACE "\n$" "" ALGORITHMS "${ALGORITHMS}")
execute_process(COMMAND ${MAZELAB} stats --explain --man OUTPUT_VARIABLE STATISTICS
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "'${MAZELAB} stats --explain --man' failed (${rc})")
endif()
string(REGEX REPLACE "\n$" "" STATISTICS "${STATISTICS}")
configure_file(${IN} ${OUT} @ONLY)
