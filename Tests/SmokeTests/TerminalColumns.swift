/// Columns a captured screen line takes: two for East Asian wide characters and emoji, none for combining marks.
enum TerminalColumns {
    static func of(_ line: String) -> Int {
        line.unicodeScalars.reduce(0) { total, scalar in
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: return total
            default: break
            }
            let wide = scalar.properties.isEmojiPresentation || wideRanges.contains { $0.contains(scalar.value) }
            return total + (wide ? 2 : 1)
        }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]
}
