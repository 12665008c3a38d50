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
}

extension Screen {
    public func willAppear() {}
}
