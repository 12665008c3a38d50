import Glibc

/// What tells one version of a file from another without reading it: its size and modification time.
struct FileStamp: Hashable, Sendable {
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    /// The file's stamp now; a missing or unreadable file has the zero stamp.
    init(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            (size, modifiedSeconds, modifiedNanoseconds) = (errno == ENOENT || errno == ENOTDIR ? Self.missing : -1, 0, 0)
            return
        }
        size = Int64(status.st_size)
        modifiedSeconds = status.st_mtim.tv_sec
        modifiedNanoseconds = status.st_mtim.tv_nsec
    }

    /// The size that marks a file found missing (no file at the path, or a path through a file).
    private static let missing: Int64 = -2

    /// Whether there was no file at the path: nothing to read, so the picture fails at once.
    var isMissing: Bool { size == Self.missing }
}
