/// Room for `FuzzyMatch`'s score matrix and the text's units, kept from one text to the next so that
/// scoring a million texts allocates nothing each time; one per thread.
final class FuzzyMatchScratch {
    private(set) var scores = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private(set) var runs = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private(set) var bonuses = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private(set) var firsts = UnsafeMutablePointer<Int>.allocate(capacity: 0)
    /// A text that is not ASCII, as Unicode scalars.
    private(set) var units = UnsafeMutablePointer<UInt32>.allocate(capacity: 0)
    private var cellCapacity = 0
    private var firstCapacity = 0
    private var unitCapacity = 0

    init() {}

    deinit {
        for pointer in [scores, runs, bonuses] { pointer.deallocate() }
        firsts.deallocate()
        units.deallocate()
    }

    /// Makes room for `count` cells (and as many columns).
    func reserve(cells count: Int) {
        guard count > cellCapacity else { return }
        let capacity = max(count, cellCapacity * 2, 256)
        for pointer in [scores, runs, bonuses] { pointer.deallocate() }
        scores = .allocate(capacity: capacity)
        runs = .allocate(capacity: capacity)
        bonuses = .allocate(capacity: capacity)
        cellCapacity = capacity
    }

    /// Makes room for a pattern of `count` units.
    func reserve(firsts count: Int) {
        guard count > firstCapacity else { return }
        firsts.deallocate()
        firstCapacity = max(count, firstCapacity * 2, 32)
        firsts = .allocate(capacity: firstCapacity)
    }

    /// The scalars of valid UTF-8 `bytes`, in `units`.
    func scalars(of bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt32> {
        if bytes.count > unitCapacity {
            units.deallocate()
            unitCapacity = max(bytes.count, unitCapacity * 2, 256)
            units = .allocate(capacity: unitCapacity)
        }
        var count = 0
        var position = 0
        while position < bytes.count {
            let lead = bytes[position]
            guard lead >= 0x80 else {
                units[count] = UInt32(lead)
                count += 1
                position += 1
                continue
            }
            let length = min(lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4, bytes.count - position)
            var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<max(length, 1) { value = value << 6 | UInt32(bytes[position + offset] & 0x3F) }
            units[count] = value
            count += 1
            position += max(length, 1)
        }
        return UnsafeBufferPointer(start: units, count: count)
    }
}
