import CellKit
import Foundation

/// A custom content configuration: a title and, while the cell is selected, a checkmark symbol after
/// it, in a horizontal stack inset by 8-point margins on a system background.
struct CheckedRowConfiguration: UIContentConfiguration {
    var title: String
    var isSelected = false

    @MainActor func makeContentView() -> UIView & UIContentView { CheckedRowView(configuration: self) }

    func updated(for state: UIConfigurationState) -> CheckedRowConfiguration {
        var updated = self
        if let cell = state as? UICellConfigurationState { updated.isSelected = cell.isSelected }
        return updated
    }
}

/// The view of ``CheckedRowConfiguration``: itself the horizontal stack, so Auto Layout sizes the row
/// from the label and the margins.
@MainActor
final class CheckedRowView: UIStackView, UIContentView {
    let label = UILabel()
    let checkmark = UIImageView(image: UIImage(systemName: "checkmark"))

    var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: CheckedRowConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        addArrangedSubview(label)
        addArrangedSubview(checkmark)
        layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        isLayoutMarginsRelativeArrangement = true
        apply()
    }

    required init(coder: NSCoder) { fatalError("not used") }

    private func apply() {
        guard let configuration = configuration as? CheckedRowConfiguration else { return }
        label.text = configuration.title
        checkmark.isHidden = !configuration.isSelected
    }
}

/// A header's custom content configuration: one label centred horizontally, 6 points from the top
/// and the bottom.
struct CenteredTitleConfiguration: UIContentConfiguration {
    var title: String

    @MainActor func makeContentView() -> UIView & UIContentView { CenteredTitleView(configuration: self) }

    func updated(for state: UIConfigurationState) -> CenteredTitleConfiguration { self }
}

/// The view of ``CenteredTitleConfiguration``.
@MainActor
final class CenteredTitleView: UIView, UIContentView {
    let label = UILabel()

    var configuration: UIContentConfiguration {
        didSet { label.text = (configuration as? CenteredTitleConfiguration)?.title }
    }

    init(configuration: CenteredTitleConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
            label.centerXAnchor.constraint(equalTo: centerXAnchor),
        ])
        label.text = configuration.title
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
