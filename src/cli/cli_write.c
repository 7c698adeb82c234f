/* cli_write.c - the commands' one message for a file they could not
 * write (see cli.h). */
#include "cli.h"

#include <string.h>

int cli_write_failed(const char *path, MazeStatus st, int e, const char *err)
{
    /* outfile.h: "exists" only for a regular file, which --force replaces. */
    if (st == MAZE_ERR_EXISTS)
        message_error("%s exists; not overwritten (add --force to replace it)", path);
    else if (st == MAZE_ERR_NOT_FILE && path)
        message_error("%s is %s, not a regular file; it is never replaced, not even with --force",
                      path, outfile_kind(path));
    else if (err && err[0])
        message_error("%s", err);
    else
        message_error("cannot write %s: %s", !path || strcmp(path, "-") == 0 ? "standard output" : path,
                      st == MAZE_ERR_IO && e ? strerror(e) : maze_strerror(st));
    return CLI_FAIL;
}
