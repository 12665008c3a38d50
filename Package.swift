// swift-tools-version:6.0
import PackageDescription

// Module direction (nothing points back up):
//   landmarks (executable: wiring, run loop) → TerminalUI (surface, table, cells, screens, key map)
//   TerminalUI → LandmarksCore (models, store, presenters; Foundation only)
//   landmarks → CNcurses (the shim; only CursesScreen imports it)
//   generate-photos → LandmarksCore (a build tool for the bundled pictures; the app never runs it)
// LandmarksCore depends on nothing, so presenters cannot import ncurses or the UI.
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
        .target(name: "LandmarksCore"),
        .target(name: "TerminalUI", dependencies: ["LandmarksCore"]),
        .executableTarget(name: "landmarks", dependencies: ["CNcurses", "TerminalUI", "LandmarksCore"]),
        // Makes Resources/photos.json and the pictures under Resources/photos/ (`make photos`).
        .executableTarget(name: "generate-photos", dependencies: ["LandmarksCore"], path: "Sources/PhotoGenerator"),
        .testTarget(name: "LandmarksCoreTests", dependencies: ["LandmarksCore"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "LandmarksCore"]),
        .testTarget(name: "SmokeTests", dependencies: ["landmarks", "generate-photos"]),
    ],
    swiftLanguageModes: [.v6]
)
