/// The user's changes to favourites and ratings that can be taken back (`u`) and made again (Ctrl-R).
struct EditHistory {
    /// A change and the one that takes it back, both applied as any change is, and saved like it.
    struct Edit: Equatable {
        let change: StateChange
        let reverse: StateChange
        /// What it did, in words: `Icy Bay marked favorite`, `rating of “Evening glow”: 3 → 4 stars`.
        let summary: String
        /// The landmark it changed, which the list selects when the edit is undone or redone; nil for a rating.
        var landmarkID: Int? = nil
    }

    /// How many steps back can be taken.
    static let depth = 100

    private var undoable: [Edit] = []
    private var redoable: [Edit] = []
    /// How many edits were recorded, ever: a change in it says that a key made one.
    private(set) var recordedCount = 0
    /// The last edit recorded.
    var last: Edit? { undoable.last }

    /// Remembers a new edit; what was undone can no longer be redone.
    mutating func record(_ edit: Edit) {
        recordedCount += 1
        undoable.append(edit)
        if undoable.count > Self.depth { undoable.removeFirst() }
        redoable = []
    }

    /// The change that takes the last edit back, with the edit; nil when there is none.
    mutating func undo() -> (change: StateChange, edit: Edit)? {
        guard let edit = undoable.popLast() else { return nil }
        redoable.append(edit)
        return (edit.reverse, edit)
    }

    /// The change that makes the last undone edit again, with the edit; nil when there is none.
    mutating func redo() -> (change: StateChange, edit: Edit)? {
        guard let edit = redoable.popLast() else { return nil }
        undoable.append(edit)
        return (edit.change, edit)
    }
}
