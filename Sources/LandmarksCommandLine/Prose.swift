/// Small pieces of English for messages and help made from lists.
package enum Prose {
    /// The items as a sentence would list them, e.g. `file, name, state or category`.
    package static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }
}
