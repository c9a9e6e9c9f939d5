import CellKit
import CellScope
import CellScopeDemos
import Foundation

/// Builds a demo's list the way the viewer's canvas does: in a container carrying the traits,
/// grown until every row is realized.
@MainActor
struct DemoListFixture {
    let container: UIView
    let list: UICollectionView

    init(_ demo: PreviewDemo, context: PreviewContext = PreviewContext()) {
        container = UIView(frame: CGRect(x: 0, y: 0, width: context.width, height: 400))
        context.apply(to: &container.traitOverrides)
        list = demo.makeList(context)
        list.frame = container.bounds
        container.addSubview(list)
        for _ in 0..<6 {
            list.layoutIfNeeded()
            let height = max(1, list.contentSize.height)
            if abs(height - container.frame.height) < 0.5 { break }
            container.frame.size.height = height
            list.frame = container.bounds
        }
        container.layoutIfNeeded()
    }

    /// Every row's index path, sections in order.
    var indexPaths: [IndexPath] {
        (0..<list.numberOfSections).flatMap { section in
            (0..<list.numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
        }
    }

    /// The realized cell of row `row` (counting sections in order).
    func cell(atRow row: Int) -> UICollectionViewCell? {
        list.cellForItem(at: indexPaths[row])
    }

    /// Runs pending configuration updates and layout.
    func layOut() {
        container.setNeedsLayout()
        container.layoutIfNeeded()
    }
}

extension BuiltInDemos {
    /// The built-in demo with `id` (tests fail loudly when it is missing).
    static func demo(_ id: String) -> PreviewDemo {
        guard let demo = catalog.demo(withID: id) else { fatalError("no built-in demo '\(id)'") }
        return demo
    }
}
