/* outfile.c - atomic file output: temporary file, fsync, link or rename. */
#include "maze/outfile.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "file_kind.h"
#include "maze/mem.h"

static const char outfile_suffix[] = ".XXXXXX";
/* The temporary name for a target whose own name is too long to extend. */
static const char outfile_long_name[] = ".mazelab";

/* The temporary files being written now, for outfile_remove_temporaries,
 * which a signal handler may call at any moment: a slot holds a name from
 * the moment its file exists until it is published or removed. Slots are
 * taken and given back with compare-and-swap: the window writes files from
 * several threads at once (exports, the GIF recorder, its settings), and
 * lock-free atomics stay async-signal-safe. */
enum { OUTFILE_LIVE_MAX = 8 };
static _Atomic(char *) outfile_live[OUTFILE_LIVE_MAX];

static void outfile_live_set(char *old, char *tmp)
{
    for (int k = 0; k < OUTFILE_LIVE_MAX; k++) {
        char *expect = old;
        if (atomic_compare_exchange_strong(&outfile_live[k], &expect, tmp))
            return;
    }
}

void outfile_remove_temporaries(void)
{
    for (int k = 0; k < OUTFILE_LIVE_MAX; k++) {
        char *tmp = atomic_load(&outfile_live[k]);
        if (tmp)
            unlink(tmp);
    }
}

static void outfile_release(OutFile *out)
{
    if (out->tmp_path)
        outfile_live_set(out->tmp_path, NULL);
    mem_free(out->path);
    mem_free(out->tmp_path);
    memset(out, 0, sizeof *out);
}

/* Length of the folder part of path, its final '/' included (0: none). */
static size_t outfile_dir_len(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? (size_t)(slash - path) + 1 : 0;
}

/* Makes the folder entry for out->path durable; best effort (a failure here
 * cannot unpublish the file, and the data itself is already synced). */
static void outfile_sync_dir(const OutFile *out)
{
    size_t n = outfile_dir_len(out->path);
    char *dir = mem_alloc(n + 2);
    if (!dir)
        return;
    if (n) {
        memcpy(dir, out->path, n);
        dir[n] = '\0';
    } else {
        strcpy(dir, ".");
    }
    int fd = open(dir, O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        (void)fsync(fd);
        close(fd);
    }
    mem_free(dir);
}

MazeStatus outfile_open(OutFile *out, const char *path, bool force)
{
    memset(out, 0, sizeof *out);
    size_t len = strlen(path);
    if (len == 0 || path[len - 1] == '/')
        return MAZE_ERR_ARG;
    size_t dir = outfile_dir_len(path);
    out->path = mem_alloc(len + 1);
    out->tmp_path = mem_alloc(len + 1 + sizeof outfile_suffix);
    if (!out->path || !out->tmp_path) {
        outfile_release(out);
        return MAZE_ERR_NOMEM;
    }
    memcpy(out->path, path, len + 1);
    /* "dir/name" -> "dir/.name.XXXXXX": hidden, in the same folder; a name
     * too long for that gets "dir/.mazelab.XXXXXX" instead. */
    memcpy(out->tmp_path, path, dir);
    if (len - dir + 1 + sizeof outfile_suffix - 1 <= NAME_MAX) {
        out->tmp_path[dir] = '.';
        memcpy(out->tmp_path + dir + 1, path + dir, len - dir);
        memcpy(out->tmp_path + len + 1, outfile_suffix, sizeof outfile_suffix);
    } else {
        memcpy(out->tmp_path + dir, outfile_long_name, sizeof outfile_long_name - 1);
        memcpy(out->tmp_path + dir + sizeof outfile_long_name - 1, outfile_suffix,
               sizeof outfile_suffix);
    }
    out->force = force;

    int fd = mkstemp(out->tmp_path);
    if (fd >= 0)
        outfile_live_set(NULL, out->tmp_path);
    if (fd < 0) {
        int e = errno;
        outfile_release(out);
        errno = e;
        return MAZE_ERR_IO;
    }
    mode_t mask = umask(0);     /* read the umask: set it and put it back */
    umask(mask);
    out->f = fchmod(fd, 0666 & ~mask) == 0 ? fdopen(fd, "w") : NULL;
    if (!out->f) {
        int e = errno;
        close(fd);
        unlink(out->tmp_path);
        outfile_release(out);
        errno = e;
        return MAZE_ERR_IO;
    }
    return MAZE_OK;
}

/* Flushes, syncs and closes the temporary file. Returns 0 or an errno value. */
static int outfile_flush(OutFile *out)
{
    int e = 0;
    if (fflush(out->f) != 0 || fsync(fileno(out->f)) != 0)
        e = errno;
    if (fclose(out->f) != 0 && e == 0)
        e = errno;
    out->f = NULL;
    return e;
}

/* Removes the temporary file unless published (e == 0, then syncs the
 * folder instead), releases out and turns e into a status. */
static MazeStatus outfile_finish(OutFile *out, int e)
{
    if (e != 0)
        unlink(out->tmp_path);
    else
        outfile_sync_dir(out);
    outfile_release(out);
    errno = e;
    return e == 0 ? MAZE_OK : e == EEXIST ? MAZE_ERR_EXISTS : MAZE_ERR_IO;
}

/* True when something other than a regular file stands at path (a folder,
 * a symbolic link, a device...): what no publish replaces. */
static bool outfile_blocked(const char *path)
{
    struct stat target;
    return lstat(path, &target) == 0 && !S_ISREG(target.st_mode);
}

/* Removes the temporary file and releases out: the target is something
 * no publish replaces (outfile_blocked). */
static MazeStatus outfile_refuse_blocked(OutFile *out)
{
    unlink(out->tmp_path);
    outfile_release(out);
    return MAZE_ERR_NOT_FILE;
}

MazeStatus outfile_commit(OutFile *out)
{
    if (!out->f) {
        outfile_release(out);
        return MAZE_ERR_ARG;
    }
    int e = outfile_flush(out);
    if (e == 0 && out->force && outfile_blocked(out->path))
        return outfile_refuse_blocked(out);
    if (e == 0) {
        if (out->force) {
            if (rename(out->tmp_path, out->path) != 0)
                e = errno;
        } else if (link(out->tmp_path, out->path) != 0) {
            e = errno;
        } else {
            unlink(out->tmp_path);
        }
    }
    if (e == EEXIST && outfile_blocked(out->path))
        return outfile_refuse_blocked(out);     /* not "exists": force would not help */
    if (out->force && e == EEXIST)
        e = EIO;                /* only "no force" may report "exists" */
    return outfile_finish(out, e);
}

void outfile_candidate(char *buf, size_t cap, const char *path, int k)
{
    if (k <= 1) {
        snprintf(buf, cap, "%s", path);
        return;
    }
    size_t dir = outfile_dir_len(path), n = strlen(path);
    const char *dot = strrchr(path + dir, '.');
    size_t stem = dot && dot > path + dir ? (size_t)(dot - path) : n;
    snprintf(buf, cap, "%.*s-%d%s", (int)stem, path, k, path + stem);
}

MazeStatus outfile_commit_unique(OutFile *out, char *used, size_t used_cap)
{
    if (!out->f || used_cap < strlen(out->path) + 8) {
        outfile_abort(out);
        return MAZE_ERR_ARG;
    }
    int e = outfile_flush(out);
    for (int k = 1; e == 0; k++) {
        if (k > OUTFILE_MAX_TRIES) {
            e = EEXIST;
            break;
        }
        outfile_candidate(used, used_cap, out->path, k);
        if (link(out->tmp_path, used) == 0)
            break;
        if (errno != EEXIST)
            e = errno;
    }
    if (e == 0)
        unlink(out->tmp_path);
    return outfile_finish(out, e);
}

void outfile_abort(OutFile *out)
{
    if (out->f) {
        int e = errno;
        fclose(out->f);
        unlink(out->tmp_path);
        errno = e;
    }
    outfile_release(out);
}

bool outfile_is_stdout(const char *path)
{
    if (strcmp(path, "-") == 0)
        return true;
    struct stat out, target;
    return fstat(STDOUT_FILENO, &out) == 0 && stat(path, &target) == 0 &&
           out.st_dev == target.st_dev && out.st_ino == target.st_ino;
}

const char *outfile_kind(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0 ? io_file_kind(st.st_mode) : "gone";
}

/* Opens the existing character device or FIFO at path to write into it.
 * A FIFO that no process reads is refused at once (MAZE_ERR_NO_READER),
 * not waited for: a command must not hang on its output's name. */
static MazeStatus outfile_open_device(const char *path, bool fifo, FILE **f)
{
    int fd = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY);
    if (fd < 0)
        return fifo && errno == ENXIO ? MAZE_ERR_NO_READER : MAZE_ERR_IO;
    int flags = fcntl(fd, F_GETFL);
    *f = flags >= 0 && fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0 ? fdopen(fd, "w") : NULL;
    if (!*f) {
        int e = errno;
        close(fd);
        errno = e;
        return MAZE_ERR_IO;
    }
    return MAZE_OK;
}

/* Looks at what is at path before any work is done. Sets *f to the stream
 * to write into for standard output and for a character device or FIFO
 * (opened here), or to NULL for a file to publish. Refuses at once what
 * every publish would refuse after the work: MAZE_ERR_NOT_FILE for a
 * folder, symbolic link, block device or socket (outfile_commit checks
 * again, as it does whether a regular file is there). */
static MazeStatus outfile_target(const char *path, FILE **f)
{
    *f = NULL;
    if (outfile_is_stdout(path)) {
        *f = stdout;
        return MAZE_OK;
    }
    struct stat st;
    if (stat(path, &st) == 0 && (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode)))
        return outfile_open_device(path, S_ISFIFO(st.st_mode), f);
    return outfile_blocked(path) ? MAZE_ERR_NOT_FILE : MAZE_OK;
}

/* write(f, ctx) into a stream target, flushed; f closed unless it is
 * stdout. Returns the first error, errno telling more. */
static MazeStatus outfile_stream(FILE *f, OutfileWriteFn write, void *ctx)
{
    MazeStatus st = write(f, ctx);
    int e = errno;
    if (fflush(f) != 0 && st == MAZE_OK) {
        st = MAZE_ERR_IO;
        e = errno;
    }
    if (f != stdout && fclose(f) != 0 && st == MAZE_OK) {
        st = MAZE_ERR_IO;
        e = errno;
    }
    errno = e;
    return st;
}

MazeStatus outfile_save(const char *path, OutfileMode mode, OutfileWriteFn write, void *ctx,
                        char *used, size_t used_cap)
{
    if (mode != OUTFILE_UNIQUE) {
        FILE *f;
        MazeStatus st = outfile_target(path, &f);
        if (st != MAZE_OK || f) {
            if (st == MAZE_OK)
                st = outfile_stream(f, write, ctx);
            if (used && used_cap)
                snprintf(used, used_cap, "%s", path);
            return st;
        }
    }
    OutFile out;
    MazeStatus st = outfile_open(&out, path, mode == OUTFILE_REPLACE);
    if (st != MAZE_OK)
        return st;
    st = write(out.f, ctx);
    if (st != MAZE_OK) {
        outfile_abort(&out);
        return st;
    }
    if (mode == OUTFILE_UNIQUE)
        return outfile_commit_unique(&out, used, used_cap);
    if (used && used_cap)
        snprintf(used, used_cap, "%s", path);
    return outfile_commit(&out);
}
