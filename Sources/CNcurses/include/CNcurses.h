// The ncursesw surface that Swift cannot import by itself: macros, globals and attribute bits.
// No logic lives here.
#ifndef CNCURSES_H
#define CNCURSES_H

// Swift's importer ignores cSettings defines: the wide-character API must be switched on here.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>

WINDOW *cn_stdscr(void);
int cn_colors(void);
int cn_color_pairs(void);

attr_t cn_attr_normal(void);
attr_t cn_attr_bold(void);
attr_t cn_attr_dim(void);
attr_t cn_attr_reverse(void);
attr_t cn_attr_underline(void);

#endif
