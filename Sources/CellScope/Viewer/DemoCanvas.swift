import CellKit
import Foundation

/// A demo's list at the canvas width and traits, laid out to its full height: what the viewer
/// shows and what `cellscope render` exports.
@MainActor
struct DemoCanvas {
    /// The view to render: a container that carries the canvas traits, holding the list.
    let rootView: UIView
    /// The demo's list.
    let list: UICollectionView

    init(demo: PreviewDemo, context: PreviewContext, maximumHeight: CGFloat = 4000) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: context.width, height: 400))
        context.apply(to: &container.traitOverrides)
        if let tint = context.tintColor { container.tintColor = tint }
        let list = demo.makeList(context)
        list.frame = container.bounds
        list.showsVerticalScrollIndicator = false
        container.addSubview(list)
        rootView = container
        self.list = list
        fitHeightToContent(maximumHeight: maximumHeight)
    }
}
