/* fonts.c - where the fonts live (see fonts.h). */
#include "maze/fonts.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "maze/infile.h"
#include "maze/progdir.h"

#ifndef MAZELAB_FONT_DIR
#define MAZELAB_FONT_DIR "fonts"
#endif

bool fonts_readable(const char *path, char *why, size_t why_cap)
{
    FILE *f;
    if (infile_open(path, &f, why, why_cap) != MAZE_OK)
        return false;
    fclose(f);
    return true;
}

bool fonts_find(const char *name, char *out, size_t cap)
{
    char base_buf[PATH_MAX];
    const char *base = progdir(base_buf, sizeof base_buf, NULL, 0) ? base_buf : NULL;
    /* beside it (the build tree), one up, and installed from bin/ or from
     * libexec/mazelab/ (the window program) */
    const char *dirs[] = { "fonts/", "../fonts/", "../share/mazelab/fonts/",
                           "../../share/mazelab/fonts/" };
    char looked[1024] = "";
    bool found = false;
    for (size_t k = 0; base && k < sizeof dirs / sizeof dirs[0] && !found; k++) {
        snprintf(out, cap, "%s%s%s", base, dirs[k], name);
        found = fonts_readable(out, NULL, 0);
        strncat(looked, k ? ", " : "", sizeof looked - strlen(looked) - 1);
        strncat(looked, out, sizeof looked - strlen(looked) - 1);
    }
    if (!found) {
        snprintf(out, cap, "%s/%s", MAZELAB_FONT_DIR, name);
        found = fonts_readable(out, NULL, 0);
        if (!found) {
            strncat(looked, ", ", sizeof looked - strlen(looked) - 1);
            strncat(looked, out, sizeof looked - strlen(looked) - 1);
            snprintf(out, cap, "%s", looked);
        }
    }
    return found;
}
