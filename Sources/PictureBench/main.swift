// `swift run -c release picture-bench [FILE …]`: how long Pictures.render takes for a big photo into
// 120 × 40 cells, and how much memory it needs on top of what the process had. A quick manual check,
// not a test: timings on a shared machine vary too much to fail a build on.
import Foundation
import TerminalPictures

let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.contains(where: { $0.hasPrefix("-") }) else {
    print("usage: picture-bench [FILE …]   (without files: made-up 6000 × 4000 JPEGs, baseline and progressive)")
    exit(2)
}
if arguments.isEmpty {
    // Each file is measured in a process of its own, whose memory held nothing big before.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("picture-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [String] = []
    for progressive in [false, true] {
        let path = folder.appendingPathComponent(progressive ? "progressive.jpg" : "baseline.jpg").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(SyntheticPhoto.jpeg(width: 6000, height: 4000, progressive: progressive)))
        files.append(path)
    }
    for file in files {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        child.arguments = [file]
        try child.run()
        child.waitUntilExit()
    }
} else {
    for path in arguments { RenderMeasurement.run(path: path) }
}
