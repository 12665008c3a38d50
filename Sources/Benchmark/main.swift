// `landmarks-bench`: reads the command line, runs the selected sections and prints their tables (exit
// status 0 measured, 1 a measurement failed, 2 bad usage).
import Foundation
import Glibc

// The harness writes to terminals whose programs may have gone; a broken pipe is an error, not a death.
signal(SIGPIPE, SIG_IGN)

/// Runs the sections `options` selects and prints the report; returns the exit status.
func measure(_ options: BenchmarkOptions, workspace: BenchmarkWorkspace) throws -> Int32 {
    guard FileManager.default.isExecutableFile(atPath: options.appPath) else {
        throw BenchmarkError.failed("no app at \(options.appPath): run `make release` or pass --app PATH")
    }
    let sections = BenchmarkSections.all.filter { options.sections.isEmpty || options.sections.contains($0.name) }
    var reference: ComparedProgram?
    var referenceNote: String?
    if sections.contains(where: \.usesVisiData) {
        if !options.measuresVisiData {
            referenceNote = "VisiData not measured (--no-visidata)."
        } else {
            switch ReferenceTools.visiData(explicitPath: options.visiDataPath, in: workspace) {
            case .success(let visiData): reference = visiData
            case .failure(let reason): referenceNote = reason.description
            }
        }
    }
    let context = BenchmarkContext(
        options: options, workspace: workspace, app: .landmarks(executable: options.appPath), reference: reference)
    var failed = false
    for section in sections {
        var table = BenchmarkTable(section: section.name)
        if section.usesVisiData, let referenceNote { table.note(referenceNote) }
        try section.run(in: context, table: &table)
        print(table.markdown)
        failed = failed || table.hasFailures
    }
    print(setting(of: context))
    return failed ? 1 : 0
}

/// One line on how and where it was measured, so that numbers from different days can be compared.
func setting(of context: BenchmarkContext) -> String {
    var system = utsname()
    uname(&system)
    let kernel = withUnsafeBytes(of: &system.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model = cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }?
        .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
    let runs = context.options.runs
    return "Medians of \(runs) run\(runs == 1 ? "" : "s") per program and size (the programs alternate within each "
        + "run); ratio = landmarks / reference. Terminal \(context.terminalSize), TERM=xterm-256color, LANG=C.UTF-8. "
        + "Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores (nproc)\(model.map { ", \($0)" } ?? ""), "
        + "Linux \(kernel). App: \(context.app.executable)"
        + (context.reference.map { "; \($0.name) \($0.version ?? "(version unknown)")." } ?? ".")
}

do {
    let options = try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))
    let workspace = BenchmarkWorkspace(folder: options.workFolder, bundledCatalogPath: options.bundledCatalogPath)
    switch options.action {
    case .help:
        print(BenchmarkOptions.usage)
        print("sections (--section NAME; all by default):")
        for section in BenchmarkSections.all { print("  \(section.name): \(section.summary)") }
    case .writeCatalog(let count):
        print(try workspace.catalogPath(count: count))
    case .measure:
        exit(try measure(options, workspace: workspace))
    }
} catch BenchmarkError.usage(let message) {
    BenchmarkContext.log(message)
    FileHandle.standardError.write(Data((BenchmarkOptions.usage + "\n").utf8))
    exit(2)
} catch {
    BenchmarkContext.log("\(error)")
    exit(1)
}
