import TerminalKit

extension PixelImage {
    /// The picture turned and mirrored upright, as a camera's EXIF orientation says.
    func upright(from orientation: ExifOrientation) -> PixelImage {
        guard orientation != .topLeft, width > 0, height > 0 else { return self }
        let outputWidth = orientation.swapsAxes ? height : width
        let outputHeight = orientation.swapsAxes ? width : height
        // The source pixel of output (x, y) is start + x * stepX + y * stepY, counted in pixels: each
        // orientation is a walk through the stored picture from one corner.
        let last = height - 1
        let (start, stepX, stepY): (Int, Int, Int) =
            switch orientation {
            case .topLeft: (0, 1, width)
            case .topRight: (width - 1, -1, width)
            case .bottomRight: (last * width + width - 1, -1, -width)
            case .bottomLeft: (last * width, 1, -width)
            case .leftTop: (0, width, 1)
            case .rightTop: (last * width, -width, 1)
            case .rightBottom: (last * width + width - 1, -width, -1)
            case .leftBottom: (width - 1, width, -1)
            }
        let output = [UInt8](unsafeUninitializedCapacity: pixels.count) { buffer, initialized in
            let target = UnsafeMutableRawBufferPointer(buffer)
            pixels.withUnsafeBytes { source in
                var index = 0
                for y in 0..<outputHeight {
                    var from = start + y * stepY
                    for _ in 0..<outputWidth {
                        target.storeBytes(
                            of: source.loadUnaligned(fromByteOffset: from * 4, as: UInt32.self), toByteOffset: index * 4, as: UInt32.self)
                        from += stepX
                        index += 1
                    }
                }
            }
            initialized = pixels.count
        }
        return PixelImage(width: outputWidth, height: outputHeight, pixels: output)
    }
}
