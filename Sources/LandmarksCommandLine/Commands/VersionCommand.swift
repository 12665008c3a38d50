/// `landmarks --version`.
package struct VersionCommand: RunnableCommand, Equatable {
    /// The program's version.
    package static let version = "0.2.0"

    package init() {}

    package func run() {
        print("landmarks \(Self.version)")
    }
}
