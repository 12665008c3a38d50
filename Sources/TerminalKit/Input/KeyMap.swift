/// The keys of one context (a page, or a part of it with the focus), turned into actions; the footer
/// hints and the help are generated from the same bindings, so they cannot drift from the keys.
///
/// A binding can be disabled for the moment (e.g. a command that needs a selection): its keys then
/// do nothing and it leaves the footer; the help still lists it, marked as unavailable.
public struct KeyMap<Action: Hashable & Sendable>: Sendable {
    public let bindings: [KeyBinding<Action>]
    /// The positions in `bindings` of those that have each key, in order: a key finds its binding
    /// without comparing it with every key of the map.
    @usableFromInline let bindingsWithKey: [Key: [Int]]

    public init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
        var positions: [Key: [Int]] = [:]
        for (position, binding) in bindings.enumerated() {
            for key in Set(binding.keys) { positions[key, default: []].append(position) }
        }
        bindingsWithKey = positions
    }

    /// The action of the first enabled binding that has `key`, if any. (Inlinable: made for the app's
    /// own actions where it is called, rather than generic at every key.)
    @inlinable
    public func action(for key: Key, isEnabled: (Action) -> Bool = { _ in true }) -> Action? {
        // A plain loop: a lazy map's generic metadata was made again at every key (3 % of a key's CPU).
        guard let indices = bindingsWithKey[key] else { return nil }
        for index in indices where isEnabled(bindings[index].action) { return bindings[index].action }
        return nil
    }

    /// The action of a binding that has `key` but cannot act now, when no enabled one has it: the key
    /// is known, and the page may say why it does nothing.
    public func disabledAction(for key: Key, isEnabled: (Action) -> Bool) -> Action? {
        guard action(for: key, isEnabled: isEnabled) == nil else { return nil }
        return bindingsWithKey[key]?.first.map { bindings[$0].action }
    }

    /// Footer hints of the enabled bindings, e.g. `↑↓ move`, `Enter open`.
    public func footerHints(isEnabled: (Action) -> Bool = { _ in true }) -> [KeyHint] {
        var hints: [(keys: String, group: String)] = []
        for binding in bindings where isEnabled(binding.action) {
            guard let group = binding.footerGroup, let keys = binding.footerKeys ?? binding.keys.first?.displayName
            else { continue }
            if let last = hints.last, last.group == group {
                hints[hints.count - 1].keys += keys
            } else {
                hints.append((keys, group))
            }
        }
        return hints.map { KeyHint(keys: $0.keys, action: $0.group) }
    }

    /// Every binding as a help line, e.g. `↓ j` · `move down`.
    public func helpLines(isEnabled: (Action) -> Bool = { _ in true }) -> [KeyHelpLine] {
        bindings.map { binding in
            KeyHelpLine(
                keys: binding.keys.map(\.displayName).joined(separator: " "), help: binding.help,
                isEnabled: isEnabled(binding.action))
        }
    }
}

/// One hint of the footer, e.g. keys `↑↓`, action `move`.
public struct KeyHint: Equatable, Sendable {
    public let keys: String
    public let action: String

    public init(keys: String, action: String) {
        self.keys = keys
        self.action = action
    }
}

/// One line of the help: the keys, what they do, and whether they can act now.
public struct KeyHelpLine: Equatable, Sendable {
    public let keys: String
    public let help: String
    public let isEnabled: Bool

    public init(keys: String, help: String, isEnabled: Bool = true) {
        self.keys = keys
        self.help = help
        self.isEnabled = isEnabled
    }
}
