import LandmarksCore
import Testing

@Suite struct IDIndexTests {
    @Test func findsIncreasingIdsAndEveryIdOnceTheyStopIncreasing() {
        var index = IDIndex([3, 8, 20])
        #expect(index.position(of: 8) == 1)
        #expect(index.position(of: 20) == 2)
        #expect(index.position(of: 5) == nil)
        #expect(index.position(of: 21) == nil)
        #expect(index.insert(4) == nil)
        #expect([3, 8, 20, 4].map { index.position(of: $0) } == [0, 1, 2, 3])
        #expect(index.insert(30) == nil)
        #expect(index.position(of: 30) == 4)
        #expect(!index.contains(5))
        #expect(index.ids == [3, 8, 20, 4, 30])
    }

    @Test func namesTheEarlierRecordOfADuplicateWhetherIdsIncreaseOrNot() {
        var increasing = IDIndex([1, 2, 3])
        #expect(increasing.insert(2) == 1)
        #expect(increasing.ids == [1, 2, 3])
        var unordered = IDIndex([5, 1, 9])
        #expect(unordered.insert(5) == 0)
        #expect(unordered.insert(9) == 2)
        #expect(unordered.ids == [5, 1, 9])
    }

    @Test func hashedIdsAreFoundAsADictionaryFindsThemThroughEveryGrowth() {
        var generator = SystemRandomNumberGenerator()
        var index = IDIndex([7])
        var positions: [Int: Int] = [7: 0]
        // Ids as StablePlaceID makes them, ids that collide in the low bits, negative ones, and repeats.
        let ids = (0..<50_000).map { step -> Int in
            switch step % 4 {
            case 0: Int.random(in: 1..<(1 << 53), using: &generator)
            case 1: step << 32
            case 2: -step
            default: Int.random(in: 0..<1000, using: &generator)
            }
        }
        for id in ids {
            let earlier = index.insert(id)
            #expect(earlier == positions[id])
            if earlier == nil { positions[id] = positions.count }
        }
        #expect(index.ids.count == positions.count)
        #expect(positions.allSatisfy { index.position(of: $0.key) == $0.value })
        #expect(!index.contains(1 << 60))
    }
}
