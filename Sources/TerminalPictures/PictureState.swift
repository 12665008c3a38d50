import TerminalKit

/// Where a picture is on its way to the screen.
public enum PictureState: Equatable, Sendable {
    /// Not drawn yet: its area shows a quiet placeholder meanwhile.
    case loading
    case ready(Surface)
    /// It cannot be shown; the reason goes into a placeholder.
    case failed(PictureError)
}
