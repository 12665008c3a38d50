import Foundation

/// The world's populated places of at least 1,000 people (GeoNames' cities1000, CC BY 4.0) with their
/// region and country, read from the file `make places-data` writes (`Scripts/convert-places-data.py`
/// describes it), and the town nearest any point.
package struct Gazetteer: Sendable {
    /// The bundled file's name, in `Resources/` and beside the installed landmarks.
    package static let fileName = "world.places"
    static let magic = Array("LMKPLC1\n".utf8)
    static let unitsPerDegree = 100_000.0

    private let countryCodes: [String]
    private let countryNames: [String]
    private let regionNames: [String]
    /// Per place, by its index in the file; coordinates in units of `unitsPerDegree`, regions one more
    /// than their index (0 for none).
    private let latitudes: [Int32]
    private let longitudes: [Int32]
    private let countryOfPlace: [UInt16]
    private let regionOfPlace: [UInt16]
    private let groupOfPlace: [Int32]
    private let populations: [Int32]
    private let nameBytes: [UInt8]
    private let nameEnds: [Int32]
    private let tree: PointTree

    /// Reads a places file's bytes, checking its checksum first.
    ///
    /// - Throws: `GeoFileError` naming `file` and what is wrong.
    package init(data: Data, file: String) throws(GeoFileError) {
        let bytes = [UInt8](data)
        var reader = VarintReader(
            bytes: bytes, offset: try Checksum.payloadOffset(of: bytes, magic: Self.magic, file: file, kind: "places"))
        var (codes, countries, regions) = ([String](), [String](), [String]())
        var (latitudes, longitudes, countryOfPlace) = ([Int32](), [Int32](), [UInt16]())
        var (regionOfPlace, groupOfPlace, populations) = ([UInt16](), [Int32](), [Int32]())
        var (nameBytes, nameEnds) = ([UInt8](), [Int32]())
        do throws(VarintReader.Problem) {
            for _ in 0..<(try reader.count(atMost: Int(UInt16.max))) {
                codes.append(String(decoding: [try reader.byte(), try reader.byte()], as: UTF8.self))
                countries.append(try reader.text())
            }
            for _ in 0..<(try reader.count(atMost: Int(UInt16.max) - 1)) {
                guard try reader.next() < codes.count else { throw reader.failure("no such country") }
                regions.append(try reader.text())
            }
            let placeCount = try reader.count(atMost: Int(Int32.max))
            // Arrays of exactly their size: grown by doubling, they would hold up to twice the places.
            latitudes.reserveCapacity(placeCount)
            longitudes.reserveCapacity(placeCount)
            countryOfPlace.reserveCapacity(placeCount)
            regionOfPlace.reserveCapacity(placeCount)
            groupOfPlace.reserveCapacity(placeCount)
            populations.reserveCapacity(placeCount)
            nameEnds.reserveCapacity(placeCount)
            var (latitude, longitude) = (0, 0)
            for _ in 0..<placeCount {
                latitude += try reader.nextSigned()
                longitude += try reader.nextSigned()
                guard abs(latitude) <= 90 * Int(Self.unitsPerDegree), abs(longitude) <= 180 * Int(Self.unitsPerDegree) else {
                    throw reader.failure("a place lies off the globe")
                }
                let (country, region, group) = (try reader.next(), try reader.next(), try reader.next())
                guard country < codes.count, region <= regions.count, group <= placeCount else {
                    throw reader.failure("no such country, region or place")
                }
                latitudes.append(Int32(latitude))
                longitudes.append(Int32(longitude))
                countryOfPlace.append(UInt16(country))
                regionOfPlace.append(UInt16(region))
                groupOfPlace.append(group == 0 ? Int32(groupOfPlace.count) : Int32(group - 1))
                populations.append(Int32(clamping: try reader.next()))
                nameBytes += try reader.bytes(count: try reader.count(atMost: 1024))
                nameEnds.append(Int32(nameBytes.count))
            }
            guard reader.isAtEnd else { throw reader.failure("bytes after the last place") }
        } catch {
            throw GeoFileError(file: file, problem: error.text)
        }
        (countryCodes, countryNames, regionNames) = (codes, countries, regions)
        (self.latitudes, self.longitudes, self.countryOfPlace) = (latitudes, longitudes, countryOfPlace)
        (self.regionOfPlace, self.groupOfPlace, self.populations) = (regionOfPlace, groupOfPlace, populations)
        (self.nameBytes, self.nameEnds) = (Array(nameBytes[...]), nameEnds)
        tree = PointTree(count: latitudes.count) {
            (Double(latitudes[$0]) / Self.unitsPerDegree, Double(longitudes[$0]) / Self.unitsPerDegree)
        }
    }

    /// Reads the places file at `url`.
    ///
    /// - Throws: `GeoFileError` when it cannot be read or is not a good places file.
    package static func load(from url: URL) throws(GeoFileError) -> Gazetteer {
        try Gazetteer(data: GeoFileError.contents(of: url), file: url.path)
    }

    /// How many places it holds.
    package var count: Int { latitudes.count }

    /// The place at `index` (below `count`).
    package func town(at index: Int) -> Town {
        let nameStart = index == 0 ? 0 : Int(nameEnds[index - 1])
        let region = Int(regionOfPlace[index]) - 1
        let country = Int(countryOfPlace[index])
        let (latitude, longitude) = coordinates(at: index)
        return Town(
            name: String(decoding: nameBytes[nameStart..<Int(nameEnds[index])], as: UTF8.self),
            region: region < 0 ? nil : regionNames[region], country: countryNames[country], countryCode: countryCodes[country],
            latitude: latitude, longitude: longitude, population: Int(populations[index]))
    }

    /// How many countries and regions it names.
    var countryCount: Int { countryNames.count }
    var regionCount: Int { regionNames.count }
    func countryName(at index: Int) -> String { countryNames[index] }
    func regionName(at index: Int) -> String { regionNames[index] }

    /// The country and the region (nil: none) of the place at `index`, by their indices.
    func areas(ofPlace index: Int) -> (country: Int, region: Int?) {
        let region = Int(regionOfPlace[index]) - 1
        return (Int(countryOfPlace[index]), region < 0 ? nil : region)
    }

    /// How many people live at the place at `index`.
    func population(ofPlace index: Int) -> Int { Int(populations[index]) }

    /// Where the place at `index` (below `count`) lies, in degrees.
    package func coordinates(at index: Int) -> (latitude: Double, longitude: Double) {
        (Double(latitudes[index]) / Self.unitsPerDegree, Double(longitudes[index]) / Self.unitsPerDegree)
    }

    /// The index of the place nearest a point; nil when the gazetteer is empty.
    package func nearestPlace(latitude: Double, longitude: Double) -> Int? {
        tree.nearest(latitude: latitude, longitude: longitude)
    }

    /// The town a photo taken at a point belongs to: the place nearest it when that lies within
    /// `kilometres`, or the larger town that place is part of (an arrondissement is in Paris), and how
    /// far the point is from that town's centre.
    package func town(near latitude: Double, _ longitude: Double, within kilometres: Double) -> (index: Int, kilometres: Double)? {
        let distance = { (index: Int) in
            let place = coordinates(at: index)
            return Self.kilometres(latitude, longitude, place.latitude, place.longitude)
        }
        guard let nearest = nearestPlace(latitude: latitude, longitude: longitude), distance(nearest) <= kilometres else { return nil }
        let group = Int(groupOfPlace[nearest])
        return (group, distance(group))
    }

    /// The mean radius of the Earth, in kilometres.
    package static let earthRadius = 6371.0088

    /// The great-circle distance between two points in degrees, in kilometres (haversine, mean radius).
    package static func kilometres(_ latitudeA: Double, _ longitudeA: Double, _ latitudeB: Double, _ longitudeB: Double) -> Double {
        let radians = Double.pi / 180
        let latitudeHalf = sin((latitudeB - latitudeA) * radians / 2)
        let longitudeHalf = sin((longitudeB - longitudeA) * radians / 2)
        let h = latitudeHalf * latitudeHalf + cos(latitudeA * radians) * cos(latitudeB * radians) * longitudeHalf * longitudeHalf
        return 2 * earthRadius * asin(min(1, sqrt(h)))
    }
}
