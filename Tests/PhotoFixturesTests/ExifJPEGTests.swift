import Foundation
import PhotoFixtures
import Testing

/// Samples covering each hemisphere, the equator and the date line, with every field set.
private let samples: [ExifFields] = [
    ExifFields(
        latitude: 48.858_37, longitude: 2.294_48, dateTimeOriginal: "2023:07:14 21:45:03", offsetTimeOriginal: "+02:00",
        make: "Apple", model: "iPhone 13", orientation: 6),
    ExifFields(
        latitude: -33.856_78, longitude: 151.215_30, dateTimeOriginal: "2019:01:01 00:00:00", offsetTimeOriginal: "+11:00",
        make: "Canon", model: "Canon EOS R6", orientation: 1),
    ExifFields(
        latitude: 36.106_97, longitude: -112.112_99, dateTimeOriginal: "2015:12:31 23:59:59", offsetTimeOriginal: "-07:00",
        make: "NIKON CORPORATION", model: "NIKON Z 6_2", orientation: 8),
    ExifFields(
        latitude: -0.000_004, longitude: -179.999_999, dateTimeOriginal: "2024:02:29 12:00:00", offsetTimeOriginal: "-12:00",
        make: "A", model: "Camera with a rather long model name", orientation: 3),
]

@Test(arguments: [false, true], samples)
func everyFieldRoundTripsThroughLibexif(bigEndian: Bool, sample: ExifFields) throws {
    var fields = sample
    fields.bigEndian = bigEndian
    let jpeg = ExifJPEG.make(width: 40, height: 30, seed: 7, exif: fields)
    let read = try #require(LibExifReading(jpeg: jpeg))
    #expect(read.fields.bigEndian == bigEndian)
    #expect(read.fields.make == fields.make)
    #expect(read.fields.model == fields.model)
    #expect(read.fields.orientation == fields.orientation)
    #expect(read.fields.dateTimeOriginal == fields.dateTimeOriginal)
    #expect(read.fields.offsetTimeOriginal == fields.offsetTimeOriginal)
    let latitude = try #require(read.fields.latitude)
    let longitude = try #require(read.fields.longitude)
    #expect(abs(latitude - fields.latitude!) < 1e-5)
    #expect(abs(longitude - fields.longitude!) < 1e-5)
}

@Test(arguments: [false, true])
func gpsIsReferenceLettersAndThreeRationals(bigEndian: Bool) throws {
    let fields = ExifFields(latitude: -12.5, longitude: -45.999_999_9, bigEndian: bigEndian)
    let read = try #require(LibExifReading(jpeg: ExifJPEG.make(width: 8, height: 8, seed: 1, exif: fields)))
    #expect(read.gpsReferences == ["S", "W"])
    // 12°30'0.00" and 46°0'0.00": the seconds round up into the minutes and the minutes into the degrees.
    #expect(read.gpsRationals.map(\.0) == [12, 30, 0, 46, 0, 0])
    #expect(read.gpsRationals.map(\.1) == [1, 1, 100, 1, 1, 100])
    #expect(read.gpsTags.sorted() == [0, 1, 2, 3, 4])
}

@Test func secondsKeepTheirHundredths() throws {
    // 51°28'40.12" N, 0°0'5.31" W.
    let fields = ExifFields(latitude: 51 + 28.0 / 60 + 40.12 / 3600, longitude: -(5.31 / 3600))
    let read = try #require(LibExifReading(jpeg: ExifJPEG.make(width: 8, height: 8, seed: 1, exif: fields)))
    #expect(read.gpsRationals.map(\.0) == [51, 28, 4012, 0, 0, 531])
    #expect(read.gpsReferences == ["N", "W"])
}

@Test(arguments: [(64, 48), (1, 1), (33, 17), (640, 480)], [false, true])
func turboJPEGReadsTheSizeAndDecodes(size: (Int, Int), withExif: Bool) throws {
    let exif = withExif ? samples[0] : nil
    let jpeg = ExifJPEG.make(width: size.0, height: size.1, seed: 3, exif: exif)
    let read = try #require(TurboJPEGReading(jpeg: jpeg))
    #expect(read.width == size.0)
    #expect(read.height == size.1)
    #expect(read.pixels != nil)
}

@Test func aJPEGWithoutExifHasNoGPSEntry() throws {
    let read = try #require(LibExifReading(jpeg: ExifJPEG.make(width: 16, height: 16, seed: 2, exif: nil)))
    #expect(read.gpsTags.isEmpty)
    #expect(read.fields.latitude == nil)
    #expect(read.tagCounts.allSatisfy { $0 == 0 })
}

@Test(arguments: [false, true])
func exifWithoutAPositionHasNoGPSEntry(bigEndian: Bool) throws {
    let fields = ExifFields(dateTimeOriginal: "2020:05:06 07:08:09", make: "Google", model: "Pixel 7", bigEndian: bigEndian)
    let read = try #require(LibExifReading(jpeg: ExifJPEG.make(width: 16, height: 16, seed: 2, exif: fields)))
    #expect(read.gpsTags.isEmpty)
    #expect(read.fields.make == "Google")
    #expect(read.fields.dateTimeOriginal == "2020:05:06 07:08:09")
}

@Test func theExifSegmentFollowsSOIAndReplacesJFIF() {
    let plain = ExifJPEG.make(width: 16, height: 16, seed: 5, exif: nil)
    let payload = ExifJPEG.exifPayload(samples[1])
    let jpeg = ExifJPEG.make(width: 16, height: 16, seed: 5, exif: samples[1])
    #expect(Array(plain.prefix(4)) == [0xFF, 0xD8, 0xFF, 0xE0])
    #expect(Array(jpeg.prefix(4)) == [0xFF, 0xD8, 0xFF, 0xE1])
    #expect(Int(jpeg[4]) << 8 | Int(jpeg[5]) == payload.count + 2)
    #expect(Array(jpeg[6..<6 + payload.count]) == payload)
    #expect(Array(payload.prefix(8)) == Array("Exif".utf8) + [0, 0] + Array("II".utf8))
    // After the segment comes TurboJPEG's picture without its APP0 segment.
    let afterJFIF = 4 + (Int(plain[4]) << 8 | Int(plain[5]))
    #expect(Array(jpeg[(6 + payload.count)...]) == Array(plain[afterJFIF...]))
}

@Test func bigEndianPayloadsStartWithMM() {
    var fields = samples[2]
    fields.bigEndian = true
    #expect(Array(ExifJPEG.exifPayload(fields)[6..<10]) == Array("MM".utf8) + [0, 42])
    fields.bigEndian = false
    #expect(Array(ExifJPEG.exifPayload(fields)[6..<10]) == Array("II".utf8) + [42, 0])
}

@Test func theSameSeedGivesTheSameBytesAndAnotherSeedAnotherPicture() throws {
    let first = ExifJPEG.make(width: 32, height: 24, seed: 11, exif: samples[0])
    #expect(first == ExifJPEG.make(width: 32, height: 24, seed: 11, exif: samples[0]))
    let other = try #require(TurboJPEGReading(jpeg: ExifJPEG.make(width: 32, height: 24, seed: 12, exif: samples[0])))
    let same = try #require(TurboJPEGReading(jpeg: first))
    #expect(same.pixels != other.pixels)
}

@Test(arguments: [false, true])
func emptyFieldsGiveAnExifSegmentWithNothingOfOurs(bigEndian: Bool) throws {
    let jpeg = ExifJPEG.make(width: 8, height: 8, seed: 1, exif: ExifFields(bigEndian: bigEndian))
    #expect(Array(jpeg.prefix(4)) == [0xFF, 0xD8, 0xFF, 0xE1])
    let read = try #require(LibExifReading(jpeg: jpeg))
    #expect(read.fields == ExifFields(bigEndian: read.fields.bigEndian))
    #expect(read.gpsTags.isEmpty)
}

@Test func writtenFilesHoldTheBytes() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("exif-\(UUID().uuidString).jpg").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let jpeg = ExifJPEG.make(width: 12, height: 10, seed: 4, exif: samples[3])
    try ExifJPEG.write(jpeg, to: path)
    #expect(FileManager.default.contents(atPath: path).map(Array.init) == jpeg)
}

@Test func writingIntoAMissingFolderThrowsNamingThePath() {
    let path = "/nonexistent-\(UUID().uuidString)/photo.jpg"
    let error = #expect(throws: (any Error).self) { try ExifJPEG.write([0xFF, 0xD8], to: path) }
    #expect(error.map { "\($0)" }?.contains(path) == true)
}
