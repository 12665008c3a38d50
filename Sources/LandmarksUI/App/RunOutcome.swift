/// How a run of the app ended: the exit status to use.
package enum RunOutcome: Equatable, Sendable {
    case quit
    /// A picker's choice (`landmarks pick`): the store index of the landmark chosen.
    case picked(Int)
    case signal(Int32)
    case endOfInput
    /// The catalog, still being read while the app ran, turned out to be bad: the one-line error.
    case badCatalog(String)

    package var exitStatus: Int32 {
        switch self {
        case .quit, .endOfInput, .picked: 0
        case .badCatalog: 1
        case .signal(let signal): 128 + signal
        }
    }
}
