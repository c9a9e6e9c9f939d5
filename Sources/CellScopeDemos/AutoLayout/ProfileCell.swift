import CellKit
import Foundation

/// A profile row laid out with Auto Layout, the way iOS cells often are: an avatar (a colored circle with
/// centered initials) and a vertical stack of the name and a wrapping detail, anchored to the content view's
/// layout margins. The row's height comes from its constraints, so it grows with Dynamic Type.
///
/// Two constants change at run time in `updateConfiguration(using:)`: the avatar's size follows the text
/// size, and a direct report (a custom configuration state) is indented by the avatar's leading constant. At
/// accessibility text sizes the cell swaps one set of constraints for another and puts the text under the
/// avatar, so that it keeps the row's width.
final class ProfileCell: UICollectionViewListCell {
    var profile: Profile? {
        didSet { setNeedsUpdateConfiguration() }
    }

    private let avatarView = UIView()
    private let initialsLabel = UILabel()
    private let nameLabel = UILabel()
    private let detailLabel = UILabel()
    private let textStack: UIStackView
    private var avatarLeading: NSLayoutConstraint!
    private var avatarSize: NSLayoutConstraint!
    private var sideBySideConstraints: [NSLayoutConstraint] = []
    private var stackedConstraints: [NSLayoutConstraint] = []

    /// How far a direct report's row is indented.
    static let reportIndent: CGFloat = 28

    override init(frame: CGRect) {
        textStack = UIStackView(arrangedSubviews: [nameLabel, detailLabel])
        super.init(frame: frame)
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.numberOfLines = 0
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailLabel.adjustsFontForContentSizeCategory = true
        detailLabel.textColor = .secondaryLabel
        detailLabel.numberOfLines = 0
        initialsLabel.textColor = .white
        initialsLabel.textAlignment = .center
        avatarView.clipsToBounds = true
        textStack.axis = .vertical
        textStack.spacing = 2

        avatarView.translatesAutoresizingMaskIntoConstraints = false
        initialsLabel.translatesAutoresizingMaskIntoConstraints = false
        textStack.translatesAutoresizingMaskIntoConstraints = false
        avatarView.addSubview(initialsLabel)
        contentView.addSubview(avatarView)
        contentView.addSubview(textStack)

        let margins = contentView.layoutMarginsGuide
        avatarLeading = avatarView.leadingAnchor.constraint(equalTo: margins.leadingAnchor)
        avatarSize = avatarView.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            avatarLeading,
            avatarSize,
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            initialsLabel.centerXAnchor.constraint(equalTo: avatarView.centerXAnchor),
            initialsLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
            textStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        // The avatar and the text stay inside the margins, which makes the row tall enough. At 999, so that a
        // cell laid out before it is sized (at the list's estimated height) gives way instead of conflicting.
        let avatarInside = avatarView.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor)
        let textInside = textStack.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor)
        let textAbove = textStack.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor)
        for constraint in [avatarInside, textInside, textAbove] { constraint.priority = .required - 1 }
        // Side by side: the avatar, then the text, both centered vertically.
        sideBySideConstraints = [
            avatarView.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            avatarInside,
            textStack.leadingAnchor.constraint(equalToSystemSpacingAfter: avatarView.trailingAnchor, multiplier: 1.5),
            textStack.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            textInside,
        ]
        // At accessibility text sizes the text needs the whole width: it goes under the avatar.
        stackedConstraints = [
            avatarView.topAnchor.constraint(equalTo: margins.topAnchor),
            textStack.leadingAnchor.constraint(equalTo: avatarView.leadingAnchor),
            textStack.topAnchor.constraint(equalToSystemSpacingBelow: avatarView.bottomAnchor, multiplier: 1),
            textAbove,
        ]
        NSLayoutConstraint.activate(sideBySideConstraints)
        // When the row is taller than the text, the detail takes the extra height, not the name.
        nameLabel.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isDirectReport = profile?.isDirectReport ?? false
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        guard let profile else { return }
        nameLabel.text = profile.name
        detailLabel.text = profile.detail
        initialsLabel.text = profile.initials
        avatarView.backgroundColor = profile.color

        // The avatar grows with the text size (40 points at Large), up to 64.
        let side = min(64, UIFontMetrics(forTextStyle: .body).scaledValue(for: 40, compatibleWith: state.traitCollection).rounded())
        avatarSize.constant = side
        avatarView.layer.cornerRadius = side / 2
        initialsLabel.font = .systemFont(ofSize: (side * 0.4).rounded(), weight: .semibold)

        // Direct reports sit under their lead.
        avatarLeading.constant = state.isDirectReport ? Self.reportIndent : 0

        let stacked = state.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        if stacked != stackedConstraints.first?.isActive {
            NSLayoutConstraint.deactivate(stacked ? sideBySideConstraints : stackedConstraints)
            NSLayoutConstraint.activate(stacked ? stackedConstraints : sideBySideConstraints)
        }
    }
}
