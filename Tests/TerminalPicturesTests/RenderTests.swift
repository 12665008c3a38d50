import TerminalKit
import Testing

@testable import TerminalPictures

@Suite struct RenderTests {
    static let red: [UInt8] = [230, 20, 20]
    static let blue: [UInt8] = [20, 20, 230]

    /// An 80 × 48 picture, left half red, right half blue: exactly 20 × 6 cells of aspect 2.
    static func halves(_ folder: TemporaryFolder, jpeg: Bool) -> String {
        let pixel = { (x: Int, _: Int) in x < 40 ? red : blue }
        return jpeg
            ? folder.write("halves.jpg", TestJPEG.rgb(width: 80, height: 48, pixel: pixel))
            : folder.write("halves.png", TestPNG.rgba(width: 80, height: 48) { x, y in pixel(x, y) + [255] })
    }

    /// "R" where a cell shows red, "B" blue, "?" anything else.
    static func colorMap(_ surface: Surface) -> [String] {
        surface.lines { cell in
            let colors = Colors.shown(cell)
            if colors.allSatisfy(Colors.isRed) { return "R" }
            if colors.allSatisfy(Colors.isBlue) { return "B" }
            return "?"
        }
    }

    @Test(arguments: [ColorDepth.direct, .palette256], [false, true])
    func leftCellsAreRedAndRightCellsBlue(depth: ColorDepth, jpeg: Bool) throws {
        let folder = TemporaryFolder()
        // The nearest colours: error diffusion (the app's matching) speckles a flat colour with its neighbours.
        var request = PictureRequest(path: Self.halves(folder, jpeg: jpeg), columns: 20, rows: 6, depth: depth)
        request.colorMatching = .nearest
        let surface = try Pictures.render(request).get()
        #expect(surface.width == 20 && surface.height == 6)
        #expect(Self.colorMap(surface) == Array(repeating: String(repeating: "R", count: 10) + String(repeating: "B", count: 10), count: 6))
    }

    @Test func directColoursAreRGBAndPaletteColoursArePenNumbersOutsideTheTheme() throws {
        let folder = TemporaryFolder()
        let path = Self.halves(folder, jpeg: false)
        let direct = try Pictures.render(PictureRequest(path: path, columns: 20, rows: 6, depth: .direct)).get()
        #expect(direct.cells.allSatisfy { if case .rgb = $0.style.foreground.kind { true } else { false } })
        let palette = try Pictures.render(PictureRequest(path: path, columns: 20, rows: 6, depth: .palette256)).get()
        // Pens 0–15 are the user's theme, whose red may be any colour.
        #expect(palette.cells.allSatisfy { if case .indexed(let pen) = $0.style.background.kind { pen >= 16 } else { false } })
    }

    @Test(arguments: [ColorDepth.palette16, .palette8])
    func fewColoursUseOnlyTheirPens(depth: ColorDepth) throws {
        let folder = TemporaryFolder()
        let surface = try Pictures.render(PictureRequest(path: Self.halves(folder, jpeg: false), columns: 20, rows: 6, depth: depth)).get()
        let limit = depth == .palette16 ? 16 : 8
        #expect(
            surface.cells.allSatisfy { cell in
                [cell.style.foreground, cell.style.background].allSatisfy {
                    if case .indexed(let pen) = $0.kind { pen < limit } else { false }
                }
            })
    }

    @Test func withoutColoursEveryCellHasTheDefaultColours() throws {
        let folder = TemporaryFolder()
        let picture = folder.write(
            "bands.png", TestPNG.rgba(width: 80, height: 48) { x, _ in x < 40 ? [0, 0, 0, 255] : [255, 255, 255, 255] })
        let surface = try Pictures.render(PictureRequest(path: picture, columns: 20, rows: 6, depth: .none)).get()
        #expect(surface.width == 20 && surface.height == 6)
        #expect(surface.cells.allSatisfy { $0.style == .plain })
        // Black and white must still differ, in the shapes: the left half blank, the right half inked.
        #expect(surface.lines.allSatisfy { $0.prefix(8).allSatisfy { $0 == " " } && $0.suffix(8).allSatisfy { $0 != " " } })
    }

    @Test(arguments: [ColorDepth.direct, .none])
    func asciiSymbolsAreOnlyPrintableASCII(depth: ColorDepth) throws {
        let folder = TemporaryFolder()
        let picture = folder.write("gradient.png", TestPNG.rgba(width: 120, height: 72) { x, y in [UInt8(x * 2), UInt8(y * 3), 128, 255] })
        let surface = try Pictures.render(PictureRequest(path: picture, columns: 30, rows: 9, depth: depth, symbols: .ascii)).get()
        #expect(surface.width == 30 && surface.height == 9)
        #expect(
            surface.cells.allSatisfy { cell in
                let scalarValues = cell.grapheme.unicodeScalars.map(\.value)
                return scalarValues.count == 1 && (0x20..<0x7F).contains(scalarValues[0])
            })
    }

    @Test func blockSymbolsAreNarrowBlockElements() throws {
        let folder = TemporaryFolder()
        let picture = folder.write(
            "gradient.png", TestPNG.rgba(width: 120, height: 72) { x, y in [UInt8(x * 2), UInt8(y * 3), UInt8((x * y) % 256), 255] })
        let surface = try Pictures.render(PictureRequest(path: picture, columns: 30, rows: 9, depth: .direct)).get()
        #expect(
            surface.cells.allSatisfy { cell in
                let scalarValues = cell.grapheme.unicodeScalars.map(\.value)
                return cell.width == 1 && scalarValues.count == 1
                    && (scalarValues[0] == 0x20 || (0x2580...0x259F).contains(scalarValues[0]))
            })
    }

    @Test func keepsTheAspectWithinTheCellsGiven() throws {
        let folder = TemporaryFolder()
        // 3:2 landscape into a tall area: as wide as allowed, a third as many rows (cells twice as tall).
        let landscape = folder.write("landscape.png", TestPNG.rgba(width: 300, height: 200) { _, _ in [90, 90, 90, 255] })
        let wide = try Pictures.render(PictureRequest(path: landscape, columns: 60, rows: 40, depth: .direct)).get()
        #expect((wide.width, wide.height) == (60, 20))
        // A terminal whose cells are square shows it at twice as many rows.
        let square = try Pictures.render(PictureRequest(path: landscape, columns: 60, rows: 40, depth: .direct, cellAspect: 1)).get()
        #expect((square.width, square.height) == (60, 40))
        // Limited by rows: 10 rows of aspect 2 are 20 units tall, so 30 columns.
        let short = try Pictures.render(PictureRequest(path: landscape, columns: 60, rows: 10, depth: .direct)).get()
        #expect((short.width, short.height) == (30, 10))
    }

    @Test func aNonsenseCellAspectIsTakenAsTwo() {
        for aspect in [0, -1, .nan, .infinity, 1000] {
            #expect(
                CellGeometry(fitting: 300, 200, columns: 60, rows: 40, cellAspect: aspect)
                    == CellGeometry(fitting: 300, 200, columns: 60, rows: 40, cellAspect: 2))
        }
        #expect(CellGeometry.pixelsPerCell(cellAspect: 2) == (2, 4))
        #expect(CellGeometry.pixelsPerCell(cellAspect: 2.2) == (2, 5))
    }

    @Test func aSliverStillGetsOneCellAndNoRoomGetsNone() throws {
        let folder = TemporaryFolder()
        let sliver = folder.write("sliver.png", TestPNG.rgba(width: 400, height: 2) { _, _ in [200, 0, 0, 255] })
        let one = try Pictures.render(PictureRequest(path: sliver, columns: 10, rows: 10, depth: .direct)).get()
        #expect((one.width, one.height) == (10, 1))
        let none = try Pictures.render(PictureRequest(path: sliver, columns: 0, rows: 10, depth: .direct)).get()
        #expect((none.width, none.height) == (0, 0))
    }

    @Test func transparentPixelsBlendOntoTheBackground() throws {
        let folder = TemporaryFolder()
        // Left half fully transparent, right half opaque blue.
        let picture = folder.write(
            "alpha.png", TestPNG.rgba(width: 80, height: 48) { x, _ in x < 40 ? [255, 255, 255, 0] : [20, 20, 230, 255] })
        let green = TerminalColor.rgb(0, 128, 0)
        let onGreen = try Pictures.render(PictureRequest(path: picture, columns: 20, rows: 6, depth: .direct, background: green)).get()
        #expect(onGreen.lines { Colors.shown($0).allSatisfy { $0 == green } ? "G" : "." }.allSatisfy { $0.hasPrefix("GGGGGGGGGG") })
        let onDefault = try Pictures.render(PictureRequest(path: picture, columns: 20, rows: 6, depth: .direct)).get()
        #expect(onDefault[0, 0].style.background == .rgb(0, 0, 0))
        #expect(onDefault.cells.allSatisfy { $0.style.foreground.kind != .default && $0.style.background.kind != .default })
        let onIndexed = try Pictures.render(PictureRequest(path: picture, columns: 20, rows: 6, depth: .direct, background: .indexed(196)))
            .get()
        #expect(Colors.isRed(onIndexed[0, 0].style.background))
    }
}
