/// Text as a JSON string literal, for the tools that write catalogs by hand: their schema fixes the key
/// order, which Foundation's writer cannot keep.
public enum JSONString {
    /// `text` quoted: quotes, backslashes and control characters escaped, everything else as UTF-8.
    public static func quoted(_ text: String) -> String {
        // Most texts need no escape, and the benchmark writes millions of them.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
