import Foundation
import TerminalKit
import TerminalPictures
import Testing

/// The colour error the bench reports, and that the app's matching in 256 colours is the closer one.
@Suite struct CellColorErrorTests {
    static func surface(_ cells: [Cell]) -> Surface {
        var surface = Surface(width: cells.count, height: 1)
        for (x, cell) in cells.enumerated() { surface[x, 0] = cell }
        return surface
    }

    @Test func sameCellsDifferByNothingBlackAndWhiteBy100() throws {
        let black = Style(foreground: .rgb(0, 0, 0), background: .rgb(0, 0, 0))
        let white = Style(foreground: .rgb(255, 255, 255), background: .rgb(255, 255, 255))
        let a = Self.surface([Cell(" ", style: black), Cell("█", style: white)])
        #expect(CellColorError.meanDeltaE(a, a) == 0)
        let b = Self.surface([Cell(" ", style: white), Cell("█", style: white)])
        let half = try #require(CellColorError.meanDeltaE(a, b))
        #expect(abs(half - 50) < 0.01, "one of two cells 100 apart")
        // A half block of white over black is the grey between, not white.
        let split = Self.surface([Cell("▀", style: Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 0)))])
        let grey = Self.surface([Cell(" ", style: Style(foreground: .rgb(128, 128, 128), background: .rgb(128, 128, 128)))])
        #expect(try #require(CellColorError.meanDeltaE(split, grey)) < 2)
        #expect(CellColorError.meanDeltaE(Surface(width: 0, height: 0), a) == nil)
    }

    /// The bundled sunset ("Evening glow, Turtle Rock"): its purple sky and orange land are closer in 256
    /// and 16 colours with error diffusion than with the nearest colour in RGB.
    @Test(arguments: [ColorDepth.palette256, .palette16])
    func perceptualMatchingIsCloser(depth: ColorDepth) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/photos/1001-2.png").path
        func drawn(_ depth: ColorDepth, _ matching: ColorMatching) throws -> Surface {
            var request = PictureRequest(path: path, columns: 60, rows: 20, depth: depth)
            request.colorMatching = matching
            return try Pictures.render(request).get()
        }
        let full = try drawn(.direct, .perceptual)
        let nearest = try #require(CellColorError.meanDeltaE(try drawn(depth, .nearest), full))
        let perceptual = try #require(CellColorError.meanDeltaE(try drawn(depth, .perceptual), full))
        #expect(perceptual < nearest, "\(perceptual) against \(nearest)")
    }
}
