/// How a run of the app ended: the exit status to use.
package enum RunOutcome: Equatable, Sendable {
    case quit
    case signal(Int32)
    case endOfInput

    package var exitStatus: Int32 {
        switch self {
        case .quit, .endOfInput: 0
        case .signal(let signal): 128 + signal
        }
    }
}
