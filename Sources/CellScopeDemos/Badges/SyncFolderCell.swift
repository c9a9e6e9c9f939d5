import CellKit
import Foundation

/// A list cell that puts standard list content (a `UIListContentView`) next to its own views: a
/// count badge, and under the text a progress bar with a status label. One
/// `updateConfiguration(using:)` styles all of them for the state, so the custom views follow
/// selection, highlight and Dynamic Type just like the standard content.
final class SyncFolderCell: UICollectionViewListCell {
    var folder: SyncFolder? {
        didSet { setNeedsUpdateConfiguration() }
    }

    let listContentView = UIListContentView(configuration: .cell())
    let badge = CountBadge()
    let progressView = UIProgressView(progressViewStyle: .default)
    let statusLabel = UILabel()
    private let topRow: UIStackView
    private let progressRow: UIStackView
    private let stack: UIStackView

    override init(frame: CGRect) {
        topRow = UIStackView(arrangedSubviews: [listContentView, badge])
        progressRow = UIStackView(arrangedSubviews: [progressView, statusLabel])
        stack = UIStackView(arrangedSubviews: [topRow, progressRow])
        super.init(frame: frame)
        topRow.alignment = .center
        topRow.spacing = 8
        topRow.isLayoutMarginsRelativeArrangement = true
        topRow.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 16)
        progressRow.alignment = .center
        progressRow.spacing = 10
        progressRow.isLayoutMarginsRelativeArrangement = true
        statusLabel.adjustsFontForContentSizeCategory = true
        statusLabel.setContentHuggingPriority(.required, for: .horizontal)
        stack.axis = .vertical
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 12, trailing: 0)
        contentView.addSubview(stack)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        guard let folder else { return }
        var content = defaultContentConfiguration().updated(for: state)
        content.image = UIImage(systemName: folder.symbolName)
        content.text = folder.title
        content.secondaryText = folder.subtitle
        content.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        content.secondaryTextProperties.color = .secondaryLabel
        content.directionalLayoutMargins.bottom = 6

        var background = defaultBackgroundConfiguration().updated(for: state)
        let onTint = state.isSelected || state.isHighlighted
        if onTint {
            // A tinted row: the standard content turns white, and so do the custom views.
            background.backgroundColor = .tintColor
            content.textProperties.color = .white
            content.secondaryTextProperties.color = .white.withAlphaComponent(0.8)
            content.imageProperties.tintColor = .white
        }
        backgroundConfiguration = background
        listContentView.configuration = content

        badge.text = "\(folder.newCount)"
        badge.isHidden = folder.newCount == 0
        badge.backgroundColor = onTint ? .white : state.isDisabled ? .systemGray : .tintColor
        badge.textColor = onTint ? .tintColor : .white

        progressView.progress = folder.progress
        progressView.progressTintColor = onTint ? .white : folder.status == .upToDate ? .systemGreen : nil
        progressView.trackTintColor = onTint ? .white.withAlphaComponent(0.3) : nil

        statusLabel.text = folder.status.text
        statusLabel.font = .preferredFont(forTextStyle: .footnote)
        statusLabel.textColor = onTint ? .white.withAlphaComponent(0.8)
            : folder.status == .paused ? .systemOrange : .secondaryLabel

        // At accessibility sizes the status goes under the bar instead of beside it.
        let isAccessibilitySize = state.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        progressRow.axis = isAccessibilitySize ? .vertical : .horizontal
        progressRow.alignment = isAccessibilitySize ? .fill : .center
        progressRow.spacing = isAccessibilitySize ? 6 : 10
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        stack.frame = contentView.bounds
        // The bar starts where the title starts (the list content view sits at the row's leading
        // edge) and ends where the badge ends.
        var textLeading = directionalLayoutMargins.leading
        if let text = listContentView.textLayoutGuide?.layoutFrame {
            textLeading = effectiveUserInterfaceLayoutDirection == .rightToLeft ? listContentView.bounds.width - text.maxX : text.minX
        }
        progressRow.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: textLeading, bottom: 0, trailing: 16)
    }

    /// The stack's height at the cell's width: the cell sizes itself to its custom layout.
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        var size = super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                 verticalFittingPriority: verticalFittingPriority)
        layoutIfNeeded()
        let fitted = stack.systemLayoutSizeFitting(CGSize(width: size.width, height: UIView.layoutFittingCompressedSize.height))
        size.height = max(size.height, fitted.height.rounded(.up))
        return size
    }
}
