import Foundation

/// Manages a view and its place among other controllers (UIKit's `UIViewController`).
///
/// The view is created on first access of `view` (or `loadViewIfNeeded()`): `loadView()` makes it,
/// then `viewDidLoad()` runs once. Appearance follows UIKit's order: `viewWillAppear(_:)` before the
/// view is shown, `viewDidAppear(_:)` after, and the same for disappearing; windows, navigation and
/// split controllers drive it, and any container can with `beginAppearanceTransition(_:animated:)`
/// and `endAppearanceTransition()`. Every layout pass of the view runs `viewWillLayoutSubviews()`
/// before the view's `layoutSubviews()` and `viewDidLayoutSubviews()` after it, and the view's trait
/// changes reach `traitCollectionDidChange(_:)`.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment {
    private var loadedView: UIView?
    private var editingStorage = false
    private var madeEditButtonItem: UIBarButtonItem?
    private var madeNavigationItem: UINavigationItem?
    var appearancePhase = AppearancePhase.disappeared

    /// The controllers this one contains, in the order they were added.
    public internal(set) var children: [UIViewController] = []
    /// The container controller this one is a child of.
    public internal(set) weak var parent: UIViewController?
    /// The controller this one presented (see `present(_:animated:completion:)`).
    public internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: UIViewController?
    /// Whether the controller is being added to a container right now (during a push, for example).
    public internal(set) var isMovingToParent = false
    /// Whether the controller is being removed from its container right now (during a pop).
    public internal(set) var isMovingFromParent = false

    /// The title; setting it sets `navigationItem.title` too, as in UIKit.
    open var title: String? {
        didSet { madeNavigationItem?.title = title }
    }

    /// Extra insets added to the view's safe area (`view.safeAreaInsets` includes them).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if oldValue != additionalSafeAreaInsets { loadedView?.setNeedsLayout() } }
    }

    /// Creates a controller; a nib is never loaded (CellKit has no nibs), so `loadView()` makes the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a controller without a nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller from an archive (CellKit has no archives; the controller is empty).
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: The view

    /// The controller's view, loaded on first access (`loadView()`, then `viewDidLoad()`). Setting it
    /// replaces the view without calling `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { install(newValue) }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// The undo manager of the controller's view's superview (UIKit: the next responder after a
    /// controller is its view's superview), or its parent's while its view is not in a hierarchy.
    open override var undoManager: UndoManager? { loadedView?.superview?.undoManager ?? parent?.undoManager }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { install(UIView(frame: .zero)) }
        viewDidLoad()
    }

    /// Creates the view and assigns it to `view`. The default makes a plain view with the system
    /// background; override it to make another view (do not call `super` then).
    open func loadView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        view.backgroundColor = .systemBackground
        self.view = view
    }

    /// Called once, after the view was loaded.
    open func viewDidLoad() {}

    /// The smallest leading and trailing layout margins the view gets: 16 points on 320- and 375-point
    /// screens, 20 on wider ones (390-point and wider phones, phones in landscape, iPad), as lists and
    /// cells use; none at the top and bottom. Without a screen, the view's width decides (20 above 400).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        guard let view = loadedView else { return .zero }
        let side = view.systemSideMargin(forWidth: view.bounds.width)
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the view's leading and trailing layout margins are at least ``systemMinimumLayoutMargins``
    /// (default true).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if oldValue != viewRespectsSystemMinimumLayoutMargins { loadedView?.layoutMarginsChanged() } }
    }

    private func install(_ view: UIView?) {
        let old = loadedView
        old?.owningViewController = nil
        loadedView = view
        view?.owningViewController = self
        // A root view's side margins are at least the system minimum; a view no longer root loses that.
        old?.layoutMarginsChanged()
        view?.layoutMarginsChanged()
    }

    // MARK: Lifecycle callbacks

    /// The view is about to be shown.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is shown.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be hidden or removed.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view was hidden or removed.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews.
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called when the view's safe area insets changed (a status bar, a device rotation,
    /// `additionalSafeAreaInsets`), in the layout pass, before the view lays out.
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: Traits

    /// The traits of the controller's view (of its parent before the view is loaded).
    open var traitCollection: UITraitCollection {
        loadedView?.traitCollection ?? parent?.traitCollection ?? UITraitCollection.current
    }

    /// Called after the traits of the controller's view changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Trait overrides for the controller's view and everything inside it (iOS 17).
    open var traitOverrides: UITraitOverrides {
        get { view.traitOverrides }
        set { view.traitOverrides = newValue }
    }

    // MARK: Navigation

    /// The item that represents the controller in a navigation bar: its title (the controller's
    /// `title` unless set), bar buttons and large-title mode.
    open var navigationItem: UINavigationItem {
        if let madeNavigationItem { return madeNavigationItem }
        let item = UINavigationItem(title: "")
        item.title = title
        madeNavigationItem = item
        return item
    }

    /// The nearest navigation controller among the controller's ancestors (or itself).
    open var navigationController: UINavigationController? {
        var current: UIViewController? = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The nearest split view controller among the controller's ancestors.
    open var splitViewController: UISplitViewController? {
        var current: UIViewController? = parent
        while let controller = current {
            if let split = controller as? UISplitViewController { return split }
            current = controller.parent
        }
        return nil
    }

    // MARK: Editing

    /// Whether the controller is in editing mode; setting it calls `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode and updates `editButtonItem` ("Edit" / "Done").
    /// `UICollectionViewController` and `UITableViewController` pass the mode on to their list;
    /// other controllers override this to do so, calling `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        madeEditButtonItem?.showEditing(editing)
    }

    /// A bar button that toggles editing: "Edit" while not editing, a bold "Done" while editing.
    /// Tapping it calls `setEditing(!isEditing, animated: true)`.
    open var editButtonItem: UIBarButtonItem {
        if let madeEditButtonItem { return madeEditButtonItem }
        let item = UIBarButtonItem(barButtonSystemItem: .edit, primaryAction: nil)
        item.primaryAction = UIAction { [weak self] _ in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        }
        item.showEditing(editingStorage)
        madeEditButtonItem = item
        return item
    }

    // MARK: Containment (UIViewController+Containment.swift)

    /// Adds `childController` as a child. As in UIKit, this calls `childController.willMove(toParent:)`
    /// first; the container adds the child's view to its own and then calls `didMove(toParent: self)`.
    open func addChild(_ childController: UIViewController) { addChildController(childController) }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`; the container calls
    /// `willMove(toParent: nil)` before and removes the view itself.
    open func removeFromParent() { removeFromParentController() }

    /// Called before the controller is added to or removed from a container (nil: removed).
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a container (nil: removed).
    open func didMove(toParent parent: UIViewController?) {}

    /// Whether appearance callbacks reach children automatically (default true): the children whose
    /// views are inside this controller's view appear and disappear with it.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance change: `viewWillAppear(_:)` (loading the view first) when `isAppearing`,
    /// else `viewWillDisappear(_:)`. A controller that is already appearing or appeared is not told
    /// again. Children whose views are inside this one's view follow.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) { beginAppearance(isAppearing, animated: animated) }

    /// Ends the change begun by `beginAppearanceTransition(_:animated:)`: `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    open func endAppearanceTransition() { endAppearance() }

    // MARK: Size transitions (Transitions/UIWindow+SizeTransition.swift)

    /// Called when the size of the controller's view is about to change to `size` (the window was
    /// resized, or the device rotated), before the views take the new size: register blocks with
    /// `coordinator` to run along with the change and after it. The default passes the call on to
    /// every child, with the same size (UIKit asks `size(forChildContentContainer:withParentContainerSize:)`,
    /// which gives the parent's size unless a container overrides it; CellKit has no such hook).
    /// Call `super` when you override it, as UIKit asks.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// The coordinator of the transition this controller takes part in, while it is in progress: the
    /// window's size change (from `viewWillTransition(to:with:)` until its completion blocks ran).
    /// CellKit pushes, pops and presents at once, without a transition, so it is nil at other times.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        viewIfLoaded?.window?.sizeTransitionCoordinator ?? parent?.transitionCoordinator
            ?? presentingViewController?.transitionCoordinator
    }

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` modally; see `presentController` for how CellKit shows it.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentController(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the presented controller, or this one when it presents none, then runs `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissController(animated: flag, completion: completion)
    }
}

/// Where a controller is in its appearance cycle.
enum AppearancePhase {
    case disappeared, appearing, appeared, disappearing
}
