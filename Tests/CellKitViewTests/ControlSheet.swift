@testable import CellKit
import Foundation

/// Lays out controls in captioned rows for a golden: each row a small caption on the left and its
/// controls after it at their intrinsic sizes (or a given width), wrapping like text.
@MainActor
final class ControlSheet {
    let root: UIView
    private let width: CGFloat
    private var y: CGFloat = 12
    /// Keeps controls alive that are not subviews (none today; kept for targets and delegates).
    var retained: [AnyObject] = []

    init(width: CGFloat = 560, traits: (inout UITraitOverrides) -> Void) {
        self.width = width
        root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 10))
        root.backgroundColor = .systemBackground
        traits(&root.traitOverrides)
    }

    /// A row: a caption, then the views side by side; a view with a `width` in `widths` gets that
    /// width and its fitting height.
    func row(_ caption: String, _ views: [UIView], widths: [ObjectIdentifier: CGFloat] = [:]) {
        let label = UILabel(frame: .zero)
        label.text = caption
        label.font = .systemFont(ofSize: 11)
        label.textColor = .secondaryLabel
        root.addSubview(label)
        label.frame = CGRect(x: 12, y: y, width: 110, height: 14)
        var x: CGFloat = 128
        var rowHeight: CGFloat = 14
        for view in views {
            root.addSubview(view)
            var size: CGSize
            if let fixed = widths[ObjectIdentifier(view)] {
                size = view.systemLayoutSizeFitting(CGSize(width: fixed, height: 0))
                size.width = fixed
                if size.height <= 0 { size.height = view.intrinsicContentSize.height }
            } else {
                size = view.intrinsicContentSize
                if size.width < 0 || size.height < 0 { size = view.sizeThatFits(CGSize(width: width - x - 12, height: 1000)) }
            }
            if x + size.width > width - 12, x > 128 {
                x = 128
                y += rowHeight + 8
                rowHeight = 14
            }
            view.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
            x += size.width + 10
            rowHeight = max(rowHeight, size.height)
        }
        y += rowHeight + 12
    }

    /// The sheet, sized to its rows and laid out.
    func finished() -> UIView {
        root.frame.size.height = y
        root.layoutIfNeeded()
        return root
    }
}
