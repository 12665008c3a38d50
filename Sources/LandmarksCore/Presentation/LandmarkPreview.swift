/// What the preview pane beside the list shows for the selected row, already formatted.
package enum LandmarkPreview: Equatable, Sendable {
    /// A landmark: its newest photo's picture, name, facts and description.
    case landmark(name: String, picturePath: String?, facts: [LandmarkDetail.Fact], description: String)
    /// The switch row: how many landmarks the list shows, e.g. `3 of 12 landmarks`, and a hint (why
    /// none is shown, when none is).
    case summary(String, hint: String)

    /// The preview of `landmark`, its picture being the newest photo's, if it has one: its park, then
    /// where and what it is.
    package init(_ landmark: Landmark, in library: LandmarkLibrary) {
        let catalog = library.photos
        let newest = catalog.newestPhotoKey(in: .landmark(id: landmark.id)).map { catalog.imagePath(of: catalog.photo($0)) }
        let park = landmark.park.isEmpty ? [] : [LandmarkDetail.Fact("Park", landmark.park)]
        self = .landmark(
            name: landmark.shownName, picturePath: newest, facts: park + LandmarkDetail.whereAndWhat(landmark),
            description: landmark.description)
    }
}
