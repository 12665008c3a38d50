import Foundation

extension LandmarkStore {
    /// The indices to list: all landmarks or the favourites, those that match `search`, in `order`
    /// (file order lists the favourites in the user's order), names compared in `locale`'s way.
    package func indices(
        favoritesOnly: Bool, matching search: SearchQuery, in order: LandmarkOrder, locale: Locale? = nil
    ) -> [Int] {
        var indices = indices(favoritesOnly: favoritesOnly)
        if !search.isEmpty { indices = indices.filter { search.matches(foldedFields: searchFields(at: $0)) } }
        return order.sorted(indices, in: self, locale: locale)
    }
}
