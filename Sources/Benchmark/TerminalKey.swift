/// A key as a terminal sends it to the program running in it.
enum TerminalKey: Sendable, Equatable {
    case up
    case down
    case character(Character)

    /// Enter, as a terminal sends it: a carriage return.
    static let enter = TerminalKey.character("\r")
    static let tab = TerminalKey.character("\t")
    /// Escape alone (a program waits its escape delay to tell it from the start of a sequence).
    static let escape = TerminalKey.character("\u{1B}")

    /// The bytes a terminal such as xterm sends for the key.
    ///
    /// - Parameter applicationCursorKeys: whether the program switched the terminal to application
    ///   cursor keys (DECCKM, `ESC [ ? 1 h`, which ncurses sends with `keypad`): arrows are then
    ///   `ESC O A`/`ESC O B`, otherwise `ESC [ A`/`ESC [ B`.
    func bytes(applicationCursorKeys: Bool) -> [UInt8] {
        let introducer: UInt8 = applicationCursorKeys ? UInt8(ascii: "O") : UInt8(ascii: "[")
        switch self {
        case .up: return [0x1B, introducer, UInt8(ascii: "A")]
        case .down: return [0x1B, introducer, UInt8(ascii: "B")]
        case .character(let character): return Array(String(character).utf8)
        }
    }
}
