/// Formats landmarks for `landmarks list`: one tab-separated line each, for scripts.
public enum TabSeparatedListing {
    /// The column names, in order.
    public static let columns = ["id", "name", "park", "state", "category", "favorite"]

    /// One line for `landmark`, without a newline.
    ///
    /// Tabs and line breaks inside a field become spaces so that every landmark stays one line of
    /// six columns; `cleanField` may further clean text (e.g. when the output is a terminal).
    public static func line(for landmark: Landmark, cleanField: (String) -> String = { $0 }) -> String {
        let fields = [
            String(landmark.id), landmark.name, landmark.park, landmark.state,
            landmark.category.rawValue, landmark.isFavorite ? "yes" : "no",
        ]
        return fields.map { cleanField(flattened($0)) }.joined(separator: "\t")
    }

    private static func flattened(_ field: String) -> String {
        String(field.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
}
