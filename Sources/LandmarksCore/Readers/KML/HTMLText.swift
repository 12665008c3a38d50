import Foundation

/// The plain text of the HTML a KML description holds (Google My Maps and Earth write `<br>`, tables
/// and links): tags dropped, `<br>` as a line break and block ends as one, other blanks as one space, entities
/// decoded, scripts and styles left out; and the images it shows.
enum HTMLText {
    /// An image the HTML shows: its `src` (entities decoded), and what its `alt`, else its `title`, calls it.
    struct Image: Equatable {
        let source: String
        let title: String?
    }

    /// The text of `html` and the images it shows (`<img src>`); text without `<` or `&` as it is.
    static func plain(_ html: String) -> (text: String, images: [Image]) {
        let hasMarkup =
            html.utf8.withContiguousStorageIfAvailable { bytes in
                // memchr, which a description of plain text (the most) costs little.
                guard let start = bytes.baseAddress else { return false }
                return memchr(start, Int32(UInt8(ascii: "<")), bytes.count) != nil
                    || memchr(start, Int32(UInt8(ascii: "&")), bytes.count) != nil
            } ?? html.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }
        guard hasMarkup else { return (html, []) }
        var text = ""
        var images: [Image] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(where: { $0 == "<" || $0 == "&" }) {
            append(words: rest[..<open], to: &text)
            rest = rest[open...]
            if rest.first == "&" {
                let (decoded, length) = entity(at: rest)
                append(words: Substring(decoded), to: &text)
                rest = rest.dropFirst(length)
                continue
            }
            guard let close = rest.firstIndex(of: ">") else {
                append(words: rest, to: &text)
                rest = ""
                break
            }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            let name = tag.prefix { $0.isLetter || $0.isNumber || $0 == "/" }.lowercased()
            switch name {
            case "br", "br/":
                // Each a line break: two make a blank line.
                if !text.isEmpty {
                    if text.last == " " { text.removeLast() }
                    text += "\n"
                }
            case "p", "/p", "div", "/div", "/li", "/tr", "/h1", "/h2", "/h3", "/h4", "/table":
                if !text.isEmpty, text.last != "\n" {
                    if text.last == " " { text.removeLast() }
                    text += "\n"
                }
            case "li": append(words: "• ", to: &text)
            case "td", "th": append(words: " ", to: &text)
            case "img":
                if let source = attribute("src", of: tag) {
                    let title = (attribute("alt", of: tag) ?? attribute("title", of: tag)).map { plain($0).text }
                    images.append(Image(source: plain(source).text, title: title))
                }
            case "script", "style":
                // Their content is no text: skipped to the closing tag.
                if let end = rest.range(of: "</" + name, options: .caseInsensitive) {
                    rest = rest[end.lowerBound...]
                }
            default: break
            }
        }
        append(words: rest, to: &text)
        while text.last == " " || text.last == "\n" { text.removeLast() }
        return (text, images)
    }

    /// Appends `words` with each run of blanks (line breaks in the source among them) as one space.
    private static func append(words: Substring, to text: inout String) {
        for character in words {
            if character.isWhitespace && character != "\u{A0}" {
                if !text.isEmpty, text.last != " ", text.last != "\n" { text.append(" ") }
            } else {
                text.append(character)
            }
        }
    }

    /// The character an entity at the start of `text` stands for, and how many characters it takes; a
    /// lone `&` stands for itself.
    private static func entity(at text: Substring) -> (String, Int) {
        guard let semicolon = text.prefix(12).firstIndex(of: ";") else { return ("&", 1) }
        let name = text[text.index(after: text.startIndex)..<semicolon]
        let length = name.count + 2
        if name.first == "#" {
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, let scalar = Unicode.Scalar(value), value != 0 else { return ("&", 1) }
            return (String(Character(scalar)), length)
        }
        let named: [Substring: String] = [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "ndash": "–", "mdash": "—",
            "hellip": "…", "copy": "©", "deg": "°", "laquo": "«", "raquo": "»", "rsquo": "’", "lsquo": "‘", "rdquo": "”", "ldquo": "“",
        ]
        guard let decoded = named[name] else { return ("&", 1) }
        return (decoded, length)
    }

    /// The value of attribute `name` in a tag's text (`img src="…"`, `src = '…'`, `src=x.jpg`), quoted or
    /// not, found by reading the attributes in turn: `data-src`, or `src=` inside another's value, is not it.
    private static func attribute(_ name: String, of tag: Substring) -> String? {
        // After the tag's name.
        var rest = tag.drop { !$0.isWhitespace }
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "/" }
            guard !rest.isEmpty else { return nil }
            let attribute = rest.prefix { !$0.isWhitespace && $0 != "=" && $0 != "/" }
            rest = rest[attribute.endIndex...].drop { $0.isWhitespace }
            // An attribute without a value (`<img ismap>`).
            guard rest.first == "=" else { continue }
            rest = rest.dropFirst().drop { $0.isWhitespace }
            let value: Substring
            if let quote = rest.first, quote == "\"" || quote == "'" {
                value = rest.dropFirst().prefix { $0 != quote }
                rest = rest.dropFirst(value.count + 2)
            } else {
                // `<img src=a.jpg/>`: the slash ends the tag, not the address.
                let unquoted = rest.prefix { !$0.isWhitespace }
                value = unquoted.endIndex == tag.endIndex && unquoted.last == "/" ? unquoted.dropLast() : unquoted
                rest = rest[unquoted.endIndex...]
            }
            if attribute.lowercased() == name { return value.isEmpty ? nil : String(value) }
        }
    }
}
