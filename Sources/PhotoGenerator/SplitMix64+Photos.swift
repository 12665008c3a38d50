import ToolSupport

extension UInt64 {
    /// The base of the photo generator's random streams: the committed pictures come from it.
    static let photos: UInt64 = 0x5EED_1A4D_3A2C_0001
}
