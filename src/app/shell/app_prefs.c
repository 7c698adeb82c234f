/* app_prefs.c - the window's remembered settings: App -> file on quit,
 * file -> AppSettings at start, the command line on top. */
#include "shell/app_prefs.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boards/boards.h"
#include "shell/app.h"
#include "shell/app_actions.h"

static const char prefs_format[] = "mazelab-settings 1";

/* Sets key to value in out; a value the file cannot hold is left out. */
static void app_prefs_put(Settings *out, const char *key, const char *value)
{
    (void)settings_set(out, key, value);
}

void app_prefs_collect(const App *app, Settings *out)
{
    const AppSettings *s = &app->set;
    const GenAlgo *algo = gen_algos[s->algo];
    char buf[64];
    settings_clear(out);
    app_prefs_put(out, "format", prefs_format);
    app_prefs_put(out, "algo", algo->id);
    if (algo->variant_count)
        app_prefs_put(out, "variant", algo->variants[s->variant].id);
    snprintf(buf, sizeof buf, "%dx%d", s->w, s->h);
    app_prefs_put(out, "size", buf);
    double sps = app_speed_steps_per_sec(s->speed);
    if (sps <= 0)
        snprintf(buf, sizeof buf, "max");
    else
        snprintf(buf, sizeof buf, "%.10g", sps);
    app_prefs_put(out, "speed", buf);
    app_prefs_put(out, "large", s->large ? "yes" : "no");
    app_prefs_put(out, "panel-hidden", app->panel_hidden ? "yes" : "no");
    app_prefs_put(out, "board", app->shown == APP_BOARD_MINES ? "mines" : "maze");
    app_prefs_put(out, "panel", s->panel_tab == PANEL_TAB_BIAS ? "bias" : "maze");
    if (s->screenshot_dir)
        app_prefs_put(out, "screenshot-dir", s->screenshot_dir);
}

/* True when key is one of the file's keys. */
static bool app_prefs_known(const char *key)
{
    static const char *const keys[] = { "format", "algo", "variant", "size", "speed", "large",
                                        "panel-hidden", "board", "panel", "screenshot-dir" };
    for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++)
        if (strcmp(keys[k], key) == 0)
            return true;
    return false;
}

/* "yes" or "no" into *out; false for anything else. */
static bool app_prefs_yes_no(const char *v, bool *out)
{
    if (strcmp(v, "yes") != 0 && strcmp(v, "no") != 0)
        return false;
    *out = v[0] == 'y';
    return true;
}

/* "WxH", each side 1..APP_MAX_SIDE, into w and h. */
static bool app_prefs_size(const char *v, int *w, int *h)
{
    char *end;
    long a = strtol(v, &end, 10);
    if (end == v || *end != 'x')
        return false;
    const char *p = end + 1;
    long b = strtol(p, &end, 10);
    if (end == p || *end || v[0] == '-' || p[0] == '-' || v[0] == '+' || p[0] == '+')
        return false;
    if (a < 1 || a > APP_MAX_SIDE || b < 1 || b > APP_MAX_SIDE)
        return false;
    *w = (int)a;
    *h = (int)b;
    return true;
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

/* Applies key = v to s; false when the key is unknown or v is bad. */
static bool app_prefs_one(const char *key, const char *v, AppSettings *s, const char **variant)
{
    bool yes;
    if (strcmp(key, "format") == 0)
        return strcmp(v, prefs_format) == 0;
    if (strcmp(key, "algo") == 0) {
        const GenAlgo *a = gen_find(v);
        if (a)
            s->algo = gen_index(a);
        return a != NULL;
    }
    if (strcmp(key, "variant") == 0) {
        *variant = v;
        return true;
    }
    if (strcmp(key, "size") == 0)
        return app_prefs_size(v, &s->w, &s->h);
    if (strcmp(key, "speed") == 0)
        return app_prefs_speed(v, &s->speed);
    if (strcmp(key, "large") == 0 && app_prefs_yes_no(v, &yes)) {
        s->large = yes;
        return true;
    }
    if (strcmp(key, "panel-hidden") == 0 && app_prefs_yes_no(v, &yes)) {
        s->panel_hidden = yes;
        return true;
    }
    if (strcmp(key, "board") == 0 && (strcmp(v, "maze") == 0 || strcmp(v, "mines") == 0)) {
        s->mines.start_in_mines = v[1] == 'i';
        return true;
    }
    if (strcmp(key, "panel") == 0 && (strcmp(v, "maze") == 0 || strcmp(v, "bias") == 0)) {
        s->panel_tab = v[0] == 'b' ? PANEL_TAB_BIAS : PANEL_TAB_MAZE;
        return true;
    }
    if (strcmp(key, "screenshot-dir") == 0 && v[0]) {
        s->screenshot_dir = v;
        return true;
    }
    return false;
}

bool app_prefs_apply(const Settings *saved, AppSettings *s, char *why, size_t why_cap)
{
    if (!settings_get(saved, "format")) {
        snprintf(why, why_cap, "not a mazelab settings file (no 'format = %s' line)", prefs_format);
        return false;
    }
    AppSettings t = *s;
    const char *variant = NULL;
    for (int k = 0; k < saved->count; k++) {
        const char *key = saved->key[k], *v = saved->value[k];
        if (!app_prefs_one(key, v, &t, &variant)) {
            if (app_prefs_known(key))
                snprintf(why, why_cap, "bad value '%s' for %s", v, key);
            else
                snprintf(why, why_cap, "unknown key '%s'", key);
            return false;
        }
    }
    t.variant = 0;
    if (variant) {
        int vi = algo_find_variant(gen_algos[t.algo], variant);
        if (vi < 0) {
            snprintf(why, why_cap, "bad value '%s' for variant (of %s)", variant,
                     gen_algos[t.algo]->id);
            return false;
        }
        t.variant = vi;
    }
    *s = t;
    return true;
}

int app_prefs_start(int argc, char **argv, AppSettings *s, Settings *saved, bool *remember,
                    char *note, size_t note_cap)
{
    note[0] = '\0';
    settings_clear(saved);
    AppSettings defaults = { 0 };
    app_settings_defaults(&defaults);
    *s = defaults;
    int status = app_parse_args(argc, argv, s);       /* checks them, finds --reset, --shot */
    *remember = !s->shot_path;
    if (status >= 0 || !*remember || s->reset_settings)
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
