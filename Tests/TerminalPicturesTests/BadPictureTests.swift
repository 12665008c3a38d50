import Foundation
import Glibc
import Testing

@testable import TerminalPictures

@Suite struct BadPictureTests {
    @Test func everyKindOfBadFileGivesItsError() {
        let folder = TemporaryFolder()
        for bad in BadPictures.write(into: folder) {
            let request = PictureRequest(path: bad.path, columns: 20, rows: 6, depth: .direct)
            #expect(Pictures.render(request).failure == bad.error, "\(bad.name)")
            #expect(Pictures.decode(path: bad.path, atLeast: nil).failure == bad.error, "\(bad.name)")
        }
    }

    @Test func errorsSayWhatIsWrongInAFewWords() {
        let errors: [PictureError] = [
            .missingFile, .notAPicture, .damaged(.png), .damaged(.jpeg), .damaged(.heif), .damaged(.webp),
            .unsupported("a RAW file without a preview"), .tooLarge(width: 20_000, height: 20_000), .unreadable,
        ]
        #expect(
            errors.map(\.description) == [
                "missing file", "not a picture format the app reads", "damaged PNG", "damaged JPEG", "damaged HEIF", "damaged WebP",
                "a RAW file without a preview, not supported", "too large: 20000 × 20000", "cannot be read",
            ])
    }

    @Test func theFormatComesFromTheBytesNotTheName() throws {
        let folder = TemporaryFolder()
        let jpegNamedPNG = folder.write("photo.png", BadPictures.jpeg())
        let pngNamedJPEG = folder.write("photo.jpg", BadPictures.png())
        let withoutExtension = folder.write("photo", BadPictures.png())
        for path in [jpegNamedPNG, pngNamedJPEG, withoutExtension] {
            let image = try Pictures.decode(path: path, atLeast: nil).get()
            #expect((image.width, image.height) == (64, 48))
        }
    }

    @Test func aTruncatedJPEGIsStillShown() throws {
        let folder = TemporaryFolder()
        let jpeg = BadPictures.jpeg()
        let cut = folder.write("cut.jpg", Array(jpeg[..<(jpeg.count * 2 / 3)]))
        let image = try Pictures.decode(path: cut, atLeast: nil).get()
        #expect((image.width, image.height) == (64, 48))
        // The top rows arrived: the first pixel is as drawn (black-ish, its blue is 0).
        #expect(Colors.near(Colors.rgba(image, 0, 0), [0, 0, 0, 255], tolerance: 24))
        let surface = try Pictures.render(PictureRequest(path: cut, columns: 16, rows: 6, depth: .direct)).get()
        #expect((surface.width, surface.height) == (16, 6))
    }

    @Test func garbageInsteadOfImageDataNeverCrashes() {
        let folder = TemporaryFolder()
        let jpeg = BadPictures.jpeg()
        // The headers intact, the entropy-coded data replaced: libjpeg may decode noise or give up.
        let scan = jpeg.indices.last { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA }!
        let scrambled = folder.write("scrambled.jpg", Array(jpeg[..<(scan + 14)]) + BadPictures.garbage(jpeg.count - scan - 14))
        let result = Pictures.render(PictureRequest(path: scrambled, columns: 16, rows: 6, depth: .direct))
        switch result {
        case .success(let surface): #expect((surface.width, surface.height) == (16, 6))
        case .failure(let error): #expect(error == .damaged(.jpeg))
        }
    }

    /// Root reads any file, so as root the refusal is checked in a child process that gives root up.
    @Test func aFileWithoutReadPermissionCannotBeRead() async {
        let folder = TemporaryFolder()
        let path = folder.write("secret.png", BadPictures.png())
        #expect(chmod(path, 0) == 0)
        guard geteuid() == 0 else {
            #expect(Pictures.decode(path: path, atLeast: nil).failure == .unreadable)
            return
        }
        #expect(Pictures.decode(path: path, atLeast: nil).failure == nil)
        await #expect(processExitsWith: .exitCode(0)) { [path = path as String] in
            // nobody; exit status 2 says the privileges could not be given up.
            guard setgid(65_534) == 0, setuid(65_534) == 0 else { exit(2) }
            exit(Pictures.decode(path: path, atLeast: nil).failure == .unreadable ? 0 : 1)
        }
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() {
        let folder = TemporaryFolder()
        let path = folder.path("pipe.png")
        #expect(mkfifo(path, 0o600) == 0)
        #expect(Pictures.decode(path: path, atLeast: nil).failure == .unreadable)
    }

    @Test func noRoomForCellsReadsNothing() throws {
        let surface = try Pictures.render(PictureRequest(path: "/no/such/file.png", columns: 0, rows: 0, depth: .direct)).get()
        #expect((surface.width, surface.height) == (0, 0))
    }
}

extension Result {
    /// The error, or nil on success.
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
