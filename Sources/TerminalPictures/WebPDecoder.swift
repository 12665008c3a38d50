import CWebP
import TerminalKit

/// Decodes WebP files through libwebp, a still one scaled down while decoding to what is needed, an
/// animated one's first frame through libwebpdemux; upright as their EXIF says.
enum WebPDecoder {
    static func decode(_ bytes: [UInt8], budget: Int, need: PictureDecoder.Need) -> Result<PictureDecoder.Decoded, PictureError> {
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0,
            WebPGetFeatures(bytes, bytes.count, &config.input) == VP8_STATUS_OK
        else { return .failure(.damaged(.webp)) }
        let stored = (width: Int(config.input.width), height: Int(config.input.height))
        guard stored.width > 0, stored.height > 0 else { return .failure(.damaged(.webp)) }
        guard stored.width * stored.height <= budget else { return .failure(.tooLarge(width: stored.width, height: stored.height)) }
        let orientation = ExifOrientation.of(bytes: bytes)
        if config.input.has_animation != 0 {
            return firstFrame(bytes).map { image in
                let upright = image.upright(from: orientation)
                return PictureDecoder.Decoded(image: upright, width: upright.width, height: upright.height)
            }
        }
        let upright = orientation.swapsAxes ? (width: stored.height, height: stored.width) : stored
        // libwebp scales while decoding, to any size: the smallest that covers the need, keeping the shape.
        var size = stored
        if let wanted = need(upright.width, upright.height) {
            let storedNeed = orientation.swapsAxes ? (width: wanted.height, height: wanted.width) : wanted
            let scale = min(1, max(Double(storedNeed.width) / Double(stored.width), Double(storedNeed.height) / Double(stored.height)))
            size = (max(1, Int((Double(stored.width) * scale).rounded(.up))), max(1, Int((Double(stored.height) * scale).rounded(.up))))
        }
        if size != stored {
            config.options.use_scaling = 1
            config.options.scaled_width = Int32(size.width)
            config.options.scaled_height = Int32(size.height)
        }
        config.output.colorspace = MODE_RGBA
        guard WebPDecode(bytes, bytes.count, &config) == VP8_STATUS_OK else {
            WebPFreeDecBuffer(&config.output)
            return .failure(.damaged(.webp))
        }
        defer { WebPFreeDecBuffer(&config.output) }
        let rgba = config.output.u.RGBA
        guard let source = rgba.rgba,
            let image = PixelImage(rgbaRows: source, stride: Int(rgba.stride), width: size.width, height: size.height)
        else { return .failure(.damaged(.webp)) }
        return .success(PictureDecoder.Decoded(image: image.upright(from: orientation), width: upright.width, height: upright.height))
    }

    /// The first frame of an animated WebP, on its canvas.
    private static func firstFrame(_ bytes: [UInt8]) -> Result<PixelImage, PictureError> {
        bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { return .failure(.damaged(.webp)) }
            options.color_mode = MODE_RGBA
            guard let decoder = WebPAnimDecoderNew(&data, &options) else { return .failure(.damaged(.webp)) }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            var frame: UnsafeMutablePointer<UInt8>?
            var timestamp: Int32 = 0
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0, info.canvas_width > 0, info.canvas_height > 0,
                WebPAnimDecoderGetNext(decoder, &frame, &timestamp) != 0, let frame
            else { return .failure(.damaged(.webp)) }
            let (width, height) = (Int(info.canvas_width), Int(info.canvas_height))
            let pixels = Array(UnsafeBufferPointer(start: frame, count: width * height * 4))
            return .success(PixelImage(width: width, height: height, pixels: pixels))
        }
    }
}
