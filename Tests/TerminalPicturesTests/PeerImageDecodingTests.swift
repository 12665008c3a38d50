import Foundation
import Testing
import ToolSupport

@testable import TerminalPictures

/// The decoders on the test images other projects wrote (Tests/PeerImages): HEIF and AVIF, WebP,
/// TIFF, GIF, RAW, JPEG and PNG, whole, odd and damaged.
@Suite struct PeerImageDecodingTests {
    private static func decode(_ path: String) -> Result<PictureDecoder.Decoded, PictureError> {
        PictureDecoder.decode(path: path, budget: Pictures.pixelBudget) { _, _ in nil }
    }

    @Test func everyFileIsDrawnOrNamedAndSizesAgreeWithExiftool() throws {
        let files = try PeerImages.files()
        let exiftool = try PeerImages.exiftool(files, tags: ["Composite:ImageSize", "EXIF:Orientation", "File:FileType"])
        var (drawn, compared) = (0, 0)
        for path in files {
            let name = (path as NSString).lastPathComponent
            switch Self.decode(path) {
            case .success(let decoded):
                drawn += 1
                #expect(decoded.image.width > 0 && decoded.image.pixels.count == decoded.image.width * decoded.image.height * 4, "\(name)")
                // A RAW file is shown by its preview, smaller than the sensor's size exiftool gives.
                guard let theirs = exiftool[path], theirs["File:FileType"] as? String != nil, !name.lowercased().hasSuffix(".dng"),
                    let size = (theirs["Composite:ImageSize"] as? String)?.split(separator: " ").compactMap({ Int($0) }), size.count == 2,
                    !["CR2", "CR3", "NEF", "RAF", "RW2", "DNG"].contains(theirs["File:FileType"] as? String ?? "")
                else { continue }
                // exiftool gives HEIF's coded size, before the crop and rotation libheif applies; pillow-heif's
                // names say the shown size (`RGB_8__29x100.heif`).
                if ["HEIC", "HEIF", "AVIF"].contains(theirs["File:FileType"] as? String ?? "") {
                    let shown = (name.split(separator: "_").last?.split(separator: ".").first?.split(separator: "x") ?? []).compactMap {
                        Int($0)
                    }
                    guard shown.count == 2 else { continue }
                    #expect([decoded.width, decoded.height] == shown, "\(name)")
                } else {
                    let turned = ((theirs["EXIF:Orientation"] as? Int) ?? 1) >= 5
                    #expect([decoded.width, decoded.height] == (turned ? [size[1], size[0]] : size), "\(name)")
                }
                compared += 1
            case .failure(let error):
                let isEmpty = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) == 0
                // Every file here starts as a format the app reads: what fails is named by it, or as unsupported.
                #expect(isEmpty ? error == .notAPicture : error != .notAPicture && error != .unreadable, "\(name): \(error)")
            }
        }
        #expect(drawn >= files.count * 3 / 4 && compared >= files.count / 2, "\(drawn) drawn, \(compared) compared of \(files.count)")
    }

    /// Pillow's pictures of one scene stored in each EXIF orientation (hopper_orientation_2 to 8,
    /// WebP; g4_orientation_1 to 8, TIFF) all come out as the upright one.
    @Test(arguments: [("hopper", "webp", 2), ("g4", "tif", 1)])
    func everyOrientationComesOutUpright(name: String, suffix: String, first: Int) throws {
        let folder = PeerImages.folder.appendingPathComponent("pillow").path
        let uprightName = first == 1 ? "\(name)_orientation_1.\(suffix)" : "\(name).\(suffix)"
        let upright = try Self.decode(folder + "/" + uprightName).get().image
        for orientation in first...8 {
            let turned = try Self.decode(folder + "/\(name)_orientation_\(orientation).\(suffix)").get().image
            #expect(turned.width == upright.width && turned.height == upright.height, "\(orientation)")
            guard turned.pixels.count == upright.pixels.count else { continue }
            // Lossy coding differs a little pixel by pixel; a turned or mirrored picture differs a lot.
            let difference = zip(turned.pixels, upright.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
            #expect(Double(difference) / Double(upright.pixels.count) < 8, "\(name) \(orientation)")
        }
    }
}
