/// A group of the user's own photos at no landmark, listed after the landmarks: each town (by
/// country, region and name), Elsewhere, No location; then the files of the folder not shown, or
/// shown without part of what they hold.
package enum YourPhotoGroup: Hashable, Sendable {
    /// Those taken in the town of the gazetteer at this index.
    case town(Int)
    case elsewhere
    case noLocation
    /// The files skipped (damaged, no photo, unreadable) and the photos with something ignored (a
    /// position at 0° 0°, damaged metadata), each with why: `photos --problems` in the app.
    case notShown

    /// Where its photos are in the photo catalog; nil for the files not shown, which are no photos.
    package var photoGroup: PhotoGroup? {
        switch self {
        case .town(let index): .town(index)
        case .elsewhere: .elsewhere
        case .noLocation: .noLocation
        case .notShown: nil
        }
    }

    /// Its name: the town's, or what the photos have in common.
    func name(in catalog: PhotoCatalog) -> String {
        switch self {
        case .town(let index): catalog.yours.towns[index]?.name ?? "Town \(index)"
        case .elsewhere: "Elsewhere"
        case .noLocation: "No location"
        case .notShown: "Not shown"
        }
    }

    /// What its photos have in common, e.g. `over 10 km from any landmark`; a town's region and country.
    func description(in catalog: PhotoCatalog, counts: CountText) -> String {
        switch self {
        case .town(let index): catalog.yours.towns[index].map { [$0.region, $0.country].compactMap { $0 }.joined(separator: ", ") } ?? ""
        case .elsewhere:
            "over \(counts.number(Int(catalog.yours.radius.rounded()))) km from any landmark, "
                + "\(counts.number(Int(YourPhotos.townRadius))) km from any town"
        case .noLocation: "no place in the file"
        case .notShown: "skipped, or shown without part of them"
        }
    }

    /// How many photos (or, not shown, files) it holds.
    func count(in catalog: PhotoCatalog) -> Int {
        photoGroup.map { catalog.photoCount(in: $0) } ?? catalog.yours.problems.count + catalog.yours.notes.count
    }

    /// The groups that hold photos or files, in the list's order.
    static func all(in catalog: PhotoCatalog) -> [YourPhotoGroup] {
        catalog.yours.townGroups.map(YourPhotoGroup.town) + [.elsewhere, .noLocation, .notShown].filter { $0.count(in: catalog) > 0 }
    }

    /// How far the scan of the user's folder has come, then how many of its files were skipped (which
    /// `landmarks photos --problems` names), for the list's header; nil when there is nothing to say.
    static func statusText(of library: LandmarkLibrary, counts: CountText) -> String? {
        if let scan = library.yourPhotosProgress {
            return scan.isListing
                ? "finding your photos: \(counts.number(scan.found))…"
                : "reading your photos: \(counts.number(scan.read)) of \(counts.number(scan.toRead))…"
        }
        let skipped = library.photos.yours.problems.count
        return skipped == 0 ? nil : "\(counts.number(skipped)) \(skipped == 1 ? "file" : "files") skipped"
    }

    /// Its row, shown as a landmark's: the name, the description in the park's column (a town's region
    /// and country), the count.
    func row(in catalog: PhotoCatalog, counts: CountText) -> LandmarkListRow {
        .yourPhotoGroup(
            LandmarkSummary(
                name: name(in: catalog), park: description(in: catalog, counts: counts), state: "", isFavorite: false,
                photoCount: count(in: catalog), countsFiles: self == .notShown))
    }

    /// Its preview: the newest photo's picture and what the group holds; for the files not shown, the
    /// first of them with why.
    func preview(in catalog: PhotoCatalog, counts: CountText) -> LandmarkPreview {
        let description = description(in: catalog, counts: counts) + ". Enter shows them."
        guard let photoGroup else {
            let files = catalog.yours.problemsAndNotes.prefix(Self.filesInPreview).map { LandmarkDetail.Fact($0.path, $0.reason) }
            return .landmark(name: name(in: catalog), picturePath: nil, facts: files, description: description)
        }
        let newest = catalog.newestPhotoKey(in: photoGroup).map { catalog.imagePath(of: catalog.photo($0)) }
        return .landmark(name: name(in: catalog), picturePath: newest, facts: [], description: description)
    }

    /// How many of the files not shown the preview pane names.
    static let filesInPreview = 12
}
