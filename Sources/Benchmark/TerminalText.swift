/// Reads a terminal output stream: what text it shows and which modes it sets.
enum TerminalText {
    /// The text in `bytes` without escape sequences and control characters (a rough rendering for messages).
    static func plainText(of bytes: some Collection<UInt8>) -> String {
        var kept: [UInt8] = []
        var iterator = bytes.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case 0x1B:
                skipEscapeSequence(&iterator)
                kept.append(UInt8(ascii: " "))
            case 0x0A, 0x0D:
                kept.append(UInt8(ascii: " "))
            case 0..<0x20, 0x7F:
                continue
            default:
                kept.append(byte)
            }
        }
        let text = String(decoding: kept, as: UTF8.self)
        return text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// The cursor-key mode last set in `bytes`: true for application keys (`ESC [ ? 1 h`), false
    /// for normal keys (`ESC [ ? 1 l`), nil when neither appears.
    static func lastCursorKeyMode(in bytes: ArraySlice<UInt8>) -> Bool? {
        var end = bytes.endIndex
        while let escape = bytes[..<end].lastIndex(of: 0x1B) {
            let sequence = bytes[escape...].prefix(5)
            if sequence.starts(with: "\u{1B}[?1".utf8) && sequence.count == 5 && "hl".utf8.contains(sequence.last!) {
                return sequence.last == UInt8(ascii: "h")
            }
            end = escape
        }
        return nil
    }

    /// Skips one escape sequence after its ESC: CSI (`ESC [` … final byte), OSC (`ESC ]` … BEL or
    /// `ESC \`), a character-set choice (`ESC ( B`) or a two-byte sequence.
    private static func skipEscapeSequence<Bytes: IteratorProtocol<UInt8>>(_ iterator: inout Bytes) {
        guard let kind = iterator.next() else { return }
        switch kind {
        case UInt8(ascii: "["):
            while let byte = iterator.next(), !(0x40...0x7E).contains(byte) {}
        case UInt8(ascii: "]"):
            while let byte = iterator.next(), byte != 0x07, byte != 0x1B {}
        case UInt8(ascii: "("), UInt8(ascii: ")"):
            _ = iterator.next()
        default:
            break
        }
    }
}
