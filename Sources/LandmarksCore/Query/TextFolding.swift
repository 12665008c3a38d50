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
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return foldedLetterByLetter(text) ?? foundationFolded(text) }
        guard utf8.contains(where: isUpperCaseASCII) else { return text }
        return String(decoding: utf8.map { isUpperCaseASCII($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    static func foundationFolded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// `text` folded scalar by scalar; nil when a scalar is not one the tables know.
    private static func foldedLetterByLetter(_ text: String) -> String? {
        var folded: [UInt8] = []
        folded.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                let byte = UInt8(value)
                folded.append(isUpperCaseASCII(byte) ? byte | 0x20 : byte)
            } else if unchangedRanges.contains(where: { $0.contains(value) }) {
                folded.append(contentsOf: UTF8.encode(scalar)!)
            } else if let table = tables.first(where: { $0.range.contains(value) }),
                let letter = table.folded[Int(value - table.range.lowerBound)]
            {
                folded.append(contentsOf: letter)
            } else {
                return nil
            }
        }
        return String(decoding: folded, as: UTF8.self)
    }

    /// CJK ideographs and Hangul syllables, which folding leaves as they are.
    static let unchangedRanges: [ClosedRange<UInt32>] = [0x4E00...0x9FFF, 0xAC00...0xD7A3]

    /// Latin (with its extensions), Greek, Cyrillic and kana, each scalar folded by Foundation;
    /// nil for marks, which fold differently alone than after a letter.
    static let tables: [(range: ClosedRange<UInt32>, folded: [[UInt8]?])] =
        [0xA0...0x24F, 0x370...0x4FF, 0x1E00...0x1EFF, 0x3040...0x30FF].map { range in
            (range, range.map { value in
                guard let scalar = Unicode.Scalar(value),
                    ![.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
                else { return nil }
                return Array(foundationFolded(String(scalar)).utf8)
            })
        }

    private static func isUpperCaseASCII(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }
}
