import CHeif

/// The EXIF block of a HEIF or AVIF file's primary image, found by libheif: for files whose EXIF
/// item exiv2 0.27 misses (those libheif wrote, with a base offset in their item locations).
enum HEIFExifBlock {
    /// The TIFF structure of the EXIF block of the file at `path`; nil when it has none or cannot be read.
    static func tiff(path: String) -> ArraySlice<UInt8>? {
        guard let context = heif_context_alloc() else { return nil }
        defer { heif_context_free(context) }
        var primary: OpaquePointer?
        guard heif_context_read_from_file(context, path, nil).code == heif_error_Ok,
            heif_context_get_primary_image_handle(context, &primary).code == heif_error_Ok, let primary
        else { return nil }
        defer { heif_image_handle_release(primary) }
        var id: heif_item_id = 0
        guard heif_image_handle_get_list_of_metadata_block_IDs(primary, "Exif", &id, 1) == 1 else { return nil }
        let size = heif_image_handle_get_metadata_size(primary, id)
        // The block starts with the 32-bit offset of the TIFF header from its end (past `Exif\0\0`).
        guard size > 4, size < 1 << 24 else { return nil }
        var block = [UInt8](repeating: 0, count: size)
        guard heif_image_handle_get_metadata(primary, id, &block).code == heif_error_Ok else { return nil }
        let offset = block[0..<4].reduce(0) { $0 << 8 | Int($1) }
        guard offset <= size - 4 - 8 else { return nil }
        return block[(4 + offset)...]
    }
}
