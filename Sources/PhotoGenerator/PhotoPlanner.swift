import Foundation
import LandmarksCore
import ToolSupport

/// One photo to make: its catalog entry and what to paint.
struct PhotoPlan {
    let id: Int
    let landmarkId: Int
    let title: String
    let author: Photographer
    /// ISO 8601 local time with seconds and the landmark's UTC offset, e.g. `2023-05-14T06:12:00-07:00`.
    let takenAt: String
    let rating: Int
    /// The picture's path relative to the data folder.
    let file: String
    let format: PhotoFormat
    let width: Int
    let height: Int
    let category: Landmark.Category
    let timeOfDay: TimeOfDay
    let terrain: Terrain
    let paintSeed: UInt64
}

/// Decides how many photos each landmark gets and everything about them except the pixels.
enum PhotoPlanner {
    /// The photos of every landmark, in landmark order, with ids counted from 1.
    static func plans(for landmarks: [Landmark]) -> [PhotoPlan] {
        var plans: [PhotoPlan] = []
        for landmark in landmarks {
            // Seeded by the landmark id, not its position, so adding a landmark leaves the others' photos alone.
            let landmarkSeed = UInt64(bitPattern: Int64(landmark.id))
            var random = SplitMix64(landmarkSeed, 0x9147, base: .photos)
            let count = random.int(in: 2...4)
            let times = random.shuffled(TimeOfDay.allCases)
            var years = Array(random.shuffled(Array(2019...2025)).prefix(count))
            // The app lists photos newest first. File order must differ from that for the tests to
            // notice a missing sort, and distinct years mean no ties.
            if years == years.sorted(by: >) {
                years.swapAt(0, 1)
            }
            let terrain = Terrain.of(landmark)
            for number in 1...count {
                let timeOfDay = times[number - 1]
                let isPortrait = random.chance(0.25)
                let pattern = random.pick(timeOfDay.titlePatterns)
                let id = plans.count + 1
                // Every third photo is a big JPEG, without a draw from `random`: the catalog stays as it was.
                let format: PhotoFormat = id % 3 == 0 ? .jpeg : .png
                let size = format.landscapeSize
                plans.append(
                    PhotoPlan(
                        id: id,
                        landmarkId: landmark.id,
                        title: pattern.replacingOccurrences(of: "%@", with: landmark.name),
                        author: random.pick(Photographer.pool),
                        takenAt: timestamp(year: years[number - 1], timeOfDay: timeOfDay, at: landmark, using: &random),
                        rating: random.int(in: 0...5),
                        file: "photos/\(landmark.id)-\(number).\(format.fileExtension)",
                        format: format,
                        width: isPortrait ? size.height : size.width,
                        height: isPortrait ? size.width : size.height,
                        category: landmark.category,
                        timeOfDay: timeOfDay,
                        terrain: terrain,
                        paintSeed: paintSeed(landmarkSeed: landmarkSeed, number: number)))
            }
        }
        return plans
    }

    /// The painter's seed for photo `number` of a landmark, independent of the catalog's choices.
    private static func paintSeed(landmarkSeed: UInt64, number: Int) -> UInt64 {
        var random = SplitMix64(landmarkSeed, UInt64(number), 0x9A1D, base: .photos)
        return random.next()
    }

    /// A local time in `year` whose clock time fits the light, with the offset in force there that day.
    private static func timestamp(
        year: Int, timeOfDay: TimeOfDay, at landmark: Landmark, using random: inout SplitMix64
    ) -> String {
        // Far-north summer nights are never dark, so starry photos there are from the dark months.
        let months = timeOfDay == .night && landmark.coordinates.latitude > 50 ? [1, 2, 10, 12] : Array(4...10)
        let month = random.pick(months)
        let day = random.int(in: 1...28)
        let minutes = random.int(in: timeOfDay.minutesAfterMidnight)
        let second = random.int(in: 0...59)
        // US daylight saving runs from mid-March to early November; no month chosen here straddles it.
        let offset = standardOffsetHours(of: landmark) + ((4...10).contains(month) ? 1 : 0)
        let sign = offset < 0 ? "-" : "+"
        return "\(year)-\(twoDigits(month))-\(twoDigits(day))T\(twoDigits(minutes / 60)):\(twoDigits(minutes % 60))"
            + ":\(twoDigits(second))\(sign)\(twoDigits(abs(offset))):00"
    }

    /// Standard (winter) UTC offset in hours: the state's time zone, else estimated from the longitude.
    private static func standardOffsetHours(of landmark: Landmark) -> Int {
        switch landmark.state {
        case "Alaska": -9
        case "California", "Washington", "Oregon", "Nevada": -8
        case "Montana", "Wyoming", "Colorado", "Utah", "New Mexico": -7
        case "Virginia", "New Hampshire", "Maine", "Vermont", "New York", "Massachusetts": -5
        default: Int((landmark.coordinates.longitude / 15).rounded())
        }
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
