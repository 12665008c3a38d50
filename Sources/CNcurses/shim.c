#include "CNcurses.h"

WINDOW *cn_stdscr(void) { return stdscr; }
int cn_colors(void) { return COLORS; }

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

char *cn_tparm(const char *capability, int first, int second) { return tiparm(capability, first, second); }

void cn_repaint_all_at_next_refresh(void) { clearok(curscr, TRUE); }
