import CellKit
import Foundation

/// A count in a capsule. Its size follows its font, so it grows with Dynamic Type.
final class CountBadge: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .preferredFont(forTextStyle: .footnote)
        adjustsFontForContentSizeCategory = true
        textAlignment = .center
        clipsToBounds = true
        setContentHuggingPriority(.required, for: .horizontal)
        setContentCompressionResistancePriority(.required, for: .horizontal)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        let text = super.intrinsicContentSize
        let height = text.height + 6
        return CGSize(width: max(height, text.width + 14), height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
