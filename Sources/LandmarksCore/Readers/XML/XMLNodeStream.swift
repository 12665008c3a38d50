import CXMLReader

/// An XML document read node by node as its bytes arrive (libxml2's push parser and its SAX2
/// callbacks, never a tree), for GPX and KML: elements by their local name, text, and every mistake placed.
///
/// The bytes are handed to libxml2 a piece at a time; what it calls back is queued and handed out by
/// `next()`, so that a reader pulls nodes as from a stream. External entities and DTDs are never
/// fetched (`XML_PARSE_NONET`, no `XML_PARSE_DTDLOAD`), and the entities a document declares are
/// neither kept nor expanded (no `XML_PARSE_NOENT`): a reference to one is a mistake, so that a hostile
/// file can neither reach the network nor blow up.
final class XMLNodeStream {
    /// What a node is: its element's name is `nameNumber`, its text `text`.
    enum Kind {
        case start, end, text
        /// The nodes of a piece of the input are all handed over: a reader hands on what it read, which
        /// shows while the next piece comes (from a pipe, it may come much later).
        case pieceEnd
    }

    /// The nodes of the piece being handed out, and the next to hand out.
    private var chunk: XMLChunk
    private var nextEvent = 0
    /// The node handed out last.
    private var current = XMLChunk.Event(kind: .start, name: 0, first: 0, end: 0, depth: 0, line: 1)
    /// Whether `.pieceEnd` was handed out for the piece being handed out.
    private var isPieceEnded = false
    /// Whether the root element was handed out (and found to be the one the document must have).
    private var hasRoot = false
    private let input: CatalogInput
    /// The root element the document must have (`gpx`), and the format's name for the user (`GPX`).
    private let root: (element: String, format: String)
    /// Where the pieces come from: libxml2 on a thread of its own, a few pieces ahead of the reader;
    /// or, for an input pulled from a zip the reader also reads, on the reader's thread.
    private let ahead: PiecesAhead<XMLChunk>?
    private let parsing: XMLParsing?

    /// Starts reading `input`, a document whose root element is `root`.
    init(_ input: CatalogInput, root: String, format: String) {
        self.input = input
        self.root = (root, format)
        chunk = XMLChunk()
        let parsing = XMLParsing(input)
        if input.isPulled {
            (self.parsing, ahead) = (parsing, nil)
        } else {
            (self.parsing, ahead) = (nil, PiecesAhead { parsing.parseAnotherPiece() })
        }
    }

    /// The next node, skipping comments, processing instructions and blanks between elements; nil at
    /// the document's end. No string is made for it: its element's name is `nameNumber` (a number for
    /// each name the document uses, `name(numbered:)`), its text `text`.
    ///
    /// - Throws: the first mistake in the document (or in reading it).
    func next() throws(DataFileError) -> Kind? {
        while nextEvent == chunk.events.count {
            if chunk.isLast { return nil }
            if !isPieceEnded {
                isPieceEnded = true
                return .pieceEnd
            }
            guard let next = ahead?.next() ?? parsing?.parseAnotherPiece().piece else { return nil }
            (chunk, nextEvent, isPieceEnded) = (next, 0, false)
        }
        current = chunk.events[nextEvent]
        nextEvent += 1
        switch current.kind {
        case .start:
            if !hasRoot {
                let name = chunk.names[Int(current.name)]
                guard name == root.element else {
                    chunk.isLast = true
                    throw DataFileError(
                        file: input.name, place: .topLevel, problem: "<\(name)> is not a \(root.format) document (<\(root.element)> is)")
                }
                hasRoot = true
            }
            return .start
        case .end:
            return .end
        case .text:
            return .text
        case .mistake:
            chunk.isLast = true
            nextEvent = chunk.events.count
            throw chunk.mistake ?? DataFileError(file: input.name, place: place, problem: "not well-formed XML")
        }
    }

    /// The number of the current start's or end's element's name.
    var nameNumber: Int { Int(current.name) }

    /// The name the document's names are numbered by (`nameNumber`): every number handed out so far has one.
    func name(numbered number: Int) -> String { chunk.names[number] }

    /// The current text's bytes (UTF-8, as libxml2 hands every text over); none for another node.
    var text: ArraySlice<UInt8> {
        current.kind == .text ? chunk.bytes[Int(current.first)..<Int(current.end)] : []
    }

    /// The value of the current element's attribute `name`, if it has one.
    func attribute(_ name: String) -> String? {
        guard let value = attributeBytes(name) else { return nil }
        // libxml2 leaves an ampersand in a value as a character reference for the caller to read.
        guard value.contains(UInt8(ascii: "&")) else { return String(decoding: value, as: UTF8.self) }
        return String(decoding: value, as: UTF8.self).replacing("&#38;", with: "&")
    }

    /// The bytes of the current element's attribute `name`, if it has one, as libxml2 hands them over
    /// (an ampersand written `&#38;`): enough for a number.
    func attributeBytes(_ name: String) -> ArraySlice<UInt8>? {
        guard current.kind == .start else { return nil }
        for attribute in chunk.attributes[Int(current.first)..<Int(current.end)] where chunk.names[Int(attribute.name)] == name {
            return chunk.bytes[Int(attribute.first)..<Int(attribute.end)]
        }
        return nil
    }

    /// How deep the current node is (the root element: 0).
    var depth: Int { Int(current.depth) }

    /// Where the current node starts: its line (libxml2 keeps no column for it, and may be lines ahead).
    var place: DataFileError.Place { .line(max(Int(current.line), 1)) }
}

/// The nodes libxml2 called back from one piece of a document: their bytes (a text's, a start's
/// attribute values) in `bytes`, their names in `names`.
private struct XMLChunk {
    struct Event {
        enum Kind: UInt8 { case start, end, text, mistake }
        var kind: Kind
        /// The element's name (an index in `names`).
        var name: Int32
        /// Where its text is in `bytes`; a start's attributes in `attributes`.
        var first: Int32
        var end: Int32
        /// How many elements are open around it (the root element: 0).
        var depth: Int32
        /// The line it starts on (an end's: its start's).
        var line: Int32
    }

    var events: [Event] = []
    var bytes: [UInt8] = []
    /// The attributes of the starts: name and where the value is in `bytes`.
    var attributes: [(name: Int32, first: Int32, end: Int32)] = []
    /// Every name met so far in the document.
    var names: [String] = []
    /// Whether it is the last, and the mistake its `.mistake` event stands for.
    var isLast = false
    var mistake: DataFileError?
}

/// libxml2's push parser over an input, which parses it a piece at a time into chunks of nodes; what
/// it calls back goes to a state behind a pointer (`XMLNodeQueue`): its callbacks change it millions
/// of times, and a class's own properties would check each access for exclusivity.
private final class XMLParsing {
    private let state: UnsafeMutablePointer<XMLNodeQueue>
    /// The piece of the input handed to libxml2.
    private let piece = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)

    init(_ input: CatalogInput) {
        state = .allocate(capacity: 1)
        state.initialize(to: XMLNodeQueue(input: input))
        // xr_create fails only without memory, like any allocation.
        state.pointee.parser = xr_create(
            { context, name, _, _, _, _, count, _, attributes in
                guard let context, let name else { return }
                context.assumingMemoryBound(to: XMLNodeQueue.self).pointee.start(
                    name, attributes: UnsafeBufferPointer(start: attributes, count: Int(count) * 5))
            },
            { context, name, _, _ in
                guard let context, name != nil else { return }
                context.assumingMemoryBound(to: XMLNodeQueue.self).pointee.end()
            },
            { context, text, length in
                guard let context, let text else { return }
                context.assumingMemoryBound(to: XMLNodeQueue.self).pointee.chunk.bytes.append(
                    contentsOf: UnsafeBufferPointer(start: text, count: Int(length)))
            },
            { context, error in
                guard let context, let error else { return }
                context.assumingMemoryBound(to: XMLNodeQueue.self).pointee.note(
                    level: Int(xr_error_level(error)), message: xr_error_message(error).map { String(cString: $0) },
                    line: Int(xr_error_line(error)), column: Int(xr_error_column(error)))
            }, state)
    }

    deinit {
        xr_free(state.pointee.parser)
        state.deinitialize(count: 1)
        state.deallocate()
        piece.deallocate()
    }

    /// Hands libxml2 the input's next piece (a whole piece, however the input hands its bytes over, so
    /// that libxml2 reads and places its mistakes alike whatever they are; but what a pipe has handed
    /// over when it would wait for more), or tells it the document ended; returns the nodes it called
    /// back, and whether no piece follows.
    func parseAnotherPiece() -> (piece: XMLChunk, isLast: Bool) {
        var filled = 0
        var isAtEnd = false
        do {
            // A pipe whose next bytes have not arrived has what came parsed now, so that its places show.
            while filled < piece.count, filled == 0 || !state.pointee.input.wouldWait {
                var bytes = [UInt8](repeating: 0, count: piece.count - filled)
                let length = try state.pointee.input.read(into: &bytes)
                if length == 0 {
                    isAtEnd = true
                    break
                }
                bytes.withUnsafeBytes { piece.baseAddress!.advanced(by: filled).copyMemory(from: $0.baseAddress!, byteCount: length) }
                filled += length
            }
        } catch {
            state.pointee.note(error)
            return state.pointee.handOver(isLast: true)
        }
        // libxml2 calls back into the state during the call: no access to it is open meanwhile.
        let parser = state.pointee.parser
        _ = xr_parse(parser, piece.baseAddress!.assumingMemoryBound(to: CChar.self), Int32(filled), isAtEnd ? 1 : 0)
        return state.pointee.handOver(isLast: isAtEnd || state.pointee.chunk.mistake != nil)
    }
}

/// What libxml2 calls back, queued into the chunk of the piece being parsed.
private struct XMLNodeQueue {
    typealias Event = XMLChunk.Event

    let input: CatalogInput
    var parser: OpaquePointer?
    var chunk = XMLChunk()
    /// Where in the chunk's bytes the text being called back in pieces begins.
    var textStart = 0
    /// The elements libxml2 has started and not yet ended: their names and lines.
    var parserElements: [(name: Int32, line: Int32)] = []
    /// The names met, by where libxml2 keeps them: it interns every name in a dictionary that lives as
    /// long as the parser does, so a name met again is the same pointer. A document has a few dozen
    /// names: found by comparing pointers, faster than hashing them (and hashed past the first few dozen).
    var namePointers: [UnsafePointer<UInt8>] = []
    var moreNames: [UnsafePointer<UInt8>: Int32] = [:]
    static let namesCompared = 64
    /// How many elements may be open around another (libxml2's own limit when it builds a tree).
    static let deepest = 256

    init(input: CatalogInput) {
        self.input = input
    }

    /// The chunk parsed so far, without a text still being called back, which begins the next.
    mutating func handOver(isLast: Bool) -> (piece: XMLChunk, isLast: Bool) {
        var next = XMLChunk()
        next.names = chunk.names
        next.bytes = Array(chunk.bytes[textStart...])
        chunk.bytes.removeSubrange(textStart...)
        textStart = 0
        chunk.isLast = isLast
        defer { chunk = next }
        return (chunk, isLast)
    }

    // MARK: What libxml2 calls back

    mutating func start(_ pointer: UnsafePointer<UInt8>, attributes given: UnsafeBufferPointer<UnsafePointer<UInt8>?>) {
        guard chunk.mistake == nil else { return }
        let line = Int32(clamping: xr_line(parser))
        // libxml2's parser builds no tree, so it sets no depth of its own: this is its tree's.
        guard parserElements.count <= Self.deepest else {
            return note(
                DataFileError(
                    file: input.name, place: .position(line: Int(line), column: Int(xr_column(parser))),
                    problem: "elements nested deeper than \(Self.deepest) levels"))
        }
        queueText()
        let name = index(ofName: pointer)
        let first = Int32(chunk.attributes.count)
        for start in stride(from: 0, to: given.count, by: 5) {
            guard let attribute = given[start], let value = given[start + 3], let end = given[start + 4] else { continue }
            let valueStart = Int32(chunk.bytes.count)
            chunk.bytes.append(contentsOf: UnsafeBufferPointer(start: value, count: end - value))
            chunk.attributes.append((index(ofName: attribute), valueStart, Int32(chunk.bytes.count)))
        }
        textStart = chunk.bytes.count
        chunk.events.append(
            Event(
                kind: .start, name: name, first: first, end: Int32(chunk.attributes.count), depth: Int32(parserElements.count), line: line))
        parserElements.append((name, line))
    }

    mutating func end() {
        guard chunk.mistake == nil, let element = parserElements.popLast() else { return }
        queueText()
        chunk.events.append(Event(kind: .end, name: element.name, first: 0, end: 0, depth: Int32(parserElements.count), line: element.line))
    }

    /// Queues the text called back since the last tag, unless it is only blanks between elements.
    mutating func queueText() {
        let blanks: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
        if chunk.bytes[textStart...].allSatisfy(blanks) {
            chunk.bytes.removeSubrange(textStart...)
        } else {
            let line = Int32(clamping: xr_line(parser))
            chunk.events.append(
                Event(
                    kind: .text, name: 0, first: Int32(textStart), end: Int32(chunk.bytes.count), depth: Int32(parserElements.count),
                    line: line))
        }
        textStart = chunk.bytes.count
    }

    mutating func index(ofName pointer: UnsafePointer<UInt8>) -> Int32 {
        if let index = namePointers.firstIndex(of: pointer) { return Int32(index) }
        if let index = moreNames[pointer] { return index }
        let index = Int32(chunk.names.count)
        chunk.names.append(String(cString: pointer))
        if namePointers.count < Self.namesCompared { namePointers.append(pointer) } else { moreNames[pointer] = index }
        return index
    }

    /// Keeps libxml2's first error (not its warnings), placed at its line and column. A document cut
    /// short, which libxml2 calls extra content at its end, is said to end inside the element still open.
    mutating func note(level: Int, message: String?, line: Int, column: Int) {
        guard chunk.mistake == nil, level >= 2 else { return }
        var text = (message ?? "not well-formed XML").trimmingSuffix { $0 == "\n" || $0 == " " }
        if text == "Extra content at the end of the document", let open = parserElements.last {
            text = "the document ends inside <\(chunk.names[Int(open.name)])>, which is never closed (a file cut short?)"
        } else if text == "xmlParseEntityRef: no name" {
            text = "a & that starts no entity (an ampersand is written &amp; in XML)"
        } else if text == "StartTag: invalid element name" {
            text = "a < that starts no element (a less-than sign is written &lt; in XML)"
        } else if text.hasPrefix("Entity '"), text.hasSuffix("' not defined") {
            let name = text.dropFirst("Entity '".count).dropLast("' not defined".count)
            text = "&\(name); is not an entity XML defines (&amp; &lt; &gt; &quot; &apos; and &#…; are; a file's own are not read)"
        } else if text.hasPrefix("xmlParseCharRef: invalid xmlChar value ") {
            // libxml2 names its own function; a control character written as a reference (`&#27;`).
            text = "&#\(text.dropFirst("xmlParseCharRef: invalid xmlChar value ".count)); is a character XML does not allow"
        }
        note(
            DataFileError(
                file: input.name, place: .position(line: max(line, 1), column: max(column, 1)),
                problem: text.prefix(1).lowercased() + text.dropFirst()))
    }

    /// Keeps `error`, handed out after the nodes before it.
    mutating func note(_ error: DataFileError) {
        chunk.mistake = error
        chunk.events.append(Event(kind: .mistake, name: 0, first: 0, end: 0, depth: 0, line: 0))
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
