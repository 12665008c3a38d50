// swift-tools-version:6.0
import PackageDescription

// Module direction (every arrow is a dependency; nothing points back up):
//
//   landmarks (executable: main, command line, wiring)
//     ├─→ LandmarksUI ──→ LandmarksCore   (app pages, rows, key maps, run loop ─→ models, store, presenters)
//     │        └────────→ TerminalKit     (the generic toolkit: surface, table, keys, pages, backend protocol)
//     └─→ CursesTerminal ─→ TerminalKit, CNcurses   (the ncurses backend; the only user of the C shim)
//
// TerminalKit knows nothing of landmarks and LandmarksCore nothing of terminals: neither can import
// the other, and only CursesTerminal can import CNcurses.
let package = Package(
    name: "landmarks",
    products: [
        .executable(name: "landmarks", targets: ["landmarks"])
    ],
    targets: [
        .target(
            name: "CNcurses",
            linkerSettings: [.linkedLibrary("ncursesw")]
        ),
        .target(name: "TerminalKit"),
        .target(name: "CursesTerminal", dependencies: ["CNcurses", "TerminalKit"]),
        .target(name: "LandmarksCore"),
        .target(name: "LandmarksUI", dependencies: ["LandmarksCore", "TerminalKit"]),
        .executableTarget(name: "landmarks", dependencies: ["CursesTerminal", "LandmarksUI", "LandmarksCore", "TerminalKit"]),
        // Makes Resources/photos.json and the pictures under Resources/photos/ (`make photos`).
        .executableTarget(name: "generate-photos", dependencies: ["LandmarksCore"], path: "Sources/PhotoGenerator"),
        // libFuzzer entry points (`make fuzz`); a plain build links them as programs that do nothing.
        .executableTarget(name: "FuzzLandmarkStore", dependencies: ["LandmarksCore"], path: "Sources/Fuzz/LandmarkStore"),
        .executableTarget(name: "FuzzPhotoCatalog", dependencies: ["LandmarksCore"], path: "Sources/Fuzz/PhotoCatalog"),
        .executableTarget(name: "FuzzStateFile", dependencies: ["LandmarksCore"], path: "Sources/Fuzz/StateFile"),
        .executableTarget(
            name: "FuzzJSONSyntaxLocator", dependencies: ["LandmarksCore"], path: "Sources/Fuzz/JSONSyntaxLocator"),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit"]),
        .testTarget(name: "CursesTerminalTests", dependencies: ["CursesTerminal", "TerminalKit"]),
        // Regressions/ holds inputs the fuzzers found, read by the tests through #filePath.
        .testTarget(name: "LandmarksCoreTests", dependencies: ["LandmarksCore"], exclude: ["Regressions"]),
        .testTarget(name: "LandmarksUITests", dependencies: ["LandmarksUI", "LandmarksCore", "TerminalKit"]),
        .testTarget(name: "SmokeTests", dependencies: ["landmarks", "generate-photos"]),
    ],
    swiftLanguageModes: [.v6]
)
