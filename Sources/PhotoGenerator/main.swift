// generate-photos: paints the bundled landmark photos and writes their catalog.
//
//     swift run generate-photos Resources
//
// Reads <folder>/landmarks.json; writes <folder>/photos/<landmarkId>-<n>.png or .jpg and <folder>/photos.json.
// Everything is seeded from landmark ids, so running it again gives byte-identical files.
import Foundation
import LandmarksCore

/// Prints `message` to standard error and exits with `status`.
func exitWithError(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("generate-photos: \(message)\n".utf8))
    exit(status)
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let folderPath = arguments.first, !folderPath.hasPrefix("-") else {
    exitWithError("usage: generate-photos <data folder containing landmarks.json>", status: 2)
}
let folder = URL(fileURLWithPath: folderPath, isDirectory: true)
let photosFolder = folder.appendingPathComponent("photos", isDirectory: true)

let store: LandmarkStore
do {
    store = try LandmarkStore.load(from: folder.appendingPathComponent("landmarks.json"))
} catch {
    exitWithError("cannot read landmarks: \(error)", status: 1)
}

let plans = PhotoPlanner.plans(for: store.landmarks)
let fileManager = FileManager.default
var sizes: [Int] = []
do {
    try fileManager.createDirectory(at: photosFolder, withIntermediateDirectories: true)
    for plan in plans {
        let canvas = LandscapePainter.paint(
            category: plan.category, timeOfDay: plan.timeOfDay, terrain: plan.terrain, width: plan.width,
            height: plan.height, seed: plan.paintSeed)
        let file = try plan.format.encode(canvas)
        sizes.append(file.count)
        try Data(file).write(to: folder.appendingPathComponent(plan.file), options: .atomic)
    }
    // Remove pictures this tool made earlier for photos that no longer exist; leave any other file alone.
    let written = Set(plans.map { URL(fileURLWithPath: $0.file).lastPathComponent })
    let madeByThisTool = /^[0-9]+-[0-9]+\.(png|jpg)$/
    for name in try fileManager.contentsOfDirectory(atPath: photosFolder.path)
    where name.wholeMatch(of: madeByThisTool) != nil && !written.contains(name) {
        try fileManager.removeItem(at: photosFolder.appendingPathComponent(name))
    }
    try Data(PhotoCatalogWriter.json(for: plans).utf8).write(
        to: folder.appendingPathComponent("photos.json"), options: .atomic)
} catch {
    exitWithError("cannot write photos in \(folder.relativePath): \(error.localizedDescription)", status: 1)
}
print(
    "Wrote \(plans.count) photos for \(store.count) landmarks to \(folder.relativePath)"
        + " (\(sizes.min() ?? 0)–\(sizes.max() ?? 0) bytes each)")
