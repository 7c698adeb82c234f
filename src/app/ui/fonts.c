/* fonts.c - where the fonts live. */
#include "ui/fonts.h"

#include <stdio.h>
#include <string.h>

#include <SDL.h>

#ifndef MAZELAB_FONT_DIR
#define MAZELAB_FONT_DIR "fonts"
#endif

static bool app_font_readable(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f)
        fclose(f);
    return f != NULL;
}

bool fonts_find(const char *name, char *out, size_t cap)
{
    char *base = SDL_GetBasePath();     /* ends with '/', or NULL */
    const char *dirs[] = { "fonts/", "../fonts/", "../share/mazelab/fonts/" };
    char looked[1024] = "";
    bool found = false;
    for (size_t k = 0; base && k < sizeof dirs / sizeof dirs[0] && !found; k++) {
        snprintf(out, cap, "%s%s%s", base, dirs[k], name);
        found = app_font_readable(out);
        strncat(looked, k ? ", " : "", sizeof looked - strlen(looked) - 1);
        strncat(looked, out, sizeof looked - strlen(looked) - 1);
    }
    SDL_free(base);
    if (!found) {
        snprintf(out, cap, "%s/%s", MAZELAB_FONT_DIR, name);
        found = app_font_readable(out);
        if (!found) {
            strncat(looked, ", ", sizeof looked - strlen(looked) - 1);
            strncat(looked, out, sizeof looked - strlen(looked) - 1);
            snprintf(out, cap, "%s", looked);
        }
    }
    return found;
}
