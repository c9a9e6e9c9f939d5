import Foundation

/// Shows a row's swipe action buttons behind it while the row is swiped aside, and runs an
/// action when its button is tapped.
///
/// The buttons sit at the revealed edge, under the row, and share the revealed width (each at
/// least as wide as its title needs). Tapping one reports `.swipeActionTapped` to the reducer;
/// the handler's completion closes the actions.
@preconcurrency @MainActor
final class SwipeActionsPresenter {
    private weak var collectionViewReference: UICollectionView?
    private var collectionView: UICollectionView { collectionViewReference! }
    private var buttons: [SwipeActionButton] = []
    private var shown: (indexPath: IndexPath, edge: ListSwipeEdge, configuration: UISwipeActionsConfiguration)?

    init(collectionView: UICollectionView) {
        collectionViewReference = collectionView
    }

    /// The swipe actions the list's configuration provides for an item's edge.
    func configuration(at indexPath: IndexPath, edge: ListSwipeEdge) -> UISwipeActionsConfiguration? {
        let list = collectionView.listConfiguration(forSection: indexPath.section)
        let provider = edge == .leading ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider
        guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// The width the actions of an item's edge take when open (0 when there are none).
    func width(at indexPath: IndexPath, edge: ListSwipeEdge) -> CGFloat {
        guard let configuration = configuration(at: indexPath, edge: edge) else { return 0 }
        return configuration.actions.map(SwipeActionButton.preferredWidth).reduce(0, +)
    }

    /// The buttons currently shown (tests tap them).
    var visibleButtons: [SwipeActionButton] { buttons }

    func reveal(at indexPath: IndexPath, edge: ListSwipeEdge) {
        hide()
        guard let configuration = configuration(at: indexPath, edge: edge) else { return }
        shown = (indexPath, edge, configuration)
        buttons = configuration.actions.enumerated().map { index, action in
            let button = SwipeActionButton(action: action)
            button.addAction(UIAction { [weak collectionView] _ in collectionView?.send(.swipeActionTapped(index: index)) },
                             for: .primaryActionTriggered)
            collectionView.insertSubview(button, at: 0)
            return button
        }
        layout()
    }

    func hide() {
        for button in buttons { button.removeFromSuperview() }
        buttons = []
        shown = nil
    }

    func run(at indexPath: IndexPath, edge: ListSwipeEdge, index: Int) {
        guard let configuration = shown?.configuration ?? configuration(at: indexPath, edge: edge),
              index < configuration.actions.count else { return }
        let action = configuration.actions[index]
        let sourceView: UIView = index < buttons.count ? buttons[index] : collectionView
        action.handler(action, sourceView) { [weak collectionView] _ in
            collectionView?.send(.swipeActionCompleted)
        }
    }

    /// Places the buttons in the strip the swiped row uncovers.
    func layout() {
        guard let shown, let rowFrame = collectionView.engine.frame(of: shown.indexPath) else { return }
        let revealed = CGFloat(abs(collectionView.interactionState.swipeOffset))
        let total = max(1, buttons.map { SwipeActionButton.preferredWidth($0.action) }.reduce(0, +))
        let rightToLeft = collectionView.interactionState.isRightToLeft
        // Leading actions show at the leading edge; the first action is nearest that edge.
        let atLeft = (shown.edge == .leading) != rightToLeft
        var x = atLeft ? rowFrame.minX : rowFrame.maxX
        for button in buttons {
            let width = revealed * SwipeActionButton.preferredWidth(button.action) / total
            if atLeft {
                button.frame = CGRect(x: x, y: rowFrame.minY, width: width, height: rowFrame.height)
                x += width
            } else {
                button.frame = CGRect(x: x - width, y: rowFrame.minY, width: width, height: rowFrame.height)
                x -= width
            }
        }
    }
}

/// A swipe action's button: its color, with its image and title in white.
@preconcurrency @MainActor
final class SwipeActionButton: UIControl {
    let action: UIContextualAction
    private let titleLabel = UILabel()
    private let imageView = UIImageView(frame: .zero)

    init(action: UIContextualAction) {
        self.action = action
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor
        titleLabel.text = action.title
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        titleLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        imageView.image = action.image
        imageView.tintColor = .white
        imageView.contentMode = .center
        addSubview(imageView)
        addSubview(titleLabel)
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { fatalError("SwipeActionButton is created in code") }

    /// The width an action's button takes when fully revealed: room for its title, at least 74 points.
    static func preferredWidth(_ action: UIContextualAction) -> CGFloat {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .subheadline)
        label.text = action.title
        return max(74, label.intrinsicContentSize.width + 30)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let titleHeight = titleLabel.text == nil ? 0 : titleLabel.intrinsicContentSize.height
        let imageHeight = imageView.image == nil ? 0 : imageView.intrinsicContentSize.height
        let gap: CGFloat = titleHeight > 0 && imageHeight > 0 ? 4 : 0
        var y = (bounds.height - titleHeight - imageHeight - gap) / 2
        imageView.frame = CGRect(x: 0, y: y, width: bounds.width, height: imageHeight)
        y += imageHeight + gap
        titleLabel.frame = CGRect(x: 0, y: y, width: bounds.width, height: titleHeight)
    }
}
