import CellKit

struct RecipeContentConfiguration: UIContentConfiguration, Hashable {
    var title: String?
    var detail: String?
    var isFavorite = false

    func makeContentView() -> UIView & UIContentView {
        return RecipeContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> RecipeContentConfiguration {
        return self
    }
}

class RecipeContentView: UIView, UIContentView {
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()
    private let favoriteView = UIImageView()
    private var appliedConfiguration: RecipeContentConfiguration!

    var configuration: UIContentConfiguration {
        get { appliedConfiguration }
        set {
            guard let newConfiguration = newValue as? RecipeContentConfiguration else { return }
            apply(configuration: newConfiguration)
        }
    }

    init(configuration: RecipeContentConfiguration) {
        super.init(frame: .zero)
        setupInternalViews()
        apply(configuration: configuration)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupInternalViews() {
        for view in [titleLabel, detailLabel, favoriteView] {
            addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailLabel.textColor = .secondaryLabel
        favoriteView.tintColor = .systemYellow

        let guide = layoutMarginsGuide
        NSLayoutConstraint.activate([
            favoriteView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            favoriteView.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            favoriteView.widthAnchor.constraint(equalToConstant: 24),
            favoriteView.heightAnchor.constraint(equalTo: favoriteView.widthAnchor),
            titleLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: favoriteView.trailingAnchor, multiplier: 1),
            titleLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: guide.topAnchor),
            detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            detailLabel.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor),
            detailLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 0.5),
            detailLabel.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        let preferredHeight = heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
        preferredHeight.priority = .defaultHigh
        preferredHeight.isActive = true
    }

    private func apply(configuration: RecipeContentConfiguration) {
        guard appliedConfiguration != configuration else { return }
        appliedConfiguration = configuration
        titleLabel.text = configuration.title
        detailLabel.text = configuration.detail
        favoriteView.image = makeFavoriteImage(configuration.isFavorite)
    }
}
