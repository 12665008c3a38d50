import Foundation

/// The name of a catalog's first landmark, the text whose arrival on screen shows that list rows are drawn.
enum FirstLandmarkName {
    /// Reads the first `"name"` value in the first 64 KiB of the catalog at `path` (its first record's,
    /// in the bundled file's schema and the synthetic one's), without reading the whole file.
    static func read(fromCatalogAt path: String) throws -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw BenchmarkError.failed("cannot open \(path)") }
        defer { try? handle.close() }
        let head = String(decoding: handle.readData(ofLength: 1 << 16), as: UTF8.self)
        guard let key = head.range(of: "\"name\""),
            let colon = head[key.upperBound...].firstIndex(of: ":"),
            let opening = head[colon...].firstIndex(of: "\""),
            let name = stringLiteral(startingAt: opening, in: head)
        else { throw BenchmarkError.failed("no landmark name in the first 64 KiB of \(path)") }
        return name
    }

    /// The part of `name` to look for on screen: its first ten characters, which a program that
    /// truncates a narrow column (VisiData) still shows.
    static func needle(of name: String) -> String {
        String(name.prefix(10))
    }

    /// The JSON string literal whose opening quote is at `opening`, decoded.
    private static func stringLiteral(startingAt opening: String.Index, in text: String) -> String? {
        var index = text.index(after: opening)
        var escaped = false
        while index < text.endIndex {
            let character = text[index]
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                let literal = Data(text[opening...index].utf8)
                return try? JSONSerialization.jsonObject(with: literal, options: .fragmentsAllowed) as? String
            }
            index = text.index(after: index)
        }
        return nil
    }
}
