import TerminalKit

extension TerminalTable {
    /// Moves the selection as a movement intent asks (a row, a page, a section, either end).
    ///
    /// - Returns: whether `intent` was a movement.
    @discardableResult
    func moveSelection(for intent: Intent) -> Bool {
        switch intent {
        case .moveUp: moveSelection(by: -1)
        case .moveDown: moveSelection(by: 1)
        case .pageUp: moveSelection(pages: -1)
        case .pageDown: moveSelection(pages: 1)
        case .moveToFirst: selectFirst()
        case .moveToLast: selectLast()
        case .halfPageUp: moveSelection(by: -max(viewportHeight / 2, 1))
        case .halfPageDown: moveSelection(by: max(viewportHeight / 2, 1))
        case .nextSection: selectNextSection()
        case .previousSection: selectPreviousSection()
        default: return false
        }
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
