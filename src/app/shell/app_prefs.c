/* app_prefs.c - the window's remembered settings: App -> file on quit,
 * file -> AppSettings at start, the command line on top. */
#include "shell/app_prefs.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boards/boards.h"
#include "shell/app.h"
#include "model/app_life.h"

static const char prefs_format[] = "mazelab-settings 1";

/* BoardPut into a Settings: a value the file cannot hold is left out. */
static void app_prefs_put(void *ctx, const char *key, const char *value)
{
    (void)settings_set(ctx, key, value);
}

void app_prefs_collect(const App *app, Settings *out)
{
    const AppSettings *s = &app->set;
    char buf[64];
    settings_clear(out);
    app_prefs_put(out, "format", prefs_format);
    double sps = app_speed_steps_per_sec(s->speed);
    if (sps <= 0)
        snprintf(buf, sizeof buf, "max");
    else
        snprintf(buf, sizeof buf, "%.10g", sps);
    app_prefs_put(out, "speed", buf);
    app_prefs_put(out, "large", s->large ? "yes" : "no");
    app_prefs_put(out, "panel-hidden", app->panel_hidden ? "yes" : "no");
    app_prefs_put(out, "board", app_board_model(app, app->shown)->id);
    if (s->screenshot_dir)
        app_prefs_put(out, "screenshot-dir", s->screenshot_dir);
    for (int k = 0; k < s->table->count; k++)
        if (app_board_model(app, k)->settings_save)
            app_board_model(app, k)->settings_save(app, app_prefs_put, out);
}

/* "max" or steps per second (1..100000) into a slider position. */
static bool app_prefs_speed(const char *v, double *pos)
{
    if (strcmp(v, "max") == 0) {
        *pos = 1.0;
        return true;
    }
    char *end;
    double sps = strtod(v, &end);
    if (end == v || *end || !isfinite(sps) || sps < 1 || sps > 100000)
        return false;
    *pos = app_speed_pos_for(sps);
    return true;
}

/* The board whose id is v, or -1. */
static int app_prefs_board(const BoardTable *t, const char *v)
{
    for (int k = 0; k < t->count; k++)
        if (strcmp(t->model[k]->id, v) == 0)
            return k;
    return -1;
}

/* Applies the window's own key = v to s: 1 taken, 0 a bad value, -1 not
 * one of its keys. */
static int app_prefs_own(const char *key, const char *v, AppSettings *s)
{
    bool yes;
    if (strcmp(key, "format") == 0)
        return strcmp(v, prefs_format) == 0;
    if (strcmp(key, "speed") == 0)
        return app_prefs_speed(v, &s->speed);
    if (strcmp(key, "large") == 0) {
        if (!settings_yes_no(v, &yes))
            return 0;
        s->large = yes;
        return 1;
    }
    if (strcmp(key, "panel-hidden") == 0) {
        if (!settings_yes_no(v, &yes))
            return 0;
        s->panel_hidden = yes;
        return 1;
    }
    if (strcmp(key, "board") == 0) {
        int k = app_prefs_board(s->table, v);
        if (k < 0)
            return 0;
        s->start_board = k;
        return 1;
    }
    if (strcmp(key, "screenshot-dir") == 0) {
        if (!v[0])
            return 0;
        s->screenshot_dir = v;
        return 1;
    }
    return -1;
}

/* Applies key = v to s, the window's key or a board's: as app_prefs_own. */
static int app_prefs_one(const char *key, const char *v, AppSettings *s)
{
    int took = app_prefs_own(key, v, s);
    for (int k = 0; took < 0 && k < s->table->count; k++)
        if (s->table->model[k]->settings_load)
            took = s->table->model[k]->settings_load(s, key, v);
    return took;
}

bool app_prefs_apply(const Settings *saved, AppSettings *s, char *why, size_t why_cap)
{
    if (!settings_get(saved, "format")) {
        snprintf(why, why_cap, "not a mazelab settings file (no 'format = %s' line)", prefs_format);
        return false;
    }
    AppSettings t = *s;
    for (int k = 0; k < saved->count; k++) {
        const char *key = saved->key[k], *v = saved->value[k];
        int took = app_prefs_one(key, v, &t);
        if (took < 0) {
            snprintf(why, why_cap, "unknown key '%s'", key);
            return false;
        }
        if (took == 0) {
            snprintf(why, why_cap, "bad value '%s' for %s", v, key);
            return false;
        }
    }
    for (int k = 0; k < t.table->count; k++)
        if (t.table->model[k]->settings_loaded && !t.table->model[k]->settings_loaded(&t, why, why_cap))
            return false;
    *s = t;
    return true;
}

int app_prefs_start(int argc, char **argv, AppSettings *s, Settings *saved, bool *remember,
                    char *note, size_t note_cap)
{
    note[0] = '\0';
    settings_clear(saved);
    AppSettings defaults;
    app_settings_defaults(&defaults, &app_board_table);
    *s = defaults;
    int status = app_parse_args(argc, argv, s);       /* checks them, finds --reset, --shot */
    *remember = !s->once.shot_path;
    if (status >= 0 || !*remember || s->once.reset_settings)
        return status;
    char path[4096], why[SETTINGS_WHY_MAX];
    if (!settings_path(path, sizeof path))
        return status;
    MazeStatus st = settings_load(path, saved, why, sizeof why);
    AppSettings merged = defaults;
    if (st == MAZE_OK && saved->count == 0)
        return status;                                 /* nothing saved yet */
    if (st != MAZE_OK) {
        snprintf(note, note_cap, "%s", why);
        return status;
    }
    if (!app_prefs_apply(saved, &merged, why, sizeof why)) {
        snprintf(note, note_cap, "%s: %s", path, why);
        return status;
    }
    *s = merged;
    return app_parse_args(argc, argv, s);              /* the command line wins */
}

bool app_prefs_save(const App *app, char *why, size_t why_cap)
{
    char path[4096];
    if (!settings_path(path, sizeof path)) {
        snprintf(why, why_cap, "settings not saved: neither XDG_CONFIG_HOME nor HOME names a folder");
        return false;
    }
    static Settings out;
    app_prefs_collect(app, &out);
    return settings_save(path, &out, why, why_cap) == MAZE_OK;
}
