/// A rectangle of terminal cells.
public struct Rect: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The one-line rectangle at row `line` of this one.
    public func line(_ line: Int) -> Rect {
        Rect(x: x, y: y + line, width: width, height: 1)
    }

    /// This rectangle less `left` columns on the left and `right` on the right.
    public func inset(left: Int = 0, right: Int = 0) -> Rect {
        Rect(x: x + left, y: y, width: width - left - right, height: height)
    }
}
