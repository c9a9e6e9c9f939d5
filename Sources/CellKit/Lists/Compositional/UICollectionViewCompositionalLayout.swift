import Foundation

/// The object that decides where a collection view's items go (UIKit's `UICollectionViewLayout`).
/// CellKit's layouts are compositional (`UICollectionViewCompositionalLayout`); this base class lays out
/// every section as a plain list.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// Marks the layout as out of date: the collection view asks it for its sections again on its next
    /// layout pass (measured sizes are kept).
    open func invalidateLayout() {
        collectionView?.layoutDidInvalidate()
    }

    /// The layout of a section; nil lays the section out as a plain list.
    func section(at index: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        nil
    }

    /// The space between sections.
    var interSectionSpacing: CGFloat { 0 }

    /// The view classes of decoration items, by element kind.
    private(set) var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]

    /// Registers the class whose instances the layout draws for decoration items of `elementKind`
    /// (section backgrounds); nil removes the registration. The class must be a `UICollectionReusableView`
    /// subclass: UIKit fails on anything else, and CellKit stops here with a precondition failure.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationViewClasses[elementKind] = nil
            return
        }
        guard let reusable = viewClass as? UICollectionReusableView.Type else {
            preconditionFailure("could not register \(viewClass) for decoration views of kind '\(elementKind)': it is not a UICollectionReusableView subclass")
        }
        decorationViewClasses[elementKind] = reusable
        invalidateLayout()
    }
}

/// How a compositional layout is arranged as a whole (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The axis the layout scrolls along. CellKit lays out vertically whatever this says (sections can
    /// still scroll sideways with `orthogonalScrollingBehavior`).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// Space between consecutive sections (default 0).
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (kept; CellKit places only sections' boundary items).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What section content insets are measured from, for sections whose own reference is `.automatic`.
    open var contentInsetsReference = UIContentInsetsReference.automatic

    /// A configuration with UIKit's defaults.
    public override init() {
        super.init()
    }
}

/// A layout built from sections (UIKit's `UICollectionViewCompositionalLayout`): one section layout for
/// every section, or a section provider that returns each section's layout, grids and lists mixed
/// (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`). The provider is asked again when the
/// collection view's size or traits change, or after `invalidateLayout()`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Returns the layout of a section (nil: a plain list).
    public typealias SectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider

    /// The layout's configuration; setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// A layout in which every section is laid out by `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout in which every section is laid out by `section`, arranged by `configuration`.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout whose sections come from `sectionProvider`.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections come from `sectionProvider`, arranged by `configuration`.
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout in which every section is a list with `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    override func section(at index: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        sectionProvider(index, environment)
    }

    override var interSectionSpacing: CGFloat { configuration.interSectionSpacing }
}

/// What a layout knows about where it is laid out (UIKit's `NSCollectionLayoutEnvironment`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The collection view's size.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The size of the space a layout fills (UIKit's `NSCollectionLayoutContainer`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The container's size inside its insets.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The container's insets, as applied.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment a collection view gives its layout: its bounds size, less its content inset.
struct CollectionLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let size: CGSize
    let traitCollection: UITraitCollection
    var contentInsets = NSDirectionalEdgeInsets.zero
    /// The system side margin of the collection view (16 or 20 points; see `UIScreen`).
    var sideMargin: CGFloat?
    var container: any NSCollectionLayoutContainer { self }
    var contentSize: CGSize { size }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, size.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, size.height - contentInsets.top - contentInsets.bottom))
    }
}
