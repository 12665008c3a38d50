import TerminalKit

extension PixelImage {
    /// The picture a library decoded into rows of RGBA pixels `stride` bytes apart, copied packed;
    /// nil when a row is longer than the stride says.
    init?(rgbaRows rows: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) {
        let rowBytes = width * 4
        guard stride >= rowBytes else { return nil }
        let pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, initialized in
            for row in 0..<height {
                (buffer.baseAddress! + row * rowBytes).initialize(from: rows + row * stride, count: rowBytes)
            }
            initialized = rowBytes * height
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}
