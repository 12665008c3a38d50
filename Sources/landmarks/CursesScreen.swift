import CNcurses
import Glibc
import TerminalUI

/// The one type that talks to ncurses: it owns the terminal session, flushes surfaces and reads keys.
final class CursesScreen {
    /// Something read from the terminal.
    enum Event: Equatable {
        case key(Key)
        case mouse(MouseEvent)
        case resize
        /// Nothing arrived within the poll interval.
        case idle
        /// Input is gone (e.g. the terminal hung up).
        case endOfInput
    }

    enum StartError: Error {
        case unsupportedTerminal(String)
    }

    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let palette: ColorPalette
    private var pairs: [ColorPair: Int32] = [:]
    private var quickEmptyReads = 0
    static let pollMilliseconds: Int32 = 100

    /// Enters full-screen mode on the controlling terminal.
    ///
    /// - Throws: `StartError.unsupportedTerminal` when `TERM` is unset, `dumb` or unknown; the
    ///   terminal is untouched then.
    /// - Parameters:
    ///   - usesColor: false draws in monochrome; the selection stays in reverse video.
    ///   - usesMouse: false leaves the mouse to the terminal (selecting text, its own scrolling).
    init(usesColor: Bool, usesMouse: Bool) throws {
        setlocale(LC_ALL, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
            // Many SSH sessions and CI shells have no locale; UTF-8 is still what the terminal speaks.
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        guard !term.isEmpty, term != "dumb" else {
            throw StartError.unsupportedTerminal(term.isEmpty ? "TERM is not set" : "TERM=dumb cannot show a full-screen app")
        }
        CrashGuard.saveTerminalModes()
        guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r"),
            let screen = newterm(nil, output, input)
        else {
            throw StartError.unsupportedTerminal("unknown terminal type '\(term)'")
        }
        self.screen = screen
        set_term(screen)
        guard let window = cn_stdscr() else {
            endwin()
            delscreen(screen)
            throw StartError.unsupportedTerminal("cannot open the screen of '\(term)'")
        }
        self.window = window
        CrashGuard.install()
        if getenv("ESCDELAY") == nil { set_escdelay(25) }
        cbreak()
        noecho()
        nonl()
        keypad(window, true)
        leaveok(window, true)
        curs_set(0)
        wtimeout(window, Self.pollMilliseconds)
        if usesMouse { mousemask(cn_mouse_events(), nil) }
        let hasColors = usesColor && has_colors()
        if hasColors {
            start_color()
            use_default_colors()
        }
        palette = ColorPalette(colors: hasColors ? Int(cn_colors()) : 0)
    }

    /// Leaves full-screen mode and gives the terminal back as it was found.
    func stop() {
        endwin()
        delscreen(screen)
    }

    /// The terminal's size in columns and lines, read fresh.
    var size: (width: Int, height: Int) {
        (Int(getmaxx(window)), Int(getmaxy(window)))
    }

    /// Sends `surface` to the terminal; ncurses transmits only what changed.
    func flush(_ surface: Surface) {
        for y in 0..<surface.height {
            for x in 0..<surface.width {
                let cell = surface[x, y]
                guard !cell.isContinuation else { continue }
                put(cell, x: Int32(x), y: Int32(y))
            }
        }
        wnoutrefresh(window)
        doupdate()
    }

    /// Waits up to the poll interval for a key.
    func readEvent() -> Event {
        var character: wint_t = 0
        let started = monotonicMilliseconds()
        let result = wget_wch(window, &character)
        if result == ERR {
            // At end of input ncurses returns ERR at once, again and again, instead of waiting.
            quickEmptyReads = monotonicMilliseconds() - started < 5 ? quickEmptyReads + 1 : 0
            return quickEmptyReads > 20 ? .endOfInput : .idle
        }
        quickEmptyReads = 0
        if result == KEY_CODE_YES && Int32(character) == KEY_MOUSE {
            return readMouse()
        }
        if result == KEY_CODE_YES && Int32(character) == KEY_RESIZE {
            // tmux reports a size up to 250 ms late; frames drawn in between may leave the terminal
            // and ncurses' idea of it apart (a stale scroll region), so repaint everything once.
            cn_repaint_all_at_next_refresh()
            return .resize
        }
        if result == KEY_CODE_YES {
            return Self.functionKey(Int32(character)).map(Event.key) ?? .idle
        }
        return Self.characterKey(UInt32(character)).map(Event.key) ?? .idle
    }

    // MARK: - Private

    /// The mouse event ncurses decoded; anything but a click, double click or wheel notch is ignored.
    private func readMouse() -> Event {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return .idle }
        let kinds: [Int32: MouseEvent.Kind] = [1: .click, 2: .doubleClick, 3: .scrollUp, 4: .scrollDown]
        guard let kind = kinds[cn_mouse_kind(event.bstate)] else { return .idle }
        return .mouse(MouseEvent(kind, x: Int(event.x), y: Int(event.y)))
    }

    private func put(_ cell: ScreenCell, x: Int32, y: Int32) {
        // A cchar_t holds at most CCHARW_MAX (5) wide characters, the last one the terminator.
        var characters = cell.grapheme.unicodeScalars.prefix(4).map { wchar_t(bitPattern: $0.value) }
        characters.append(0)
        var pair = colorPair(for: cell.style)
        var complex = cchar_t()
        setcchar(&complex, characters, attributes(of: cell.style), 0, &pair)
        mvwadd_wch(window, y, x, &complex)
    }

    private func attributes(of style: Style) -> attr_t {
        var result = cn_attr_normal()
        if style.attributes.contains(.bold) { result |= cn_attr_bold() }
        if style.attributes.contains(.dim) { result |= cn_attr_dim() }
        if style.attributes.contains(.reverse) { result |= cn_attr_reverse() }
        if style.attributes.contains(.underline) { result |= cn_attr_underline() }
        return result
    }

    private func colorPair(for style: Style) -> Int32 {
        let key = ColorPair(
            foreground: palette.index(for: style.foreground), background: palette.index(for: style.background))
        if key.foreground == -1 && key.background == -1 { return 0 }
        if let pair = pairs[key] { return pair }
        let pair = max(alloc_pair(key.foreground, key.background), 0)
        pairs[key] = pair
        return pair
    }

    private func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }

    private static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_ENTER: .enter
        case KEY_BACKSPACE: .backspace
        case KEY_DC: .delete
        case KEY_BTAB: .backTab
        default: nil
        }
    }

    private static func characterKey(_ code: UInt32) -> Key? {
        switch code {
        case 10, 13: .enter
        case 27: .escape
        case 8, 127: .backspace
        case 9: .tab
        case 1...26: Unicode.Scalar(code + 96).map { .control(Character($0)) }
        default: Unicode.Scalar(code).map { .character(Character($0)) }
        }
    }
}

/// A foreground and background colour index; -1 is the terminal's default.
struct ColorPair: Hashable {
    let foreground: Int32
    let background: Int32
}
