/// One frame as it reached the terminal: its bytes, when they arrived, and whether it shows a picture.
struct WrittenFrame {
    /// The frame's output.
    let bytes: [UInt8]
    /// When its first byte was read, counted from the input that caused it.
    let firstByte: Duration
    /// When its last byte was read, counted from the input that caused it: the frame is written then.
    let lastByte: Duration
    /// The block glyphs and colours in its output.
    let marks: PictureMarks

    init(bytes: [UInt8], firstByte: Duration, lastByte: Duration) {
        self.bytes = bytes
        self.firstByte = firstByte
        self.lastByte = lastByte
        marks = PictureMarks(of: bytes)
    }

    /// Whether the frame draws a picture.
    var showsPicture: Bool { marks.showsPicture }

    /// The frame's text without escape sequences, for checking what was drawn.
    var text: String { TerminalText.plainText(of: bytes) }
}
