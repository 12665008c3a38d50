/// Checks that bytes are a well-formed JPEG as far as its markers go, with no image library.
///
/// It walks the segments from SOI, reads the frame header (SOF), steps over each scan's entropy-coded
/// data (stuffed zero bytes, restart markers) and requires EOI as the last two bytes. It does not
/// decode the pictures: the app's decoder is libjpeg-turbo itself, which the generator also uses.
enum JPEGChecker {
    /// Why a file is not a valid JPEG.
    struct Failure: Error, CustomStringConvertible {
        let description: String

        init(_ description: String) {
            self.description = description
        }
    }

    /// What a valid JPEG's frame header declares.
    struct Frame: Equatable {
        /// The SOF marker's second byte: 0xC0 baseline, 0xC2 progressive, …
        var marker: UInt8
        var width: Int
        var height: Int
        var componentCount: Int
    }

    /// Validates SOI, every segment's length, one frame header before the first scan, and EOI at the end.
    /// - Throws: `Failure` naming the first problem found.
    @discardableResult
    static func validate(_ jpeg: [UInt8]) throws -> Frame {
        guard jpeg.count >= 4, jpeg[0] == 0xFF, jpeg[1] == 0xD8 else { throw Failure("missing SOI marker") }
        guard jpeg[jpeg.count - 2] == 0xFF, jpeg[jpeg.count - 1] == 0xD9 else { throw Failure("does not end with EOI") }
        var frame: Frame?
        var scanCount = 0
        var position = 2
        while true {
            guard position + 1 < jpeg.count, jpeg[position] == 0xFF else {
                throw Failure("no marker at byte \(position)")
            }
            // Any number of 0xFF fill bytes may come before a marker.
            while position + 1 < jpeg.count, jpeg[position + 1] == 0xFF { position += 1 }
            guard position + 1 < jpeg.count else { throw Failure("no marker at byte \(position)") }
            let marker = jpeg[position + 1]
            position += 2
            if marker == 0xD9 {
                guard position == jpeg.count else { throw Failure("\(jpeg.count - position) bytes after EOI") }
                break
            }
            guard ![0x00, 0x01, 0xD8].contains(marker), !(0xD0...0xD7).contains(marker) else {
                throw Failure("marker FF\(hex(marker)) out of place at byte \(position - 2)")
            }
            guard position + 2 <= jpeg.count else { throw Failure("segment FF\(hex(marker)) has no length") }
            let length = Int(jpeg[position]) << 8 | Int(jpeg[position + 1])
            guard length >= 2, position + length <= jpeg.count else {
                throw Failure("segment FF\(hex(marker)) at byte \(position - 2) overruns the file")
            }
            let segment = Array(jpeg[(position + 2)..<(position + length)])
            position += length
            if isFrameHeader(marker) {
                guard frame == nil else { throw Failure("more than one frame header") }
                frame = try parseFrame(marker: marker, segment)
            } else if marker == 0xDA {
                guard frame != nil else { throw Failure("scan before the frame header") }
                scanCount += 1
                position = try endOfEntropyCodedData(jpeg, from: position)
            }
        }
        guard let frame, scanCount > 0 else { throw Failure("no frame header or no scan") }
        return frame
    }

    /// SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    private static func isFrameHeader(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
    }

    private static func parseFrame(marker: UInt8, _ segment: [UInt8]) throws -> Frame {
        guard segment.count >= 6 else { throw Failure("frame header is \(segment.count) bytes") }
        let frame = Frame(
            marker: marker, width: Int(segment[3]) << 8 | Int(segment[4]),
            height: Int(segment[1]) << 8 | Int(segment[2]), componentCount: Int(segment[5]))
        guard segment[0] == 8 || segment[0] == 12 else { throw Failure("sample precision \(segment[0])") }
        // A height of 0 would be declared later in a DNL segment; nothing here writes one.
        guard frame.width > 0, frame.height > 0 else { throw Failure("zero width or height") }
        guard [1, 3, 4].contains(frame.componentCount), segment.count == 6 + 3 * frame.componentCount else {
            throw Failure("frame header with \(frame.componentCount) components is \(segment.count) bytes")
        }
        for component in 0..<frame.componentCount {
            let sampling = segment[6 + 3 * component + 1]
            guard (1...4).contains(sampling >> 4), (1...4).contains(sampling & 0x0F) else {
                throw Failure("component \(component + 1) has sampling factors \(hex(sampling))")
            }
        }
        return frame
    }

    /// Where the marker after a scan's entropy-coded data starting at `start` begins.
    private static func endOfEntropyCodedData(_ jpeg: [UInt8], from start: Int) throws -> Int {
        var position = start
        while position + 1 < jpeg.count {
            if jpeg[position] == 0xFF {
                let next = jpeg[position + 1]
                // FF 00 is a stuffed data byte and FF D0…D7 a restart marker: both belong to the scan.
                guard next == 0x00 || (0xD0...0xD7).contains(next) else { return position }
                position += 2
            } else {
                position += 1
            }
        }
        throw Failure("scan data runs to the end of the file")
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
