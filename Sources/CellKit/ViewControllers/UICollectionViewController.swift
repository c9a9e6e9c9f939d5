import Foundation

/// A view controller whose view is a collection view (UIKit's `UICollectionViewController`).
///
/// The controller is the collection view's data source and delegate until you set others (a
/// diffable data source makes itself the data source). Subclasses override the data source and
/// delegate methods with `override`, as in UIKit. `setEditing(_:animated:)` (and so the
/// `editButtonItem`) puts the collection view in editing mode, and, with
/// `clearsSelectionOnViewWillAppear` (default true), the selection is cleared each time the view
/// is about to appear.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var layout: UICollectionViewLayout
    private var madeCollectionView: UICollectionView?

    /// Whether the selection is cleared when the view is about to appear (default true).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press starts an interactive move (stored; CellKit moves items with the reorder control).
    open var installsStandardGestureForInteractiveMovement = true

    /// Creates a controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain list layout.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive (a plain list layout; CellKit has no archives).
    public required init?(coder: NSCoder) {
        layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        super.init(coder: coder)
    }

    /// The collection view (the controller's view), created with the controller's layout on first use.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return madeCollectionView
        }
        set {
            madeCollectionView = newValue
            if isViewLoaded || newValue != nil { view = newValue }
        }
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout { madeCollectionView?.collectionViewLayout ?? layout }

    /// Makes the collection view, with the controller as its data source and delegate, in the controller's editing mode.
    open override func loadView() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.isEditing = isEditing
        madeCollectionView = collectionView
        view = collectionView
    }

    /// Clears the selection when `clearsSelectionOnViewWillAppear` is on.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = madeCollectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    /// Enters or leaves editing mode, and puts the collection view in the same mode.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        madeCollectionView?.isEditing = editing
    }

    // MARK: UICollectionViewDataSource

    /// No items (override it, or use a diffable data source).
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Must be overridden when the controller is the data source and has items.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        preconditionFailure("\(type(of: self)) is its collection view's data source; override collectionView(_:cellForItemAt:)")
    }

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// An empty supplementary view.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
}
