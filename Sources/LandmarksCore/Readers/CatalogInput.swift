import Foundation
import Glibc

/// A catalog's bytes as they arrive from a file, a pipe or standard input, its first ones kept for
/// the readers to recognise their format by.
package final class CatalogInput {
    /// How messages name it.
    package let name: String
    /// The file's path when it is a regular file, which can be read again (a record's long texts are,
    /// when shown); nil for a pipe.
    package let rereadablePath: String?
    /// The size of a regular file, to make room for what it holds.
    package let size: Int?
    private let descriptor: Int32
    private let closesDescriptor: Bool
    /// The most bytes one read hands over, as a slow pipe hands over what has arrived (for tests); nil: as many as fit.
    package var mostBytesPerRead: Int?
    /// What hands over the bytes of an input that is no descriptor (a KMZ's KML, as it is unpacked):
    /// it fills the buffer's start and says how much, 0 at the end.
    private var pull: ((inout [UInt8]) throws(DataFileError) -> Int)?
    /// Whether its bytes are pulled (a KMZ's KML, from a zip the reader's thread reads its images
    /// from too): then only the reader's thread reads them.
    package var isPulled: Bool { pull != nil }
    /// The first bytes, read to recognise the format; `read(into:)` hands them over first.
    package private(set) var head: [UInt8] = []
    /// UTF-8's byte-order mark, which some tools write before a file's first byte.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    /// Whether `head` is the whole input: its end was read.
    package private(set) var headIsWhole = false
    private var headTaken = 0

    /// The bytes of `descriptor`, which it closes when `closes`.
    private init(descriptor: Int32, name: String, rereadablePath: String?, closes: Bool) {
        self.descriptor = descriptor
        self.name = name
        closesDescriptor = closes
        var status = stat()
        let isRegular = descriptor >= 0 && fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        size = isRegular ? Int(status.st_size) : nil
        self.rereadablePath = isRegular ? rereadablePath : nil
    }

    /// A document already in memory.
    package convenience init(bytes: some Collection<UInt8>, name: String) {
        self.init(descriptor: -1, name: name, rereadablePath: nil, closes: false)
        head = Array(bytes)
        headIsWhole = true
    }

    /// Bytes that `pull` hands over, as they come (see `pull`).
    package convenience init(name: String, pull: @escaping (inout [UInt8]) throws(DataFileError) -> Int) {
        self.init(descriptor: -1, name: name, rereadablePath: nil, closes: false)
        self.pull = pull
    }

    deinit {
        if closesDescriptor { close(descriptor) }
    }

    /// Opens `source`; `standardInput` is the descriptor standard input's catalog is read from (the
    /// caller's, not closed).
    ///
    /// - Throws: `DataFileError` when the file is missing, a folder or cannot be read.
    package static func open(_ source: CatalogSource, standardInput: Int32 = STDIN_FILENO) throws(DataFileError) -> CatalogInput {
        switch source {
        case .file(let url):
            return CatalogInput(descriptor: try DataFileReader.open(url), name: source.name, rereadablePath: url.relativePath, closes: true)
        case .namedPipe(let url):
            return CatalogInput(descriptor: try DataFileReader.open(url), name: source.name, rereadablePath: nil, closes: true)
        case .standardInput:
            guard standardInput >= 0 else { throw DataFileError(file: source.name, place: .open, problem: "cannot be read") }
            return CatalogInput(descriptor: standardInput, name: source.name, rereadablePath: nil, closes: false)
        }
    }

    /// Reads the first bytes into `head` for the readers to look at: as many as have arrived once
    /// `isEnough` says they are, up to `count` (fewer at the input's end). A catalog trickling in
    /// through a pipe is then read as soon as its format shows.
    package func readHead(count: Int = 4096, until isEnough: ([UInt8]) -> Bool = { _ in true }) throws(DataFileError) -> [UInt8] {
        guard descriptor >= 0, headTaken == 0 else { return head }
        var buffer = [UInt8](repeating: 0, count: count)
        while head.count < count {
            let wanted = count - head.count
            let read = try readDescriptor(into: &buffer, from: count - wanted)
            head += buffer[count - wanted..<count - wanted + read]
            if read == 0 { headIsWhole = true }
            if read == 0 || (read < wanted && isEnough(head)) { break }
        }
        return head
    }

    /// Leaves out `prefix` (a byte-order mark) when the input starts with it and nothing was read yet.
    package func skip(prefix: [UInt8]) {
        if headTaken == 0, head.starts(with: prefix) { headTaken = prefix.count }
    }

    /// Whether a read would wait for bytes that have not arrived (a pipe's); false for a file, the head
    /// and pulled bytes.
    package var wouldWait: Bool {
        guard headTaken >= head.count, pull == nil, descriptor >= 0, size == nil else { return false }
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&waiting, 1, 0) == 0
    }

    /// Reads the next bytes into `buffer` (as many as fit), the head first; 0 at the end.
    package func read(into buffer: inout [UInt8]) throws(DataFileError) -> Int {
        if headTaken < head.count {
            let count = min(buffer.count, head.count - headTaken, mostBytesPerRead ?? .max)
            buffer.replaceSubrange(0..<count, with: head[headTaken..<headTaken + count])
            headTaken += count
            return count
        }
        if let pull { return try pull(&buffer) }
        guard descriptor >= 0 else { return 0 }
        return try readDescriptor(into: &buffer, from: 0)
    }

    /// Reads from the descriptor into `buffer` from `start` on; 0 at the end.
    private func readDescriptor(into buffer: inout [UInt8], from start: Int) throws(DataFileError) -> Int {
        while true {
            let wanted = min(buffer.count - start, mostBytesPerRead ?? .max)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + start, wanted) }
            if count >= 0 { return count }
            if errno != EINTR { throw DataFileError(file: name, place: .open, problem: "cannot be read") }
        }
    }
}
