import Foundation
import Glibc

/// Finds `exiftool`, the tool people use to read photos' GPS positions, installing Debian's
/// `libimage-exiftool-perl` with apt-get the first time when the harness runs as root.
enum ExifToolLocator {
    /// What came of looking for exiftool.
    enum Outcome {
        /// Its path and the version `exiftool -ver` prints.
        case available(path: String, version: String?)
        /// Not measured, and why (said in the report).
        case unavailable(String)
    }

    /// Where Debian's package puts it.
    private static let path = "/usr/bin/exiftool"

    /// exiftool, installed first when it is missing and the harness may install packages.
    static func locate(log: (String) -> Void) -> Outcome {
        if !FileManager.default.isExecutableFile(atPath: path) {
            guard geteuid() == 0 else {
                return .unavailable(
                    "exiftool not measured: not installed, and only root may `apt-get install libimage-exiftool-perl`")
            }
            log("photos: installing exiftool (Debian's libimage-exiftool-perl) with apt-get (once)")
            let installed = try? ProcessLauncher.run(
                ["apt-get", "install", "-y", "-q", "libimage-exiftool-perl"], capturingOutput: false)
            guard installed?.status == 0, FileManager.default.isExecutableFile(atPath: path) else {
                return .unavailable("exiftool not measured: `apt-get install -y libimage-exiftool-perl` failed")
            }
        }
        let version = try? ProcessLauncher.run([path, "-ver"], capturingOutput: true)
        let text = version?.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return .available(path: path, version: version?.status == 0 && text?.isEmpty == false ? text : nil)
    }
}
