/// A group of the user's own photos at no landmark, listed after the landmarks: Elsewhere, No location.
struct YourPhotoGroup {
    let name: String
    /// The pseudo landmark id its photos go under in the photo catalog.
    let landmarkID: Int
    let description: String

    /// The groups that hold photos, in the list's order.
    static func all(in catalog: PhotoCatalog, counts: CountText) -> [YourPhotoGroup] {
        let radius = counts.number(Int(catalog.yours.radius.rounded()))
        return [
            YourPhotoGroup(
                name: "Elsewhere", landmarkID: PhotoCatalog.elsewhereID,
                description: "over \(radius) km from any landmark"),
            YourPhotoGroup(
                name: "No location", landmarkID: PhotoCatalog.noLocationID,
                description: "no place in the file"),
        ].filter { catalog.photoCount(ofLandmark: $0.landmarkID) > 0 }
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
    func row(in catalog: PhotoCatalog) -> LandmarkListRow {
        .yourPhotoGroup(
            LandmarkSummary(
                id: landmarkID, name: name, park: description, state: "", isFavorite: false,
                photoCount: catalog.photoCount(ofLandmark: landmarkID)))
    }

    /// Its preview: the newest photo's picture and what the group holds.
    func preview(in catalog: PhotoCatalog) -> LandmarkPreview {
        let newest = catalog.photoIndices(ofLandmark: landmarkID).first.map { catalog.imagePath(of: catalog[$0]) }
        return .landmark(name: name, picturePath: newest, facts: [], description: description + ". Enter shows them.")
    }
}
