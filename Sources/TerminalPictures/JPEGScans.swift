import Glibc

/// Trims a progressive JPEG to its DC scans, which are all that a decode at 1/8 uses: each block
/// becomes one pixel, its average, and the average is the DC coefficient.
///
/// libjpeg decodes every scan of a progressive file whatever the scale, and the AC scans are most of
/// the work: a 6000 × 4000 photo takes 300–400 ms at 1/8, its DC scans alone a fraction of that.
/// TurboJPEG 2.1 cannot be told to skip scans, nor can libjpeg without longjmp-based error handling,
/// hence this walk over the markers (which decodes nothing).
enum JPEGScans {
    /// `jpeg` without its AC scans, ending in EOI; nil when it is not a Huffman-coded progressive JPEG
    /// (SOF2) or its markers do not parse, and it should be decoded as it is.
    static func dcOnly(_ jpeg: [UInt8]) -> [UInt8]? {
        jpeg.withUnsafeBufferPointer { bytes -> [UInt8]? in
            guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
            var output: [UInt8] = [0xFF, 0xD8]
            output.reserveCapacity(bytes.count / 4)
            var isProgressive = false
            var position = 2
            while position + 1 < bytes.count {
                guard bytes[position] == 0xFF else { return nil }
                let marker = bytes[position + 1]
                if marker == 0xFF {
                    position += 1  // fill byte before a marker
                    continue
                }
                if marker == 0xD9 { break }
                guard position + 3 < bytes.count else { break }
                let end = position + 2 + (Int(bytes[position + 2]) << 8 | Int(bytes[position + 3]))
                guard end <= bytes.count, end > position + 3 else { return nil }
                if marker == 0xC2 { isProgressive = true }
                if (0xC0...0xCF).contains(marker), ![0xC2, 0xC4, 0xC8, 0xCC].contains(marker) { return nil }
                if marker == 0xDA {
                    let components = Int(bytes[position + 4])
                    guard position + 5 + 2 * components < end else { return nil }
                    let spectralStart = bytes[position + 5 + 2 * components]
                    let dataEnd = entropyDataEnd(bytes, from: end)
                    if spectralStart == 0 { output += bytes[position..<dataEnd] }
                    position = dataEnd
                } else {
                    output += bytes[position..<end]
                    position = end
                }
            }
            guard isProgressive else { return nil }
            return output + [0xFF, 0xD9]
        }
    }

    /// Where a scan's entropy-coded data ends: at the first marker that is neither a stuffed zero
    /// (FF 00) nor a restart (FF D0–D7), or at the end of the file.
    private static func entropyDataEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var position = start
        while position < bytes.count {
            guard let found = memchr(base + position, 0xFF, bytes.count - position) else { return bytes.count }
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard index + 1 < bytes.count else { return bytes.count }
            let next = bytes[index + 1]
            if next == 0x00 || (0xD0...0xD7).contains(next) || next == 0xFF {
                position = index + 1
            } else {
                return index
            }
        }
        return bytes.count
    }
}
