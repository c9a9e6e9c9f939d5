import CellKit
import Foundation

/// Draws a `SmartListTileConfiguration` with Auto Layout inside the layout margins: the icon and the
/// count share the top line, the name sits below whichever of them is taller, so the tile grows with
/// the text size.
final class SmartListTileContentView: UIView, UIContentView {
    private let iconCircle = UIView()
    private let iconView = UIImageView()
    private let countLabel = UILabel()
    private let nameLabel = UILabel()
    private var appliedConfiguration = SmartListTileConfiguration()

    var configuration: UIContentConfiguration {
        get { appliedConfiguration }
        set {
            guard let configuration = newValue as? SmartListTileConfiguration else { return }
            apply(configuration)
        }
    }

    init(configuration: SmartListTileConfiguration) {
        super.init(frame: .zero)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 12)
        buildHierarchy()
        apply(configuration)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func buildHierarchy() {
        iconCircle.layer.cornerRadius = 15
        iconView.tintColor = .white
        iconView.contentMode = .scaleAspectFit
        countLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28, weight: .bold))
        countLabel.adjustsFontForContentSizeCategory = true
        countLabel.textAlignment = .right
        countLabel.textColor = .label
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.numberOfLines = 0
        nameLabel.textColor = .secondaryLabel
        for view in [iconCircle, iconView, countLabel, nameLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        iconCircle.addSubview(iconView)
        addSubview(iconCircle)
        addSubview(countLabel)
        addSubview(nameLabel)

        let guide = layoutMarginsGuide
        let nameBelowIcon = nameLabel.topAnchor.constraint(equalTo: iconCircle.bottomAnchor, constant: 8)
        nameBelowIcon.priority = .defaultLow
        NSLayoutConstraint.activate([
            iconCircle.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            iconCircle.topAnchor.constraint(equalTo: guide.topAnchor),
            iconCircle.widthAnchor.constraint(equalToConstant: 30),
            iconCircle.heightAnchor.constraint(equalToConstant: 30),
            iconView.centerXAnchor.constraint(equalTo: iconCircle.centerXAnchor),
            iconView.centerYAnchor.constraint(equalTo: iconCircle.centerYAnchor),
            iconView.widthAnchor.constraint(equalToConstant: 16),
            iconView.heightAnchor.constraint(equalToConstant: 16),
            countLabel.topAnchor.constraint(equalTo: guide.topAnchor),
            countLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            countLabel.leadingAnchor.constraint(greaterThanOrEqualTo: iconCircle.trailingAnchor, constant: 8),
            nameLabel.topAnchor.constraint(greaterThanOrEqualTo: iconCircle.bottomAnchor, constant: 8),
            nameLabel.topAnchor.constraint(greaterThanOrEqualTo: countLabel.bottomAnchor, constant: 2),
            nameBelowIcon,
            nameLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            nameLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            nameLabel.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    private func apply(_ configuration: SmartListTileConfiguration) {
        guard configuration != appliedConfiguration || iconView.image == nil else { return }
        appliedConfiguration = configuration
        iconCircle.backgroundColor = configuration.color.uiColor
        iconView.image = UIImage(systemName: configuration.symbolName)
        countLabel.text = "\(configuration.count)"
        nameLabel.text = configuration.name
    }
}
