import CGif
import TerminalKit

/// Decodes a GIF's first frame through giflib, on its logical screen, transparent where the frame
/// does not cover it or says so.
enum GIFDecoder {
    static func decode(path: String, budget: Int) -> Result<PictureDecoder.Decoded, PictureError> {
        var error: Int32 = 0
        guard let gif = DGifOpenFileName(path, &error) else { return .failure(.damaged(.gif)) }
        defer { DGifCloseFile(gif, &error) }
        let (width, height) = (Int(gif.pointee.SWidth), Int(gif.pointee.SHeight))
        guard width > 0, height > 0 else { return .failure(.damaged(.gif)) }
        guard width * height <= budget else { return .failure(.tooLarge(width: width, height: height)) }
        // A cut file still has the frames read before its end.
        _ = DGifSlurp(gif)
        guard gif.pointee.ImageCount > 0, let frame = gif.pointee.SavedImages?.pointee, let raster = frame.RasterBits,
            let colors = frame.ImageDesc.ColorMap ?? gif.pointee.SColorMap, let palette = colors.pointee.Colors
        else { return .failure(.damaged(.gif)) }
        var control = GraphicsControlBlock()
        let transparent = DGifSavedExtensionToGCB(gif, 0, &control) == GIF_OK ? Int(control.TransparentColor) : -1
        let description = frame.ImageDesc
        let (left, top) = (Int(description.Left), Int(description.Top))
        let (frameWidth, frameHeight) = (Int(description.Width), Int(description.Height))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<frameHeight where top + y < height {
            for x in 0..<frameWidth where left + x < width {
                let index = Int(raster[y * frameWidth + x])
                guard index != transparent, index < Int(colors.pointee.ColorCount) else { continue }
                let color = palette[index]
                let offset = ((top + y) * width + left + x) * 4
                (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3]) = (color.Red, color.Green, color.Blue, 255)
            }
        }
        return .success(
            PictureDecoder.Decoded(image: PixelImage(width: width, height: height, pixels: pixels), width: width, height: height))
    }
}
