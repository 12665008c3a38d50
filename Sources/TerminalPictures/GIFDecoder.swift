import CGif
import TerminalKit

/// Decodes a GIF's first frame through giflib, record by record up to that frame (the rest of an
/// animation is never read), on its logical screen, transparent where the frame does not cover it or
/// its graphics control says so.
enum GIFDecoder {
    /// The order in which an interlaced frame stores its rows: every 8th from 0, every 8th from 4,
    /// every 4th from 2, every 2nd from 1.
    private static let interlacedPasses = [(0, 8), (4, 8), (2, 4), (1, 2)]

    static func decode(path: String, budget: Int) -> Result<PictureDecoder.Decoded, PictureError> {
        var error: Int32 = 0
        guard let gif = DGifOpenFileName(path, &error) else { return .failure(.damaged(.gif)) }
        defer { DGifCloseFile(gif, &error) }
        let (width, height) = (Int(gif.pointee.SWidth), Int(gif.pointee.SHeight))
        guard width > 0, height > 0 else { return .failure(.damaged(.gif)) }
        guard width * height <= budget else { return .failure(.tooLarge(width: width, height: height)) }
        var transparent = -1
        while true {
            var record = UNDEFINED_RECORD_TYPE
            guard DGifGetRecordType(gif, &record) == GIF_OK else { return .failure(.damaged(.gif)) }
            switch record {
            case EXTENSION_RECORD_TYPE:
                var code: Int32 = 0
                var block: UnsafeMutablePointer<GifByteType>?
                guard DGifGetExtension(gif, &code, &block) == GIF_OK else { return .failure(.damaged(.gif)) }
                if code == GRAPHICS_EXT_FUNC_CODE, let block {
                    var control = GraphicsControlBlock()
                    // The block's first byte is its length.
                    if DGifExtensionToGCB(Int(block[0]), block + 1, &control) == GIF_OK { transparent = Int(control.TransparentColor) }
                }
                while block != nil {
                    guard DGifGetExtensionNext(gif, &block) == GIF_OK else { return .failure(.damaged(.gif)) }
                }
            case IMAGE_DESC_RECORD_TYPE:
                return firstFrame(gif, width: width, height: height, transparent: transparent)
            default:
                // The end, or a record giflib does not know, before any frame.
                return .failure(.damaged(.gif))
            }
        }
    }

    /// The frame whose descriptor comes next, drawn on the logical screen.
    private static func firstFrame(_ gif: UnsafeMutablePointer<GifFileType>, width: Int, height: Int, transparent: Int)
        -> Result<PictureDecoder.Decoded, PictureError>
    {
        guard DGifGetImageDesc(gif) == GIF_OK else { return .failure(.damaged(.gif)) }
        let description = gif.pointee.Image
        let (left, top) = (Int(description.Left), Int(description.Top))
        let (frameWidth, frameHeight) = (Int(description.Width), Int(description.Height))
        guard frameWidth > 0, frameHeight > 0, let colors = description.ColorMap ?? gif.pointee.SColorMap,
            let palette = colors.pointee.Colors
        else { return .failure(.damaged(.gif)) }
        let colorCount = Int(colors.pointee.ColorCount)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var line = [GifPixelType](repeating: 0, count: frameWidth)
        let rows =
            description.Interlace ? interlacedPasses.flatMap { stride(from: $0.0, to: frameHeight, by: $0.1) } : Array(0..<frameHeight)
        for row in rows {
            // A frame cut short keeps the rows read before its end.
            guard DGifGetLine(gif, &line, Int32(frameWidth)) == GIF_OK else { break }
            let y = top + row
            guard y < height else { continue }
            for x in 0..<min(frameWidth, width - left) where left + x >= 0 {
                let index = Int(line[x])
                guard index != transparent, index < colorCount else { continue }
                let color = palette[index]
                let offset = (y * width + left + x) * 4
                (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3]) = (color.Red, color.Green, color.Blue, 255)
            }
        }
        return .success(
            PictureDecoder.Decoded(image: PixelImage(width: width, height: height, pixels: pixels), width: width, height: height))
    }
}
