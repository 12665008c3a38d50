import Foundation
import Testing
import ToolSupport

/// The random input: a weighted mix of tmux key names that never quits, suspends or stops the app.
enum MonkeyInput {
    // Never sent: q and Q (quit, also as Alt-q), Ctrl-C, Ctrl-\ and Ctrl-Z (signals), Ctrl-S and Ctrl-Q (flow
    // control). A `;` is written `\;`, since tmux reads a bare one as the end of its command.
    static let navigation = [
        "Up", "Down", "Left", "Right", "PageUp", "PageDown", "Home", "End", "j", "k", "g", "G", "h", "l",
    ]
    static let commands = ["Enter", "Escape", "Space", "BSpace", "Tab", "BTab", "f", "F", "?"]
    static let otherCommands = [
        "0", "1", "2", "3", "4", "5", "+", "-", "=", "J", "K", "d", "DC", "c", "s", "/",
    ]
    /// Printable ASCII but `q`, `Q` and `;`, plus `\;`.
    static let printable =
        (0x21...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        .filter { !["q", "Q", ";"].contains($0) } + ["\\;"]
    static let text = ["é", "ñ", "ü", "ß", "東", "京", "→", "★", "😀"]
    static let functionKeys = (1...12).map { "F\($0)" } + ["IC", "NPage", "PPage"]
    static let controlKeys = [
        "C-a", "C-b", "C-d", "C-e", "C-f", "C-g", "C-h", "C-j", "C-k", "C-l", "C-n", "C-p", "C-t", "C-u", "C-w", "C-x",
    ]
    static let altKeys = ["M-j", "M-k", "M-f", "M-?", "M-[", "M-O", "M-Enter", "M-Escape"]
    /// Beginnings of escape sequences, typed byte by byte, that the keys after them may or may not complete.
    static let fragments: [[String]] = [
        ["Escape", "["], ["Escape", "O"], ["Escape", "[", "1"], ["Escape", "[", "1", "\\;", "5"],
        ["Escape", "[", "A"], ["Escape", "O", "P"], ["Escape", "[", "3", "~"], ["Escape", "[", "9", "9", "~"],
        ["Escape", "[", "2", "0", "0", "~"], ["Escape", "[", "2", "0", "1", "~"],
        ["Escape", "]", "0", "\\;", "x", "C-g"],
    ]

    /// Presses adding up to at least `count` keys; a press is one key or a sequence that belongs together.
    static func batch(_ random: inout SplitMix64, atLeast count: Int) -> [[String]] {
        var presses: [[String]] = []
        var keys = 0
        while keys < count {
            presses.append(next(&random))
            keys += presses.last!.count
        }
        return presses
    }

    /// One press, or one sequence of presses that belong together.
    static func next(_ random: inout SplitMix64) -> [String] {
        switch random.next(below: 100) {
        case 0..<38: [random.element(of: navigation)]
        case 38..<60: [random.element(of: commands)]
        case 60..<70: [random.element(of: otherCommands)]
        case 70..<78: [random.element(of: printable)]
        case 78..<83: [random.element(of: text)]
        case 83..<86: [random.element(of: functionKeys)]
        case 86..<89: [random.element(of: controlKeys)]
        case 89..<92: [random.element(of: altKeys)]
        case 92..<96: random.element(of: fragments)
        default: mouseLikeSequence(&random)
        }
    }

    /// A whole mouse report as a terminal would send it had the app asked for mouse reports: X10 or SGR.
    static func mouseLikeSequence(_ random: inout SplitMix64) -> [String] {
        if random.next(below: 2) == 0 {
            // ESC [ M, then button, column and row, each as 32 plus a number.
            let bytes = printable.filter { $0 != "\\;" }
            return [
                "Escape", "[", "M", random.element(of: [" ", "!", "\"", "#", "`", "a"]),
                random.element(of: bytes), random.element(of: bytes),
            ]
        }
        func number(_ range: ClosedRange<Int>) -> [String] { String(random.next(in: range)).map(String.init) }
        return ["Escape", "[", "<"] + number(0...66) + ["\\;"] + number(1...300) + ["\\;"] + number(1...100)
            + [random.element(of: ["M", "m"])]
    }

    /// A random terminal size, often one of the tiny ones where the app can only say it is too small.
    static func randomSize(_ random: inout SplitMix64) -> (width: Int, height: Int) {
        let tiny = [(1, 1), (2, 1), (1, 2), (2, 2), (12, 3), (19, 4), (19, 5), (20, 4), (20, 5), (21, 6)]
        switch random.next(below: 10) {
        case 0..<4: return random.element(of: tiny)
        case 4: return (80, 24)
        default: return (random.next(in: 1...200), random.next(in: 1...60))
        }
    }
}

extension SplitMix64 {
    /// A number in `0..<bound`, from the high half of a full-width product (no modulo bias to speak of): the
    /// monkey's own way of drawing from the shared generator, kept so that a seed replays the same keys.
    mutating func next(below bound: Int) -> Int {
        Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + next(below: range.count)
    }

    mutating func element<T>(of array: [T]) -> T {
        array[next(below: array.count)]
    }
}
