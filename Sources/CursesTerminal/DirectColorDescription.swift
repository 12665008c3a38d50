import Foundation

/// A terminal description with 24-bit colour made from the terminal's own, for a terminal that says it
/// shows 24-bit colour (`COLORTERM=truecolor`) when no such description is installed: Debian's
/// `xterm-direct` is in `ncurses-term`, which minimal systems, containers and remote hosts lack, and
/// kitty's own description has 256 colours.
///
/// ncurses' `infocmp` prints the terminal's description, direct-colour capabilities replace its colour
/// ones (`setaf`/`setab` with `38;2;R;G;B`, `colors#0x1000000`, `RGB`), and `tic` compiles it into a
/// folder of the app's own, where it stays for the next start.
enum DirectColorDescription {
    /// The made description's name for `term`, e.g. `xterm-kitty-landmarks-direct`.
    static func name(for term: String) -> String { "\(term)-landmarks-direct" }

    /// `term`'s description in `infocmp -x -1` form with its colour capabilities replaced by direct
    /// colour ones and its name by `name(for:)`; nil when it has no colours (a monochrome terminal).
    static func source(fromDescription description: String, term: String) -> String? {
        var lines = description.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            .filter { !$0.hasPrefix("#") }
        guard let nameLine = lines.firstIndex(where: { !$0.hasPrefix("\t") && !$0.hasPrefix(" ") }),
            lines.contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("setaf=") })
        else { return nil }
        lines[nameLine] = "\(name(for: term))|\(term) with 24-bit colour (made by landmarks),"
        let replaced = ["colors#", "pairs#", "setaf=", "setab=", "setf=", "setb=", "initc=", "initp=", "ccc,", "oc=", "RGB"]
        lines.removeAll { line in replaced.contains { line.trimmingCharacters(in: .whitespaces).hasPrefix($0) } }
        // Colours 0–7 as the eight ANSI ones, any other as red × 65536 + green × 256 + blue, as xterm-direct2 has them.
        let direct = [
            "RGB,", "colors#0x1000000,", "pairs#0x10000,",
            "setaf=\\E[%?%p1%{8}%<%t3%p1%d%e38;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%d%;m,",
            "setab=\\E[%?%p1%{8}%<%t4%p1%d%e48;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%d%;m,",
        ]
        lines.insert(contentsOf: direct.map { "\t" + $0 }, at: nameLine + 1)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Makes (or finds, made before) the direct-colour description of `term` in `folder`, a terminfo
    /// tree; its name, or nil when `infocmp` or `tic` is missing or fails.
    static func make(for term: String, in folder: String) -> String? {
        let name = name(for: term)
        if isCompiled(name, in: folder) { return name }
        guard let description = run("infocmp", ["-x", "-1", term]), let source = source(fromDescription: description, term: term)
        else { return nil }
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let file = folder + "/\(name).src"
            try source.write(toFile: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: file) }
            guard run("tic", ["-x", "-o", folder, file]) != nil else { return nil }
        } catch {
            return nil
        }
        return isCompiled(name, in: folder) ? name : nil
    }

    /// Whether `folder` holds the compiled description `name` (under its first letter, or its hex code
    /// where the file system folds case).
    static func isCompiled(_ name: String, in folder: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return ["\(Character(Unicode.Scalar(first)))", String(first, radix: 16)].contains {
            FileManager.default.fileExists(atPath: "\(folder)/\($0)/\(name)")
        }
    }

    /// The folder the app keeps its descriptions in: `$XDG_CACHE_HOME/landmarks/terminfo`, else `~/.cache/…`.
    static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let cache =
            environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? environment["HOME"].map { $0 + "/.cache" }
        return cache.map { $0 + "/landmarks/terminfo" }
    }

    /// What `program` (looked up in `/usr/bin`, then `/bin`) prints, or nil when it is missing or fails.
    private static func run(_ program: String, _ arguments: [String]) -> String? {
        guard let path = ["/usr/bin/", "/bin/"].map({ $0 + program }).first(where: FileManager.default.isExecutableFile(atPath:))
        else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
