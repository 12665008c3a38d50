import Foundation

/// The settings file, `state.json` in a state folder, shared safely by every running instance.
///
/// Each change is applied to the file's current content under an exclusive lock and written
/// atomically, so two instances never lose each other's changes and a kill never truncates it.
package final class StateFile {
    /// A problem worth telling the user about, in one line.
    package struct Warning: Error, Equatable, Sendable, CustomStringConvertible {
        package let description: String

        package init(description: String) {
            self.description = description
        }
    }

    package let folder: String
    /// Made once: it is looked at (`stat`) at every key.
    package let path: String
    /// A separate lock file, because `rename` replaces the state file and any lock held on it.
    private let lockPath: String
    /// The file as last read or written here, to notice changes made by another instance.
    private var lastSeen: FileIdentity?
    private let now: () -> Date

    /// - Parameter now: the clock that names a corrupt file moved aside.
    package init(folder: String, now: @escaping () -> Date = Date.init) {
        self.folder = folder
        path = (folder as NSString).appendingPathComponent("state.json")
        lockPath = (folder as NSString).appendingPathComponent("state.lock")
        self.now = now
    }

    /// The folder named by the XDG base directory spec: `$XDG_STATE_HOME/landmarks`, else
    /// `~/.local/state/landmarks`; nil when neither can be found.
    package static func defaultFolder(environment: [String: String]) -> String? {
        if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
            return (stateHome as NSString).appendingPathComponent("landmarks")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return (home as NSString).appendingPathComponent(".local/state/landmarks")
    }

    /// Reads the settings without changing anything; a missing file gives defaults.
    ///
    /// - Throws: `Warning` when the file exists but is not a valid state file.
    package func read() throws -> Settings {
        switch readCurrent() {
        case .missing: return Settings()
        case .valid(let settings): return settings
        case .corrupt(let reason), .unreadable(let reason):
            throw Warning(description: "\(path): \(reason); using defaults")
        }
    }

    /// Reads the settings at start; a corrupt file is moved aside (kept) and defaults are used.
    ///
    /// - Returns: the settings, and a warning when the file was corrupt.
    package func load() -> (settings: Settings, warning: Warning?) {
        let lock = FileLock(path: lockPath)
        defer { lock?.release() }
        if lock != nil { removeTemporaryFiles() }
        switch readCurrent() {
        case .missing: return (Settings(), nil)
        case .valid(let settings): return (settings, nil)
        case .corrupt(let reason): return (Settings(), moveAside(because: reason))
        case .unreadable(let reason):
            return (Settings(), Warning(description: "state.json \(reason); starting with defaults (in \(folder))"))
        }
    }

    /// Applies `change` to the file's current content and writes the result, under the lock.
    ///
    /// - Returns: the settings now in the file, with every instance's changes, and a warning when a
    ///   corrupt file had to be moved aside first.
    /// - Throws: `Warning` when the folder or the file cannot be written.
    package func update(_ change: (inout Settings) -> Void) throws -> (settings: Settings, warning: Warning?) {
        do {
            try PrivateFolder.create(folder)
        } catch {
            throw Warning(description: "changes are not saved: cannot create \(folder): \(error)")
        }
        guard let lock = FileLock(path: lockPath) else {
            throw Warning(description: "changes are not saved: cannot write in \(folder): \(String(cString: strerror(errno)))")
        }
        defer { lock.release() }
        var settings = Settings()
        var warning: Warning?
        switch readCurrent() {
        case .missing: break
        case .valid(let current): settings = current
        case .corrupt(let reason): warning = moveAside(because: reason)
        case .unreadable(let reason):
            // Not the content's fault: keep the file as it is rather than replace what may be fine.
            throw Warning(description: "changes are not saved: state.json \(reason) (in \(folder))")
        }
        change(&settings)
        do {
            try AtomicFile.write(settings.jsonData(), to: path)
        } catch {
            throw Warning(description: "changes are not saved: \(Self.reason(of: error))")
        }
        lastSeen = FileIdentity(path: path)
        return (settings, warning)
    }

    /// The settings, when another instance changed the file since it was last read or written here.
    package func reloadIfChanged() -> Settings? {
        let identity = FileIdentity(path: path)
        guard identity != lastSeen else { return nil }
        guard case .valid(let settings) = readCurrent() else { return nil }
        return settings
    }

    // MARK: - Private

    private enum Content {
        case missing
        case valid(Settings)
        /// Read, but not a state file: it is moved aside.
        case corrupt(String)
        /// Not readable at all (permissions, a folder, an I/O error): it is left alone.
        case unreadable(String)
    }

    private func readCurrent() -> Content {
        lastSeen = FileIdentity(path: path)
        guard FileManager.default.fileExists(atPath: path) else { return .missing }
        guard let data = FileManager.default.contents(atPath: path) else { return .unreadable("cannot be read") }
        guard let settings = try? Settings(json: data) else { return .corrupt("is not a JSON object") }
        return .valid(settings)
    }

    /// Removes temporary files left by a writer killed mid-write; only called under the lock, when no
    /// writer can be at work.
    private func removeTemporaryFiles() {
        let prefix = "state.json.tmp-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasPrefix(prefix) {
            unlink((folder as NSString).appendingPathComponent(name))
        }
    }

    /// Renames a corrupt file to `state.json.corrupt-<UTC time>`, keeping it for the user to inspect.
    private func moveAside(because reason: String) -> Warning {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        var asidePath = "\(path).corrupt-\(formatter.string(from: now()))"
        var suffix = 1
        while FileManager.default.fileExists(atPath: asidePath) {
            suffix += 1
            asidePath = "\(path).corrupt-\(formatter.string(from: now()))-\(suffix)"
        }
        // The file name comes first and the folder last: a narrow screen cuts the end of the line.
        guard rename(path, asidePath) == 0 else {
            return Warning(description: "state.json \(reason) and cannot be moved aside; starting with defaults (in \(folder))")
        }
        lastSeen = FileIdentity(path: path)
        let asideName = (asidePath as NSString).lastPathComponent
        return Warning(description: "state.json \(reason); kept as \(asideName), starting with defaults (in \(folder))")
    }

    private static func reason(of error: any Error) -> String {
        if let failure = error as? AtomicFile.Failure { return failure.description }
        return (error as NSError).localizedDescription
    }
}
