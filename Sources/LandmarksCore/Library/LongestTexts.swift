/// The widest name, park, city, state and category among some landmarks, in terminal columns, for
/// sizing the list's columns by what they hold rather than by fractions of the width (0: every one
/// is empty, and the list needs no column for it).
///
/// Counted from the UTF-8 bytes as the landmarks are added, a batch at a time on the reader's thread,
/// so that a million landmarks never need a pass of their own: a text no longer in bytes than the
/// widest so far is skipped unread. The width is an estimate (the exact one is TerminalKit's, which
/// this module does not know): a character is a column, two for East Asian ideographs, kana, Hangul,
/// fullwidth forms and emoji.
package struct LongestTexts: Equatable, Sendable {
    package var name = 0
    package var park = 0
    package var city = 0
    package var state = 0
    package var category = 0

    package init(name: Int = 0, park: Int = 0, city: Int = 0, state: Int = 0, category: Int = 0, someHaveNoCategory: Bool = false) {
        self.name = name
        self.park = park
        self.city = city
        self.state = state
        self.category = category
        self.someHaveNoCategory = someHaveNoCategory
    }

    /// The widest category as shown, `No category` included.
    package var shownCategory: Int {
        someHaveNoCategory ? max(category, Landmark.Category(rawValue: "").title.count) : category
    }

    /// Whether a landmark has no category, which shows as `No category`: a column of categories is
    /// then at least as wide, while none with one at all (`category` 0) needs no such column.
    package var someHaveNoCategory = false

    /// What a blank name shows instead: its position, at most `90.0000° S, 180.0000° W`.
    static let positionWidth = 23

    /// The widest of each, from both.
    package mutating func formUnion(_ other: LongestTexts) {
        name = max(name, other.name)
        park = max(park, other.park)
        city = max(city, other.city)
        state = max(state, other.state)
        category = max(category, other.category)
        someHaveNoCategory = someHaveNoCategory || other.someHaveNoCategory
    }

    /// Counts one landmark's texts, as UTF-8 bytes.
    mutating func include(
        name: UnsafeRawBufferPointer, park: UnsafeRawBufferPointer, city: UnsafeRawBufferPointer,
        state: UnsafeRawBufferPointer, category: UnsafeRawBufferPointer
    ) {
        Self.widen(&self.name, to: name, whenEmpty: Self.positionWidth)
        Self.widen(&self.park, to: park)
        Self.widen(&self.city, to: city)
        Self.widen(&self.state, to: state)
        Self.widen(&self.category, to: category)
        if category.isEmpty { someHaveNoCategory = true }
    }

    /// Raises `widest` to the width of `text` (or `whenEmpty` for none) when that is wider.
    private static func widen(_ widest: inout Int, to text: UnsafeRawBufferPointer, whenEmpty: Int = 0) {
        // A text takes at most a column a byte, but for wide characters, which take three or four bytes.
        guard text.count > widest else {
            if text.isEmpty, whenEmpty > widest { widest = whenEmpty }
            return
        }
        widest = max(widest, columns(of: text))
    }

    /// The columns `text` (UTF-8) takes in a terminal, estimated by the lead byte of each character.
    static func columns(of text: UnsafeRawBufferPointer) -> Int {
        var columns = 0
        var index = 0
        while index < text.count {
            let lead = text[index]
            let next = index + 1 < text.count ? text[index + 1] : 0
            switch lead {
            case ..<0x80:
                columns += 1
                index += 1
            case 0xC0..<0xE0:
                columns += 1
                index += 2
            case 0xE0..<0xF0:
                // U+3000–U+9FFF (CJK, kana), U+A000–U+D7FF (Yi, Hangul), U+FF00–U+FF7F (fullwidth forms).
                let isWide = (0xE3...0xED).contains(lead) || (lead == 0xEF && (next == 0xBC || next == 0xBD))
                columns += isWide ? 2 : 1
                index += 3
            case 0xF0..<0xF8:
                // U+1F000–U+1FFFF (emoji) and U+20000–U+3FFFF (more ideographs).
                columns += lead == 0xF0 && next >= 0x9F ? 2 : 1
                index += 4
            default:
                // A continuation byte out of place: the replacement character, a column.
                columns += 1
                index += 1
            }
        }
        return columns
    }
}
