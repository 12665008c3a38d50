import CZip
import Foundation
import Glibc

/// The images a KMZ carries, unpacked into the cache folder as its placemarks' descriptions show them:
/// the pictures read files by path. Each goes to `<cache>/<key>/<its path in the zip>`, the key telling
/// this KMZ from others (a file's: its name, a hash of its path, and one of its path, size and
/// modification time; a pipe's: a hash of its bytes), and is used again while it is there whole. A new
/// key's folder replaces the older versions' of the same file, and the oldest pipes' past `pipesKept`.
///
/// A zip is a stranger's: only paths inside it are unpacked (`CarriedImage.path` refuses `../` and
/// absolute names), an image that says or turns out to unpack past 256 MiB is refused (and the
/// images of one KMZ past 2 GiB in all), and each is written under a temporary name and renamed, so
/// that a file of the cache is always whole. An image refused stays a fact, saying why.
final class KMZImages {
    /// The most bytes one image may unpack to, and all the images of one KMZ.
    static let largestImage = 256 << 20
    static let largestTotal = 2 << 30
    /// How many piped KMZs keep their images unpacked (their folders the most recently made).
    static let pipesKept = 8

    private let archive: OpaquePointer
    /// The KML document's folder in the zip (`""` at its root), which its images' paths start from.
    private let documentFolder: String
    /// Where this KMZ's images go (`<cache>/<key>`), found when the first is unpacked; nil without a cache folder.
    private lazy var folder: String? = cache.map { $0 + "/" + key() }
    private let cache: String?
    private let key: () -> String
    /// What became of each image path met: its file, or why it stays a fact.
    private var found: [String: Result<String, CarriedImage.Refusal>] = [:]
    /// The bytes of the images found so far.
    private var total = 0

    /// The images of the open zip `archive`, whose document is in `documentFolder`.
    ///
    /// - Parameters:
    ///   - cache: the folder of every KMZ's images (`cacheFolder(environment:)`); nil: none, the images stay facts.
    ///   - key: this KMZ's name in `cache`, asked for when the first image is unpacked.
    init(archive: OpaquePointer, documentFolder: String, cache: String?, key: @escaping () -> String) {
        self.archive = archive
        self.documentFolder = documentFolder
        self.cache = cache
        self.key = key
    }

    /// The folder the images of KMZs go into: `$XDG_CACHE_HOME/landmarks/kmz`, else
    /// `~/.cache/landmarks/kmz`; nil when neither is known.
    static func cacheFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        CacheFolder.path(environment: environment).map { $0 + "/kmz" }
    }

    /// The key of the KMZ file at `path`: `NAME-PATH-VERSION`, NAME its name without the extension
    /// (letters, digits, `-_.`, up to 40), PATH a hash of its absolute path and VERSION one of its path,
    /// size and modification time, so that a file saved again gets its images unpacked again, and its
    /// older versions' folders are known by their `NAME-PATH-`.
    static func key(ofFileAt path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        var status = stat()
        _ = stat(absolute, &status)
        let identity = "\(absolute)\n\(status.st_size)\n\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
        let name = ((absolute as NSString).lastPathComponent as NSString).deletingPathExtension
        let isSafe = { (scalar: Unicode.Scalar) in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
        }
        let safeName = String(name.unicodeScalars.map { isSafe($0) ? Character($0) : "_" }.prefix(40))
        return safeName + "-" + hex(PhotoFingerprint.hash(Array(absolute.utf8)[...])) + "-"
            + hex(PhotoFingerprint.hash(Array(identity.utf8)[...]))
    }

    /// The key of a KMZ read from a pipe: `pipe-HASH`, HASH one of its bytes (and their count), so that
    /// the same KMZ piped again finds its images unpacked.
    static func key(ofPipedBytes bytes: [UInt8]) -> String {
        "pipe-" + hex(PhotoFingerprint.hash(bytes[...]))
    }

    private static func hex(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The names of the folders in `cache` that the new folder `key` makes stale.
    ///
    /// For a file's key (`NAME-PATH-VERSION`), its older versions': `NAME-PATH-` and another VERSION; for
    /// a pipe's (`pipe-HASH`), the other pipes' but the `pipesKept - 1` made last. Only folders count
    /// (by `lstat`): a symbolic link is never one.
    private static func staleFolders(in cache: String, besides key: String) -> [String] {
        let isHash = { (text: Substring) in text.count == 16 && text.allSatisfy { "0123456789abcdef".contains($0) } }
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []).compactMap {
            name -> (name: String, made: timespec)? in
            var status = stat()
            guard name != key, lstat(cache + "/" + name, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
            return (name, status.st_mtim)
        }
        guard key.hasPrefix("pipe-"), isHash(key.dropFirst(5)) else {
            // The same NAME-PATH- and length: the same name and path, another version.
            let stem = key.dropLast(16)
            return folders.map(\.name).filter { $0.count == key.count && $0.hasPrefix(stem) && isHash($0.dropFirst(stem.count)) }
        }
        let pipes = folders.filter { $0.name.hasPrefix("pipe-") && isHash($0.name.dropFirst(5)) }
        let newestFirst = pipes.sorted { ($0.made.tv_sec, $0.made.tv_nsec) > ($1.made.tv_sec, $1.made.tv_nsec) }
        return newestFirst.dropFirst(pipesKept - 1).map(\.name)
    }

    /// The image `source` (a description's `<img src>`) as a photo when the zip holds it, unpacked into
    /// the cache (or found there); else why it stays a fact. `title` is the `<img>`'s `alt` or `title`.
    func find(_ source: String, title: String?) -> Result<CarriedImage, CarriedImage.Refusal> {
        guard let path = CarriedImage.path(of: source, inFolder: documentFolder) else { return .failure(.init(reason: nil)) }
        let file = found[path] ?? unpack(path)
        found[path] = file
        return file.map { CarriedImage(path: path, file: $0, title: title) }
    }

    /// Unpacks the zip's entry `path` (made safe by `CarriedImage.path`) into the cache, unless it is
    /// there whole already.
    private func unpack(_ path: String) -> Result<String, CarriedImage.Refusal> {
        func refused(_ reason: String) -> Result<String, CarriedImage.Refusal> { .failure(.init(reason: reason)) }
        let index = zip_name_locate(archive, path, 0)
        guard index >= 0 else { return .failure(.init(reason: nil)) }
        var status = zip_stat_t()
        zip_stat_init(&status)
        guard zip_stat_index(archive, zip_uint64_t(index), 0, &status) == 0 else {
            return refused("cannot be read in the KMZ (\(String(cString: zip_strerror(archive))))")
        }
        // The size the zip states, when it states one: refused before a byte is unpacked.
        let statedSize = status.valid & zip_uint64_t(ZIP_STAT_SIZE) != 0 ? Int(clamping: status.size) : nil
        if let statedSize, statedSize > Self.largestImage {
            return refused("would unpack to \(statedSize >> 20) MiB, more than \(Self.largestImage >> 20) MiB")
        }
        guard total + (statedSize ?? 0) <= Self.largestTotal else {
            return refused("the KMZ's images would unpack to more than \(Self.largestTotal >> 30) GiB")
        }
        guard let folder else { return refused("no cache folder to unpack it in: neither XDG_CACHE_HOME nor HOME is set") }
        let target = folder + "/" + path
        var existing = stat()
        if let statedSize, lstat(target, &existing) == 0, existing.st_mode & S_IFMT == S_IFREG, Int(existing.st_size) == statedSize {
            total += statedSize
            return .success(target)
        }
        do {
            if access(folder, F_OK) != 0 { removeStaleFolders(besides: folder) }
            try PrivateFolder.create((target as NSString).deletingLastPathComponent)
        } catch {
            return refused("cannot make \((target as NSString).deletingLastPathComponent): \(error)")
        }
        return write(entry: zip_uint64_t(index), to: target).map { size in
            total += size
            return target
        }
    }

    /// Removes the folders that the new folder `folder` (`<cache>/<key>`) makes stale, not following
    /// the links in them (`FileManager` removes a tree without following them); one that cannot be
    /// removed stays, as a cache may.
    private func removeStaleFolders(besides folder: String) {
        let cache = (folder as NSString).deletingLastPathComponent
        for name in Self.staleFolders(in: cache, besides: (folder as NSString).lastPathComponent) {
            try? FileManager.default.removeItem(atPath: cache + "/" + name)
        }
    }

    /// Unpacks the entry `index` to a temporary file beside `target`, counting its bytes, and renames it
    /// to `target`.
    ///
    /// - Returns: its size, or why it could not be unpacked (the temporary file then removed).
    private func write(entry index: zip_uint64_t, to target: String) -> Result<Int, CarriedImage.Refusal> {
        var template = Array((target + ".tmp-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return .failure(.init(reason: "cannot write \(target): \(String(cString: strerror(errno)))")) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var problem: String?
        var size = 0
        if let file = zip_fopen_index(archive, index, 0) {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while problem == nil {
                let count = buffer.withUnsafeMutableBytes { zip_fread(file, $0.baseAddress, zip_uint64_t($0.count)) }
                if count < 0 {
                    problem = "damaged in the KMZ (\(String(cString: zip_file_strerror(file))))"
                    break
                }
                if count == 0 { break }
                size += Int(count)
                // The stated size may lie: the bytes are counted as they come.
                if size > Self.largestImage {
                    problem = "unpacks to more than \(Self.largestImage >> 20) MiB"
                    break
                }
                if total + size > Self.largestTotal {
                    problem = "the KMZ's images unpack to more than \(Self.largestTotal >> 30) GiB"
                    break
                }
                let error = AtomicFile.writeAll(descriptor, Data(buffer[0..<Int(count)]))
                if error != 0 { problem = "cannot write \(target): \(String(cString: strerror(error)))" }
            }
            zip_fclose(file)
        } else {
            problem = "cannot be unpacked (\(String(cString: zip_strerror(archive))))"
        }
        if close(descriptor) != 0, problem == nil { problem = "cannot write \(target): \(String(cString: strerror(errno)))" }
        if problem == nil, rename(temporary, target) != 0 { problem = "cannot write \(target): \(String(cString: strerror(errno)))" }
        guard let problem else { return .success(size) }
        unlink(temporary)
        return .failure(.init(reason: problem))
    }
}
