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
        // Grow until the whole content is realized and measured.
        for _ in 0..<6 {
            list.layoutIfNeeded()
            let height = min(maximumHeight, max(1, list.contentSize.height))
            if abs(height - container.frame.height) < 0.5 { break }
            container.frame.size.height = height
            list.frame = container.bounds
        }
        container.layoutIfNeeded()
        rootView = container
        self.list = list
    }
}
