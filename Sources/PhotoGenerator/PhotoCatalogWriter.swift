/// Writes `photos.json` by hand, because the schema fixes the key order and Foundation's writer cannot.
enum PhotoCatalogWriter {
    /// The catalog as a pretty-printed JSON array with 2-space indentation and a final newline.
    static func json(for plans: [PhotoPlan]) -> String {
        let entries = plans.map { plan in
            let author = plan.author
            return """
                  {
                    "id": \(plan.id),
                    "landmarkId": \(plan.landmarkId),
                    "title": \(quoted(plan.title)),
                    "author": { "username": \(quoted(author.username)), "firstName": \(quoted(author.firstName)), \
                "lastName": \(quoted(author.lastName)) },
                    "takenAt": \(quoted(plan.takenAt)),
                    "rating": \(plan.rating),
                    "file": \(quoted(plan.file)),
                    "width": \(plan.width),
                    "height": \(plan.height)
                  }
                """
        }
        return entries.isEmpty ? "[]\n" : "[\n" + entries.joined(separator: ",\n") + "\n]\n"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, everything else as UTF-8.
    static func quoted(_ text: String) -> String {
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
