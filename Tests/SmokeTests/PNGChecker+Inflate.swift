extension PNGChecker {
    /// A canonical Huffman code as counts per length and symbols in code order, decoded bit by bit.
    struct HuffmanCode {
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
    struct Inflater {
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
}
