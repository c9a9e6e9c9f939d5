import CellKit

/// The red count at an album's top trailing corner (the layout's badge supplementary item).
class BadgeView: UICollectionReusableView {
    static let elementKind = "badge-element-kind"

    let countLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = 10
        layer.borderColor = UIColor.systemBackground.cgColor
        layer.borderWidth = 2
        countLabel.font = .systemFont(ofSize: 12, weight: .semibold)
        countLabel.textColor = .white
        countLabel.textAlignment = .center
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(countLabel)
        NSLayoutConstraint.activate([
            countLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            countLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
