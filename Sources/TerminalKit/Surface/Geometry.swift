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

    /// The part of this rectangle that lies inside `other`; empty (zero size) when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(x + width, other.x + other.width)
        let bottom = min(y + height, other.y + other.height)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the rectangle holds no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// This rectangle moved `x` columns right and `y` lines down.
    func offset(x: Int, y: Int) -> Rect {
        Rect(x: self.x + x, y: self.y + y, width: width, height: height)
    }

    /// Whether the cell at `x`, `y` lies inside.
    public func contains(x: Int, y: Int) -> Bool {
        x >= self.x && x < self.x + width && y >= self.y && y < self.y + height
    }
}

/// A terminal's size in columns and lines.
public struct Size: Equatable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
}
