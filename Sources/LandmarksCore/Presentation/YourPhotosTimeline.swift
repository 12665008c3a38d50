/// Your photos by date, oldest first, day by day with where each was taken: a trip read as a
/// timeline (`y` in the list; `photos --photos DIR --by-date` for scripts).
package struct YourPhotosTimeline: Equatable, Sendable {
    /// One day's photos, under a heading that names the day and the places of that day.
    package struct Day: Equatable, Sendable {
        /// E.g. `Tue, 14 May 2024 · Kyoto, Tokyo · 12 photos`; `Undated · 3 photos` for those without a date.
        package let title: String
        package let photos: [Entry]
    }

    /// One photo: when (the clock time at the place), its file's name, where and with what.
    package struct Entry: Equatable, Sendable {
        package let key: PhotoKey
        package let time: String
        package let title: String
        /// The landmark it is at, else its town (`Kyoto, Japan`), else `Elsewhere`; empty without a place.
        package let place: String
        package let camera: String
    }

    package let days: [Day]

    /// How many places a day's heading names before `+2 more`.
    static let placesInHeading = 3

    /// The timeline of the user's photos in `library`, days and times written by `dates`.
    package init(library: LandmarkLibrary, dates: DateText) {
        let yours = library.photos.yours
        let store = library.landmarks
        var days: [(day: String, entries: [Entry], places: [String])] = []
        for position in yours.positionsByDate {
            let photo = yours.photos[position]
            let place: String =
                switch photo.place {
                case .landmark(let id, _): store.index(ofID: id).map { store[withoutDescription: $0].shownName } ?? ""
                case .elsewhere: photo.town.flatMap { yours.towns[Int($0.index)]?.fullName } ?? "Elsewhere"
                case .noLocation: ""
                }
            let entry = Entry(
                key: .yours(position), time: photo.metadata.taken.map(dates.time) ?? "", title: photo.title, place: place,
                camera: photo.metadata.camera ?? "")
            let day = photo.metadata.taken.map(dates.weekdayAndDay) ?? "Undated"
            if days.last?.day != day { days.append((day, [], [])) }
            days[days.count - 1].entries.append(entry)
            // The heading names a landmark, or a town without its country.
            let short = photo.town.flatMap { photo.place == .elsewhere ? yours.towns[Int($0.index)]?.name : nil } ?? place
            if !short.isEmpty, !days[days.count - 1].places.contains(short) { days[days.count - 1].places.append(short) }
        }
        let counts = CountText(locale: nil)
        self.days = days.map { day in
            var places = day.places.prefix(Self.placesInHeading).joined(separator: ", ")
            if day.places.count > Self.placesInHeading { places += " +\(day.places.count - Self.placesInHeading) more" }
            let count = "\(counts.number(day.entries.count)) \(day.entries.count == 1 ? "photo" : "photos")"
            return Day(title: ([day.day] + (places.isEmpty ? [] : [places]) + [count]).joined(separator: " · "), photos: day.entries)
        }
    }

    /// Every photo's key, in the timeline's order: what `n`/`N` step through from it.
    package var keys: [PhotoKey] { days.flatMap { $0.photos.map(\.key) } }
}
