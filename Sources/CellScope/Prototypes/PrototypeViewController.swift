import CellKit
import Foundation

/// The view controller of a prototype with a navigation bar: its view is the prototype's list,
/// its navigation item carries the title and the bar buttons (which do nothing when tapped).
final class PrototypeViewController: UIViewController {
    private let list: PrototypeList

    init(prototype: Prototype) {
        list = PrototypeList(prototype: prototype)
        super.init(nibName: nil, bundle: nil)
        guard let navigation = prototype.navigation else { return }
        navigationItem.title = navigation.title
        navigationItem.largeTitleDisplayMode = navigation.largeTitle ? .always : .never
        navigationItem.leftBarButtonItems = navigation.leadingButtons.map(Self.barButtonItem)
        navigationItem.rightBarButtonItems = navigation.trailingButtons.map(Self.barButtonItem)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = list.makeCollectionView(width: 375)
    }

    private static func barButtonItem(_ button: PrototypeBarButton) -> UIBarButtonItem {
        switch button {
        case .system(let name): UIBarButtonItem(systemItem: PrototypeBarButtons.systemItems[name] ?? .done)
        case .title(let title): UIBarButtonItem(title: title)
        case .symbol(let name): UIBarButtonItem(image: UIImage(systemName: name))
        }
    }

    /// The prototype's screen: a navigation controller around this controller.
    static func screen(for prototype: Prototype) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: PrototypeViewController(prototype: prototype))
        navigation.navigationBar.prefersLargeTitles = prototype.navigation?.largeTitle ?? false
        return navigation
    }
}
