/// A way to spoil a photo's EXIF data, for testing that a reader survives what broken files contain.
public enum ExifDamage: CaseIterable, Sendable {
    /// The file ends halfway through the APP1 segment, whose length still claims the whole payload.
    case truncatedSegment
    /// The APP1 length claims 65535 bytes, more than the file holds; the picture follows the real payload.
    case segmentLengthBeyondFile
    /// The payload is "Exif\0\0" and a bare byte-order mark: no TIFF header to speak of.
    case headerOnly
    /// IFD0's value offsets and sub-IFD pointers point at or past the end of the TIFF data.
    case offsetsOutside
    /// IFD0 claims 65535 entries, far more than the data holds.
    case entryCountTooLarge
    /// The Exif and GPS IFD pointers lead back to IFD0, a loop for a reader that follows them.
    case ifdLoop
    /// The byte-order mark is neither "II" nor "MM".
    case unknownByteOrder
}
