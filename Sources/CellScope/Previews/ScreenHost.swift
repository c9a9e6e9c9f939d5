import CellKit
import Foundation

/// Shows a screen demo's view controller the way a window does, and finds the list the viewer
/// inspects in it.
@preconcurrency @MainActor
enum ScreenHost {
    /// Puts the controller's view in `root`, filling it and following its size, and makes the
    /// controller appear (`viewWillAppear`, layout, `viewDidAppear`), as a window's root controller does.
    static func mount(_ controller: UIViewController, in root: UIView) {
        controller.beginAppearanceTransition(true, animated: false)
        let view = controller.view!
        view.frame = root.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(view)
        root.layoutIfNeeded()
        controller.endAppearanceTransition()
    }

    /// The screen's list: the first visible collection view in the view tree, depth first (a
    /// table's rows are a collection view inside it).
    static func primaryList(in view: UIView) -> UICollectionView? {
        if view.isHidden { return nil }
        if let list = view as? UICollectionView { return list }
        for subview in view.subviews {
            if let list = primaryList(in: subview) { return list }
        }
        return nil
    }
}
