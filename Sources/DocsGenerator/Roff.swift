/// Writes plain text as roff, the language of manual pages.
enum Roff {
    /// `text` as a line of roff: `code spans` in bold, special characters escaped, and every character
    /// beyond ASCII as a `\[uXXXX]` escape, so that groff and mandoc read the page alike.
    static func line(_ text: String) -> String {
        var result = ""
        var insideCode = false
        var code = ""
        for character in text {
            if character == "`" {
                if insideCode { result += bold(code) }
                (insideCode, code) = (!insideCode, "")
            } else if insideCode {
                code.append(character)
            } else {
                result += escaped(String(character), dashes: false)
            }
        }
        // A line that starts with a dot or an apostrophe would be read as a request.
        return result.hasPrefix(".") || result.hasPrefix("'") ? "\\&" + result : result
    }

    /// `text` in bold, its dashes as minus signs (`\-`), as a command line is written.
    static func bold(_ text: String) -> String {
        "\\fB" + escaped(text, dashes: true) + "\\fR"
    }

    /// `text` in italics, for a value to fill in, e.g. FILE.
    static func italic(_ text: String) -> String {
        "\\fI" + escaped(text, dashes: true) + "\\fR"
    }

    /// `text` with backslashes (and, if `dashes`, hyphens) escaped and characters beyond ASCII named.
    private static func escaped(_ text: String, dashes: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-" where dashes: result += "\\-"
            case _ where !scalar.isASCII:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
