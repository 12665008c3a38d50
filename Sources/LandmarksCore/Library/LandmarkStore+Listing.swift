import Foundation

extension LandmarkStore {
    /// The indices to list: all landmarks or the favourites, those that match `search`, in `order`
    /// (file order lists the favourites in the user's order), names compared in `locale`'s way.
    package func indices(
        favoritesOnly: Bool, matching search: SearchQuery, in order: LandmarkOrder, locale: Locale? = nil
    ) -> [Int] {
        let indices = search.isEmpty ? indices(favoritesOnly: favoritesOnly) : indices(favoritesOnly: favoritesOnly, matching: search)
        return order.sorted(indices, in: self, locale: locale)
    }

    /// `shown` in sections: Featured (the featured landmarks, and those of a file's own `Featured`
    /// category, as the tutorial's 2019 file has) and then each category by title; each keeps
    /// `shown`'s order, and empty sections are left out.
    package func categorySections(of shown: [Int]) -> [(title: String, indices: [Int])] {
        let titles = categoryTitles
        let featured = titles.firstIndex(of: Landmark.Category.featured.title)
        var byCategory = [[Int]](repeating: [], count: titles.count)
        var featuredSection: [Int] = []
        for index in shown {
            let category = categoryNumbers[index]
            if isFeatured(at: index) || category == featured { featuredSection.append(index) }
            if category != featured { byCategory[category].append(index) }
        }
        let sections = [(Landmark.Category.featured.title, featuredSection)]
            + titles.indices.sorted { titles[$0] < titles[$1] }.map { (titles[$0], byCategory[$0]) }
        return sections.filter { !$0.1.isEmpty }
    }
}
