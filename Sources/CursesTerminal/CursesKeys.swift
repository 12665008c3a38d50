import CNcurses
import TerminalKit

/// Turns what ncurses reads into keys.
enum CursesKeys {
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
