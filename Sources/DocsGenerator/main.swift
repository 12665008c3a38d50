// generate-docs: writes the manual page and the shell completions of landmarks.
//
//     swift run generate-docs Resources
//
// Writes <folder>/man/landmarks.1, <folder>/completions/landmarks.bash and <folder>/completions/_landmarks,
// all made from the option table (LandmarksCommandLine) and the key maps (StandardKeyMaps), so that
// they say what the parser, `--help` and the app do. A test checks that the committed files are current.
import Foundation

/// Prints `message` to standard error and exits with `status`.
func exitWithError(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("generate-docs: \(message)\n".utf8))
    exit(status)
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let folderPath = arguments.first, !folderPath.hasPrefix("-") else {
    exitWithError("usage: generate-docs <folder to write man/ and completions/ in>", status: 2)
}
let folder = URL(fileURLWithPath: folderPath, isDirectory: true)
let files = [
    "man/landmarks.1": ManPage.text,
    "completions/landmarks.bash": BashCompletion.text,
    "completions/_landmarks": ZshCompletion.text,
]
do {
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
} catch {
    exitWithError("cannot write in \(folder.relativePath): \(error.localizedDescription)", status: 1)
}
print("Wrote \(files.keys.sorted().joined(separator: ", ")) in \(folder.relativePath)")
