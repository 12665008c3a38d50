import Glibc

/// Writes a JSON array of many records, one per line, through a mebibyte buffer: a million records
/// stream out without being held.
enum JSONArrayFile {
    /// Writes `count` records to `path` (replacing what is there), each the line `record(index)` gives.
    static func write(count: Int, to path: String, record: (Int) -> String) throws {
        guard let file = fopen(path, "w") else { throw BenchmarkError.system("fopen \(path)", errno) }
        defer { fclose(file) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 20)
        func flush() throws {
            guard fwrite(buffer, 1, buffer.count, file) == buffer.count else {
                throw BenchmarkError.system("write \(path)", errno)
            }
            buffer.removeAll(keepingCapacity: true)
        }
        buffer.append(contentsOf: "[\n".utf8)
        for index in 0..<count {
            buffer.append(contentsOf: record(index).utf8)
            buffer.append(contentsOf: (index + 1 < count ? ",\n" : "\n").utf8)
            if buffer.count >= 1 << 20 { try flush() }
        }
        buffer.append(contentsOf: "]\n".utf8)
        try flush()
        guard fflush(file) == 0 else { throw BenchmarkError.system("write \(path)", errno) }
    }
}
