import Foundation
import LandmarksCommandLine
import LandmarksCore

/// What a command works on besides the catalog, found from the command line's sources and the
/// environment: the saved state, and the folder of the user's own photos.
struct LibraryOpening {
    let sources: Command.Sources
    let environment: [String: String]

    init(_ sources: Command.Sources, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.sources = sources
        self.environment = environment
    }

    /// The data file's state file below `--state-dir`, else below the XDG state folder; nil when there
    /// is no home folder.
    var stateFile: StateFile? {
        let base = sources.stateFolder ?? StateFile.defaultFolder(environment: environment)
        return base.map {
            StateFile(
                folder: CatalogStateFolder.folder(
                    base: $0, dataFile: sources.dataPath, bundledFile: BundledData.landmarksURL()?.path))
        }
    }

    /// The landmarks and photos with the saved state applied.
    ///
    /// - Parameter interactive: whether a corrupt state file is moved aside with a notice in the app
    ///   (call it once the screen is up) or only reported on stderr (the script commands never write).
    func library(_ data: (LandmarkStore, PhotoCatalog), interactive: Bool, isLoading: Bool = false) -> LandmarkLibrary {
        let (landmarks, photos) = data
        guard let stateFile else {
            let notice = "no HOME or XDG_STATE_HOME: changes are kept in memory only (use --state-dir DIR)"
            if !interactive { StandardError.warn(notice) }
            return LandmarkLibrary(
                landmarks: landmarks, photos: photos, notice: interactive ? notice : nil, isLoading: isLoading,
                problemsCommand: sources.problemsCommand)
        }
        if interactive {
            let (settings, warning) = stateFile.load()
            return LandmarkLibrary(
                landmarks: landmarks, photos: photos, settings: settings, stateFile: stateFile, notice: warning?.description,
                isLoading: isLoading, problemsCommand: sources.problemsCommand)
        }
        return LandmarkLibrary(landmarks: landmarks, photos: photos, settings: Self.scriptSettings(stateFile))
    }

    /// The saved settings as the script commands see them: read, never written; a bad state file is
    /// reported and left alone.
    var scriptSettings: Settings { Self.scriptSettings(stateFile) }

    private static func scriptSettings(_ stateFile: StateFile?) -> Settings {
        do {
            return try stateFile?.read() ?? Settings()
        } catch {
            StandardError.warn("warning: \(error)")
            return Settings()
        }
    }

    /// The folder of the user's own photos: `--photos DIR`, else `$LANDMARKS_PHOTOS`; nil for neither.
    var photoFolder: String? {
        sources.photoFolder ?? environment["LANDMARKS_PHOTOS"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A scanner of the user's photo folder.
    ///
    /// - Throws: a data failure (status 1) when the folder does not exist or is not a folder.
    static func photoScanner(_ folder: String) throws(CommandFailure) -> PhotoFolderScanner {
        do {
            return try PhotoFolderScanner(folder: folder)
        } catch {
            throw .badData("\(error.path): \(error.reason)")
        }
    }
}
