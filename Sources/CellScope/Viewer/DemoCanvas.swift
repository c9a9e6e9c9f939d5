import CellKit
import Foundation

/// A demo's items stacked in a column at the canvas width: what the viewer shows and what
/// `cellscope render` exports.
@MainActor
struct DemoCanvas {
    let rootView: UIView

    init(demo: PreviewDemo, items: [PreviewItem], context: PreviewContext) {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.alignment = .fill
        for item in items {
            stack.addArrangedSubview(demo.makeView(item, context))
        }
        let height = stack.systemLayoutSizeFitting(CGSize(width: context.width, height: UIView.layoutFittingCompressedSize.height)).height
        stack.frame = CGRect(x: 0, y: 0, width: context.width, height: max(1, height))
        stack.backgroundColor = .systemGroupedBackground
        stack.layoutIfNeeded()
        rootView = stack
    }
}
