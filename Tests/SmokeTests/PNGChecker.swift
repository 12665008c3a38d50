import Foundation

/// Checks that bytes are a well-formed PNG, down to inflating the image data, with no image library.
///
/// It is written separately from the generator's encoder, and decodes every deflate block type, so a
/// bug in the encoder cannot hide itself here and a change of encoder strategy still validates.
enum PNGChecker {
    /// Why a file is not a valid PNG.
    struct Failure: Error, CustomStringConvertible {
        let description: String

        init(_ description: String) {
            self.description = description
        }
    }

    /// What a valid PNG's header declares.
    struct Header: Equatable {
        var width: Int
        var height: Int
        var bitDepth: Int
        var colorType: Int
    }

    /// Validates signature, chunk CRCs, chunk order and the image data.
    ///
    /// The image data must be a valid zlib stream (header, every block, Adler-32, nothing after it)
    /// that inflates to exactly one filter byte (0...4) plus one row of pixels per row.
    /// - Throws: `Failure` naming the first problem found.
    @discardableResult
    static func validate(_ png: [UInt8]) throws -> Header {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard png.count >= signature.count, Array(png[0..<signature.count]) == signature else {
            throw Failure("missing PNG signature")
        }
        var chunks: [(type: String, data: [UInt8])] = []
        var position = signature.count
        while position < png.count {
            guard png.count - position >= 12 else { throw Failure("truncated chunk at byte \(position)") }
            let length = Int(bigEndian(png, at: position))
            guard length <= png.count - position - 12 else {
                throw Failure("chunk at byte \(position) overruns the file")
            }
            let typeBytes = Array(png[(position + 4)..<(position + 8)])
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw Failure("chunk type at byte \(position + 4) is not four letters")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let data = Array(png[(position + 8)..<(position + 8 + length)])
            let storedCRC = bigEndian(png, at: position + 8 + length)
            guard crc32(typeBytes + data) == storedCRC else { throw Failure("\(type) chunk has a wrong CRC-32") }
            chunks.append((type, data))
            position += 12 + length
        }
        guard let first = chunks.first, first.type == "IHDR" else { throw Failure("IHDR is not the first chunk") }
        guard let last = chunks.last, last.type == "IEND", last.data.isEmpty, chunks.count >= 3 else {
            throw Failure("IEND is not the last chunk")
        }
        guard chunks.filter({ $0.type == "IHDR" || $0.type == "IEND" }).count == 2 else {
            throw Failure("more than one IHDR or IEND")
        }
        let header = try parseHeader(first.data)
        let idatIndices = chunks.indices.filter { chunks[$0].type == "IDAT" }
        guard let firstIDAT = idatIndices.first, let lastIDAT = idatIndices.last else { throw Failure("no IDAT chunk") }
        guard lastIDAT - firstIDAT + 1 == idatIndices.count else { throw Failure("IDAT chunks are not consecutive") }
        if header.colorType == 3 {
            guard chunks[..<firstIDAT].contains(where: { $0.type == "PLTE" }) else {
                throw Failure("indexed colour without a PLTE chunk before the image data")
            }
        }
        let imageData = try inflateZlib(idatIndices.flatMap { chunks[$0].data })
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][header.colorType] ?? 0
        let bytesPerRow = (header.width * channels * header.bitDepth + 7) / 8
        guard imageData.count == header.height * (1 + bytesPerRow) else {
            throw Failure(
                "image data inflates to \(imageData.count) bytes, not \(header.height) × (1 + \(bytesPerRow))")
        }
        for row in 0..<header.height where imageData[row * (1 + bytesPerRow)] > 4 {
            throw Failure("row \(row) has filter type \(imageData[row * (1 + bytesPerRow)])")
        }
        return header
    }

    private static func parseHeader(_ data: [UInt8]) throws -> Header {
        guard data.count == 13 else { throw Failure("IHDR is \(data.count) bytes, not 13") }
        let header = Header(
            width: Int(bigEndian(data, at: 0)), height: Int(bigEndian(data, at: 4)), bitDepth: Int(data[8]),
            colorType: Int(data[9]))
        guard header.width > 0, header.height > 0 else { throw Failure("zero width or height") }
        let allowedDepths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard allowedDepths[header.colorType]?.contains(header.bitDepth) == true else {
            throw Failure("colour type \(header.colorType) with bit depth \(header.bitDepth) is not allowed")
        }
        guard data[10] == 0, data[11] == 0 else { throw Failure("unknown compression or filter method") }
        // Interlaced images have a different data size; nothing here makes them, so refuse rather than guess.
        guard data[12] == 0 else { throw Failure("interlaced images are not checked") }
        return header
    }

    // MARK: - zlib and deflate (RFC 1950, RFC 1951)

    /// Inflates a complete zlib stream, checking its header and Adler-32 and that nothing follows it.
    static func inflateZlib(_ stream: [UInt8]) throws -> [UInt8] {
        guard stream.count >= 6 else { throw Failure("zlib stream is too short") }
        let method = stream[0], flags = stream[1]
        guard method & 0x0F == 8, method >> 4 <= 7 else { throw Failure("zlib method is not deflate") }
        guard (Int(method) << 8 | Int(flags)) % 31 == 0 else { throw Failure("zlib header check bits are wrong") }
        guard flags & 0x20 == 0 else { throw Failure("zlib stream wants a preset dictionary") }
        var inflater = Inflater(input: stream, start: 2)
        try inflater.inflate()
        let trailer = inflater.bytePosition
        guard stream.count - trailer >= 4 else { throw Failure("zlib stream has no Adler-32") }
        guard stream.count - trailer == 4 else {
            throw Failure("\(stream.count - trailer - 4) bytes after the zlib stream")
        }
        guard adler32(inflater.output) == bigEndian(stream, at: trailer) else {
            throw Failure("Adler-32 does not match the inflated data")
        }
        return inflater.output
    }

    /// A canonical Huffman code as counts per length and symbols in code order, decoded bit by bit.
    private struct HuffmanCode {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []
        /// Bit patterns of 15 bits left without a code, once halved per length; negative when over-subscribed.
        private var unusedPatterns = 1

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            for length in 1...15 where unusedPatterns >= 0 {
                unusedPatterns = unusedPatterns * 2 - counts[length]
            }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count - counts[0])
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        /// Whether every bit pattern is a code and none is claimed twice.
        var isComplete: Bool { unusedPatterns == 0 }

        /// Complete, or one of the incomplete codes RFC 1951 allows: none at all, or a single one-bit code.
        var isAcceptable: Bool {
            isComplete || unusedPatterns > 0 && counts[2...].allSatisfy { $0 == 0 }
        }
    }

    /// Reads deflate blocks bit by bit into `output`.
    private struct Inflater {
        let input: [UInt8]
        private(set) var bytePosition: Int
        private var bitBuffer = 0
        private var bitCount = 0
        private(set) var output: [UInt8] = []

        init(input: [UInt8], start: Int) {
            self.input = input
            bytePosition = start
        }

        mutating func inflate() throws {
            var isLast = false
            while !isLast {
                isLast = try bits(1) == 1
                switch try bits(2) {
                case 0: try copyStoredBlock()
                case 1: try decodeBlock(literals: Self.fixedLiterals, distances: Self.fixedDistances)
                case 2: try decodeDynamicBlock()
                default: throw Failure("deflate block type 3 is reserved")
                }
            }
            // Whatever bits remain belong to the last byte of the deflate data; the Adler-32 follows.
            bitBuffer = 0
            bitCount = 0
        }

        private mutating func bits(_ count: Int) throws -> Int {
            var value = bitBuffer
            while bitCount < count {
                guard bytePosition < input.count else { throw Failure("deflate data ends early") }
                value |= Int(input[bytePosition]) << bitCount
                bytePosition += 1
                bitCount += 8
            }
            bitBuffer = value >> count
            bitCount -= count
            return value & ((1 << count) - 1)
        }

        private mutating func copyStoredBlock() throws {
            bitBuffer = 0
            bitCount = 0
            guard input.count - bytePosition >= 4 else { throw Failure("stored block header ends early") }
            let length = Int(input[bytePosition]) | Int(input[bytePosition + 1]) << 8
            let complement = Int(input[bytePosition + 2]) | Int(input[bytePosition + 3]) << 8
            guard length == complement ^ 0xFFFF else { throw Failure("stored block length check fails") }
            bytePosition += 4
            guard input.count - bytePosition >= length else { throw Failure("stored block ends early") }
            output += input[bytePosition..<(bytePosition + length)]
            bytePosition += length
        }

        private mutating func decode(_ code: HuffmanCode) throws -> Int {
            var bitsSoFar = 0
            var first = 0
            var index = 0
            for length in 1...15 {
                bitsSoFar |= try bits(1)
                let count = code.counts[length]
                if bitsSoFar - first < count { return code.symbols[index + bitsSoFar - first] }
                index += count
                first = (first + count) << 1
                bitsSoFar <<= 1
            }
            throw Failure("invalid Huffman code")
        }

        private mutating func decodeBlock(literals: HuffmanCode, distances: HuffmanCode) throws {
            while true {
                let symbol = try decode(literals)
                if symbol < 256 {
                    output.append(UInt8(symbol))
                } else if symbol == 256 {
                    return
                } else {
                    let lengthCode = symbol - 257
                    guard lengthCode < 29 else { throw Failure("invalid length symbol \(symbol)") }
                    let length = Self.lengthBases[lengthCode] + (try bits(Self.lengthExtraBits[lengthCode]))
                    let distanceCode = try decode(distances)
                    guard distanceCode < 30 else { throw Failure("invalid distance symbol \(distanceCode)") }
                    let distance = Self.distanceBases[distanceCode] + (try bits(Self.distanceExtraBits[distanceCode]))
                    guard distance <= output.count else {
                        throw Failure("distance \(distance) reaches before the start")
                    }
                    // Byte by byte, because a match may overlap the bytes it is producing.
                    for _ in 0..<length { output.append(output[output.count - distance]) }
                }
            }
        }

        private mutating func decodeDynamicBlock() throws {
            let literalCount = try bits(5) + 257
            let distanceCount = try bits(5) + 1
            let codeLengthCount = try bits(4) + 4
            guard literalCount <= 286, distanceCount <= 30 else { throw Failure("too many codes in a dynamic block") }
            let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
            var codeLengthLengths = [Int](repeating: 0, count: 19)
            for index in 0..<codeLengthCount { codeLengthLengths[order[index]] = try bits(3) }
            let codeLengthCode = HuffmanCode(lengths: codeLengthLengths)
            guard codeLengthCode.isComplete else { throw Failure("incomplete code-length code") }
            var lengths: [Int] = []
            while lengths.count < literalCount + distanceCount {
                let symbol = try decode(codeLengthCode)
                let repeated: (value: Int, count: Int)
                switch symbol {
                case 0...15:
                    lengths.append(symbol)
                    continue
                case 16:
                    guard let previous = lengths.last else { throw Failure("repeat with no previous length") }
                    repeated = (previous, 3 + (try bits(2)))
                case 17: repeated = (0, 3 + (try bits(3)))
                default: repeated = (0, 11 + (try bits(7)))
                }
                guard lengths.count + repeated.count <= literalCount + distanceCount else {
                    throw Failure("code lengths overrun the table")
                }
                lengths += [Int](repeating: repeated.value, count: repeated.count)
            }
            guard lengths[256] != 0 else { throw Failure("no end-of-block code") }
            let literals = HuffmanCode(lengths: Array(lengths[..<literalCount]))
            let distances = HuffmanCode(lengths: Array(lengths[literalCount...]))
            guard literals.isAcceptable, distances.isAcceptable else { throw Failure("incomplete Huffman code") }
            try decodeBlock(literals: literals, distances: distances)
        }

        // RFC 1951 section 3.2.6. The fixed distance code has 30 used symbols of 5 bits.
        private static let fixedLiterals = HuffmanCode(
            lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
                + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
        private static let fixedDistances = HuffmanCode(lengths: [Int](repeating: 5, count: 30))

        // RFC 1951 section 3.2.5.
        private static let lengthBases = [
            3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
            227, 258,
        ]
        private static let lengthExtraBits = [
            0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
        ]
        private static let distanceBases = [
            1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
            4097, 6145, 8193, 12289, 16385, 24577,
        ]
        private static let distanceExtraBits = [
            0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
        ]
    }

    // MARK: - Checksums

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    /// CRC-32 (ISO 3309, as PNG uses), computed bit by bit: slow but obviously the textbook definition.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    /// Adler-32 as zlib defines it.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var low: UInt32 = 1
        var high: UInt32 = 0
        for byte in bytes {
            low = (low + UInt32(byte)) % 65521
            high = (high + low) % 65521
        }
        return high << 16 | low
    }
}
