import CellKit
import Foundation

/// A demo's list (or whole screen) at the canvas width and traits, laid out to its full height:
/// what the viewer shows and what `cellscope render` exports. With a device in the context and
/// `asDeviceScreen`, the canvas is the device screen instead: its size, safe area and chrome, the
/// list scrolling inside it.
@preconcurrency @MainActor
struct DemoCanvas {
    /// The view to render: a container that carries the canvas traits, holding the list or the screen.
    let rootView: UIView
    /// The demo's list (for a screen demo, the screen's list).
    let list: UICollectionView
    /// The screen's controller, for screen demos (kept alive with the canvas).
    let controller: UIViewController?
    /// Whether the canvas is a device screen (a fixed size) rather than as tall as its list.
    let isDeviceScreen: Bool

    init(demo: PreviewDemo, context: PreviewContext, maximumHeight: CGFloat = 4000, asDeviceScreen: Bool = false) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: context.width, height: 400))
        context.apply(to: &container.traitOverrides)
        if let tint = context.tintColor { container.tintColor = tint }
        isDeviceScreen = asDeviceScreen && context.device != nil
        if isDeviceScreen {
            DeviceScreen.configure(container, for: context)
        } else {
            DeviceScreen.configureSides(container, for: context)
        }
        rootView = container
        if let makeScreen = demo.makeScreen {
            let controller = makeScreen(context)
            if !isDeviceScreen { container.frame.size.height = 600 }
            ScreenHost.mount(controller, in: container)
            self.controller = controller
            list = ScreenHost.primaryList(in: controller.view) ?? demo.makeList(context)
        } else {
            let list = demo.makeList(context)
            list.frame = container.bounds
            if isDeviceScreen { list.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
            container.addSubview(list)
            self.list = list
            controller = nil
        }
        list.showsVerticalScrollIndicator = false
        if isDeviceScreen {
            DeviceScreen.updateChrome(on: container, for: context)
            container.layoutIfNeeded()
        } else {
            fitHeightToContent(maximumHeight: maximumHeight)
        }
    }
}
