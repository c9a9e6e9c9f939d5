import CellKit
import Foundation

/// A demo's list (or whole screen) at the canvas width and traits, laid out to its full height:
/// what the viewer shows and what `cellscope render` exports.
@preconcurrency @MainActor
struct DemoCanvas {
    /// The view to render: a container that carries the canvas traits, holding the list or the screen.
    let rootView: UIView
    /// The demo's list (for a screen demo, the screen's list).
    let list: UICollectionView
    /// The screen's controller, for screen demos (kept alive with the canvas).
    let controller: UIViewController?

    init(demo: PreviewDemo, context: PreviewContext, maximumHeight: CGFloat = 4000) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: context.width, height: 400))
        context.apply(to: &container.traitOverrides)
        if let tint = context.tintColor { container.tintColor = tint }
        rootView = container
        if let makeScreen = demo.makeScreen {
            let controller = makeScreen(context)
            container.frame.size.height = 600
            ScreenHost.mount(controller, in: container)
            self.controller = controller
            list = ScreenHost.primaryList(in: controller.view) ?? demo.makeList(context)
        } else {
            let list = demo.makeList(context)
            list.frame = container.bounds
            container.addSubview(list)
            self.list = list
            controller = nil
        }
        list.showsVerticalScrollIndicator = false
        fitHeightToContent(maximumHeight: maximumHeight)
    }
}
