import PhotoFixtures
import Testing

private let everything = ExifFields(
    latitude: 46.5, longitude: 7.25, dateTimeOriginal: "2021:08:01 10:20:30", offsetTimeOriginal: "+02:00",
    make: "FUJIFILM", model: "X-T4", orientation: 6)

private func damaged(_ damage: ExifDamage, bigEndian: Bool) -> [UInt8] {
    var fields = everything
    fields.bigEndian = bigEndian
    return ExifJPEG.makeDamaged(damage, width: 24, height: 16, seed: 9, exif: fields)
}

private func intact(bigEndian: Bool) -> [UInt8] {
    var fields = everything
    fields.bigEndian = bigEndian
    return ExifJPEG.make(width: 24, height: 16, seed: 9, exif: fields)
}

@Test(arguments: ExifDamage.allCases, [false, true])
func libexifSurvivesEachDamageAndTheDamageIsReal(damage: ExifDamage, bigEndian: Bool) {
    let jpeg = damaged(damage, bigEndian: bigEndian)
    #expect(jpeg != intact(bigEndian: bigEndian))
    #expect(Array(jpeg.prefix(4)) == [0xFF, 0xD8, 0xFF, 0xE1])
    // Reaching the end of this line without a crash or a hang is the point; the reading itself varies.
    let read = LibExifReading(jpeg: jpeg)
    // No damage lets a whole, correct position through by accident.
    if let latitude = read?.fields.latitude, let longitude = read?.fields.longitude {
        #expect(damage == .segmentLengthBeyondFile || damage == .entryCountTooLarge)
        #expect(abs(latitude - 46.5) < 1e-5 && abs(longitude - 7.25) < 1e-5)
    }
}

@Test(arguments: [false, true])
func theIntactFileReadsWhole(bigEndian: Bool) throws {
    let read = try #require(LibExifReading(jpeg: intact(bigEndian: bigEndian)))
    #expect(read.fields.make == "FUJIFILM")
    #expect(read.fields.latitude != nil)
}

@Test(arguments: [false, true])
func aTruncatedSegmentEndsTheFileInsideThePayload(bigEndian: Bool) {
    let jpeg = damaged(.truncatedSegment, bigEndian: bigEndian)
    let declared = Int(jpeg[4]) << 8 | Int(jpeg[5])
    #expect(4 + declared > jpeg.count)
    #expect(TurboJPEGReading(jpeg: jpeg) == nil)
}

@Test(arguments: [false, true])
func aSegmentLengthBeyondTheFileClaims65535Bytes(bigEndian: Bool) {
    let jpeg = damaged(.segmentLengthBeyondFile, bigEndian: bigEndian)
    #expect(Array(jpeg[4..<6]) == [0xFF, 0xFF])
    #expect(jpeg.count < 4 + 0xFFFF)
}

@Test(arguments: [false, true])
func offsetsOutsideLoseTheStringsAndTheSubIFDs(bigEndian: Bool) {
    let read = LibExifReading(jpeg: damaged(.offsetsOutside, bigEndian: bigEndian))
    #expect(read?.fields.make == nil)
    #expect(read?.fields.model == nil)
    #expect(read?.fields.dateTimeOriginal == nil)
    #expect(read?.gpsTags.isEmpty ?? true)
    // The orientation sits in its entry, not behind an offset, so it survives.
    #expect(read?.fields.orientation == 6)
}

@Test(arguments: [false, true])
func anIFDLoopKeepsIFD0AndEndsTheReading(bigEndian: Bool) {
    let read = LibExifReading(jpeg: damaged(.ifdLoop, bigEndian: bigEndian))
    #expect(read?.fields.make == "FUJIFILM")
    #expect(read?.fields.latitude == nil)
}

@Test(arguments: [ExifDamage.headerOnly, .unknownByteOrder], [false, true])
func payloadsWithoutAUsableHeaderGiveNothing(damage: ExifDamage, bigEndian: Bool) {
    let read = LibExifReading(jpeg: damaged(damage, bigEndian: bigEndian))
    #expect(read?.fields.make == nil)
    #expect(read?.fields.orientation == nil)
    #expect(read?.gpsTags.isEmpty ?? true)
}

@Test(arguments: ExifDamage.allCases.filter { $0 != .truncatedSegment && $0 != .segmentLengthBeyondFile })
func damageToTheExifLeavesThePictureDecodable(damage: ExifDamage) throws {
    let read = try #require(TurboJPEGReading(jpeg: damaged(damage, bigEndian: false)))
    #expect(read.width == 24 && read.height == 16)
    #expect(read.pixels != nil)
}
