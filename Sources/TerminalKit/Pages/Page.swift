/// A full-screen view on a `Navigator`'s stack: it draws itself, names its keys and acts on them.
public protocol Page<Action>: AnyObject {
    associatedtype Action: Hashable & Sendable
    /// The keys that apply now; it may change with the focus, e.g. while a search field is open.
    var keyMap: KeyMap<Action> { get }
    /// Whether `action` can act now; a disabled one does nothing and leaves the footer.
    func isEnabled(_ action: Action) -> Bool
    /// Why `action` cannot act now, in a few words for the footer; nil to say nothing.
    func reasonDisabled(_ action: Action) -> String?
    /// Draws the whole page into `surface`.
    func draw(in surface: inout Surface)
    /// Acts on an action from the key map.
    func handle(_ action: Action)
    /// Acts on a click, double click or wheel notch.
    func handle(_ mouse: MouseEvent)
    /// Takes typed text that no key binding claims, e.g. into a search field.
    ///
    /// - Returns: whether the page used it.
    func insertText(_ text: String) -> Bool
    /// Called when the page is on top again after the one above it closed.
    func willAppear()
    /// Whether the frame just drawn was a quick one ahead of the work a key asked for (the typed letter
    /// shown before a long search): another follows once the keys already typed are taken.
    var wantsAnotherFrame: Bool { get }
}

extension Page {
    public func isEnabled(_ action: Action) -> Bool { true }

    public func reasonDisabled(_ action: Action) -> String? { nil }

    public func handle(_ mouse: MouseEvent) {}

    public func insertText(_ text: String) -> Bool { false }

    public func willAppear() {}

    public var wantsAnotherFrame: Bool { false }

    /// The footer hints of the keys that can act now.
    public var footerHints: [KeyHint] {
        keyMap.footerHints(isEnabled: isEnabled)
    }

    /// The action `key` asks for on this page now, if any.
    @inlinable
    public func action(for key: Key) -> Action? {
        keyMap.action(for: key, isEnabled: isEnabled)
    }

    /// Why `key` does nothing here now, when it is a key of this page that cannot act.
    public func reasonKeyDoesNothing(_ key: Key) -> String? {
        keyMap.disabledAction(for: key, isEnabled: isEnabled).flatMap(reasonDisabled)
    }
}
