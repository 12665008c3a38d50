import Foundation

/// Where a catalog comes from.
package enum CatalogSource: Sendable, Equatable {
    /// A regular file, which can be read again (its long texts are, when shown).
    case file(URL)
    /// A pipe or device named as a file (`--data <(zcat big.json.gz)`): read once, as standard
    /// input is; it has no photos.
    case namedPipe(URL)
    /// A pipe or file given as standard input; it has no photos.
    case standardInput

    /// The file, if it is one.
    package var file: URL? {
        if case .file(let url) = self { url } else { nil }
    }

    /// How errors name it.
    package var name: String {
        switch self {
        case .file(let url), .namedPipe(let url): url.relativePath
        case .standardInput: "standard input"
        }
    }
}
