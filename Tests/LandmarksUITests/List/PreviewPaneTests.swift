import LandmarksCore
import LandmarksUI
import TerminalKit
import Testing

/// The preview pane beside the list, on terminals at least 100 columns wide.
@Suite struct PreviewPaneTests {
    private let pictures = ImmediatePictures()

    private let library: LandmarkLibrary

    init() throws {
        library = try Fixtures.library(photos: [Fixtures.photo(1, of: 1), Fixtures.photo(2, of: 1, title: "Newer")])
    }

    private func listScreen() throws -> (LandmarkListPresenter, LandmarkListView) {
        let presenter = LandmarkListPresenter(library: library)
        let view = LandmarkListView(presenter: presenter, pictures: ImmediatePictures.drawing(pictures)) { _ in }
        presenter.output = view
        presenter.viewDidLoad()
        return (presenter, view)
    }

    @Test func theSelectedLandmarksNewestPhotoAndFactsShowBesideTheList() throws {
        let (_, view) = try listScreen()  // Turtle Rock, the first landmark, selected
        let lines = Fixtures.render(view, width: 120, height: 26)
        // 120 columns: the pane takes two fifths, 48 columns, behind a rule.
        #expect(lines[1].dropFirst(72).hasPrefix("│ "))
        let request = try #require(pictures.requests.last)
        #expect(request.path == "photos/2.png" && request.columns == 45 && request.rows == 12)
        #expect(lines[14].dropFirst(72) == "│ Turtle Rock" + String(repeating: " ", count: 35))
        #expect(lines[15].dropFirst(74).hasPrefix("Park         Joshua Tree National Park"))
        #expect(lines[16].dropFirst(74).hasPrefix("Location     Twentynine Palms, California"))
        #expect(lines.contains { $0.dropFirst(74).hasPrefix("Turtle Rock is a granite formation") })
    }

    /// The list's rows end a blank column before the pane's rule, their star too where it keeps the
    /// right edge (from 100 columns, where the columns share the list's width).
    @Test func theRowsKeepABlankColumnBeforeThePanesRule() throws {
        let (_, view) = try listScreen()
        // (Tokyo Tower's name takes two columns a character, so its line has fewer characters.)
        #expect(
            Fixtures.render(view, width: 100, height: 8)[1...4].map { $0.prefix(62) } == [
                "  Name                   Park                   Photos      │ ",
                "  [ ] Favorites only                                        │ ",
                "> Turtle Rock            Joshua Tree National…  2 photos  ★ │ ",
                "  東京タワー             Shiba Park             no photos   │      ",
            ])
        for width in 100...260 {
            var surface = Surface(width: width, height: 8)
            view.draw(in: &surface)
            let rule = try #require((0..<width).first { surface[$0, 3].grapheme == "│" }, "\(width)")
            #expect((1...6).allSatisfy { surface[rule - 1, $0].grapheme == " " && surface[rule, $0].grapheme == "│" }, "\(width)")
        }
    }

    /// A fresh start (no state file) selects the first landmark, so the first frame previews it.
    @Test func theFirstFramePreviewsTheFirstLandmark() throws {
        let (_, view) = try listScreen()
        let lines = Fixtures.render(view, width: 120, height: 26)
        #expect(lines[3].hasPrefix("> Turtle Rock"))
        #expect(lines[14].dropFirst(72) == "│ Turtle Rock" + String(repeating: " ", count: 35))
        #expect(!lines.contains { $0.contains("Select a landmark") })
        #expect(pictures.requests.last?.path == "photos/2.png")
    }

    @Test func theSwitchRowShowsTheCountAndNarrowTerminalsHaveNoPane() throws {
        let (_, view) = try listScreen()
        view.handle(.moveUp)  // from Turtle Rock to the switch
        let wide = Fixtures.render(view, width: 100, height: 8)
        #expect(wide[2].hasSuffix("│ 3 landmarks" + String(repeating: " ", count: 27)))
        let narrow = Fixtures.render(view, width: 99, height: 8)
        #expect(!narrow.contains { $0.contains("│") })
    }

    /// With nothing listed, the pane says why, as the list does, not to select a landmark.
    @Test func withNoMatchThePaneSaysWhy() throws {
        let (presenter, view) = try listScreen()
        presenter.perform(.startSearch)
        presenter.setSearchText("zebra")
        let lines = Fixtures.render(view, width: 120, height: 8).map { String($0.dropFirst(74)) }
        #expect(lines[2].hasPrefix("0 of 3 landmarks"))
        #expect(lines[3].hasPrefix("No landmarks match “zebra”. Esc clears the "))
        #expect(lines[4].hasPrefix("search. "))
    }

    @Test func pHidesThePaneAndTheChoiceIsRemembered() throws {
        let (presenter, view) = try listScreen()
        view.handle(.list(.togglePreviewPane))
        #expect(!Fixtures.render(view, width: 120, height: 8).contains { $0.contains("│") })
        #expect(!presenter.showsPreviewPane)
        #expect(try Fixtures.library().previewPane)  // on by default
        #expect(!library.previewPane)  // the change went to the settings that are saved
        #expect(!LandmarkListPresenter(library: library).showsPreviewPane)
        #expect(StandardKeyMaps.list.action(for: .character("p")) == .list(.togglePreviewPane))
    }

    @Test func pIsRefusedWithAReasonWhereThePaneCannotShow() throws {
        let (presenter, view) = try listScreen()
        _ = Fixtures.render(view, width: 80, height: 8)
        #expect(!view.isEnabled(.list(.togglePreviewPane)))
        #expect(view.reasonDisabled(.list(.togglePreviewPane)) == "the preview pane needs a terminal 100 columns wide")
        _ = Fixtures.render(view, width: 100, height: 8)
        #expect(view.isEnabled(.list(.togglePreviewPane)))
        #expect(presenter.showsPreviewPane)
    }
}
