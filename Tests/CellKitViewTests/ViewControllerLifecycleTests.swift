@testable import CellKit
import Foundation
import RenderingTestSupport
import Testing

/// A controller that records its lifecycle callbacks, written as an iOS app writes one.
@MainActor
final class RecordingViewController: UIViewController {
    var events: [String] = []
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() { events.append("loadView"); super.loadView() }
    override func viewDidLoad() { super.viewDidLoad(); events.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); events.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); events.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); events.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); events.append("viewDidDisappear") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); events.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); events.append("viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) { events.append(parent == nil ? "willMove(nil)" : "willMove(parent)") }
    override func didMove(toParent parent: UIViewController?) { events.append(parent == nil ? "didMove(nil)" : "didMove(parent)") }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { events.append("traitCollectionDidChange") }

    /// The appearance callbacks only.
    var appearance: [String] { events.filter { $0.hasPrefix("viewWill") || $0.hasPrefix("viewDid") }.filter { !$0.contains("Layout") && $0 != "viewDidLoad" } }
}

@Suite(.serialized, .gtk) @MainActor struct ViewControllerLifecycleTests {
    @Test func theViewLoadsOnceOnFirstAccess() {
        let controller = RecordingViewController(name: "a")
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.events.isEmpty)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === view)
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.events == ["loadView", "viewDidLoad"])
        #expect(view?.backgroundColor == .systemBackground)
    }

    @Test func theWindowMakesItsRootControllerAppearWhenShown() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = RecordingViewController(name: "first")
        window.rootViewController = first
        #expect(first.appearance.isEmpty)
        window.makeKeyAndVisible()
        #expect(first.appearance == ["viewWillAppear", "viewDidAppear"])
        #expect(first.view.frame == window.bounds)
        #expect(first.events.contains("viewWillLayoutSubviews") && first.events.contains("viewDidLayoutSubviews"))

        let second = RecordingViewController(name: "second")
        window.rootViewController = second
        #expect(first.appearance == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(second.appearance == ["viewWillAppear", "viewDidAppear"])
        #expect(first.viewIfLoaded?.superview == nil)
    }

    @Test func layoutCallbacksBracketTheViewsLayout() {
        let controller = RecordingViewController(name: "a")
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        controller.events.removeAll()
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(controller.events == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    }

    @Test func settingTheTitleSetsTheNavigationItemsTitle() {
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox")
        controller.title = "Archive"
        #expect(controller.navigationItem.title == "Archive")
        controller.navigationItem.title = "Custom"
        #expect(controller.title == "Archive")
    }

    @Test func theEditButtonTogglesEditingAndItsTitle() {
        let controller = UIViewController()
        let item = controller.editButtonItem
        #expect(item.title == "Edit")
        #expect(item.style == .plain)
        item.performTap()
        #expect(controller.isEditing)
        #expect(item.title == "Done")
        #expect(item.style == .done)
        controller.isEditing = false
        #expect(item.title == "Edit")
    }

    @Test func childrenFollowUIKitsContainmentOrder() {
        let parent = UIViewController()
        let child = RecordingViewController(name: "child")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
        #expect(child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        #expect(child.events.filter { $0.contains("Move") } == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
    }

    @Test func childrenInsideTheViewAppearWithTheirParent() {
        let parent = UIViewController()
        let inside = RecordingViewController(name: "inside")
        let outside = RecordingViewController(name: "outside")
        parent.addChild(inside)
        parent.addChild(outside)
        parent.view.addSubview(inside.view)
        parent.beginAppearanceTransition(true, animated: false)
        parent.endAppearanceTransition()
        #expect(inside.appearance == ["viewWillAppear", "viewDidAppear"])
        #expect(outside.appearance.isEmpty)
        parent.beginAppearanceTransition(true, animated: false)
        #expect(inside.appearance.count == 2)
    }

    @Test func additionalSafeAreaInsetsReachTheViewAndItsSubviews() {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        let subview = UIView(frame: CGRect(x: 0, y: 10, width: 300, height: 100))
        controller.view.addSubview(subview)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0))
        #expect(subview.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test func traitChangesReachTheController() {
        let controller = RecordingViewController(name: "a")
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(controller.view)
        controller.events.removeAll()
        container.traitOverrides.userInterfaceStyle = .dark
        #expect(controller.events.contains("traitCollectionDidChange"))
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func presentingCoversTheScreenAndDismissingRemovesIt() {
        let root = UIViewController()
        root.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
        let sheet = RecordingViewController(name: "sheet")
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        #expect(completed)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.presentingViewController === root)
        #expect(sheet.view.superview === root.view)
        #expect(sheet.view.frame == root.view.bounds)
        #expect(sheet.appearance == ["viewWillAppear", "viewDidAppear"])
        sheet.dismiss(animated: true)
        #expect(root.presentedViewController == nil)
        #expect(sheet.viewIfLoaded?.superview == nil)
        #expect(sheet.appearance == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    }
}
