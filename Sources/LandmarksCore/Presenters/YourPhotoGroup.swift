/// A group of the user's own photos at no landmark, listed after the landmarks: Elsewhere, No location.
package enum YourPhotoGroup: Hashable, Sendable, CaseIterable {
    case elsewhere
    case noLocation

    /// Where its photos are in the photo catalog.
    package var photoGroup: PhotoGroup {
        switch self {
        case .elsewhere: .elsewhere
        case .noLocation: .noLocation
        }
    }

    var name: String {
        switch self {
        case .elsewhere: "Elsewhere"
        case .noLocation: "No location"
        }
    }

    /// What its photos have in common, e.g. `over 10 km from any landmark`.
    func description(in catalog: PhotoCatalog, counts: CountText) -> String {
        switch self {
        case .elsewhere: "over \(counts.number(Int(catalog.yours.radius.rounded()))) km from any landmark"
        case .noLocation: "no place in the file"
        }
    }

    /// The groups that hold photos, in the list's order.
    static func all(in catalog: PhotoCatalog) -> [YourPhotoGroup] {
        allCases.filter { catalog.photoCount(in: $0.photoGroup) > 0 }
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

    /// Its row, shown as a landmark's: the name, the description in the park's column, the count.
    func row(in catalog: PhotoCatalog, counts: CountText) -> LandmarkListRow {
        .yourPhotoGroup(
            LandmarkSummary(
                name: name, park: description(in: catalog, counts: counts), state: "", isFavorite: false,
                photoCount: catalog.photoCount(in: photoGroup)))
    }

    /// Its preview: the newest photo's picture and what the group holds.
    func preview(in catalog: PhotoCatalog, counts: CountText) -> LandmarkPreview {
        let newest = catalog.photoKeys(in: photoGroup).first.map { catalog.imagePath(of: catalog.photo($0)) }
        let description = description(in: catalog, counts: counts) + ". Enter shows them."
        return .landmark(name: name, picturePath: newest, facts: [], description: description)
    }
}
