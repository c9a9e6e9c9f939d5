import CellKit
import CellScope
import Foundation

/// A demo built to have exactly four problems lint must find, one per item, and a clean demo with none.
///
/// - `faint-text`: 15-point text in a light gray that fails 4.5:1 on white, in light mode with normal
///   contrast only (dark mode and Increase Contrast give it strong colors).
/// - `long-title`: a one-line title that fits at the standard sizes and truncates at the largest.
/// - `badge-over-title`: a symbol placed at a fixed distance from the leading edge, beside a title that
///   grows with Dynamic Type and reaches under the symbol only at AX5 (with Increase Contrast, the
///   symbol's blue on the letters under it is a contrast error as well).
/// - `small-button`: a 30 × 30-point custom accessory button.
@MainActor
enum KnownProblemsDemo {
    enum Row: String, CaseIterable, Sendable {
        case faintText = "faint-text", longTitle = "long-title", badgeOverTitle = "badge-over-title", smallButton = "small-button"
    }

    /// The faint gray: #A0A0A0 on white is 2.6:1.
    static let faintGray = UIColor { traits in
        if traits.userInterfaceStyle == .dark { return .white }
        return traits.accessibilityContrast == .high ? .black : UIColor(red: 0xA0 / 255, green: 0xA0 / 255, blue: 0xA0 / 255, alpha: 1)
    }

    static let demo = PreviewDemo(id: "known-problems", title: "Known problems", summary: "One problem per row.",
                                  items: Row.allCases.map { PreviewItem(id: $0.rawValue, title: $0.rawValue) }) { context in
        makeList(Row.allCases.map(\.rawValue), width: context.width)
    }

    /// Two plain rows in the label color: nothing to find.
    static let cleanDemo = PreviewDemo(id: "clean", title: "Clean", summary: "Plain rows.",
                                       items: ["Inbox", "Drafts"].map { PreviewItem(id: $0.lowercased(), title: $0) }) { context in
        makeList(["Inbox", "Drafts"], width: context.width)
    }

    static func makeList(_ rows: [String], width: CGFloat) -> UICollectionView {
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 400),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        let plain = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, row in
            var content = cell.defaultContentConfiguration()
            switch Row(rawValue: row) {
            case .faintText:
                content.text = "Faint text"
                content.textProperties.font = .systemFont(ofSize: 15)
                content.textProperties.color = faintGray
            case .longTitle:
                content.text = "Quarterly planning review"
                content.textProperties.numberOfLines = 1
            case .smallButton:
                content.text = "Add"
                let button = SmallButton(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
                cell.accessories = [.customView(configuration: .init(customView: button, placement: .trailing(), maintainsFixedSize: true))]
            default:
                content.text = row
            }
            cell.contentConfiguration = content
        }
        let badged = UICollectionView.CellRegistration<BadgedTitleCell, String> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { collectionView, indexPath, row in
            row == Row.badgeOverTitle.rawValue
                ? collectionView.dequeueConfiguredReusableCell(using: badged, for: indexPath, item: row)
                : collectionView.dequeueConfiguredReusableCell(using: plain, for: indexPath, item: row)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(rows)
        dataSource.apply(snapshot)
        DemoRetainer.keep(dataSource, with: list)
        return list
    }
}

/// A 30 × 30-point button: a dark blue rounded square with a white plus (7:1, in every appearance).
@MainActor
final class SmallButton: UIControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0, green: 0x50 / 255, blue: 0xB0 / 255, alpha: 1)
        layer.cornerRadius = 6
        let plus = UIImageView(image: UIImage(systemName: "plus"))
        plus.tintColor = .white
        plus.contentMode = .center
        plus.frame = bounds
        plus.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(plus)
    }

    required init?(coder: NSCoder) { nil }
}

/// A title that follows Dynamic Type, and a symbol pinned 280 points from the leading margin, vertically
/// centered: the title reaches the symbol only when it is wider than 280 points.
@MainActor
final class BadgedTitleCell: UICollectionViewListCell {
    private let title = UILabel()
    private let badge = UIImageView(image: UIImage(systemName: "star.fill"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.text = "Overlapping"
        title.font = .preferredFont(forTextStyle: .body)
        title.adjustsFontForContentSizeCategory = true
        badge.contentMode = .scaleAspectFit
        for view in [title, badge] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            badge.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 280),
            badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 24),
            badge.heightAnchor.constraint(equalToConstant: 24),
        ])
    }

    required init?(coder: NSCoder) { nil }
}
