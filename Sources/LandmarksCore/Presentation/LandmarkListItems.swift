/// The items of the landmark list in order: the switch, the landmarks shown (section after section), then
/// the groups of the user's photos at no landmark.
///
/// A million landmarks are listed without a million items being made: an item is made when asked for.
package struct LandmarkListItems: RandomAccessCollection, Equatable, Sendable {
    /// Store indices of the landmarks shown, in order; in the category view a featured one is listed twice.
    package let landmarks: [Int]
    package let yourPhotoGroups: [YourPhotoGroup]

    package init(landmarks: [Int] = [], yourPhotoGroups: [YourPhotoGroup] = []) {
        self.landmarks = landmarks
        self.yourPhotoGroups = yourPhotoGroups
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { 1 + landmarks.count + yourPhotoGroups.count }

    package subscript(position: Int) -> LandmarkListItem {
        if position == 0 { return .favoritesOnlySwitch }
        let landmark = position - 1
        if landmark < landmarks.count { return .landmark(landmarks[landmark]) }
        return .yourPhotos(yourPhotoGroups[landmark - landmarks.count])
    }

    /// The position of the first landmark, when any is shown.
    package var firstLandmarkPosition: Int? {
        landmarks.isEmpty ? nil : 1
    }

    /// Which landmark of the list the item at `position` is, counting from 1 (a featured landmark is
    /// counted twice in the category view, as it is listed); nil when it is not a landmark.
    package func landmarkNumber(at position: Int) -> Int? {
        // The switch comes first, so the position counts the landmarks before it and this one.
        landmarks.indices.contains(position - 1) ? position : nil
    }

    /// The positions of `item`, in order: a featured landmark is listed twice in the category view.
    package func positions(of item: LandmarkListItem) -> [Int] {
        switch item {
        case .favoritesOnlySwitch:
            return [0]
        case .landmark(let storeIndex):
            var positions: [Int] = []
            landmarks.withUnsafeBufferPointer { landmarks in
                for (offset, index) in landmarks.enumerated() where index == storeIndex { positions.append(1 + offset) }
            }
            return positions
        case .yourPhotos(let group):
            return yourPhotoGroups.firstIndex(of: group).map { [1 + landmarks.count + $0] } ?? []
        }
    }
}
