/// What went wrong, said in full on standard error.
struct ScreenshotError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
