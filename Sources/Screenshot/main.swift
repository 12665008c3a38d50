// `make-screenshot [--app PATH] [--output FILE] [--landmark NAME] [--size COLSxROWS]`: runs the app in
// tmux on the bundled data, selects a landmark, waits for the preview pane's picture, and writes the
// screen as an SVG (`make screenshot` writes Resources/screenshot.svg, which the README shows).
import Foundation

var app = ".build/release/landmarks"
var output = "Resources/screenshot.svg"
var landmark = "Turtle Rock"
var (columns, rows) = (120, 32)
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    guard let value = arguments.popFirst(), ["--app", "--output", "--landmark", "--size"].contains(argument) else {
        FileHandle.standardError.write(
            Data("usage: make-screenshot [--app PATH] [--output FILE] [--landmark NAME] [--size COLSxROWS]\n".utf8))
        exit(2)
    }
    switch argument {
    case "--app": app = value
    case "--output": output = value
    case "--landmark": landmark = value
    default:
        let numbers = value.split(separator: "x").compactMap { Int($0) }
        guard numbers.count == 2 else {
            FileHandle.standardError.write(Data("--size: COLSxROWS, e.g. 120x32\n".utf8))
            exit(2)
        }
        (columns, rows) = (numbers[0], numbers[1])
    }
}

do {
    let screen = try ScreenshotSession(app: app, columns: columns, rows: rows).capture(selecting: landmark)
    try Data(ScreenshotSVG().document(for: screen).utf8).write(to: URL(fileURLWithPath: output))
    print("make-screenshot: wrote \(output) (\(columns) × \(rows), \(landmark))")
} catch {
    FileHandle.standardError.write(Data("make-screenshot: \(error)\n".utf8))
    exit(1)
}
