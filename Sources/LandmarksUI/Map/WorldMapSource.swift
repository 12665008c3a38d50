import Foundation
import Gazetteer
import WorldMap

/// The world map's outlines, read from their file the first time a map is shown.
package final class WorldMapSource {
    private let url: URL?
    private var loaded: Result<OutlineIndex, GeoFileError>?

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
    package var outlines: Result<OutlineIndex, GeoFileError> {
        if let loaded { return loaded }
        let result: Result<OutlineIndex, GeoFileError>
        if let url {
            result = Result { () throws(GeoFileError) in OutlineIndex(try MapOutlines.load(from: url)) }
        } else {
            result = .failure(GeoFileError(file: MapOutlines.fileName, problem: "not found"))
        }
        loaded = result
        return result
    }
}
