import Foundation
import Testing
import ToolSupport

@testable import landmarks

@Suite struct BundledDataTests {
    @Test func withoutTheBundledFileTheMessageSaysWhereItLookedAndWhatToDo() throws {
        let folder = try ProcessRunner.temporaryFolder()
        let candidates = BundledData.candidates(executable: folder + "/bin/landmarks").map {
            // Point the source-tree candidate at an empty folder too.
            $0.path.hasPrefix(folder) ? $0 : URL(fileURLWithPath: folder + "/src/Resources/landmarks.json")
        }
        #expect(BundledData.landmarksURL(among: candidates) == nil)
        #expect(
            BundledData.notFoundMessage(among: candidates)
                == "cannot find the bundled landmarks (looked in \(folder)/share/landmarks or \(folder)/src/Resources); name a data file with --data FILE"
        )
    }

    @Test func theInstalledCopyComesFirstAndTheBinaryIsFoundWithoutResolvingFolders() throws {
        #expect(BundledData.executablePath() == URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path)
        let candidates = BundledData.candidates(executable: "/opt/x/bin/landmarks")
        #expect(candidates.first?.path == "/opt/x/share/landmarks/landmarks.json")
        #expect(candidates.last?.path.hasSuffix("/Resources/landmarks.json") == true)
    }
}
