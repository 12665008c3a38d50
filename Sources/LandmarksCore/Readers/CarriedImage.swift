import Foundation

/// An image a place file carries for one of its places (one a KMZ holds, or one beside a KML file,
/// that the place's description shows), found as a file the pictures can be drawn from.
struct CarriedImage: Equatable {
    /// Its path in the KMZ, or from the KML file's folder (`images/flore.jpg`): with the place's id,
    /// what makes its photo id, whatever folder the file is kept in.
    let path: String
    /// The image file: absolute (unpacked into the cache folder), or relative to the place file's folder.
    let file: String
    /// What the description calls it (`alt` or `title`), else its file name without the extension.
    let title: String

    init(path: String, file: String, title: String?) {
        self.path = path
        self.file = file
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.lastIndex(of: ".").map { $0 == name.startIndex ? name : String(name[..<$0]) } ?? name
        self.title = title.flatMap { $0.isEmpty ? nil : $0 } ?? stem
    }

    /// The image as a photo of the place `placeID`: undated, without an author or a rating, its size
    /// unknown (0 × 0) until it is drawn.
    func photo(ofPlace placeID: Int) -> Photo {
        Photo(
            id: StablePlaceID.of(image: path, ofPlace: placeID), landmarkId: placeID, title: title,
            author: Photo.Author(username: "", firstName: "", lastName: ""), takenAt: nil, rating: 0, file: file, width: 0, height: 0)
    }
}

extension CarriedImage {
    /// Why an image a description shows is not one of its place's photos, and stays a fact.
    struct Refusal: Error, Equatable {
        /// What the fact says besides the address (`larger than 256 MiB`); nil when the image is
        /// simply not there to be carried (a web address, a missing file).
        let reason: String?
    }

    /// What becomes of an image a description shows (its `src`, and its `alt` or `title`): one of its
    /// place's photos, or a fact.
    typealias Finder = (_ source: String, _ title: String?) -> Result<CarriedImage, Refusal>

    /// The path of the image `source` names (an `<img src>`) from the root of a KMZ, or of the folder
    /// beside a KML file, the document being in `folder` there (`""` for the root): `images/x.jpg`, `./`
    /// and `%20` read, `..` followed within the root. Nil for what names no file inside it: a web
    /// address or any other with a scheme (`https:`, `data:`, `file:`), an absolute path, one that
    /// climbs above the root (`../evil.jpg`, a zip-slip) or holds a control character.
    static func path(of source: String, inFolder folder: String) -> String? {
        var address = Substring(source.trimmingBlanks)
        if let scheme = address.firstIndex(of: ":"),
            address[..<scheme].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        {
            return nil
        }
        // A query or fragment is no part of a file's name.
        address = address.prefix { $0 != "?" && $0 != "#" }
        guard !address.hasPrefix("/"), !address.hasPrefix("\\") else { return nil }
        let decoded = String(address).removingPercentEncoding ?? String(address)
        guard !decoded.isEmpty, !decoded.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return nil
        }
        var parts = folder.split(separator: "/").filter { $0 != "." }
        for part in decoded.split(separator: "/") where part != "." {
            if part == ".." {
                guard parts.popLast() != nil else { return nil }
            } else {
                parts.append(part)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
