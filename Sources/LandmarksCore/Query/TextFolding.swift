import Foundation

/// Text made comparable ignoring case and accents, as search and sort need it.
enum TextFolding {
    /// `text` in lower case without accents (`Éclair` → `eclair`).
    ///
    /// Letters of the common scripts are folded one by one, from ASCII directly and others from a
    /// table Foundation filled once: twenty to a hundred times quicker than Foundation's folding of
    /// the whole text, which gives the same result for them (a test checks it) and folds the rest.
    static func folded(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            var folded: [UInt8] = []
            appendFolded(text, to: &folded)
            return String(decoding: folded, as: UTF8.self)
        }
        guard utf8.contains(where: isUpperCaseASCII) else { return text }
        return String(decoding: utf8.map { isUpperCaseASCII($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// `text` folded by Foundation, then letters it keeps that people type as plain ones (`ø` → `o`,
    /// `æ` → `ae`): what the letter-by-letter folding must agree with.
    static func foundationFolded(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        guard folded.unicodeScalars.contains(where: { plainLetters[$0] != nil }) else { return folded }
        return folded.unicodeScalars.reduce(into: "") { result, scalar in
            if let plain = plainLetters[scalar] { result += plain } else { result.unicodeScalars.append(scalar) }
        }
    }

    /// Letters without a decomposition, which Foundation's folding keeps (after lowering their case),
    /// though they read as letters with a stroke or a ligature: `Øresund` is found by `oresund`.
    static let plainLetters: [Unicode.Scalar: String] = [
        "ø": "o", "æ": "ae", "œ": "oe", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ħ": "h", "ŧ": "t", "ŀ": "l",
    ]

    /// Appends `text` folded to `folded`.
    static func appendFolded(_ text: String, to folded: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendFolded($0, to: &folded) }
    }

    /// Appends valid UTF-8 `bytes` folded to `folded`, without making a `String` of them when the
    /// tables know every letter.
    static func appendFolded(_ bytes: UnsafeBufferPointer<UInt8>, to folded: inout [UInt8]) {
        if !appendFoldedLetterByLetter(bytes, to: &folded) {
            folded.append(contentsOf: foundationFolded(String(decoding: bytes, as: UTF8.self)).utf8)
        }
    }

    /// Appends the folded letters of valid UTF-8 `bytes` to `folded`; false (and nothing appended)
    /// when a letter is not one the tables know.
    private static func appendFoldedLetterByLetter(_ bytes: UnsafeBufferPointer<UInt8>, to folded: inout [UInt8]) -> Bool {
        let start = folded.count
        var position = 0
        while position < bytes.count {
            let lead = bytes[position]
            if lead < 0x80 {
                folded.append(isUpperCaseASCII(lead) ? lead | 0x20 : lead)
                position += 1
                continue
            }
            // Valid UTF-8: the lead byte says how many continuation bytes follow.
            let length = min(lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4, bytes.count - position)
            var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length {
                value = value << 6 | UInt32(bytes[position + offset] & 0x3F)
            }
            if unchangedRanges.contains(where: { $0.contains(value) }) {
                folded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<position + length]))
            } else if let table = tables.first(where: { $0.range.contains(value) }),
                let letter = table.folded[Int(value - table.range.lowerBound)]
            {
                folded.append(contentsOf: letter)
            } else {
                folded.removeSubrange(start...)
                return false
            }
            position += length
        }
        return true
    }

    /// CJK ideographs and Hangul syllables, which folding leaves as they are.
    static let unchangedRanges: [ClosedRange<UInt32>] = [0x4E00...0x9FFF, 0xAC00...0xD7A3]

    /// Latin (with its extensions), Greek, Cyrillic and kana, each scalar folded by Foundation;
    /// nil for marks, which fold differently alone than after a letter.
    static let tables: [(range: ClosedRange<UInt32>, folded: [[UInt8]?])] =
        [0xA0...0x24F, 0x370...0x4FF, 0x1E00...0x1EFF, 0x3040...0x30FF].map { range in
            (
                range,
                range.map { value in
                    guard let scalar = Unicode.Scalar(value),
                        ![.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
                    else { return nil }
                    return Array(foundationFolded(String(scalar)).utf8)
                }
            )
        }

    private static func isUpperCaseASCII(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }
}
