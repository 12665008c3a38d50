import Foundation

/// Refuses JSON nested deeper than Foundation's decoder allows, before the decoder sees it.
///
/// Foundation's `JSONDecoder` (Swift 6.3.1 on Linux) traps instead of throwing when the document's
/// last byte opens a 513th level of arrays (513 `[` and nothing after): the error's line and column
/// are counted up to one byte past the end. A hostile state file would crash the app, so
/// documents whose brackets open more than `JSONSyntaxLocator.maximumDepth` levels never reach it.
enum JSONNestingGuard {
    /// Throws what the decoder would have thrown for too deep a document.
    ///
    /// - Throws: `DecodingError.dataCorrupted` with an empty coding path, like any syntax error.
    static func check(_ data: Data) throws {
        guard nestsTooDeeply(data) else { return }
        throw DecodingError.dataCorrupted(
            .init(codingPath: [], debugDescription: "nesting deeper than \(JSONSyntaxLocator.maximumDepth) levels"))
    }

    /// Whether the brackets outside strings open more than the maximum depth.
    ///
    /// It counts at least the depth the decoder reaches before its first error: a closing bracket
    /// never takes the count below zero, and brackets in strings do not count.
    static func nestsTooDeeply(_ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in
            var depth = 0
            var inString = false
            var escaped = false
            for byte in bytes {
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > JSONSyntaxLocator.maximumDepth { return true }
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(depth - 1, 0)
                default: break
                }
            }
            return false
        }
    }
}
