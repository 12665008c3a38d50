import Foundation

/// Whether pictures inside tmux can be kitty's Unicode placeholders, which tmux keeps as text: tmux
/// sends the pictures on (`allow-passthrough` on), and the terminal around it draws placeholders (kitty
/// 0.28 and later, Ghostty), as tmux names it (`client_termtype`: the terminal's answer to XTVERSION).
enum TmuxPictures {
    /// Inside tmux (`TMUX`), asks tmux; false outside it, or when tmux cannot be asked.
    static func drawPlaceholders(environment: [String: String]) -> Bool {
        guard environment["TMUX"] != nil, let answer = askTmux() else { return false }
        return answer.passthrough && drawsPlaceholders(termType: answer.termType)
    }

    /// Whether a terminal that calls itself `termType` (`kitty(0.28.1)`, `ghostty 1.1.3`) draws kitty's
    /// Unicode placeholders.
    static func drawsPlaceholders(termType: String) -> Bool {
        let name = termType.lowercased()
        if name.hasPrefix("ghostty") { return true }
        guard name.hasPrefix("kitty(") else { return false }
        let numbers = name.dropFirst("kitty(".count).prefix { $0 != ")" }.split(separator: ".").compactMap { Int($0) }
        guard numbers.count >= 2 else { return false }
        return numbers[0] > 0 || numbers[1] >= 28
    }

    /// Whether tmux's `allow-passthrough` (tmux 3.3) lets pictures through: `on` or `all`.
    static func passthroughAllowed(_ value: String) -> Bool {
        ["on", "all"].contains(value.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// tmux's name for its client terminal and whether this pane passes pictures through; nil when tmux
    /// does not answer (an older one, or none at that socket).
    private static func askTmux() -> (termType: String, passthrough: Bool)? {
        let command = "tmux display-message -p '#{client_termtype}' 2>/dev/null && tmux show-options -Apv allow-passthrough 2>/dev/null"
        guard let pipe = popen(command, "r") else { return nil }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while output.count < 4096 {
            let count = fread(&buffer, 1, buffer.count, pipe)
            if count <= 0 { break }
            output += buffer[..<count]
        }
        guard pclose(pipe) == 0 else { return nil }
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 2 else { return nil }
        return (lines[0], passthroughAllowed(lines[1]))
    }
}
