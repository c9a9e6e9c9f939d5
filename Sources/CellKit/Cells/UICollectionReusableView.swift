import Foundation

/// A view a collection view reuses for cells and supplementary views (UIKit's
/// `UICollectionReusableView`).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered with (set by the collection view).
    public internal(set) var reuseIdentifier: String?

    /// The supplementary element kind the view is shown as (a section header or footer), or nil
    /// for a cell. List cells registered as headers take the header styles.
    var elementKind: String? {
        didSet { if oldValue != elementKind { elementKindDidChange() } }
    }

    /// Whether the view is a cell shown as its section's header: the first item of a section whose
    /// list configuration has `headerMode = .firstItemInSection` (set by the collection view before
    /// the cell is configured, so `defaultContentConfiguration()` already gives the header style).
    var isFirstItemHeader = false {
        didSet { if oldValue != isFirstItemHeader { elementKindDidChange() } }
    }

    /// Whether the view appears as a section header: a header supplementary view, or a cell that
    /// is its section's first-item header.
    var appearsAsSectionHeader: Bool {
        elementKind == UICollectionView.elementKindSectionHeader || isFirstItemHeader
    }

    /// Called when the view starts or stops being a supplementary view of some kind, or a
    /// first-item header.
    func elementKindDidChange() {}

    /// Creates a reusable view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a reusable view from an archive (CellKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a view for a collection view's reuse queue by calling `init(frame:)` on the dynamic
    /// type (so subclasses that override `init(frame:)`, as UIKit cells do, work unchanged).
    /// Collection views use it; you do not need to call it.
    public required convenience init(reuseFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before the collection view hands this view out again for another item; reset
    /// anything item-specific here. The default does nothing.
    open func prepareForReuse() {}
}
