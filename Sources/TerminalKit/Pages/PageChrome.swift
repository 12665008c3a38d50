/// The title bar and footer every page shares, drawn in a style sheet's colours.
public struct PageChrome: Sendable {
    public let styles: StyleSheet

    public init(styles: StyleSheet) {
        self.styles = styles
    }

    /// Draws the title bar on the first line: where the user is on the left, a count on the right.
    public func drawTitleBar(in surface: inout Surface, title: String, trailing: String) {
        let bar = surface.bounds.line(0).inset(left: 1, right: 1)
        guard surface.height > 0 else { return }
        surface.fill(surface.bounds.line(0), style: styles.titleBar)
        let trailingWidth = DisplayWidth.of(TerminalText.sanitized(trailing))
        // The count gives way before the title would shrink below a dozen columns.
        let showsTrailing = trailingWidth + 1 <= bar.width - min(DisplayWidth.of(TerminalText.sanitized(title)), 12)
        let titleWidth = showsTrailing ? bar.width - trailingWidth - 1 : bar.width
        surface.write(title, x: bar.x, y: bar.y, maxWidth: titleWidth, style: styles.titleBar)
        if showsTrailing {
            surface.writeTrailing(trailing, in: bar, style: styles.titleBar)
        }
    }

    /// Draws key hints on the last line, e.g. `↑↓ move  Enter open  q quit`; when they do not all fit,
    /// the last one (the help, by convention) stays and the ones before it give way from the end.
    public func drawFooter(in surface: inout Surface, hints: [KeyHint]) {
        guard surface.height > 1 else { return }
        let line = surface.bounds.line(surface.height - 1)
        surface.fill(line, style: styles.footer)
        func width(_ hint: KeyHint) -> Int { DisplayWidth.of(hint.keys) + 1 + DisplayWidth.of(hint.action) + 2 }
        let available = line.width - 1
        var shown = hints
        if hints.map(width).reduce(0, +) - 2 > available, let last = hints.last {
            var used = width(last) - 2
            shown = []
            for hint in hints.dropLast() where used + width(hint) <= available {
                guard shown.count == hints.firstIndex(of: hint) else { break }
                shown.append(hint)
                used += width(hint)
            }
            shown.append(last)
        }
        var x = 1
        for hint in shown {
            guard x + width(hint) - 2 <= line.width else { break }
            x += surface.write(hint.keys, x: x, y: line.y, style: styles.footerKey)
            x += surface.write(" " + hint.action, x: x, y: line.y, style: styles.footer)
            x += 2
        }
    }

    /// Draws the search field on the footer line, `/ lake alaska▏` (after another `prompt` if given),
    /// with the key hints that leave it 20 columns after it, the last giving way first; the character
    /// at `cursor` (counted in characters) is shown in reverse, or `▏` at the end.
    public func drawSearchField(in surface: inout Surface, text: String, cursor: Int? = nil, prompt: String = "/ ", hints: [KeyHint]) {
        guard surface.height > 1 else { return }
        let line = surface.bounds.line(surface.height - 1)
        surface.fill(line, style: styles.footer)
        var hints = hints.map { "\($0.keys) \($0.action)" }
        while !hints.isEmpty, line.width - DisplayWidth.of(hints.joined(separator: "  ")) - 2 < 20 { hints.removeLast() }
        let hintText = hints.joined(separator: "  ")
        let hintWidth = DisplayWidth.of(hintText)
        let showsHints = line.width - hintWidth - 2 >= 20
        let promptWidth = DisplayWidth.of(prompt)
        let fieldWidth = (showsHints ? line.width - hintWidth - 3 : line.width - 1) - (promptWidth - 2)
        // The text shown is a window over the field that keeps the cursor in view, the end by preference.
        let characters = Array(text).map { TerminalText.visible($0) ?? " " }
        let cursor = min(max(cursor ?? characters.count, 0), characters.count)
        let room = max(fieldWidth - 2, 0)
        var start = cursor
        var end = cursor
        var shownWidth = cursor == characters.count ? 1 : DisplayWidth.of(characters[cursor])
        if cursor < characters.count { end += 1 }
        while start > 0, shownWidth + DisplayWidth.of(characters[start - 1]) <= room {
            start -= 1
            shownWidth += DisplayWidth.of(characters[start])
        }
        while end < characters.count, shownWidth + DisplayWidth.of(characters[end]) <= room {
            shownWidth += DisplayWidth.of(characters[end])
            end += 1
        }
        var x = 1 + surface.write(prompt, x: 1, y: line.y, style: styles.footerKey)
        x += surface.write(String(characters[start..<cursor]), x: x, y: line.y, style: styles.footer)
        if cursor < characters.count {
            x += surface.write(String(characters[cursor]), x: x, y: line.y, style: styles.footer.patched(StylePatch(adding: .reverse)))
            surface.write(String(characters[(cursor + 1)..<end]), x: x, y: line.y, style: styles.footer)
        } else {
            surface.write("▏", x: x, y: line.y, maxWidth: 1, style: styles.footerKey)
        }
        if showsHints {
            surface.writeTrailing(hintText, in: line.inset(right: 1), style: styles.footer)
        }
    }

    /// Draws a short note over the footer line, e.g. why a key did nothing.
    public func drawNote(in surface: inout Surface, text: String) {
        guard surface.height > 1 else { return }
        let line = surface.bounds.line(surface.height - 1)
        surface.fill(line, style: styles.footer)
        surface.writeLine(text, in: line.inset(left: 1, right: 1), style: styles.footerKey)
    }

    /// Draws a warning over the footer line, e.g. that changes cannot be saved.
    public func drawWarning(in surface: inout Surface, text: String) {
        guard surface.height > 1 else { return }
        let line = surface.bounds.line(surface.height - 1)
        let style = Style(foreground: styles.warning.foreground, background: styles.footer.background, attributes: [.bold])
        surface.fill(line, style: style)
        surface.writeLine("! " + text, in: line.inset(left: 1, right: 1), style: style)
    }

    /// The area between the title bar and the footer.
    public static func contentArea(of surface: Surface) -> Rect {
        Rect(x: 0, y: 1, width: surface.width, height: surface.height - 2)
    }
}
