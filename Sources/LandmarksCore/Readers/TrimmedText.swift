extension String {
    /// The string without the ASCII blanks (spaces, tabs, line breaks) at its ends, found on its UTF-8
    /// bytes: Foundation's `trimmingCharacters(in:)` walks UTF-16 and costs readers most of their time.
    var trimmingBlanks: String {
        let bytes = utf8
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        guard let first = bytes.first, let last = bytes.last, isBlank(first) || isBlank(last) else { return self }
        guard let start = bytes.firstIndex(where: { !isBlank($0) }) else { return "" }
        let end = bytes.lastIndex(where: { !isBlank($0) })!
        return String(self[start...end])
    }
}

/// Text from the bytes of a field, its ASCII blanks at the ends left out, bytes that are not UTF-8 repaired.
func trimmedText(_ bytes: some Collection<UInt8>) -> String {
    let isBlank = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
    guard let first = bytes.first, isBlank(first) || bytes.contains(where: isBlank) else { return String(decoding: bytes, as: UTF8.self) }
    let text = Array(bytes)
    guard let start = text.firstIndex(where: { !isBlank($0) }), let end = text.lastIndex(where: { !isBlank($0) }) else { return "" }
    return String(decoding: text[start...end], as: UTF8.self)
}
