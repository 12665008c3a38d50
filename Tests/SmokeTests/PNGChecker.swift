import CZlib
import Foundation

/// Checks that bytes are a well-formed PNG, down to inflating the image data, without libpng.
///
/// It reads the chunks itself and leaves DEFLATE and the checksums to zlib, so a bug in the generator's
/// encoder (libpng) cannot hide itself here, and a change of encoder strategy still validates.
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

    /// Inflates a complete zlib stream with zlib, which checks its header and Adler-32; nothing may follow it.
    static func inflateZlib(_ stream: [UInt8]) throws -> [UInt8] {
        // The inflated size is unknown: a bigger buffer each time the last one filled up, to a limit.
        var capacity = max(stream.count * 4, 1024)
        while capacity <= 1 << 28 {
            var output = [UInt8](repeating: 0, count: capacity)
            var outputCount = uLong(capacity)
            var inputCount = uLong(stream.count)
            let status = uncompress2(&output, &outputCount, stream, &inputCount)
            if status == Z_BUF_ERROR {
                capacity *= 4
                continue
            }
            guard status == Z_OK else { throw Failure("zlib stream: \(String(cString: zError(status)))") }
            guard inputCount == stream.count else {
                throw Failure("\(stream.count - Int(inputCount)) bytes after the zlib stream")
            }
            return Array(output.prefix(Int(outputCount)))
        }
        throw Failure("zlib stream inflates to more than 256 MiB")
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    /// CRC-32 (ISO 3309, as PNG uses it), by zlib.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        UInt32(CZlib.crc32(0, bytes, uInt(bytes.count)))
    }
}
