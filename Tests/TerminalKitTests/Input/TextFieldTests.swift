import TerminalKit
import Testing

@Suite struct TextFieldTests {
    @Test func typingAndMovingWorkAroundTheCursor() {
        var field = TextField("lake")
        field.apply(.moveToStart)
        field.insert("big ")
        #expect((field.text, field.cursor) == ("big lake", 4))
        field.apply(.moveRight)
        field.apply(.deleteForward)
        #expect((field.text, field.cursor) == ("big lke", 5))
        field.apply(.moveToEnd)
        field.apply(.moveRight)
        field.apply(.deleteForward)  // nothing under the cursor at the end
        #expect((field.text, field.cursor) == ("big lke", 7))
        field.insert("東京")
        field.apply(.deleteBackward)
        #expect((field.text, field.cursor) == ("big lke東", 8))
    }

    @Test func marksAndJoinersTypedOneByOneJoinTheCharacterBeforeThem() {
        var field = TextField()
        for key in ["x", "\u{308}", "\u{308}", "y"] { field.insert(key) }
        #expect(field.text == "x\u{308}\u{308}y" && field.cursor == 2)
        var family = TextField()
        for key in ["\u{1F468}", "\u{200D}", "\u{1F469}", "\u{200D}", "\u{1F467}"] { family.insert(key) }
        #expect(family.text == "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}" && family.cursor == 1)
        family.apply(.moveLeft)
        family.insert("a")
        #expect(family.text == "a\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}" && family.cursor == 1)
        // A joiner typed between two emoji makes them one character: the cursor stays within the text.
        var pair = TextField("\u{1F468}\u{1F469}")
        pair.apply(.moveLeft)
        pair.insert("\u{200D}")
        #expect(pair.text == "\u{1F468}\u{200D}\u{1F469}" && pair.cursor == 1)
        pair.insert("b")
        #expect(pair.text == "\u{1F468}\u{200D}\u{1F469}b")
    }

    @Test func readlineDeletionsTakeWordsAndEnds() {
        var field = TextField("st mary  lake")
        field.apply(.deleteWordBackward)
        #expect((field.text, field.cursor) == ("st mary  ", 9))
        field.apply(.deleteWordBackward)  // the spaces and the word before them
        #expect((field.text, field.cursor) == ("st ", 3))
        field.insert("x glacier")
        field.apply(.moveLeft)
        field.apply(.moveLeft)
        field.apply(.deleteToEnd)
        #expect((field.text, field.cursor) == ("st x glaci", 10))
        field.apply(.moveLeft)
        field.apply(.deleteToStart)
        #expect((field.text, field.cursor) == ("i", 0))
        field.apply(.deleteBackward)  // nothing before the cursor
        #expect((field.text, field.cursor) == ("i", 0))
    }

    @Test func altKeysMoveByWordsAndDeleteTheWordAfter() {
        var field = TextField("st mary  lake")
        field.apply(.moveWordLeft)
        #expect(field.cursor == 9)
        field.apply(.moveWordLeft)  // the spaces, then the word
        #expect(field.cursor == 3)
        field.apply(.moveWordRight)
        #expect(field.cursor == 7)
        field.apply(.deleteWordForward)  // the spaces after the cursor and the word after them
        #expect((field.text, field.cursor) == ("st mary", 7))
        field.apply(.moveToStart)
        field.apply(.deleteWordForward)
        #expect((field.text, field.cursor) == (" mary", 0))
        field.apply(.moveToEnd)
        field.apply(.moveWordRight)  // nothing after the end
        #expect(field.cursor == 5)
    }
}
