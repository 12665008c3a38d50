import Foundation

/// The orders the list can show landmarks in; `s` cycles through them.
public enum SortOrder: String, CaseIterable, Sendable {
    case file
    case name
    case state
    case category

    /// How the title names the order, e.g. `by name`.
    public var title: String {
        switch self {
        case .file: "file order"
        case .name: "by name"
        case .state: "by state"
        case .category: "by category"
        }
    }

    /// The order after this one.
    public var next: SortOrder {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// `indices` of `store` in this order; equal landmarks keep the order they came in.
    public func sorted(_ indices: [Int], in store: LandmarkStore) -> [Int] {
        guard self != .file else { return indices }
        let keys = indices.map { index -> [String] in
            let landmark = store[index]
            let name = Self.sortKey(landmark.name)
            switch self {
            case .file, .name: return [name]
            case .state: return [Self.sortKey(landmark.state), name]
            case .category: return [Self.sortKey(landmark.category.rawValue), name]
            }
        }
        return indices.indices.sorted { a, b in
            keys[a] == keys[b] ? a < b : keys[a].lexicographicallyPrecedes(keys[b])
        }.map { indices[$0] }
    }

    /// A simple Unicode-aware key: case and accents ignored, so `Éclair` sorts with the `E`s.
    static func sortKey(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}

// MARK: - SettingValue

extension SortOrder: SettingValue {
    public init?(json: JSONValue) {
        guard case .string(let raw) = json else { return nil }
        self.init(rawValue: raw)
    }

    public var json: JSONValue { .string(rawValue) }
}
