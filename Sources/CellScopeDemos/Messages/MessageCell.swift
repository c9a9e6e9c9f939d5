import CellKit
import Foundation

/// An inbox row. Its configuration state carries the message's business states (unread,
/// flagged, archived, processed), and `updateConfiguration(using:)` draws only from that state,
/// so any combination can be previewed without touching the model.
final class MessageCell: UICollectionViewListCell {
    var message: Message? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The blue dot of unread messages (a leading accessory; hidden, it keeps the rows aligned).
    let unreadDot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// The orange flag of flagged messages (a trailing accessory).
    let flagView = UIImageView(image: UIImage(systemName: "flag.fill"))
    /// The time, or the status of a payment (a trailing accessory).
    let statusLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        unreadDot.layer.cornerRadius = 5
        unreadDot.backgroundColor = .systemBlue
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        if let message {
            state.isUnread = message.isUnread
            state.isFlagged = message.isFlagged
            state.isArchived = message.isArchived
            state.isProcessed = message.payment?.isProcessed ?? false
        }
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        guard let message else { return }
        var content = defaultContentConfiguration().updated(for: state)
        content.text = message.subject
        content.textProperties.font = .preferredFont(forTextStyle: state.isUnread ? .headline : .body)
        // One line for the subject, as in Mail, except at accessibility sizes where it wraps.
        let isAccessibilitySize = state.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        content.textProperties.numberOfLines = isAccessibilitySize ? 0 : 1
        content.secondaryText = "\(message.sender) — \(message.preview)"
        content.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        content.secondaryTextProperties.color = .secondaryLabel
        content.secondaryTextProperties.numberOfLines = isAccessibilitySize ? 3 : 2
        if state.isArchived {
            content.textProperties.color = .secondaryLabel
            content.secondaryTextProperties.color = .tertiaryLabel
        }
        contentConfiguration = content

        // The status and the flag grow with the text size, but not past 22 points, so the subject
        // keeps most of the width at accessibility sizes.
        let statusFont = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15), maximumPointSize: 22)
        statusLabel.font = statusFont
        flagView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(font: statusFont)
        if state.isProcessed {
            statusLabel.text = "Processed"
            statusLabel.textColor = .systemGreen
        } else if message.payment != nil {
            statusLabel.text = "Pending"
            statusLabel.textColor = .secondaryLabel
        } else {
            statusLabel.text = message.time
            statusLabel.textColor = .secondaryLabel
        }
        let dimming: CGFloat = state.isArchived ? 0.5 : 1
        statusLabel.alpha = dimming
        accessories = [
            .customView(configuration: .init(customView: unreadDot, placement: .leading(), isHidden: !state.isUnread,
                                             reservedLayoutWidth: .actual, maintainsFixedSize: true)),
            .customView(configuration: .init(customView: statusLabel, placement: .trailing(), reservedLayoutWidth: .actual)),
            .customView(configuration: .init(customView: flagView, placement: .trailing(), isHidden: !state.isFlagged,
                                             reservedLayoutWidth: .actual,
                                             tintColor: UIColor.systemOrange.withAlphaComponent(dimming))),
        ]
        unreadDot.alpha = dimming
    }
}
