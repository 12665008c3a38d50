/// One frame as it reached the terminal: its bytes, and when its last byte arrived.
struct WrittenFrame {
    let bytes: [UInt8]
    /// When its last byte was read, counted from the input that caused it: the frame is written then.
    let end: Duration
    /// The block glyphs and colours in its output.
    let marks: PictureMarks

    init(bytes: [UInt8], end: Duration) {
        self.bytes = bytes
        self.end = end
        marks = PictureMarks(of: bytes)
    }

    /// The frame's text without escape sequences, for checking what was drawn.
    var text: String { TerminalText.plainText(of: bytes) }
}
