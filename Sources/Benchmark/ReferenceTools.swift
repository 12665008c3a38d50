import Foundation
import ToolSupport

/// The programs the app is compared with besides VisiData's terminal: found, or installed the first time.
enum ReferenceTools {
    /// Why a reference tool is not measured, said in the report.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// VisiData at `explicitPath`, or the one in the work folder's virtual environment, installed there
    /// with pip the first time.
    static func visiData(explicitPath: String?, in workspace: BenchmarkWorkspace) -> Result<ComparedProgram, Unavailable> {
        let environment = "\(workspace.folder)/venv"
        let executable = explicitPath ?? "\(environment)/bin/vd"
        if explicitPath == nil && !FileManager.default.isExecutableFile(atPath: executable) {
            BenchmarkContext.log("installing VisiData with pip into \(environment) (once)")
            let python = "\(environment)/bin/python3"
            if !FileManager.default.isExecutableFile(atPath: python), run(["python3", "-m", "venv", environment]) == nil {
                return .failure(Unavailable(description: "VisiData not measured: `python3 -m venv` failed (is python3-venv installed?)"))
            }
            let pip = [python, "-m", "pip", "install", "--disable-pip-version-check", "--quiet", "--timeout", "30", "--retries", "2"]
            if run(pip + ["visidata"]) == nil {
                return .failure(Unavailable(description: "VisiData not measured: `pip install visidata` failed (PyPI not reachable?)"))
            }
        }
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            return .failure(Unavailable(description: "VisiData not measured: no executable at \(executable)"))
        }
        // `vd --version` prints e.g. `saul.pw/VisiData v3.4`.
        let words = run([executable, "--version"])?.split(whereSeparator: \.isWhitespace) ?? []
        let version = words.last { $0.first == "v" && $0.dropFirst().first?.isNumber == true } ?? words.last
        return .success(.visiData(executable: executable, version: version.map(String.init)))
    }

    /// exiftool, the tool people use to read photos' GPS positions (Debian's `libimage-exiftool-perl`, which
    /// `make bench` installs): its path and version.
    static func exifTool() -> Result<(path: String, version: String?), Unavailable> {
        let path = "/usr/bin/exiftool"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            return .failure(Unavailable(description: "exiftool not measured: install Debian's libimage-exiftool-perl"))
        }
        let version = run([path, "-ver"])?.trimmingCharacters(in: .whitespacesAndNewlines)
        return .success((path, version?.isEmpty == false ? version : nil))
    }

    /// The `python3` in `PATH`, resolved to its interpreter (not a wrapper such as a pyenv shim, whose start
    /// would be counted), and its version, e.g. `3.11.7`; for `json.load`, the reference of `landmarks list`.
    static func python() -> (executable: String, version: String)? {
        let lines =
            run(["python3", "-c", "import sys; print(sys.executable); print(sys.version.split()[0])"])?
            .split(separator: "\n").map(String.init) ?? []
        guard lines.count >= 2, !lines[0].isEmpty else { return nil }
        return (lines[0], lines[1])
    }

    /// Runs `command` (looked up in `PATH`) to completion; returns what it printed, or nil when it failed
    /// (its errors then go to the harness's standard error).
    private static func run(_ command: [String]) -> String? {
        guard let result = try? ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), command) else { return nil }
        guard result.status == 0 else {
            FileHandle.standardError.write(Data(result.standardError.utf8))
            return nil
        }
        return result.standardOutput
    }
}
