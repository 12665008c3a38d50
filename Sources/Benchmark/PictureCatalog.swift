import Foundation
import Glibc

/// A catalog of one landmark whose only photo is a given picture, for showing big pictures in the app.
///
/// Each is a folder of its own under the work folder (`landmarks.json`, `photos.json`, the picture),
/// written the first time and kept: making a 24-megapixel JPEG takes a second or two.
struct PictureCatalog {
    /// Changes whenever what is written changes, so that folders of older versions are not reused.
    static let formatVersion = 1

    /// The synthetic photo's size: 24 megapixels, as a camera's.
    static let syntheticWidth = 6000
    static let syntheticHeight = 4000

    /// The catalog of the synthetic 24-megapixel JPEG (baseline or progressive); returns its
    /// `landmarks.json`.
    static func synthetic(progressive: Bool, workspace: BenchmarkWorkspace, log: (String) -> Void) throws -> String {
        let name = progressive ? "24mp-progressive" : "24mp-baseline"
        return try catalog(named: name, in: workspace) { folder in
            log("writing a \(syntheticWidth) × \(syntheticHeight) \(progressive ? "progressive" : "baseline") JPEG (once)")
            let jpeg = SyntheticPhoto.jpeg(width: syntheticWidth, height: syntheticHeight, progressive: progressive)
            guard !jpeg.isEmpty else { throw BenchmarkError.failed("TurboJPEG could not write the synthetic photo") }
            try Data(jpeg).write(to: URL(fileURLWithPath: "\(folder)/photo.jpg"))
            return (file: "photo.jpg", width: syntheticWidth, height: syntheticHeight)
        }
    }

    /// The catalog of a picture file of the user's (`--photo FILE`), linked from its folder; returns
    /// its `landmarks.json`.
    static func wrapping(file: String, workspace: BenchmarkWorkspace) throws -> String {
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: absolute) else { throw BenchmarkError.failed("--photo: no file \(file)") }
        let extensionText = (absolute as NSString).pathExtension
        // The folder is named after the whole path, so that two files of the same name do not meet.
        let name = "photo" + String(absolute.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" }.suffix(200))
        return try catalog(named: name, in: workspace) { folder in
            let linked = "photo." + (extensionText.isEmpty ? "jpg" : extensionText)
            guard symlink(absolute, "\(folder)/\(linked)") == 0 else { throw BenchmarkError.system("symlink \(absolute)", errno) }
            // The app shows the stated size only as a fact; it decodes whatever the file holds.
            return (file: linked, width: 1, height: 1)
        }
    }

    // MARK: - Private

    /// The folder `name`, made by `writePicture` plus the two JSON files the first time.
    private static func catalog(
        named name: String, in workspace: BenchmarkWorkspace,
        writePicture: (String) throws -> (file: String, width: Int, height: Int)
    ) throws -> String {
        let folder = "\(workspace.folder)/pictures-v\(formatVersion)/\(name)"
        let landmarks = "\(folder)/landmarks.json"
        if FileManager.default.fileExists(atPath: landmarks) { return landmarks }
        let partial = folder + ".partial"
        try? FileManager.default.removeItem(atPath: partial)
        try FileManager.default.createDirectory(atPath: partial, withIntermediateDirectories: true)
        let picture = try writePicture(partial)
        let landmark = """
            [{"id": 1, "name": "\(name)", "park": "Benchmark", "state": "", "category": "Lakes", \
            "coordinates": {"latitude": 0, "longitude": 0}}]

            """
        let photo = """
            [{"id": 1, "landmarkId": 1, "title": "\(name)", \
            "author": {"username": "bench", "firstName": "Landmarks", "lastName": "Bench"}, \
            "takenAt": "2024-06-01T12:00:00Z", "rating": 0, "file": "\(picture.file)", \
            "width": \(picture.width), "height": \(picture.height)}]

            """
        try Data(landmark.utf8).write(to: URL(fileURLWithPath: "\(partial)/landmarks.json"))
        try Data(photo.utf8).write(to: URL(fileURLWithPath: "\(partial)/photos.json"))
        try? FileManager.default.removeItem(atPath: folder)
        guard rename(partial, folder) == 0 else { throw BenchmarkError.system("rename \(partial)", errno) }
        return landmarks
    }
}
