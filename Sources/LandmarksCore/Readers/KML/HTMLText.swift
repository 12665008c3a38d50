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
        // Scalar by scalar: a `>` or `;` with a combining mark after it ends its tag or entity all the
        // same, which a Character holding both would not.
        var text = ""
        var images: [Image] = []
        var rest = html.unicodeScalars[...]
        while let open = rest.firstIndex(where: { $0 == "<" || $0 == "&" }) {
            append(words: rest[..<open], to: &text)
            rest = rest[open...]
            if rest.first == "&" {
                let (decoded, length) = entity(at: rest)
                append(words: decoded.unicodeScalars[...], to: &text)
                rest = rest.dropFirst(length)
                continue
            }
            guard let close = rest.firstIndex(of: ">") else {
                append(words: rest, to: &text)
                rest = rest[rest.endIndex...]
                break
            }
            let tag = Substring(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
            let name = tag.unicodeScalars.prefix { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "/" }
            switch String(String.UnicodeScalarView(name)).lowercased() {
            case "br", "br/":
                // Each a line break: two make a blank line.
                if !text.isEmpty {
                    if text.unicodeScalars.last == " " { text.unicodeScalars.removeLast() }
                    text += "\n"
                }
            case "p", "/p", "div", "/div", "/li", "/tr", "/h1", "/h2", "/h3", "/h4", "/table":
                if !text.isEmpty, text.unicodeScalars.last != "\n" {
                    if text.unicodeScalars.last == " " { text.unicodeScalars.removeLast() }
                    text += "\n"
                }
            case "li": append(words: "• ".unicodeScalars[...], to: &text)
            case "td", "th": append(words: " ".unicodeScalars[...], to: &text)
            case "img":
                if let source = attribute("src", of: tag) {
                    let title = (attribute("alt", of: tag) ?? attribute("title", of: tag)).map { plain($0).text }
                    images.append(Image(source: plain(source).text, title: title))
                }
            case let element where element == "script" || element == "style":
                // Their content is no text: skipped to the closing tag.
                let closing = Array(("</" + element).unicodeScalars)
                var index = rest.startIndex
                while index < rest.endIndex {
                    let candidate = rest[index...].prefix(closing.count)
                    if candidate.count == closing.count, zip(candidate, closing).allSatisfy({ Self.lowercased($0) == $1 }) { break }
                    index = rest.index(after: index)
                }
                rest = rest[index...]
            default: break
            }
        }
        append(words: rest, to: &text)
        while text.unicodeScalars.last == " " || text.unicodeScalars.last == "\n" { text.unicodeScalars.removeLast() }
        return (text, images)
    }

    /// `scalar` in lower case when it is an ASCII capital.
    private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x20)! : scalar
    }

    /// Appends `words` with each run of blanks (line breaks in the source among them) as one space.
    private static func append(words: Substring.UnicodeScalarView, to text: inout String) {
        for scalar in words {
            if scalar.properties.isWhitespace && scalar != "\u{A0}" {
                if !text.isEmpty, text.unicodeScalars.last != " ", text.unicodeScalars.last != "\n" { text.append(" ") }
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
    }

    /// The character an entity at the start of `text` stands for, and how many scalars it takes; a
    /// lone `&` stands for itself.
    private static func entity(at text: Substring.UnicodeScalarView) -> (String, Int) {
        guard let semicolon = text.prefix(12).firstIndex(of: ";") else { return ("&", 1) }
        let name = Substring(text[text.index(after: text.startIndex)..<semicolon])
        let length = name.unicodeScalars.count + 2
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
