import Foundation

extension UICollectionViewListCell {
    /// The rule violations of the last `accessories` assignment: one error for each dropped
    /// duplicate of a system accessory kind; empty when the assignment was valid.
    /// (CellKit addition: UIKit raises an exception instead; previews show these.)
    public var accessoryErrors: [UICellAccessory.DuplicateSystemAccessoryError] {
        accessoryHost.errors
    }

    /// Whether the cell's background is filled with its tint color (a selected sidebar cell): the
    /// current background configuration's resolved color equals the tint color. Accessories turn
    /// white on such a background.
    var hasTintColoredBackground: Bool {
        guard let background = backgroundConfiguration else { return false }
        let traits = traitCollection
        let tint: UIColor = tintColor
        let fill = background.resolvedBackgroundColor(for: tint).rgba(resolvedWith: traits, tintColor: tint)
        return fill.alpha > 0 && fill == tint.rgba(resolvedWith: traits)
    }

    /// What an outline disclosure without an action handler does: the list's hook when it set
    /// one (it toggles the item in its section snapshot), else the cell's `isExpanded` state flips.
    func toggleOutlineExpansion() {
        if let handler = accessoryHost.outlineToggleHandler {
            handler(self)
            return
        }
        setSystemStates(systemStates.symmetricDifference(.expanded))
    }

    /// What a delete control without an action handler does: the cell shows its trailing swipe
    /// actions. In a list, the list opens them (buttons and all); a cell on its own turns its
    /// `isSwiped` state on.
    func revealSwipeActions() {
        if let list = superview as? UICollectionView, let indexPath = list.indexPath(for: self), let row = list.row(for: indexPath) {
            list.send(.showSwipeActions(row: row, edge: .trailing))
            list.layoutIfNeeded()
            return
        }
        guard !systemStates.contains(.swiped) else { return }
        setSystemStates(systemStates.union(.swiped))
    }

    /// The outline disclosure style in effect: `.automatic` resolves to `.header` when the cell's
    /// content is a list header or footer configuration, else `.cell`. Nil without an outline
    /// disclosure. (The list uses it to decide whether a tap on the whole cell toggles.)
    var outlineDisclosureStyle: UICellAccessory.OutlineDisclosureOptions.Style? {
        for accessory in accessories {
            guard case .outlineDisclosure(let options, _) = accessory.content else { continue }
            guard options.style == .automatic else { return options.style }
            let isHeader = (contentConfiguration as? UIListContentConfiguration).map { !$0.look.isCell } ?? false
            return isHeader ? .header : .cell
        }
        return nil
    }
}
