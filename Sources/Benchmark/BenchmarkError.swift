import Glibc

/// Why the harness could not measure something; printed as one line on stderr.
enum BenchmarkError: Error, CustomStringConvertible {
    /// A system call failed: what was called and its errno.
    case system(String, Int32)
    /// The command line is wrong; the usage follows the message.
    case usage(String)
    /// Anything else, said in full.
    case failed(String)

    var description: String {
        switch self {
        case .system(let call, let code): "\(call): \(String(cString: strerror(code)))"
        case .usage(let message): message
        case .failed(let message): message
        }
    }
}
