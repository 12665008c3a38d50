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
