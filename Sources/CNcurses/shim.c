#include "CNcurses.h"

WINDOW *cn_stdscr(void) { return stdscr; }
int cn_colors(void) { return COLORS; }
int cn_color_pairs(void) { return COLOR_PAIRS; }

attr_t cn_attr_normal(void) { return A_NORMAL; }
attr_t cn_attr_bold(void) { return A_BOLD; }
attr_t cn_attr_dim(void) { return A_DIM; }
attr_t cn_attr_reverse(void) { return A_REVERSE; }
attr_t cn_attr_underline(void) { return A_UNDERLINE; }
