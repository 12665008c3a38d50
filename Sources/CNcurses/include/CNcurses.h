// The ncursesw surface that Swift cannot import by itself: macros, globals and variadic functions.
// No logic lives here.
#ifndef CNCURSES_H
#define CNCURSES_H

// Swift's importer ignores cSettings defines: the wide-character API must be switched on here.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
#include <term.h>

WINDOW *cn_stdscr(void);
int cn_colors(void);

/// `capability` with its parameters filled in (tiparm, which Swift cannot call: it takes a variable
/// number of arguments).
char *cn_tparm(const char *capability, int first, int second);

/// Makes the next refresh repaint the whole screen instead of sending only the differences.
void cn_repaint_all_at_next_refresh(void);

/// The mouse events the app asks for: left clicks and double clicks, and the wheel.
mmask_t cn_mouse_events(void);
/// What a mouse event's button state is: 1 click, 2 double click, 3 wheel up, 4 wheel down, 0 other.
int cn_mouse_kind(mmask_t state);

#endif
