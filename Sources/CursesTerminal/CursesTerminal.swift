import CNcurses
import Glibc
import TerminalKit

/// The ncurses backend: it owns the terminal session, shows frames and turns input into events.
///
/// It is the only type that talks to ncurses. Only the cells that changed since the last frame (see
/// `FrameDiff`) reach ncurses, which in turn sends the terminal only what differs. With an image writer
/// (`images`) it shows image placements in the terminal's pixels, after each frame's text; without
/// one, cells under a placement are drawn as the text they hold.
package final class CursesTerminal: TerminalBackend {
    package enum StartError: Error {
        case unsupportedTerminal(String)
    }

    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let palette: ColorPalette
    private var pairs: ColorPairTable
    /// The colour pair each cell of the last frame was drawn with.
    private var pairAtCell: [Int32] = []
    private var lastFrame: Surface?
    /// Sends each frame to the terminal in one write.
    private var frameOutput: FrameOutput
    package let waker = Waker()
    /// Whether the user's locale names a character set other than UTF-8 (pictures are then drawn in ASCII).
    package let namesAnotherCharacterSet: Bool
    /// Writes the terminal's pixel protocol for image placements; nil: pictures are cells.
    package var images: (any ImageWriter)? {
        didSet { repaintAll() }
    }

    /// Enters full-screen mode on the controlling terminal.
    ///
    /// - Throws: `StartError.unsupportedTerminal` when `TERM` is unset, `dumb` or unknown; the
    ///   terminal is untouched then.
    /// - Parameters:
    ///   - usesColor: false draws in monochrome; the selection stays in reverse video.
    ///   - usesMouse: false leaves the mouse to the terminal (selecting text, its own scrolling).
    package init(usesColor: Bool, usesMouse: Bool) throws {
        setlocale(LC_ALL, "")
        // Any locale whose character set is not UTF-8, none at all (C, POSIX) among them, gets ASCII, as htop
        // and tmux give it: a terminal there may show UTF-8 as garbage (LANG=C.UTF-8 asks for UTF-8).
        namesAnotherCharacterSet = String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8"
        if namesAnotherCharacterSet {
            // ncurses is handed ASCII alone then (`AsciiFallback`); it takes it as wide characters in UTF-8.
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        guard !term.isEmpty, term != "dumb" else {
            throw StartError.unsupportedTerminal(term.isEmpty ? "TERM is not set" : "TERM=dumb cannot show a full-screen app")
        }
        SignalMonitor.install()
        CrashGuard.saveTerminalModes()
        let frameOutput = FrameOutput(terminal: STDOUT_FILENO)
        guard let output = fdopen(frameOutput.descriptor, "w"), let input = fdopen(STDIN_FILENO, "r"),
            let screen = Self.directColorType(for: term, usesColor: usesColor).flatMap({ newterm($0, output, input) })
                ?? Self.madeDirectColorScreen(for: term, usesColor: usesColor, output: output, input: input)
                ?? newterm(nil, output, input)
        else {
            throw StartError.unsupportedTerminal("unknown terminal type '\(term)'")
        }
        self.screen = screen
        self.frameOutput = frameOutput
        set_term(screen)
        FrameOutput.noteResizes()
        guard let window = cn_stdscr() else {
            endwin()
            delscreen(screen)
            throw StartError.unsupportedTerminal("cannot open the screen of '\(term)'")
        }
        self.window = window
        CrashGuard.install()
        StandardErrorShield.raise()
        if getenv("ESCDELAY") == nil { set_escdelay(25) }
        cbreak()
        noecho()
        nonl()
        keypad(window, true)
        for (sequence, code) in CursesKeys.sequencesTerminalsSend { define_key(sequence, code) }
        leaveok(window, true)
        curs_set(0)
        // Reads never wait: the event loop waits in `poll` for the terminal, a wake or a signal.
        wtimeout(window, 0)
        // The loop takes every queued key before it draws, so an update is never cut short for
        // typeahead: a frame cut short would stay half drawn until the next one.
        typeahead(-1)
        if usesMouse { mousemask(cn_mouse_events(), nil) }
        let hasColors = usesColor && has_colors()
        if hasColors {
            start_color()
            use_default_colors()
        }
        palette = ColorPalette(colors: hasColors ? Int(cn_colors()) : 0)
        pairs = ColorPairTable(capacity: hasColors ? Int(cn_color_pairs()) - 1 : 0)
    }

    /// How many colours pictures and text can use here.
    package var colorDepth: ColorDepth { ColorDepth(colors: palette.colors) }

    /// A cell's size in pixels, when the standard output is a terminal that reports its size in pixels.
    package static var cellPixels: (width: Int, height: Int)? {
        windowSizeInPixels.map { (Int($0.ws_xpixel) / Int($0.ws_col), Int($0.ws_ypixel) / Int($0.ws_row)) }
    }

    /// The standard output's window size (TIOCGWINSZ), when it gives cells and pixels.
    private static var windowSizeInPixels: winsize? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0, size.ws_xpixel > 0,
            size.ws_ypixel > 0
        else { return nil }
        return size
    }

    /// The direct-colour sibling of a 256-colour terminal type (`xterm-256color` → `xterm-direct`) when
    /// `COLORTERM` says the terminal shows 24-bit colour but its description does not.
    static func directColorType(for term: String, usesColor: Bool) -> String? {
        let colorTerm = getenv("COLORTERM").map { String(cString: $0) } ?? ""
        guard usesColor, ["truecolor", "24bit"].contains(colorTerm), term.hasSuffix("-256color") else { return nil }
        return String(term.dropLast("256color".count)) + "direct"
    }

    /// A screen on a direct-colour description made from `term`'s own (`DirectColorDescription`), when
    /// `COLORTERM` says the terminal shows 24-bit colour, its description does not, and none is installed.
    static func madeDirectColorScreen(
        for term: String, usesColor: Bool, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>
    ) -> OpaquePointer? {
        let colorTerm = getenv("COLORTERM").map { String(cString: $0) } ?? ""
        guard usesColor, ["truecolor", "24bit"].contains(colorTerm), let colors = TerminalDescription.colors(of: term), colors > 0,
            colors < 1 << 24, let folder = DirectColorDescription.folder(), let name = DirectColorDescription.make(for: term, in: folder)
        else { return nil }
        // ncurses reads the description at newterm: TERMINFO names the folder for that moment only, so that
        // programs the app starts (a viewer) see the environment as it was.
        let previous = getenv("TERMINFO").map { String(cString: $0) }
        setenv("TERMINFO", folder, 1)
        defer { if let previous { setenv("TERMINFO", previous, 1) } else { unsetenv("TERMINFO") } }
        return newterm(name, output, input)
    }

    /// Leaves full-screen mode and gives the terminal back as it was found.
    package func stop() {
        removePictures()
        endwin()
        delscreen(screen)
        StandardErrorShield.lower()
    }

    package func runOutside(_ body: () -> Void) {
        removePictures()
        def_prog_mode()
        endwin()
        StandardErrorShield.lower()
        SignalMonitor.whileAnotherProgramRuns(body)
        StandardErrorShield.raise()
        reset_prog_mode()
        curs_set(0)
        repaintAll()
    }

    /// Makes the next frame repaint the whole terminal, e.g. after it may have been changed behind
    /// ncurses' back.
    package func repaintAll() {
        lastFrame = nil
        cn_repaint_all_at_next_refresh()
    }

    // MARK: - TerminalBackend

    package var size: Size {
        Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
    }

    package var canShowImages: Bool { images != nil }

    package func flush(_ surface: Surface) {
        let changes = FrameDiff(from: lastFrame, to: surface, showsImages: canShowImages)
        let pictures = images.map { picturesBytes(changes, writer: $0) } ?? []
        if changes.repaintsAll {
            pairs.releaseAll()
            pairAtCell = Array(repeating: 0, count: surface.width * surface.height)
        }
        surface.cells.withUnsafeBufferPointer { cells in
            for run in changes.runs {
                for x in run.x..<(run.x + run.width) {
                    let index = run.y * surface.width + x
                    let cell = FrameDiff.written(cells[index], showsImages: canShowImages)
                    if !cell.isContinuation { put(cell, x: x, y: run.y, index: index) }
                }
            }
        }
        // Pictures shown by text (kitty's placeholders through tmux) write it over their cells.
        if let images {
            for placement in changes.shown { putPlaceholders(of: placement, writer: images, width: surface.width) }
        }
        lastFrame = surface
        wnoutrefresh(window)
        frameOutput.frame({ doupdate() }, after: pictures)
    }

    /// What shows the frame's pictures after its text: the ones gone taken away (all of them, before a
    /// repaint), the new ones each drawn from its top left cell with the cursor put back after. Where a
    /// picture stays until its cells are written again (sixel), ncurses is told to write those lines.
    private func picturesBytes(_ changes: FrameDiff, writer: any ImageWriter) -> [UInt8] {
        var bytes = changes.repaintsAll ? writer.removeAll() : []
        for placement in changes.removed {
            bytes += writer.remove(placement)
            let area = placement.visibleArea
            if writer.picturesStayUntilOverwritten, !area.isEmpty { wredrawln(window, Int32(area.y), Int32(area.height)) }
        }
        for placement in changes.shown where !placement.visibleArea.isEmpty {
            let area = placement.visibleArea
            bytes += Array("\u{1B}7\u{1B}[\(area.y + 1);\(area.x + 1)H".utf8) + writer.show(placement) + Array("\u{1B}8".utf8)
        }
        return bytes
    }

    /// The placeholder text of `placement`'s visible cells, where `writer` shows pictures by text.
    private func putPlaceholders(of placement: ImagePlacement, writer: any ImageWriter, width: Int) {
        let area = placement.visibleArea
        for y in area.y..<(area.y + area.height) {
            for x in area.x..<(area.x + area.width) {
                guard let cell = writer.placeholder(for: placement, column: x - placement.area.x, row: y - placement.area.y) else {
                    continue
                }
                put(cell, x: x, y: y, index: y * width + x)
            }
        }
    }

    /// Takes every picture away at once, e.g. before the terminal is given back.
    private func removePictures() {
        guard let images else { return }
        FrameOutput.write(images.removeAll(), to: STDOUT_FILENO)
    }

    package func nextEvent(timeoutMilliseconds timeout: Int?) -> TerminalEvent {
        let deadline = timeout.map { monotonicMilliseconds() + $0 }
        while true {
            if let signal = SignalMonitor.pending { return .signal(signal) }
            var consumed = false
            if let event = readQueuedEvent(consumed: &consumed) { return event }
            consumed = false
            let remaining = deadline.map { max($0 - monotonicMilliseconds(), 0) }
            if remaining == 0 { return .timeout }
            var entries = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: waker.descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: SignalMonitor.waker.descriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&entries, nfds_t(entries.count), Int32(clamping: remaining ?? -1))
            // A signal (e.g. SIGWINCH, which ncurses turns into KEY_RESIZE) interrupts the wait.
            if ready < 0 { continue }
            if ready == 0 { return .timeout }
            if entries[2].revents != 0 { SignalMonitor.waker.drain() }
            if entries[1].revents != 0 {
                waker.drain()
                return .wake
            }
            let input = entries[0].revents
            if input & Int16(POLLIN) != 0 {
                if let event = readQueuedEvent(consumed: &consumed) { return event }
                // Readable with nothing to read: the other end is gone. Bytes that made a key or
                // mouse report the app ignores (F1, Ctrl-Left, a motion report) were something.
                if !consumed && bytesWaiting() == 0 { return .endOfInput }
            } else if input & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                return .endOfInput
            }
        }
    }

    // MARK: - Private

    /// The next event ncurses has already read or can read without waiting, if any; `consumed`
    /// says whether input was read at all, even if only keys and reports that are ignored.
    private func readQueuedEvent(consumed: inout Bool) -> TerminalEvent? {
        while true {
            var character: wint_t = 0
            let result = wget_wch(window, &character)
            if result == ERR { return nil }
            consumed = true
            if result == KEY_CODE_YES && Int32(character) == KEY_MOUSE {
                if let mouse = readMouse() { return .mouse(mouse) }
                continue
            }
            if result == KEY_CODE_YES && Int32(character) == KEY_RESIZE {
                FrameOutput.resizeWasReported()
                // tmux reports a size up to 250 ms late; frames drawn in between may leave the terminal
                // and ncurses' idea of it apart (a stale scroll region), so repaint everything once.
                repaintAll()
                return .resize
            }
            let key = result == KEY_CODE_YES ? CursesKeys.functionKey(Int32(character)) : CursesKeys.characterKey(UInt32(character))
            // A control sequence ncurses does not know (e.g. a mouse report in a form this terminal type
            // does not name) is dropped whole: its last letter is no key press.
            if key == .escape, skipUnknownControlSequence() { continue }
            // Alt plus a key arrives as Escape and that key together.
            if key == .escape, let altered = readKeyAfterEscape() { return .key(.alt(altered)) }
            if let key { return .key(key) }
        }
    }

    /// The key ncurses already holds right after an Escape, taken as Alt plus that key (terminals
    /// send Alt-f as Escape then f, in one burst); nil when nothing follows or what follows is
    /// another Escape or a key ncurses does not name, which is handed back.
    private func readKeyAfterEscape() -> Key? {
        var character: wint_t = 0
        let result = wget_wch(window, &character)
        if result == ERR { return nil }
        let key = result == KEY_CODE_YES ? CursesKeys.functionKey(Int32(character)) : CursesKeys.characterKey(UInt32(character))
        if let key, key != .escape { return key }
        if result == KEY_CODE_YES { ungetch(Int32(character)) } else { unget_wch(wchar_t(bitPattern: UInt32(character))) }
        return nil
    }

    /// Reads the rest of a control sequence that ncurses already holds right after an Escape, and says
    /// whether there was one; anything else is handed back. A terminal's late answers to the start's
    /// queries come this way and are no keys: device attributes and cell sizes (`[`, parameters, a
    /// final byte from `@` to `~`), and strings: OSC (`]`, a colour), APC (`_`, kitty's graphics), DCS
    /// (`P`, a version), SOS and PM, to BEL or ST (`ESC \`).
    private func skipUnknownControlSequence() -> Bool {
        var character: wint_t = 0
        let result = wget_wch(window, &character)
        if result == ERR { return false }
        let introducers: Set<wint_t> = [0x5B, 0x5D, 0x5F, 0x50, 0x58, 0x5E]
        guard result != KEY_CODE_YES, introducers.contains(character) else {
            if result == KEY_CODE_YES { ungetch(Int32(character)) } else { unget_wch(wchar_t(bitPattern: UInt32(character))) }
            return false
        }
        if character == 0x5B {
            // Parameters and intermediates (0x20–0x3F) until the final byte; at most a few dozen.
            for _ in 0..<64 {
                guard wget_wch(window, &character) != ERR else { return true }
                if (0x40...0x7E).contains(character) { return true }
            }
            return true
        }
        // A string, to its end; one answer arrives in one write, but may be read in two.
        var afterEscape = false
        for _ in 0..<4096 {
            if wget_wch(window, &character) == ERR {
                var entry = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                guard poll(&entry, 1, 50) > 0, wget_wch(window, &character) != ERR else { return true }
            }
            if character == 0x07 || (afterEscape && character == 0x5C) { return true }
            afterEscape = character == 0x1B
        }
        return true
    }

    private func bytesWaiting() -> Int32 {
        var count: Int32 = 0
        return ioctl(STDIN_FILENO, UInt(FIONREAD), &count) == 0 ? count : 0
    }

    /// The mouse event ncurses decoded; anything but a click, double click or wheel notch is ignored.
    private func readMouse() -> MouseEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let kinds: [Int32: MouseEvent.Kind] = [1: .click, 2: .doubleClick, 3: .scrollUp, 4: .scrollDown]
        guard let kind = kinds[cn_mouse_kind(event.bstate)] else { return nil }
        return MouseEvent(kind, x: Int(event.x), y: Int(event.y))
    }

    private func put(_ cell: Cell, x: Int, y: Int, index: Int) {
        // Outside ASCII, what the locale's character set cannot promise; a wide grapheme's second column too.
        if namesAnotherCharacterSet, !cell.grapheme.isASCII {
            let ascii = Cell(AsciiFallback.character(for: cell.grapheme), style: cell.style)
            put(ascii, x: x, y: y, index: index)
            if cell.width == 2, x + 1 < Int(getmaxx(window)) { put(ascii, x: x + 1, y: y, index: index + 1) }
            return
        }
        // A cchar_t holds at most CCHARW_MAX (5) wide characters, the last one the terminator.
        let scalars = cell.scalars
        var characters: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (
            wchar_t(bitPattern: scalars.0), wchar_t(bitPattern: scalars.1), wchar_t(bitPattern: scalars.2),
            wchar_t(bitPattern: scalars.3), 0
        )
        let colors = ColorPairTable.Colors(
            foreground: palette.index(for: cell.style.foreground), background: palette.index(for: cell.style.background))
        var pair = pairs.pair(for: colors, replacing: pairAtCell[index]) { pair, colors in
            init_extended_pair(pair, colors.foreground, colors.background)
        }
        pairAtCell[index] = pair
        var complex = cchar_t()
        withUnsafePointer(to: &characters) { tuple in
            tuple.withMemoryRebound(to: wchar_t.self, capacity: 5) { characters in
                _ = setcchar(&complex, characters, attributeBits[Int(cell.style.attributes.rawValue & 0x0F)], 0, &pair)
            }
        }
        mvwadd_wch(window, Int32(y), Int32(x), &complex)
    }

    /// The ncurses attribute bits for each combination of bold, dim, reverse and underline.
    private let attributeBits: [attr_t] = (0..<16).map { bits in
        let attributes = TextAttributes(rawValue: UInt8(bits))
        var result = cn_attr_normal()
        if attributes.contains(.bold) { result |= cn_attr_bold() }
        if attributes.contains(.dim) { result |= cn_attr_dim() }
        if attributes.contains(.reverse) { result |= cn_attr_reverse() }
        if attributes.contains(.underline) { result |= cn_attr_underline() }
        return result
    }

    private func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}
