import CellKit
import Foundation

/// The Auto Layout demo's profile cell as the benchmark lays it out, in its two versions: with constraints
/// (as the demo writes it) and by frames (the same rectangles computed by hand in `layoutSubviews()`).
@MainActor
enum ProfileSample {
    static let name = "Maya Chen"
    static let detail = "Design lead. Runs the weekly review and keeps the inbox and settings screens consistent."
    static let indent: CGFloat = 28

    /// Styles the labels the way the demo does.
    static func style(name nameLabel: UILabel, detail detailLabel: UILabel, initials: UILabel) {
        nameLabel.text = name
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.numberOfLines = 0
        detailLabel.text = detail
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailLabel.adjustsFontForContentSizeCategory = true
        detailLabel.textColor = .secondaryLabel
        detailLabel.numberOfLines = 0
        initials.text = "MC"
        initials.textColor = .white
        initials.textAlignment = .center
        initials.font = .systemFont(ofSize: 16, weight: .semibold)
    }
}

/// The demo's cell with its constraints: an avatar (40 × 40, initials centered), a vertical stack of the name and
/// a wrapping detail 12 after it, both centered in the content view's margins and kept inside them at 999.
@MainActor
final class ConstraintProfileCell: UICollectionViewListCell {
    let avatarView = UIView()
    let initialsLabel = UILabel()
    let nameLabel = UILabel()
    let detailLabel = UILabel()
    let textStack: UIStackView
    private(set) var avatarLeading: NSLayoutConstraint!

    override init(frame: CGRect) {
        textStack = UIStackView(arrangedSubviews: [nameLabel, detailLabel])
        super.init(frame: frame)
        ProfileSample.style(name: nameLabel, detail: detailLabel, initials: initialsLabel)
        textStack.axis = .vertical
        textStack.spacing = 2
        for view in [avatarView, initialsLabel, textStack] { view.translatesAutoresizingMaskIntoConstraints = false }
        avatarView.addSubview(initialsLabel)
        contentView.addSubview(avatarView)
        contentView.addSubview(textStack)
        let margins = contentView.layoutMarginsGuide
        avatarLeading = avatarView.leadingAnchor.constraint(equalTo: margins.leadingAnchor)
        let avatarInside = avatarView.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor)
        let textInside = textStack.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor)
        avatarInside.priority = .required - 1
        textInside.priority = .required - 1
        NSLayoutConstraint.activate([
            avatarLeading,
            avatarView.widthAnchor.constraint(equalToConstant: 40),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            initialsLabel.centerXAnchor.constraint(equalTo: avatarView.centerXAnchor),
            initialsLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
            textStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            avatarView.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            avatarInside,
            textStack.leadingAnchor.constraint(equalToSystemSpacingAfter: avatarView.trailingAnchor, multiplier: 1.5),
            textStack.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            textInside,
        ])
        nameLabel.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    /// Indents the row (the demo's direct reports) by changing one constraint's constant.
    func setIndented(_ indented: Bool) {
        avatarLeading.constant = indented ? ProfileSample.indent : 0
    }
}

/// The same cell laid out by frames: the same rectangles, computed in `layoutSubviews()`, and the height the
/// text needs computed for self-sizing.
@MainActor
final class FrameProfileCell: UICollectionViewListCell {
    let avatarView = UIView()
    let initialsLabel = UILabel()
    let nameLabel = UILabel()
    let detailLabel = UILabel()
    private var indent: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        ProfileSample.style(name: nameLabel, detail: detailLabel, initials: initialsLabel)
        avatarView.addSubview(initialsLabel)
        for view in [avatarView, nameLabel, detailLabel] { contentView.addSubview(view) }
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func setIndented(_ indented: Bool) {
        indent = indented ? ProfileSample.indent : 0
        contentView.setNeedsLayout()
        setNeedsLayout()
    }

    /// The text column's width and the label heights in it, for a content view `width` wide.
    private func textMetrics(width: CGFloat) -> (x: CGFloat, width: CGFloat, name: CGFloat, detail: CGFloat) {
        let margins = contentView.directionalLayoutMargins
        let x = margins.leading + indent + 40 + 12
        let textWidth = width - x - margins.trailing
        let fit = CGSize(width: textWidth, height: .greatestFiniteMagnitude)
        return (x, textWidth, nameLabel.sizeThatFits(fit).height, detailLabel.sizeThatFits(fit).height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds, margins = contentView.directionalLayoutMargins
        let text = textMetrics(width: bounds.width)
        let middle = margins.top + (bounds.height - margins.top - margins.bottom) / 2
        avatarView.frame = CGRect(x: margins.leading + indent, y: (middle - 20).rounded(), width: 40, height: 40)
        let initials = initialsLabel.sizeThatFits(CGSize(width: 40, height: 40))
        initialsLabel.frame = CGRect(x: ((40 - initials.width) / 2).rounded(), y: ((40 - initials.height) / 2).rounded(),
                                     width: initials.width, height: initials.height)
        let top = (middle - (text.name + 2 + text.detail) / 2).rounded()
        nameLabel.frame = CGRect(x: text.x, y: top, width: text.width, height: text.name)
        detailLabel.frame = CGRect(x: text.x, y: top + text.name + 2, width: text.width, height: text.detail)
    }

    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        let margins = contentView.directionalLayoutMargins
        let text = textMetrics(width: targetSize.width)
        return CGSize(width: targetSize.width, height: (margins.top + max(40, text.name + 2 + text.detail) + margins.bottom).rounded(.up))
    }
}
