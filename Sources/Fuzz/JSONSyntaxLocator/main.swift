// libFuzzer entry point for the JSON syntax error locator (`make fuzz`). Only libFuzzer's `main`
// calls it: a plain `swift build` links this file as an executable that does nothing.
import Foundation
import LandmarksCore

/// Locates the first syntax error in one input; traps when the place is outside the text.
///
/// Foundation is no oracle here: its decoder accepts trailing commas and stops at some NUL bytes,
/// so it takes documents the locator rightly calls wrong.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONSyntaxLocator(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: size))
    guard let error = JSONSyntaxLocator.firstError(in: input) else {
        return 0
    }
    let lines = input.split(separator: 0x0A, omittingEmptySubsequences: false)
    precondition((1...lines.count).contains(error.line), "line \(error.line) of \(lines.count)")
    let lineLength = lines[error.line - 1].count { $0 & 0xC0 != 0x80 }
    precondition((1...lineLength + 1).contains(error.column), "column \(error.column) of \(lineLength)")
    precondition(!error.message.isEmpty)
    return 0
}
