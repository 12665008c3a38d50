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
}
