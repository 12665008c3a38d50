import ToolSupport

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
                    "title": \(JSONString.quoted(plan.title)),
                    "author": { "username": \(JSONString.quoted(author.username)), "firstName": \(JSONString.quoted(author.firstName)), \
                "lastName": \(JSONString.quoted(author.lastName)) },
                    "takenAt": \(JSONString.quoted(plan.takenAt)),
                    "rating": \(plan.rating),
                    "file": \(JSONString.quoted(plan.file)),
                    "width": \(plan.width),
                    "height": \(plan.height)
                  }
                """
        }
        return entries.isEmpty ? "[]\n" : "[\n" + entries.joined(separator: ",\n") + "\n]\n"
    }
}
