/* cli_progress.c - long command-line work reports how far it is on stderr,
 * on one rewritten line, only when stderr is a terminal; and interrupted
 * commands leave no temporary file behind. */
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "cli.h"
#include "maze/outfile.h"

enum {
    PROGRESS_FIRST_MS = 300,    /* quiet for work shorter than this */
    PROGRESS_EVERY_MS = 200     /* then one update this often at most */
};

/* The quiet start: PROGRESS_FIRST_MS, or MAZELAB_PROGRESS_DELAY_MS when it
 * holds a whole number 0..60000 (tests set 0, as git's GIT_PROGRESS_DELAY
 * does, so that a fast machine still shows a line). */
static double progress_first_ms(void)
{
    const char *env = getenv("MAZELAB_PROGRESS_DELAY_MS");
    if (env == NULL || *env == '\0')
        return PROGRESS_FIRST_MS;
    char *end;
    long ms = strtol(env, &end, 10);
    return (*end == '\0' && ms >= 0 && ms <= 60000) ? (double)ms : PROGRESS_FIRST_MS;
}

void cli_progress_begin(CliProgress *p)
{
    p->on = isatty(STDERR_FILENO) == 1;
    p->shown = false;
    p->t0 = clock_now_ms();
    p->last = p->t0 - PROGRESS_EVERY_MS + progress_first_ms();
    p->left_ms = -1;
}

void cli_progress_estimate(CliProgress *p, double left_ms)
{
    p->left_ms = left_ms;
}

void cli_duration(char *buf, size_t cap, double ms)
{
    static const struct { double below_s, unit_s; int digits; const char *name; } units[] = {
        { 90, 1, 0, "s" },
        { 90 * 60, 60, 0, "min" },
        { 36 * 3600, 3600, 1, "hours" },
        { 14 * 86400, 86400, 1, "days" },
        { 730 * 86400, 7 * 86400, 0, "weeks" },
    };
    double s = ms / 1e3;
    for (size_t k = 0; k < sizeof units / sizeof units[0]; k++)
        if (s < units[k].below_s) {
            snprintf(buf, cap, "%.*f %s", units[k].digits, s / units[k].unit_s, units[k].name);
            return;
        }
    snprintf(buf, cap, "%.0f years", s / (365.25 * 86400));
}

void cli_progress_show(CliProgress *p, const char *fmt, ...)
{
    if (!p->on)
        return;
    double now = clock_now_ms();
    if (now - p->last < PROGRESS_EVERY_MS)
        return;
    p->last = now;
    p->shown = true;
    va_list ap;
    va_start(ap, fmt);
    fputs("\r\033[Kmazelab: ", stderr);
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, " (%.1f s", (now - p->t0) / 1e3);
    if (p->left_ms >= 0) {
        char left[32];
        cli_duration(left, sizeof left, p->left_ms);
        fprintf(stderr, ", about %s left", left);
    }
    fputc(')', stderr);
    va_end(ap);
    fflush(stderr);
}

void cli_progress_end(CliProgress *p)
{
    if (p->on && p->shown)
        fputs("\r\033[K", stderr);
    p->shown = false;
}

/* Removes the temporary files being written, then ends the process by the
 * same signal (SA_RESETHAND restored the default action; the signal is
 * delivered once the handler returns). */
static void cli_on_signal(int sig)
{
    outfile_remove_temporaries();
    raise(sig);
}

void cli_signals_install(void)
{
    static const int sigs[] = { SIGINT, SIGTERM, SIGHUP };
    for (size_t k = 0; k < sizeof sigs / sizeof sigs[0]; k++) {
        struct sigaction old, sa = { 0 };
        /* A signal ignored by whoever started us (nohup) stays ignored. */
        if (sigaction(sigs[k], NULL, &old) == 0 && old.sa_handler == SIG_IGN)
            continue;
        sa.sa_handler = cli_on_signal;
        sa.sa_flags = (int)SA_RESETHAND;
        sigemptyset(&sa.sa_mask);
        sigaction(sigs[k], &sa, NULL);
    }
}
