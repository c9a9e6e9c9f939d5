@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// A list screen with a search controller in its navigation item, written as an iOS app writes one.
@MainActor
private final class FruitListController: UIViewController, UISearchResultsUpdating, UISearchControllerDelegate {
    let results = UIViewController()
    lazy var search = UISearchController(searchResultsController: results)
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        search.searchResultsUpdater = self
        search.delegate = self
        search.searchBar.placeholder = "Search fruit"
        navigationItem.searchController = search
    }

    func updateSearchResults(for searchController: UISearchController) {
        log.append("update \"\(searchController.searchBar.text ?? "")\" active \(searchController.isActive)")
    }
    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
}

/// `UISearchController` shows its search bar under the navigation bar, becomes active when editing
/// begins, asks its updater on every change, shows its results controller once there is text, and
/// ends the search on Cancel or a tap on the dimmed content.
@Suite @MainActor struct SearchControllerTests {
    init() throws { try GtkTestEnvironment.start() }

    private func shown(prefersLargeTitles: Bool = false) throws -> (UINavigationController, FruitListController) {
        let list = FruitListController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = prefersLargeTitles
        navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
        navigation.beginAppearanceTransition(true, animated: false)
        navigation.endAppearanceTransition()
        navigation.view.layoutIfNeeded()
        _ = try ViewSnapshot.image(of: navigation.view)
        return (navigation, list)
    }

    @Test func theSearchBarShowsUnderTheNavigationBarsTitles() throws {
        let (navigation, list) = try shown()
        let bar = navigation.navigationBar
        #expect(list.search.searchBar.superview === bar)
        #expect(abs(bar.frame.height - 96) < 0.001, "\(bar.frame.height)")
        #expect(list.search.searchBar.frame == CGRect(x: 0, y: 44, width: 390, height: 52))
        #expect(list.search.searchBar.searchTextField.frame == CGRect(x: 16, y: 8, width: 358, height: 36))
        #expect(list.view.frame.minY == bar.frame.maxY)
        #expect(list.search.searchBar.searchTextField.placeholder == "Search fruit")

        let (large, largeList) = try shown(prefersLargeTitles: true)
        #expect(abs(large.navigationBar.frame.height - 148) < 0.001, "\(large.navigationBar.frame.height)")
        #expect(largeList.search.searchBar.frame.minY == 96)
    }

    @Test func editingActivatesTheSearchAndEachChangeUpdatesTheResults() throws {
        let (navigation, list) = try shown()
        let search = list.search
        let field = search.searchBar.searchTextField
        field.editorFocusChanged(true)
        #expect(search.isActive)
        #expect(search.searchBar.showsCancelButton)
        #expect(list.log == ["willPresent", "update \"\" active true", "didPresent"])
        // The content below the bar is dimmed; the results wait for text.
        #expect(search.view.superview === navigation.view)
        #expect(search.view.frame == CGRect(x: 0, y: 96, width: 390, height: 604))
        #expect(search.view.backgroundColor != nil)
        #expect(list.results.view.isHidden)

        let editor = try #require(field.editor)
        editor.setText("fig")
        field.editorTextChanged()
        #expect(list.log.last == "update \"fig\" active true")
        #expect(!list.results.view.isHidden)
        #expect(list.results.view.frame == search.view.bounds)
        #expect(list.results.parent === search)

        ViewTesting.click(search.searchBar.cancelButtonView)
        #expect(!search.isActive)
        #expect(search.searchBar.text == "")
        #expect(!search.searchBar.showsCancelButton)
        #expect(search.viewIfLoaded?.superview == nil)
        #expect(list.log.suffix(3) == ["willDismiss", "update \"\" active false", "didDismiss"])
    }

    @Test func aTapOnTheDimmedContentEndsTheSearch() throws {
        let (navigation, list) = try shown()
        list.search.isActive = true
        navigation.view.layoutIfNeeded()
        _ = try ViewSnapshot.image(of: navigation.view)
        let overlay = try #require(list.search.view as? UIControl)
        ViewTesting.click(overlay)
        #expect(!list.search.isActive)
        #expect(list.log == ["willPresent", "update \"\" active true", "didPresent",
                             "willDismiss", "update \"\" active false", "didDismiss"])
    }

    @Test func withoutObscuringTheContentStaysUsableUntilThereIsText() throws {
        let (navigation, list) = try shown()
        list.search.obscuresBackgroundDuringPresentation = false
        list.search.isActive = true
        #expect(list.search.view.superview === navigation.view)
        #expect(list.search.view.backgroundColor == nil)
        #expect(!list.search.view.isUserInteractionEnabled)
        list.search.showsSearchResultsController = true
        #expect(!list.results.view.isHidden)
        #expect(list.search.view.isUserInteractionEnabled)
    }

    @Test func drawsTheSearchBarUnderALargeTitleAndTheDimmingWhileActive() throws {
        let (navigation, list) = try shown(prefersLargeTitles: true)
        list.view.backgroundColor = .systemBackground
        navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 360)
        navigation.view.layoutIfNeeded()
        GoldenImage.assertMatches(try ViewSnapshot.image(of: navigation.view), named: "search-controller-idle", tolerance: 2)
        list.search.isActive = true
        navigation.view.layoutIfNeeded()
        GoldenImage.assertMatches(try ViewSnapshot.image(of: navigation.view), named: "search-controller-active", tolerance: 2)
    }
}
