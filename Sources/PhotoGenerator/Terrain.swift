import LandmarksCore
import ToolSupport

/// The land colours of one landmark, shared by all its photos so they look like the same place.
struct Terrain {
    var grass: RGBColor
    var forest: RGBColor
    var rockLit: RGBColor
    var rockShadow: RGBColor
    var shore: RGBColor
    var water: RGBColor
    /// Whether high peaks carry snow; desert granite does not.
    var hasSnow: Bool

    static let meadow = Terrain(
        grass: RGBColor(104, 164, 72), forest: RGBColor(38, 96, 56), rockLit: RGBColor(138, 132, 140),
        rockShadow: RGBColor(82, 78, 100), shore: RGBColor(198, 184, 140), water: RGBColor(46, 112, 150),
        hasSnow: true)
    static let autumn = Terrain(
        grass: RGBColor(182, 152, 72), forest: RGBColor(150, 78, 40), rockLit: RGBColor(150, 136, 128),
        rockShadow: RGBColor(92, 80, 92), shore: RGBColor(204, 180, 130), water: RGBColor(44, 100, 132),
        hasSnow: true)
    static let boreal = Terrain(
        grass: RGBColor(84, 132, 84), forest: RGBColor(28, 72, 52), rockLit: RGBColor(120, 122, 134),
        rockShadow: RGBColor(68, 72, 94), shore: RGBColor(168, 160, 136), water: RGBColor(38, 92, 122),
        hasSnow: true)
    static let tundra = Terrain(
        grass: RGBColor(146, 150, 88), forest: RGBColor(52, 84, 56), rockLit: RGBColor(128, 120, 126),
        rockShadow: RGBColor(74, 70, 90), shore: RGBColor(176, 164, 132), water: RGBColor(44, 96, 128),
        hasSnow: true)
    static let desert = Terrain(
        grass: RGBColor(210, 174, 122), forest: RGBColor(112, 128, 78), rockLit: RGBColor(200, 146, 100),
        rockShadow: RGBColor(128, 84, 74), shore: RGBColor(226, 200, 150), water: RGBColor(64, 128, 156),
        hasSnow: false)

    /// The terrain for a landmark: chosen by its latitude and state, varied by its id.
    static func of(_ landmark: Landmark) -> Terrain {
        var random = SplitMix64(UInt64(bitPattern: Int64(landmark.id)), 0x7E44, base: .photos)
        // Joshua Tree is desert; the far north is boreal forest or tundra; the rest is temperate.
        if landmark.state == "California" { return .desert }
        if landmark.coordinates.latitude > 55 { return random.pick([.boreal, .tundra, .boreal]) }
        return random.pick([.meadow, .autumn, .boreal])
    }
}
