import Foundation

/// A controller that runs a search from its search bar (UIKit's `UISearchController`).
///
/// Put its `searchBar` on screen (with `navigationItem.searchController`, under the navigation bar,
/// or anywhere in a view). When editing begins in the bar the controller becomes active: the Cancel
/// button shows, the content below the bar is dimmed (`obscuresBackgroundDuringPresentation`), and
/// `searchResultsUpdater` is asked to update. Every change of the text asks again; once there is
/// text, the `searchResultsController`'s view covers the content below the bar (or at once, with
/// `showsSearchResultsController`). Cancel, or a tap on the dimmed content, clears the text, puts the
/// keyboard away and makes the controller inactive. CellKit shows all this without animation and
/// keeps the navigation bar in place (`hidesNavigationBarDuringPresentation` is stored only).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The search bar; the controller watches it without taking its `delegate`.
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
    /// The controller that shows the results (nil: the searched content shows them itself).
    public private(set) var searchResultsController: UIViewController?
    /// The object asked to update the results.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// The object told when the controller becomes active and inactive.
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the content below the search bar is dimmed while the search is active (default true);
    /// a tap on it ends the search.
    open var obscuresBackgroundDuringPresentation = true { didSet { overlay?.update() } }
    /// Whether the navigation bar hides while the search is active (stored; CellKit keeps it shown).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar's Cancel button shows while the search is active (default true).
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller's view shows even while the text is empty (default false: it
    /// shows once there is text, as in iOS 13).
    open var showsSearchResultsController = false { didSet { overlay?.update() } }

    private var activeStorage = false
    private var overlay: SearchOverlayView? { viewIfLoaded as? SearchOverlayView }

    /// Whether the search is in progress. Setting it presents or dismisses the search (without
    /// moving the keyboard focus).
    open var isActive: Bool {
        get { activeStorage }
        set {
            guard newValue != activeStorage else { return }
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Creates a search controller whose results show in `searchResultsController` (nil: in the
    /// searched content itself).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    /// Creates a search controller that shows its results in the searched content.
    public convenience init() {
        self.init(searchResultsController: nil)
    }

    /// Creates a search controller from an archive (CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        searchBar.searchController = self
    }

    /// Makes the view shown over the content below the search bar: the dimming and the results.
    open override func loadView() {
        view = SearchOverlayView(controller: self)
    }

    /// Whether the results controller's view shows now.
    var showsResults: Bool {
        searchResultsController != nil && (showsSearchResultsController || !(searchBar.text ?? "").isEmpty)
    }

    // MARK: The search bar's events

    func searchBarDidBeginEditing() {
        isActive = true
    }

    func searchBarTextDidChange() {
        guard activeStorage else { return }
        overlay?.update()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarDidCancel() {
        isActive = false
    }

    // MARK: Presenting and dismissing

    private func activate() {
        delegate?.willPresentSearchController(self)
        activeStorage = true
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        if let results = searchResultsController, results.parent !== self {
            addChild(results)
            view.addSubview(results.view)
            results.didMove(toParent: self)
        }
        if let host = hostView() {
            beginAppearanceTransition(true, animated: false)
            let barBottom = searchBar.convert(searchBar.bounds, to: host).maxY
            view.frame = CGRect(x: 0, y: barBottom, width: host.bounds.width, height: max(0, host.bounds.height - barBottom))
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            host.addSubview(view)
            host.layoutIfNeeded()
            endAppearanceTransition()
        }
        overlay?.update()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    private func deactivate() {
        delegate?.willDismissSearchController(self)
        activeStorage = false
        searchBar.text = ""
        searchBar.resignFirstResponder()
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        if let view = viewIfLoaded, view.superview != nil {
            beginAppearanceTransition(false, animated: false)
            view.removeFromSuperview()
            endAppearanceTransition()
        }
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    /// The view the search covers: the outermost controller's view above the search bar (a
    /// navigation controller's, say), so the search covers everything below the bar.
    private func hostView() -> UIView? {
        var host: UIView?
        var current = searchBar.superview
        while let view = current {
            if view.owningViewController != nil { host = view }
            current = view.superview
        }
        return host
    }
}

/// The view of a search controller: the results controller's view when it shows, and otherwise
/// the dimming (when `obscuresBackgroundDuringPresentation`), whose tap ends the search.
@MainActor
final class SearchOverlayView: UIControl {
    private weak var controller: UISearchController?

    init(controller: UISearchController) {
        self.controller = controller
        super.init(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        addAction(UIAction { [weak self] _ in self?.controller?.isActive = false }, for: .primaryActionTriggered)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Shows the results or the dimming, per the controller's state.
    func update() {
        guard let controller else { return }
        let results = controller.showsResults
        controller.searchResultsController?.viewIfLoaded?.isHidden = !results
        let dims = !results && controller.obscuresBackgroundDuringPresentation
        backgroundColor = dims ? UIColor.black.withAlphaComponent(0.2) : nil
        isUserInteractionEnabled = results || dims
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.searchResultsController?.viewIfLoaded?.frame = bounds
    }
}
