/// Positions by id, for ids that do not come in increasing order (hashed ids of GeoJSON, GPX, CSV):
/// open addressing with linear probing and a multiplicative hash, several times faster than a
/// `Dictionary<Int, Int>` (which hashes with SipHash), and no bigger (16 bytes a slot, up to ¾ used).
struct PositionTable: Sendable {
    /// An id and its position plus one (0: the slot is free), side by side so that a probe reads one cache line.
    private struct Slot {
        var id: Int
        var position: Int
    }

    private var slots: [Slot]
    private var count = 0
    /// 64 minus the number of bits that index a slot.
    private var shift: Int

    /// A table with room for `capacity` ids before it grows.
    init(capacity: Int) {
        var bits = 4
        while 3 << bits < capacity * 4 { bits += 1 }
        slots = Array(repeating: Slot(id: 0, position: 0), count: 1 << bits)
        shift = 64 - bits
    }

    private func slot(of id: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The position of `id`, if it was inserted.
    func position(of id: Int) -> Int? {
        var slot = slot(of: id)
        let mask = slots.count - 1
        while slots[slot].position != 0 {
            if slots[slot].id == id { return slots[slot].position - 1 }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Puts `id` at `position`, unless it is there already: then returns where it is.
    mutating func insert(_ id: Int, at position: Int) -> Int? {
        if (count + 1) * 4 > slots.count * 3 { grow() }
        var slot = slot(of: id)
        let mask = slots.count - 1
        while slots[slot].position != 0 {
            if slots[slot].id == id { return slots[slot].position - 1 }
            slot = (slot + 1) & mask
        }
        slots[slot] = Slot(id: id, position: position + 1)
        count += 1
        return nil
    }

    /// Doubles the slots and puts every id again.
    private mutating func grow() {
        var larger = PositionTable(capacity: slots.count * 3 / 2)
        for slot in slots where slot.position != 0 {
            _ = larger.insert(slot.id, at: slot.position - 1)
        }
        self = larger
    }
}
