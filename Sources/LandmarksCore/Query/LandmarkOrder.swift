import Foundation

/// The orders the list can show landmarks in; `s` cycles through them.
package enum LandmarkOrder: String, CaseIterable, Sendable {
    case file
    case name
    case state
    case category

    /// How the title names the order, e.g. `by name`.
    package var title: String {
        switch self {
        case .file: "file order"
        case .name: "by name"
        case .state: "by state"
        case .category: "by category"
        }
    }

    /// The order after this one.
    package var next: LandmarkOrder {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// `indices` of `store` in this order; equal landmarks keep the order they came in.
    ///
    /// - Parameter locale: the user's collation (a Danish one puts `Ørn` after `Zebra`, an English one
    ///   beside `Oak`); nil compares simply, ignoring case and accents, with other letters in
    ///   Unicode order.
    package func sorted(_ indices: [Int], in store: LandmarkStore, locale: Locale? = nil) -> [Int] {
        guard self != .file else { return indices }
        // Without a locale the folded keys are made once, not at every comparison.
        func key(_ text: String) -> String { locale == nil ? Self.sortKey(text) : text }
        let keys = indices.map { index -> [String] in
            let landmark = store[index]
            switch self {
            case .file, .name: return [key(landmark.name)]
            case .state: return [key(landmark.state), key(landmark.name)]
            case .category: return [key(landmark.category.rawValue), key(landmark.name)]
            }
        }
        func order(_ a: String, _ b: String) -> ComparisonResult {
            if let locale { return a.compare(b, options: [.caseInsensitive], range: nil, locale: locale) }
            return a == b ? .orderedSame : a < b ? .orderedAscending : .orderedDescending
        }
        return indices.indices.sorted { a, b in
            for (left, right) in zip(keys[a], keys[b]) {
                let result = order(left, right)
                if result != .orderedSame { return result == .orderedAscending }
            }
            return a < b
        }.map { indices[$0] }
    }

    /// A simple Unicode-aware key: case and accents ignored, so `Éclair` sorts with the `E`s.
    static func sortKey(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The collation the environment asks for (`LC_ALL`, else `LC_COLLATE`, else `LANG`), or nil for
    /// the C and POSIX locales and when none is set.
    package static func collation(environment: [String: String]) -> Locale? {
        let name = ["LC_ALL", "LC_COLLATE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let language = String(name.prefix { $0 != "." && $0 != "@" })
        guard !language.isEmpty, language != "C", language != "POSIX" else { return nil }
        return Locale(identifier: language)
    }
}

// MARK: - SettingValue

extension LandmarkOrder: SettingValue {
    package init?(json: JSONValue) {
        guard case .string(let raw) = json else { return nil }
        self.init(rawValue: raw)
    }

    package var json: JSONValue { .string(rawValue) }
}
