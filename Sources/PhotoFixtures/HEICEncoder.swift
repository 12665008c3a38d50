import CHeif
import Foundation

/// Encodes pictures as HEIC through libheif (x265), with hand-written EXIF: the made-up phone photos of
/// the benchmark and the tests.
public enum HEICEncoder {
    /// Why a picture could not be encoded: libheif's message.
    public struct Failure: LocalizedError, CustomStringConvertible {
        public let description: String
        public var errorDescription: String? { description }
    }

    /// A HEIC file of an RGB picture (3 bytes a pixel, rows top first) with `exif` (a TIFF structure,
    /// `II*` or `MM*` onwards) as its EXIF item when given.
    public static func encode(rgb pixels: [UInt8], width: Int, height: Int, quality: Int = 50, exif: [UInt8]? = nil) throws -> [UInt8] {
        precondition(pixels.count == width * height * 3, "RGB pixels of width × height expected")
        func check(_ error: heif_error) throws {
            guard error.code != heif_error_Ok else { return }
            throw Failure(description: error.message.map { String(cString: $0) } ?? "libheif failed")
        }
        guard let context = heif_context_alloc() else { throw Failure(description: "libheif: no context") }
        defer { heif_context_free(context) }
        var encoder: OpaquePointer?
        try check(heif_context_get_encoder_for_format(context, heif_compression_HEVC, &encoder))
        guard let encoder else { throw Failure(description: "libheif: no HEVC encoder") }
        defer { heif_encoder_release(encoder) }
        try check(heif_encoder_set_lossy_quality(encoder, Int32(quality)))
        // x265 reports each encoding on stderr unless told not to.
        try check(heif_encoder_set_logging_level(encoder, 0))
        var image: OpaquePointer?
        try check(heif_image_create(Int32(width), Int32(height), heif_colorspace_RGB, heif_chroma_interleaved_RGB, &image))
        guard let image else { throw Failure(description: "libheif: no image") }
        defer { heif_image_release(image) }
        try check(heif_image_add_plane(image, heif_channel_interleaved, Int32(width), Int32(height), 8))
        var stride: Int32 = 0
        guard let plane = heif_image_get_plane(image, heif_channel_interleaved, &stride) else {
            throw Failure(description: "libheif: no plane")
        }
        pixels.withUnsafeBufferPointer { source in
            for row in 0..<height {
                (plane + row * Int(stride)).update(from: source.baseAddress! + row * width * 3, count: width * 3)
            }
        }
        var handle: OpaquePointer?
        try check(heif_context_encode_image(context, image, encoder, nil, &handle))
        defer { heif_image_handle_release(handle) }
        if let exif { try check(heif_context_add_exif_metadata(context, handle, exif, Int32(exif.count))) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("heic-\(UUID().uuidString).heic").path
        defer { unlink(path) }
        try check(heif_context_write_to_file(context, path))
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure(description: "cannot read \(path)") }
        return [UInt8](data)
    }

    /// A HEIC photo with `fields` as its EXIF, made by writing them over a template of the same EXIF
    /// length: encoding is slow (tens of milliseconds), and a folder's photos differ only in their EXIF.
    public final class Templates {
        private let picture: (rgb: [UInt8], width: Int, height: Int)
        /// Encoded files by the length of their EXIF, with where the EXIF's TIFF structure starts.
        private var byLength: [Int: (bytes: [UInt8], offset: Int)] = [:]

        public init(rgb: [UInt8], width: Int, height: Int) {
            picture = (rgb, width, height)
        }

        public func photo(exif fields: ExifFields) throws -> [UInt8] {
            let tiff = ExifTIFF.encode(fields)
            if var template = byLength[tiff.count] {
                template.bytes.replaceSubrange(template.offset..<template.offset + tiff.count, with: tiff)
                return template.bytes
            }
            let bytes = try encode(rgb: picture.rgb, width: picture.width, height: picture.height, exif: tiff)
            guard let offset = Self.offset(of: tiff, in: bytes) else { throw Failure(description: "EXIF not found in the encoded file") }
            byLength[tiff.count] = (bytes, offset)
            return bytes
        }

        private static func offset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
            guard needle.count <= bytes.count else { return nil }
            return (0...(bytes.count - needle.count)).first { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
        }
    }
}
