import Foundation
import Gazetteer

/// The user's own photos from a folder (`--photos DIR`), each placed at the nearest landmark within
/// a radius, "elsewhere" when it has a location but no landmark near, or "no location"; each with a
/// location also in the town it was taken in (the gazetteer's), by which those elsewhere are grouped.
package struct YourPhotos: Sendable {
    /// Where a photo belongs.
    package enum Place: Equatable, Sendable {
        /// At the landmark with this id, this far from it.
        case landmark(id: Int, kilometres: Double)
        /// Taken farther than the radius from every landmark.
        case elsewhere
        /// Its file says nothing of where it was taken.
        case noLocation
    }

    /// One photo of the folder.
    package struct Photo: Equatable, Sendable {
        /// The path below the folder.
        package let path: String
        package let fingerprint: PhotoFingerprint
        package let metadata: PhotoMetadata
        package let place: Place
        /// The town it was taken in, when one lies within `townRadius`.
        package let town: TownPlacement?

        package init(path: String, fingerprint: PhotoFingerprint, metadata: PhotoMetadata, place: Place, town: TownPlacement? = nil) {
            (self.path, self.fingerprint, self.metadata, self.place, self.town) = (path, fingerprint, metadata, place, town)
        }
    }

    /// The town of the gazetteer a photo was taken in, and how far from its centre.
    package struct TownPlacement: Equatable, Sendable {
        /// The town's index in the gazetteer: a key of `towns`.
        package let index: Int32
        package let kilometres: Float
    }

    /// How far from the nearest town a photo may be taken and still be named by it, in kilometres:
    /// farther (at sea, in the wilderness) it is only elsewhere.
    package static let townRadius = 100.0

    /// The default radius around a landmark, in kilometres (`--radius`).
    package static let defaultRadius = 10.0

    /// The folder, absolute.
    package let folder: String
    package let radius: Double
    /// Every photo, in path order.
    package let photos: [Photo]
    /// The files and folders that could not be used, in path order.
    package let problems: [PhotoProblem]

    /// The photos shown without part of what their files hold, each with what and why (`GPS 0° 0°,
    /// ignored as a camera's placeholder`), in path order: worked out once, as the list counts them
    /// at every frame.
    package let notes: [PhotoProblem]

    /// The problems and the notes in path order: what `photos --problems` lists.
    package var problemsAndNotes: [PhotoProblem] {
        (problems + notes).sorted { $0.path < $1.path }
    }
    /// Positions in `photos` of those at each landmark, newest first (those without a date last, by path).
    package let positionsByLandmark: [Int: [Int]]
    /// Positions in `photos` of those taken in each town at no landmark, newest first.
    package let positionsByTown: [Int: [Int]]
    /// The towns that hold photos at no landmark, by country, region and name.
    package let townGroups: [Int]
    /// The towns the photos were taken in, by their index in the gazetteer.
    package let towns: [Int: Town]
    /// Positions in `photos` of those taken elsewhere (in no town), then of those without a location,
    /// each newest first.
    package let elsewherePositions: [Int]
    package let noLocationPositions: [Int]

    /// No photos: before the folder is scanned, or without `--photos`.
    package init(folder: String = "", radius: Double = defaultRadius) {
        self.folder = folder
        self.radius = radius
        photos = []
        problems = []
        notes = []
        positionsByLandmark = [:]
        positionsByTown = [:]
        townGroups = []
        towns = [:]
        elsewherePositions = []
        noLocationPositions = []
    }

    /// The photos a scan found, placed among `landmarks` and in the towns of `gazetteer`.
    package init(
        folder: String, scan: PhotoFolderScanner.Result, landmarks: LandmarkStore, radius: Double = defaultRadius,
        gazetteer: Gazetteer? = nil
    ) {
        self.init(
            folder: folder, scan: scan, places: landmarks.allCoordinates, ids: landmarks.ids, radius: radius, gazetteer: gazetteer)
    }

    /// The photos a scan found, placed among landmarks at `places` whose ids are `ids`, and in the
    /// towns of `gazetteer` (none without one).
    package init(
        folder: String, scan: PhotoFolderScanner.Result, places: [Coordinates], ids: [Int], radius: Double = defaultRadius,
        gazetteer: Gazetteer? = nil
    ) {
        let finder = NearestLandmark(places)
        self.folder = folder
        self.radius = radius
        var photos: [Photo] = []
        var problems = scan.folderProblems
        for file in scan.files {
            switch file.content {
            case .problem(let reason):
                problems.append(PhotoProblem(path: file.path, reason: reason))
            case .photo(let fingerprint, let metadata):
                let place: Place =
                    if let location = metadata.location {
                        finder.nearest(to: location, within: radius).map { .landmark(id: ids[$0.index], kilometres: $0.kilometres) }
                            ?? .elsewhere
                    } else {
                        .noLocation
                    }
                let town = metadata.location.flatMap { location in
                    gazetteer?.town(near: location.latitude, location.longitude, within: Self.townRadius).map {
                        TownPlacement(index: Int32($0.index), kilometres: Float($0.kilometres))
                    }
                }
                photos.append(Photo(path: file.path, fingerprint: fingerprint, metadata: metadata, place: place, town: town))
            }
        }
        self.photos = photos
        self.problems = problems.sorted { $0.path < $1.path }
        notes = photos.compactMap { photo in photo.metadata.note.map { PhotoProblem(path: photo.path, reason: $0) } }
        // Positions are sorted rather than the photos themselves, which are large to move.
        var byLandmark: [Int: [Int]] = [:]
        var byTown: [Int: [Int]] = [:]
        var elsewhere: [Int] = []
        var noLocation: [Int] = []
        for (position, photo) in photos.enumerated() {
            switch photo.place {
            case .landmark(let id, _): byLandmark[id, default: []].append(position)
            case .elsewhere:
                if let town = photo.town { byTown[Int(town.index), default: []].append(position) } else { elsewhere.append(position) }
            case .noLocation: noLocation.append(position)
            }
        }
        var towns: [Int: Town] = [:]
        if let gazetteer {
            for photo in photos {
                if let index = photo.town.map({ Int($0.index) }), towns[index] == nil { towns[index] = gazetteer.town(at: index) }
            }
        }
        self.towns = towns
        let newestFirst = { (group: [Int]) in group.sorted { Self.newestFirst(photos[$0], photos[$1]) } }
        positionsByTown = byTown.mapValues(newestFirst)
        townGroups = Self.townGroups(byTown.keys, in: towns)
        positionsByLandmark = byLandmark.mapValues(newestFirst)
        elsewherePositions = newestFirst(elsewhere)
        noLocationPositions = newestFirst(noLocation)
    }

    /// The absolute path of a photo's file.
    package func absolutePath(of photo: Photo) -> String {
        folder + "/" + photo.path
    }

    /// The photos at the landmark with this id, newest first (those without a date last, by path).
    package func photos(ofLandmark id: Int) -> [Photo] {
        positions(in: .landmark(id: id)).map { photos[$0] }
    }

    /// Positions in `photos` of those in `group`, newest first (those without a date last, by path).
    package func positions(in group: PhotoGroup) -> [Int] {
        switch group {
        case .landmark(let id): positionsByLandmark[id] ?? []
        case .town(let index): positionsByTown[index] ?? []
        case .elsewhere: elsewherePositions
        case .noLocation: noLocationPositions
        }
    }

    /// The photos placed at no landmark: by town (in `townGroups`' order), elsewhere, then without
    /// location, each newest first.
    package var unplaced: [Photo] {
        (townGroups.flatMap { positionsByTown[$0] ?? [] } + elsewherePositions + noLocationPositions).map { photos[$0] }
    }

    /// Every photo by date, oldest first (those without a date last, by path): a trip as a timeline.
    package var byDate: [Photo] { positionsByDate.map { photos[$0] } }

    /// Positions in `photos` by date, oldest first (those without a date last, by path).
    package var positionsByDate: [Int] {
        photos.indices.sorted { a, b in
            switch (photos[a].metadata.taken?.date, photos[b].metadata.taken?.date) {
            case (let dateA?, let dateB?) where dateA != dateB: dateA < dateB
            case (.some, nil): true
            case (nil, .some): false
            default: photos[a].path < photos[b].path
            }
        }
    }

    /// `indices` by their towns' country, region and name (then by index).
    private static func townGroups(_ indices: some Collection<Int>, in towns: [Int: Town]) -> [Int] {
        indices.sorted { a, b in
            let (townA, townB) = (towns[a], towns[b])
            let keyA = [townA?.country ?? "", townA?.region ?? "", townA?.name ?? ""]
            let keyB = [townB?.country ?? "", townB?.region ?? "", townB?.name ?? ""]
            return keyA != keyB ? keyA.lexicographicallyPrecedes(keyB) : a < b
        }
    }

    /// What a photo is gathered under: its landmark, its town, elsewhere or no location.
    package func group(of photo: Photo) -> PhotoGroup {
        switch photo.place {
        case .landmark(let id, _): .landmark(id: id)
        case .elsewhere: photo.town.map { .town(Int($0.index)) } ?? .elsewhere
        case .noLocation: .noLocation
        }
    }

    static func newestFirst(_ a: Photo, _ b: Photo) -> Bool {
        switch (a.metadata.taken?.date, b.metadata.taken?.date) {
        case (let dateA?, let dateB?) where dateA != dateB: dateA > dateB
        case (.some, nil): true
        case (nil, .some): false
        default: a.path < b.path
        }
    }
}

extension YourPhotos.Place {
    /// The landmark's id when the photo is at one.
    package var landmarkID: Int? {
        if case .landmark(let id, _) = self { id } else { nil }
    }

    /// The distance from the landmark when the photo is at one.
    package var kilometres: Double? {
        if case .landmark(_, let kilometres) = self { kilometres } else { nil }
    }
}

extension YourPhotos.Photo {
    /// The file's name, which stands for a title.
    package var title: String {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// When it was taken in ISO 8601: at the place's UTC offset when the camera wrote one, else the
    /// clock time alone (`2024-05-14T18:03:22`); empty when the file does not say.
    package var takenText: String {
        guard let taken = metadata.taken else { return "" }
        return metadata.takenOffsetIsKnown ? taken.iso8601 : String(taken.iso8601.prefix(19))
    }
}
