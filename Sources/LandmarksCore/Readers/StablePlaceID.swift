/// Ids for places whose files give none (or give texts), stable across exports of the same places so
/// that favourites and ratings stay with them: FNV-1a over the file's own id, or over name and position;
/// and for the images a place file carries, over the place's id and the image's path.
///
/// Ids are positive and below 2⁵³, so that every JSON reader reads them back exactly.
package enum StablePlaceID {
    /// The id of the place the file calls `text` (`node/123`, a Google `cid`).
    package static func of(fileID text: UnsafeRawBufferPointer) -> Int {
        folded(hash(text, seed: offset))
    }

    /// The id of the place called `name` at `coordinates` (to a millionth of a degree, about 11 cm).
    package static func of(name: UnsafeRawBufferPointer, at coordinates: Coordinates) -> Int {
        var seed = hash(name, seed: offset)
        for value in [coordinates.latitude, coordinates.longitude] {
            var micro = Int64((value * 1_000_000).rounded())
            seed = withUnsafeBytes(of: &micro) { hash($0, seed: seed) }
        }
        return folded(seed)
    }

    /// The id of the photo a place file carries at `path` (the image's path in a KMZ, or beside a KML)
    /// for the place `placeID`: the same in every export of the file, wherever it is kept.
    package static func of(image path: String, ofPlace placeID: Int) -> Int {
        var place = Int64(placeID)
        let seed = withUnsafeBytes(of: &place) { hash($0, seed: offset) }
        return folded(Array(path.utf8).withUnsafeBytes { hash($0, seed: seed) })
    }

    /// Another id for the `attempt`-th place that had `id` before it (the same place twice in a file).
    package static func alternative(to id: Int, attempt: Int) -> Int {
        var pair = (Int64(id), Int64(attempt))
        return folded(withUnsafeBytes(of: &pair) { hash($0, seed: offset) })
    }

    private static let offset: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    private static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        var value = seed
        for byte in bytes { value = (value ^ UInt64(byte)) &* prime }
        return value
    }

    /// 53 bits of `hash`, never 0.
    private static func folded(_ hash: UInt64) -> Int {
        Int((hash ^ (hash >> 53)) & ((1 << 53) - 1)) | 1
    }
}
