/// Python's `json.load` of a whole catalog, the reference for `landmarks list`: the standard library's
/// reader, which a script would reach for first.
struct PythonJSONLoad {
    /// The interpreter itself (not a wrapper such as a pyenv shim, whose start would be counted).
    let executable: String
    /// Its version, e.g. `3.11.7`.
    let version: String

    /// The program it runs: `python3 -c '…' FILE`.
    static let script = "import json,sys; json.load(open(sys.argv[1]))"

    /// The `python3` found in `PATH`, resolved to its interpreter; nil when there is none.
    static func locate() -> PythonJSONLoad? {
        let query = ["python3", "-c", "import sys; print(sys.executable); print(sys.version.split()[0])"]
        guard let result = try? ProcessLauncher.run(query, capturingOutput: true), result.status == 0 else { return nil }
        let lines = result.output.split(separator: "\n").map(String.init)
        guard lines.count >= 2, !lines[0].isEmpty else { return nil }
        return PythonJSONLoad(executable: lines[0], version: lines[1])
    }

    /// Reads `dataFile` once; throws when Python fails.
    func measure(dataFile: String, context: BenchmarkContext) throws -> ProcessLauncher.ResourceUse {
        let folder = try context.workspace.makePrivateFolder()
        defer { context.workspace.removeFolder(folder) }
        let use = try ProcessLauncher.runReadingOutput(
            executable, arguments: ["-c", Self.script, dataFile],
            environment: ComparedProgram.environment(privateFolder: folder), scratchFolder: folder)
        guard use.status == 0 else { throw BenchmarkError.failed("python3 json.load exited with status \(use.status)") }
        return use
    }
}
