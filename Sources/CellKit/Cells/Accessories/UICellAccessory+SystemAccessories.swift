import Foundation

// The system accessories: one factory and one options type per kind. Every options initializer
// takes optionals; nil stores the kind's default (not hidden, the kind's default reserved width,
// the system tint).

extension UICellAccessory {
    // MARK: Disclosure indicator

    /// Options of a disclosure indicator.
    public struct DisclosureIndicatorOptions {
        /// Whether the accessory is hidden; a hidden accessory keeps its space but draws nothing.
        public var isHidden: Bool
        /// The width reserved for the accessory (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// The chevron's color (default: tertiary label).
        public var tintColor: UIColor?

        /// Creates options; nil values take the defaults.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? SystemKind.disclosureIndicator.defaultReservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// A chevron on the trailing edge that tells the user tapping the cell shows more.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator(options), displayed: displayed)
    }

    // MARK: Outline disclosure

    /// Options of an outline disclosure.
    public struct OutlineDisclosureOptions {
        /// What toggles the expansion.
        public enum Style: Hashable, Sendable {
            /// `.header` when the cell's content is configured as a section header, else `.cell`.
            case automatic
            /// Tapping anywhere in the cell toggles it; the cell is not selectable.
            case header
            /// Only the chevron toggles; the cell selects normally.
            case cell
        }

        /// What toggles the expansion (default `.automatic`).
        public var style: Style
        /// Whether the accessory is hidden; a hidden accessory keeps its space but draws nothing.
        public var isHidden: Bool
        /// The width reserved for the accessory (default `.actual`).
        public var reservedLayoutWidth: LayoutDimension
        /// The chevron's color (default: the tint color).
        public var tintColor: UIColor?

        /// Creates options; nil values take the defaults.
        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? SystemKind.outlineDisclosure.defaultReservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// A chevron on the trailing edge that expands and collapses an outline item: it points toward
    /// the trailing edge when collapsed and down when expanded (the cell's `isExpanded` state).
    /// Tapping it runs `actionHandler`; without one it toggles the cell's expansion.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(options, actionHandler), displayed: displayed)
    }

    // MARK: Checkmark

    /// Options of a checkmark.
    public struct CheckmarkOptions {
        /// Whether the accessory is hidden; a hidden accessory keeps its space but draws nothing.
        public var isHidden: Bool
        /// The width reserved for the accessory (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// The checkmark's color (default: the tint color).
        public var tintColor: UIColor?

        /// Creates options; nil values take the defaults.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? SystemKind.checkmark.defaultReservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// A checkmark on the trailing edge.
    public static func checkmark(
        displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
    ) -> UICellAccessory {
        UICellAccessory(.checkmark(options), displayed: displayed)
    }

    // MARK: Delete

    /// Options of a delete control.
    public struct DeleteOptions {
        /// Whether the accessory is hidden; a hidden accessory keeps its space but draws nothing.
        public var isHidden: Bool
        /// The width reserved for the accessory (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// The circle's color when `backgroundColor` is nil (default: system red).
        public var tintColor: UIColor?
        /// The circle's color (default: `tintColor`, else system red). The minus sign is white.
        public var backgroundColor: UIColor?

        /// Creates options; nil values take the defaults.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? SystemKind.delete.defaultReservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// A red circle with a minus sign on the leading edge, shown while editing by default.
    /// Tapping it runs `actionHandler`; without one the cell reveals its swipe actions (its
    /// `isSwiped` state turns on).
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.delete(options, actionHandler), displayed: displayed)
    }

    // MARK: Insert

    /// Options of an insert control.
    public struct InsertOptions {
        /// Whether the accessory is hidden; a hidden accessory keeps its space but draws nothing.
        public var isHidden: Bool
        /// The width reserved for the accessory (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// The circle's color when `backgroundColor` is nil (default: system green).
        public var tintColor: UIColor?
        /// The circle's color (default: `tintColor`, else system green). The plus sign is white.
        public var backgroundColor: UIColor?

        /// Creates options; nil values take the defaults.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? SystemKind.insert.defaultReservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// A green circle with a plus sign on the leading edge, shown while editing by default.
    /// Tapping it runs `actionHandler`; without one taps are ignored.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.insert(options, actionHandler), displayed: displayed)
    }

    // MARK: Reorder

    /// Options of a reorder control.
    public struct ReorderOptions {
        /// Whether the accessory is hidden; a hidden accessory keeps its space but draws nothing.
        public var isHidden: Bool
        /// The width reserved for the accessory (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// The grabber's color (default: tertiary label).
        public var tintColor: UIColor?
        /// Whether a thin vertical separator separates the control from the accessory before it
        /// (default true; drawn only when another trailing accessory precedes it).
        public var showsVerticalSeparator: Bool

        /// Creates options; nil values take the defaults.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? SystemKind.reorder.defaultReservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    /// Three horizontal lines at the far trailing edge, shown while editing by default; dragging it
    /// reorders the cell (the list handles the drag).
    public static func reorder(
        displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
    ) -> UICellAccessory {
        UICellAccessory(.reorder(options), displayed: displayed)
    }

    // MARK: Multiselect

    /// Options of a multiselect control.
    public struct MultiselectOptions {
        /// Whether the accessory is hidden; a hidden accessory keeps its space but draws nothing.
        public var isHidden: Bool
        /// The width reserved for the accessory (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// The filled circle's color when the cell is selected (default: the tint color).
        public var tintColor: UIColor?
        /// The fill inside the empty circle of an unselected cell (default: none).
        public var backgroundColor: UIColor?

        /// Creates options; nil values take the defaults.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? SystemKind.multiselect.defaultReservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// A selection circle on the leading edge, shown while editing by default: an empty grey
    /// circle, or a filled circle with a checkmark while the cell is selected.
    public static func multiselect(
        displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
    ) -> UICellAccessory {
        UICellAccessory(.multiselect(options), displayed: displayed)
    }

    // MARK: Label

    /// Options of a label accessory.
    public struct LabelOptions {
        /// Whether the accessory is hidden; a hidden accessory keeps its space but draws nothing.
        public var isHidden: Bool
        /// The width reserved for the accessory (default `.actual`).
        public var reservedLayoutWidth: LayoutDimension
        /// The text color (default: secondary label).
        public var tintColor: UIColor?
        /// The font (default: the preferred body font).
        public var font: UIFont
        /// Whether the font follows the cell's text size (default true).
        public var adjustsFontForContentSizeCategory: Bool

        /// Creates options; nil values take the defaults.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? SystemKind.label.defaultReservedLayoutWidth
            self.tintColor = tintColor
            self.font = font ?? UIFont.preferredFont(forTextStyle: .body)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    /// A short text on the trailing edge, nearest the content. A text wider than half the cell is
    /// truncated.
    public static func label(
        text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
    ) -> UICellAccessory {
        UICellAccessory(.label(text, options), displayed: displayed)
    }

    // MARK: Detail

    /// Options of a detail (info) button.
    public struct DetailOptions {
        /// Whether the accessory is hidden; a hidden accessory keeps its space but draws nothing.
        public var isHidden: Bool
        /// The width reserved for the accessory (default `.standard`).
        public var reservedLayoutWidth: LayoutDimension
        /// The button's color (default: the tint color).
        public var tintColor: UIColor?

        /// Creates options; nil values take the defaults.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? SystemKind.detail.defaultReservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// An info button (a circled "i") on the trailing edge. Tapping it runs `actionHandler`;
    /// without one taps are ignored.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.detail(options, actionHandler), displayed: displayed)
    }

    // MARK: Pop-up menu

    /// Options of a pop-up menu accessory.
    public struct PopUpMenuOptions {
        /// Whether the accessory is hidden; a hidden accessory keeps its space but draws nothing.
        public var isHidden: Bool
        /// The width reserved for the accessory (default `.actual`).
        public var reservedLayoutWidth: LayoutDimension
        /// The chevrons' color (default: tertiary label).
        public var tintColor: UIColor?

        /// Creates options; nil values take the defaults.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? SystemKind.popUpMenu.defaultReservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Up and down chevrons on the trailing edge that stand for a menu of choices.
    ///
    /// A tap opens the menu in a popover beside the accessory, with the selected action checked.
    /// Choosing an action selects it, runs its handler, and then, if the choice changed, calls
    /// `selectedElementDidChangeHandler` with the menu, whose `selectedElements` holds the choice.
    /// A cell that is not in a window on screen (a headless render) has nowhere to show the menu,
    /// so a tap there does nothing.
    public static func popUpMenu(
        _ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = PopUpMenuOptions(),
        selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.popUpMenu(menu, options, selectedElementDidChangeHandler), displayed: displayed)
    }
}
