import CellKit
import Foundation
import GtkSupport

/// A device-sized root view that shows one view controller the way an iOS snapshot harness shows it:
/// the root has the device's size in points, its screen (which decides 16- or 20-point margins) and
/// the safe area of the device's status bar and home indicator. Rendered at 1x, so one pixel of the
/// image is one point.
@MainActor
struct ReferenceScreen {
    /// The root view, sized like the device.
    let root: UIView
    /// The controller whose view fills the root.
    let controller: UIViewController

    /// Shows `controller` on a `width` × `height` point screen whose safe area leaves out `safeTop`
    /// and `safeBottom` points; `screenWidth` is the simulator's screen width when the snapshot was
    /// taken at a smaller size than the screen (a 375-point view on a 390-point phone) and `scale` the
    /// device's pixels per point (the rendering itself stays at 1x).
    init(_ controller: UIViewController, width: CGFloat, height: CGFloat, safeTop: CGFloat, safeBottom: CGFloat = 0,
         screenWidth: CGFloat? = nil, scale: CGFloat = 3, style: UIUserInterfaceStyle = .light,
         contentSize: UIContentSizeCategory? = nil) {
        self.controller = controller
        root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.hostScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: screenWidth ?? width, height: height), scale: scale)
        root.hostSafeAreaInsets = UIEdgeInsets(top: safeTop, left: 0, bottom: safeBottom, right: 0)
        root.traitOverrides.displayScale = 1
        root.traitOverrides.userInterfaceStyle = style
        if let contentSize { root.traitOverrides.preferredContentSizeCategory = contentSize }
        controller.view.frame = root.bounds
        root.addSubview(controller.view)
        controller.beginAppearanceTransition(true, animated: false)
        root.layoutIfNeeded()
        controller.endAppearanceTransition()
        root.layoutIfNeeded()
    }

    /// The screen rendered at one pixel per point.
    func image() throws -> PixelImage { try ViewSnapshot.image(of: root) }

    /// `view`'s frame in the screen's coordinates.
    func frame(of view: UIView) -> CGRect { view.convert(view.bounds, to: root) }
}
