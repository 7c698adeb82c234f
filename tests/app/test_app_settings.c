/* test_app_settings.c - the remembered settings. The file
 * (src/app/files/settings.c): a round trip, every kind of malformed line
 * refused with its line number and nothing kept, unreadable and unwritable
 * places reported without a crash, a failed write that leaves the old file
 * whole, and the XDG path rules. The window's use of it
 * (src/app/shell/app_prefs.c): what it saves comes back, a corrupt or
 * foreign file means the defaults and a message, the command line wins
 * over saved settings, --reset and --shot read nothing. Every test works
 * in a fresh folder named by XDG_CONFIG_HOME, never the user's. */
#include "boards/mines/mines_state.h"
#include "boards/maze/maze_state.h"
#include "harness.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "boards/boards.h"
#include "files/settings.h"
#include "model/app_life.h"
#include "shell/app_prefs.h"
#include "maze/shape.h"

static char test_dir[] = "/tmp/mazelab-settings-XXXXXX";

static int setup(void **state)
{
    (void)state;
    return mkdtemp(test_dir) ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", test_dir);
    return system(cmd) == 0 ? 0 : -1;
}

static void put_file(const char *path, const char *text, size_t len)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(text, 1, len, f), len);
    assert_int_equal(fclose(f), 0);
}

static Settings a, b;

/* Saved in a folder that does not exist yet, read back: the same keys and
 * values, in order; saving again replaces the file whole. */
static void test_round_trip(void **state)
{
    (void)state;
    settings_clear(&a);
    assert_int_equal(settings_set(&a, "algo", "wilson"), MAZE_OK);
    assert_int_equal(settings_set(&a, "size", "40x25"), MAZE_OK);
    assert_int_equal(settings_set(&a, "speed", "max"), MAZE_OK);
    assert_int_equal(settings_set(&a, "large", "1"), MAZE_OK);
    assert_int_equal(settings_set(&a, "panel", "bias"), MAZE_OK);
    assert_int_equal(settings_set(&a, "screenshot-dir", "/home/t/Pictures/mazes = mine #1"),
                     MAZE_OK);
    assert_int_equal(settings_set(&a, "algo", "eller"), MAZE_OK);     /* replaces */
    assert_int_equal(a.count, 6);
    char path[256], why[SETTINGS_WHY_MAX];
    snprintf(path, sizeof path, "%s/config/mazelab/settings.conf", test_dir);
    assert_int_equal(settings_save(path, &a, why, sizeof why), MAZE_OK);
    assert_string_equal(why, "");
    struct stat st;
    snprintf(path, sizeof path, "%s/config/mazelab", test_dir);
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0700);
    snprintf(path, sizeof path, "%s/config/mazelab/settings.conf", test_dir);
    assert_int_equal(settings_load(path, &b, why, sizeof why), MAZE_OK);
    assert_int_equal(b.count, a.count);
    for (int k = 0; k < a.count; k++) {
        assert_string_equal(b.key[k], a.key[k]);
        assert_string_equal(b.value[k], a.value[k]);
    }
    assert_string_equal(settings_get(&b, "algo"), "eller");
    assert_string_equal(settings_get(&b, "screenshot-dir"), "/home/t/Pictures/mazes = mine #1");
    assert_null(settings_get(&b, "seed"));
    /* Saving again: one file, no temporary left beside it. */
    assert_int_equal(settings_set(&a, "large", "0"), MAZE_OK);
    assert_int_equal(settings_save(path, &a, why, sizeof why), MAZE_OK);
    assert_int_equal(settings_load(path, &b, why, sizeof why), MAZE_OK);
    assert_string_equal(settings_get(&b, "large"), "0");
    char cmd[300];
    snprintf(cmd, sizeof cmd, "test \"$(ls -A '%s/config/mazelab')\" = settings.conf", test_dir);
    assert_int_equal(system(cmd), 0);
}

/* Comments, blank lines, spaces, CRLF and a last line without newline. */
static void test_parse_layout(void **state)
{
    (void)state;
    static const char text[] = "# saved\n\n  algo   =  kruskal  \r\n\tsize=10x10\nempty =\nspeed = 50";
    char why[64];
    assert_int_equal(settings_parse(&a, text, sizeof text - 1, why, sizeof why), MAZE_OK);
    assert_int_equal(a.count, 4);
    assert_string_equal(settings_get(&a, "algo"), "kruskal");
    assert_string_equal(settings_get(&a, "size"), "10x10");
    assert_string_equal(settings_get(&a, "empty"), "");
    assert_string_equal(settings_get(&a, "speed"), "50");
}

/* Each malformed file: MAZE_ERR_FORMAT naming the line, nothing kept. */
static void test_parse_malformed(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        size_t len;
        const char *why;
    } cases[] = {
        { "algo = x\nno equals sign\n", 0, "line 2: not 'key = value'" },
        { "= x\n", 0, "line 1: a line with no key before '='" },
        { "Algo = x\n", 0, "line 1: a key with characters other than a-z, 0-9, '_' and '-'" },
        { "a b = x\n", 0, "line 1: a key with characters other than a-z, 0-9, '_' and '-'" },
        { "abcdefghijklmnopqrstuvwxyz012345 = x\n", 0, "line 1: a key longer than 31 characters" },
        { "algo = a\tb\n", 0, "line 1: a control character in a value" },
        { "algo = a\x1b[2Jb\n", 0, "line 1: a control character in a value" },
        { "x = 1\n\nalgo = wil\0son\n", 22, "line 3: a NUL byte" },
        { "\x89PNG\r\n\x1a\n", 0, "line 1: not 'key = value'" },
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        size_t len = cases[k].len ? cases[k].len : strlen(cases[k].text);
        char why[64] = "";
        assert_int_equal(settings_set(&a, "old", "value"), MAZE_OK);
        assert_int_equal(settings_parse(&a, cases[k].text, len, why, sizeof why), MAZE_ERR_FORMAT);
        assert_string_equal(why, cases[k].why);
        assert_int_equal(a.count, 0);
    }
    /* 33 keys: one too many. */
    char text[33 * 16];
    size_t n = 0;
    for (int k = 0; k < 33; k++)
        n += (size_t)snprintf(text + n, sizeof text - n, "key%d = %d\n", k, k);
    char why[64];
    assert_int_equal(settings_parse(&a, text, n, why, sizeof why), MAZE_ERR_FORMAT);
    assert_string_equal(why, "line 33: more than 32 keys");
    /* A value of 1023 bytes fits, 1024 does not. */
    char line[1100] = "dir = ";
    memset(line + 6, 'x', 1023);
    assert_int_equal(settings_parse(&a, line, 6 + 1023, why, sizeof why), MAZE_OK);
    assert_int_equal(strlen(settings_get(&a, "dir")), 1023);
    line[6 + 1023] = 'x';
    assert_int_equal(settings_parse(&a, line, 6 + 1024, why, sizeof why), MAZE_ERR_FORMAT);
    assert_string_equal(why, "line 1: a value longer than 1023 bytes");
}

/* settings_set refuses what the file could not hold; s is unchanged. */
static void test_set_refuses(void **state)
{
    (void)state;
    settings_clear(&a);
    assert_int_equal(settings_set(&a, "dir", "a\nb = c"), MAZE_ERR_ARG);
    assert_int_equal(settings_set(&a, "dir", " padded"), MAZE_ERR_ARG);
    assert_int_equal(settings_set(&a, "Dir", "x"), MAZE_ERR_ARG);
    assert_int_equal(settings_set(&a, "", "x"), MAZE_ERR_ARG);
    assert_int_equal(a.count, 0);
    char key[16];
    for (int k = 0; k < SETTINGS_MAX; k++) {
        snprintf(key, sizeof key, "k%d", k);
        assert_int_equal(settings_set(&a, key, "v"), MAZE_OK);
    }
    assert_int_equal(settings_set(&a, "one-more", "v"), MAZE_ERR_ARG);
    assert_int_equal(settings_set(&a, "k3", "new"), MAZE_OK);     /* replacing still works */
    assert_int_equal(a.count, SETTINGS_MAX);
}

/* Missing: fine and empty. Corrupt, a folder, a FIFO, too large: an error
 * naming the file, settings empty, no hang. */
static void test_load_bad_files(void **state)
{
    (void)state;
    char path[256], why[SETTINGS_WHY_MAX];
    snprintf(path, sizeof path, "%s/none.conf", test_dir);
    settings_clear(&a);
    assert_int_equal(settings_set(&a, "stale", "x"), MAZE_OK);
    assert_int_equal(settings_load(path, &a, why, sizeof why), MAZE_OK);
    assert_int_equal(a.count, 0);
    assert_string_equal(why, "");

    snprintf(path, sizeof path, "%s/corrupt.conf", test_dir);
    put_file(path, "algo = wilson\n\x01\x02garbage\n", 24);
    assert_int_equal(settings_load(path, &a, why, sizeof why), MAZE_ERR_FORMAT);
    assert_non_null(strstr(why, "corrupt.conf: line 2: "));
    assert_int_equal(a.count, 0);

    snprintf(path, sizeof path, "%s/folder.conf", test_dir);
    assert_int_equal(mkdir(path, 0700), 0);
    assert_int_equal(settings_load(path, &a, why, sizeof why), MAZE_ERR_NOT_FILE);
    assert_non_null(strstr(why, "folder.conf': a folder, not a regular file"));

    snprintf(path, sizeof path, "%s/fifo.conf", test_dir);
    assert_int_equal(mkfifo(path, 0600), 0);
    assert_int_equal(settings_load(path, &a, why, sizeof why), MAZE_ERR_NOT_FILE);
    assert_non_null(strstr(why, "fifo.conf': a FIFO (named pipe), not a regular file"));

    snprintf(path, sizeof path, "%s/big.conf", test_dir);
    char *big = malloc(SETTINGS_FILE_MAX + 1);
    assert_non_null(big);
    memset(big, '#', SETTINGS_FILE_MAX + 1);
    put_file(path, big, SETTINGS_FILE_MAX + 1);
    free(big);
    assert_int_equal(settings_load(path, &a, why, sizeof why), MAZE_ERR_IO);
    assert_non_null(strstr(why, "big.conf': larger than 64 KiB"));
    assert_int_equal(a.count, 0);
}

/* Where nothing can be written: a file where the folder should be, a
 * folder where the file should be. Reported, nothing else touched. */
static void test_save_unwritable(void **state)
{
    (void)state;
    settings_clear(&a);
    assert_int_equal(settings_set(&a, "algo", "prim"), MAZE_OK);
    char path[256], why[SETTINGS_WHY_MAX];
    snprintf(path, sizeof path, "%s/plainfile", test_dir);
    put_file(path, "x", 1);
    snprintf(path, sizeof path, "%s/plainfile/mazelab/settings.conf", test_dir);
    assert_int_equal(settings_save(path, &a, why, sizeof why), MAZE_ERR_IO);
    assert_non_null(strstr(why, "cannot save '"));
    assert_non_null(strstr(why, "Not a directory"));
    snprintf(path, sizeof path, "%s/dirconf", test_dir);
    assert_int_equal(mkdir(path, 0700), 0);
    assert_int_equal(settings_save(path, &a, why, sizeof why), MAZE_ERR_NOT_FILE);
    assert_non_null(strstr(why, "dirconf"));
}

/* $XDG_CONFIG_HOME when absolute, else ~/.config; nothing without either. */
static void test_path(void **state)
{
    (void)state;
    char buf[256];
    setenv("HOME", "/home/teacher", 1);
    setenv("XDG_CONFIG_HOME", "/cfg", 1);
    assert_true(settings_path(buf, sizeof buf));
    assert_string_equal(buf, "/cfg/mazelab/settings.conf");
    setenv("XDG_CONFIG_HOME", "relative/cfg", 1);       /* the spec: ignored */
    assert_true(settings_path(buf, sizeof buf));
    assert_string_equal(buf, "/home/teacher/.config/mazelab/settings.conf");
    unsetenv("XDG_CONFIG_HOME");
    assert_true(settings_path(buf, sizeof buf));
    assert_string_equal(buf, "/home/teacher/.config/mazelab/settings.conf");
    assert_false(settings_path(buf, 20));
    assert_string_equal(buf, "");
    unsetenv("HOME");
    assert_false(settings_path(buf, sizeof buf));
}

/* A failed write (the file size limit reached half-way) leaves the old
 * file as it was and no temporary file beside it. */
static void test_save_failure_keeps_old(void **state)
{
    (void)state;
    char path[256], why[SETTINGS_WHY_MAX], cmd[1200];
    snprintf(path, sizeof path, "%s/atomic/mazelab/settings.conf", test_dir);
    settings_clear(&a);
    assert_int_equal(settings_set(&a, "algo", "prim"), MAZE_OK);
    assert_int_equal(settings_save(path, &a, why, sizeof why), MAZE_OK);
    snprintf(cmd, sizeof cmd, "cp '%s' '%s.before'", path, path);
    assert_int_equal(system(cmd), 0);
    char big[1000];
    memset(big, 'x', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    assert_int_equal(settings_set(&a, "screenshot-dir", big), MAZE_OK);
    struct rlimit old, lim;
    assert_int_equal(getrlimit(RLIMIT_FSIZE, &old), 0);
    lim = old;
    lim.rlim_cur = 200;                 /* bytes: the new file stops half-way */
    void (*prev)(int) = signal(SIGXFSZ, SIG_IGN);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &lim), 0);
    MazeStatus st = settings_save(path, &a, why, sizeof why);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &old), 0);
    signal(SIGXFSZ, prev);
    assert_int_equal(st, MAZE_ERR_IO);
    assert_non_null(strstr(why, "cannot save '"));
    snprintf(cmd, sizeof cmd, "cmp -s '%s' '%s.before' && rm '%s.before' && "
             "test \"$(ls -A \"$(dirname '%s')\")\" = settings.conf", path, path, path, path);
    assert_int_equal(system(cmd), 0);
    assert_int_equal(settings_load(path, &b, why, sizeof why), MAZE_OK);
    assert_string_equal(settings_get(&b, "algo"), "prim");
    assert_null(settings_get(&b, "screenshot-dir"));
}

/* ---- the window's settings (app_prefs) ---------------------------------- */

static char xdg[128], conf[256];

/* A fresh, empty config folder named by XDG_CONFIG_HOME for each test. */
static void fresh_config(const char *name)
{
    snprintf(xdg, sizeof xdg, "%s/xdg-%.16s", test_dir, name);
    assert_int_equal(mkdir(xdg, 0700), 0);
    assert_int_equal(setenv("XDG_CONFIG_HOME", xdg, 1), 0);
    snprintf(conf, sizeof conf, "%s/mazelab/settings.conf", xdg);
}

static void write_conf(const char *text)
{
    char dir[256];
    snprintf(dir, sizeof dir, "%s/mazelab", xdg);
    mkdir(dir, 0700);
    put_file(conf, text, strlen(text));
}

static AppSettings got;
static Settings saved;
static char note[SETTINGS_WHY_MAX + 256];

/* app_prefs_start on the options in args (NULL-terminated). */
static int start_with(const char *const *args, bool *remember)
{
    char *argv[16] = { "mazelab" };
    int argc = 1;
    while (args && args[argc - 1])
        argv[argc] = (char *)args[argc - 1], argc++;
    argv[argc] = NULL;
    return app_prefs_start(argc, argv, &got, &saved, remember, note, sizeof note);
}

/* got holds the defaults (the seed aside, a fresh one each time). */
static void assert_defaults(void)
{
    AppSettings d = { 0 };
    app_settings_defaults(&d, &app_board_table);
    assert_int_equal(maze_settings(&got)->algo, maze_settings(&d)->algo);
    assert_int_equal(maze_settings(&got)->variant, maze_settings(&d)->variant);
    assert_int_equal(maze_settings(&got)->w, maze_settings(&d)->w);
    assert_int_equal(maze_settings(&got)->h, maze_settings(&d)->h);
    assert_true(fabs(got.speed - d.speed) < 1e-12);
    assert_int_equal(got.large, d.large);
    assert_int_equal(maze_settings(&got)->panel_tab, maze_settings(&d)->panel_tab);
    assert_int_equal(got.panel_hidden, d.panel_hidden);
    assert_int_equal(got.start_board, d.start_board);
    assert_string_equal(got.screenshot_dir, d.screenshot_dir);
}

static App app;

/* What the window had on quit is what the next start opens with: every
 * remembered setting, over several values of each. */
static void test_prefs_round_trip(void **state)
{
    (void)state;
    fresh_config("round");
    bool remember;
    assert_int_equal(start_with(NULL, &remember), -1);     /* nothing saved yet */
    assert_true(remember);
    assert_string_equal(note, "");
    assert_defaults();
    static const struct {
        const char *algo, *variant;
        int w, h;
        double sps;                     /* 0: instant */
        bool large, hidden, mines, bias;
        const char *dir;
        ShapeKind shape;
    } cases[] = {
        { "wilson", NULL, 40, 25, 0, true, false, false, true, "/srv/class/pics = #1", SHAPE_HEX },
        { "growing-tree", "random", 7, 300, 1234, false, true, false, false, "shots", SHAPE_SQUARE },
        { "eller", NULL, 4000, 1, 1, true, true, true, false, "./x y", SHAPE_SQUARE },
        { "kruskal", NULL, 2, 2, 100000, false, false, true, true, "/tmp", SHAPE_POLAR },
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        AppSettings s = { 0 };
        app_settings_defaults(&s, &app_board_table);
        maze_settings(&s)->algo = gen_index(gen_find(cases[k].algo));
        maze_settings(&s)->variant = cases[k].variant ? algo_find_variant(gen_algos[maze_settings(&s)->algo], cases[k].variant) : 0;
        assert_true(maze_settings(&s)->variant >= 0);
        maze_settings(&s)->w = cases[k].w < 400 ? cases[k].w : 30;       /* a small App; the size is set below */
        maze_settings(&s)->h = cases[k].h < 300 ? cases[k].h : 20;
        s.speed = cases[k].sps ? app_speed_pos_for(cases[k].sps) : 1.0;
        s.large = cases[k].large;
        maze_settings(&s)->panel_tab = cases[k].bias ? MAZE_TAB_BIAS : MAZE_TAB_MAZE;
        s.screenshot_dir = cases[k].dir;
        s.once.start_paused = true;
        assert_true(app_init(&app, &s));
        maze_set(&app)->w = cases[k].w;
        maze_set(&app)->h = cases[k].h;
        maze_set(&app)->shape = (int)cases[k].shape;
        app.panel_hidden = cases[k].hidden;
        app.shown = cases[k].mines ? APP_BOARD_MINES : APP_BOARD_MAZE;
        char why[SETTINGS_WHY_MAX];
        assert_true(app_prefs_save(&app, why, sizeof why));
        app_free(&app);

        assert_int_equal(start_with(NULL, &remember), -1);
        assert_string_equal(note, "");
        assert_string_equal(gen_algos[maze_settings(&got)->algo]->id, cases[k].algo);
        assert_int_equal(maze_settings(&got)->variant, maze_settings(&s)->variant);
        assert_int_equal(maze_settings(&got)->w, cases[k].w);
        assert_int_equal(maze_settings(&got)->h, cases[k].h);
        assert_true(fabs(got.speed - s.speed) < 1e-9);
        assert_int_equal(got.large, cases[k].large);
        assert_int_equal(got.panel_hidden, cases[k].hidden);
        assert_int_equal((got.start_board == APP_BOARD_MINES), cases[k].mines);
        assert_int_equal(maze_settings(&got)->panel_tab, maze_settings(&s)->panel_tab);
        assert_string_equal(got.screenshot_dir, cases[k].dir);
        assert_int_equal(maze_settings(&got)->shape, (int)cases[k].shape);
        /* ... and the App made from them shows the same. */
        maze_settings(&got)->w = maze_settings(&got)->w < 400 ? maze_settings(&got)->w : 30;
        got.once.start_paused = true;
        assert_true(app_init(&app, &got));
        assert_int_equal(app.panel_hidden, cases[k].hidden);
        assert_int_equal(app.shown, cases[k].mines ? APP_BOARD_MINES : APP_BOARD_MAZE);
        assert_int_equal(grid_shape(&maze_of(&app)->run->grid)->kind, cases[k].shape);
        app_free(&app);
    }
}

/* A corrupt or foreign file, or one with a bad value: the defaults, a
 * note naming the file and the problem, and still a window to open. */
static void test_prefs_bad_file(void **state)
{
    (void)state;
    static const struct {
        const char *text, *why;
    } cases[] = {
        { "\x89PNG\r\n\x1a\n\x01\x02", "line 1: not 'key = value'" },
        { "algo = wilson\nsize = 40x25\n", "not a mazelab settings file" },
        { "[General]\nalgo=wilson\n", "line 1: not 'key = value'" },
        { "format = mazelab-settings 9\nalgo = wilson\n", "bad value 'mazelab-settings 9' for format" },
        { "format = mazelab-settings 1\nalgo = nosuch\n", "bad value 'nosuch' for algo" },
        { "format = mazelab-settings 1\nsize = 0x5\n", "bad value '0x5' for size" },
        { "format = mazelab-settings 1\nsize = 40x\n", "bad value '40x' for size" },
        { "format = mazelab-settings 1\nsize = 4001x2\n", "bad value '4001x2' for size" },
        { "format = mazelab-settings 1\nspeed = fast\n", "bad value 'fast' for speed" },
        { "format = mazelab-settings 1\nspeed = 0\n", "bad value '0' for speed" },
        { "format = mazelab-settings 1\nspeed = nan\n", "bad value 'nan' for speed" },
        { "format = mazelab-settings 1\nlarge = 1\n", "bad value '1' for large" },
        { "format = mazelab-settings 1\nboard = chess\n", "bad value 'chess' for board" },
        { "format = mazelab-settings 1\nalgo = eller\nvariant = newest\n",
          "bad value 'newest' for variant (of eller)" },
        { "format = mazelab-settings 1\nscreenshot-dir =\n", "bad value '' for screenshot-dir" },
        { "format = mazelab-settings 1\ncolour = red\n", "unknown key 'colour'" },
        /* one bad value spoils the good ones before it */
        { "format = mazelab-settings 1\nalgo = wilson\nlarge = yes\npanel = nosuch\n",
          "bad value 'nosuch' for panel" },
    };
    fresh_config("bad");
    bool remember;
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        write_conf(cases[k].text);
        assert_int_equal(start_with(NULL, &remember), -1);
        assert_true(remember);
        if (!strstr(note, cases[k].why) || !strstr(note, conf))
            fail_msg("case %zu: note '%s' lacks '%s'", k, note, cases[k].why);
        assert_defaults();
    }
    /* A folder where the file should be: the same. */
    assert_int_equal(unlink(conf), 0);
    assert_int_equal(mkdir(conf, 0700), 0);
    assert_int_equal(start_with(NULL, &remember), -1);
    assert_non_null(strstr(note, "not a regular file"));
    assert_defaults();
    assert_int_equal(rmdir(conf), 0);
}

/* Options on the command line win over saved ones; the rest stay saved. */
static void test_prefs_command_line_wins(void **state)
{
    (void)state;
    fresh_config("cli");
    write_conf("format = mazelab-settings 1\nalgo = growing-tree\nvariant = oldest\n"
               "size = 40x25\nspeed = 500\nlarge = no\npanel-hidden = yes\nboard = mines\n"
               "panel = bias\nscreenshot-dir = /saved/shots\n");
    bool remember;
    static const char *const args[] = { "--algo", "wilson", "--size", "12x9", "--speed", "max",
                                        "--large", "--panel", "maze", "--screenshot-dir",
                                        "here", NULL };
    assert_int_equal(start_with(args, &remember), -1);
    assert_string_equal(note, "");
    assert_string_equal(gen_algos[maze_settings(&got)->algo]->id, "wilson");
    assert_int_equal(maze_settings(&got)->variant, 0);
    assert_int_equal(maze_settings(&got)->w, 12);
    assert_int_equal(maze_settings(&got)->h, 9);
    assert_true(got.speed == 1.0);
    assert_true(got.large);
    assert_int_equal(got.panel_hidden, -1);        /* --large hides the panel, as ever */
    assert_int_equal(maze_settings(&got)->panel_tab, MAZE_TAB_MAZE);
    assert_int_equal(got.start_board, APP_BOARD_MAZE);        /* --panel maze shows the maze board */
    assert_string_equal(got.screenshot_dir, "here");
    /* Only some options: the others as saved. */
    static const char *const some[] = { "--size", "5x6", NULL };
    assert_int_equal(start_with(some, &remember), -1);
    assert_string_equal(gen_algos[maze_settings(&got)->algo]->id, "growing-tree");
    assert_int_equal(maze_settings(&got)->variant, algo_find_variant(gen_find("growing-tree"), "oldest"));
    assert_int_equal(maze_settings(&got)->w, 5);
    assert_int_equal(maze_settings(&got)->h, 6);
    assert_true(fabs(app_speed_steps_per_sec(got.speed) - 500) < 1e-6);
    assert_int_equal(got.panel_hidden, 1);
    assert_int_equal(got.start_board, APP_BOARD_MINES);
    assert_int_equal(maze_settings(&got)->panel_tab, MAZE_TAB_BIAS);
    assert_string_equal(got.screenshot_dir, "/saved/shots");
    /* A bad option is still refused (exit 2), saved file or not. */
    static const char *const bad[] = { "--size", "0x0", NULL };
    assert_int_equal(start_with(bad, &remember), 2);
}

/* --reset: the defaults, whatever is saved; --shot: a scripted picture
 * reads nothing and saves nothing. The file itself is left alone. */
static void test_prefs_reset_and_shot(void **state)
{
    (void)state;
    fresh_config("reset");
    static const char text[] = "format = mazelab-settings 1\nalgo = wilson\nsize = 40x25\nlarge = yes\n";
    write_conf(text);
    bool remember;
    static const char *const reset[] = { "--reset", NULL };
    assert_int_equal(start_with(reset, &remember), -1);
    assert_true(remember);
    assert_string_equal(note, "");
    assert_defaults();
    static const char *const reset_size[] = { "--reset", "--size", "9x8", NULL };
    assert_int_equal(start_with(reset_size, &remember), -1);
    assert_int_equal(maze_settings(&got)->w, 9);
    assert_int_equal(maze_settings(&got)->algo, 0);
    static const char *const shot[] = { "--shot", "x.png", NULL };
    assert_int_equal(start_with(shot, &remember), -1);
    assert_false(remember);
    assert_defaults();
    char cmd[512];
    snprintf(cmd, sizeof cmd, "printf '%%s' '%s' | cmp -s - '%s'", text, conf);
    assert_int_equal(system(cmd), 0);
    /* Without a place for the file: defaults, and saving says why. */
    unsetenv("XDG_CONFIG_HOME");
    const char *home = getenv("HOME");
    char *keep = home ? strdup(home) : NULL;
    unsetenv("HOME");
    assert_int_equal(start_with(NULL, &remember), -1);
    assert_defaults();
    AppSettings s = got;
    s.once.start_paused = true;
    assert_true(app_init(&app, &s));
    char why[SETTINGS_WHY_MAX];
    assert_false(app_prefs_save(&app, why, sizeof why));
    assert_non_null(strstr(why, "XDG_CONFIG_HOME"));
    app_free(&app);
    if (keep)
        setenv("HOME", keep, 1);
    free(keep);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_parse_layout),
        cmocka_unit_test(test_parse_malformed),
        cmocka_unit_test(test_set_refuses),
        cmocka_unit_test(test_load_bad_files),
        cmocka_unit_test(test_save_unwritable),
        cmocka_unit_test(test_save_failure_keeps_old),
        cmocka_unit_test(test_prefs_round_trip),
        cmocka_unit_test(test_prefs_bad_file),
        cmocka_unit_test(test_prefs_command_line_wins),
        cmocka_unit_test(test_prefs_reset_and_shot),
        cmocka_unit_test(test_path),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
