/* cli_man.c - text for the man page sections the program prints from its
 * own tables (`list --man`, `stats --explain --man`; see cli.h). */
#include <stdio.h>

#include "cli.h"

void cli_man_text(const char *s)
{
    for (; *s; s++) {
        if (*s == '\\')
            fputs("\\e", stdout);
        else if (*s == '-')
            fputs("\\-", stdout);
        else
            putchar(*s);
    }
}
