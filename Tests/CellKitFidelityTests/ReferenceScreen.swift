import CellKit
import Foundation
import GtkSupport

/// A device-sized root view that shows one view controller the way an iOS snapshot harness shows it:
/// the root has the device's size in points, its screen (which decides 16- or 20-point margins) and
/// the safe area of the device's status bar and home indicator. Rendered at 1x (one pixel of the image is
/// one point) unless `renderedAtDeviceScale` asks for the device's pixels, as the reference was taken.
@MainActor
struct ReferenceScreen {
    /// The root view, sized like the device.
    let root: UIView
    /// The controller whose view fills the root.
    let controller: UIViewController
    /// Pixels per point of ``image()``: 1, or the device's scale.
    let imageScale: CGFloat

    /// Shows `controller` on a `width` × `height` point screen whose safe area leaves out `safeTop`
    /// and `safeBottom` points; `screenWidth` is the simulator's screen width when the snapshot was
    /// taken at a smaller size than the screen (a 375-point view on a 390-point phone) and `scale` the
    /// device's pixels per point (the rendering stays at 1x unless `renderedAtDeviceScale`, which draws
    /// hairlines and text at `scale` pixels per point, as the device did).
    init(_ controller: UIViewController, width: CGFloat, height: CGFloat, safeTop: CGFloat, safeBottom: CGFloat = 0,
         screenWidth: CGFloat? = nil, scale: CGFloat = 3, style: UIUserInterfaceStyle = .light,
         contentSize: UIContentSizeCategory? = nil, renderedAtDeviceScale: Bool = false) {
        self.controller = controller
        imageScale = renderedAtDeviceScale ? scale : 1
        root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.host.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: screenWidth ?? width, height: height), scale: scale)
        root.host.safeAreaInsets = UIEdgeInsets(top: safeTop, left: 0, bottom: safeBottom, right: 0)
        root.traitOverrides.displayScale = imageScale
        root.traitOverrides.userInterfaceStyle = style
        if let contentSize { root.traitOverrides.preferredContentSizeCategory = contentSize }
        controller.view.frame = root.bounds
        root.addSubview(controller.view)
        controller.beginAppearanceTransition(true, animated: false)
        root.layoutIfNeeded()
        controller.endAppearanceTransition()
        root.layoutIfNeeded()
    }

    /// The screen rendered at ``imageScale`` pixels per point.
    func image() throws -> PixelImage { try ViewSnapshot.image(of: root, scale: imageScale) }

    /// `view`'s frame in the screen's coordinates.
    func frame(of view: UIView) -> CGRect { view.convert(view.bounds, to: root) }
}
