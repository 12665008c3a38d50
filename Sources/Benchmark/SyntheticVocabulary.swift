/// The words synthetic landmarks are made of. Changing any list changes the catalogs: bump
/// `SyntheticCatalog.formatVersion` with it.
enum SyntheticVocabulary {
    /// The app's three categories.
    static let categories = ["Lakes", "Rivers", "Mountains"]

    /// The last word of a name, by category.
    static let features: [String: [String]] = [
        "Lakes": ["Lake", "Pond", "Reservoir", "Lagoon", "Tarn", "Springs", "Bay", "Basin"],
        "Rivers": ["River", "Creek", "Falls", "Rapids", "Canyon", "Gorge", "Run", "Fork"],
        "Mountains": ["Peak", "Mountain", "Ridge", "Butte", "Dome", "Summit", "Mesa", "Rock"],
    ]

    static let nameStarts = [
        "Silver", "Eagle", "Crystal", "Bear", "Cedar", "Granite", "Hidden", "Lone", "Misty", "Red",
        "Thunder", "Willow", "Aspen", "Black", "Blue", "Copper", "Echo", "Falcon", "Golden", "Iron",
        "Juniper", "Maple", "Moose", "North", "Otter", "Pine", "Raven", "Sage", "Salmon", "Shadow",
        "Spruce", "Stony", "Sun", "Timber", "Turtle", "Twin", "White", "Wolf", "Elk", "Coyote",
    ]

    static let nameMiddles = ["Creek", "Hollow", "Valley", "Meadow", "Point", "Spring", "Canyon", "Ridge"]

    /// Names that are not ASCII: accents, a dotless i, Icelandic letters, macrons, wide CJK, and
    /// emoji (wide, one with a variation selector).
    static let nonASCIINames = [
        "Lac Léman", "Mývatn", "Þingvellir", "Cañón del Sumidero", "Ōhau", "Zürichsee", "Île d'Orléans",
        "Großglockner", "Ağrı Dağı", "Jökulsárlón", "Søndre Strømfjord", "Río Bravo", "Lago di Garda",
        "Mont Ventoux", "Škocjan Caves", "Kraków Valley", "富士山", "黄山", "설악산", "Ağlasun Gorge",
        "Rainbow Falls 🌈", "🐻 Bear Lake", "Sunrise Peak 🏔️",
    ]

    static let parkNames = [
        "Yellowstone", "Glacier", "Sequoia", "Olympic", "Cascade", "Sierra", "Shenandoah", "Ozark",
        "Redwood", "Big Bend", "Cumberland", "Badlands", "Great Basin", "Katmai", "Pinnacles", "Acadia",
    ]

    static let parkKinds = [
        "National Park", "State Park", "National Forest", "National Monument", "Wilderness Area",
        "National Preserve", "Recreation Area",
    ]

    static let cityStarts = ["Spring", "Green", "Fair", "Oak", "River", "Lake", "Maple", "Clear", "Ash", "Brook"]
    static let cityEnds = ["field", "ville", " Falls", "wood", " Harbor", "dale", "ton", " Crossing", "port"]

    static let states = [
        "Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware",
        "Florida", "Georgia", "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa", "Kansas", "Kentucky",
        "Louisiana", "Maine", "Maryland", "Massachusetts", "Michigan", "Minnesota", "Mississippi",
        "Missouri", "Montana", "Nebraska", "Nevada", "New Hampshire", "New Jersey", "New Mexico",
        "New York", "North Carolina", "North Dakota", "Ohio", "Oklahoma", "Oregon", "Pennsylvania",
        "Rhode Island", "South Carolina", "South Dakota", "Tennessee", "Texas", "Utah", "Vermont",
        "Virginia", "Washington", "West Virginia", "Wisconsin", "Wyoming",
    ]

    static let rocks = ["granite", "basalt", "sandstone", "limestone", "quartzite", "gneiss", "shale"]
    static let animals = ["black bears", "elk", "bald eagles", "mountain goats", "river otters", "moose"]
    static let seasons = ["spring", "summer", "autumn", "winter"]

    /// The first words of a photo's title.
    static let photoTitles = [
        "First light", "Evening glow", "Night sky", "Morning mist", "Autumn colours", "After the storm",
        "Blue hour", "Winter quiet", "Golden hour", "Fog lifting", "Stars above", "Midday haze",
    ]

    /// Photographers: a username, a first and a last name (some not ASCII, one written in CJK).
    static let photographers: [(username: String, firstName: String, lastName: String)] = [
        ("mriverstone", "Maya", "Riverstone"), ("priya_tallgrass", "Priya", "Tallgrass"),
        ("zoe.fernwhistle", "Zoë", "Fernwhistle"), ("yamamoto.k", "健二", "山本"),
        ("ines_lago", "Inês", "Lago"), ("bjorn.fjell", "Bjørn", "Fjell"), ("sam_okafor", "Sam", "Okafor"),
        ("ana.núñez", "Ana", "Núñez"),
    ]

    /// UTC offsets of the places photos are taken in, as ISO 8601 writes them.
    static let utcOffsets = ["-07:00", "-08:00", "-06:00", "-05:00", "-10:00", "-09:00", "Z"]

    /// A part of a sentence template: fixed text, or a word filled in per landmark.
    enum TemplatePiece {
        case text(String)
        case name, park, state, rock, animal, season
    }

    /// Sentences about a landmark, e.g. "In {season}, {animal} feed along {name}." as pieces.
    static let sentenceTemplates: [[TemplatePiece]] = [
        [.name, .text(" lies in "), .park, .text(", below cliffs of "), .rock, .text(".")],
        [.text("In "), .season, .text(", "), .animal, .text(" feed along "), .name, .text(".")],
        [.text("A trail climbs to "), .name, .text(" through old forest.")],
        [.text("The "), .rock, .text(" of "), .name, .text(" is millions of years old.")],
        [.text("Rangers ask visitors to keep away from the "), .animal, .text(".")],
        [.text("Surveyors named "), .name, .text(" on their way across "), .state, .text(".")],
        [.text("Snowmelt keeps "), .name, .text(" cold all "), .season, .text(".")],
        [.text("It is one of the busiest spots of "), .park, .text(".")],
    ]
}
