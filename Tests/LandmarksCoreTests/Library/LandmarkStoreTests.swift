import Foundation
import LandmarksCore
import Testing

@Suite struct LandmarkStoreTests {
    @Test func loadsTheBundledTwelveLandmarksInFileOrder() throws {
        let store = try LandmarkStore.load(from: Fixtures.bundledFile)
        #expect(store.count == 12)
        #expect(store.landmark(at: 0).name == "Turtle Rock")
        #expect(store.landmark(at: 0).coordinates == Coordinates(latitude: 34.011286, longitude: -116.166868))
        #expect(store.landmark(at: 11).name == "Lake Umbagog")
        #expect(Set(store.landmarks.map(\.id)).count == 12)
        #expect(
            store.indices(favoritesOnly: true).map { store.landmark(at: $0).name } == ["Turtle Rock", "Chilkoot Trail", "St. Mary Lake"])
        #expect(store.landmarks.allSatisfy { !$0.description.isEmpty })
    }

    @Test func loadsATutorialSchemaFileWithExtraKeys() throws {
        let text =
            "[\n" + Fixtures.record(extra: "\n        \"rating\": 5, \"tags\": [\"desert\"],") + ",\n"
            + Fixtures.record(id: 1002, name: "Silver Salmon Creek") + "\n]"
        let store = try LandmarkStore(data: Data(text.utf8), file: "extra.json")
        #expect(store.landmarks.map(\.name) == ["Turtle Rock", "Silver Salmon Creek"])
        #expect(store.landmark(at: 0).category == .rivers)
        #expect(store.index(ofID: 1002) == 1)
    }

    @Test func formatsCoordinatesWithHemispheres() {
        #expect(Coordinates(latitude: 34.011286, longitude: -116.166868).displayText == "34.0113° N, 116.1669° W")
        #expect(Coordinates(latitude: -33.8568, longitude: 151.2153).displayText == "33.8568° S, 151.2153° E")
    }

    @Test func roundsCoordinatesAsPrintfDoes() {
        // Halves written with five decimals (near a tie, rounded by their binary value), exact binary
        // halves (ties, to even), negative zero and tiny negatives, and a spread of others.
        var generator = SystemRandomNumberGenerator()
        let halves = (0..<2_000).map { _ in Double(Int.random(in: -1_800_000...1_800_000, using: &generator)) / 10_000 + 0.00005 }
        let exact = (-64...64).map { Double($0) / 32 } + [0.03125, 0.09375, 179.99995, -0.0, -0.00004, -0.00005, 1e-300]
        let spread = (0..<2_000).map { _ in Double.random(in: -180...180, using: &generator) }
        for value in halves + exact + spread {
            #expect(Coordinates.fourDecimals(value) == String(format: "%.4f", value), "\(value)")
        }
    }

    @Test func favoritesKeepTheGivenOrderAndIgnoreUnknownIDs() throws {
        let store = try Fixtures.store()
        #expect(store.favoriteIDsInFile == [2, 4])
        store.setFavorites(ids: [5, 99, 1, 5])
        #expect(store.indices(favoritesOnly: true) == [4, 0])
        #expect(store.favoriteIDs == [5, 1])
        #expect(store.landmarks.map(\.isFavorite) == [true, false, false, false, true])
        // The records keep the file's marks: the user's favourites live beside them.
        #expect(store.favoriteIDsInFile == [2, 4])
    }

    // MARK: - Bad files

    private func loadError(_ text: String) throws -> DataFileError? {
        let url = try Fixtures.file(text)
        do {
            _ = try LandmarkStore.load(from: url)
            return nil
        } catch {
            #expect(error.file == url.path)
            return error
        }
    }

    @Test func missingFileNamesTheFile() {
        let path = "/nonexistent/landmarks.json"
        #expect(throws: DataFileError(file: path, place: .open, problem: "no such file")) {
            try LandmarkStore.load(from: URL(fileURLWithPath: path))
        }
    }

    @Test func directoryIsNotReadableAsAFile() throws {
        let folder = try Fixtures.file("[]").deletingLastPathComponent()
        let error = DataFileError(file: folder.path, place: .open, problem: "is a directory, not a file")
        #expect(throws: error) { try LandmarkStore.load(from: folder) }
        #expect(error.description == "\(folder.path): open: is a directory, not a file")
    }

    @Test(.enabled(if: getuid() != 0, "root reads files whatever their mode"))
    func unreadableFileSaysPermissionDenied() throws {
        let url = try Fixtures.file("[]")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
        #expect(throws: DataFileError(file: url.path, place: .open, problem: "permission denied")) {
            try LandmarkStore.load(from: url)
        }
    }

    @Test func truncatedFileReportsTheEndOfFile() throws {
        let error = try loadError("[\n  {\"id\": 1,\n   \"name\": \"Tur")
        #expect(error?.place == .position(line: 3, column: 16))
        #expect(error?.problem == "unexpected end of file")
    }

    @Test func emptyFileIsTruncated() throws {
        let error = try loadError("")
        #expect(error?.place == .position(line: 1, column: 1))
        #expect(error?.problem == "unexpected end of file")
    }

    @Test func missingCommaReportsLineAndColumn() throws {
        let error = try loadError("[\n  {\"id\": 1\n   \"name\": \"x\"}\n]")
        #expect(error?.place == .position(line: 3, column: 4))
        #expect(error?.problem == "expected ',' or '}'")
        #expect(error.map { String(describing: $0).hasSuffix(": line 3, column 4: expected ',' or '}'") } == true)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let error = try loadError("[{\"name\": \"東京\" x}]")
        #expect(error?.place == .position(line: 1, column: 16))
    }

    @Test func wrongTypeNamesRecordAndField() throws {
        let text =
            "[" + Fixtures.record() + ",\n"
            + Fixtures.record(id: 1002).replacingOccurrences(
                of: "\"id\": 1002", with: "\"id\": \"1002\"") + "]"
        let error = try loadError(text)
        #expect(error?.place == .record(2, field: "id"))
        #expect(error?.problem == "wrong type, expected an integer")
        #expect(error.map { String(describing: $0).hasSuffix(": record 2, field \"id\": wrong type, expected an integer") } == true)
    }

    /// Values Foundation cannot read in a well-formed file (it says only that the file is not JSON)
    /// are placed in their record and field, early in a file and in the last of many records, with
    /// the tutorial's trailing comma.
    @Test(
        arguments: [
            ("id", "1.5", "id"), ("id", "99999999999999999999", "id"), ("latitude", "1e999", "coordinates.latitude"),
            ("name", #""\ud800 x""#, "name"),
        ], [2, 3_000])
    func unreadableValuesNameTheirRecordAndField(value: (key: String, text: String, field: String), records: Int) throws {
        let good = (1..<records).map { Fixtures.record(id: $0) }
        let bad = Fixtures.record(id: records).replacing(try Regex("\"\(value.key)\": [^,\n]*"), with: "\"\(value.key)\": \(value.text)")
        #expect(bad.contains(value.text))
        let error = try loadError("[" + (good + [bad]).joined(separator: ",\n") + ",\n]")
        #expect(error?.place == .record(records, field: value.field))
        #expect(
            error?.problem
                == (value.text.first?.isNumber == true && value.key == "id"
                    ? "\(value.text) cannot be read here (a whole number is wanted, or a smaller one)"
                    : "a value cannot be read (a number out of range, or a lone surrogate in a text)"))
    }

    @Test func missingFieldNamesRecordAndField() throws {
        let text = "[" + Fixtures.record().replacingOccurrences(of: "\"name\": \"Turtle Rock\",", with: "") + "]"
        let error = try loadError(text)
        #expect(error?.place == .record(1, field: "name"))
        #expect(error?.problem == "missing")
    }

    @Test func missingNestedFieldNamesItsPath() throws {
        let text = "[" + Fixtures.record().replacingOccurrences(of: "\"latitude\": 34.011286", with: "\"lat\": 34") + "]"
        let error = try loadError(text)
        #expect(error?.place == .record(1, field: "coordinates.latitude"))
        #expect(error?.problem == "missing")
    }

    @Test func nullFieldIsReported() throws {
        let text = "[" + Fixtures.record().replacingOccurrences(of: "\"name\": \"Turtle Rock\"", with: "\"name\": null") + "]"
        let error = try loadError(text)
        #expect(error?.place == .record(1, field: "name"))
        #expect(error?.problem == "is null, expected a string")
    }

    @Test func aCategoryOfItsOwnIsKeptAsItIs() throws {
        let text = "[" + Fixtures.record().replacingOccurrences(of: "\"Rivers\"", with: "\"Deserts\"") + "]"
        let store = try LandmarkStore(data: Data(text.utf8), file: "own.json")
        #expect(store.landmark(at: 0).category.title == "Deserts")
    }

    /// The tutorial's 2019 file: no description, no isFeatured, sometimes no park or isFavorite, ids
    /// 1–11 beside 1001, and Turtle Rock in the category `Featured`.
    @Test func theTutorials2019FileLoadsWithDefaults() throws {
        let text = """
            [
                {
                    "name": "Turtle Rock", "category": "Featured", "city": "Twentynine Palms",
                    "state": "California", "id": 1001, "park": "Joshua Tree National Park",
                    "coordinates": { "longitude": -116.166868, "latitude": 34.011286 },
                    "imageName": "turtlerock"
                },
                {
                    "name": "Silver Salmon Creek", "category": "Lakes", "city": "Port Alsworth", "state": "Alaska",
                    "id": 1, "coordinates": { "longitude": -152.665167, "latitude": 59.980167 },
                    "isFavorite": true, "imageName": "silversalmoncreek"
                },
                { "name": "Just a name", "id": 2, "coordinates": { "longitude": 0.5, "latitude": 51.5 }, "description": null }
            ]
            """
        let store = try LandmarkStore(data: Data(text.utf8), file: "landmarkData.json")
        #expect(store.landmarks.map(\.id) == [1001, 1, 2])
        #expect(store.landmark(at: 0).category.title == "Featured")
        #expect(store.landmark(at: 0).description.isEmpty)
        #expect(!store.landmark(at: 0).isFeatured && !store.landmark(at: 0).isFavorite)
        #expect(store.landmark(at: 1).park.isEmpty && store.landmark(at: 1).isFavorite)
        #expect(store.landmark(at: 2).category.title == "No category")
        #expect(store.landmark(at: 2).city.isEmpty && store.landmark(at: 2).imageName.isEmpty)
    }

    @Test func outOfRangeLatitudeIsRejected() throws {
        let text = "[" + Fixtures.record().replacingOccurrences(of: "34.011286", with: "1e300") + "]"
        let error = try loadError(text)
        #expect(error?.place == .record(1, field: "coordinates.latitude"))
    }

    @Test func topLevelObjectIsNotAList() throws {
        let error = try loadError("{\"landmarks\": []}")
        #expect(error?.place == .topLevel)
        #expect(error?.problem == "wrong type, expected an array of landmarks")
    }

    @Test func topLevelNullIsNotAList() throws {
        let error = try loadError("null")
        #expect(error?.place == .topLevel)
        #expect(error?.problem == "is null, expected an array of landmarks")
    }

    @Test func errorsNameTheFileAsTheUserTypedIt() throws {
        #expect(throws: DataFileError(file: "no-such-dir/x.json", place: .open, problem: "no such file")) {
            try LandmarkStore.load(from: URL(fileURLWithPath: "no-such-dir/x.json"))
        }
    }

    @Test func recordThatIsNotAnObjectIsNamed() throws {
        let error = try loadError("[" + Fixtures.record() + ", 42]")
        #expect(error?.place == .record(2, field: nil))
        #expect(error?.problem == "wrong type, expected an object")
    }

    @Test func duplicateIdsNameBothRecords() throws {
        let text = "[" + Fixtures.record(id: 7) + ",\n" + Fixtures.record(id: 8) + ",\n" + Fixtures.record(id: 7) + "]"
        let error = try loadError(text)
        #expect(error?.place == .record(3, field: "id"))
        #expect(error?.problem == "duplicate id 7 (also in record 1)")
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let error = try loadError(String(repeating: "[", count: 100_000))
        #expect(error != nil)
    }
}
