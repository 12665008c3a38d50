#include "CNcurses.h"

WINDOW *cn_stdscr(void) { return stdscr; }
int cn_colors(void) { return COLORS; }
int cn_color_pairs(void) { return COLOR_PAIRS; }

attr_t cn_attr_normal(void) { return A_NORMAL; }
attr_t cn_attr_bold(void) { return A_BOLD; }
attr_t cn_attr_dim(void) { return A_DIM; }
attr_t cn_attr_reverse(void) { return A_REVERSE; }
attr_t cn_attr_underline(void) { return A_UNDERLINE; }

mmask_t cn_mouse_events(void) {
    return BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED | BUTTON4_PRESSED
        | BUTTON5_PRESSED;
}

int cn_mouse_kind(mmask_t state) {
    if (state & BUTTON1_DOUBLE_CLICKED) return 2;
    if (state & (BUTTON1_CLICKED | BUTTON1_PRESSED)) return 1;
    if (state & BUTTON4_PRESSED) return 3;
    if (state & BUTTON5_PRESSED) return 4;
    return 0;
}

void cn_repaint_all_at_next_refresh(void) { clearok(curscr, TRUE); }
