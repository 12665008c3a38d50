import Foundation
import Testing
import ToolSupport

/// `landmarks list` in file order writes each line as its record arrives, and stops quietly when
/// its reader goes away.
@Suite struct StreamedListSmokeTests {
    private let folder: String

    init() throws {
        folder = try ProcessRunner.temporaryFolder()
    }

    private static func record(_ id: Int, latitude: Double = 45) -> String {
        #"{"id": \#(id), "name": "Place \#(id)", "coordinates": {"latitude": \#(latitude), "longitude": -70}}"#
    }

    private static func line(_ id: Int) -> String { "\(id)\tPlace \(id)\t\t\t\tno" }

    /// Lists a catalog piped in two parts, the second only once the first part's lines are out (or
    /// after ten seconds); what was written by then, and the whole run.
    private func listStalledPipe(first: [String], rest: [String]) throws -> (early: String, ProcessRunner.Result) {
        try ("[" + first.joined(separator: ",\n")).write(toFile: folder + "/first.json", atomically: true, encoding: .utf8)
        try (",\n" + rest.joined(separator: ",\n") + "]\n").write(toFile: folder + "/rest.json", atomically: true, encoding: .utf8)
        let script = #"""
            cd "$1"
            { cat first.json; while [ ! -e go ]; do sleep 0.05; done; cat rest.json; } \
                | "$0" list --data - --state-dir state > out 2> err &
            tries=0
            while [ ! -s out ] && [ $tries -lt 200 ]; do sleep 0.05; tries=$((tries + 1)); done
            cp out early; touch go
            wait $!; status=$?
            cat out; cat err >&2; exit $status
            """#
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script, ProcessRunner.landmarksBinary.path, folder])
        return (try String(contentsOfFile: folder + "/early", encoding: .utf8), result)
    }

    @Test func linesGoOutAsTheirRecordsArrive() throws {
        let (early, result) = try listStalledPipe(first: (1...3).map { Self.record($0) }, rest: [Self.record(4)])
        #expect(early.split(separator: "\n") == (1...3).map { Self.line($0)[...] })
        #expect(result.status == 0)
        #expect(result.standardOutput.split(separator: "\n") == (1...4).map { Self.line($0)[...] })
    }

    @Test func aBadRecordAfterTheFirstLinesEndsWithItsErrorAndStatus1() throws {
        let (early, result) = try listStalledPipe(
            first: (1...3).map { Self.record($0) }, rest: [Self.record(4), Self.record(5, latitude: 91)])
        #expect(early.split(separator: "\n").count == 3)
        #expect(result.status == 1)
        // Every record before the bad one is listed, the one in the bad one's piece too.
        #expect(result.standardOutput.split(separator: "\n") == (1...4).map { Self.line($0)[...] })
        #expect(
            result.standardError
                == "landmarks: standard input: record 5, field \"coordinates.latitude\": 91.0 is outside -90...90\n")
    }

    @Test func aReaderThatGoesAwayEndsTheListQuietly() throws {
        let catalog = "[" + (1...30_000).map { Self.record($0) }.joined(separator: ",\n") + "]"
        try catalog.write(toFile: folder + "/big.json", atomically: true, encoding: .utf8)
        let script = #"{ "$0" list --data "$1/big.json" --state-dir "$1/state"; echo $? > "$1/status"; } | head -1"#
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script, ProcessRunner.landmarksBinary.path, folder])
        #expect(result.standardOutput == Self.line(1) + "\n")
        #expect(result.standardError.isEmpty)
        // Ended by SIGPIPE, as `yes | head` is, without a word.
        let status = try String(contentsOfFile: folder + "/status", encoding: .utf8)
        #expect(["0\n", "141\n"].contains(status))
    }
}
