/// The command line of `landmarks-bench`.
struct BenchmarkOptions: Sendable {
    /// What the command line asks for.
    enum Action: Sendable, Equatable {
        /// Run the selected sections and print the report.
        case measure
        /// Write (or reuse) the synthetic catalog of this many landmarks and print its path.
        case writeCatalog(Int)
        case help
    }

    var action = Action.measure
    /// Section names to run; empty runs every section.
    var sections: [String] = []
    /// Measurements of each program per data size; the report gives medians.
    var runs = 5
    /// Catalog sizes: the bundled catalog's count uses it, any other size a synthetic catalog.
    var sizes = [12, 100_000]
    /// Whether `--sizes` was given; a section with sizes of its own uses them only when it was not.
    var sizesWereGiven = false
    /// Keys typed per measurement by the keys section.
    var keys = 1000
    /// The app binary measured.
    var appPath = ".build/release/landmarks"
    /// The bundled catalog (its `photos.json` is beside it).
    var bundledCatalogPath = "Resources/landmarks.json"
    /// Where synthetic catalogs and the VisiData environment are kept between runs.
    var workFolder = ".build/bench"
    /// False skips VisiData (no PyPI, or just quicker).
    var measuresVisiData = true
    /// A VisiData executable to use instead of the one installed into `workFolder/venv`.
    var visiDataPath: String?
    /// The formats section's formats (by file extension, `txt` for GeoNames); empty: all.
    var formats: [String] = []

    static let usage = """
        usage: landmarks-bench [--section NAME[,NAME…]] [--runs N] [--sizes N[,N…]] [--keys N]
                               [--app PATH] [--bundled FILE] [--work-dir DIR]
                               [--no-visidata | --visidata PATH] [--formats EXT[,EXT…]]
               landmarks-bench catalog COUNT
               landmarks-bench --help

        Measures the app (default .build/release/landmarks) in a real pseudo-terminal against VisiData
        (and `landmarks list` against Python's json.load) on the same data and prints a Markdown table
        of medians per section (ratio = landmarks / reference).
          --runs N        measurements per program and size (default 5); the tools alternate in each run
          --sizes LIST    catalog sizes (default 12,100000, for catalog 12,100000,1000000; 100k and 1m
                          are understood); the bundled catalog's own count uses it, other sizes a
                          synthetic catalog with its photos.json, kept in --work-dir
          --keys N        keys per measurement in the keys section (default 1000)
          --app PATH      the landmarks binary to measure
          --bundled FILE  the bundled catalog (default Resources/landmarks.json)
          --work-dir DIR  synthetic catalogs and VisiData's venv (default .build/bench)
          --no-visidata   measure the app alone (no VisiData, no GDAL)
          --visidata PATH use this vd instead of installing VisiData with pip into DIR/venv
          --formats LIST  the formats section's formats by extension (geojson, exports.geojson, gpx,
                          kml, csv, txt for GeoNames); all by default
          catalog COUNT   write the synthetic catalog of COUNT landmarks and its photos.json (if not
                          kept) and print its path
        """

    /// Reads `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(BenchmarkError) -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var remaining = arguments[...]
        func value(of option: String) throws(BenchmarkError) -> String {
            guard let value = remaining.popFirst() else { throw .usage("\(option) needs a value") }
            return value
        }
        func count(_ text: String, of option: String) throws(BenchmarkError) -> Int {
            guard let number = parseCount(text), number > 0 else {
                throw .usage("\(option): '\(text)' is not a positive count")
            }
            return number
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": options.action = .help
            case "--section": options.sections += try value(of: argument).split(separator: ",").map(String.init)
            case "--runs": options.runs = try count(value(of: argument), of: argument)
            case "--sizes":
                var sizes: [Int] = []
                for size in try value(of: argument).split(separator: ",") {
                    sizes.append(try count(String(size), of: argument))
                }
                options.sizes = sizes
                options.sizesWereGiven = true
            case "--keys": options.keys = try count(value(of: argument), of: argument)
            case "--app": options.appPath = try value(of: argument)
            case "--bundled": options.bundledCatalogPath = try value(of: argument)
            case "--work-dir": options.workFolder = try value(of: argument)
            case "--no-visidata": options.measuresVisiData = false
            case "--visidata": options.visiDataPath = try value(of: argument)
            case "--formats": options.formats += try value(of: argument).split(separator: ",").map(String.init)
            case "catalog" where options.action == .measure:
                options.action = .writeCatalog(try count(value(of: argument), of: argument))
            default: throw .usage("unknown argument '\(argument)'")
            }
        }
        for name in options.sections where !BenchmarkSections.all.contains(where: { $0.name == name }) {
            throw .usage("unknown section '\(name)'")
        }
        return options
    }

    /// A count such as `1000`, `100_000`, `100k` or `1m`.
    static func parseCount(_ text: String) -> Int? {
        let digits = text.lowercased().filter { $0 != "_" }
        let multipliers: [Character: Int] = ["k": 1000, "m": 1_000_000]
        if let last = digits.last, let multiplier = multipliers[last] {
            return Int(digits.dropLast()).map { $0 * multiplier }
        }
        return Int(digits)
    }
}
