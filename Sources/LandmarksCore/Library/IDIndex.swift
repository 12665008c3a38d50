/// Finds a record's position by its id: by halving while the ids come in increasing order, as files
/// usually list them (a million ids then take 8 MB), through a hash table from the first that does not.
package struct IDIndex: Sendable {
    /// Every id, in the order added.
    package private(set) var ids: [Int] = []
    /// Each id's position, once the ids stopped increasing.
    private var positionByID: PositionTable?

    package init() {}

    package init(_ ids: some Sequence<Int>) {
        for id in ids { _ = insert(id) }
    }

    /// Adds the next record's id, unless an earlier record has it: then returns that record's position.
    package mutating func insert(_ id: Int) -> Int? {
        if positionByID == nil {
            if ids.last.map({ $0 < id }) ?? true {
                ids.append(id)
                return nil
            }
            var positions = PositionTable(capacity: ids.count + 1)
            for (position, id) in ids.enumerated() { _ = positions.insert(id, at: position) }
            positionByID = positions
        }
        if let first = positionByID?.insert(id, at: ids.count) { return first }
        ids.append(id)
        return nil
    }

    /// The position of the record with this id, if there is one.
    package func position(of id: Int) -> Int? {
        if let positionByID { return positionByID.position(of: id) }
        // Ids that go up one at a time (as most files number them) are found at once.
        if let first = ids.first, id >= first, id - first < ids.count, ids[id - first] == id { return id - first }
        var (low, high) = (0, ids.count)
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == id ? low : nil
    }

    package func contains(_ id: Int) -> Bool { position(of: id) != nil }

    /// Makes room for `count` ids in all.
    mutating func reserveCapacity(_ count: Int) {
        ids.reserveCapacity(count)
    }
}

extension IDIndex: ExpressibleByArrayLiteral {
    package init(arrayLiteral ids: Int...) {
        self.init(ids)
    }
}
