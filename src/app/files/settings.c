/* settings.c - the remembered settings file: parse, load, save. */
#include "settings.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "maze/infile.h"
#include "maze/mem.h"
#include "maze/outfile.h"

static const char settings_tail[] = "/mazelab/settings.conf";

void settings_clear(Settings *s)
{
    s->count = 0;
}

static int settings_find(const Settings *s, const char *key)
{
    for (int k = 0; k < s->count; k++)
        if (strcmp(s->key[k], key) == 0)
            return k;
    return -1;
}

bool settings_yes_no(const char *value, bool *out)
{
    if (strcmp(value, "yes") != 0 && strcmp(value, "no") != 0)
        return false;
    *out = value[0] == 'y';
    return true;
}

const char *settings_get(const Settings *s, const char *key)
{
    int k = settings_find(s, key);
    return k < 0 ? NULL : s->value[k];
}

/* Why key cannot be a key, or NULL when it can. */
static const char *settings_bad_key(const char *key, size_t len)
{
    if (len == 0)
        return "a line with no key before '='";
    if (len >= SETTINGS_KEY_MAX)
        return "a key longer than 31 characters";
    for (size_t i = 0; i < len; i++) {
        char c = key[i];
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-'))
            return "a key with characters other than a-z, 0-9, '_' and '-'";
    }
    return NULL;
}

/* Why value cannot be a value, or NULL when it can. */
static const char *settings_bad_value(const char *value, size_t len)
{
    if (len >= SETTINGS_VALUE_MAX)
        return "a value longer than 1023 bytes";
    for (size_t i = 0; i < len; i++)
        if ((unsigned char)value[i] < 0x20 || value[i] == 0x7f)
            return "a control character in a value";
    if (len && (value[0] == ' ' || value[len - 1] == ' '))
        return "a value starting or ending with a space";
    return NULL;
}

/* settings_set for key and value of known lengths, already checked. */
static MazeStatus settings_put(Settings *s, const char *key, size_t klen, const char *value,
                               size_t vlen)
{
    char name[SETTINGS_KEY_MAX];
    memcpy(name, key, klen);
    name[klen] = '\0';
    int k = settings_find(s, name);
    if (k < 0) {
        if (s->count == SETTINGS_MAX)
            return MAZE_ERR_ARG;
        k = s->count++;
        memcpy(s->key[k], name, klen + 1);
    }
    memcpy(s->value[k], value, vlen);
    s->value[k][vlen] = '\0';
    return MAZE_OK;
}

MazeStatus settings_set(Settings *s, const char *key, const char *value)
{
    size_t klen = strlen(key), vlen = strlen(value);
    if (settings_bad_key(key, klen) || settings_bad_value(value, vlen))
        return MAZE_ERR_ARG;
    return settings_put(s, key, klen, value, vlen);
}

/* The span [*a, *b) without spaces and tabs at either end. */
static void settings_trim(const char **a, const char **b)
{
    while (*a < *b && (**a == ' ' || **a == '\t'))
        (*a)++;
    while (*b > *a && ((*b)[-1] == ' ' || (*b)[-1] == '\t'))
        (*b)--;
}

/* Parses one line [p, end) into s. NULL, or why it is malformed. */
static const char *settings_line(Settings *s, const char *p, const char *end)
{
    if (end > p && end[-1] == '\r')
        end--;
    const char *a = p, *b = end;
    settings_trim(&a, &b);
    if (a == b || *a == '#')
        return NULL;
    const char *eq = memchr(a, '=', (size_t)(b - a));
    if (!eq)
        return "not 'key = value'";
    const char *ka = a, *kb = eq, *va = eq + 1, *vb = b;
    settings_trim(&ka, &kb);
    settings_trim(&va, &vb);
    const char *why = settings_bad_key(ka, (size_t)(kb - ka));
    if (!why)
        why = settings_bad_value(va, (size_t)(vb - va));
    if (!why && settings_put(s, ka, (size_t)(kb - ka), va, (size_t)(vb - va)) != MAZE_OK)
        why = "more than 32 keys";
    return why;
}

MazeStatus settings_parse(Settings *s, const char *text, size_t len, char *why, size_t why_cap)
{
    settings_clear(s);
    const char *p = text, *end = text + len;
    for (int line = 1; p < end; line++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *eol = nl ? nl : end;
        const char *bad = memchr(p, '\0', (size_t)(eol - p)) ? "a NUL byte"
                                                              : settings_line(s, p, eol);
        if (bad) {
            settings_clear(s);
            if (why && why_cap)
                snprintf(why, why_cap, "line %d: %s", line, bad);
            return MAZE_ERR_FORMAT;
        }
        p = nl ? nl + 1 : end;
    }
    if (why && why_cap)
        why[0] = '\0';
    return MAZE_OK;
}

bool settings_path(char *buf, size_t cap)
{
    const char *xdg = getenv("XDG_CONFIG_HOME"), *home = getenv("HOME");
    int n = -1;
    if (xdg && xdg[0] == '/')
        n = snprintf(buf, cap, "%s%s", xdg, settings_tail);
    else if (home && home[0])
        n = snprintf(buf, cap, "%s/.config%s", home, settings_tail);
    if (n < 0 || (size_t)n >= cap) {
        if (cap)
            buf[0] = '\0';
        return false;
    }
    return true;
}

MazeStatus settings_load(const char *path, Settings *s, char *why, size_t why_cap)
{
    settings_clear(s);
    if (why && why_cap)
        why[0] = '\0';
    FILE *f;
    MazeStatus st = infile_open(path, &f, why, why_cap);
    if (st == MAZE_ERR_IO && errno == ENOENT) {
        if (why && why_cap)
            why[0] = '\0';
        return MAZE_OK;                 /* first start: nothing saved yet */
    }
    if (st != MAZE_OK)
        return st;
    char *text = mem_alloc(SETTINGS_FILE_MAX + 1);
    size_t len = text ? fread(text, 1, SETTINGS_FILE_MAX + 1, f) : 0;
    int e = text ? errno : ENOMEM;
    bool failed = !text || ferror(f);
    fclose(f);
    if (failed || len > SETTINGS_FILE_MAX) {
        mem_free(text);
        if (why && why_cap)
            snprintf(why, why_cap, "cannot read '%s': %s", path,
                     failed ? strerror(e) : "larger than 64 KiB");
        return failed && !text ? MAZE_ERR_NOMEM : MAZE_ERR_IO;
    }
    char line_why[64];
    st = settings_parse(s, text, len, line_why, sizeof line_why);
    mem_free(text);
    if (st != MAZE_OK && why && why_cap)
        snprintf(why, why_cap, "%s: %s", path, line_why);
    return st;
}

/* Creates the folder part of path (one level: mazelab/ in the config
 * folder, and the config folder itself), mode 0700. Best effort: the save
 * reports what still fails. */
static void settings_make_dirs(const char *path)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (!slash || slash == dir)
        return;
    *slash = '\0';
    if (mkdir(dir, 0700) == 0 || errno == EEXIST)
        return;
    char *up = strrchr(dir, '/');
    if (errno != ENOENT || !up || up == dir)
        return;
    *up = '\0';
    mkdir(dir, 0700);
    *up = '/';
    mkdir(dir, 0700);
}

static MazeStatus settings_write(FILE *f, void *ctx)
{
    const Settings *s = ctx;
    fputs("# mazelab settings: written on exit, read at start ('mazelab --reset' ignores them)\n", f);
    for (int k = 0; k < s->count; k++)
        fprintf(f, "%s = %s\n", s->key[k], s->value[k]);
    return ferror(f) ? MAZE_ERR_IO : MAZE_OK;
}

MazeStatus settings_save(const char *path, const Settings *s, char *why, size_t why_cap)
{
    settings_make_dirs(path);
    errno = 0;
    MazeStatus st = outfile_save(path, OUTFILE_REPLACE, settings_write, (void *)s, NULL, 0);
    int e = errno;
    if (st != MAZE_OK && why && why_cap)
        snprintf(why, why_cap, "cannot save '%s': %s", path,
                 st == MAZE_ERR_IO && e ? strerror(e) : maze_strerror(st));
    if (st == MAZE_OK && why && why_cap)
        why[0] = '\0';
    errno = e;
    return st;
}
