import Foundation
import Gazetteer
import Synchronization
import WorldMap

/// The world map's outlines, read from their file the first time a map is shown, and the names of
/// countries and regions, read from the places file on a thread of their own the first time they are
/// asked for (so that they cost nothing while a catalog loads).
package final class WorldMapSource {
    private let url: URL?
    private var loaded: Result<OutlineIndex, GeoFileError>?
    private let names: AreaNamesLoading

    /// - Parameters:
    ///   - url: the map file; nil when there is none (maps then show the landmarks alone).
    ///   - placesURL: the places file whose countries and regions are named on maps; nil: none.
    ///   - onNamesRead: called on the reading thread once the names are there, for a map drawn without them.
    package init(url: URL?, placesURL: URL? = nil, onNamesRead: @escaping @Sendable () -> Void = {}) {
        self.url = url
        names = AreaNamesLoading(placesURL, onRead: onNamesRead)
    }

    /// A source with outlines already read, e.g. for tests.
    package init(_ outlines: OutlineIndex, areaNames: [AreaName] = []) {
        url = nil
        loaded = .success(outlines)
        names = AreaNamesLoading(areaNames)
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

    /// Countries' and regions' names, most people first; none until they are read (the first call starts
    /// reading them), or without a places file.
    package var areaNames: [AreaName] { names.names }
}

/// Names read on a thread of their own when first asked for (about a tenth of a second for the world's
/// places), handed over under a lock; a places file that cannot be read names nothing.
private final class AreaNamesLoading: Sendable {
    private struct State {
        var names: [AreaName] = []
        /// The file still to read; nil once reading started.
        var url: URL?
    }

    private let state: Mutex<State>
    private let onRead: @Sendable () -> Void

    init(_ names: [AreaName]) {
        state = Mutex(State(names: names))
        onRead = {}
    }

    init(_ url: URL?, onRead: @escaping @Sendable () -> Void) {
        state = Mutex(State(url: url))
        self.onRead = onRead
    }

    var names: [AreaName] {
        let (names, url) = state.withLock { state in
            defer { state.url = nil }
            return (state.names, state.url)
        }
        if let url {
            Thread.detachNewThread { [self] in
                let names = (try? Gazetteer.load(from: url))?.areaNames() ?? []
                state.withLock { $0.names = names }
                onRead()
            }
        }
        return names
    }
}
