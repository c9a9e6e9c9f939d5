import CellKit
import Foundation

/// A custom content view written the way iOS code is: an avatar and a vertical `UIStackView` of two wrapping
/// labels, placed with anchors to `layoutMarginsGuide`, a priority, and a leading constant the app changes at
/// run time (an indent).
@MainActor
final class ProfileRowView: UIView {
    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let detailLabel = UILabel()
    let textStack: UIStackView
    private(set) var avatarLeading: NSLayoutConstraint!

    init(name: String, detail: String) {
        textStack = UIStackView(arrangedSubviews: [nameLabel, detailLabel])
        super.init(frame: .zero)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        nameLabel.text = name
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.numberOfLines = 0
        detailLabel.text = detail
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailLabel.adjustsFontForContentSizeCategory = true
        detailLabel.numberOfLines = 0
        textStack.axis = .vertical
        textStack.spacing = 4
        avatarView.backgroundColor = .systemTeal
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        textStack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(avatarView)
        addSubview(textStack)

        let margins = layoutMarginsGuide
        avatarLeading = avatarView.leadingAnchor.constraint(equalTo: margins.leadingAnchor)
        NSLayoutConstraint.activate([
            avatarLeading,
            avatarView.widthAnchor.constraint(equalToConstant: 44),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            avatarView.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            avatarView.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            textStack.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            textStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            textStack.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            textStack.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
        ])
        // When the row is taller than its text, the detail grows, not the name.
        nameLabel.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    /// Moves the avatar (and the text after it) in by `indent` points.
    func indent(by indent: CGFloat) {
        avatarLeading.constant = indent
    }
}

/// A label's height when it wraps at `width`, the input UIKit's two-pass layout uses.
@MainActor
func wrappedHeight(of label: UILabel, at width: CGFloat) -> CGFloat {
    label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
}
