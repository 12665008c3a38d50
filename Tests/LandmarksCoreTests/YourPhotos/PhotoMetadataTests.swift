import Foundation
import LandmarksCore
import PhotoFixtures
import Testing

/// `PhotoMetadata.read(start:fileSize:)` on JPEGs whose EXIF PhotoFixtures wrote by hand, whole and damaged.
@Suite struct PhotoMetadataTests {
    /// The metadata of a made-up JPEG (37 × 21 pixels) carrying `exif`, read from its whole bytes.
    private func metadata(_ exif: ExifFields?) throws -> PhotoMetadata {
        let bytes = ExifJPEG.make(width: 37, height: 21, seed: 7, exif: exif)
        return try PhotoMetadata.read(bytes: bytes)
    }

    /// What reading a file gives.
    enum Outcome: Equatable, Sendable {
        case metadata(PhotoMetadata)
        /// The `Unusable` reason.
        case unusable(String)
    }

    /// What reading `bytes`, the whole file, gives.
    private func outcome(_ bytes: [UInt8]) -> Outcome {
        do throws(PhotoMetadata.Unusable) {
            return .metadata(try PhotoMetadata.read(bytes: bytes))
        } catch {
            return .unusable(error.reason)
        }
    }

    // MARK: - Location

    @Test(
        arguments: [(34.011286, -116.166868), (-33.856784, 151.215297), (-22.951916, -43.210487), (59.560551, 135.334571)], [false, true])
    func gpsIsReadInEveryHemisphereAndByteOrder(place: (latitude: Double, longitude: Double), bigEndian: Bool) throws {
        let read = try metadata(ExifFields(latitude: place.latitude, longitude: place.longitude, bigEndian: bigEndian))
        let location = try #require(read.location)
        // The fixture writes hundredths of a second of arc: within 0.000003°.
        #expect(abs(location.latitude - place.latitude) < 0.000_003)
        #expect(abs(location.longitude - place.longitude) < 0.000_003)
    }

    @Test(arguments: [
        ExifFields(latitude: 0, longitude: 0), ExifFields(latitude: 0, longitude: 0, bigEndian: true),
        ExifFields(latitude: 95, longitude: 10), ExifFields(latitude: -90.5, longitude: 10),
        ExifFields(latitude: 45, longitude: 190), ExifFields(latitude: 45, longitude: -180.25, bigEndian: true),
        ExifFields(latitude: 45), ExifFields(longitude: 7),
    ])
    func zeroZeroOutOfRangeOrHalfAPositionIsNoLocation(exif: ExifFields) throws {
        let read = try metadata(exif)
        #expect(read.location == nil)
        #expect(read.kind == .jpeg)
    }

    @Test func theEquatorOrTheMeridianAloneIsAPlace() throws {
        #expect(try metadata(ExifFields(latitude: 0, longitude: 32.5)).location == Coordinates(latitude: 0, longitude: 32.5))
        #expect(try metadata(ExifFields(latitude: -1.25, longitude: 0)).location == Coordinates(latitude: -1.25, longitude: 0))
    }

    // MARK: - Time taken

    @Test(arguments: [false, true])
    func dateTimeOriginalWithItsOffsetIsAnInstantAtThePlace(bigEndian: Bool) throws {
        let read = try metadata(ExifFields(dateTimeOriginal: "2024:05:14 18:03:22", offsetTimeOriginal: "+02:00", bigEndian: bigEndian))
        #expect(read.taken == ZonedDate(date: Date(timeIntervalSince1970: 1_715_702_602), utcOffsetSeconds: 7200))
        #expect(read.takenOffsetIsKnown)
        #expect(read.taken?.iso8601 == "2024-05-14T18:03:22+02:00")
    }

    @Test func aNegativeOrHalfHourOffsetCounts() throws {
        let west = try metadata(ExifFields(dateTimeOriginal: "2024:05:14 18:03:22", offsetTimeOriginal: "-07:00"))
        #expect(west.taken?.date == Date(timeIntervalSince1970: 1_715_709_802 + 7 * 3600))
        #expect(west.taken?.utcOffsetSeconds == -25200)
        let india = try metadata(ExifFields(dateTimeOriginal: "2023:12:31 23:30:00", offsetTimeOriginal: "+05:30"))
        #expect(india.taken?.date == Date(timeIntervalSince1970: 1_704_065_400 - 5 * 3600 - 30 * 60))
        #expect(india.taken?.iso8601 == "2023-12-31T23:30:00+05:30")
    }

    @Test func dateTimeOriginalWithoutAnOffsetKeepsTheClockTimeWithTheOffsetUnknown() throws {
        let read = try metadata(ExifFields(dateTimeOriginal: "2024:05:14 18:03:22"))
        #expect(read.taken == ZonedDate(date: Date(timeIntervalSince1970: 1_715_709_802), utcOffsetSeconds: 0))
        #expect(!read.takenOffsetIsKnown)
    }

    @Test func aBadOffsetIsTakenAsNone() throws {
        let read = try metadata(ExifFields(dateTimeOriginal: "2024:05:14 18:03:22", offsetTimeOriginal: "+25:00"))
        #expect(read.taken == ZonedDate(date: Date(timeIntervalSince1970: 1_715_709_802), utcOffsetSeconds: 0))
        #expect(!read.takenOffsetIsKnown)
    }

    @Test(arguments: [
        "0000:00:00 00:00:00", "    :  :     :  :  ", "2024:13:01 10:00:00", "2023:02:30 12:00:00", "2023:04:31 08:00:00",
        "2024:05:14 24:00:00", "yesterday",
    ])
    func aBlankOrImpossibleDateIsNoDate(text: String) throws {
        let read = try metadata(ExifFields(dateTimeOriginal: text, offsetTimeOriginal: "+01:00"))
        #expect(read.taken == nil)
        #expect(!read.takenOffsetIsKnown)
    }

    @Test func noDateWithoutDateTimeOriginal() throws {
        let read = try metadata(ExifFields(offsetTimeOriginal: "+02:00", make: "Apple"))
        #expect(read.taken == nil)
        #expect(!read.takenOffsetIsKnown)
    }

    // MARK: - Camera, orientation, size

    @Test func theCameraJoinsMakeAndModelUnlessTheModelNamesTheMake() throws {
        #expect(try metadata(ExifFields(make: "Apple", model: "iPhone 12")).camera == "Apple iPhone 12")
        #expect(try metadata(ExifFields(make: "Canon", model: "Canon EOS R5")).camera == "Canon EOS R5")
        #expect(try metadata(ExifFields(make: "NIKON CORPORATION", model: "NIKON Z 6_2", bigEndian: true)).camera == "NIKON Z 6_2")
        #expect(try metadata(ExifFields(make: "FUJIFILM", model: "X-T4", bigEndian: true)).camera == "FUJIFILM X-T4")
        #expect(try metadata(ExifFields(model: "Pixel 7")).camera == "Pixel 7")
        #expect(try metadata(ExifFields(make: "Google")).camera == "Google")
        #expect(try metadata(ExifFields(make: "  ", model: "")).camera == nil)
        #expect(try metadata(ExifFields(latitude: 1, longitude: 1)).camera == nil)
    }

    @Test(arguments: [(1, 1), (3, 3), (6, 6), (8, 8), (0, 1), (9, 1), (65535, 1)])
    func orientationIsOneToEightElseUpright(written: Int, read: Int) throws {
        #expect(try metadata(ExifFields(orientation: written)).orientation == read)
        #expect(try metadata(ExifFields(orientation: written, bigEndian: true)).orientation == read)
    }

    @Test func widthAndHeightComeFromTheFrameHeader() throws {
        let read = try metadata(ExifFields(make: "Apple", model: "iPhone 12", orientation: 6))
        #expect(read == PhotoMetadata(kind: .jpeg, width: 37, height: 21, camera: "Apple iPhone 12", orientation: 6))
    }

    @Test func aJPEGWithoutExifHasItsSizeAndNothingElse() throws {
        #expect(try metadata(nil) == PhotoMetadata(kind: .jpeg, width: 37, height: 21))
    }

    @Test func everythingTogether() throws {
        let exif = ExifFields(
            latitude: 48.69423, longitude: -113.536248, dateTimeOriginal: "2024:07:04 09:15:00", offsetTimeOriginal: "-06:00",
            make: "Apple", model: "iPhone 12", orientation: 8, bigEndian: true)
        var read = try metadata(exif)
        let location = try #require(read.location)
        #expect(abs(location.latitude - 48.69423) < 0.000_003 && abs(location.longitude + 113.536248) < 0.000_003)
        read.location = nil
        #expect(
            read
                == PhotoMetadata(
                    kind: .jpeg, width: 37, height: 21,
                    taken: ZonedDate(date: Date(timeIntervalSince1970: 1_720_106_100), utcOffsetSeconds: -21600),
                    takenOffsetIsKnown: true, camera: "Apple iPhone 12", orientation: 8))
    }

    // MARK: - Files that are not photos, cut short or damaged

    @Test func aTextFileNamedJPGIsNotAPicture() {
        let text = Array("hello, this is not a picture\n".utf8)
        #expect(outcome(text) == .unusable("not a picture format the app reads"))
        #expect(outcome([]) == .unusable("an empty file"))
    }

    @Test func aFileCutShortInItsExifSaysSo() {
        let whole = ExifJPEG.make(width: 37, height: 21, seed: 7, exif: ExifFields(latitude: 34, longitude: -116, make: "Apple"))
        #expect(outcome(Array(whole.prefix(30))) == .unusable("damaged JPEG: ends after 30 bytes"))
    }

    @Test func aFileCutAnywhereGivesAReasonOrTrueValuesNeverBogusOnes() throws {
        let exif = ExifFields(
            latitude: -33.856784, longitude: 151.215297, dateTimeOriginal: "2024:05:14 18:03:22", offsetTimeOriginal: "+10:00",
            make: "Canon", model: "Canon EOS R5", orientation: 3)
        for bigEndian in [false, true] {
            var fields = exif
            fields.bigEndian = bigEndian
            let whole = ExifJPEG.make(width: 37, height: 21, seed: 7, exif: fields)
            let complete = try PhotoMetadata.read(bytes: whole)
            for length in 0..<whole.count {
                guard case .metadata(let read) = outcome(Array(whole.prefix(length))) else { continue }
                #expect(read.location == nil || read.location == complete.location, "cut at \(length)")
                #expect(read.taken == nil || read.taken == complete.taken, "cut at \(length)")
                #expect(read.camera == nil || read.camera == complete.camera, "cut at \(length)")
                #expect(read.orientation == 1 || read.orientation == 3, "cut at \(length)")
                #expect(read.width == nil || read.width == 37, "cut at \(length)")
            }
        }
    }

    /// What each kind of damage should give, from what the undamaged file gives (a place, a date, a
    /// camera and orientation 6) and the damaged file's size.
    static let damageOutcomes: [(ExifDamage, @Sendable (PhotoMetadata, Int) -> Outcome)] = [
        (.truncatedSegment, { _, size in .unusable("damaged JPEG: ends after \(size) bytes") }),
        // The length claims the picture as EXIF: there is no picture left to show.
        (.segmentLengthBeyondFile, { _, size in .unusable("damaged JPEG: ends after \(size) bytes") }),
        // The segment is whole, its content is no TIFF structure: the picture is still one to show.
        (.headerOnly, { _, _ in .metadata(PhotoMetadata(kind: .jpeg, note: "its metadata is damaged, ignored")) }),
        (.unknownByteOrder, { _, _ in .metadata(PhotoMetadata(kind: .jpeg, note: "its metadata is damaged, ignored")) }),
        // exiv2 skips values outside the data: the orientation, held in its entry, is all that is left.
        (.offsetsOutside, { whole, _ in .metadata(PhotoMetadata(kind: .jpeg, width: 37, height: 21, orientation: whole.orientation)) }),
        // exiv2 refuses a directory whose entries run past the data, and with IFD0 everything it points to.
        (.entryCountTooLarge, { _, _ in .metadata(PhotoMetadata(kind: .jpeg, width: 37, height: 21)) }),
        // The Exif and GPS directories are IFD0 again, which holds no date or place; the camera is still there.
        (
            .ifdLoop,
            { whole, _ in
                .metadata(PhotoMetadata(kind: .jpeg, width: 37, height: 21, camera: whole.camera, orientation: whole.orientation))
            }
        ),
    ]

    @Test func everyKindOfDamageHasAnExpectedOutcome() {
        #expect(Set(Self.damageOutcomes.map { "\($0.0)" }) == Set(ExifDamage.allCases.map { "\($0)" }))
    }

    @Test(arguments: PhotoMetadataTests.damageOutcomes, [false, true])
    func damagedExifGivesAReasonOrMetadataWithoutBogusValues(
        damage: (kind: ExifDamage, expected: @Sendable (PhotoMetadata, Int) -> Outcome), bigEndian: Bool
    ) throws {
        let exif = ExifFields(
            latitude: 59.560551, longitude: -135.334571, dateTimeOriginal: "2024:05:14 18:03:22", offsetTimeOriginal: "-08:00",
            make: "Apple", model: "iPhone 12", orientation: 6, bigEndian: bigEndian)
        let whole = try metadata(exif)
        #expect(whole.location != nil && whole.taken != nil && whole.camera == "Apple iPhone 12" && whole.orientation == 6)
        let bytes = ExifJPEG.makeDamaged(damage.kind, width: 37, height: 21, seed: 7, exif: exif)
        #expect(outcome(bytes) == damage.expected(whole, bytes.count), "\(damage.kind)")
    }

    // MARK: - PNG

    /// A PNG's signature, an IHDR chunk holding `header` and an IEND chunk (CRCs left zero: exiv2 reads past them).
    private func png(chunk type: String = "IHDR", header: [UInt8], end: Bool = true) -> [UInt8] {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let length = UInt32(header.count)
        let chunk = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) } + Array(type.utf8) + header + [0, 0, 0, 0]
        return signature + chunk + (end ? [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82] : [])
    }

    @Test func aPNGHasItsSizeFromItsHeader() {
        let whole = png(header: [0, 0, 1, 44, 0, 0, 0, 200, 8, 2, 0, 0, 0])
        #expect(outcome(whole) == .metadata(PhotoMetadata(kind: .png, width: 300, height: 200)))
        #expect(outcome(Array(whole.prefix(20))) == .unusable("damaged PNG: ends after 20 bytes"))
    }

    @Test func aPNGWithoutAValidHeaderHasNoBogusSize() {
        let zeroWide = png(header: [0, 0, 0, 0, 0, 0, 0, 200, 8, 2, 0, 0, 0])
        #expect(outcome(zeroWide) == .metadata(PhotoMetadata(kind: .png)))
        let textFirst = png(chunk: "tEXt", header: [0, 0, 1, 44, 0, 0, 0, 200, 8, 2, 0, 0, 0])
        #expect(outcome(textFirst) == .metadata(PhotoMetadata(kind: .png)))
    }
}
