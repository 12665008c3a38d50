import CLandmarkJSON
import Foundation

/// Reads a landmarks file with simdjson, ten times faster than Foundation's decoder, when the file
/// is one it vouches for; any other file is left to `JSONRecordDecoding`, which names the place of
/// its problem, so that every error message stays the same.
enum LandmarkJSONReader {
    /// The records of `data`, in file order, not yet validated; nil leaves the file to the careful decoder.
    static func landmarks(in data: Data) -> [Landmark]? {
        guard !data.isEmpty else { return nil }
        var landmarks: [Landmark] = []
        let vouched = data.withUnsafeBytes { bytes in
            withUnsafeMutablePointer(to: &landmarks) { destination in
                lj_read_landmarks(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count, { record, context in
                    guard let record, let context else { return 1 }
                    context.assumingMemoryBound(to: [Landmark].self).pointee.append(Landmark(record.pointee))
                    return 0
                }, destination)
            }
        }
        return vouched == 1 ? landmarks : nil
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
