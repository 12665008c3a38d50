/// What in a program's output shows a picture: block glyphs (U+2580–U+259F, chafa's symbols) and
/// many distinct colours, where the app's own text uses a dozen colours and no block glyph.
struct PictureMarks: Equatable {
    /// Block glyphs written.
    private(set) var blockGlyphs = 0
    /// The colours set by SGR escapes (`38`/`48` with `5` or `2`, in `;` or `:` form), each as its numbers.
    private(set) var colours: Set<[Int]> = []
    /// Whether some colour was set as 24-bit RGB (rather than a palette number).
    private(set) var usesDirectColour = false

    /// Output holding at least this many block glyphs and this many distinct colours shows a picture.
    static let minimumBlockGlyphs = 32
    static let minimumColours = 24

    /// Reads `output`, a terminal byte stream.
    init(of output: some Collection<UInt8>) {
        var bytes = output.makeIterator()
        var previous: (UInt8, UInt8) = (0, 0)
        while let byte = bytes.next() {
            if byte == 0x1B {
                if bytes.next() == UInt8(ascii: "[") { readControlSequence(&bytes) }
                previous = (0, 0)
                continue
            }
            // U+2580…U+259F is E2 96 80…9F in UTF-8.
            if previous == (0xE2, 0x96) && (0x80...0x9F).contains(byte) { blockGlyphs += 1 }
            previous = (previous.1, byte)
        }
    }

    /// Whether the output shows a picture.
    var showsPicture: Bool {
        blockGlyphs >= Self.minimumBlockGlyphs && colours.count >= Self.minimumColours
    }

    /// Reads a CSI sequence after `ESC [`; an SGR (`…m`) adds the colours it sets.
    private mutating func readControlSequence<Bytes: IteratorProtocol<UInt8>>(_ bytes: inout Bytes) {
        var parameters: [UInt8] = []
        while let byte = bytes.next() {
            if (0x40...0x7E).contains(byte) {
                if byte == UInt8(ascii: "m") { addColours(ofParameters: parameters) }
                return
            }
            parameters.append(byte)
        }
    }

    /// Adds the colours of SGR parameters such as `38;2;10;20;30`, `48:2::10:20:30` or `1;38;5;208`.
    private mutating func addColours(ofParameters text: [UInt8]) {
        let groups = text.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        var index = 0
        while index < groups.count {
            let group = groups[index]
            index += 1
            let subparameters = group.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
                .map { Int(String(decoding: $0, as: UTF8.self)) }
            guard let selector = subparameters.first ?? nil, selector == 38 || selector == 48 else { continue }
            var numbers: [Int?]
            if subparameters.count > 1 {
                // The colon form carries the colour in its own group; `2` may have an empty colour-space id.
                numbers = Array(subparameters.dropFirst())
                if numbers.first == 2 && numbers.count == 5 { numbers.remove(at: 1) }
            } else {
                let kind = index < groups.count ? Int(String(decoding: groups[index], as: UTF8.self)) : nil
                let count = kind == 2 ? 4 : 2
                numbers = groups[index..<min(index + count, groups.count)].map { Int(String(decoding: $0, as: UTF8.self)) }
                index += count
            }
            if numbers.first == 2 { usesDirectColour = true }
            colours.insert([selector] + numbers.map { $0 ?? 0 })
        }
    }
}
