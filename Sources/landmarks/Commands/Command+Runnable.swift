import Foundation
import LandmarksCommandLine

extension Command {
    /// The command the arguments after the program name ask for, ready to run.
    ///
    /// - Throws: a usage failure (status 2) pointing to the help when they do not parse.
    static func runnable(
        parsing arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(CommandFailure) -> any RunnableCommand {
        do {
            return try parse(arguments).runnable(environment: environment)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The type that runs this command; `photos` lists your photos when the environment names their folder.
    func runnable(environment: [String: String] = ProcessInfo.processInfo.environment) -> any RunnableCommand {
        switch self {
        case .interactive(let sources, let usesColor, let usesMouse, let pictures, let theme):
            return BrowseCommand(
                sources: sources, usesColor: usesColor, usesMouse: usesMouse, pictures: pictureMode(pictures, environment),
                lightBackground: themeChoice(theme, environment).isLight(environment: environment))
        case .pick(let search, let searchMode, let json, let sources, let usesColor, let usesMouse, let pictures, let theme):
            return BrowseCommand(
                sources: sources, usesColor: usesColor, usesMouse: usesMouse, pictures: pictureMode(pictures, environment),
                lightBackground: themeChoice(theme, environment).isLight(environment: environment),
                picking: BrowseCommand.Picking(search: search, searchMode: searchMode, json: json))
        case .list(let favoritesOnly, let search, let searchMode, let order, let format, let problems, let header, let fields, let sources):
            return ListCommand(
                favoritesOnly: favoritesOnly, search: search, searchMode: searchMode, order: order, format: format, sources: sources,
                problems: problems,
                header: header, fields: fields)
        case .photos(let landmarkID, let json, let listing, let header, let sources):
            guard let folder = LibraryOpening(sources, environment: environment).photoFolder else {
                return PhotosCommand(landmarkID: landmarkID, json: json, listing: listing, sources: sources, header: header)
            }
            return YourPhotosCommand(
                landmarkID: landmarkID, json: json, listing: listing, sources: sources, folder: folder, header: header)
        case .show(let picture, let columns, let rows, let colors, let pictures, let sources):
            return ShowCommand(
                picture: picture, columns: columns, rows: rows, colors: colors, pictures: pictures, sources: sources,
                photoFolder: LibraryOpening(sources, environment: environment).photoFolder)
        case .map(let landmarkID, let columns, let rows, let search, let searchMode, let sources):
            return MapCommand(
                landmarkID: landmarkID, columns: columns, rows: rows, search: search, searchMode: searchMode, sources: sources,
                photoFolder: LibraryOpening(sources, environment: environment).photoFolder)
        case .help:
            return HelpCommand()
        case .version:
            return VersionCommand()
        }
    }

    /// The pictures asked for, else `$LANDMARKS_PICTURES`, else `auto`.
    private func pictureMode(_ mode: PictureMode?, _ environment: [String: String]) -> PictureMode {
        mode ?? environment["LANDMARKS_PICTURES"].flatMap(PictureMode.init(rawValue:)) ?? .auto
    }

    /// The theme asked for, else `$LANDMARKS_THEME`, else `auto`.
    private func themeChoice(_ theme: ThemeChoice?, _ environment: [String: String]) -> ThemeChoice {
        theme ?? environment["LANDMARKS_THEME"].flatMap(ThemeChoice.init(rawValue:)) ?? .auto
    }
}
