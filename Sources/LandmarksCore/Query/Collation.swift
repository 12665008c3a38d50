import CICU
import Foundation

/// How texts are put in order: each becomes a key of bytes, and keys compared byte by byte (the
/// shorter first when one begins the other) order their texts. In a locale, ICU's collation of it
/// ignoring case (a Danish one puts `Ørn` after `Zebra`, an English one beside `Oak`); without one,
/// case and accents are folded and other letters follow in Unicode order. Either way numbers go by
/// their value, as people count: `Lake 9` before `Lake 10`.
///
/// A key is made once per text, so ordering a million names compares bytes rather than asking a
/// collator about each pair. One thread at a time uses it (it keeps a buffer and ICU's collator).
final class Collation {
    /// ICU's collator for the locale; nil for the simple order, or when ICU cannot open one.
    private let collator: UnsafeMutableRawPointer?
    /// The text being keyed, in UTF-16 as ICU takes it, kept to be reused.
    private var utf16: [UInt16] = []

    init(locale: Locale?) {
        var status: Int32 = 0
        guard let locale, let collator = icu_collator_open(locale.identifier, &status), status <= 0 else {
            collator = nil
            return
        }
        // Secondary strength: accents count, case does not (as Foundation's case-insensitive compare).
        icu_collator_set_attribute(collator, Int32(ICU_COLLATOR_STRENGTH), Int32(ICU_COLLATOR_SECONDARY), &status)
        icu_collator_set_attribute(collator, Int32(ICU_COLLATOR_NUMERIC), Int32(ICU_COLLATOR_ON), &status)
        guard status <= 0 else {
            icu_collator_close(collator)
            self.collator = nil
            return
        }
        self.collator = collator
    }

    deinit {
        if let collator { icu_collator_close(collator) }
    }

    /// Appends the key of UTF-8 `text` to `key`.
    func appendKey(of text: UnsafeBufferPointer<UInt8>, to key: inout [UInt8]) {
        guard let collator else { return appendFoldedKey(of: text, to: &key) }
        utf16.removeAll(keepingCapacity: true)
        if text.allSatisfy({ $0 < 0x80 }) {
            utf16.append(contentsOf: text.lazy.map { UInt16($0) })
        } else {
            _ = transcode(text.makeIterator(), from: UTF8.self, to: UTF16.self, stoppingOnError: false) { utf16.append($0) }
        }
        // Nothing sorts before the empty text, as nothing sorts before the empty key.
        guard !utf16.isEmpty else { return }
        let start = key.count
        var capacity = utf16.count * 3 + 16
        while true {
            key.append(contentsOf: repeatElement(0, count: capacity))
            // The length ICU needs, with the zero byte it ends keys with (which is dropped).
            let length = utf16.withUnsafeBufferPointer { text in
                key.withUnsafeMutableBufferPointer { key in
                    Int(icu_collator_sort_key(collator, text.baseAddress, Int32(text.count), key.baseAddress! + start, Int32(capacity)))
                }
            }
            if length <= capacity {
                key.removeSubrange((start + max(length - 1, 0))...)
                return
            }
            key.removeSubrange(start...)
            capacity = length
        }
    }

    /// Appends `text` folded, each run of digits as a byte for how many digits it has (leading zeros
    /// left out) and then those digits: a shorter number, a smaller one, sorts first, and a number
    /// before a space or a letter.
    private func appendFoldedKey(of text: UnsafeBufferPointer<UInt8>, to key: inout [UInt8]) {
        let start = key.count
        TextFolding.appendFolded(text, to: &key)
        guard key[start...].contains(where: Self.isDigit) else { return }
        let folded = Array(key[start...])
        key.removeSubrange(start...)
        var position = 0
        while position < folded.count {
            guard Self.isDigit(folded[position]) else {
                key.append(folded[position])
                position += 1
                continue
            }
            var end = position
            while end < folded.count, Self.isDigit(folded[end]) { end += 1 }
            var first = position
            while first < end - 1, folded[first] == UInt8(ascii: "0") { first += 1 }
            let digits = folded[first..<end].first == UInt8(ascii: "0") ? folded[end..<end] : folded[first..<end]
            // 1 for zero, 2 for one digit…: never the zero byte between fields, always below a space;
            // numbers of more than 30 digits count as 30, and their digits decide.
            key.append(UInt8(min(digits.count, 30) + 1))
            key.append(contentsOf: digits)
            position = end
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The key of `text`.
    func key(of text: String) -> [UInt8] {
        var text = text
        var key: [UInt8] = []
        text.withUTF8 { appendKey(of: $0, to: &key) }
        return key
    }
}
