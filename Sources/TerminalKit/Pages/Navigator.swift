/// The stack of pages; the top one is drawn and receives the keys.
public final class Navigator<Action: Hashable & Sendable> {
    public private(set) var pages: [any Page<Action>] = []

    public init() {}

    public var top: (any Page<Action>)? { pages.last }

    public func push(_ page: any Page<Action>) {
        pages.append(page)
    }

    /// Closes the top page, unless it is the root, and tells the one below that it shows again.
    ///
    /// - Returns: whether a page was closed.
    @discardableResult
    public func pop() -> Bool {
        guard pages.count > 1 else { return false }
        pages.removeLast()
        top?.willAppear()
        return true
    }

    /// Closes every page above the root, and tells the root once that it shows again.
    public func popToRoot() {
        guard pages.count > 1 else { return }
        pages.removeLast(pages.count - 1)
        top?.willAppear()
    }
}
