import Foundation
import LandmarksCore
import Testing

/// Each data file's state has its own folder; the bundled catalog keeps the folder itself.
@Suite struct CatalogStateFolderTests {
    private let base = "/home/u/.local/state/landmarks"

    @Test func theBundledCatalogKeepsTheStateFolderItself() throws {
        let folder = try Fixtures.folder()
        let bundled = folder + "/landmarks.json"
        _ = FileManager.default.createFile(atPath: bundled, contents: Data("[]".utf8))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: bundled)
        #expect(CatalogStateFolder.folder(base: base, dataFile: nil, bundledFile: bundled) == base)
        #expect(CatalogStateFolder.folder(base: base, dataFile: folder + "/./landmarks.json", bundledFile: bundled) == base)
        #expect(CatalogStateFolder.folder(base: base, dataFile: folder + "/link.json", bundledFile: bundled) == base)
    }

    @Test func anotherFileHasAFolderNamedAfterItAndItsPath() {
        let mine = CatalogStateFolder.folder(base: base, dataFile: "/data/my parks.json", bundledFile: "/b/landmarks.json")
        #expect(mine.hasPrefix(base + "/catalogs/my_parks-"))
        let hash = mine.split(separator: "-").last.map(String.init) ?? ""
        #expect(hash.count == 16 && hash.allSatisfy(\.isHexDigit))
        // The same path gives the same folder; another path with the same name another one.
        #expect(CatalogStateFolder.folder(base: base, dataFile: "/data/my parks.json", bundledFile: nil) == mine)
        #expect(CatalogStateFolder.folder(base: base, dataFile: "/other/my parks.json", bundledFile: nil) != mine)
    }

    @Test func aCatalogFromStandardInputHasAFolderOfItsOwn() {
        #expect(CatalogStateFolder.folder(base: base, dataFile: "-", bundledFile: "/b/landmarks.json") == base + "/catalogs/standard-input")
    }

    @Test func aHostileFileNameMakesATameFolderName() {
        let folder = CatalogStateFolder.folder(base: base, dataFile: "/d/\u{1B}]0;x\u{07}..é.json", bundledFile: nil)
        let name = (folder as NSString).lastPathComponent
        #expect(name.hasPrefix("__0_x_.._-"))
        #expect(name.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 && $0 != "/" })
    }
}
