import Foundation
import LandmarksCore
import TerminalKit

/// Wires the library, presenters and pages together: the list at the bottom of the stack, a landmark
/// and a photo pushed over it. Each view holds its presenter; presenters hold their views weakly.
package final class LandmarksApp {
    package let library: LandmarkLibrary
    package let navigator = Navigator<Intent>()

    /// - Parameter collation: how names compare when sorted; nil for a simple Unicode comparison.
    package init(library: LandmarkLibrary, collation: Locale?) {
        self.library = library
        let presenter = LandmarkListPresenter(library: library, collation: collation)
        let view = LandmarkListView(presenter: presenter) { [unowned self] storeIndex in
            showDetail(forLandmarkAt: storeIndex)
        }
        presenter.output = view
        navigator.push(view)
        presenter.viewDidLoad()
    }

    private func showDetail(forLandmarkAt storeIndex: Int) {
        let presenter = LandmarkDetailPresenter(library: library, storeIndex: storeIndex)
        let view = LandmarkDetailView(
            presenter: presenter,
            onShowPhoto: { [unowned self] photoIndex in showPhoto(at: photoIndex) },
            onClose: { [unowned self] in navigator.pop() })
        presenter.output = view
        navigator.push(view)
        presenter.viewDidLoad()
    }

    private func showPhoto(at photoIndex: Int) {
        let presenter = PhotoDetailPresenter(library: library, photoIndex: photoIndex)
        let view = PhotoDetailView(presenter: presenter) { [unowned self] in navigator.pop() }
        presenter.output = view
        navigator.push(view)
        presenter.viewDidLoad()
    }
}
