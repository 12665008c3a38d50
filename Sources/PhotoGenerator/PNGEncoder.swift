/// Encodes a canvas as an 8-bit RGB PNG, choosing each row's filter to help the compressor.
enum PNGEncoder {
    /// The complete PNG file.
    static func encode(_ canvas: Canvas) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        // Bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
        let header = bigEndian(UInt32(canvas.width)) + bigEndian(UInt32(canvas.height)) + [8, 2, 0, 0, 0]
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", ZlibWriter.compress(filteredRows(of: canvas)), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    private static let bytesPerPixel = 3

    /// Every row prefixed by its filter type, filtered with the type whose output has the smallest
    /// sum of absolute values (the usual PNG heuristic: small numbers mean runs and repeats).
    private static func filteredRows(of canvas: Canvas) -> [UInt8] {
        let rowLength = canvas.width * bytesPerPixel
        let pixels = canvas.bytes
        var output: [UInt8] = []
        output.reserveCapacity(canvas.height * (rowLength + 1))
        let zeroRow = [UInt8](repeating: 0, count: rowLength)
        for y in 0..<canvas.height {
            let row = Array(pixels[(y * rowLength)..<((y + 1) * rowLength)])
            let above = y == 0 ? zeroRow : Array(pixels[((y - 1) * rowLength)..<(y * rowLength)])
            var bestFilter = 0
            var bestRow = row
            var bestCost = Int.max
            for filter in 0...4 {
                let candidate = apply(filter: filter, to: row, above: above)
                let cost = candidate.reduce(0) { $0 + min(Int($1), 256 - Int($1)) }
                if cost < bestCost {
                    bestCost = cost
                    bestFilter = filter
                    bestRow = candidate
                }
            }
            output.append(UInt8(bestFilter))
            output += bestRow
        }
        return output
    }

    /// One row filtered with type 0 (None), 1 (Sub), 2 (Up), 3 (Average) or 4 (Paeth).
    private static func apply(filter: Int, to row: [UInt8], above: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: row.count)
        for index in 0..<row.count {
            let left = index >= bytesPerPixel ? Int(row[index - bytesPerPixel]) : 0
            let up = Int(above[index])
            let upLeft = index >= bytesPerPixel ? Int(above[index - bytesPerPixel]) : 0
            let prediction =
                switch filter {
                case 1: left
                case 2: up
                case 3: (left + up) / 2
                case 4: paeth(left, up, upLeft)
                default: 0
                }
            result[index] = UInt8(truncatingIfNeeded: Int(row[index]) - prediction)
        }
        return result
    }

    /// The neighbour closest to left + up - upLeft, ties going left, then up.
    private static func paeth(_ left: Int, _ up: Int, _ upLeft: Int) -> Int {
        let estimate = left + up - upLeft
        let toLeft = abs(estimate - left)
        let toUp = abs(estimate - up)
        let toUpLeft = abs(estimate - upLeft)
        if toLeft <= toUp && toLeft <= toUpLeft { return left }
        return toUp <= toUpLeft ? up : upLeft
    }

    /// Length, type, data and CRC-32 of type and data.
    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let typeAndData = Array(type.utf8) + data
        png += bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// CRC-32 lookup table for the reflected polynomial 0xEDB88320, as PNG and zlib use.
    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }
}
