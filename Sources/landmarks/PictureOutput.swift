import CursesTerminal
import Glibc
import LandmarksCommandLine
import TerminalKit
import TerminalPictures

/// How `landmarks show` sizes, colours and prints a picture for a script or a terminal.
enum PictureOutput {
    /// The room asked for, else the terminal's size less the line the shell's next prompt takes (the
    /// picture's top stays in view), else 80×24.
    static func room(columns: Int?, rows: Int?) -> (columns: Int, rows: Int) {
        if let columns, let rows { return (columns, rows) }
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 1 {
            return (Int(size.ws_col), Int(size.ws_row) - 1)
        }
        return (80, 24)
    }

    /// The colours asked for, else what the environment says: `NO_COLOR` none, `COLORTERM` 24-bit,
    /// a terminal what its terminfo description says (none for `dumb` or an unknown one); output
    /// that is not a terminal 256.
    static func depth(_ colors: PictureColors?, environment: [String: String]) -> ColorDepth {
        if let colors {
            switch colors {
            case .full: return .direct
            case .palette256: return .palette256
            case .palette16: return .palette16
            case .none: return .none
            }
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        if ["truecolor", "24bit"].contains(environment["COLORTERM"] ?? "") { return .direct }
        guard isatty(STDOUT_FILENO) == 1 else { return .palette256 }
        return ColorDepth(colors: TerminalDescription.colors(of: environment["TERM"] ?? "dumb") ?? 0)
    }

    /// The pixel protocol `mode` asks for; with `auto`, the one the environment names when the output is
    /// a terminal (see `PixelProtocol.named(by:)`); nil: cells.
    static func pixelProtocol(_ mode: PictureMode, environment: [String: String], isTerminal: Bool = isatty(STDOUT_FILENO) == 1)
        -> PixelProtocol?
    {
        switch mode {
        case .kitty: .kitty
        case .iterm: .iterm
        case .sixel: .sixel
        case .cells, .none: nil
        case .auto: isTerminal ? PixelProtocol.named(by: environment) : nil
        }
    }

    /// The pixels pictures are drawn in, as `show` and the app choose them.
    struct PixelChoice {
        /// The protocol; nil: cells.
        var pixels: PixelProtocol?
        /// Whether kitty's pictures go through tmux as Unicode placeholders.
        var throughTmux: Bool
        /// What the terminal answered, when it was asked.
        var answers: TerminalQuery.Answers?
        /// A cell's size in pixels, when the window size or the terminal says.
        var cellPixels: (width: Int, height: Int)?
    }

    /// The pixel protocol the one `mode` or the environment names, else, with `auto` on a terminal, the
    /// one the terminal answers for (`TerminalQuery`: over ssh the environment does not travel); the
    /// terminal is also asked when the window size gives no pixels, and always with `asksAnyway` (the
    /// app's background). Inside tmux, kitty's placeholders where tmux and the terminal around it allow
    /// (`TmuxPictures`) or `kitty` asks.
    static func choosePixels(_ mode: PictureMode, environment: [String: String], asksAnyway: Bool = false) -> PixelChoice {
        let throughTmux =
            environment["TMUX"] != nil && isatty(STDOUT_FILENO) == 1 && !namesAnotherCharacterSet
            && (mode == .kitty || (mode == .auto && TmuxPictures.drawPlaceholders(environment: environment)))
        let named = throughTmux ? .kitty : pixelProtocol(mode, environment: environment)
        let asks = asksAnyway || (mode == .auto && named == nil) || (named != nil && CursesTerminal.cellPixels == nil)
        // `ask` says nothing where the output is no terminal.
        let answers = asks ? TerminalQuery.ask() : nil
        let answered = answers.flatMap { answers in
            mode == .auto
                ? PixelProtocol.answered(kittyGraphics: answers.drawsKittyGraphics, version: answers.version, sixels: answers.drawsSixels)
                : nil
        }
        return PixelChoice(pixels: named ?? answered, throughTmux: throughTmux, answers: answers, cellPixels: cellPixels(answers: answers))
    }

    /// A cell's size in pixels: the window size's (TIOCGWINSZ), else the terminal's answer (`CSI 16 t`).
    static func cellPixels(answers: TerminalQuery.Answers?) -> (width: Int, height: Int)? {
        CursesTerminal.cellPixels ?? answers?.cellPixels.map { (width: $0.width, height: $0.height) }
    }

    /// Whether the user's locale names a character set other than UTF-8 (none at all among them): the
    /// output is then ASCII, as the app's screen is.
    static let namesAnotherCharacterSet: Bool = {
        setlocale(LC_CTYPE, "")
        return String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8"
    }()

    /// Exactly `rows` lines: the picture's, then blank ones.
    static func lines(_ picture: Surface, depth: ColorDepth, rows: Int) -> [String] {
        let lines = AnsiText.lines(of: picture, depth: depth)
        return Array(lines.prefix(rows)) + Array(repeating: "", count: max(rows - lines.count, 0))
    }
}
