import Foundation

extension UICellAccessory {
    /// Where a custom accessory goes: its edge, the editing states in which it shows, and a
    /// position closure that picks its index among the accessories already on that edge.
    public enum Placement {
        /// Returns the index at which to insert the accessory, given the accessories already on
        /// its edge in leading-to-trailing order. Indexes outside `0...count` are clamped.
        public typealias Position = @MainActor ([UICellAccessory]) -> Int

        /// On the leading edge; by default after the accessories already there, nearest the content.
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// On the trailing edge; by default before the accessories already there, nearest the content.
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

        /// A position just before the first accessory of the same kind as `accessory`, or at the
        /// beginning when there is none. Kinds compare as in UIKit's class-based matching: any
        /// custom view accessory matches a custom view accessory.
        public static func position(before accessory: UICellAccessory) -> Position {
            let kind = accessory.matchingKind
            return { accessories in accessories.firstIndex { $0.matchingKind == kind } ?? 0 }
        }

        /// A position just after the last accessory of the same kind as `accessory`, or at the end
        /// when there is none (custom view accessories all match each other).
        public static func position(after accessory: UICellAccessory) -> Position {
            let kind = accessory.matchingKind
            return { accessories in accessories.lastIndex { $0.matchingKind == kind }.map { $0 + 1 } ?? accessories.count }
        }

        /// A position just before the first accessory of `accessoryType`, or at the beginning when
        /// there is none. A `.customView(view)` type matches only the accessory showing that view.
        /// (CellKit addition, convenient next to `accessoryType`.)
        @preconcurrency @MainActor public static func position(before accessoryType: AccessoryType) -> Position {
            { accessories in accessories.firstIndex { $0.accessoryType == accessoryType } ?? 0 }
        }

        /// A position just after the last accessory of `accessoryType`, or at the end when there is
        /// none. A `.customView(view)` type matches only the accessory showing that view.
        /// (CellKit addition, convenient next to `accessoryType`.)
        @preconcurrency @MainActor public static func position(after accessoryType: AccessoryType) -> Position {
            { accessories in accessories.lastIndex { $0.accessoryType == accessoryType }.map { $0 + 1 } ?? accessories.count }
        }

        var edge: Edge {
            switch self {
            case .leading: .leading
            case .trailing: .trailing
            }
        }

        var displayedState: DisplayedState {
            switch self {
            case .leading(let displayed, _), .trailing(let displayed, _): displayed
            }
        }

        var position: Position {
            switch self {
            case .leading(_, let position), .trailing(_, let position): position
            }
        }
    }

    /// The view and options of a custom accessory.
    public struct CustomViewConfiguration {
        /// The view to show. The cell adds it as its subview and sets its frame; keep
        /// `translatesAutoresizingMaskIntoConstraints` true.
        public let customView: UIView
        /// The edge, the editing states and the position of the accessory.
        public let placement: Placement
        /// Whether the accessory is hidden; a hidden accessory keeps its space but draws nothing.
        public var isHidden: Bool
        /// The width reserved for the accessory (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// The tint color given to the view (default: the view keeps inheriting the cell's tint,
        /// white on a tint-colored background).
        public var tintColor: UIColor?
        /// Whether the view keeps its current frame size (default false: the cell sizes it to its
        /// intrinsic content size, or to `sizeThatFits(_:)` where it has none).
        public var maintainsFixedSize: Bool

        /// Creates a custom accessory configuration; nil values take the defaults.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil,
                    reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }

    /// An accessory that shows your own view, placed by its configuration's `placement`. A cell
    /// may have any number of custom accessories.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(.customView(configuration), displayed: configuration.placement.displayedState)
    }

    /// The kind used by `position(before:)` and `position(after:)`: the system kind, or "custom".
    var matchingKind: Int { systemKind?.rawValue ?? -1 }
}
