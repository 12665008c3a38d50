import LandmarksCore
import Testing

@testable import LandmarksUI

/// The page of the files of the user's folder not shown, with why.
@Suite struct FilesNotShownViewTests {
    static func photos() -> YourPhotos {
        let zero = PhotoMetadata(kind: .jpeg, note: "GPS 0° 0°, ignored as a camera's placeholder")
        let scan = PhotoFolderScanner.Result(
            files: [
                PhotoFolderFile(
                    path: "2024/broken.heic", size: 10, modified: 0, content: .problem("damaged HEIF: its metadata is corrupted")),
                PhotoFolderFile(path: "evil\u{1B}[2J.jpg", size: 5, modified: 0, content: .problem("not a picture format the app reads")),
                PhotoFolderFile(path: "zero.jpg", size: 9, modified: 0, content: .photo(PhotoFingerprint(size: 9, hash: 1), zero)),
            ], folderProblems: [PhotoProblem(path: "gone.jpg", reason: "a symbolic link to nothing")])
        return YourPhotos(folder: "/home/me/Pictures", scan: scan, places: [], ids: [])
    }

    @Test func listsTheSkippedFilesThenThePhotosShownWithoutPartOfThemEachWithWhy() {
        var closed = 0
        let view = FilesNotShownView(Self.photos()) { closed += 1 }
        #expect(
            Fixtures.render(view, width: 72, height: 14) == [
                " Landmarks › Not shown                                          4 files ",
                "                                                                        ",
                "  In /home/me/Pictures                                                  ",
                "                                                                        ",
                "  Skipped                                                               ",
                "  2024/broken.heic  damaged HEIF: its metadata is corrupted             ",
                "  evil␛[2J.jpg      not a picture format the app reads                  ",
                "  gone.jpg          a symbolic link to nothing                          ",
                "                                                                        ",
                "  Shown, without part of what they hold                                 ",
                "  zero.jpg          GPS 0° 0°, ignored as a camera's placeholder        ",
                "                                                                        ",
                "                                                                        ",
                " ↑↓ scroll  Esc back  q quit  ? help                                    ",
            ])
        view.handle(.back)
        #expect(closed == 1)
    }
}
