import LandmarksCommandLine
import Testing

@testable import landmarks

/// Which pixels `--pictures auto` picks from the environment alone, and what the other modes ask for.
@Suite struct PictureModeDetectionTests {
    @Test(arguments: [
        (["TERM": "xterm-kitty"], "kitty"),
        (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "3"], "kitty"),
        (["TERM": "xterm-ghostty"], "kitty"),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], "iterm"),
        (["TERM": "xterm-256color", "LC_TERMINAL": "iTerm2"], "iterm"),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], "iterm"),
        (["TERM": "foot"], "sixel"),
        (["TERM": "mlterm"], "sixel"),
        (["TERM": "xterm-256color"], "cells"),
        (["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"], "cells"),
        (["TERM": "screen-256color", "KITTY_WINDOW_ID": "1"], "cells"),
        (["TERM": "xterm-256color", "STY": "1234.pts-0.host", "TERM_PROGRAM": "iTerm.app"], "cells"),
        ([:], "cells"),
    ])
    func autoReadsTheEnvironment(environment: [String: String], expected: String) {
        let found = PictureOutput.pixelProtocol(.auto, environment: environment, isTerminal: true)
        #expect((found?.rawValue ?? "cells") == expected)
    }

    @Test func autoIntoAPipeAndTheNamedModes() {
        #expect(PictureOutput.pixelProtocol(.auto, environment: ["TERM": "xterm-kitty"], isTerminal: false) == nil)
        #expect(PictureOutput.pixelProtocol(.sixel, environment: [:], isTerminal: false) == .sixel)
        #expect(PictureOutput.pixelProtocol(.kitty, environment: ["TMUX": "x"], isTerminal: true) == .kitty)
        #expect(PictureOutput.pixelProtocol(.cells, environment: ["TERM": "xterm-kitty"], isTerminal: true) == nil)
    }
}

/// Which terminals around tmux draw kitty's Unicode placeholders, by what tmux calls them, and which
/// `allow-passthrough` values let pictures through.
@Suite struct TmuxPicturesTests {
    @Test(arguments: [
        ("kitty(0.28.0)", true), ("kitty(0.35.2)", true), ("kitty(1.0.0)", true), ("ghostty 1.1.3", true),
        ("kitty(0.26.5)", false), ("kitty(0.27.1)", false), ("XTerm(379)", false), ("WezTerm 20240203", false), ("", false),
        ("kitty(", false),
    ])
    func placeholdersByName(termType: String, draws: Bool) {
        #expect(TmuxPictures.drawsPlaceholders(termType: termType) == draws)
    }

    @Test func passthroughValues() {
        #expect(TmuxPictures.passthroughAllowed("on\n") && TmuxPictures.passthroughAllowed("all"))
        #expect(!TmuxPictures.passthroughAllowed("off") && !TmuxPictures.passthroughAllowed(""))
    }

    @Test func outsideTmuxNothingIsAsked() {
        #expect(!TmuxPictures.drawPlaceholders(environment: ["TERM": "xterm-kitty"]))
    }
}
