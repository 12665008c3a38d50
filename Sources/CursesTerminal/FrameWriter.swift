import TerminalKit

/// Turns the cells of a frame that changed into the bytes that draw them, in the terminal's own terms
/// (terminfo's strings): a cursor move only where a run of cells starts, attributes and colours only
/// where they change, and the text in UTF-8; a whole frame goes out in one write.
///
/// The cells come from `FrameDiff`, which knows what the terminal shows; ncurses' own screen is not
/// involved (asking it to compare the frame again cost more than drawing it).
struct FrameWriter {
    /// What the terminal's description says to send.
    struct Strings {
        /// Moves the cursor to a column and line, counted from 0 (`cup`).
        var moveTo: (_ x: Int, _ y: Int) -> [UInt8]
        /// Turns every attribute and colour off (`sgr0`).
        var reset: [UInt8]
        var bold: [UInt8]
        var dim: [UInt8]
        var reverse: [UInt8]
        var underline: [UInt8]
        /// Sets the foreground and background to a colour number (`setaf`, `setab`).
        var foreground: (Int32) -> [UInt8]
        var background: (Int32) -> [UInt8]
        /// The terminal's own colours again (`op`).
        var defaultColors: [UInt8]
        /// Whether writing the bottom right cell scrolls the screen (`am` without `xenl`), so it is written
        /// by inserting (`ich1`).
        var scrollsAtLastCell: Bool
        /// Sets the lines that scroll, first and last (`csr`); nil where the terminal cannot.
        var scrollRegion: ((_ top: Int, _ bottom: Int) -> [UInt8])?
        /// Scrolls the region up a line at its bottom (`ind`), down a line at its top (`ri`).
        var scrollUp: [UInt8]
        var scrollDown: [UInt8]
        /// The attributes the terminal cannot show with colours (`ncv`: the Linux console's underline
        /// and dim would show as other colours); they are left out where a cell has a colour.
        var attributesWithoutColor: TextAttributes = []
        /// Inserts a blank at the cursor, moving the rest of the line right (`ich1`).
        var insertCharacter: [UInt8] = []
    }

    private let strings: Strings
    private let palette: ColorPalette
    /// Whether text outside ASCII is sent as `AsciiFallback`'s characters.
    private let sendsASCII: Bool
    private var bytes: [UInt8] = []
    private var size = Size(width: 0, height: 0)
    /// Where the terminal's cursor is after what was written so far; nil where unknown (a line's end).
    private var cursor: (x: Int, y: Int)?
    /// The attributes and colour numbers (-1: the terminal's own) the terminal draws with now.
    private var attributes: TextAttributes = []
    private var foreground: Int32 = -1
    private var background: Int32 = -1
    /// Where the last CSI … m sequence written ends, to add the next one to it (see `appendSGR`).
    private var endOfSGR = -1
    /// The last cell's style and what it is sent as: neighbouring cells mostly share theirs.
    private var lastStyle = (style: Style.plain, attributes: TextAttributes(), foreground: Int32(-1), background: Int32(-1))
    /// `setaf` and `setab` for the colours met so far: most frames use a handful.
    private var foregrounds = ColorStrings()
    private var backgrounds = ColorStrings()
    /// `cup` for each place moved to so far at this size, by `y * width + x`: a frame moves to most of
    /// the places the one before did, and filling in `cup` was a tenth of writing a frame.
    private var moves: [[UInt8]?] = []

    init(strings: Strings, palette: ColorPalette, sendsASCII: Bool) {
        self.strings = strings
        self.palette = palette
        self.sendsASCII = sendsASCII
    }

    /// Starts a frame for a terminal `size` large; `put` its cells, then `finish` it.
    mutating func start(size: Size) {
        bytes.removeAll(keepingCapacity: true)
        endOfSGR = -1
        if size != self.size || moves.isEmpty { moves = Array(repeating: nil, count: max(size.width * size.height, 0)) }
        self.size = size
        cursor = nil
    }

    /// Whether the terminal can scroll a region of lines (see `scroll`).
    var canScroll: Bool { strings.scrollRegion != nil && !strings.scrollUp.isEmpty && !strings.scrollDown.isEmpty }

    /// Has the terminal scroll `scroll`'s lines, before any cell is put.
    mutating func scroll(_ scroll: FrameDiff.Scroll) {
        guard let region = strings.scrollRegion else { return }
        // The lines that come in take the background set: the terminal's own.
        setStyle(attributes: [], foreground: -1, background: -1)
        bytes += region(scroll.top, scroll.bottom)
        moveTo(0, scroll.lines > 0 ? scroll.bottom : scroll.top)
        for _ in 0..<abs(scroll.lines) { bytes += scroll.lines > 0 ? strings.scrollUp : strings.scrollDown }
        bytes += region(0, size.height - 1)
        // Setting the region moves the cursor (home, on most terminals).
        cursor = nil
    }

    /// Writes `cell` at column `x`, line `y`; the right half of a wide grapheme goes with its left half.
    ///
    /// Where writing the bottom right cell would scroll the screen, it is written one column to the
    /// left and pushed into place by inserting `before` (the cell left of it) in front of it, as
    /// ncurses does; without `ich`, or with a wide grapheme there, it is left.
    mutating func put(_ cell: Cell, x: Int, y: Int, before: Cell? = nil) {
        let columns = max(cell.width, 1)
        guard strings.scrollsAtLastCell, y == size.height - 1, x + columns >= size.width else {
            return write(cell, x: x, y: y)
        }
        guard columns == 1, x >= 1, let before, before.width == 1, !strings.insertCharacter.isEmpty else { return }
        write(cell, x: x - 1, y: y)
        moveTo(x - 1, y)
        bytes += strings.insertCharacter
        cursor = (x - 1, y)
        write(before, x: x - 1, y: y)
    }

    /// Moves the cursor to column `x`, line `y`.
    private mutating func moveTo(_ x: Int, _ y: Int) {
        let index = y * size.width + x
        guard x >= 0, x < size.width, index >= 0, index < moves.count else {
            bytes += strings.moveTo(x, y)
            return
        }
        if let known = moves[index] {
            bytes += known
            return
        }
        let made = strings.moveTo(x, y)
        moves[index] = made
        bytes += made
    }

    private mutating func write(_ cell: Cell, x: Int, y: Int) {
        let columns = max(cell.width, 1)
        if let cursor, cursor == (x, y) {} else { moveTo(x, y) }
        if cell.style != lastStyle.style {
            let (foreground, background) = (palette.index(for: cell.style.foreground), palette.index(for: cell.style.background))
            let attributes =
                foreground == -1 && background == -1
                ? cell.style.attributes : cell.style.attributes.subtracting(strings.attributesWithoutColor)
            lastStyle = (cell.style, attributes, foreground, background)
        }
        setStyle(attributes: lastStyle.attributes, foreground: lastStyle.foreground, background: lastStyle.background)
        let scalars = cell.scalars
        // A letter with marks on it is outside ASCII too (`e` and U+0301 is sent as `e`).
        if sendsASCII, scalars.0 >= 0x80 || scalars.1 != 0 {
            let ascii = AsciiFallback.character(for: cell.grapheme).asciiValue ?? 0x3F
            bytes.append(contentsOf: repeatElement(ascii, count: columns))
        } else {
            appendUTF8(scalars.0)
            // The marks on it, if any (unused scalars are 0).
            if scalars.1 != 0 {
                appendUTF8(scalars.1)
                if scalars.2 != 0 {
                    appendUTF8(scalars.2)
                    if scalars.3 != 0 { appendUTF8(scalars.3) }
                }
            }
        }
        // At the right edge the cursor waits to wrap, which terminals differ on: the next cell moves it.
        cursor = x + columns < size.width ? (x + columns, y) : nil
    }

    /// The frame's bytes, ending with attributes and colours off, so that whatever is written after
    /// (pictures, ncurses leaving the screen) starts plain.
    mutating func finish() -> [UInt8] {
        setStyle(attributes: [], foreground: -1, background: -1)
        return bytes
    }

    /// Appends a scalar's UTF-8 (encoded here: the standard library's encoder was a fifth of a picture's
    /// frame); a value that is no scalar is left out.
    private mutating func appendUTF8(_ value: UInt32) {
        switch value {
        case ..<0x80:
            bytes.append(UInt8(value))
        case ..<0x800:
            bytes.append(0xC0 | UInt8(value >> 6))
            bytes.append(0x80 | UInt8(value & 0x3F))
        case 0xD800...0xDFFF:
            break
        case ..<0x1_0000:
            bytes.append(0xE0 | UInt8(value >> 12))
            bytes.append(0x80 | UInt8(value >> 6 & 0x3F))
            bytes.append(0x80 | UInt8(value & 0x3F))
        case ..<0x11_0000:
            bytes.append(0xF0 | UInt8(value >> 18))
            bytes.append(0x80 | UInt8(value >> 12 & 0x3F))
            bytes.append(0x80 | UInt8(value >> 6 & 0x3F))
            bytes.append(0x80 | UInt8(value & 0x3F))
        default:
            break
        }
    }

    private mutating func setStyle(
        attributes wanted: TextAttributes, foreground wantedForeground: Int32, background wantedBackground: Int32
    ) {
        guard wanted != attributes || wantedForeground != foreground || wantedBackground != background else { return }
        // An attribute is taken away by turning all off (colours too, as ncurses takes `sgr0`), a colour
        // by the terminal's own pair; then the rest is set again.
        let dropsColor = (wantedForeground == -1 && foreground != -1) || (wantedBackground == -1 && background != -1)
        if !wanted.isSuperset(of: attributes) || dropsColor && strings.defaultColors.isEmpty {
            bytes += strings.reset
            (attributes, foreground, background) = ([], -1, -1)
        } else if dropsColor {
            appendSGR(strings.defaultColors)
            (foreground, background) = (-1, -1)
        }
        let added = wanted.subtracting(attributes)
        if added.contains(.bold) { appendSGR(strings.bold) }
        if added.contains(.dim) { appendSGR(strings.dim) }
        if added.contains(.reverse) { appendSGR(strings.reverse) }
        if added.contains(.underline) { appendSGR(strings.underline) }
        if wantedForeground != foreground, wantedForeground != -1 {
            appendSGR(foregrounds.string(for: wantedForeground, make: strings.foreground))
        }
        if wantedBackground != background, wantedBackground != -1 {
            appendSGR(backgrounds.string(for: wantedBackground, make: strings.background))
        }
        (attributes, foreground, background) = (wanted, wantedForeground, wantedBackground)
    }

    /// Appends an attribute or colour; where it is a CSI … m sequence right after another, the two are
    /// sent as one (`ESC[38;5;1m ESC[48;5;4m` as `ESC[38;5;1;48;5;4m`): a picture's cells change both.
    private mutating func appendSGR(_ sequence: [UInt8]) {
        let isSGR = sequence.count > 3 && sequence[0] == 0x1B && sequence[1] == 0x5B && sequence.last == 0x6D
        sequence.withUnsafeBufferPointer { sequence in
            if isSGR, endOfSGR == bytes.count {
                bytes[bytes.count - 1] = 0x3B
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: sequence[2...]))
            } else {
                bytes.append(contentsOf: sequence)
            }
        }
        endOfSGR = isSGR ? bytes.count : -1
    }
}

/// `setaf` or `setab` strings, each made once: the palette's 256 in an array, a direct-colour terminal's
/// millions in a dictionary forgotten now and then.
private struct ColorStrings {
    private var indexed = [[UInt8]?](repeating: nil, count: 256)
    private var direct: [Int32: [UInt8]] = [:]

    mutating func string(for color: Int32, make: (Int32) -> [UInt8]) -> [UInt8] {
        if color >= 0, color < 256 {
            if let known = indexed[Int(color)] { return known }
            let made = make(color)
            indexed[Int(color)] = made
            return made
        }
        if let known = direct[color] { return known }
        if direct.count >= 4096 { direct.removeAll(keepingCapacity: true) }
        let made = make(color)
        direct[color] = made
        return made
    }
}
