import Foundation

/// An accessory of a list cell (UIKit's `UICellAccessory`): a small view on the leading or trailing
/// edge of a `UICollectionViewListCell`, outside its content view.
///
/// System accessories (disclosure indicator, checkmark, delete, …) have the system look and a
/// system-defined place: their order in `accessories` does not matter, and each system kind may
/// appear once. Custom accessories (`customView(configuration:)`) show your own view; each one's
/// `Placement` decides its edge and, through its position closure, where it goes among the
/// accessories already on that edge. Assign the accessories with
/// `UICollectionViewListCell.accessories`.
///
/// Every factory takes `displayed:` (in which editing states the accessory shows) and an options
/// value whose `nil` fields mean "the system default" for that kind.
public struct UICellAccessory {
    /// A closure the cell runs when an accessory is tapped.
    public typealias ActionHandler = @MainActor () -> Void

    /// A closure a pop-up menu accessory runs after the selected menu element changed; it receives
    /// the menu (read its `selectedElements`).
    public typealias MenuSelectedElementDidChangeHandler = @MainActor (UIMenu) -> Void

    /// The editing states in which an accessory is displayed.
    public enum DisplayedState: Hashable, Sendable {
        /// Shown in and out of editing.
        case always
        /// Shown only while the cell is editing.
        case whenEditing
        /// Shown only while the cell is not editing.
        case whenNotEditing
    }

    /// The width the cell reserves for an accessory; the accessory is centered inside it.
    ///
    /// A reserved width narrower than the accessory's own width never squeezes it: the accessory
    /// takes its own width then.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The system's standard accessory width: 24 pt at the Large text size, scaled with
        /// Dynamic Type like body text (the width list content reserves for symbols), so glyphs of
        /// different widths line up across rows.
        case standard
        /// A fixed width in points.
        case custom(CGFloat)
    }

    /// The kind of an accessory.
    public enum AccessoryType: Hashable {
        /// A chevron that points toward the trailing edge: tapping the cell navigates.
        case disclosureIndicator
        /// A chevron that expands and collapses an outline item.
        case outlineDisclosure
        /// Up and down chevrons: tapping shows a pop-up menu.
        case popUpMenu
        /// A checkmark.
        case checkmark
        /// The red delete control shown while editing.
        case delete
        /// The green insert control shown while editing.
        case insert
        /// The grabber that reorders the cell while editing.
        case reorder
        /// The selection circle shown while editing a list that allows multiple selection.
        case multiselect
        /// A short text.
        case label
        /// An info button.
        case detail
        /// A custom accessory showing the given view.
        case customView(UIView)
    }

    /// What the accessory shows, with the options of its kind.
    enum Content {
        case disclosureIndicator(DisclosureIndicatorOptions)
        case outlineDisclosure(OutlineDisclosureOptions, ActionHandler?)
        case checkmark(CheckmarkOptions)
        case delete(DeleteOptions, ActionHandler?)
        case insert(InsertOptions, ActionHandler?)
        case reorder(ReorderOptions)
        case multiselect(MultiselectOptions)
        case label(String, LabelOptions)
        case detail(DetailOptions, ActionHandler?)
        case popUpMenu(UIMenu, PopUpMenuOptions, MenuSelectedElementDidChangeHandler?)
        case customView(CustomViewConfiguration)
    }

    let content: Content
    /// The editing states in which the accessory shows.
    let displayedState: DisplayedState

    init(_ content: Content, displayed: DisplayedState) {
        self.content = content
        displayedState = displayed
    }

    /// The kind of the accessory (for a custom accessory, with its view).
    public var accessoryType: AccessoryType {
        switch content {
        case .customView(let configuration): return .customView(configuration.customView)
        default: return systemKind!.accessoryType
        }
    }

    /// The system kind, or nil for a custom accessory.
    var systemKind: SystemKind? {
        switch content {
        case .disclosureIndicator: .disclosureIndicator
        case .outlineDisclosure: .outlineDisclosure
        case .checkmark: .checkmark
        case .delete: .delete
        case .insert: .insert
        case .reorder: .reorder
        case .multiselect: .multiselect
        case .label: .label
        case .detail: .detail
        case .popUpMenu: .popUpMenu
        case .customView: nil
        }
    }

    /// The custom view configuration of a custom accessory.
    var customViewConfiguration: CustomViewConfiguration? {
        if case .customView(let configuration) = content { return configuration }
        return nil
    }

    /// The options every kind has, read from the kind's own options.
    var commonOptions: (isHidden: Bool, reservedLayoutWidth: LayoutDimension, tintColor: UIColor?) {
        switch content {
        case .disclosureIndicator(let o): (o.isHidden, o.reservedLayoutWidth, o.tintColor)
        case .outlineDisclosure(let o, _): (o.isHidden, o.reservedLayoutWidth, o.tintColor)
        case .checkmark(let o): (o.isHidden, o.reservedLayoutWidth, o.tintColor)
        case .delete(let o, _): (o.isHidden, o.reservedLayoutWidth, o.tintColor)
        case .insert(let o, _): (o.isHidden, o.reservedLayoutWidth, o.tintColor)
        case .reorder(let o): (o.isHidden, o.reservedLayoutWidth, o.tintColor)
        case .multiselect(let o): (o.isHidden, o.reservedLayoutWidth, o.tintColor)
        case .label(_, let o): (o.isHidden, o.reservedLayoutWidth, o.tintColor)
        case .detail(let o, _): (o.isHidden, o.reservedLayoutWidth, o.tintColor)
        case .popUpMenu(_, let o, _): (o.isHidden, o.reservedLayoutWidth, o.tintColor)
        case .customView(let c): (c.isHidden, c.reservedLayoutWidth, c.tintColor)
        }
    }

    /// The edge the accessory sits on.
    var edge: Edge {
        if let kind = systemKind { return kind.edge }
        return customViewConfiguration!.placement.edge
    }

    /// Whether the accessory shows in the given editing state.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// A cell edge, in layout-direction terms.
    enum Edge: Hashable, Sendable {
        case leading, trailing
    }
}

/// The system accessory kinds, with the place the system gives each one.
///
/// Within an edge, a lower `orderCode` sits nearer the cell's content. On the trailing edge that
/// is UIKit's observed order: label, checkmark, detail, pop-up, disclosure, outline, then the
/// reorder control at the far edge. The leading order is not documented; CellKit puts delete
/// nearest the content, then insert, with multiselect at the outer edge.
enum SystemKind: Int, CaseIterable, Hashable, Sendable {
    case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, label, detail, popUpMenu

    /// The kind's place: 1xx leading, 2xx trailing; lower is nearer the content.
    var orderCode: Int {
        switch self {
        case .delete: 101
        case .insert: 102
        case .multiselect: 103
        case .label: 201
        case .checkmark: 202
        case .detail: 203
        case .popUpMenu: 204
        case .disclosureIndicator: 205
        case .outlineDisclosure: 206
        case .reorder: 208
        }
    }

    var edge: UICellAccessory.Edge { orderCode < 200 ? .leading : .trailing }

    /// The kind's name as written in Swift (`checkmark`, `disclosureIndicator`, …).
    var name: String {
        switch self {
        case .disclosureIndicator: "disclosureIndicator"
        case .checkmark: "checkmark"
        case .delete: "delete"
        case .insert: "insert"
        case .reorder: "reorder"
        case .multiselect: "multiselect"
        case .outlineDisclosure: "outlineDisclosure"
        case .label: "label"
        case .detail: "detail"
        case .popUpMenu: "popUpMenu"
        }
    }

    var accessoryType: UICellAccessory.AccessoryType {
        switch self {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        case .delete: .delete
        case .insert: .insert
        case .reorder: .reorder
        case .multiselect: .multiselect
        case .outlineDisclosure: .outlineDisclosure
        case .label: .label
        case .detail: .detail
        case .popUpMenu: .popUpMenu
        }
    }

    /// The reserved width a kind uses when its options leave it unset: the standard width, except
    /// for the outline disclosure, the label and the pop-up menu, which take their own width.
    var defaultReservedLayoutWidth: UICellAccessory.LayoutDimension {
        switch self {
        case .outlineDisclosure, .label, .popUpMenu: .actual
        default: .standard
        }
    }

    /// Whether the kind is a button the user taps.
    var isInteractive: Bool {
        switch self {
        case .delete, .insert, .detail, .outlineDisclosure, .popUpMenu: true
        default: false
        }
    }
}

extension UICellAccessory.AccessoryType {
    /// The system kind, or nil for a custom view.
    var systemKind: SystemKind? {
        switch self {
        case .disclosureIndicator: .disclosureIndicator
        case .outlineDisclosure: .outlineDisclosure
        case .popUpMenu: .popUpMenu
        case .checkmark: .checkmark
        case .delete: .delete
        case .insert: .insert
        case .reorder: .reorder
        case .multiselect: .multiselect
        case .label: .label
        case .detail: .detail
        case .customView: nil
        }
    }
}
