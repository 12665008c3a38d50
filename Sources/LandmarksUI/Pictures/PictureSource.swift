import TerminalPictures

/// Where pages get their pictures while they draw a frame: the worker-backed loader, or in tests a
/// source that draws at once.
package protocol PictureSource: AnyObject {
    func beginFrame()
    func picture(for request: PictureRequest) -> PictureState
    func endFrame()
}

extension PictureLoader: PictureSource {}
