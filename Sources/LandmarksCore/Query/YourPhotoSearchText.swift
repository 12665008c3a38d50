/// The searchable text of the groups of your photos at no landmark, folded once: a town's name,
/// region and country, and each photo's file name and camera; a search lists the groups that hold
/// all its words (`/kyoto`, `/iphone`, `/kyoto iphone`).
struct YourPhotoSearchText {
    /// The groups, in the list's order, and each one's folded fields, each closed by a zero byte.
    let groups: [YourPhotoGroup]
    private let texts: [[UInt8]]

    init(groups: [YourPhotoGroup], catalog: PhotoCatalog) {
        self.groups = groups
        let yours = catalog.yours
        texts = groups.map { group in
            var text: [UInt8] = []
            func append(_ field: String?) {
                guard let field else { return }
                TextFolding.appendFolded(field, to: &text)
                text.append(0)
            }
            if case .town(let index) = group, let town = yours.towns[index] {
                append(town.name)
                append(town.region)
                append(town.country)
            }
            for position in group.photoGroup.map(yours.positions(in:)) ?? [] {
                append(yours.photos[position].path)
                append(yours.photos[position].metadata.camera)
            }
            return text
        }
    }

    /// The groups whose text holds every word of `query` (each within one field, as `query` finds
    /// words), in order.
    func matches(_ query: SearchQuery) -> [YourPhotoGroup] {
        let scratch = FuzzyMatchScratch()
        return zip(groups, texts).filter { _, text in
            text.withUnsafeBufferPointer { text in query.terms.allSatisfy { $0.isFound(inFieldsOf: text, scratch: scratch) } }
        }.map(\.0)
    }
}
