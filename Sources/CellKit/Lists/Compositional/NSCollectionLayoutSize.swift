import Foundation

/// One dimension of an element of a compositional layout (UIKit's `NSCollectionLayoutDimension`): a
/// fraction of its container's width or height, an absolute length, or an estimate that the element's
/// view refines by measuring itself (`systemLayoutSizeFitting`).
///
/// The container of an item is its group (inside the group's `contentInsets`); the container of a
/// section's group is the collection view, inside the section's `contentInsets`.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    let spec: LayoutDimensionSpec

    init(_ spec: LayoutDimensionSpec) {
        self.spec = spec
        super.init()
    }

    /// A fraction of the container's width (1.0: all of it).
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth(fractionalWidth))
    }

    /// A fraction of the container's height.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight(fractionalHeight))
    }

    /// An absolute length in points.
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute(absoluteDimension))
    }

    /// An estimated length in points: the layout uses it until the element's view is measured, then the
    /// measured length (self-sizing).
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated(estimatedDimension))
    }

    /// Whether the dimension is a fraction of the container's width.
    open var isFractionalWidth: Bool { if case .fractionalWidth = spec { true } else { false } }
    /// Whether the dimension is a fraction of the container's height.
    open var isFractionalHeight: Bool { if case .fractionalHeight = spec { true } else { false } }
    /// Whether the dimension is absolute.
    open var isAbsolute: Bool { if case .absolute = spec { true } else { false } }
    /// Whether the dimension is estimated.
    open var isEstimated: Bool { spec.isEstimated }

    /// The fraction, the length, or the estimate.
    open var dimension: CGFloat {
        switch spec {
        case .fractionalWidth(let value), .fractionalHeight(let value), .absolute(let value), .estimated(let value): value
        }
    }

    open override var description: String {
        switch spec {
        case .fractionalWidth(let value): "fractionalWidth(\(value))"
        case .fractionalHeight(let value): "fractionalHeight(\(value))"
        case .absolute(let value): "absolute(\(value))"
        case .estimated(let value): "estimated(\(value))"
        }
    }
}

/// The width and height of an element of a compositional layout (UIKit's `NSCollectionLayoutSize`).
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size from a width and a height dimension.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    var spec: LayoutSizeSpec { LayoutSizeSpec(width: widthDimension.spec, height: heightDimension.spec) }

    open override var description: String { "{\(widthDimension), \(heightDimension)}" }
}
