import LandmarksCore

/// The scene painted for a landmark: its category's landscape, mountains for any other category.
enum Scenery {
    case lake
    case river
    case mountain

    init(_ category: Landmark.Category) {
        switch category {
        case .lakes: self = .lake
        case .rivers: self = .river
        default: self = .mountain
        }
    }
}
