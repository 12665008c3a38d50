import Foundation

/// The persisted settings: typed access through `Setting`, and every other key kept as it was read.
package struct Settings: Equatable, Sendable {
    private var members: [String: JSONValue]

    package init() {
        members = [:]
    }

    /// Decodes a state file's content: a JSON object.
    ///
    /// - Throws: when the data is not a JSON object.
    package init(json data: Data) throws {
        try JSONNestingGuard.check(data)
        members = try JSONDecoder().decode([String: JSONValue].self, from: data)
    }

    /// The state file's content: pretty, with sorted keys so that changes diff well.
    package func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(members) + Data("\n".utf8)
    }

    package subscript<Value>(setting: Setting<Value>) -> Value {
        get { members[setting.key.rawValue].flatMap(Value.init(json:)) ?? setting.defaultValue }
        set { members[setting.key.rawValue] = newValue.json }
    }
}
