import Foundation
import Glibc

/// Reads a catalog on a thread of its own, so that the first landmarks show while the rest is read:
/// it posts each batch, the end of the landmarks, the photos and any mistake as `AppMessage`s.
package enum CatalogLoader {
    /// Where a catalog comes from.
    package typealias Source = CatalogSource

    /// Starts reading `source` on a new thread, handing everything it reads to `post`, in order; the
    /// last message is `.catalogRead` or `.catalogFailed`.
    package static func start(_ source: Source, formats: CatalogFormats = .standard, post: @escaping @Sendable (AppMessage) -> Void) {
        // Its own descriptor of the pipe: the app makes the terminal standard input once it starts.
        let input = source == .standardInput ? dup(STDIN_FILENO) : -1
        Thread.detachNewThread { read(source, formats: formats, input: input, post: post) }
    }

    /// Reads the catalog; `input` is a copy of standard input's descriptor, which it closes.
    private static func read(_ source: Source, formats: CatalogFormats, input: Int32, post: @Sendable (AppMessage) -> Void) {
        defer { if input >= 0 { close(input) } }
        do {
            // The photos are read at the same time as the landmarks, on a thread of their own.
            let photos = source.file.map { url in
                BackgroundResult { try PhotoCatalog.read(besideLandmarksAt: url.relativePath) }
            }
            // A file's descriptions are read from it when shown (the app keeps it open); a pipe's are kept.
            // The images the file carries (a KMZ's, unpacked as it is read) join photos.json's, a pipe's too.
            var carried: [Photo] = []
            let ids = try formats.read(source, standardInput: input, keepsLongTexts: false) {
                carried += $0.carriedPhotos
                post(.landmarksRead($0))
            }
            post(.allLandmarksRead)
            let unchecked = try photos.map { try $0.value() } ?? .none
            // The ids are looked up only to check photos: without any, no table of them is made.
            let landmarkIDs = unchecked.isEmpty && carried.isEmpty ? IDIndex() : IDIndex(ids)
            let catalog = try PhotoCatalog(unchecked, carrying: carried, landmarkIDs: landmarkIDs)
            post(.catalogRead(AppMessage.HandedOver(catalog)))
        } catch let error as DataFileError {
            post(.catalogFailed(error.description))
        } catch {
            post(.catalogFailed("\(source.name): \(error)"))
        }
    }
}
