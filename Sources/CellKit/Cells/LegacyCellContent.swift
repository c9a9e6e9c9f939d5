import Foundation

/// The pre-iOS 14 `textLabel` / `detailTextLabel` / `imageView` of a table view cell, created on
/// first use and laid out in the cell's legacy style.
@preconcurrency @MainActor
final class LegacyCellContent {
    private weak var contentViewReference: UIView?
    private var contentView: UIView { contentViewReference ?? UIView() }
    private let style: UITableViewCell.CellStyle
    private var label: UILabel?
    private var detail: UILabel?
    private var image: UIImageView?

    init(contentView: UIView, style: UITableViewCell.CellStyle) {
        contentViewReference = contentView
        self.style = style
    }

    var isHidden = false {
        didSet { for view in [label, detail, image] as [UIView?] { view?.isHidden = isHidden } }
    }

    var textLabel: UILabel? {
        if let label { return label }
        let made = UILabel()
        made.font = UIFont.preferredFont(forTextStyle: .body)
        add(made)
        label = made
        return made
    }

    var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let detail { return detail }
        let made = UILabel()
        made.font = UIFont.preferredFont(forTextStyle: style == .subtitle ? .caption1 : .body)
        made.textColor = style == .value1 ? .secondaryLabel : .label
        add(made)
        detail = made
        return made
    }

    var imageView: UIImageView? {
        if let image { return image }
        let made = UIImageView(frame: .zero)
        made.contentMode = .center
        add(made)
        image = made
        return made
    }

    private func add(_ view: UIView) {
        view.isHidden = isHidden
        contentView.addSubview(view)
        contentView.setNeedsLayout()
    }

    /// Lays the legacy views out: image at the leading margin, then the text (and detail), each
    /// vertically centred with its origin rounded to the display's pixels as UIKit rounds frames
    /// (a 20.33-point label in a 44-point row sits at 12.0, not 11.83, at 3x).
    /// `startsAtLeadingEdge` drops the leading margin: the content view already sits past leading
    /// controls, which keep their own distance from the content.
    func layout(startsAtLeadingEdge: Bool = false) {
        var margins = contentView.layoutMargins
        // Laid out left to right, then mirrored in right-to-left layouts: the left side is the leading one.
        if startsAtLeadingEdge { margins.left = 0 }
        let bounds = contentView.bounds.inset(by: margins)
        var x = bounds.minX
        if let image, image.image != nil {
            let size = image.intrinsicContentSize
            image.frame = CGRect(x: x, y: contentView.bounds.midY - size.height / 2, width: size.width, height: size.height)
            x += size.width + ListMetrics.imageToTextPadding(sidebar: false)
        }
        let textWidth = max(0, bounds.maxX - x)
        let labelHeight = label?.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height ?? 0
        let detailHeight = detail?.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height ?? 0
        if style == .subtitle {
            let top = contentView.bounds.midY - (labelHeight + detailHeight) / 2
            label?.frame = CGRect(x: x, y: top, width: textWidth, height: labelHeight)
            detail?.frame = CGRect(x: x, y: top + labelHeight, width: textWidth, height: detailHeight)
        } else {
            label?.frame = CGRect(x: x, y: contentView.bounds.midY - labelHeight / 2, width: textWidth, height: labelHeight)
            detail?.textAlignment = style == .value1 ? .right : .natural
            detail?.frame = CGRect(x: x, y: contentView.bounds.midY - detailHeight / 2, width: textWidth, height: detailHeight)
        }
        if effectiveRTL { mirror() }
        alignToPixels()
    }

    /// Rounds each view's origin to the nearest device pixel (sizes are already whole pixels).
    private func alignToPixels() {
        let scale = max(1, contentView.traitCollection.displayScale)
        for view in [label, detail, image] as [UIView?] {
            guard let view else { continue }
            let origin = view.frame.origin
            let aligned = CGPoint(x: (origin.x * scale).rounded() / scale, y: (origin.y * scale).rounded() / scale)
            if aligned != origin { view.frame.origin = aligned }
        }
    }

    /// The height the legacy content needs at `width`.
    func height(fitting width: CGFloat) -> CGFloat {
        let margins = contentView.layoutMargins
        let text = [label, detail].compactMap { $0?.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height }
        let body = style == .subtitle ? text.reduce(0, +) : (text.max() ?? 0)
        return body + margins.top + margins.bottom
    }

    private var effectiveRTL: Bool { contentView.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    private func mirror() {
        let width = contentView.bounds.width
        for view in [label, detail, image] as [UIView?] {
            guard let view else { continue }
            view.frame.origin.x = width - view.frame.maxX
        }
    }
}
