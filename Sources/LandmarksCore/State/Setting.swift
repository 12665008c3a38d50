/// The name of every setting in the state file; the only place these names are spelled.
package enum SettingKey: String, CaseIterable, Sendable {
    /// Favourite landmark ids, in the user's order.
    case favoriteLandmarks
    /// Photo ratings the user set, by photo id.
    case photoRatings
    /// Ratings of the user's own photos (`--photos`), by fingerprint: size and a hash of the first 64 KiB.
    case yourPhotoRatings
    /// Whether the list shows favourites only.
    case favoritesOnly
    /// The landmark selected when the app last ran.
    case selectedLandmark
    /// The list's order.
    case sortOrder
    /// Whether the list shows category sections.
    case categoryView
    /// Whether the list shows the selected landmark's picture and facts beside it (on wide terminals).
    case previewPane
    /// How the list's search finds words: fuzzily (fzf's way) or exactly.
    case searchMode
}

/// A setting: its key, the type of its value and the value it has until the user changes it.
package struct Setting<Value: SettingValue>: Sendable {
    package let key: SettingKey
    package let defaultValue: Value

    /// Favourite landmark ids in the user's order; nil until the user first changes a favourite,
    /// so that the data file's `isFavorite` marks apply.
    package static var favoriteLandmarks: Setting<[Int]?> { .init(key: .favoriteLandmarks, defaultValue: nil) }
    package static var photoRatings: Setting<[Int: Int]> { .init(key: .photoRatings, defaultValue: [:]) }
    package static var yourPhotoRatings: Setting<RatingsByKey> { .init(key: .yourPhotoRatings, defaultValue: RatingsByKey()) }
    package static var favoritesOnly: Setting<Bool> { .init(key: .favoritesOnly, defaultValue: false) }
    package static var selectedLandmark: Setting<Int?> { .init(key: .selectedLandmark, defaultValue: nil) }
    package static var sortOrder: Setting<LandmarkOrder> { .init(key: .sortOrder, defaultValue: .file) }
    package static var categoryView: Setting<Bool> { .init(key: .categoryView, defaultValue: false) }
    package static var previewPane: Setting<Bool> { .init(key: .previewPane, defaultValue: true) }
    package static var searchMode: Setting<SearchMode> { .init(key: .searchMode, defaultValue: .fuzzy) }
}

/// A value a setting can hold, converted to and from JSON; a stored value of the wrong shape reads as nil.
package protocol SettingValue: Equatable, Sendable {
    init?(json: JSONValue)
    var json: JSONValue { get }
}

extension Bool: SettingValue {
    package init?(json: JSONValue) {
        guard case .bool(let value) = json else { return nil }
        self = value
    }
    package var json: JSONValue { .bool(self) }
}

extension Int: SettingValue {
    package init?(json: JSONValue) {
        guard let value = json.intValue else { return nil }
        self = value
    }
    package var json: JSONValue { .integer(self) }
}

extension Optional: SettingValue where Wrapped: SettingValue {
    package init?(json: JSONValue) {
        if case .null = json {
            self = .none
        } else if let value = Wrapped(json: json) {
            self = .some(value)
        } else {
            return nil
        }
    }
    package var json: JSONValue { map(\.json) ?? .null }
}

extension Array: SettingValue where Element: SettingValue {
    package init?(json: JSONValue) {
        guard case .array(let values) = json else { return nil }
        // Elements of the wrong type are dropped rather than losing the whole list.
        self = values.compactMap(Element.init(json:))
    }
    package var json: JSONValue { .array(map(\.json)) }
}

/// JSON object keys are strings, so an `[Int: Int]` is stored as `{"12": 4}`.
extension Dictionary: SettingValue where Key == Int, Value == Int {
    package init?(json: JSONValue) {
        guard case .object(let members) = json else { return nil }
        self = [:]
        for (key, value) in members {
            if let key = Int(key), let value = value.intValue { self[key] = value }
        }
    }
    package var json: JSONValue {
        .object([String: JSONValue](uniqueKeysWithValues: map { (String($0.key), $0.value.json) }))
    }
}

/// Ratings by a text key (a photo's fingerprint), stored as a JSON object.
package struct RatingsByKey: SettingValue {
    package var values: [String: Int] = [:]

    package init() {}

    package subscript(key: String) -> Int? {
        get { values[key] }
        set { values[key] = newValue }
    }

    package init?(json: JSONValue) {
        guard case .object(let members) = json else { return nil }
        for (key, value) in members {
            if let value = value.intValue { values[key] = value }
        }
    }

    package var json: JSONValue { .object(values.mapValues(\.json)) }
}
