@testable import CellKit
import Foundation
import RenderingTestSupport
import Testing

@Suite(.serialized, .gtk) @MainActor struct NavigationControllerTests {
    private func shownNavigation(root: UIViewController, largeTitles: Bool = true) throws -> (UIWindow, UINavigationController) {
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation)
    }

    @Test func pushingAndPoppingFollowUIKitsCallbackOrder() throws {
        let root = RecordingViewController(name: "root")
        let (window, navigation) = try shownNavigation(root: root)
        #expect(root.appearance == ["viewWillAppear", "viewDidAppear"])
        #expect(root.navigationController === navigation)
        let pushed = RecordingViewController(name: "pushed")
        navigation.pushViewController(pushed, animated: true)
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(root), ObjectIdentifier(pushed)])
        #expect(navigation.topViewController === pushed)
        #expect(pushed.events.filter { !$0.contains("Layout") } == ["willMove(parent)", "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "didMove(parent)"])
        #expect(root.appearance.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(pushed.view.superview === navigation.view)

        let popped = navigation.popViewController(animated: true)
        #expect(popped === pushed)
        #expect(pushed.events.filter { !$0.contains("Layout") }.suffix(4) == ["willMove(nil)", "viewWillDisappear", "viewDidDisappear", "didMove(nil)"])
        #expect(root.appearance.suffix(2) == ["viewWillAppear", "viewDidAppear"])
        #expect(navigation.popViewController(animated: true) == nil)
        withExtendedLifetime(window) {}
    }

    @Test func theBarIsLargeForTheRootAndInlineForAPushedControllerThatAsksForIt() throws {
        let root = RemindersViewController()
        let (window, navigation) = try shownNavigation(root: root)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(root.view.frame == CGRect(x: 0, y: 96, width: 375, height: 504))
        #expect(navigation.navigationBar.topItem?.title == "Reminders")
        root.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        root.collectionView(root.collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
        window.layoutIfNeeded()
        let detail = try #require(root.pushedDetail)
        #expect(navigation.topViewController === detail)
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(detail.view.frame.minY == 44)
        #expect(navigation.navigationBar.backItem === root.navigationItem)
        navigation.popViewController(animated: true)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
        // clearsSelectionOnViewWillAppear: coming back clears the row the person picked.
        #expect(root.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func theEditButtonPutsTheCollectionViewInEditingMode() throws {
        let root = RemindersViewController()
        let (window, _) = try shownNavigation(root: root)
        root.editButtonItem.performTap()
        #expect(root.isEditing)
        #expect(root.collectionView.isEditing)
        #expect(root.editButtonItem.title == "Done")
        root.editButtonItem.performTap()
        #expect(!root.collectionView.isEditing)
        withExtendedLifetime(window) {}
    }

    @Test func targetActionItemsCallTheirMethod() throws {
        let root = RemindersViewController()
        let (window, _) = try shownNavigation(root: root)
        root.navigationItem.leftBarButtonItem?.performTap()
        #expect(root.addTaps == 1)
        #expect(root.navigationItem.leftBarButtonItem?.image != nil)
        withExtendedLifetime(window) {}
    }

    @Test func theBarShowsItsChromeOnlyOnceContentScrollsUnderIt() throws {
        let fruits = FruitsViewController()
        fruits.fruits = [(0..<40).map { "Fruit \($0)" }]
        let (window, navigation) = try shownNavigation(root: fruits)
        #expect(!navigation.navigationBar.isScrolledUnder)
        fruits.tableView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(navigation.navigationBar.isScrolledUnder)
        fruits.tableView.contentOffset = .zero
        #expect(!navigation.navigationBar.isScrolledUnder)
        withExtendedLifetime(window) {}
    }

    @Test func atTheScrollEdgeTheBarShowsTheBackgroundOfACollectionViewPinnedUnderIt() throws {
        let root = UIViewController()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: root.view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
        ])
        let (window, navigation) = try shownNavigation(root: root)
        #expect(root.view.backgroundColor == .systemBackground)
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 504))
        #expect(navigation.navigationBar.currentFill == .systemGroupedBackground)
        // A collection view below the view's top leaves the view's background at the edge.
        collectionView.removeFromSuperview()
        collectionView.translatesAutoresizingMaskIntoConstraints = true
        collectionView.frame = CGRect(x: 0, y: 40, width: 375, height: 400)
        root.view.addSubview(collectionView)
        #expect(navigation.navigationBar.currentFill == .systemBackground)
        withExtendedLifetime(window) {}
    }

    @Test func aSplitViewShowsASidebarBesideTheSecondaryColumn() throws {
        let split = UISplitViewController(style: .doubleColumn)
        split.primaryBackgroundStyle = .sidebar
        split.preferredDisplayMode = .oneBesideSecondary
        let sidebar = RecordingViewController(name: "sidebar")
        let detail = RecordingViewController(name: "detail")
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
        #expect(split.viewController(for: .primary) === sidebar)
        #expect(sidebar.navigationController != nil)
        #expect(sidebar.splitViewController === split)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 700))
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(sidebar.appearance == ["viewWillAppear", "viewDidAppear"])
        #expect(detail.appearance == ["viewWillAppear", "viewDidAppear"])
        #expect(sidebar.navigationController?.view.frame.width == 320)
        #expect(detail.navigationController?.view.frame.minX ?? 0 > 320)
        window.frame = CGRect(x: 0, y: 0, width: 375, height: 700)
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(sidebar.appearance.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(detail.navigationController?.view.frame.width == 375)
    }
}
