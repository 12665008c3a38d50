import Glibc

/// What tells one version of a file from another without reading it: a rename gives a new inode, a
/// write a new time of change or size.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    /// The identity of the file at `path` now; nil when it cannot be looked at.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The identity of the file open as `descriptor` now; nil when it cannot be looked at.
    init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    private init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        (modifiedSeconds, modifiedNanoseconds) = (status.st_mtim.tv_sec, status.st_mtim.tv_nsec)
    }
}
