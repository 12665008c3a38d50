import CNcurses
import Glibc
import TerminalKit

/// The ncurses backend: it owns the terminal session, shows frames and turns input into events.
///
/// It is the only type that talks to ncurses, which sets the terminal up, reads keys and describes the
/// terminal; frames are written by `FrameWriter`, only the cells that changed since the last one (see
/// `FrameDiff`), in one write. With an image writer
/// (`images`) it shows image placements in the terminal's pixels, after each frame's text; without
/// one, cells under a placement are drawn as the text they hold.
package final class CursesTerminal: TerminalBackend {
    package enum StartError: Error {
        case unsupportedTerminal(String)
    }

    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let palette: ColorPalette
    private var lastFrame: Surface?
    /// Turns each frame's changes into the bytes that draw them.
    private var writer: FrameWriter
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
        guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r"),
            let screen = Self.directColorType(for: term, usesColor: usesColor).flatMap({ newterm($0, output, input) })
                ?? Self.madeDirectColorScreen(for: term, usesColor: usesColor, output: output, input: input)
                ?? newterm(nil, output, input)
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
        writer = FrameWriter(strings: Self.terminalStrings(), palette: palette, sendsASCII: namesAnotherCharacterSet)
    }

    /// What the terminal's description (of the screen just set up) says to send for a frame.
    private static func terminalStrings() -> FrameWriter.Strings {
        func string(_ name: String) -> UnsafeMutablePointer<CChar>? {
            // Absent is nil; a name that is no string capability is -1.
            guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
            return value
        }
        func bytes(_ name: String) -> [UInt8] {
            string(name).map { withoutPadding($0) } ?? []
        }
        func filled(_ name: String) -> (Int32, Int32) -> [UInt8] {
            guard let capability = string(name) else { return { _, _ in [] } }
            return { first, second in cn_tparm(capability, first, second).map { withoutPadding($0) } ?? [] }
        }
        let (cup, setaf, setab, csr) = (filled("cup"), filled("setaf"), filled("setab"), string("csr").map { _ in filled("csr") })
        return FrameWriter.Strings(
            moveTo: { x, y in cup(Int32(y), Int32(x)) }, reset: bytes("sgr0"), bold: bytes("bold"), dim: bytes("dim"),
            reverse: bytes("rev"), underline: bytes("smul"), foreground: { setaf($0, 0) }, background: { setab($0, 0) },
            defaultColors: bytes("op"), scrollsAtLastCell: tigetflag("am") > 0 && tigetflag("xenl") <= 0,
            scrollRegion: csr.map { csr in { top, bottom in csr(Int32(top), Int32(bottom)) } }, scrollUp: bytes("ind"),
            scrollDown: bytes("ri"), attributesWithoutColor: attributes(ofNoColorVideo: tigetnum("ncv")),
            insertCharacter: string("ich1") != nil ? bytes("ich1") : filled("ich")(1, 0))
    }

    /// The attributes terminfo's `ncv` names (its bits: standout, underline, reverse, blink, dim, bold, …).
    static func attributes(ofNoColorVideo bits: Int32) -> TextAttributes {
        guard bits > 0 else { return [] }
        var attributes: TextAttributes = []
        if bits & 1 << 1 != 0 { attributes.insert(.underline) }
        if bits & 1 << 2 != 0 { attributes.insert(.reverse) }
        if bits & 1 << 4 != 0 { attributes.insert(.dim) }
        if bits & 1 << 5 != 0 { attributes.insert(.bold) }
        return attributes
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

    /// A capability's bytes without its padding (`$<5>`, a delay for terminals of old that `tputs` would
    /// wait out; a terminal emulator needs none).
    static func withoutPadding(_ capability: UnsafePointer<CChar>) -> [UInt8] {
        var bytes = Array(String(cString: capability).utf8)
        while let start = bytes.indices.first(where: { bytes[$0] == UInt8(ascii: "$") && bytes[($0 + 1)...].first == UInt8(ascii: "<") }),
            let end = bytes[start...].firstIndex(of: UInt8(ascii: ">"))
        {
            bytes.removeSubrange(start...end)
        }
        return bytes
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
        let changes = FrameDiff(from: lastFrame, to: surface, showsImages: canShowImages, scrolls: writer.canScroll)
        // Made first: a picture shown by text has its image number once it is shown.
        let pictures = images.map { picturesBytes(changes, writer: $0) } ?? []
        if changes.repaintsAll {
            // ncurses clears the screen, entering its modes again after `runOutside` or a resize; its
            // own screen stays blank, so that it never writes over a frame.
            cn_repaint_all_at_next_refresh()
            wrefresh(window)
        }
        let (showsImages, images) = (canShowImages, images)
        // The writer is reached through a pointer for the frame: a class's stored property is checked
        // for exclusive access at every use, which was a tenth of writing a frame.
        let text = withUnsafeMutablePointer(to: &writer) { writer in
            writer.pointee.start(size: Size(width: surface.width, height: surface.height))
            if let scroll = changes.scroll { writer.pointee.scroll(scroll) }
            surface.cells.withUnsafeBufferPointer { cells in
                func put(line y: Int, from start: Int, width: Int) {
                    for x in start..<(start + width) {
                        let cell = FrameDiff.written(cells[y * surface.width + x], showsImages: showsImages)
                        guard !cell.isContinuation else { continue }
                        // The cell left of the bottom right one, which a terminal that scrolls there needs.
                        let isLast = x == surface.width - 1 && y == surface.height - 1 && x > 0
                        let before = isLast ? FrameDiff.written(cells[y * surface.width + x - 1], showsImages: showsImages) : nil
                        writer.pointee.put(cell, x: x, y: y, before: before)
                    }
                }
                // A few unchanged cells between two runs are written again: fewer bytes than moving past them.
                var pending: FrameDiff.Run?
                for run in changes.runs {
                    if let open = pending, open.y == run.y, run.x - (open.x + open.width) <= Self.cellsWrittenRatherThanSkipped {
                        pending?.width = run.x + run.width - open.x
                        continue
                    }
                    if let open = pending { put(line: open.y, from: open.x, width: open.width) }
                    pending = run
                }
                if let open = pending { put(line: open.y, from: open.x, width: open.width) }
                // A picture that stays until its cells are written again (sixel) is gone when its lines are.
                if let images, images.picturesStayUntilOverwritten {
                    for area in changes.removed.map(\.visibleArea) where !area.isEmpty {
                        for y in area.y..<min(area.y + area.height, surface.height) { put(line: y, from: 0, width: surface.width) }
                    }
                }
            }
            // Pictures shown by text (kitty's placeholders through tmux) write it over their cells.
            if let images {
                for placement in changes.shown { Self.putPlaceholders(of: placement, images: images, into: &writer.pointee) }
            }
            return writer.pointee.finish()
        }
        lastFrame = surface
        Self.write(text + pictures, to: STDOUT_FILENO)
    }

    /// The most unchanged cells between two runs of a line that are written rather than moved past (a
    /// move takes about eight bytes).
    static let cellsWrittenRatherThanSkipped = 4

    /// Writes all of `bytes` to `descriptor`, again after an interrupted write.
    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let result = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0, errno == EINTR { continue }
                if result <= 0 { break }
                written += result
            }
        }
    }

    /// What shows the frame's pictures after its text: the ones gone taken away (all of them, before a
    /// repaint), the new ones each drawn from its top left cell with the cursor put back after.
    private func picturesBytes(_ changes: FrameDiff, writer: any ImageWriter) -> [UInt8] {
        var bytes = changes.repaintsAll ? writer.removeAll() : []
        for placement in changes.removed { bytes += writer.remove(placement) }
        for placement in changes.shown where !placement.visibleArea.isEmpty {
            let area = placement.visibleArea
            bytes += Array("\u{1B}7\u{1B}[\(area.y + 1);\(area.x + 1)H".utf8) + writer.show(placement) + Array("\u{1B}8".utf8)
        }
        return bytes
    }

    /// Puts the placeholder text of `placement`'s visible cells, where `images` shows pictures by text.
    private static func putPlaceholders(of placement: ImagePlacement, images: any ImageWriter, into writer: inout FrameWriter) {
        let area = placement.visibleArea
        for y in area.y..<(area.y + area.height) {
            for x in area.x..<(area.x + area.width) {
                guard let cell = images.placeholder(for: placement, column: x - placement.area.x, row: y - placement.area.y) else {
                    continue
                }
                writer.put(cell, x: x, y: y)
            }
        }
    }

    /// Takes every picture away at once, e.g. before the terminal is given back.
    private func removePictures() {
        guard let images else { return }
        Self.write(images.removeAll(), to: STDOUT_FILENO)
    }

    package func nextEvent(timeoutMilliseconds timeout: Int?) -> TerminalEvent {
        let deadline = timeout.map { monotonicMilliseconds() + $0 }
        while true {
            if let signal = SignalMonitor.pending { return .signal(signal) }
            if SignalMonitor.takeContinued() {
                repaintAll()
                return .resize
            }
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

    private func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}
