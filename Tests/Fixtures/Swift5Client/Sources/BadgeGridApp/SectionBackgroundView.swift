import CellKit

/// The rounded panel behind each section (the layout's background decoration item).
class SectionBackgroundView: UICollectionReusableView {
    static let elementKind = "section-background-element-kind"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
