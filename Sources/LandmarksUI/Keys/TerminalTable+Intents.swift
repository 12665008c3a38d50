import TerminalKit

extension TerminalTable {
    /// The move a movement intent asks of the selection (a row, a page, a section, either end); nil for
    /// any other intent.
    func move(for intent: Intent) -> TableMove? {
        switch intent {
        case .moveUp: .rows(-1)
        case .moveDown: .rows(1)
        case .pageUp: .pages(-1)
        case .pageDown: .pages(1)
        case .moveToFirst: .first
        case .moveToLast: .last
        case .halfPageUp: .rows(-max(viewportHeight / 2, 1))
        case .halfPageDown: .rows(max(viewportHeight / 2, 1))
        case .nextSection: .nextSection
        case .previousSection: .previousSection
        default: nil
        }
    }

    /// Moves the table's own selection as a movement intent asks.
    ///
    /// - Returns: whether `intent` was a movement.
    @discardableResult
    func moveSelection(for intent: Intent) -> Bool {
        guard let move = move(for: intent) else { return false }
        moveSelection(move)
        return true
    }

    /// Scrolls a read-only table as a movement intent asks (a line, a page, either end).
    ///
    /// - Returns: whether `intent` was a movement.
    @discardableResult
    func scroll(for intent: Intent) -> Bool {
        switch intent {
        case .moveUp: scroll(by: -1)
        case .moveDown: scroll(by: 1)
        case .pageUp: scroll(pages: -1)
        case .pageDown: scroll(pages: 1)
        case .moveToFirst: scroll(by: -numberOfLines)
        case .moveToLast: scroll(by: numberOfLines)
        case .halfPageUp: scroll(by: -max(viewportHeight / 2, 1))
        case .halfPageDown: scroll(by: max(viewportHeight / 2, 1))
        default: return false
        }
        return true
    }
}
