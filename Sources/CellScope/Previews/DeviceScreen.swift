import CellKit
import Foundation

/// Makes a root view a device screen: the screen's size in points, the screen itself (`host.screen`:
/// margins and display scale follow it), its safe area given to the root (as a window gets it from
/// its screen), and the chrome over it.
@preconcurrency @MainActor
enum DeviceScreen {
    /// Sizes `root` to the context's device screen and gives it the screen's safe area. Does nothing
    /// without a device.
    static func configure(_ root: UIView, for context: PreviewContext) {
        guard let device = context.device else { return }
        root.frame = CGRect(origin: root.frame.origin, size: device.size(in: context.orientation))
        root.host.screen = screen(of: device, in: context.orientation)
        root.host.safeAreaInsets = device.safeAreaInsets(in: context.orientation)
    }

    /// Gives `root` only the device's left and right safe area (a landscape iPhone's sensor housing):
    /// for a cell cut from a list as tall as its content, which has no status bar or home indicator
    /// above or below it.
    static func configureSides(_ root: UIView, for context: PreviewContext) {
        guard let device = context.device else { return }
        let insets = device.safeAreaInsets(in: context.orientation)
        root.host.screen = screen(of: device, in: context.orientation)
        root.host.safeAreaInsets = UIEdgeInsets(top: 0, left: insets.left, bottom: 0, right: insets.right)
    }

    /// The screen of `device` held `orientation` way up.
    static func screen(of device: PreviewDevice, in orientation: PreviewDevice.Orientation) -> UIScreen {
        UIScreen(bounds: CGRect(origin: .zero, size: device.size(in: orientation)), scale: device.scale)
    }

    /// Takes the device away from `root`: no screen, no safe area, no chrome.
    static func clear(_ root: UIView) {
        root.host.screen = nil
        root.host.safeAreaInsets = .zero
        root.subviews.compactMap { $0 as? DeviceChromeView }.forEach { $0.removeFromSuperview() }
    }

    /// Puts the device's status bar and home indicator over `root` (replacing chrome it has), or takes
    /// them away when the context has no device or does not show chrome.
    static func updateChrome(on root: UIView, for context: PreviewContext) {
        let existing = root.subviews.compactMap { $0 as? DeviceChromeView }.first
        guard let device = context.device, context.showsDeviceChrome else {
            existing?.removeFromSuperview()
            return
        }
        if let existing, existing.device == device, existing.orientation == context.orientation {
            root.bringSubviewToFront(existing)
            return
        }
        existing?.removeFromSuperview()
        root.addSubview(DeviceChromeView(device: device, orientation: context.orientation, frame: root.bounds))
    }
}
