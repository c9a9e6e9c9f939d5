import CellKit
import CellScope
import Foundation

/// Demo 7: a whole app screen, previewed exactly as the app builds it.
@MainActor
enum ListsScreenDemo {
    static let demo = PreviewDemo(
        id: "screen", title: "Lists screen",
        summary: "A whole screen: a navigation controller with a large title and an edit button around a collection view controller with a grid of smart-list tiles above a list that deletes and reorders in editing mode.",
        // Rows in screen order: the tiles of the grid section, then the lists of the list section.
        items: SmartList.samples.map { PreviewItem(id: $0.id, title: $0.name) }
            + ReminderList.samples.map { PreviewItem(id: $0.id, title: $0.name) },
        makeViewController: { _ in makeScreen() }
    )

    /// The screen as the app's scene delegate would build it.
    static func makeScreen() -> UIViewController {
        let navigation = UINavigationController(rootViewController: ListsViewController())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }
}
