import Foundation

/// The plain text of the HTML a KML description holds (Google My Maps and Earth write `<br>`, tables
/// and links): tags dropped, block ends and `<br>` as line breaks, other blanks as one space, entities
/// decoded, scripts and styles left out; and the images it shows.
enum HTMLText {
    /// The text of `html` and the addresses of its `<img src>`s; text without `<` or `&` as it is.
    static func plain(_ html: String) -> (text: String, images: [String]) {
        let hasMarkup =
            html.utf8.withContiguousStorageIfAvailable { bytes in
                // memchr, which a description of plain text (the most) costs little.
                guard let start = bytes.baseAddress else { return false }
                return memchr(start, Int32(UInt8(ascii: "<")), bytes.count) != nil
                    || memchr(start, Int32(UInt8(ascii: "&")), bytes.count) != nil
            } ?? html.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }
        guard hasMarkup else { return (html, []) }
        var text = ""
        var images: [String] = []
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
            case "br", "br/", "p", "/p", "div", "/div", "/li", "/tr", "/h1", "/h2", "/h3", "/h4", "/table":
                if !text.isEmpty, text.last != "\n" {
                    if text.last == " " { text.removeLast() }
                    text += "\n"
                }
            case "li": append(words: "• ", to: &text)
            case "td", "th": append(words: " ", to: &text)
            case "img": if let source = attribute("src", of: tag) { images.append(source) }
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

    /// The value of attribute `name` in a tag's text (`img src="…"`), quoted or not.
    private static func attribute(_ name: String, of tag: Substring) -> String? {
        guard let found = tag.range(of: name + "=", options: .caseInsensitive) else { return nil }
        var value = tag[found.upperBound...]
        if let quote = value.first, quote == "\"" || quote == "'" {
            value = value.dropFirst().prefix { $0 != quote }
        } else {
            value = value.prefix { !$0.isWhitespace && $0 != "/" }
        }
        return value.isEmpty ? nil : String(value)
    }
}
