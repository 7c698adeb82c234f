/* progdir.c - the running program's folder, from /proc/self/exe. */
#include "maze/progdir.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

bool progdir(char *dir, size_t cap, char *name, size_t name_cap)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return false;
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash)
        return false;
    if (name && (size_t)snprintf(name, name_cap, "%s", slash + 1) >= name_cap)
        return false;
    slash[1] = '\0';
    return (size_t)snprintf(dir, cap, "%s", exe) < cap;
}
