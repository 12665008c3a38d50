import Foundation
import Glibc

/// `landmarks-bench`: reads the command line, runs the selected sections and prints the report.
enum BenchmarkCommand {
    /// Runs the command; returns the exit status (0 measured, 1 a measurement failed, 2 bad usage).
    static func main(_ arguments: [String]) -> Int32 {
        do {
            let options = try BenchmarkOptions.parse(arguments)
            let workspace = BenchmarkWorkspace(
                folder: options.workFolder, bundledCatalogPath: options.bundledCatalogPath)
            switch options.action {
            case .help:
                print(BenchmarkOptions.usage)
                print("sections (--section NAME; all by default):")
                for section in BenchmarkSections.all { print("  \(section.name): \(section.summary)") }
                return 0
            case .writeCatalog(let count):
                print(try workspace.catalogPath(count: count, log: BenchmarkContext.log))
                return 0
            case .measure:
                return try measure(options, workspace: workspace)
            }
        } catch BenchmarkError.usage(let message) {
            BenchmarkContext.log(message)
            FileHandle.standardError.write(Data((BenchmarkOptions.usage + "\n").utf8))
            return 2
        } catch {
            BenchmarkContext.log("\(error)")
            return 1
        }
    }

    private static func measure(_ options: BenchmarkOptions, workspace: BenchmarkWorkspace) throws -> Int32 {
        guard FileManager.default.isExecutableFile(atPath: options.appPath) else {
            throw BenchmarkError.failed("no app at \(options.appPath): run `make release` or pass --app PATH")
        }
        var report = BenchmarkReport()
        var reference: ComparedProgram?
        let sections = BenchmarkSections.all.filter { options.sections.isEmpty || options.sections.contains($0.name) }
        // VisiData is looked for (and installed) only when some section compares with it.
        let compares = sections.contains(where: \.usesReference)
        if compares && options.measuresVisiData {
            let installer = VisiDataInstaller(
                environmentFolder: workspace.visiDataEnvironmentFolder, log: BenchmarkContext.log)
            switch installer.locate(explicitPath: options.visiDataPath) {
            case .available(let visiData): reference = visiData
            case .unavailable(let reason): report.note(reason)
            }
        } else if compares {
            report.note("VisiData not measured (--no-visidata).")
        }
        let context = BenchmarkContext(
            options: options, workspace: workspace, app: .landmarks(executable: options.appPath),
            reference: reference)
        for section in sections {
            try section.run(in: context, report: &report)
        }
        report.setting = setting(of: context)
        print(report.markdown, terminator: "")
        return report.hasFailures ? 1 : 0
    }

    /// One line on how and where it was measured, so numbers from different days can be compared.
    private static func setting(of context: BenchmarkContext) -> String {
        var system = utsname()
        uname(&system)
        let kernel = withUnsafeBytes(of: &system.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
        let referenceText = context.reference.map { "\($0.name) \($0.version ?? "(version unknown)")" }
        let runs = context.options.runs
        return "Medians of \(runs) run\(runs == 1 ? "" : "s") per program and size (the programs alternate within "
            + "each run); ratio = landmarks / VisiData. Terminal "
            + "\(context.terminalSize), TERM=xterm-256color, LANG=C.UTF-8. Machine: "
            + "\(ProcessInfo.processInfo.activeProcessorCount) cores (nproc)\(model.map { ", \($0)" } ?? ""), "
            + "Linux \(kernel). App: \(context.app.executable)"
            + (referenceText.map { "; \($0)." } ?? ".")
    }
}
