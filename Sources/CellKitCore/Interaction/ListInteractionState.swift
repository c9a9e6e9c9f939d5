import Foundation

/// The phase of an interactive reorder: the dragged row's states are `.reordering` and `.lifting` or
/// `.dragging` (`ListInteractionState.states(forRow:)`).
package enum ListDragPhase: Hashable, Sendable {
    /// Picked up by the reorder accessory, not moved yet.
    case lifting
    /// Being moved over the list.
    case dragging
}

/// Which edge's swipe actions a swipe reveals. Leading is the left edge in left-to-right layouts.
package enum ListSwipeEdge: Hashable, Sendable {
    /// Leading actions (`leadingSwipeActionsConfigurationProvider`), revealed by dragging toward trailing.
    case leading
    /// Trailing actions (`trailingSwipeActionsConfigurationProvider`), revealed by dragging toward leading.
    case trailing
}

/// What the reducer needs to know about a visible outline row for Left/Right arrow handling.
package struct ListOutlineRowInfo: Hashable, Sendable {
    /// Depth in the section snapshot (`level(of:)`).
    var level: Int
    /// Whether the row has children, so it shows a disclosure chevron and can expand.
    var isExpandable: Bool
    /// Whether the row is expanded (`isExpanded(_:)`).
    package var isExpanded: Bool
    /// The row of its parent in the list, or `nil` for a root item.
    var parentRow: Int?

    /// A row outside any outline: level 0, no children, no parent.
    package static let flat = ListOutlineRowInfo(level: 0, isExpandable: false, isExpanded: false, parentRow: nil)
}

/// A swipe in progress or open on one row.
package struct ListSwipeState: Hashable, Sendable {
    /// Whether the finger/pointer is still dragging, or the actions rest open.
    enum Phase: Hashable, Sendable {
        /// The horizontal drag is in progress.
        case tracking
        /// The drag ended past the open threshold: the actions rest revealed.
        case open
    }

    /// The swiped row.
    package var row: Int
    /// Horizontal offset of the row's content in layout-direction terms: positive reveals leading actions,
    /// negative reveals trailing actions.
    package var offset: Double
    /// The offset when the current drag began (non-zero when an open row is dragged again).
    var startOffset: Double
    /// Tracking or open.
    var phase: Phase
    /// Whether the drag has travelled past `ListSwipeMetrics.activationDistance`; before that the content does
    /// not move (the drag may still turn out to be a tap or a scroll).
    var isActive: Bool
    /// The edge whose action buttons the list currently shows (after `.revealSwipeActions`), if any.
    var revealedEdge: ListSwipeEdge?

    /// The edge being revealed, from the sign of the offset.
    var edge: ListSwipeEdge? {
        offset > 0 ? .leading : (offset < 0 ? .trailing : nil)
    }
}

/// An interactive reorder in progress.
struct ListReorderState: Hashable, Sendable {
    /// The row being dragged (its row before the move).
    var sourceRow: Int
    /// The row the dragged item would occupy if dropped now (a row of the list after the move).
    var targetRow: Int
    /// `lifting` right after the reorder accessory is grabbed, `dragging` once it moves.
    var phase: ListDragPhase
}

/// The interaction state of a list, in flat visible rows: everything that pointer, keyboard, swipe and reorder
/// events change, plus the settings that decide how they change it. A value: the reducer returns a new one.
///
/// Row numbers count the list's visible items from 0, section after section (headers and footers are not rows).
/// The list layer converts between rows and index paths.
package struct ListInteractionState: Hashable, Sendable {
    /// The number of visible rows.
    package var itemCount: Int
    /// The row shown highlighted (`isHighlighted`): pressed and not yet released.
    var highlighted: Int?
    /// The pressed row whose release may select (usually the same as `highlighted`).
    var pressedRow: Int?
    /// The selected rows.
    package var selected: Set<Int> = []
    /// The row with keyboard focus (`isFocused`), or `nil` when the list does not have focus.
    package var focused: Int?
    /// The row focused when the list last lost focus; focus returns there.
    var lastFocusedRow: Int?
    /// The row a tap put the keyboard on while no row shows focus (a click into a GTK list moves its
    /// cursor there without drawing focus): the next key acts from this row.
    package var keyboardAnchor: Int?
    /// The row under the pointer (shown the way iPadOS shows pointer hover: a subtle highlight that is not
    /// `isHighlighted`; the list adds it as a custom state).
    var hovered: Int?
    /// The swipe in progress or open, if any.
    package var swipe: ListSwipeState?
    /// The reorder in progress, if any.
    var reorder: ListReorderState?

    /// Whether the list is in editing mode (`isEditing`).
    var isEditing = false
    /// `allowsSelection`: whether rows can be selected outside editing mode. Default true.
    package var allowsSelection = true
    /// `allowsMultipleSelection`: whether taps toggle rows instead of replacing the selection. Default false.
    package var allowsMultipleSelection = false
    /// `allowsSelectionDuringEditing`. Default false.
    package var allowsSelectionDuringEditing = false
    /// `allowsMultipleSelectionDuringEditing`; when true, editing mode also allows selection. Default false.
    package var allowsMultipleSelectionDuringEditing = false
    /// `selectionFollowsFocus`: moving focus with the keyboard selects the focused row (single selection only).
    var selectionFollowsFocus = false
    /// Rows shown disabled (`isDisabled`): they cannot be highlighted, selected, focused, hovered, swiped or
    /// reordered.
    package var disabledRows: Set<Int> = []
    /// Outline facts per row, indexed by row; empty (or shorter than `itemCount`) means flat rows.
    package var outline: [ListOutlineRowInfo] = []
    /// Rows per screen, for Page Up / Page Down. At least 1 is used.
    package var pageSize = 10
    /// Row width in points, used for the full-swipe threshold; `nil` disables full swipes.
    package var rowWidth: Double?
    /// Whether the layout is right to left: horizontal drags and Left/Right arrows are mirrored.
    package var isRightToLeft = false

    /// Creates a state for `itemCount` rows with nothing highlighted, selected or focused.
    package init(itemCount: Int) {
        self.itemCount = itemCount
    }

    // MARK: Derived values

    /// The swiped row (`isSwiped`): the row whose content is moved aside to reveal swipe actions, while
    /// dragging or resting open.
    var swiped: Int? {
        guard let swipe, swipe.edge != nil else { return nil }
        return swipe.row
    }

    /// The revealed offset of the swiped row (0 when nothing is swiped); see `ListSwipeState.offset`.
    package var swipeOffset: Double {
        swiped == nil ? 0 : swipe!.offset
    }

    /// Whether selection is allowed in the current mode.
    var selectionAllowed: Bool {
        isEditing ? (allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing) : allowsSelection
    }

    /// Whether the current mode uses multiple selection (taps toggle).
    package var multipleSelectionActive: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Whether `row` is a row of the list.
    func contains(_ row: Int) -> Bool {
        row >= 0 && row < itemCount
    }

    /// Whether `row` is shown disabled.
    func isDisabled(_ row: Int) -> Bool {
        disabledRows.contains(row)
    }

    /// Whether `row` is a row that accepts interaction (exists and is not disabled).
    func isInteractive(_ row: Int) -> Bool {
        contains(row) && !isDisabled(row)
    }

    /// The outline facts of `row` (`.flat` when the list has none for it).
    func outlineInfo(_ row: Int) -> ListOutlineRowInfo {
        outline.indices.contains(row) ? outline[row] : .flat
    }
}
