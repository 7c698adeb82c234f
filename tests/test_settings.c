/* test_settings.c - the remembered settings file (src/cli/settings.c): a
 * round trip through the file, every kind of malformed line refused with
 * its line number and nothing kept, unreadable and unwritable places
 * reported without a crash, and the XDG path rules. */
#include "harness.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/settings.h"

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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_parse_layout),
        cmocka_unit_test(test_parse_malformed),
        cmocka_unit_test(test_set_refuses),
        cmocka_unit_test(test_load_bad_files),
        cmocka_unit_test(test_save_unwritable),
        cmocka_unit_test(test_path),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
