import Foundation
import LandmarksCore
import Testing
import ToolSupport

/// The metadata reader on the test images other projects wrote (Tests/PeerImages), against exiftool.
@Suite struct PeerImageMetadataTests {
    /// Each file's metadata, or why it is unusable.
    private static func read(_ path: String) -> Result<PhotoMetadata, PhotoMetadata.Unusable> {
        Result { () throws(PhotoMetadata.Unusable) in try PhotoMetadata.read(path: path) }
    }

    @Test func positionsDatesAndOrientationsAgreeWithExiftool() throws {
        let files = try PeerImages.files()
        let exiftool = try PeerImages.exiftool(
            files, tags: ["Composite:GPSLatitude", "Composite:GPSLongitude", "EXIF:DateTimeOriginal", "EXIF:Orientation"])
        var compared = (positions: 0, dates: 0, orientations: 0)
        for path in files {
            guard case .success(let ours) = Self.read(path), let theirs = exiftool[path] else { continue }
            let name = (path as NSString).lastPathComponent
            if let latitude = theirs["Composite:GPSLatitude"] as? Double, let longitude = theirs["Composite:GPSLongitude"] as? Double {
                if let location = ours.location {
                    #expect(abs(location.latitude - latitude) < 1e-6 && abs(location.longitude - longitude) < 1e-6, "\(name)")
                    compared.positions += 1
                } else {
                    // A position read and not used is said to be ignored, and why.
                    #expect(ours.note?.contains("ignored") == true, "\(name): \(latitude), \(longitude)")
                }
            } else {
                #expect(ours.location == nil, "\(name)")
            }
            if let clock = theirs["EXIF:DateTimeOriginal"] as? String, let taken = ours.taken {
                let iso = clock.prefix(10).replacingOccurrences(of: ":", with: "-") + "T" + clock.dropFirst(11).prefix(8)
                #expect(taken.iso8601.hasPrefix(iso), "\(name)")
                compared.dates += 1
            }
            if let orientation = theirs["EXIF:Orientation"] as? Int, (1...8).contains(orientation) {
                #expect(ours.orientation == orientation, "\(name)")
                compared.orientations += 1
            }
        }
        // The folder holds phones' photos with positions, and cameras' with dates and orientations.
        #expect(compared.positions >= 5 && compared.dates >= 30 && compared.orientations >= 30, "\(compared)")
    }

    @Test func everyFileIsAPhotoOrNamedAsItsFormatsWithAReason() throws {
        for path in try PeerImages.files() {
            guard case .failure(let unusable) = Self.read(path) else { continue }
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            if size == 0 {
                #expect(unusable.reason == "an empty file")
            } else {
                // Every file here is a picture format the app reads: a damaged one is called so, by its format.
                #expect(unusable.reason.hasPrefix("damaged "), "\(path): \(unusable.reason)")
            }
        }
    }

    @Test func phonesHEICsHaveTheirPositionDateAndCamera() throws {
        let iPhone = try PhotoMetadata.read(path: PeerImages.folder.appendingPathComponent("pillow-heif/empty_icc.heic").path)
        #expect(iPhone.kind == .heif)
        #expect(iPhone.camera == "Apple iPhone XS")
        #expect(iPhone.location != nil && iPhone.taken != nil)
        let xiaomi = try PhotoMetadata.read(path: PeerImages.folder.appendingPathComponent("pillow-heif/xiaomi.heic").path)
        #expect(xiaomi.camera == "Xiaomi M2012K11AG")
        #expect(xiaomi.width == 2592 && xiaomi.height == 1944)
    }
}
