import CImageMetadata

/// One file's metadata as exiv2 read it: its format, its size in pixels and its values by key
/// (`Exif.GPSInfo.GPSLatitude`, `Xmp.exif.DateTimeOriginal`).
///
/// Not Sendable: it owns exiv2's copy of the metadata, freed when the value goes away; it lives within one call.
final class ImageMetadataFile {
    /// Why exiv2 could not read a file, in its words (`corrupted image metadata`).
    struct Failure: Error {
        let message: String
    }

    private let handle: OpaquePointer

    private init(handle: OpaquePointer) {
        self.handle = handle
    }

    deinit { im_metadata_free(handle) }

    /// Reads the metadata of the file at `path`.
    static func open(path: String) throws(Failure) -> ImageMetadataFile {
        try open { im_metadata_open(path, $0, $1) }
    }

    /// Reads the metadata of a file's bytes.
    static func open(bytes: [UInt8]) throws(Failure) -> ImageMetadataFile {
        try open { error, size in bytes.withUnsafeBufferPointer { im_metadata_open_bytes($0.baseAddress, $0.count, error, size) } }
    }

    private static func open(_ read: (UnsafeMutablePointer<CChar>, Int) -> OpaquePointer?) throws(Failure) -> ImageMetadataFile {
        var message = [CChar](repeating: 0, count: 256)
        guard let handle = message.withUnsafeMutableBufferPointer({ read($0.baseAddress!, $0.count) }) else {
            throw Failure(message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return ImageMetadataFile(handle: handle)
    }

    /// The format exiv2 recognised, as a MIME type (`image/jpeg`, `image/heic`, `application/rdf+xml`).
    var mimeType: String { String(cString: im_metadata_mime_type(handle)) }

    /// The picture's width and height in pixels, as the file's header says (not yet turned upright);
    /// nil when it does not say.
    var pixelSize: (width: Int, height: Int)? {
        let (width, height) = (Int(im_metadata_pixel_width(handle)), Int(im_metadata_pixel_height(handle)))
        return width > 0 && height > 0 ? (width, height) : nil
    }

    /// Whether the file had EXIF entries.
    var hasExif: Bool { im_metadata_exif_count(handle) > 0 }

    /// Adds the EXIF entries of a TIFF structure another library found; one that cannot be read adds none.
    func addExif(tiff: ArraySlice<UInt8>) {
        _ = tiff.withUnsafeBufferPointer { im_metadata_add_exif(handle, $0.baseAddress, $0.count) }
    }

    /// The text `key` holds, blanks and anything from a NUL on trimmed; nil when absent or empty.
    func text(_ key: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 512)
        guard buffer.withUnsafeMutableBufferPointer({ im_metadata_text(handle, key, $0.baseAddress, $0.count) }) >= 0 else {
            return nil
        }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes, as: UTF8.self).trimmingBlanks
        return text.isEmpty ? nil : text
    }

    /// Whether `key` holds text rather than numbers (a few cameras write GPS positions as text).
    func holdsText(_ key: String) -> Bool {
        im_metadata_kind(handle, key, nil) == IM_TEXT
    }

    /// The numbers `key` holds, each rational divided out; nil when absent, not numeric, or a
    /// denominator is zero.
    func numbers(_ key: String) -> [Double]? {
        var count: Int64 = 0
        guard im_metadata_kind(handle, key, &count) == IM_NUMBERS, count > 0 else { return nil }
        var values: [Double] = []
        for index in 0..<min(count, 16) {
            var numerator: Int64 = 0
            var denominator: Int64 = 0
            guard im_metadata_rational(handle, key, index, &numerator, &denominator) != 0, denominator != 0 else { return nil }
            values.append(Double(numerator) / Double(denominator))
        }
        return values
    }
}
