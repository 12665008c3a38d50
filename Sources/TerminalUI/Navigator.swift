/// The stack of screens; the top one is drawn and receives intents.
public final class Navigator {
    public private(set) var screens: [any Screen] = []

    public init() {}

    public var top: (any Screen)? { screens.last }

    public func push(_ screen: any Screen) {
        screens.append(screen)
    }

    /// Closes the top screen, unless it is the root, and tells the one below that it shows again.
    public func pop() {
        guard screens.count > 1 else { return }
        screens.removeLast()
        top?.willAppear()
    }
}
