/// How sure a reader is that an input is in its format.
package enum CatalogRecognition: Int, Comparable, Sendable {
    /// The first bytes are too few to say (`# pla` of `# places`): more are read, when they come.
    case undecided
    /// Not its format.
    case no
    /// Could be: the extension says so, or the first bytes are what the format starts with, and other
    /// formats' too (`[` or `{` for JSON).
    case possibly
    /// The first bytes say so (`<gpx`, a `"FeatureCollection"` type).
    case surely

    package static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// Reads one format of place file into landmarks, batch by batch as its bytes arrive, so that the
/// first landmarks show while the rest is read.
///
/// A reader places its own mistakes (`DataFileError`): a line and column, or a record and field. It
/// hands over landmarks checked (their coordinates in range) with ids that differ. To read a new
/// format, write a reader in a folder of its own under `Readers/` and list it in `CatalogFormats.standard`.
package protocol CatalogReader: Sendable {
    /// The format's name, as messages give it (`landmarks-json`).
    static var formatName: String { get }

    /// How sure the reader is that an input whose first bytes are `head` (up to 4 KiB; all of a
    /// shorter input) is in its format; `fileExtension` (lowercased, without the dot) is a hint.
    /// `.undecided` has more bytes read while the input gives them; at its end it counts as `.no`.
    static func recognition(ofHead head: [UInt8], fileExtension: String) -> CatalogRecognition

    /// Reads `input` to its end, handing each batch of checked landmarks to `receive` in file order.
    ///
    /// - Parameters:
    ///   - longTexts: where the long texts (descriptions) of the landmarks are read again when shown,
    ///     when they are to stay in the file; nil keeps them in the batches.
    ///   - receive: takes a batch; a mistake it throws ends the reading.
    static func read(
        _ input: CatalogInput, leavingLongTextsIn longTexts: LongTextFile?,
        receive: (LandmarkColumns) throws(DataFileError) -> Void
    ) throws(DataFileError)

    /// The long texts (description and facts) of the landmark with `id` whose record's bytes are
    /// `record`, for `LongTextFile`: nil when they are not its record (the file changed since it was read).
    static func longTexts(ofRecord record: UnsafeRawBufferPointer, id: Int) -> LongTexts?
}
