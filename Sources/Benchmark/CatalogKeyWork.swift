/// A key the catalog section times in the list once the catalog has loaded, with its row's label.
enum CatalogKeyWork: CaseIterable {
    /// Down, from one landmark to the next.
    case navigation
    /// `l` just after `/`: the first letter of a search over the whole catalog.
    case searchFirstLetter
    /// `a` after `l`: a letter that narrows the search.
    case searchNextLetter
    /// `s`: the next sort order.
    case sort
    /// `c`: sections by category.
    case categoryView
    /// `F`: favorites only.
    case favoritesOnly

    /// What the report calls it.
    var label: String {
        switch self {
        case .navigation: "navigation key (Down): frame written"
        case .searchFirstLetter: "search, first letter (`/` then `l`): frame written"
        case .searchNextLetter: "search, next letter (`a`): frame written"
        case .sort: "sort (`s`): frame written"
        case .categoryView: "category view (`c`): frame written"
        case .favoritesOnly: "Favorites only (`F`): frame written"
        }
    }
}
