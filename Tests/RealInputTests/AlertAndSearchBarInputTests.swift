import CGtk
@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RealInput
import RenderingTestSupport
import Testing

extension RealInputTests {
    /// A presented `UIAlertController` and a `UISearchBar` in a CellKit window answer the real pointer
    /// and keyboard: a click on an alert button dismisses the alert and runs the action's handler; a
    /// click in the search field gives it the keyboard, typed keys reach the delegate one change at a
    /// time, Return is the search button and a click on Cancel reaches the delegate.
    @Suite @MainActor struct AlertAndSearchBarInput {
        @MainActor private final class SearchScreen: UIViewController, UISearchBarDelegate {
            let searchBar = UISearchBar(frame: .zero)
            var log: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                searchBar.frame = CGRect(x: 0, y: 20, width: view.bounds.width, height: 56)
                searchBar.autoresizingMask = [.flexibleWidth]
                searchBar.showsCancelButton = true
                searchBar.delegate = self
                view.addSubview(searchBar)
            }

            func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("began") }
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("changed \(searchText)") }
            func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search \(searchBar.text ?? "")") }
            func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
                log.append("cancel")
                searchBar.text = ""
                searchBar.resignFirstResponder()
            }
        }

        private func showing(_ controller: UIViewController) throws -> (UIWindow, RealInput) {
            try GtkTestEnvironment.start()
            let input = try RealInput.start()
            input.beginSession()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
            window.rootViewController = controller
            try input.show(window)
            return (window, input)
        }

        private func control(labelled label: String, in view: UIView) -> UIControl? {
            if let control = view as? UIControl, control.accessibilityLabel == label { return control }
            return view.subviews.lazy.compactMap { control(labelled: label, in: $0) }.first
        }

        @Test func aClickOnAnAlertButtonDismissesTheAlertThenRunsTheHandler() throws {
            let root = UIViewController()
            let (window, input) = try showing(root)
            defer { input.release(window) }
            var log: [String] = []
            let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
                log.append("delete, presented \(root.presentedViewController != nil)")
            })
            root.present(alert, animated: true)
            window.layoutIfNeeded()
            let delete = try #require(control(labelled: "Delete", in: alert.view))
            let widget = ViewTesting.gtkWidget(of: delete)
            #expect(input.waitUntil { gtk_widget_get_mapped(widget) != 0 && gtk_widget_get_width(widget) == Int32(delete.bounds.width) })
            try input.click(widget)
            #expect(input.waitUntil { !log.isEmpty })
            #expect(log == ["delete, presented false"])
            #expect(alert.viewIfLoaded?.superview == nil)
        }

        @Test func textTypedInAnAlertsFieldIsThereForTheHandler() throws {
            let root = UIViewController()
            let (window, input) = try showing(root)
            defer { input.release(window) }
            var added: String?
            let alert = UIAlertController(title: "New item", message: "Name the item to buy.", preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Name" }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Add", style: .default) { [weak alert] _ in
                added = alert?.textFields?.first?.text
            })
            root.present(alert, animated: true)
            window.layoutIfNeeded()
            let field = try #require(alert.textFields?.first)
            let fieldWidget = ViewTesting.gtkWidget(of: field)
            #expect(input.waitUntil { gtk_widget_get_mapped(fieldWidget) != 0 && gtk_widget_get_width(fieldWidget) > 0 })
            try input.click(fieldWidget)
            #expect(input.waitUntil { field.isEditing })
            try input.type("Milk")
            let add = try #require(control(labelled: "Add", in: alert.view))
            try input.click(ViewTesting.gtkWidget(of: add))
            #expect(input.waitUntil { added != nil })
            #expect(added == "Milk")
            #expect(root.presentedViewController == nil)
        }

        @Test func typingInTheSearchFieldReachesTheDelegateAndCancelToo() throws {
            let screen = SearchScreen()
            let (window, input) = try showing(screen)
            defer { input.release(window) }
            let field = screen.searchBar.searchTextField
            try input.click(ViewTesting.gtkWidget(of: field))
            #expect(input.waitUntil { screen.searchBar.isFirstResponder })
            try input.type("Soup")
            #expect(screen.searchBar.text == "Soup")
            try input.key(Int32(GDK_KEY_Return))
            #expect(screen.log == ["began", "changed S", "changed So", "changed Sou", "changed Soup", "search Soup"])
            #expect(screen.searchBar.isFirstResponder, "Return leaves the keyboard with the field, as in UIKit")
            try input.click(ViewTesting.gtkWidget(of: screen.searchBar.cancelButtonView))
            #expect(input.waitUntil { !screen.searchBar.isFirstResponder })
            #expect(screen.log.last == "cancel")
            #expect(screen.searchBar.text == "")
        }
    }
}

extension RealInputTests {
    /// A search controller in a navigation item answers the real pointer and keyboard: a click in its
    /// search field activates the search, typed keys update the results, Cancel ends the search.
    @Suite @MainActor struct SearchControllerInput {
        @MainActor private final class Fruit: UIViewController, UISearchResultsUpdating {
            let results = UIViewController()
            lazy var search = UISearchController(searchResultsController: results)
            var updates: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Fruit"
                search.searchResultsUpdater = self
                navigationItem.searchController = search
            }

            func updateSearchResults(for searchController: UISearchController) {
                updates.append(searchController.searchBar.text ?? "")
            }
        }

        @Test func clickingTypingAndCancellingDriveTheSearch() throws {
            try GtkTestEnvironment.start()
            let input = try RealInput.start()
            input.beginSession()
            let fruit = Fruit()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
            window.rootViewController = UINavigationController(rootViewController: fruit)
            try input.show(window)
            defer { input.release(window) }
            try input.click(ViewTesting.gtkWidget(of: fruit.search.searchBar.searchTextField))
            #expect(input.waitUntil { fruit.search.isActive })
            try input.type("Fig")
            #expect(fruit.updates == ["", "F", "Fi", "Fig"])
            #expect(input.waitUntil { !fruit.results.view.isHidden && fruit.results.view.window === window })
            let cancel = ViewTesting.gtkWidget(of: fruit.search.searchBar.cancelButtonView)
            #expect(input.waitUntil { gtk_widget_get_mapped(cancel) != 0 && gtk_widget_get_width(cancel) > 0 })
            try input.click(cancel)
            #expect(input.waitUntil { !fruit.search.isActive })
            #expect(fruit.updates.last == "")
            #expect(fruit.search.searchBar.text == "")
        }
    }
}
