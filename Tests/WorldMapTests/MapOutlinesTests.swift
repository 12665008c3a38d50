import Foundation
import Gazetteer
import Testing
import WorldMap

@Suite struct MapOutlinesTests {
    @Test func theBundledFileLoadsWithItsChecksumAndEveryKindOfLine() throws {
        let outlines = try MapOutlines.load(from: MapFileBytes.bundledURL)
        let kinds = Dictionary(grouping: outlines.lines, by: \.kind).mapValues(\.count)
        #expect(kinds[.coast, default: 0] > 1000)
        #expect(kinds[.countryBorder, default: 0] > 500)
        #expect(kinds[.stateBorder, default: 0] > 100)
        #expect(outlines.pointCount > 50_000)
        let size = try Data(contentsOf: MapFileBytes.bundledURL).count
        #expect(size < 3_000_000)
    }

    @Test func theFileCarriesTheChecksumOfWhatFollowsIt() throws {
        let bytes = [UInt8](try Data(contentsOf: MapFileBytes.bundledURL))
        let stored = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[8 + $1]) << (8 * $1) }
        #expect(Checksum.fnv1a64(bytes[16...]) == stored)
        #expect(Checksum.fnv1a64(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)  // FNV-1a's published value
    }

    @Test func aDamagedFileIsRefusedWithOneLine() throws {
        var bytes = [UInt8](try Data(contentsOf: MapFileBytes.bundledURL))
        bytes[1000] ^= 0x20
        #expect(throws: GeoFileError(file: "world.map", problem: "checksum does not match: the file is damaged")) {
            try MapOutlines(data: Data(bytes), file: "world.map")
        }
    }

    @Test func otherFilesAreRefusedNamingWhatIsWrong() {
        let cases: [(Data, String)] = [
            (Data("[1, 2]".utf8), "not a map file (make map-data writes one)"),
            (Data(), "not a map file (make map-data writes one)"),
            (MapFileBytes.withChecksum([2, 0, 2, 0, 0]), "ends too soon at byte 21"),
            (MapFileBytes.withChecksum([1, 7, 2, 0, 0, 0, 0]), "unknown line kind at byte 18"),
            (MapFileBytes.withChecksum([1, 0, 1, 0, 0]), "bad point count at byte 19"),
            (MapFileBytes.withChecksum([1, 0, 2, 0, 0, 0, 0, 9]), "bytes after the last line at byte 23"),
            (MapFileBytes.file([(0, [(0, 0), (181, 0)])]), "a point lies off the globe at byte 26"),
            (MapFileBytes.withChecksum([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 1]), "number too long at byte 24"),
        ]
        for (data, problem) in cases {
            #expect(throws: GeoFileError(file: "x.map", problem: problem)) { try MapOutlines(data: data, file: "x.map") }
        }
    }

    @Test func aMissingFileSaysSoInOneLine() {
        let error = #expect(throws: GeoFileError.self) { try MapOutlines.load(from: URL(fileURLWithPath: "/nonexistent/world.map")) }
        #expect(error?.description == "/nonexistent/world.map: cannot read it")
    }

    @Test func pointsReadBackAsWritten() throws {
        let outlines = try MapOutlines(data: MapFileBytes.file([(2, [(-116.5, 34.25), (179.9999, -90), (-180, 90)])]), file: "x")
        #expect(outlines.lines.map(\.kind) == [.stateBorder])
        #expect(outlines.longitudes == [-1_165_000, 1_799_999, -1_800_000])
        #expect(outlines.latitudes == [342_500, -900_000, 900_000])
    }
}
