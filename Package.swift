// swift-tools-version:6.0
import PackageDescription

// Module direction (nothing points back up):
//   landmarks (executable: wiring, run loop) → TerminalUI (surface, table, cells, screens, key map)
//   TerminalUI → LandmarksCore (models, store, presenters; Foundation only)
//   landmarks → CNcurses (the shim; only CursesScreen imports it)
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
        .testTarget(name: "LandmarksCoreTests", dependencies: ["LandmarksCore"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "LandmarksCore"]),
        .testTarget(name: "SmokeTests", dependencies: ["landmarks"]),
    ],
    swiftLanguageModes: [.v6]
)
