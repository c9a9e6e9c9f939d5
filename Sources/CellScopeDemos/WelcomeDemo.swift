import CellKit
import CellScope
import Foundation

/// A first demo: a few list rows with an icon, a title and a subtitle.
@MainActor
enum WelcomeDemo {
    static let rows: [(id: String, icon: String, title: String, subtitle: String)] = [
        ("star", "star", "Hello WWDC!", "A cell built from a content configuration"),
        ("bicycle", "bicycle", "Bicycle", "Symbols map to Adwaita icons"),
    ]

    static let demo = PreviewDemo(
        id: "welcome",
        title: "Welcome",
        summary: "List rows with an icon, a title and a subtitle.",
        items: rows.map { PreviewItem(id: $0.id, title: $0.title) }
    ) { item, context in
        let row = rows.first { $0.id == item.id } ?? rows[0]
        return makeRow(icon: row.icon, title: row.title, subtitle: row.subtitle, width: context.width)
    }

    static func makeRow(icon: String, title: String, subtitle: String, width: CGFloat) -> UIView {
        let imageView = UIImageView(image: UIImage(systemName: icon))
        imageView.contentMode = .center
        imageView.setContentHuggingPriority(.required, for: .horizontal)
        imageView.frame.size = CGSize(width: 24, height: 24)
        let titleLabel = UILabel()
        titleLabel.text = title
        titleLabel.font = UIFont.systemFont(ofSize: 17)
        let subtitleLabel = UILabel()
        subtitleLabel.text = subtitle
        subtitleLabel.font = UIFont.systemFont(ofSize: 12)
        let texts = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
        texts.axis = .vertical
        texts.spacing = 3
        let row = UIStackView(arrangedSubviews: [imageView, texts])
        row.spacing = 16
        row.alignment = .center
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        row.backgroundColor = .white
        row.frame.size = row.systemLayoutSizeFitting(CGSize(width: width, height: 0))
        row.frame.size.width = width
        return row
    }
}
