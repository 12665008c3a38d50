// swift-tools-version:6.0
import PackageDescription

// Module direction (every arrow is a dependency; nothing points back up):
//
//   landmarks (executable: main, wiring; a type per subcommand)
//     ├─→ LandmarksCommandLine ─→ LandmarksCore, TerminalKit   (options table, parser, usage, script output,
//     │                                                        the command protocol and its one-line failure)
//     ├─→ LandmarksUI ──→ LandmarksCore   (app pages, rows, key maps, run loop ─→ models, store, presenters)
//     │        └────────→ TerminalKit     (the generic toolkit: surface, table, keys, pages, backend protocol)
//     │        └────────→ WorldMap ─→ TerminalKit, Gazetteer   (map outlines, projection, drawing on the braille canvas)
//     ├─→ CursesTerminal ─→ TerminalKit, CNcurses   (the ncurses backend; the only user of the C shim)
//     └─→ CMalloc   (<malloc.h>: the allocator's settings while a catalog loads and after)
//
//   LandmarksCore ─→ CJSONRecords (simdjson), CXMLReader (libxml2), CZip (libzip), CICU,
//                    CImageMetadata (exiv2), CHeif (libheif, for EXIF exiv2 misses), ImageFormats,
//                    Gazetteer (GeoNames' towns and the nearest to a point; the data files' varints and checksum)
//   TerminalPictures ─→ ImageFormats, CImageMetadata, CChafa, CPNG, CTurboJPEG, CHeif, CWebP, CTIFF, CRaw, CGif
//   every module with threads ─→ Locking   (Locked: the one lock type, a mutex and a condition)
//
// TerminalKit knows nothing of landmarks and LandmarksCore nothing of terminals: neither can import
// the other, and only CursesTerminal can import CNcurses. WorldMap knows places, not landmarks.
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
        // C libraries for pictures, from Debian's -dev packages through pkg-config; the shims hold no logic.
        .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CExif", pkgConfig: "libexif", providers: [.apt(["libexif-dev"])]),
        // The formats phones and cameras save: HEIF/AVIF (libheif, with libde265 and dav1d/aom), WebP, TIFF,
        // RAW (libraw's embedded preview) and GIF's first frame.
        .systemLibrary(name: "CHeif", pkgConfig: "libheif", providers: [.apt(["libheif-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CTIFF", pkgConfig: "libtiff-4", providers: [.apt(["libtiff-dev"])]),
        // Without pkg-config: libraw_r.pc asks for -fopenmp, which SwiftPM refuses; the library links libgomp itself.
        .systemLibrary(name: "CRaw", providers: [.apt(["libraw-dev"])]),
        .systemLibrary(name: "CGif", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        // libzip (Debian's libzip-dev), for KMZ: a zip holding a KML document.
        .systemLibrary(name: "CZip", pkgConfig: "libzip", providers: [.apt(["libzip-dev"])]),
        // <malloc.h> for the allocator's settings (glibc's; Swift's Glibc module leaves it out).
        .systemLibrary(name: "CMalloc"),
        // zlib (Debian's zlib1g-dev), for the smoke tests' PNG checker.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The one lock type (a pthread mutex and condition), for the toolkit and the app's workers alike.
        .target(name: "Locking"),
        .target(name: "TerminalKit", dependencies: ["Locking"]),
        .target(
            name: "TerminalPictures",
            dependencies: [
                "TerminalKit", "Locking", "ImageFormats", "CImageMetadata", "CChafa", "CPNG", "CTurboJPEG", "CHeif", "CWebP", "CTIFF",
                "CRaw", "CGif",
            ]),
        .target(name: "CursesTerminal", dependencies: ["CNcurses", "TerminalKit", "Locking"]),
        // simdjson behind a C interface, for big landmark files (Debian's libsimdjson-dev).
        .target(name: "CJSONRecords", linkerSettings: [.linkedLibrary("simdjson")]),
        // ICU's collator (Debian's libicu-dev) behind plain C types, for sorting in the user's locale
        // with a sort key per name.
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]),
        // libxml2's push parser and SAX2 callbacks (Debian's libxml2-dev) behind plain C types, for GPX and KML.
        .target(
            name: "CXMLReader", cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])], linkerSettings: [.linkedLibrary("xml2")]),
        // exiv2 (Debian's libexiv2-dev) behind plain C types, for the metadata of photos in every format.
        .target(name: "CImageMetadata", linkerSettings: [.linkedLibrary("exiv2")]),
        // The picture formats the app reads and their signatures, shared by the photo scan and the decoders.
        .target(name: "ImageFormats"),
        .target(
            name: "LandmarksCore",
            dependencies: [
                "CJSONRecords", "CImageMetadata", "CHeif", "ImageFormats", "CICU", "CXMLReader", "CZip", "Locking", "Gazetteer",
            ]),
        // The world map: outlines from Resources/world.map, their index, the projection, drawing onto the
        // toolkit's braille canvas; no landmark in it.
        .target(name: "WorldMap", dependencies: ["TerminalKit", "Gazetteer"]),
        // Place names offline: GeoNames' towns from Resources/world.places and the nearest to a point; the
        // varints and checksum of the app's data files (the map's too). No landmark and no terminal in it.
        .target(name: "Gazetteer"),
        .target(name: "LandmarksUI", dependencies: ["LandmarksCore", "TerminalKit", "TerminalPictures", "WorldMap", "Gazetteer"]),
        // The command line as data: options, parser, usage, and the script output (`list`, `photos`).
        .target(name: "LandmarksCommandLine", dependencies: ["LandmarksCore", "TerminalKit"]),
        .executableTarget(
            name: "landmarks",
            dependencies: [
                "CMalloc", "CursesTerminal", "LandmarksCommandLine", "LandmarksUI", "LandmarksCore", "TerminalKit",
                "TerminalPictures", "WorldMap", "Gazetteer",
            ]),
        // Tools and their support, which the `landmarks` product never compiles (`make test` builds them for
        // their tests). ToolSupport is what the tools and the tests share: the seeded generator, running
        // programs, a tmux terminal, reading SGR escapes.
        .target(name: "ToolSupport", dependencies: ["TerminalKit"]),
        // Makes Resources/photos.json and the pictures under Resources/photos/ (`make photos`).
        .executableTarget(
            name: "generate-photos", dependencies: ["LandmarksCore", "CPNG", "PhotoFixtures", "ToolSupport"],
            path: "Sources/PhotoGenerator"),
        // Makes the manual page and the shell completions under Resources/ (`make docs`).
        .executableTarget(
            name: "generate-docs", dependencies: ["LandmarksCommandLine", "LandmarksUI", "TerminalKit"],
            path: "Sources/DocsGenerator"),
        // `make bench`: the app against VisiData through real pseudo-terminals (runs the built binary;
        // PhotoFixtures writes the big made-up photos it shows and the photo folder it scans).
        .executableTarget(
            name: "landmarks-bench",
            dependencies: ["WorldMap", "TerminalKit", "PhotoFixtures", "ToolSupport", "Gazetteer", "LandmarksCore", "TerminalPictures"],
            path: "Sources/Benchmark"),
        // Made-up JPEGs with hand-written EXIF (GPS, dates, camera), for the tests and the photo-folder bench.
        .target(name: "PhotoFixtures", dependencies: ["CTurboJPEG", "CHeif", "ToolSupport"]),
        // `make screenshot`: Resources/screenshot.svg from a tmux capture of the release app.
        .executableTarget(name: "make-screenshot", dependencies: ["TerminalKit", "ToolSupport"], path: "Sources/Screenshot"),
        // libFuzzer entry points (`make fuzz`); a plain build links them as programs that do nothing.
        .executableTarget(name: "FuzzLandmarkStore", dependencies: ["LandmarksCore"], path: "Sources/Fuzz/LandmarkStore"),
        .executableTarget(name: "FuzzPhotoCatalog", dependencies: ["LandmarksCore"], path: "Sources/Fuzz/PhotoCatalog"),
        .executableTarget(name: "FuzzStateFile", dependencies: ["LandmarksCore"], path: "Sources/Fuzz/StateFile"),
        .executableTarget(name: "FuzzPhotoMetadata", dependencies: ["LandmarksCore"], path: "Sources/Fuzz/PhotoMetadata"),
        .executableTarget(name: "FuzzPictureDecoder", dependencies: ["TerminalPictures"], path: "Sources/Fuzz/PictureDecoder"),
        .executableTarget(
            name: "FuzzJSONSyntaxLocator", dependencies: ["LandmarksCore"], path: "Sources/Fuzz/JSONSyntaxLocator"),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit", "Locking"]),
        .testTarget(name: "ScreenshotTests", dependencies: ["make-screenshot", "TerminalKit", "ToolSupport"]),
        .testTarget(
            name: "TerminalPicturesTests", dependencies: ["TerminalPictures", "TerminalKit", "Locking", "CTurboJPEG", "ToolSupport"]),
        .testTarget(name: "CursesTerminalTests", dependencies: ["CursesTerminal", "TerminalKit"]),
        // Regressions/ holds inputs the fuzzers found, PeerFiles/ place files other projects wrote (with their
        // licences), read by the tests through #filePath.
        .testTarget(
            name: "LandmarksCoreTests", dependencies: ["LandmarksCore", "PhotoFixtures", "Locking", "CZip", "ToolSupport", "Gazetteer"],
            exclude: ["Regressions", "PeerFiles"]),
        // Also the executable's command types (`@testable import landmarks`), run where they need no terminal.
        .testTarget(name: "LandmarksCommandLineTests", dependencies: ["LandmarksCommandLine", "LandmarksCore", "landmarks"]),
        .testTarget(
            name: "LandmarksUITests",
            dependencies: ["LandmarksUI", "LandmarksCore", "TerminalKit", "TerminalPictures", "WorldMap", "Locking", "ToolSupport"]),
        .testTarget(name: "WorldMapTests", dependencies: ["WorldMap", "TerminalKit", "Gazetteer"]),
        .testTarget(name: "GazetteerTests", dependencies: ["Gazetteer"]),
        // The app in kitty and xterm under Xvfb, screenshots against the photo (`make test-terminals`; skipped otherwise).
        .testTarget(name: "RealTerminalTests", dependencies: ["landmarks", "TerminalPictures", "TerminalKit", "ToolSupport"]),
        // Reads PhotoFixtures' JPEGs back with libexif and TurboJPEG, the independent readers.
        .testTarget(name: "PhotoFixturesTests", dependencies: ["PhotoFixtures", "CExif", "CTurboJPEG"]),
        // The benchmark's generators against the app's readers (no timing: that is `make bench`'s).
        .testTarget(name: "BenchmarkTests", dependencies: ["landmarks-bench", "LandmarksCore"]),
        .testTarget(
            name: "SmokeTests",
            dependencies: [
                "landmarks", "generate-photos", "generate-docs", "LandmarksCommandLine", "LandmarksUI", "PhotoFixtures",
                "ToolSupport", "CZlib",
            ]),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
