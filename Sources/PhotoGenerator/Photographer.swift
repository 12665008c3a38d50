/// A fictional photographer credited on the bundled photos; every name is invented.
struct Photographer {
    let username: String
    let firstName: String
    let lastName: String

    /// The people photos are credited to; two names need more than ASCII, as real catalogs do.
    static let pool: [Photographer] = [
        Photographer(username: "mriverstone", firstName: "Maya", lastName: "Riverstone"),
        Photographer(username: "zoe.fernwhistle", firstName: "Zoë", lastName: "Fernwhistle"),
        Photographer(username: "jcardoverde", firstName: "José", lastName: "Cardoverde"),
        Photographer(username: "priya_tallgrass", firstName: "Priya", lastName: "Tallgrass"),
        Photographer(username: "obrightwater", firstName: "Oskar", lastName: "Brightwater"),
        Photographer(username: "kenji.ashdown", firstName: "Kenji", lastName: "Ashdown"),
    ]
}
