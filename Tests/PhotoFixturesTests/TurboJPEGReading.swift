import CTurboJPEG

/// What TurboJPEG finds in a JPEG's bytes: its size from the header, and whether the picture decodes.
struct TurboJPEGReading {
    var width = 0
    var height = 0
    /// RGB pixels, or nil when decoding failed with an error (not just a warning).
    var pixels: [UInt8]?

    /// TurboJPEG's reading, or nil when `tjDecompressHeader3` refuses the bytes or finds no picture.
    ///
    /// For a file that ends before any frame header, TurboJPEG 2.1.5 returns success with a size of 0 × 0.
    init?(jpeg bytes: [UInt8]) {
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colourspace: Int32 = 0
        let header = bytes.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colourspace)
        }
        guard header == 0, width > 0, height > 0 else { return nil }
        self.width = Int(width)
        self.height = Int(height)
        var output = [UInt8](repeating: 0, count: Int(width) * Int(height) * 3)
        let status = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                tjDecompress2(handle, input.baseAddress, UInt(input.count), out.baseAddress, width, 0, height, TJPF_RGB.rawValue, 0)
            }
        }
        pixels = status == 0 || tjGetErrorCode(handle) == TJERR_WARNING.rawValue ? output : nil
    }
}
