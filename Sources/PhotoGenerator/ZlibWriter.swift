/// Compresses bytes into a zlib stream: one deflate block with the fixed Huffman codes and LZ77 matches.
///
/// Fixed codes need no code tables in the output and are plenty for flat-colour pictures, whose
/// filtered rows are mostly long runs and repeats of the row above.
enum ZlibWriter {
    /// The zlib stream (header, deflate data, Adler-32) for `data`.
    static func compress(_ data: [UInt8]) -> [UInt8] {
        // 0x78 0x01: deflate with a 32 KiB window, no preset dictionary; (0x7801 % 31 == 0) as required.
        var writer = BitWriter(bytes: [0x78, 0x01])
        writer.write(1, bitCount: 1)  // BFINAL: this is the last block.
        writer.write(1, bitCount: 2)  // BTYPE 01: fixed Huffman codes.
        encodeMatches(data, into: &writer)
        writer.writeSymbol(256)  // End of block.
        writer.padToByte()
        let checksum = adler32(data)
        // The checksum is of the uncompressed data, most significant byte first.
        writer.bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: checksum >> $0) }
        return writer.bytes
    }

    private static let windowSize = 32768
    private static let minimumMatch = 3
    private static let maximumMatch = 258
    /// How many earlier positions with the same 3-byte hash to try: enough for pictures, fast in debug builds.
    private static let maximumChain = 48

    /// Greedy LZ77: at each position take the longest earlier match within the window, else a literal.
    private static func encodeMatches(_ data: [UInt8], into writer: inout BitWriter) {
        let count = data.count
        let hashMask = (1 << 15) - 1
        var head = [Int](repeating: -1, count: hashMask + 1)
        var previous = [Int](repeating: -1, count: windowSize)
        data.withUnsafeBufferPointer { bytes in
            func hash(_ position: Int) -> Int {
                ((Int(bytes[position]) << 10) ^ (Int(bytes[position + 1]) << 5) ^ Int(bytes[position + 2])) & hashMask
            }
            func remember(_ position: Int) {
                guard position + minimumMatch <= count else { return }
                let key = hash(position)
                previous[position & (windowSize - 1)] = head[key]
                head[key] = position
            }
            var position = 0
            while position < count {
                var bestLength = 0
                var bestDistance = 0
                let limit = min(maximumMatch, count - position)
                if limit >= minimumMatch {
                    var candidate = head[hash(position)]
                    var triesLeft = maximumChain
                    // A stale entry may point anywhere; every match is verified byte by byte, so that is harmless.
                    while candidate >= 0, candidate < position, position - candidate <= windowSize, triesLeft > 0 {
                        if bytes[candidate + bestLength] == bytes[position + bestLength] {
                            var length = 0
                            while length < limit && bytes[candidate + length] == bytes[position + length] {
                                length += 1
                            }
                            if length > bestLength {
                                bestLength = length
                                bestDistance = position - candidate
                                if length == limit { break }
                            }
                        }
                        candidate = previous[candidate & (windowSize - 1)]
                        triesLeft -= 1
                    }
                }
                if bestLength >= minimumMatch {
                    writer.writeMatch(length: bestLength, distance: bestDistance)
                    for skipped in position..<(position + bestLength) {
                        remember(skipped)
                    }
                    position += bestLength
                } else {
                    writer.writeSymbol(Int(bytes[position]))
                    remember(position)
                    position += 1
                }
            }
        }
    }

    /// The Adler-32 checksum zlib puts after the compressed data.
    private static func adler32(_ data: [UInt8]) -> UInt32 {
        var low: UInt32 = 1
        var high: UInt32 = 0
        var start = 0
        // 5552 is the most bytes that can be summed before `high` could overflow 32 bits.
        while start < data.count {
            let end = min(data.count, start + 5552)
            for index in start..<end {
                low += UInt32(data[index])
                high += low
            }
            low %= 65521
            high %= 65521
            start = end
        }
        return high << 16 | low
    }
}

/// Packs deflate's bit fields, least significant bit first, and writes fixed-Huffman symbols.
private struct BitWriter {
    var bytes: [UInt8]
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Appends the low `bitCount` bits of `value`, least significant first (how deflate stores extra bits).
    mutating func write(_ value: Int, bitCount: Int) {
        pending |= UInt64(value) << UInt64(pendingCount)
        pendingCount += bitCount
        while pendingCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount -= 8
        }
    }

    /// Fills the last partial byte with zeros.
    mutating func padToByte() {
        if pendingCount > 0 {
            write(0, bitCount: 8 - pendingCount)
        }
    }

    /// A literal byte (0...255), end of block (256) or length code (257...285) in the fixed code.
    mutating func writeSymbol(_ symbol: Int) {
        switch symbol {
        case 0...143: writeHuffman(0x30 + symbol, bitCount: 8)
        case 144...255: writeHuffman(0x190 + symbol - 144, bitCount: 9)
        case 256...279: writeHuffman(symbol - 256, bitCount: 7)
        default: writeHuffman(0xC0 + symbol - 280, bitCount: 8)
        }
    }

    /// A back-reference: length 3...258 and distance 1...32768.
    mutating func writeMatch(length: Int, distance: Int) {
        let lengthCode = Self.lengthBases.lastIndex { $0 <= length } ?? 0
        writeSymbol(257 + lengthCode)
        write(length - Self.lengthBases[lengthCode], bitCount: Self.lengthExtraBits[lengthCode])
        let distanceCode = Self.distanceBases.lastIndex { $0 <= distance } ?? 0
        writeHuffman(distanceCode, bitCount: 5)
        write(distance - Self.distanceBases[distanceCode], bitCount: Self.distanceExtraBits[distanceCode])
    }

    /// Huffman codes are defined most significant bit first, so they go out reversed.
    private mutating func writeHuffman(_ code: Int, bitCount: Int) {
        var reversed = 0
        for bit in 0..<bitCount where code & (1 << bit) != 0 {
            reversed |= 1 << (bitCount - 1 - bit)
        }
        write(reversed, bitCount: bitCount)
    }

    // RFC 1951 section 3.2.5. Length 258 has its own code (285), so it must not be found as 227 + 31.
    private static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtraBits = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtraBits = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
}
