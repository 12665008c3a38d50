import Foundation
import LandmarksCore
import PhotoFixtures
import Testing

/// The files beside a photo: its XMP sidecar, its Live Photo video, and the litter other tools leave.
@Suite struct PhotoCompanionTests {
    /// An XMP sidecar as darktable and digiKam write it, with a position and a date.
    static func sidecar(latitude: String, longitude: String, taken: String) -> Data {
        Data(
            """
            <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
            <x:xmpmeta xmlns:x="adobe:ns:meta/">
             <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
              <rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/"
                exif:GPSLatitude="\(latitude)" exif:GPSLongitude="\(longitude)" exif:DateTimeOriginal="\(taken)"/>
             </rdf:RDF>
            </x:xmpmeta>
            <?xpacket end="w"?>
            """.utf8)
    }

    /// A folder: IMG_1.jpg (a camera's position and date) with a sidecar, IMG_2.jpg with its Live
    /// Photo video, a video alone, and macOS's, Windows' and Office's litter.
    static func folder() throws -> String {
        let folder = try Fixtures.folder()
        func write(_ name: String, _ data: Data) throws { try data.write(to: URL(fileURLWithPath: folder + "/" + name)) }
        let fields = ExifFields(latitude: 46.2044, longitude: 6.1432, dateTimeOriginal: "2024:07:01 18:00:00", offsetTimeOriginal: "+02:00")
        try write("IMG_1.jpg", Data(ExifJPEG.make(width: 16, height: 12, seed: 1, exif: fields)))
        try write("IMG_1.xmp", sidecar(latitude: "34,0.6N", longitude: "116,10.2W", taken: "2024-05-14T12:00:00-07:00"))
        try write("IMG_2.jpg", Data(ExifJPEG.make(width: 16, height: 12, seed: 2, exif: nil)))
        try write("IMG_2.MOV", Data("a video".utf8))
        try write("IMG_3.MP4", Data("a video alone".utf8))
        try write("._IMG_1.jpg", Data("AppleDouble".utf8))
        try write(".DS_Store", Data("Finder".utf8))
        try write("Thumbs.db", Data("Windows".utf8))
        try write("~$IMG_4.jpg", Data("a lock file".utf8))
        return folder
    }

    @Test func aSidecarsPositionAndDateReplaceThePhotosAndAVideoMakesItLive() throws {
        let result = try PhotoFolderScanner(folder: Self.folder(), environment: nil).scan()
        #expect(result.files.map(\.path) == ["IMG_1.jpg", "IMG_2.jpg"])
        #expect(result.folderProblems.isEmpty)
        guard case .photo(_, let first) = result.files[0].content, case .photo(_, let second) = result.files[1].content else {
            Issue.record("not photos: \(result.files)")
            return
        }
        #expect(first.sidecar == "IMG_1.xmp")
        #expect(abs((first.location?.latitude ?? 0) - 34.01) < 1e-9 && abs((first.location?.longitude ?? 0) + 116.17) < 1e-9)
        #expect(first.taken?.iso8601 == "2024-05-14T12:00:00-07:00")
        #expect(first.liveVideo == nil)
        #expect(second.liveVideo == "IMG_2.MOV" && second.sidecar == nil && second.location == nil)
    }

    @Test func aSidecarChangedOrRemovedHasThePhotoReadAgain() throws {
        let folder = try Self.folder()
        let cache = try Fixtures.folder()
        let scanner = try PhotoFolderScanner(folder: folder, environment: ["XDG_CACHE_HOME": cache])
        #expect(scanner.scan().readCount == 2)
        #expect(scanner.scan().readCount == 0)
        let later = Date().addingTimeInterval(10)
        try Self.sidecar(latitude: "59,33.6N", longitude: "135,20.1W", taken: "2024-06-02T10:00:00-08:00")
            .write(to: URL(fileURLWithPath: folder + "/IMG_1.xmp"))
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: folder + "/IMG_1.xmp")
        let edited = scanner.scan()
        #expect(edited.readCount == 1)
        guard case .photo(_, let metadata) = edited.files[0].content else { return }
        #expect(abs((metadata.location?.latitude ?? 0) - 59.56) < 1e-9)
        try FileManager.default.removeItem(atPath: folder + "/IMG_1.xmp")
        let removed = scanner.scan()
        #expect(removed.readCount == 1)
        guard case .photo(_, let own) = removed.files[0].content else { return }
        #expect(own.sidecar == nil && abs((own.location?.latitude ?? 0) - 46.2044) < 1e-5)
    }

    @Test func aSidecarWithoutPositionOrDateChangesNothing() throws {
        let folder = try Self.folder()
        try Data("<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"></x:xmpmeta>".utf8).write(to: URL(fileURLWithPath: folder + "/IMG_1.xmp"))
        let result = try PhotoFolderScanner(folder: folder, environment: nil).scan()
        guard case .photo(_, let metadata) = result.files[0].content else { return }
        #expect(metadata.sidecar == nil && abs((metadata.location?.latitude ?? 0) - 46.2044) < 1e-5)
        try Data("not xml at all".utf8).write(to: URL(fileURLWithPath: folder + "/IMG_1.xmp"))
        let damaged = try PhotoFolderScanner(folder: folder, environment: nil).scan()
        guard case .photo(_, let kept) = damaged.files[0].content else { return }
        #expect(kept.note == "its sidecar IMG_1.xmp is unreadable, ignored" && kept.location != nil)
    }
}

/// A folder as a phone's export holds it (PhotoFixtures' phone mix), scanned.
@Suite struct PhoneExportScanTests {
    @Test func heicAndJPEGPhotosAreReadWithTheirVideosAndSidecars() throws {
        let folder = try Fixtures.folder()
        let places = [(latitude: 34.011286, longitude: -116.166868), (latitude: 59.560551, longitude: -135.334571)]
        let written = try PhotoFolderFixture.write(count: 300, to: folder, near: places, seed: 4, mix: .phone)
        let result = try PhotoFolderScanner(folder: folder, environment: nil).scan()
        #expect(result.files.map(\.path) == written.map(\.path).sorted())
        let byPath = Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0) })
        var counts = (heic: 0, live: 0, sidecars: 0)
        for photo in written {
            guard case .photo(_, let metadata) = byPath[photo.path]?.content else {
                Issue.record("\(photo.path) is no photo: \(String(describing: byPath[photo.path]?.content))")
                continue
            }
            let isHEIC = photo.path.hasSuffix(".HEIC")
            #expect(metadata.kind == (isHEIC ? .heif : .jpeg), "\(photo.path)")
            counts.heic += isHEIC ? 1 : 0
            if let latitude = photo.exif?.latitude, let longitude = photo.exif?.longitude {
                let location = try #require(metadata.location, "\(photo.path)")
                #expect(abs(location.latitude - latitude) < 1e-5 && abs(location.longitude - longitude) < 1e-5, "\(photo.path)")
            } else {
                #expect(metadata.location == nil, "\(photo.path)")
            }
            let video = photo.companions.first { $0.hasSuffix(".MOV") }
            #expect(metadata.liveVideo == video.map { ($0 as NSString).lastPathComponent }, "\(photo.path)")
            counts.live += video == nil ? 0 : 1
            let sidecar = photo.companions.first { $0.hasSuffix(".xmp") }
            #expect(metadata.sidecar == sidecar.map { ($0 as NSString).lastPathComponent }, "\(photo.path)")
            counts.sidecars += sidecar == nil ? 0 : 1
        }
        // The mix has each kind of file.
        #expect(counts.heic > 100 && counts.live > 20 && counts.sidecars > 3, "\(counts)")
    }
}
