import LandmarksCore

/// A full-screen view on the navigation stack.
public protocol Screen: AnyObject {
    /// Which key bindings apply while this screen is on top.
    var kind: ScreenKind { get }
    /// Draws the whole screen into `surface`.
    func draw(in surface: inout Surface)
    /// Acts on an intent from the key map.
    func handle(_ intent: Intent)
    /// Called when the screen is on top again after the one above it closed.
    func willAppear()
    /// Acts on a click, double click or wheel notch; by default the wheel moves as ↑/↓ do.
    func handle(_ mouse: MouseEvent)
    /// Takes typed text that no key binding claims, e.g. into a search field.
    ///
    /// - Returns: whether the screen used it.
    func insertText(_ text: String) -> Bool
}

extension Screen {
    public func willAppear() {}

    public func insertText(_ text: String) -> Bool { false }

    public func handle(_ mouse: MouseEvent) {
        mouse.wheelIntents.forEach(handle)
    }
}
