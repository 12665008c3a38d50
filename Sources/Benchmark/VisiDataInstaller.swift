import Foundation

/// Finds VisiData, installing it with pip into the benchmark's own virtual environment the first time.
struct VisiDataInstaller {
    /// What came of looking for VisiData.
    enum Outcome {
        case available(ComparedProgram)
        /// Not measured, and why (said in the report).
        case unavailable(String)
    }

    /// The virtual environment's folder, e.g. `.build/bench/venv`.
    let environmentFolder: String
    /// Receives progress messages.
    let log: (String) -> Void

    /// VisiData at `explicitPath`, or the one in the virtual environment (installed when missing).
    func locate(explicitPath: String?) -> Outcome {
        let executable = explicitPath ?? "\(environmentFolder)/bin/vd"
        if explicitPath == nil && !FileManager.default.isExecutableFile(atPath: executable) {
            if let problem = install() { return .unavailable(problem) }
        }
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            return .unavailable("VisiData not measured: no executable at \(executable)")
        }
        return .available(.visiData(executable: executable, version: version(of: executable)))
    }

    /// Creates the environment and installs the `visidata` package; returns what went wrong, if anything.
    private func install() -> String? {
        log("installing VisiData with pip into \(environmentFolder) (once)")
        let python = "\(environmentFolder)/bin/python3"
        if !FileManager.default.isExecutableFile(atPath: python) {
            let venv = ["python3", "-m", "venv", environmentFolder]
            let created = try? ProcessLauncher.run(venv, capturingOutput: false)
            guard created?.status == 0 else {
                return "VisiData not measured: `python3 -m venv` failed (is python3-venv installed?)"
            }
        }
        let pip = [
            python, "-m", "pip", "install", "--disable-pip-version-check", "--quiet", "--timeout", "30",
            "--retries", "2", "visidata",
        ]
        let installed = try? ProcessLauncher.run(pip, capturingOutput: false)
        guard installed?.status == 0 else {
            return "VisiData not measured: `pip install visidata` failed (PyPI not reachable?)"
        }
        return nil
    }

    /// The version `vd --version` prints, e.g. `v3.4`.
    private func version(of executable: String) -> String? {
        guard let result = try? ProcessLauncher.run([executable, "--version"], capturingOutput: true),
            result.status == 0
        else { return nil }
        let words = result.output.split(whereSeparator: \.isWhitespace)
        return words.last { $0.first == "v" && $0.dropFirst().first?.isNumber == true }.map(String.init)
            ?? words.last.map(String.init)
    }
}
