import Foundation

/// The app's folder for what it can make again (the index of a photo folder, a KMZ's images), as the
/// XDG base directory spec names it: `$XDG_CACHE_HOME/landmarks`, else `~/.cache/landmarks`.
enum CacheFolder {
    /// The folder's path; nil when neither `XDG_CACHE_HOME` nor `HOME` is an absolute path.
    static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") { return cacheHome + "/landmarks" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/landmarks" }
        return nil
    }
}
