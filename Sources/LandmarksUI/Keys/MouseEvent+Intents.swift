import TerminalKit

extension MouseEvent {
    /// What a wheel notch asks for: `MouseEvent.wheelStep` moves up or down; nothing for a click.
    var wheelIntents: [Intent] {
        Array(repeating: wheelRows < 0 ? .moveUp : .moveDown, count: abs(wheelRows))
    }
}
