import CZip
import Foundation
import Glibc

/// Reads KMZ (Google Earth, My Maps): a zip holding a KML document — its `doc.kml`, else its first
/// `.kml` — unpacked as it is read and read as KML. A document that would unpack past 1 GiB is refused
/// before it is read, so that a zip bomb cannot fill the memory. The images the zip holds that a
/// placemark's description shows (`<img src="files/x.jpg">`) are its photos, unpacked into the cache
/// folder (`KMZImages`), from a file and from a pipe alike.
package enum KMZReader: CatalogReader {
    package static let formatName = "kmz"

    /// The most bytes a KMZ's document may unpack to.
    static let largestDocument = 1 << 30

    package static func recognition(ofHead head: [UInt8], fileExtension: String) -> CatalogRecognition {
        let mark: [UInt8] = [0x50, 0x4B, 0x03, 0x04]
        if head.count < mark.count { return mark.starts(with: head) && !head.isEmpty ? .undecided : .no }
        guard head.starts(with: mark) else { return .no }
        // Any zip could hold a KML document; one called .kmz surely should.
        return fileExtension == "kmz" ? .surely : .possibly
    }

    package static func read(
        _ input: CatalogInput, leavingLongTextsIn longTexts: LongTextFile?,
        receive: (LandmarkColumns) throws(DataFileError) -> Void
    ) throws(DataFileError) {
        try read(input, unpackingImagesInto: KMZImages.cacheFolder(), receive: receive)
    }

    /// Reads `input` as `read(_:leavingLongTextsIn:receive:)` does, unpacking the images it shows below
    /// `cache` (nil: they stay facts).
    package static func read(
        _ input: CatalogInput, unpackingImagesInto cache: String?, receive: (LandmarkColumns) throws(DataFileError) -> Void
    ) throws(DataFileError) {
        func failure(_ problem: String) -> DataFileError { DataFileError(file: input.name, place: .open, problem: problem) }
        // libzip reads a zip from its end: a file where it lies, a pipe once it has all arrived.
        var bytes: [UInt8] = []
        if input.rereadablePath == nil {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while case let count = try input.read(into: &buffer), count > 0 {
                bytes += buffer[0..<count]
                guard bytes.count <= largestDocument else { throw failure("is a zip larger than 1 GiB: not read") }
            }
        }
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        // (withUnsafeBytes throws untyped errors: the reading's comes out as a result.)
        let piped = bytes
        let key = { input.rereadablePath.map(KMZImages.key(ofFileAt:)) ?? KMZImages.key(ofPipedBytes: piped) }
        let outcome = bytes.withUnsafeBytes { bytes -> Result<Void, DataFileError> in
            Result { () throws(DataFileError) in
                try read(bytes, of: input, images: (cache, key), error: &error, failure: failure, receive: receive)
            }
        }
        try outcome.get()
    }

    /// Opens the zip (at its path, else in `bytes`) and reads its KML document, its images unpacked
    /// below `images.cache` under the key `images.key` gives.
    private static func read(
        _ bytes: UnsafeRawBufferPointer, of input: CatalogInput, images: (cache: String?, key: () -> String), error: inout zip_error_t,
        failure: (String) -> DataFileError, receive: (LandmarkColumns) throws(DataFileError) -> Void
    ) throws(DataFileError) {
        let archive: OpaquePointer?
        if let path = input.rereadablePath {
            var code: Int32 = 0
            archive = zip_open(path, ZIP_RDONLY, &code)
            zip_error_init_with_code(&error, code)
        } else {
            let source = zip_source_buffer_create(bytes.baseAddress, zip_uint64_t(bytes.count), 0, &error)
            archive = source.flatMap { zip_open_from_source($0, ZIP_RDONLY, &error) }
            if archive == nil, let source { zip_source_free(source) }
        }
        guard let archive else { throw failure("is not a zip that can be read (\(String(cString: zip_error_strerror(&error))))") }
        defer { zip_discard(archive) }
        let document = try document(in: archive, failure: failure)
        let carried = KMZImages(
            archive: archive, documentFolder: (document.1 as NSString).deletingLastPathComponent, cache: images.cache, key: images.key)
        try read(document, of: archive, input: input, images: carried, receive: receive)
    }

    /// The index and name of the KML document in `archive`: `doc.kml`, else the first `.kml` (not in
    /// a `__MACOSX` folder of resource forks).
    private static func document(in archive: OpaquePointer, failure: (String) -> DataFileError) throws(DataFileError) -> (
        zip_uint64_t, String
    ) {
        var documents: [(zip_uint64_t, String)] = []
        for index in 0..<max(zip_get_num_entries(archive, 0), 0) {
            guard let name = zip_get_name(archive, zip_uint64_t(index), 0).map({ String(cString: $0) }) else { continue }
            let lowercased = name.lowercased()
            guard lowercased.hasSuffix(".kml"), !lowercased.hasPrefix("__macosx/") else { continue }
            documents.append((zip_uint64_t(index), name))
        }
        guard let document = documents.first(where: { $0.1.lowercased() == "doc.kml" }) ?? documents.first else {
            throw failure("is a zip without a KML document (.kml) in it")
        }
        return document
    }

    /// Reads the document `index` of `archive` as KML, its mistakes placed in it and the images it shows found in `images`.
    private static func read(
        _ document: (index: zip_uint64_t, name: String), of archive: OpaquePointer, input: CatalogInput, images: KMZImages,
        receive: (LandmarkColumns) throws(DataFileError) -> Void
    ) throws(DataFileError) {
        let name = "\(input.name) (\(document.name))"
        func failure(_ problem: String) -> DataFileError { DataFileError(file: name, place: .open, problem: problem) }
        var status = zip_stat_t()
        zip_stat_init(&status)
        if zip_stat_index(archive, document.index, 0, &status) == 0, status.valid & zip_uint64_t(ZIP_STAT_SIZE) != 0,
            status.size > zip_uint64_t(largestDocument)
        {
            throw failure("would unpack to \(status.size / (1 << 20)) MiB, more than 1 GiB: not read")
        }
        guard let file = zip_fopen_index(archive, document.index, 0) else {
            throw failure("cannot be unpacked (\(String(cString: zip_strerror(archive))))")
        }
        defer { zip_fclose(file) }
        var unpacked = 0
        let kml = CatalogInput(name: name) { (buffer: inout [UInt8]) throws(DataFileError) -> Int in
            let count = buffer.withUnsafeMutableBytes { zip_fread(file, $0.baseAddress, zip_uint64_t($0.count)) }
            guard count >= 0 else { throw failure("cannot be unpacked (\(String(cString: zip_file_strerror(file))))") }
            unpacked += Int(count)
            guard unpacked <= largestDocument else { throw failure("unpacks to more than 1 GiB: not read") }
            return Int(count)
        }
        try KMLReader.read(kml, findingImagesWith: images.find, receive: receive)
    }

    package static func longTexts(ofRecord record: UnsafeRawBufferPointer, id: Int) -> LongTexts? {
        nil
    }
}
