import LandmarksCore
import Testing

@Suite struct JSONSyntaxLocatorTests {
    private func error(_ text: String) -> JSONSyntaxLocator.SyntaxError? {
        JSONSyntaxLocator.firstError(in: Array(text.utf8))
    }

    @Test func acceptsWellFormedDocuments() {
        #expect(error(#"[{"a": [1, -2.5e3, true, false, null, "x\n\u00e9"]}, {}, []]"#) == nil)
        #expect(error("  \n 42 \n") == nil)
    }

    @Test func reportsEachKindOfMistakeWhereItIs() {
        #expect(error("[1,]") == .init(line: 1, column: 4, message: "expected a value"))
        #expect(error("{\"a\" 1}") == .init(line: 1, column: 6, message: "expected ':' after the key"))
        #expect(error("{a: 1}") == .init(line: 1, column: 2, message: "expected a quoted key"))
        #expect(error("[1 2]") == .init(line: 1, column: 4, message: "expected ',' or ']'"))
        #expect(error("\"a\\qb\"") == .init(line: 1, column: 4, message: "invalid escape in a string"))
        #expect(error("[01]") == .init(line: 1, column: 3, message: "expected ',' or ']'"))
        #expect(error("[-]") == .init(line: 1, column: 2, message: "invalid number"))
        #expect(error("[1]\n x") == .init(line: 2, column: 2, message: "unexpected text after the end of the document"))
        #expect(error("\"tab\there\"") == .init(line: 1, column: 5, message: "control character inside a string"))
    }

    @Test func skipsAByteOrderMarkLikeFoundationDoes() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[1 2]".utf8)
        #expect(JSONSyntaxLocator.firstError(in: bytes) == .init(line: 1, column: 4, message: "expected ',' or ']'"))
        #expect(JSONSyntaxLocator.firstError(in: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == nil)
    }

    @Test func reportsInvalidUTF8AtTheBadByte() {
        let bytes: [UInt8] = Array("[\"ab".utf8) + [0xFF] + Array("\"]".utf8)
        #expect(JSONSyntaxLocator.firstError(in: bytes) == .init(line: 1, column: 5, message: "text is not valid UTF-8"))
    }
}
