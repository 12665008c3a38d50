import Foundation
import Glibc
import ImageFormats
import Locking

/// Finds the picture files below a folder (JPEG, PNG, HEIF/AVIF, WebP, TIFF, GIF, RAW) and reads
/// those that are new or changed since the last scan, with the XMP sidecar and the Live Photo video
/// beside each.
///
/// Hidden files and folders are skipped (AppleDouble `._*` and `.DS_Store` among them), as are Office's
/// lock files (`~$*`); videos and anything else not a picture are neither photos nor problems.
/// Symbolic links are followed, but a folder reached again (a loop, or a second link to it) is
/// scanned once.
package struct PhotoFolderScanner: Sendable {
    /// How far a scan has come, for a progress line.
    package struct Progress: Equatable, Sendable {
        /// Picture files found so far.
        package var found = 0
        /// Files read so far, and how many need reading (those the index does not know unchanged).
        package var read = 0
        package var toRead = 0
        /// Whether the folders are still being listed (`toRead` is then not final).
        package var isListing = true

        package init(found: Int = 0, read: Int = 0, toRead: Int = 0, isListing: Bool = true) {
            (self.found, self.read, self.toRead, self.isListing) = (found, read, toRead, isListing)
        }
    }

    /// What a scan found: every picture file (in path order) and the folders and links it could not follow.
    package struct Result: Equatable, Sendable {
        package var files: [PhotoFolderFile]
        package var folderProblems: [PhotoProblem]
        /// How many files were read rather than taken from the index.
        package var readCount: Int
        /// Whether the scan was stopped before its end (`files` then holds what was found so far).
        package var isCancelled: Bool

        package init(files: [PhotoFolderFile], folderProblems: [PhotoProblem] = [], readCount: Int = 0, isCancelled: Bool = false) {
            (self.files, self.folderProblems, self.readCount, self.isCancelled) = (files, folderProblems, readCount, isCancelled)
        }
    }

    /// The extensions of the files looked at, in lower case.
    package static let extensions: Set<String> =
        Set(["jpg", "jpeg", "jpe", "png", "heic", "heif", "hif", "avif", "webp", "tif", "tiff", "gif"]).union(ImageFormat.rawExtensions)
    /// The extensions of a Live Photo's video, which makes the picture of the same name live.
    static let videoExtensions: Set<String> = ["mov", "mp4"]

    /// The folder scanned, as an absolute path without links.
    package let folder: String
    /// Where the last scan's findings are kept; nil: nowhere (no cache folder is known). A file the
    /// index knows with the same size and modification time is not read again.
    package let index: PhotoFolderIndex?
    /// How many files are read between two looks at whether to stop: a few milliseconds' worth.
    package var batchSize = 128

    /// A scanner of `folder` whose index is in the cache folder `environment` names (none when nil).
    ///
    /// - Throws: `PhotoProblem` (for `folder` as given) when it does not exist or is not a folder.
    package init(folder: String, environment: [String: String]? = ProcessInfo.processInfo.environment) throws(PhotoProblem) {
        guard let resolved = realpath(folder, nil) else {
            throw PhotoProblem(path: folder, reason: String(cString: strerror(errno)))
        }
        let absolute = String(cString: resolved)
        free(resolved)
        var status = stat()
        guard stat(absolute, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw PhotoProblem(path: folder, reason: "not a folder")
        }
        // A folder that cannot be listed is refused now, as a missing one is, not found empty.
        guard let stream = opendir(absolute) else {
            throw PhotoProblem(path: folder, reason: "cannot open folder: " + String(cString: strerror(errno)))
        }
        closedir(stream)
        self.folder = absolute
        index = environment.flatMap { PhotoFolderIndex(folder: absolute, environment: $0) }
    }

    /// Scans the folder.
    ///
    /// - Parameters:
    ///   - progress: called now and then with how far the scan has come.
    ///   - isCancelled: asked between files; the scan ends early when it says yes.
    ///
    /// The index is written about every second while files are read (the files read so far, and the
    /// old index's for the rest), and at the end: a scan stopped by Ctrl-C or a kill leaves it valid.
    /// It is a cache: when it cannot be written, the next scan reads the files again.
    package func scan(progress: (Progress) -> Void = { _ in }, isCancelled: () -> Bool = { false }) -> Result {
        let checkpoint = { (files: [PhotoFolderFile]) in try? index?.write(files) }
        index?.removeLeftoverTemporaryFiles()
        // The index is read on another core while the folders are listed: a restart waits for the slower.
        let lastScan = BackgroundResult { [index] in index?.read() ?? [:] }
        var listing = FolderListing(root: folder)
        listing.list(progress: progress, isCancelled: isCancelled)
        let known = (try? lastScan.value()) ?? [:]
        func filesKnown(_ read: [PhotoFolderFile]) -> [PhotoFolderFile] { Self.files(known, with: read) }
        if listing.isCancelled {
            return Result(files: filesKnown([]), folderProblems: listing.problems, readCount: 0, isCancelled: true)
        }
        var state = Progress(found: listing.candidates.count, read: 0, toRead: 0, isListing: false)
        var files: [PhotoFolderFile] = []
        files.reserveCapacity(listing.candidates.count)
        var toRead: [Int] = []
        var companions: [String: Companions] = [:]
        for candidate in listing.candidates.sorted(by: { $0.path < $1.path }) {
            if let file = known[candidate.path], file.size == candidate.size, file.modified == candidate.modified,
                !Self.failedToRead(file)
            {
                files.append(file)
            } else {
                toRead.append(files.count)
                companions[candidate.path] = candidate.companions
                files.append(
                    PhotoFolderFile(path: candidate.path, size: candidate.size, modified: candidate.modified, content: .problem("")))
            }
        }
        state.toRead = toRead.count
        progress(state)
        var lastCheckpoint = ContinuousClock.now
        var readCount = 0
        // A batch at a time, its files shared between the cores: the stop is asked between batches.
        while readCount < toRead.count {
            if isCancelled() {
                // What was read is kept, so that the next scan goes on from here.
                let kept = filesKnown(toRead.prefix(readCount).map { files[$0] })
                if readCount > 0 { checkpoint(kept) }
                return Result(files: kept, folderProblems: listing.problems, readCount: readCount, isCancelled: true)
            }
            let batch = toRead[readCount..<min(readCount + max(batchSize, 1), toRead.count)]
            let requests = batch.map { (path: folder + "/" + files[$0].path, size: files[$0].size, companions: companions[files[$0].path]) }
            let contents = Self.read(requests)
            for (position, content) in zip(batch, contents) { files[position].content = content }
            readCount += batch.count
            state.read = readCount
            progress(state)
            if ContinuousClock.now - lastCheckpoint > .seconds(1) {
                checkpoint(filesKnown(toRead.prefix(readCount).map { files[$0] }))
                lastCheckpoint = ContinuousClock.now
            }
        }
        progress(state)
        if readCount > 0 || files.count != known.count { checkpoint(files) }
        return Result(files: files, folderProblems: listing.problems, readCount: readCount, isCancelled: false)
    }

    /// The files of the last scan (`known`) with `read` in place of theirs, in path order.
    private static func files(_ known: [String: PhotoFolderFile], with read: [PhotoFolderFile]) -> [PhotoFolderFile] {
        var files = known
        for file in read { files[file.path] = file }
        return files.values.sorted { $0.path < $1.path }
    }

    /// How many threads read files at once: the cores, up to two (more gained nothing here, as the
    /// files come from the page cache or one disk).
    static let readers = max(1, min(2, ProcessInfo.processInfo.activeProcessorCount))

    /// What each file of `requests` holds, read by `readers` threads, each taking every n-th file.
    private static func read(_ requests: [(path: String, size: Int64, companions: Companions?)]) -> [PhotoFolderFile.Content] {
        let threads = min(readers, requests.count)
        let contents = Locked([PhotoFolderFile.Content](repeating: .problem(""), count: requests.count))
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let indices = stride(from: thread, to: requests.count, by: threads)
            let read = indices.map { index in
                let request = requests[index]
                return Self.read(request.path, size: request.size, companions: request.companions ?? Companions())
            }
            contents.withLock { contents in
                for (index, content) in zip(indices, read) { contents[index] = content }
            }
        }
        return contents.withLock { $0 }
    }

    /// The start of the reason a file could not be read.
    static let readFailure = "cannot read: "

    /// Whether the last scan failed to read `file` (no permission, an I/O error): a `chmod` changes
    /// neither its size nor its modification time, so the index cannot tell that it is worth another try.
    static func failedToRead(_ file: PhotoFolderFile) -> Bool {
        if case .problem(let reason) = file.content { reason.hasPrefix(readFailure) } else { false }
    }

    /// What the file at `path` holds: its fingerprint and metadata (with its sidecar's and its Live
    /// Photo video's, when `companions` names them), or why it is not a photo.
    static func read(_ path: String, size: Int64, companions: Companions = Companions()) -> PhotoFolderFile.Content {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)  // a FIFO put in its place never blocks
        guard descriptor >= 0 else { return .problem(readFailure + String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var start = [UInt8](repeating: 0, count: PhotoFingerprint.hashedBytes)
        var count = 0
        while count < start.count {
            let got = start[count...].withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return .problem(readFailure + String(cString: strerror(errno))) }
            if got == 0 { break }
            count += got
        }
        start.removeSubrange(count...)
        guard count > 0 else { return .problem("an empty file") }
        do {
            var metadata = try PhotoMetadata.read(path: path)
            let folder = (path as NSString).deletingLastPathComponent
            if let sidecar = companions.sidecar { metadata.apply(sidecar: folder + "/" + sidecar, named: sidecar) }
            metadata.liveVideo = companions.video
            return .photo(PhotoFingerprint(size: size, start: start), metadata)
        } catch {
            return .problem(error.reason)
        }
    }
}

extension PhotoFolderScanner {
    /// The files beside a picture that belong to it, by name in its folder.
    struct Companions: Equatable, Sendable {
        /// The XMP sidecar, whose position and date replace the picture's.
        var sidecar: String?
        /// The video that makes the picture a Live Photo.
        var video: String?
    }
}

/// The picture files below a folder, found by listing it and its subfolders.
private struct FolderListing {
    struct Candidate {
        let path: String
        let size: Int64
        /// The latest modification time of the file, its sidecar and its video: a change to any of
        /// them (or one added or removed) has the photo read again.
        var modified: Int64
        var companions = PhotoFolderScanner.Companions()
    }

    /// A folder by device and inode, to scan each once whatever links lead to it.
    private struct FolderIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    let root: String
    private(set) var candidates: [Candidate] = []
    private(set) var problems: [PhotoProblem] = []
    private(set) var isCancelled = false
    private var visited: Set<FolderIdentity> = []

    /// Folders deeper than this are not entered: no real photo folder nests so deep.
    private static let depthLimit = 64

    init(root: String) {
        self.root = root
    }

    mutating func list(progress: (PhotoFolderScanner.Progress) -> Void, isCancelled: () -> Bool) {
        var status = stat()
        if stat(root, &status) == 0 { visited.insert(FolderIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))) }
        var pending: [(path: String, depth: Int)] = [("", 0)]
        var lastReport = 0
        while let (folder, depth) = pending.popLast() {
            if isCancelled() {
                self.isCancelled = true
                return
            }
            pending.append(contentsOf: list(folder, depth: depth).reversed())
            if candidates.count - lastReport >= 256 {
                lastReport = candidates.count
                progress(PhotoFolderScanner.Progress(found: candidates.count))
            }
        }
    }

    /// Lists one folder: its picture files join `candidates`, its subfolders are returned.
    private mutating func list(_ folder: String, depth: Int) -> [(path: String, depth: Int)] {
        let absolute = folder.isEmpty ? root : root + "/" + folder
        guard let stream = opendir(absolute) else {
            problems.append(
                PhotoProblem(path: folder.isEmpty ? "." : folder, reason: "cannot open folder: " + String(cString: strerror(errno))))
            return []
        }
        defer { closedir(stream) }
        var subfolders: [(path: String, depth: Int)] = []
        let firstCandidate = candidates.count
        // Sidecars and videos by their names in lower case, with their modification times.
        var companionFiles: [String: (name: String, modified: Int64)] = [:]
        while let entry = readdir(stream) {
            let nameBytes = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                Array(bytes.prefix { $0 != 0 })
            }
            let type = entry.pointee.d_type
            guard let name = String(validating: nameBytes, as: UTF8.self) else {
                // Named with its bytes that are not UTF-8 as `\xFF`, so that the user can find it.
                let readable = Self.readableName(nameBytes)
                guard !readable.hasPrefix("."), Int32(type) != DT_REG || Self.isPicture(readable) else { continue }
                problems.append(
                    PhotoProblem(path: folder.isEmpty ? readable : folder + "/" + readable, reason: "a name that is not UTF-8, skipped"))
                continue
            }
            guard !name.hasPrefix("."), !name.hasPrefix("~$") else { continue }
            let path = folder.isEmpty ? name : folder + "/" + name
            let isPicture = Self.isPicture(name)
            let isCompanion = Self.isCompanion(name)
            // A plain file that is neither a picture nor one's companion needs no stat.
            if Int32(type) == DT_REG && !isPicture && !isCompanion { continue }
            var status = stat()
            // By name in the open folder: no path to walk again for each file.
            guard fstatat(dirfd(stream), name, &status, 0) == 0 else {
                let reason =
                    Int32(type) == DT_LNK && errno == ENOENT
                    ? "a symbolic link to nothing" : "cannot read: " + String(cString: strerror(errno))
                problems.append(PhotoProblem(path: path, reason: errno == ELOOP ? "a loop of symbolic links" : reason))
                continue
            }
            let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                guard visited.insert(FolderIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))).inserted else {
                    if Int32(type) == DT_LNK {
                        problems.append(PhotoProblem(path: path, reason: "a link to a folder already scanned, not followed"))
                    }
                    continue
                }
                guard depth < Self.depthLimit else {
                    problems.append(PhotoProblem(path: path, reason: "more than \(Self.depthLimit) folders deep, not entered"))
                    continue
                }
                subfolders.append((path, depth + 1))
            case S_IFREG where isPicture:
                candidates.append(Candidate(path: path, size: Int64(status.st_size), modified: modified))
            case S_IFREG where isCompanion:
                companionFiles[name.lowercased()] = (name, modified)
            default:
                continue
            }
        }
        if !companionFiles.isEmpty {
            for index in firstCandidate..<candidates.count {
                Self.attach(companionFiles, to: &candidates[index])
            }
        }
        return subfolders.sorted { $0.path < $1.path }
    }

    /// Gives a picture its sidecar (`IMG_1234.HEIC.xmp`, else `IMG_1234.xmp`) and its Live Photo video
    /// (`IMG_1234.MOV` or `.MP4`) from the companion files of its folder, by name in any case.
    private static func attach(_ companions: [String: (name: String, modified: Int64)], to candidate: inout Candidate) {
        let name = (candidate.path as NSString).lastPathComponent.lowercased()
        let stem = (name as NSString).deletingPathExtension
        if let sidecar = companions[name + ".xmp"] ?? companions[stem + ".xmp"] {
            candidate.companions.sidecar = sidecar.name
            candidate.modified = max(candidate.modified, sidecar.modified)
        }
        if let video = PhotoFolderScanner.videoExtensions.sorted().lazy.compactMap({ companions[stem + "." + $0] }).first {
            candidate.companions.video = video.name
            candidate.modified = max(candidate.modified, video.modified)
        }
    }

    /// Whether a file of this name may be a picture's companion: an XMP sidecar or a video.
    private static func isCompanion(_ name: String) -> Bool {
        guard let suffix = suffix(of: name) else { return false }
        return suffix == "xmp" || PhotoFolderScanner.videoExtensions.contains(suffix)
    }

    /// A file name's extension in lower case; nil without one.
    private static func suffix(of name: String) -> String? {
        name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[name.index(after: $0)...]).lowercased() }
    }

    /// Whether a file of this name is looked at: its extension is a picture's.
    private static func isPicture(_ name: String) -> Bool {
        suffix(of: name).map(PhotoFolderScanner.extensions.contains) ?? false
    }

    /// A file name's bytes as text, each byte that is not part of UTF-8 written as `\xFF`.
    static func readableName(_ bytes: [UInt8]) -> String {
        var text = ""
        var start = 0
        while start < bytes.count {
            // The longest valid piece from here, at most four bytes (one character) at a time.
            let lengths = 1...min(4, bytes.count - start)
            if let length = lengths.first(where: { String(validating: bytes[start..<start + $0], as: UTF8.self) != nil }) {
                text += String(decoding: bytes[start..<start + length], as: UTF8.self)
                start += length
            } else {
                text += "\\x" + String(bytes[start], radix: 16, uppercase: true)
                start += 1
            }
        }
        return text
    }
}
