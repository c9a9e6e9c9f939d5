import Foundation

/// What one input event in a collection view did to its items, as the list reports it to
/// `UICollectionView.interactionCommitHandler` once the event's effects (delegate calls and all) are done.
/// Not UIKit: previews use it to follow the item a person clicked.
package struct ListInteractionCommit: Hashable, Sendable {
    /// The item a tap ended on: a press and release over the same item, or a tap that a control in the
    /// item's cell (a switch, a button) took for itself. Nil for other input (keys, hover, a drag).
    package var tappedItem: IndexPath?
    /// The items the event selected (`didSelectItemAt`), in order.
    package var selectedItems: [IndexPath] = []
    /// The items the event deselected (`didDeselectItemAt`), in order.
    package var deselectedItems: [IndexPath] = []
    /// The items the event highlighted (`didHighlightItemAt`), in order.
    package var highlightedItems: [IndexPath] = []
    /// The items the event took the highlight from (`didUnhighlightItemAt`), in order.
    package var unhighlightedItems: [IndexPath] = []
    /// The items whose primary action the event triggered, in order (a pop-up menu accessory opens, and
    /// the delegate performs the action when it says it can).
    package var primaryActionItems: [IndexPath] = []

    /// A commit that reports only a tap on `item`.
    package init(tappedItem: IndexPath? = nil) {
        self.tappedItem = tappedItem
    }

    /// Whether the event changed nothing the commit reports.
    package var isEmpty: Bool {
        self == ListInteractionCommit()
    }

    /// Notes what an effect of the reducer did to its item (`indexPath` finds the item of a row).
    mutating func record(_ effect: ListInteractionEffect, indexPath: (Int) -> IndexPath?) {
        switch effect {
        case .select(let row): selectedItems += indexPath(row).map { [$0] } ?? []
        case .deselect(let row): deselectedItems += indexPath(row).map { [$0] } ?? []
        case .highlight(let row): highlightedItems += indexPath(row).map { [$0] } ?? []
        case .unhighlight(let row): unhighlightedItems += indexPath(row).map { [$0] } ?? []
        case .performPrimaryAction(let row): primaryActionItems += indexPath(row).map { [$0] } ?? []
        default: break
        }
    }
}

extension UICollectionView {
    /// The report of a tap that `control` took for itself (its gesture claims the press, so the list never
    /// sees it), to deliver once the control has handled the release: a tap on the item whose cell holds
    /// the control. Nil when the control is in no list's cell or the list has no commit handler.
    static func tapReport(forControl control: UIView) -> (@MainActor () -> Void)? {
        var view = control.superview
        while let current = view {
            if let cell = current as? UICollectionViewCell, let list = cell.superview as? UICollectionView {
                guard let handler = list.interactionCommitHandler, let indexPath = list.indexPath(for: cell) else { return nil }
                return { handler(ListInteractionCommit(tappedItem: indexPath)) }
            }
            view = current.superview
        }
        return nil
    }
}
