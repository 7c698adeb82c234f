/* fuzz_driver.c - runs a libFuzzer target without libFuzzer (gcc builds,
 * ctest): every file of the corpus folders or files given, as it is and in
 * FUZZ_MUTATIONS deterministic mutations each (bytes flipped, replaced,
 * cut, repeated), so the ctest run under AddressSanitizer explores past
 * the seeds. Exits 0 when the target never aborted. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz_check.h"

enum { FUZZ_MUTATIONS = 300 };

static uint64_t fuzz_state = 0x9e3779b97f4a7c15u;

/* xorshift64: the same mutations on every run. */
static uint64_t fuzz_next(void)
{
    fuzz_state ^= fuzz_state << 13;
    fuzz_state ^= fuzz_state >> 7;
    fuzz_state ^= fuzz_state << 17;
    return fuzz_state;
}

/* One mutation of the n bytes at in into out (room for 2n + 16); returns
 * its length. */
static size_t fuzz_mutate(const unsigned char *in, size_t n, unsigned char *out)
{
    memcpy(out, in, n);
    size_t len = n;
    int edits = 1 + (int)(fuzz_next() % 4);
    for (int e = 0; e < edits; e++) {
        size_t at = len ? (size_t)(fuzz_next() % len) : 0;
        switch (fuzz_next() % 5) {
        case 0: if (len) out[at] ^= (unsigned char)(1u << (fuzz_next() % 8)); break;
        case 1: if (len) out[at] = (unsigned char)fuzz_next(); break;
        case 2: len = at; break;                                    /* cut */
        case 3: if (len) out[at] = "X.\n\r#\t"[fuzz_next() % 6]; break;
        case 4:                                                      /* repeat a span */
            if (len && len + 16 <= 2 * n + 16) {
                size_t span = 1 + (size_t)(fuzz_next() % 16);
                if (at + span > len)
                    span = len - at;
                memmove(out + at + span, out + at, len - at);
                len += span;
            }
            break;
        }
    }
    return len;
}

static int fuzz_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    unsigned char *data = NULL;
    size_t n = 0, cap = 0;
    for (int c; (c = getc(f)) != EOF;) {
        if (n == cap) {
            cap = cap ? cap * 2 : 4096;
            data = realloc(data, cap);
        }
        data[n++] = (unsigned char)c;
    }
    fclose(f);
    LLVMFuzzerTestOneInput(data ? data : (const unsigned char *)"", n);
    unsigned char *out = malloc(2 * n + 16);
    for (int k = 0; k < FUZZ_MUTATIONS; k++) {
        size_t len = fuzz_mutate(data ? data : (const unsigned char *)"", n, out);
        /* a copy of exactly len bytes, so a read past the end is caught */
        unsigned char *exact = malloc(len ? len : 1);
        memcpy(exact, out, len);
        LLVMFuzzerTestOneInput(exact, len);
        free(exact);
    }
    free(out);
    free(data);
    return 1;
}

int main(int argc, char **argv)
{
    int files = 0;
    for (int a = 1; a < argc; a++) {
        struct stat st;
        if (stat(argv[a], &st) == 0 && S_ISDIR(st.st_mode)) {
            DIR *d = opendir(argv[a]);
            for (struct dirent *e; d && (e = readdir(d));) {
                if (e->d_name[0] == '.')
                    continue;
                char path[4096];
                snprintf(path, sizeof path, "%s/%s", argv[a], e->d_name);
                files += fuzz_file(path);
            }
            if (d)
                closedir(d);
        } else {
            files += fuzz_file(argv[a]);
        }
    }
    printf("%d inputs, %d mutations each: no failure\n", files, FUZZ_MUTATIONS);
    return files > 0 ? 0 : 1;
}
