import Foundation

/// A column `landmarks list` can print (`--fields`), in the order asked for.
package enum ListField: String, CaseIterable, Sendable {
    case id, name, park, city, state, category, favorite, latitude, longitude

    /// The columns printed without `--fields`.
    package static let standard: [ListField] = [.id, .name, .park, .state, .category, .favorite]

    /// The fields `text` names, comma-separated (`name,city,latitude`).
    ///
    /// - Throws: a usage error naming a field that is none, and the fields there are.
    static func parse(_ text: String) throws(Command.UsageError) -> [ListField] {
        var fields: [ListField] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let field = ListField(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased()) else {
                let known = allCases.map(\.rawValue).joined(separator: ", ")
                throw Command.UsageError(message: "--fields: '\(name)' is no field; the fields are \(known)")
            }
            fields.append(field)
        }
        return fields
    }
}
