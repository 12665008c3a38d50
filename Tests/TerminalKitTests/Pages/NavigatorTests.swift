import TerminalKit
import Testing

@Suite struct NavigatorTests {
    private final class Blank: Page {
        var appearances = 0
        var keyMap: KeyMap<Int> { KeyMap([]) }
        func draw(in surface: inout Surface) {}
        func handle(_ action: Int) {}
        func willAppear() { appearances += 1 }
    }

    @Test func theRootPageIsNeverPopped() {
        let navigator = Navigator<Int>()
        let root = Blank()
        navigator.push(root)
        #expect(!navigator.pop())
        #expect(navigator.pages.count == 1)
        #expect(root.appearances == 0)
        navigator.push(Blank())
        #expect(navigator.pop())
        #expect(root.appearances == 1)
    }

    /// Back to the root from three pages up: the root is told once, the pages between not at all.
    @Test func popToRootClosesEveryPageAboveTheRoot() {
        let navigator = Navigator<Int>()
        let (root, middle) = (Blank(), Blank())
        navigator.push(root)
        navigator.popToRoot()
        #expect(navigator.pages.count == 1 && root.appearances == 0)
        for page in [middle, Blank(), Blank()] { navigator.push(page) }
        navigator.popToRoot()
        #expect(navigator.pages.count == 1)
        #expect(root.appearances == 1 && middle.appearances == 0)
    }
}
