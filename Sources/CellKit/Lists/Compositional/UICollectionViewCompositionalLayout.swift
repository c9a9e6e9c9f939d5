import Foundation

/// The object that decides where a collection view's items go (UIKit's `UICollectionViewLayout`).
/// CellKit lays out lists; see `UICollectionViewCompositionalLayout.list(using:)`.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// The list configuration of a section; plain layouts use a plain list.
    func listConfiguration(forSection section: Int, environment: any NSCollectionLayoutEnvironment) -> UICollectionLayoutListConfiguration {
        UICollectionLayoutListConfiguration(appearance: .plain)
    }
}

/// A layout built from sections (UIKit's `UICollectionViewCompositionalLayout`). CellKit supports
/// list sections: `list(using:)` for one configuration everywhere, or a section provider returning
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` per section.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Returns the layout of a section.
    public typealias SectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider

    /// Creates a layout whose sections come from `sectionProvider`.
    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    /// A layout in which every section is a list with `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    override func listConfiguration(forSection section: Int, environment: any NSCollectionLayoutEnvironment) -> UICollectionLayoutListConfiguration {
        sectionProvider(section, environment)?.listConfiguration ?? UICollectionLayoutListConfiguration(appearance: .plain)
    }
}

/// One section of a compositional layout (UIKit's `NSCollectionLayoutSection`); CellKit's sections are lists.
@MainActor
open class NSCollectionLayoutSection: NSObject {
    let listConfiguration: UICollectionLayoutListConfiguration

    init(listConfiguration: UICollectionLayoutListConfiguration) {
        self.listConfiguration = listConfiguration
        super.init()
    }

    /// A list section with `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(listConfiguration: configuration)
    }
}

/// What a layout knows about where it is laid out (UIKit's `NSCollectionLayoutEnvironment`).
@MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The collection view's size.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The size of the space a layout fills (UIKit's `NSCollectionLayoutContainer`).
@MainActor
public protocol NSCollectionLayoutContainer {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The container's size inside its insets.
    var effectiveContentSize: CGSize { get }
}

/// The environment a collection view gives its layout.
struct CollectionLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let size: CGSize
    let traitCollection: UITraitCollection
    var container: any NSCollectionLayoutContainer { self }
    var contentSize: CGSize { size }
    var effectiveContentSize: CGSize { size }
}
