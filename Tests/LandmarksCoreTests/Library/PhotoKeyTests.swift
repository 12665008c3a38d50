import LandmarksCore
import Testing

/// A photo is named by a `PhotoKey` and belongs to a `PhotoGroup`, whether `photos.json` lists it or it
/// is one of the user's own.
@Suite struct PhotoKeyTests {
    @Test func eachKeyNamesOnePhotoAndComesBackToTheGroupItWasListedIn() throws {
        let catalog = try YourPhotosInLibraryTests.library().photos
        let groups: [PhotoGroup] = [.landmark(id: 1), .elsewhere, .noLocation]
        let listed = groups.flatMap { group in catalog.photoKeys(in: group).map { (group: group, key: $0) } }
        #expect(listed.map(\.key) == [.catalog(1), .yours(0), .catalog(0), .yours(1), .yours(2), .yours(3)])
        #expect(listed.allSatisfy { catalog.group(of: $0.key) == $0.group })
        #expect(groups.allSatisfy { catalog.photoCount(in: $0) == catalog.photoKeys(in: $0).count })
        #expect(listed.map { catalog.photo($0.key).title } == ["Photo 2", "near.jpg", "Photo 1", "undated.jpg", "paris.jpg", "none.jpg"])
    }

    @Test func aPhotoOfTheFileKeepsItsIdAndOneOfYoursIsNamedByItsKeyAlone() throws {
        let catalog = try YourPhotosInLibraryTests.library().photos
        #expect(catalog.photo(.catalog(1)) == catalog.photo(at: 1))
        #expect(catalog.photo(.catalog(1)).id == 2)
        #expect(catalog.yourPhoto(.catalog(1)) == nil)
        #expect(catalog.yourPhoto(.yours(3))?.path == "none.jpg")
        #expect(catalog.group(of: .yours(3)) == .noLocation)
        #expect(catalog.photoKeys(in: .landmark(id: 2)).isEmpty)
    }
}
