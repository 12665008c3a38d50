import Glibc

/// A picture file opened for reading: a regular file, read in part or whole with `pread`.
///
/// Not Sendable: it owns a file descriptor, which is closed when the value goes away; it lives within
/// one call.
final class PictureFile {
    private let descriptor: Int32
    /// The size when the file was opened.
    let size: Int

    private init(descriptor: Int32, size: Int) {
        self.descriptor = descriptor
        self.size = size
    }

    deinit { close(descriptor) }

    /// Opens `path`, refusing anything but a regular file.
    static func open(_ path: String) -> Result<PictureFile, PictureError> {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, forever.
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else {
            return .failure(errno == ENOENT || errno == ENOTDIR ? .missingFile : .unreadable)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return .failure(.unreadable)
        }
        return .success(PictureFile(descriptor: descriptor, size: Int(status.st_size)))
    }

    /// Up to `count` bytes from `offset`; fewer at the end of the file.
    func read(_ count: Int, at offset: Int = 0) -> Result<[UInt8], PictureError> {
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: max(count, 0)) { buffer, initialized in
            initialized = 0
            while initialized < count {
                let got = pread(descriptor, buffer.baseAddress! + initialized, count - initialized, off_t(offset + initialized))
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else {
                    failed = got < 0
                    return
                }
                initialized += got
            }
        }
        return failed ? .failure(.unreadable) : .success(bytes)
    }

    /// The whole file, including anything appended since it was opened.
    func readAll() -> Result<[UInt8], PictureError> {
        read(size).flatMap { start in
            guard start.count == size else { return .success(start) }
            // The file may have grown; read on until the end rather than trust the earlier size.
            var bytes = start
            while true {
                switch read(1 << 16, at: bytes.count) {
                case .failure(let error): return .failure(error)
                case .success(let more) where more.isEmpty: return .success(bytes)
                case .success(let more): bytes += more
                }
            }
        }
    }

    /// The JPEG at the file's start, up to its end-of-image marker: segments are skipped by their
    /// lengths up to the first scan, then the data is searched for the marker, so that whatever follows
    /// (the video of a motion photo, hundreds of megabytes) is never read. Without a marker, the whole file.
    func readJPEG() -> Result<[UInt8], PictureError> {
        var offset = 2
        // Segments before the first scan (SOS, 0xDA), each with a 16-bit length after its marker.
        segments: while true {
            switch read(4, at: offset) {
            case .failure(let error):
                return .failure(error)
            case .success(let header) where header.count == 4 && header[0] == 0xFF:
                switch header[1] {
                case 0xDA, 0xD9: break segments
                case 0xFF: offset += 1  // fill byte
                case 0xD8, 0x01, 0xD0...0xD7: offset += 2  // markers without a length
                default: offset += 2 + (Int(header[2]) << 8 | Int(header[3]))
                }
            default:
                return readAll()
            }
        }
        // The entropy-coded data holds 0xFF only before 0x00 (stuffing) or a restart marker: the
        // first 0xFF 0xD9 from the first scan on is the end.
        let chunk = 1 << 20
        guard case .success(var bytes) = read(offset, at: 0), bytes.count == offset else { return readAll() }
        while true {
            switch read(chunk, at: bytes.count) {
            case .failure(let error):
                return .failure(error)
            case .success(let more):
                if let end = Self.endMarker(in: more, after: bytes.last) { return .success(bytes + more.prefix(end)) }
                guard more.count == chunk else { return readAll() }
                bytes += more
            }
        }
    }

    /// The offset just past the first 0xFF 0xD9 in `bytes`, where `previous` is the byte before them.
    static func endMarker(in bytes: [UInt8], after previous: UInt8?) -> Int? {
        if previous == 0xFF, bytes.first == 0xD9 { return 1 }
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: 0xFF) {
            guard found + 1 < bytes.count else { return nil }
            if bytes[found + 1] == 0xD9 { return found + 2 }
            index = found + 1
        }
        return nil
    }

    /// Runs `body` with a C stream reading the file from its start, closed afterwards.
    func withStream<T>(_ body: (UnsafeMutablePointer<FILE>) -> T) -> Result<T, PictureError> {
        // A duplicate, because fclose closes the descriptor it was opened on.
        let duplicate = dup(descriptor)
        guard duplicate >= 0 else { return .failure(.unreadable) }
        guard lseek(duplicate, 0, SEEK_SET) == 0, let stream = fdopen(duplicate, "rb") else {
            close(duplicate)
            return .failure(.unreadable)
        }
        defer { fclose(stream) }
        return .success(body(stream))
    }
}
