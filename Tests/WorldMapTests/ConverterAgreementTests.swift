import Foundation
import Testing
import WorldMap

/// The converter (`Scripts/convert-map-data.py`) and the reader agree on the file format and its checksum.
@Suite struct ConverterAgreementTests {
    @Test func whatTheConverterWritesTheReaderReadsBack() throws {
        let scripts = MapFileBytes.bundledURL.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("converter-\(UUID().uuidString).map")
        defer { try? FileManager.default.removeItem(at: output) }
        let program = """
            import importlib.util, sys
            spec = importlib.util.spec_from_file_location("convert", sys.argv[1] + "/convert-map-data.py")
            convert = importlib.util.module_from_spec(spec)
            sys.path.insert(0, sys.argv[1])
            spec.loader.exec_module(convert)
            lines = [(0, [(-116.16687, 34.01129), (-117.5, 33.25), (-117.5, 33.25), (-118.00004, 34.0)]),
                     (2, [(179.9999, -90.0), (-180.0, 90.0)]), (1, [(5.0, 5.0)])]
            open(sys.argv[2], "wb").write(convert.encode(lines)[0])
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", program, scripts.path, output.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let outlines = try MapOutlines.load(from: output)
        // Repeated points are written once; a line of one point is left out.
        #expect(outlines.lines.map(\.kind) == [.coast, .stateBorder])
        #expect(outlines.longitudes == [-1_161_669, -1_175_000, -1_180_000, 1_799_999, -1_800_000])
        #expect(outlines.latitudes == [340_113, 332_500, 340_000, -900_000, 900_000])
    }
}
