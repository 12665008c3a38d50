import Foundation

/// What the last scan of a photo folder found, kept in the cache folder so that the next start reads
/// only the files that changed.
///
/// One file per photo folder, `photos-<hash of the folder's path>.index`, mode 0600: a header line
/// naming the folder, then a tab-separated line per picture file (tabs, line breaks and backslashes
/// in texts escaped). It is written whole and renamed into place, so a kill leaves the old or the new.
package struct PhotoFolderIndex: Sendable {
    /// The index file's path.
    package let path: String
    /// The photo folder it describes, absolute.
    package let folder: String

    /// Version 2 came with exiv2: files of every format, read again, the note on what was ignored,
    /// the sidecar and the Live Photo's video.
    private static let header = "landmarks photo index 2"

    package init(path: String, folder: String) {
        self.path = path
        self.folder = folder
    }

    /// The index of `folder` in the cache folder: `$XDG_CACHE_HOME/landmarks`, else `~/.cache/landmarks`;
    /// nil when neither is known.
    package init?(folder: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let cache = CacheFolder.path(environment: environment) else { return nil }
        let name = "photos-" + String(PhotoFingerprint.hash(Array(folder.utf8)[...]), radix: 16) + ".index"
        self.init(path: cache + "/" + name, folder: folder)
    }

    /// The files the index knows, by path; empty when there is no index, it is damaged, or it is
    /// another folder's.
    package func read() -> [String: PhotoFolderFile] {
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        let bytes = [UInt8](data)
        var lines = bytes.split(separator: 0x0A)[...]
        guard let first = lines.popFirst(), first.elementsEqual((Self.header + "\t" + Self.escaped(folder)).utf8) else {
            return [:]
        }
        var files: [String: PhotoFolderFile] = [:]
        files.reserveCapacity(lines.count)
        for line in lines {
            guard let file = Self.file(from: line.split(separator: 0x09, omittingEmptySubsequences: false)) else { return [:] }
            files[file.path] = file
        }
        return files
    }

    /// Replaces the index with `files`, creating the cache folder (0700) when needed.
    package func write(_ files: [PhotoFolderFile]) throws {
        try PrivateFolder.create((path as NSString).deletingLastPathComponent)
        var text = Self.header + "\t" + Self.escaped(folder) + "\n"
        for file in files {
            text += Self.line(for: file)
            text += "\n"
        }
        try AtomicFile.write(Data(text.utf8), to: path)
    }

    /// Removes temporary files a writer killed mid-write left beside the index; those younger than
    /// `age` seconds are left alone, as another instance may be writing one now.
    package func removeLeftoverTemporaryFiles(olderThan age: TimeInterval = 60) {
        let folder = (path as NSString).deletingLastPathComponent
        let prefix = (path as NSString).lastPathComponent + ".tmp-"
        let now = Date().timeIntervalSince1970
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(prefix) {
            var status = stat()
            let file = folder + "/" + name
            if stat(file, &status) == 0, Double(status.st_mtim.tv_sec) < now - age { unlink(file) }
        }
    }

    // MARK: - Lines

    private static func line(for file: PhotoFolderFile) -> String {
        var fields = [escaped(file.path), String(file.size), String(file.modified)]
        switch file.content {
        case .problem(let reason):
            fields.append("!" + escaped(reason))
        case .photo(let fingerprint, let metadata):
            func text<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "" }
            fields += [
                fingerprint.key, metadata.kind.rawValue, text(metadata.width), text(metadata.height),
                text(metadata.location?.latitude), text(metadata.location?.longitude),
                text(metadata.taken?.date.timeIntervalSince1970), text(metadata.taken?.utcOffsetSeconds),
                metadata.takenOffsetIsKnown ? "1" : "0", escaped(metadata.camera ?? ""), String(metadata.orientation),
                escaped(metadata.note ?? ""), escaped(metadata.sidecar ?? ""), escaped(metadata.liveVideo ?? ""),
            ]
        }
        return fields.joined(separator: "\t")
    }

    private static func file(from fields: [ArraySlice<UInt8>]) -> PhotoFolderFile? {
        guard fields.count >= 4, let size = integer(fields[1]), let modified = integer(fields[2]) else { return nil }
        let path = unescaped(String(decoding: fields[0], as: UTF8.self))
        if fields.count == 4, fields[3].first == UInt8(ascii: "!") {
            let reason = unescaped(String(decoding: fields[3].dropFirst(), as: UTF8.self))
            return PhotoFolderFile(path: path, size: size, modified: modified, content: .problem(reason))
        }
        guard fields.count == 17, let fingerprint = fingerprint(fields[3]),
            let kind = PhotoMetadata.Kind(rawValue: String(decoding: fields[4], as: UTF8.self)),
            let orientation = integer(fields[13])
        else { return nil }
        var metadata = PhotoMetadata(
            kind: kind, width: integer(fields[5]).map(Int.init), height: integer(fields[6]).map(Int.init),
            orientation: Int(orientation))
        if let latitude = number(fields[7]), let longitude = number(fields[8]) {
            metadata.location = Coordinates(latitude: latitude, longitude: longitude)
        }
        if let seconds = number(fields[9]), let offset = integer(fields[10]) {
            metadata.taken = ZonedDate(date: Date(timeIntervalSince1970: seconds), utcOffsetSeconds: Int(offset))
            metadata.takenOffsetIsKnown = fields[11].elementsEqual([UInt8(ascii: "1")])
        }
        if !fields[12].isEmpty { metadata.camera = unescaped(String(decoding: fields[12], as: UTF8.self)) }
        func text(_ field: ArraySlice<UInt8>) -> String? { field.isEmpty ? nil : unescaped(String(decoding: field, as: UTF8.self)) }
        (metadata.note, metadata.sidecar, metadata.liveVideo) = (text(fields[14]), text(fields[15]), text(fields[16]))
        return PhotoFolderFile(path: path, size: size, modified: modified, content: .photo(fingerprint, metadata))
    }

    /// A decimal integer, optionally negative; nil for anything else (an empty field among them).
    private static func integer(_ digits: ArraySlice<UInt8>) -> Int64? {
        let negative = digits.first == UInt8(ascii: "-")
        let body = negative ? digits.dropFirst() : digits
        guard !body.isEmpty else { return nil }
        var value: Int64 = 0
        for digit in body {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            let (tens, overflowed) = value.multipliedReportingOverflow(by: 10)
            guard !overflowed, tens <= Int64.max - Int64(digit - UInt8(ascii: "0")) else { return nil }
            value = tens + Int64(digit - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }

    /// A number as Swift writes a `Double`; nil for an empty field.
    private static func number(_ text: ArraySlice<UInt8>) -> Double? {
        text.isEmpty ? nil : Double(String(decoding: text, as: UTF8.self))
    }

    /// A fingerprint key, `SIZE-HEX16`, read without making strings.
    private static func fingerprint(_ key: ArraySlice<UInt8>) -> PhotoFingerprint? {
        guard let dash = key.firstIndex(of: UInt8(ascii: "-")), key.endIndex - dash == 17,
            let size = integer(key[..<dash])
        else { return nil }
        var hash: UInt64 = 0
        for digit in key[(dash + 1)...] {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): hash = hash << 4 | UInt64(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): hash = hash << 4 | UInt64(digit - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        return PhotoFingerprint(size: size, hash: hash)
    }

    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func unescaped(_ text: String) -> String {
        guard text.utf8.contains(0x5C) else { return text }
        var result = ""
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                result += scalar == "t" ? "\t" : scalar == "n" ? "\n" : scalar == "r" ? "\r" : String(scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
