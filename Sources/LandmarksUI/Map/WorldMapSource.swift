import Foundation
import WorldMap

/// The world map's outlines, read from their file the first time a map is shown.
package final class WorldMapSource {
    private let url: URL?
    private var loaded: Result<OutlineIndex, MapFileError>?

    /// - Parameter url: the map file; nil when there is none (maps then show the landmarks alone).
    package init(url: URL?) {
        self.url = url
    }

    /// A source with outlines already read, e.g. for tests.
    package init(_ outlines: OutlineIndex) {
        url = nil
        loaded = .success(outlines)
    }

    /// The outlines, or why there are none.
    package var outlines: Result<OutlineIndex, MapFileError> {
        if let loaded { return loaded }
        let result: Result<OutlineIndex, MapFileError>
        if let url {
            result = Result { () throws(MapFileError) in OutlineIndex(try MapOutlines.load(from: url)) }
        } else {
            result = .failure(MapFileError(file: MapOutlines.fileName, problem: "not found"))
        }
        loaded = result
        return result
    }
}
