/// The EXIF metadata a made-up photo carries; every field is optional and left out when nil.
public struct ExifFields: Equatable, Sendable {
    /// Degrees north (negative: south), written as GPS tags 1–2: a reference letter and degrees, minutes, seconds.
    public var latitude: Double?
    /// Degrees east (negative: west), written as GPS tags 3–4.
    public var longitude: Double?
    /// When the picture was taken, "YYYY:MM:DD HH:MM:SS" (tag 0x9003 in the Exif IFD).
    public var dateTimeOriginal: String?
    /// The local time's offset from UTC when the picture was taken, e.g. "+02:00" (tag 0x9011 in the Exif IFD).
    public var offsetTimeOriginal: String?
    /// The camera's maker (tag 0x010F in IFD0).
    public var make: String?
    /// The camera's model (tag 0x0110 in IFD0).
    public var model: String?
    /// How the stored picture is turned relative to upright, 1–8 (tag 0x0112 in IFD0, a SHORT).
    public var orientation: Int?
    /// Motorola ("MM") byte order instead of Intel ("II"); cameras write both.
    public var bigEndian: Bool

    public init(
        latitude: Double? = nil, longitude: Double? = nil, dateTimeOriginal: String? = nil,
        offsetTimeOriginal: String? = nil, make: String? = nil, model: String? = nil, orientation: Int? = nil,
        bigEndian: Bool = false
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.dateTimeOriginal = dateTimeOriginal
        self.offsetTimeOriginal = offsetTimeOriginal
        self.make = make
        self.model = model
        self.orientation = orientation
        self.bigEndian = bigEndian
    }
}
