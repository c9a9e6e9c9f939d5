import Foundation

extension UITableViewCell {
    /// The standard accessories of a table row.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A chevron: tapping the row shows more.
        case disclosureIndicator
        /// An info button and a chevron; the button calls `tableView(_:accessoryButtonTappedForRowWith:)`.
        case detailDisclosureButton
        /// A checkmark in the tint color.
        case checkmark
        /// An info button; it calls `tableView(_:accessoryButtonTappedForRowWith:)`.
        case detailButton
    }

    /// What editing a row does.
    public enum EditingStyle: Int, Sendable {
        /// Nothing: no control.
        case none
        /// A red delete control, and swipe-to-delete.
        case delete
        /// A green insert control.
        case insert
    }

    /// How a row shows selection.
    public enum SelectionStyle: Int, Sendable {
        /// No selection look.
        case none
        /// The pre-iOS 7 blue; drawn like `.default`.
        case blue
        /// The pre-iOS 7 gray; drawn like `.default`.
        case gray
        /// The system selection look.
        case `default`
    }

    /// The lines between rows.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A hairline between rows.
        case singleLine
        /// Deprecated in UIKit; drawn like `.singleLine`.
        case singleLineEtched
    }

    /// The row's accessories changed: the row that shows the cell updates its accessories.
    func accessoriesDidChange() {
        hostRow?.refreshAccessories()
    }

    /// Takes the states the table gave its row: selection and highlight (unless `selectionStyle` is
    /// `.none`), editing and the other system states, plus the states a preview forces.
    func takeRowStates(_ states: CellSystemStates, overrides: ConfigurationStateOverrides) {
        setSystemStates(selectionStyle == .none ? states.subtracting([.selected, .highlighted]) : states)
        rowOverrides = overrides
    }

    /// The list accessories that show this cell's accessory types and views.
    func rowAccessories(editingStyle: EditingStyle, canMove: Bool, multipleSelection: Bool = false,
                        detailTapped: @escaping @MainActor () -> Void,
                        insertTapped: @escaping @MainActor () -> Void) -> [UICellAccessory] {
        var accessories: [UICellAccessory] = []
        if multipleSelection {
            // `allowsMultipleSelectionDuringEditing`: a selection circle replaces the delete and insert controls.
            accessories.append(.multiselect(displayed: .whenEditing))
        } else {
            switch editingStyle {
            case .delete: accessories.append(.delete(displayed: .whenEditing))
            case .insert: accessories.append(.insert(displayed: .whenEditing, actionHandler: insertTapped))
            case .none: break
            }
        }
        accessories += Self.accessories(for: accessoryType, view: accessoryView, displayed: .whenNotEditing, detailTapped: detailTapped)
        accessories += Self.accessories(for: editingAccessoryType, view: editingAccessoryView, displayed: .whenEditing,
                                        detailTapped: detailTapped)
        if canMove { accessories.append(.reorder(displayed: .whenEditing)) }
        return accessories
    }

    private static func accessories(for type: AccessoryType, view: UIView?, displayed: UICellAccessory.DisplayedState,
                                    detailTapped: @escaping @MainActor () -> Void) -> [UICellAccessory] {
        if let view {
            return [.customView(configuration: .init(customView: view, placement: .trailing(displayed: displayed)))]
        }
        switch type {
        case .none: return []
        case .disclosureIndicator: return [.disclosureIndicator(displayed: displayed)]
        case .checkmark: return [.checkmark(displayed: displayed)]
        case .detailButton: return [.detail(displayed: displayed, actionHandler: detailTapped)]
        case .detailDisclosureButton:
            return [.detail(displayed: displayed, actionHandler: detailTapped), .disclosureIndicator(displayed: displayed)]
        }
    }
}
