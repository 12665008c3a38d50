import CLandmarkJSON
import Foundation
import Glibc

/// Reads a landmarks file or pipe piece by piece with simdjson, handing over records as they are
/// read, so that the first ones can be shown while the rest is still on its way.
///
/// It vouches only for input it reads completely; anything else (a syntax error, a missing field,
/// a key given twice) is left to `JSONRecordDecoding`, which names the place, so that every error
/// message stays the same as for a small file.
package final class LandmarkStream {
    /// How the input ended.
    package enum Outcome: Equatable, Sendable {
        /// Every record was handed over.
        case complete
        /// The careful decoder must read the whole input (`bytes`, when the input cannot be read again).
        case doubtful(bytes: Data?)
    }

    /// Bytes read at a time.
    private let pieceSize: Int
    private let stream: OpaquePointer

    /// - Parameter pieceSize: bytes read at a time; a mebibyte is small enough that the first records
    ///   arrive at once and big enough that simdjson runs at full speed.
    package init(pieceSize: Int = 1 << 20) {
        self.pieceSize = pieceSize
        // lj_stream_create fails only without memory, like any allocation.
        stream = lj_stream_create()!
    }

    deinit {
        lj_stream_destroy(stream)
    }

    /// Reads `descriptor` to its end, calling `receive` with the records of each piece, in file order.
    ///
    /// - Parameters:
    ///   - keepsBytes: keep what was read when simdjson gives up, for input that cannot be read again (a pipe).
    ///   - receive: the records a piece completed; not called for an empty batch.
    /// - Throws: `DataFileError` naming `file` when reading fails.
    package func read(
        _ descriptor: Int32, file: String, keepsBytes: Bool, receive: ([Landmark]) -> Void
    ) throws -> Outcome {
        var piece = [UInt8](repeating: 0, count: pieceSize)
        var kept = Data()
        var vouched = true
        while true {
            let count = piece.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw DataFileError(file: file, place: .open, problem: "cannot be read")
            }
            if !vouched {
                // Simdjson gave up: only keep the rest for the careful decoder.
                if count == 0 { return .doubtful(bytes: kept) }
                kept.append(contentsOf: piece[0..<count])
                continue
            }
            if keepsBytes { kept.append(contentsOf: piece[0..<count]) }
            let (status, landmarks) = feed(piece[0..<count], isLast: count == 0)
            if !landmarks.isEmpty { receive(landmarks) }
            switch status {
            case LJ_STREAM_DONE: return .complete
            case LJ_STREAM_MORE: continue
            default:
                guard keepsBytes, count > 0 else { return .doubtful(bytes: keepsBytes ? kept : nil) }
                vouched = false
            }
        }
    }

    /// The records of a whole document in memory, not yet validated; nil leaves it to the careful decoder.
    static func landmarks(in data: Data) -> [Landmark]? {
        let (status, landmarks) = LandmarkStream().feed(data, isLast: true)
        return status == LJ_STREAM_DONE ? landmarks : nil
    }

    /// Hands simdjson the next bytes; the records they complete, and what it found.
    private func feed(_ bytes: some ContiguousBytes, isLast: Bool) -> (lj_stream_status, [Landmark]) {
        var landmarks: [Landmark] = []
        let status = bytes.withUnsafeBytes { bytes in
            withUnsafeMutablePointer(to: &landmarks) { destination in
                lj_stream_feed(
                    stream, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count, isLast ? 1 : 0,
                    { record, context in
                        guard let record, let context else { return 1 }
                        context.assumingMemoryBound(to: [Landmark].self).pointee.append(Landmark(record.pointee))
                        return 0
                    }, destination)
            }
        }
        return (status, landmarks)
    }
}

extension Landmark {
    /// The record simdjson read; its texts are copied, as they live only during the callback.
    fileprivate init(_ record: lj_landmark) {
        func text(_ text: lj_text) -> String {
            String(decoding: UnsafeRawBufferPointer(start: text.bytes, count: text.length), as: UTF8.self)
        }
        self.init(
            id: Int(record.id), name: text(record.name), park: text(record.park), city: text(record.city),
            state: text(record.state), category: Category(rawValue: text(record.category)),
            isFeatured: record.is_featured != 0, isFavorite: record.is_favorite != 0,
            coordinates: Coordinates(latitude: record.latitude, longitude: record.longitude),
            description: text(record.description), imageName: text(record.image_name))
    }
}
