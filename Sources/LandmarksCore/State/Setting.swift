/// The name of every setting in the state file; the only place these names are spelled.
public enum SettingKey: String, CaseIterable, Sendable {
    /// Favourite landmark ids, in the user's order.
    case favoriteLandmarks
    /// Photo ratings the user set, by photo id.
    case photoRatings
    /// Whether the list shows favourites only.
    case favoritesOnly
    /// The landmark selected when the app last ran.
    case selectedLandmark
    /// The list's order.
    case sortOrder
    /// Whether the list shows category sections.
    case categoryView
}

/// A setting: its key, the type of its value and the value it has until the user changes it.
public struct Setting<Value: SettingValue>: Sendable {
    public let key: SettingKey
    public let defaultValue: Value

    /// Favourite landmark ids in the user's order; nil until the user first changes a favourite,
    /// so that the data file's `isFavorite` marks apply.
    public static var favoriteLandmarks: Setting<[Int]?> { .init(key: .favoriteLandmarks, defaultValue: nil) }
    public static var photoRatings: Setting<[Int: Int]> { .init(key: .photoRatings, defaultValue: [:]) }
    public static var favoritesOnly: Setting<Bool> { .init(key: .favoritesOnly, defaultValue: false) }
    public static var selectedLandmark: Setting<Int?> { .init(key: .selectedLandmark, defaultValue: nil) }
    public static var sortOrder: Setting<LandmarkOrder> { .init(key: .sortOrder, defaultValue: .file) }
    public static var categoryView: Setting<Bool> { .init(key: .categoryView, defaultValue: false) }
}

/// A value a setting can hold, converted to and from JSON; a stored value of the wrong shape reads as nil.
public protocol SettingValue: Equatable, Sendable {
    init?(json: JSONValue)
    var json: JSONValue { get }
}

extension Bool: SettingValue {
    public init?(json: JSONValue) {
        guard case .bool(let value) = json else { return nil }
        self = value
    }
    public var json: JSONValue { .bool(self) }
}

extension Int: SettingValue {
    public init?(json: JSONValue) {
        guard let value = json.intValue else { return nil }
        self = value
    }
    public var json: JSONValue { .integer(self) }
}

extension Optional: SettingValue where Wrapped: SettingValue {
    public init?(json: JSONValue) {
        if case .null = json {
            self = .none
        } else if let value = Wrapped(json: json) {
            self = .some(value)
        } else {
            return nil
        }
    }
    public var json: JSONValue { map(\.json) ?? .null }
}

extension Array: SettingValue where Element: SettingValue {
    public init?(json: JSONValue) {
        guard case .array(let values) = json else { return nil }
        // Elements of the wrong type are dropped rather than losing the whole list.
        self = values.compactMap(Element.init(json:))
    }
    public var json: JSONValue { .array(map(\.json)) }
}

/// JSON object keys are strings, so an `[Int: Int]` is stored as `{"12": 4}`.
extension Dictionary: SettingValue where Key == Int, Value == Int {
    public init?(json: JSONValue) {
        guard case .object(let members) = json else { return nil }
        self = [:]
        for (key, value) in members {
            if let key = Int(key), let value = value.intValue { self[key] = value }
        }
    }
    public var json: JSONValue {
        .object(Dictionary<String, JSONValue>(uniqueKeysWithValues: map { (String($0.key), $0.value.json) }))
    }
}
