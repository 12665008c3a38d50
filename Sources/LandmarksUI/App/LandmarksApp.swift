import Foundation
import LandmarksCore
import TerminalKit

/// Wires the library, presenters and pages together: the list at the bottom of the stack, a landmark
/// and a photo pushed over it. Each view holds its presenter; presenters hold their views weakly.
package final class LandmarksApp {
    package let library: LandmarkLibrary
    package let navigator = Navigator<Intent>()
    package let pictures: PictureDrawing
    /// What `o` opens a photo's file with.
    package let photoOpener: PhotoOpener

    /// - Parameters:
    ///   - collation: how names compare when sorted; nil for a simple Unicode comparison.
    ///   - pictures: how pictures are drawn on this terminal, and by whom.
    ///   - photoOpener: the user's picture viewer, if any.
    package init(
        library: LandmarkLibrary, collation: Locale?, pictures: PictureDrawing,
        photoOpener: PhotoOpener = PhotoOpener(viewer: .none)
    ) {
        self.library = library
        self.pictures = pictures
        self.photoOpener = photoOpener
        let presenter = LandmarkListPresenter(library: library, collation: collation)
        let view = LandmarkListView(presenter: presenter, pictures: pictures) { [unowned self] storeIndex in
            showDetail(forLandmarkAt: storeIndex)
        }
        presenter.output = view
        navigator.push(view)
        presenter.viewDidLoad()
    }

    private func showDetail(forLandmarkAt storeIndex: Int) {
        let presenter = LandmarkDetailPresenter(library: library, storeIndex: storeIndex)
        let view = LandmarkDetailView(
            presenter: presenter, pictures: pictures,
            onShowPhoto: { [unowned self, unowned presenter] photoIndex in
                showPhoto(at: photoIndex) { presenter.photoScreenClosed(showing: $0) }
            },
            onClose: { [unowned self] in navigator.pop() })
        presenter.output = view
        navigator.push(view)
        presenter.viewDidLoad()
    }

    /// Opens the photo at `photoIndex`; `onClose` learns which photo was shown last.
    private func showPhoto(at photoIndex: Int, onClose: @escaping (Int) -> Void) {
        let presenter = PhotoDetailPresenter(library: library, photoIndex: photoIndex)
        let view = PhotoDetailView(presenter: presenter, pictures: pictures) { [unowned self] shownIndex in
            navigator.pop()
            onClose(shownIndex)
        }
        presenter.output = view
        navigator.push(view)
        presenter.viewDidLoad()
    }
}
