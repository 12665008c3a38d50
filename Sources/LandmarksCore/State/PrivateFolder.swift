import Foundation
import Glibc

/// Creates folders only their owner can enter (0700), as the XDG base-directory specification asks
/// of the folders an app makes for its state and cache.
package enum PrivateFolder {
    /// A folder that could not be made, and the system's reason.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// Creates `path` and any missing folder above it, each 0700; folders that exist stay as they are.
    package static func create(_ path: String) throws(Failure) {
        var missing: [String] = []
        var folder = (path as NSString).standardizingPath
        while !folder.isEmpty, folder != "/", !FileManager.default.fileExists(atPath: folder) {
            missing.append(folder)
            folder = (folder as NSString).deletingLastPathComponent
        }
        for folder in missing.reversed() where mkdir(folder, 0o700) != 0 && errno != EEXIST {
            throw Failure(description: String(cString: strerror(errno)))
        }
    }
}
