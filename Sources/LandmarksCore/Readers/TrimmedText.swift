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
