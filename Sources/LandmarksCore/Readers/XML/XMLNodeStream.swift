import CXMLReader

/// An XML document read node by node as its bytes arrive (libxml2's streaming `xmlTextReader`, never
/// a whole tree), for GPX and KML: elements by their local name, text, and every mistake placed.
///
/// External entities and DTDs are never fetched, nor entities expanded (`XML_PARSE_NONET`, no
/// `XML_PARSE_NOENT`/`DTDLOAD`), so that a hostile file can neither reach the network nor blow up.
final class XMLNodeStream {
    /// What a node is.
    enum Node: Equatable {
        /// An element's start (`isEmpty`: `<a/>`, no end follows).
        case start(name: String, isEmpty: Bool)
        case end(name: String)
        /// Text or CDATA.
        case text(String)
    }

    private let input: CatalogInput
    private var reader: OpaquePointer?
    /// The first mistake libxml2 reported, and the input's own (a read that failed).
    private var mistake: DataFileError?
    /// How many times the input handed over bytes: a reader hands on its batch when this changes.
    private(set) var piecesRead = 0
    private var piece: [UInt8] = []
    /// The elements started and not yet ended, outermost first: after an element's end, its parent is last.
    private(set) var openElements: [String] = []

    /// The root element the document must have (`gpx`), and the format's name for the user (`GPX`).
    private let root: (element: String, format: String)

    /// Starts reading `input`, a document whose root element is `root` (it reads nothing until the first
    /// node is asked for).
    init(_ input: CatalogInput, root: String, format: String) {
        self.input = input
        self.root = (root, format)
        let context = Unmanaged.passUnretained(self).toOpaque()
        // xr_create fails only without memory, like any allocation.
        reader = xr_create(
            { context, buffer, length in
                guard let context, let buffer else { return -1 }
                return Unmanaged<XMLNodeStream>.fromOpaque(context).takeUnretainedValue().read(into: buffer, count: Int(length))
            },
            { context, level, message, line, column in
                guard let context else { return }
                Unmanaged<XMLNodeStream>.fromOpaque(context).takeUnretainedValue().note(
                    level: Int(level), message: message.map { String(cString: $0) }, line: Int(line), column: Int(column))
            }, context)
    }

    deinit {
        xr_free(reader)
    }

    /// Hands libxml2 `count` bytes of the input (fewer only at its end), however the input hands them
    /// over, so that libxml2 reads (and places its mistakes) alike whatever the pieces; -1 when the
    /// input cannot be read.
    private func read(into buffer: UnsafeMutablePointer<CChar>, count: Int) -> Int32 {
        if piece.count != count { piece = [UInt8](repeating: 0, count: count) }
        var filled = 0
        do {
            while filled < count {
                var rest = [UInt8](repeating: 0, count: count - filled)
                let length = try input.read(into: &rest)
                if length == 0 { break }
                piece.replaceSubrange(filled..<filled + length, with: rest[0..<length])
                filled += length
            }
        } catch {
            mistake = mistake ?? error
            return -1
        }
        piece.withUnsafeBytes { UnsafeMutableRawPointer(buffer).copyMemory(from: $0.baseAddress!, byteCount: filled) }
        piecesRead += 1
        return Int32(filled)
    }

    /// Keeps libxml2's first error (not its warnings), placed at its line and column. A document cut
    /// short, which libxml2's reader calls extra content at its end, is said to end inside the element
    /// still open.
    private func note(level: Int, message: String?, line: Int, column: Int) {
        guard mistake == nil, level >= 2 else { return }
        var text = (message ?? "not well-formed XML").trimmingSuffix { $0 == "\n" || $0 == " " }
        if text == "Extra content at the end of the document", let open = openElements.last {
            text = "the document ends inside <\(open)>, which is never closed (a file cut short?)"
        } else if text == "xmlParseEntityRef: no name" {
            text = "a & that starts no entity (an ampersand is written &amp; in XML)"
        } else if text == "StartTag: invalid element name" {
            text = "a < that starts no element (a less-than sign is written &lt; in XML)"
        } else if text.hasPrefix("Entity '"), text.hasSuffix("' not defined") {
            text += " (XML knows &amp; &lt; &gt; &quot; &apos; and &#…; alone)"
        } else if text.hasPrefix("xmlParseCharRef: invalid xmlChar value ") {
            // libxml2 names its own function; a control character written as a reference (`&#27;`).
            text = "&#\(text.dropFirst("xmlParseCharRef: invalid xmlChar value ".count)); is a character XML does not allow"
        } else if text.hasPrefix("Excessive depth in document: ") {
            // libxml2 suggests an option of its own to the program, which means nothing to the user.
            text = "elements nested deeper than \(text.dropFirst("Excessive depth in document: ".count).prefix { $0.isNumber }) levels"
        }
        mistake = DataFileError(
            file: input.name, place: .position(line: max(line, 1), column: max(column, 1)),
            problem: text.prefix(1).lowercased() + text.dropFirst())
    }

    /// The next node, skipping comments, processing instructions and blanks between elements; nil at
    /// the document's end.
    ///
    /// - Throws: the first mistake in the document (or in reading it).
    func next() throws(DataFileError) -> Node? {
        while true {
            let status = xr_read(reader)
            if let mistake { throw mistake }
            guard status == 1 else {
                if status == 0 { return nil }
                throw DataFileError(file: input.name, place: place, problem: "not well-formed XML")
            }
            switch Int(xr_node_type(reader)) {
            case Int(XR_ELEMENT):
                let (name, isEmpty) = (localName, xr_is_empty_element(reader) == 1)
                if openElements.isEmpty, depth == 0, name != root.element {
                    throw DataFileError(
                        file: input.name, place: .topLevel, problem: "<\(name)> is not a \(root.format) document (<\(root.element)> is)")
                }
                if !isEmpty { openElements.append(name) }
                return .start(name: name, isEmpty: isEmpty)
            case Int(XR_END_ELEMENT):
                openElements.removeLast()
                return .end(name: localName)
            case Int(XR_TEXT), Int(XR_CDATA): return .text(xr_value(reader).map { String(cString: $0) } ?? "")
            default: continue
            }
        }
    }

    /// The names met so far, by where libxml2 keeps them: its reader interns every name in a dictionary
    /// that lives as long as it does, so a name read again is the same pointer and no new string. A
    /// document has a few dozen names: found by comparing pointers, faster than hashing them.
    private var names: [(pointer: UnsafePointer<CChar>, name: String)] = []
    private static let mostNames = 64

    private var localName: String {
        guard let pointer = xr_local_name(reader) else { return "" }
        if let known = names.first(where: { $0.pointer == pointer }) { return known.name }
        let name = String(cString: pointer)
        if names.count < Self.mostNames { names.append((pointer, name)) }
        return name
    }

    /// The value of the current element's attribute `name`, if it has one.
    func attribute(_ name: String) -> String? {
        guard let value = xr_attribute(reader, name) else { return nil }
        defer { xr_free_text(value) }
        return String(cString: value)
    }

    /// How deep the current node is (the root element: 0).
    var depth: Int { Int(xr_depth(reader)) }

    /// Where the current node starts: its line (libxml2 keeps no column for it, and its parser may be
    /// lines ahead).
    var place: DataFileError.Place {
        .line(max(Int(xr_node_line(reader)), 1))
    }
}

extension String {
    /// The string without the characters at its end for which `isTrimmed` is true.
    fileprivate func trimmingSuffix(while isTrimmed: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, isTrimmed(self[index(before: end)]) { end = index(before: end) }
        return self[..<end]
    }
}
