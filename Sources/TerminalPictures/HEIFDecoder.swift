import CHeif
import ImageFormats
import TerminalKit

/// Decodes HEIF and AVIF files through libheif: the primary image, or a thumbnail the file carries
/// when that has the pixels needed. libheif turns them upright itself (the file's rotation and
/// mirroring, not EXIF's) and reads from the file only the boxes and items it decodes.
enum HEIFDecoder {
    static func decode(path: String, format: ImageFormat, budget: Int, need: PictureDecoder.Need)
        -> Result<PictureDecoder.Decoded, PictureError>
    {
        guard let context = heif_context_alloc() else { return .failure(.damaged(format)) }
        defer { heif_context_free(context) }
        var primary: OpaquePointer?
        guard heif_context_read_from_file(context, path, nil).code == heif_error_Ok,
            heif_context_get_primary_image_handle(context, &primary).code == heif_error_Ok, let primary
        else { return .failure(.damaged(format)) }
        defer { heif_image_handle_release(primary) }
        let width = Int(heif_image_handle_get_width(primary))
        let height = Int(heif_image_handle_get_height(primary))
        guard width > 0, height > 0 else { return .failure(.damaged(format)) }
        let smaller = need(width, height).flatMap { Self.thumbnail(of: primary, width: width, height: height, covering: $0) }
        defer { smaller.map(heif_image_handle_release) }
        let chosen = smaller ?? primary
        let (chosenWidth, chosenHeight) = (Int(heif_image_handle_get_width(chosen)), Int(heif_image_handle_get_height(chosen)))
        guard chosenWidth * chosenHeight <= budget else { return .failure(.tooLarge(width: width, height: height)) }

        guard let options = heif_decoding_options_alloc() else { return .failure(.damaged(format)) }
        defer { heif_decoding_options_free(options) }
        options.pointee.convert_hdr_to_8bit = 1
        var image: OpaquePointer?
        let error = heif_decode_image(chosen, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, options)
        guard error.code == heif_error_Ok, let image else {
            if error.code == heif_error_Unsupported_feature || error.code == heif_error_Unsupported_filetype {
                return .failure(.unsupported("a HEIF coding libheif does not decode"))
            }
            return .failure(.damaged(format))
        }
        defer { heif_image_release(image) }
        var stride: Int32 = 0
        let imageWidth = Int(heif_image_get_width(image, heif_channel_interleaved))
        let imageHeight = Int(heif_image_get_height(image, heif_channel_interleaved))
        guard let plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride), imageWidth > 0, imageHeight > 0,
            let picture = PixelImage(rgbaRows: plane, stride: Int(stride), width: imageWidth, height: imageHeight)
        else { return .failure(.damaged(format)) }
        return .success(PictureDecoder.Decoded(image: picture, width: width, height: height))
    }

    /// The smallest thumbnail with at least the pixels `need` asks for and the primary image's shape
    /// (some files carry a thumbnail cropped or stretched otherwise); nil when none has.
    private static func thumbnail(of primary: OpaquePointer, width: Int, height: Int, covering need: (width: Int, height: Int))
        -> OpaquePointer?
    {
        let count = Int(heif_image_handle_get_number_of_thumbnails(primary))
        guard count > 0 else { return nil }
        var ids = [heif_item_id](repeating: 0, count: count)
        let listed = Int(heif_image_handle_get_list_of_thumbnail_IDs(primary, &ids, Int32(count)))
        var best: (handle: OpaquePointer, pixels: Int)? = nil
        for id in ids.prefix(listed) {
            var handle: OpaquePointer?
            guard heif_image_handle_get_thumbnail(primary, id, &handle).code == heif_error_Ok, let handle else { continue }
            let (thumbWidth, thumbHeight) = (Int(heif_image_handle_get_width(handle)), Int(heif_image_handle_get_height(handle)))
            // Within 2 %: rounding a thumbnail's size to whole pixels changes its shape a little.
            let sameShape = thumbWidth > 0 && thumbHeight > 0 && abs(thumbWidth * height - thumbHeight * width) * 50 <= thumbHeight * width
            if sameShape, thumbWidth >= need.width, thumbHeight >= need.height, thumbWidth * thumbHeight < best?.pixels ?? .max {
                best.map { heif_image_handle_release($0.handle) }
                best = (handle, thumbWidth * thumbHeight)
            } else {
                heif_image_handle_release(handle)
            }
        }
        return best?.handle
    }
}
