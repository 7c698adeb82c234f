/* mask_read.c - text masks ('X' off, '.' on) read from memory with the
 * line and column of the first thing wrong, and mask files of either kind
 * (mask.h). */
#include "maze/mask.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "maze/grid.h"
#include "maze/infile.h"
#include "maze/mem.h"
#include "maze/pathmsg.h"
#include "text_error.h"

/* Fills err (if any) and returns st. */
static MazeStatus mask_fail(TextError *err, MazeStatus st, int line, int column, const char *fmt,
                            ...)
{
    va_list ap;
    va_start(ap, fmt);
    text_error_vset(err, line, column, fmt, ap);
    va_end(ap);
    return st;
}

/* The end of the line starting at p (its '\n', or end) and the length of
 * its text without a "\r" before the '\n'. */
static const char *mask_line_end(const char *p, const char *end, size_t *len)
{
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    const char *stop = nl ? nl : end;
    *len = (size_t)(stop - p);
    if (nl && *len > 0 && p[*len - 1] == '\r')
        (*len)--;
    return stop;
}

/* True when [p, p + len) is blank: spaces, tabs and carriage returns. */
static bool mask_blank(const char *p, size_t len)
{
    for (size_t k = 0; k < len; k++)
        if (p[k] != ' ' && p[k] != '\t' && p[k] != '\r')
            return false;
    return true;
}

MazeStatus mask_from_text(const char *text, size_t len, int want_w, int want_h, Mask *out,
                          TextError *err)
{
    memset(out, 0, sizeof *out);
    if (err)
        memset(err, 0, sizeof *err);
    const char *p = text, *end = text + len;
    int rows = 0, lineno = 0;
    size_t cols = 0, cap = 0;
    uint8_t *on = NULL;
    MazeStatus st = MAZE_OK;
    while (p < end && st == MAZE_OK) {
        size_t n;
        const char *stop = mask_line_end(p, end, &n);
        lineno++;
        if (rows > 0 && mask_blank(p, n)) {
            /* Blank lines may only end the mask: the rest must be blank. */
            for (const char *q = p; q < end; lineno++) {
                size_t m;
                const char *s = mask_line_end(q, end, &m);
                if (!mask_blank(q, m)) {
                    st = mask_fail(err, MAZE_ERR_FORMAT, lineno, 1,
                                   "a row after a blank line: the rows must follow each other");
                    break;
                }
                q = s < end ? s + 1 : end;
            }
            break;
        }
        if (n == 0) {
            st = mask_fail(err, MAZE_ERR_FORMAT, lineno, 1, "line %d is empty: a mask is rows "
                           "of 'X' (off) and '.' (on)", lineno);
            break;
        }
        if (rows == 0) {
            cols = n;
            if (cols > MAZE_MAX_SIDE) {
                st = mask_fail(err, MAZE_ERR_SIZE, lineno, MAZE_MAX_SIDE + 1,
                               "the rows are %zu cells long; the most is %d", cols, MAZE_MAX_SIDE);
                break;
            }
        } else if (n != cols) {
            st = mask_fail(err, MAZE_ERR_FORMAT, lineno, (int)(n < cols ? n : cols) + 1,
                           "line %d has %zu cells, line 1 has %zu: every row must be as long",
                           lineno, n, cols);
            break;
        }
        if (rows == MAZE_MAX_SIDE) {
            st = mask_fail(err, MAZE_ERR_SIZE, lineno, 1, "more than %d rows", MAZE_MAX_SIDE);
            break;
        }
        for (size_t k = 0; k < n; k++) {
            if (p[k] != 'X' && p[k] != '.') {
                char buf[24];
                st = mask_fail(err, MAZE_ERR_FORMAT, lineno, (int)k + 1,
                               "expected 'X' (a cell off) or '.' (a cell on), found %s",
                               text_byte_name((unsigned char)p[k], buf));
                break;
            }
        }
        if (st != MAZE_OK)
            break;
        if ((size_t)(rows + 1) * cols > cap) {
            size_t grow = cap ? cap * 2 : cols * 16;
            uint8_t *more = mem_realloc_array(on, grow, 1);
            if (!more) {
                st = mask_fail(err, MAZE_ERR_NOMEM, 0, 0, "%s", maze_strerror(MAZE_ERR_NOMEM));
                break;
            }
            on = more;
            cap = grow;
        }
        for (size_t k = 0; k < n; k++)
            on[(size_t)rows * cols + k] = p[k] == '.';
        rows++;
        p = stop < end ? stop + 1 : end;
    }
    if (st == MAZE_OK && rows == 0)
        st = mask_fail(err, MAZE_ERR_FORMAT, 1, 1, "the mask is empty: it needs rows of 'X' (off) "
                       "and '.' (on)");
    if (st == MAZE_OK && want_w > 0 && (want_w != (int)cols || want_h != rows))
        st = mask_fail(err, MAZE_ERR_SIZE, 0, 0, "the mask is %zux%d cells, not the %dx%d asked "
                       "for", cols, rows, want_w, want_h);
    if (st != MAZE_OK) {
        mem_free(on);
        return st;
    }
    out->w = (int)cols;
    out->h = rows;
    out->on = on;
    return MAZE_OK;
}

int mask_is_png(const uint8_t *data, size_t len)
{
    static const uint8_t sig[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
    return len >= 8 && memcmp(data, sig, 8) == 0;
}

/* Reads all of f into a new block (free with mem_free), at most max bytes. */
static MazeStatus mask_slurp(FILE *f, size_t max, uint8_t **data, size_t *len)
{
    size_t cap = 1 << 16, n = 0;
    uint8_t *buf = mem_alloc(cap);
    while (buf) {
        if (n == cap) {
            if (cap > max)
                break;
            uint8_t *more = mem_realloc_array(buf, cap * 2, 1);
            if (!more) {
                mem_free(buf);
                return MAZE_ERR_NOMEM;
            }
            buf = more;
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0) {
            if (ferror(f)) {
                mem_free(buf);
                return MAZE_ERR_IO;
            }
            *data = buf;
            *len = n;
            return n > max ? MAZE_ERR_SIZE : MAZE_OK;
        }
    }
    if (!buf)
        return MAZE_ERR_NOMEM;
    mem_free(buf);
    return MAZE_ERR_SIZE;
}

MazeStatus mask_read_file(const char *path, int want_w, int want_h, Mask *out, TextError *err)
{
    memset(out, 0, sizeof *out);
    if (err)
        memset(err, 0, sizeof *err);
    FILE *f;
    MazeStatus st = infile_open(path, &f, err ? err->message : NULL,
                                err ? sizeof err->message : 0);
    if (st != MAZE_OK)
        return st;
    uint8_t *data = NULL;
    size_t len = 0;
    errno = 0;
    st = mask_slurp(f, (size_t)MASK_FILE_MAX_MB << 20, &data, &len);
    int e = errno;
    fclose(f);
    if (st != MAZE_OK) {
        mem_free(data);
        if (err) {
            char after[96];
            snprintf(after, sizeof after, "': %s",
                     st == MAZE_ERR_SIZE ? "bigger than a mask can be" : strerror(e ? e : EIO));
            path_message(err->message, sizeof err->message, "cannot read '", path, after);
        }
        return st;
    }
    if (mask_is_png(data, len))
        st = mask_from_png(data, len, want_w, want_h, out, err);
    else
        st = mask_from_text((const char *)data, len, want_w, want_h, out, err);
    mem_free(data);
    return st;
}

void mask_free(Mask *m)
{
    if (!m)
        return;
    mem_free(m->on);
    memset(m, 0, sizeof *m);
}
