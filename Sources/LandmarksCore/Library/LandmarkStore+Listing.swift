import Foundation

extension LandmarkStore {
    /// The indices to list: all landmarks or the favourites, those that match `search`, in `order`
    /// (file order lists the favourites in the user's order), names compared in `locale`'s way; a
    /// fuzzy search's best matches first, equal ones in that order.
    package func indices(
        favoritesOnly: Bool, matching search: SearchQuery, in order: LandmarkOrder, locale: Locale? = nil
    ) -> [Int] {
        let indices = search.isEmpty ? indices(favoritesOnly: favoritesOnly) : indices(favoritesOnly: favoritesOnly, matching: search)
        let ordered = order.sorted(indices, in: self, locale: locale)
        return search.isRanked ? bestFirst(ordered) : ordered
    }

    /// `shown` in sections: Featured (the featured landmarks, and those of a file's own `Featured`
    /// category, as the tutorial's 2019 file has) and then each category by title, in `locale`'s
    /// collation (titles it finds the same, as `Lakes` and `lakes`, share the first one's section);
    /// each keeps `shown`'s order, and empty sections are left out.
    ///
    /// - Returns: the sections' landmarks one after the other (a featured one twice), and each
    ///   section's title and count: counted first, then placed, so that nothing is copied as it grows.
    package func categorySections(
        of shown: [Int], locale: Locale? = nil
    ) -> (indices: [Int], sections: [(title: String, count: Int)]) {
        let titles = categoryTitles
        // No section number is -1: a landmark of a file's own Featured category goes to Featured only.
        let featured = titles.firstIndex(of: Landmark.Category.featured.title) ?? -1
        let collation = Collation(locale: locale)
        let keys = titles.map(collation.key(of:))
        let byTitle = titles.indices.filter { $0 != featured }.sorted {
            keys[$0] == keys[$1] ? $0 < $1 : keys[$0].lexicographicallyPrecedes(keys[$1])
        }
        // Each category's section after Featured's; the first category of each section names it.
        var sectionTitles: [String] = []
        var sectionOfCategory = [Int](repeating: -1, count: titles.count)
        for (position, category) in byTitle.enumerated() {
            if position == 0 || keys[byTitle[position - 1]] != keys[category] { sectionTitles.append(titles[category]) }
            sectionOfCategory[category] = sectionTitles.count - 1
        }
        var counts = [Int](repeating: 0, count: sectionTitles.count)
        var next = [Int](repeating: 0, count: sectionTitles.count)
        var featuredCount = 0
        var indices: [Int] = []
        // A million landmarks are looked at twice: through buffers, without a check at every step.
        categoryNumbers.withUnsafeBufferPointer { categories in
            featuredBits.withUnsafeBufferPointer { bits in
                shown.withUnsafeBufferPointer { shown in
                    for index in shown {
                        let category = Int(categories[index])
                        if category == featured || bits[index] & 1 != 0 { featuredCount += 1 }
                        if category != featured { counts[sectionOfCategory[category]] += 1 }
                    }
                    var total = featuredCount
                    for section in counts.indices {
                        next[section] = total
                        total += counts[section]
                    }
                    indices = [Int](unsafeUninitializedCapacity: total) { buffer, count in
                        var nextFeatured = 0
                        next.withUnsafeMutableBufferPointer { next in
                            for index in shown {
                                let category = Int(categories[index])
                                if category == featured || bits[index] & 1 != 0 {
                                    buffer[nextFeatured] = index
                                    nextFeatured += 1
                                }
                                if category != featured {
                                    let section = sectionOfCategory[category]
                                    buffer[next[section]] = index
                                    next[section] += 1
                                }
                            }
                        }
                        count = total
                    }
                }
            }
        }
        let sections = [(Landmark.Category.featured.title, featuredCount)] + zip(sectionTitles, counts).map { ($0, $1) }
        return (indices, sections.filter { $0.1 > 0 })
    }
}
