/// Keys that ask for one action, and how the help and the footer describe it.
public struct KeyBinding<Action: Hashable & Sendable>: Sendable {
    public let action: Action
    public let keys: [Key]
    /// What it does, for the help, e.g. `open the selected photo`.
    public let help: String
    /// Footer hints with the same `footerGroup` merge into one, e.g. `↑↓ move`; nil keeps it out.
    public let footerGroup: String?
    /// How the footer writes the keys, when not by the first key's name, e.g. `0-5`.
    public let footerKeys: String?

    public init(
        _ action: Action, _ keys: [Key], _ help: String, footer footerGroup: String? = nil, footerKeys: String? = nil
    ) {
        self.action = action
        self.keys = keys
        self.help = help
        self.footerGroup = footerGroup
        self.footerKeys = footerKeys
    }
}
