import CJSONRecords

/// The keys a JSON reader wants of each record, each with its slot among the values handed over and
/// its path for messages (`coordinates.latitude`); made once and shared, as it never changes after.
package final class JSONKeys: @unchecked Sendable {
    // @unchecked: `keys` is only written while the keys are added, before the set is shared.

    /// A key of the set: its slot, and its dotted path from the record.
    package struct Key: Sendable {
        package let slot: Int
        package let path: String
    }

    let keys: OpaquePointer
    /// How many keys there are, nested ones too.
    private(set) var count = 0

    package init() {
        // jr_keys_create fails only without memory, like any allocation.
        keys = jr_keys_create()!
    }

    deinit {
        jr_keys_destroy(keys)
    }

    /// Adds `name`, a key of the record or of `parent` (a key holding an object).
    package func add(_ name: String, in parent: Key? = nil) -> Key {
        var name = name
        let slot = name.withUTF8 { jr_keys_add(keys, Int32(parent?.slot ?? -1), $0.baseAddress, $0.count) }
        count += 1
        return Key(slot: Int(slot), path: parent.map { "\($0.path).\(name)" } ?? name)
    }
}
