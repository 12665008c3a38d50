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
        return store.ranking(self, locale: locale).sorted(indices)
    }

    /// Appends the key the landmark at `index` is ordered by to `key`: its fields' keys in
    /// `collation`, most significant first (the name last), joined with a zero byte.
    func appendKey(ofLandmarkAt index: Int, in landmarks: LandmarkColumns, collation: Collation, to key: inout [UInt8]) {
        let group: LandmarkColumns.Field? =
            switch self {
            case .file, .name: nil
            case .state: .state
            case .category: .category
            }
        if let group {
            landmarks.withBytes(of: group, at: index) { collation.appendKey(of: $0, to: &key) }
            key.append(0)
        }
        landmarks.withBytes(of: .name, at: index) { collation.appendKey(of: $0, to: &key) }
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
