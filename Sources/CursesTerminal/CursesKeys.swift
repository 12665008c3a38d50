import CNcurses
import TerminalKit

/// Turns what ncurses reads into keys.
enum CursesKeys {
    /// The sequences real terminals send for keys, whatever `TERM` claims: tmux sends `ESC [ 1 ~` for
    /// Home while many users set `TERM=xterm-256color`, whose description expects `ESC O H`.
    static let sequencesTerminalsSend: [(sequence: String, code: Int32)] = {
        let escape = "\u{1B}"
        var sequences: [(String, Int32)] = []
        for (finals, code) in [(["1~", "7~", "H"], KEY_HOME), (["4~", "8~", "F"], KEY_END)] {
            sequences += finals.map { ("\(escape)[\($0)", code) }
        }
        sequences += [("\(escape)OH", KEY_HOME), ("\(escape)OF", KEY_END)]
        sequences += [("\(escape)[3~", KEY_DC), ("\(escape)[5~", KEY_PPAGE), ("\(escape)[6~", KEY_NPAGE), ("\(escape)[Z", KEY_BTAB)]
        for (letter, code) in [("A", KEY_UP), ("B", KEY_DOWN), ("C", KEY_RIGHT), ("D", KEY_LEFT)] {
            sequences += [("\(escape)[\(letter)", code), ("\(escape)O\(letter)", code)]
        }
        return sequences
    }()

    /// A key ncurses decoded from an escape sequence (`KEY_*`), if it is one the app knows.
    static func functionKey(_ code: Int32) -> Key? {
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

    /// A typed character, control characters included.
    static func characterKey(_ code: UInt32) -> Key? {
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
