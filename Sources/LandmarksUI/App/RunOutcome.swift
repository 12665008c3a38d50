/// How a run of the app ended: the exit status to use.
public enum RunOutcome: Equatable, Sendable {
    case quit
    case signal(Int32)
    case endOfInput

    public var exitStatus: Int32 {
        switch self {
        case .quit, .endOfInput: 0
        case .signal(let signal): 128 + signal
        }
    }
}
