#include <stdio.h>
int main(void) { puts("mazelab"); return 0; }
