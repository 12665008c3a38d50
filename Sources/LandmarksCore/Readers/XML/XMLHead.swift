/// Recognising an XML format by its first bytes: its root element's name, after the XML declaration,
/// comments and a byte-order mark, in UTF-8 or UTF-16.
enum XMLHead {
    /// `.surely` when the first element of `head` is `rootElement` (`<gpx`, `<kml`), `.no` when it is
    /// another or the head is no XML; `.possibly` for an XML head whose first element has not come
    /// yet but whose extension is one of `extensions`.
    ///
    /// UTF-16 is known as libxml2 knows it: by its byte-order mark, or without one by the `<?` of an XML
    /// declaration.
    static func recognition(of head: [UInt8], rootElement: String, fileExtension: String, extensions: [String]) -> CatalogRecognition {
        let utf16Starts: [(start: [UInt8], isBigEndian: Bool, markLength: Int)] = [
            ([0xFF, 0xFE], false, 2), ([0xFE, 0xFF], true, 2), ([0x3C, 0x00, 0x3F, 0x00], false, 0), ([0x00, 0x3C, 0x00, 0x3F], true, 0),
        ]
        if head.count < 4, utf16Starts.contains(where: { $0.start.starts(with: head) && $0.start.count > head.count }) {
            return .undecided
        }
        guard let utf16 = utf16Starts.first(where: { head.starts(with: $0.start) }) else {
            return recognition(ofUTF8: head, rootElement: rootElement, fileExtension: fileExtension, extensions: extensions)
        }
        // Each code unit as a byte: ASCII as itself, any other as a byte no name of ours holds.
        let units = stride(from: utf16.markLength, to: head.count - 1, by: 2).map { index in
            let (high, low) = utf16.isBigEndian ? (head[index], head[index + 1]) : (head[index + 1], head[index])
            return high == 0 && low < 0x80 ? low : 0x80
        }
        return recognition(ofUTF8: units, rootElement: rootElement, fileExtension: fileExtension, extensions: extensions)
    }

    /// The recognition of a head in UTF-8 (or ASCII), as `recognition(of:…)` says.
    private static func recognition(ofUTF8 head: [UInt8], rootElement: String, fileExtension: String, extensions: [String])
        -> CatalogRecognition
    {
        let mark = CatalogInput.byteOrderMark
        if head.count < 3, mark.starts(with: head) { return .undecided }
        var index = head.starts(with: mark) ? 3 : 0
        let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        while true {
            while index < head.count, blank.contains(head[index]) { index += 1 }
            guard index < head.count else { return extensions.contains(fileExtension) ? .possibly : .undecided }
            guard head[index] == UInt8(ascii: "<") else { return .no }
            let rest = head[(index + 1)...]
            // A declaration, a comment or a doctype before the root: skipped to its `>`.
            if let first = rest.first, first == UInt8(ascii: "?") || first == UInt8(ascii: "!") {
                guard let end = rest.firstIndex(of: UInt8(ascii: ">")) else { return .undecided }
                // A doctype's internal subset (`<!DOCTYPE gpx [ <!ENTITY …> ]>`) ends at `]>`.
                if let open = rest.firstIndex(of: UInt8(ascii: "[")), open < end {
                    guard
                        let close = rest[open...].indices.first(where: {
                            head[$0] == UInt8(ascii: "]") && $0 + 1 < head.count && head[$0 + 1] == UInt8(ascii: ">")
                        })
                    else {
                        return .undecided
                    }
                    index = close + 2
                } else {
                    index = end + 1
                }
                continue
            }
            var name = rest.prefix { !blank.contains($0) && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "/") }
            guard name.endIndex < head.endIndex else { return .undecided }
            // A prefixed root (`<kml:kml`) is named by its local part.
            if let colon = name.lastIndex(of: UInt8(ascii: ":")) { name = name[(colon + 1)...] }
            return name.elementsEqual(rootElement.utf8) ? .surely : .no
        }
    }
}
