import Foundation

/// The accessories of one list cell: the accepted accessories, their views, and their layout.
///
/// Setting accessories drops later duplicates of a system kind (with a warning and an error
/// value), runs the position closures once, and reconciles the views: a system kind keeps its view
/// while it stays in the array, custom views are the app's own, and only views of kinds that left
/// are removed. Each cell layout then restyles the views from the cell's current state (editing,
/// selection, expansion, traits, tint-colored background) — an unchanged look does no GTK work —
/// and places them with `CellAccessoryLayout`.
@preconcurrency @MainActor
final class CellAccessoryHost {
    /// The accepted accessories, in the order given.
    private(set) var accessories: [UICellAccessory] = []
    /// The rule violations of the last assignment.
    private(set) var errors: [UICellAccessory.DuplicateSystemAccessoryError] = []
    /// How many accessory views were created (tests use it to prove reuse).
    private(set) var viewCreationCount = 0
    /// Replaces what an outline disclosure without a handler does; the list sets it to route the
    /// toggle to its section snapshot. Nil toggles the cell's `isExpanded` state.
    var outlineToggleHandler: (@MainActor (UICollectionViewListCell) -> Void)?

    private var arrangement = AccessoryArrangement()
    private var systemViews: [SystemKind: UIView] = [:]
    private var customViews: [ObjectIdentifier: CustomViewRecord] = [:]
    private var separatorViews: [UIView] = []

    /// A custom view the cell adopted, with the tint it had before.
    private struct CustomViewRecord {
        let view: UIView
        let originalTintColor: UIColor?
    }

    nonisolated init() {}

    // MARK: Accessories

    func setAccessories(_ newValue: [UICellAccessory], in cell: UICollectionViewListCell) {
        let (kept, errors) = UICellAccessory.sanitized(newValue)
        UICellAccessory.warn(about: errors)
        accessories = kept
        self.errors = errors
        arrangement = AccessoryArrangement(kept)
        reconcileViews(in: cell)
        cell.setNeedsLayout()
    }

    private func reconcileViews(in cell: UICollectionViewListCell) {
        let kinds = Set(accessories.compactMap(\.systemKind))
        for (kind, view) in systemViews where !kinds.contains(kind) {
            view.removeFromSuperview()
            systemViews[kind] = nil
        }
        for accessory in accessories {
            guard let kind = accessory.systemKind else { continue }
            let view = systemViews[kind] ?? makeView(for: kind, in: cell)
            if let control = view as? SystemAccessoryView {
                wireAction(of: control, to: accessory, in: cell)
            }
        }

        let custom = accessories.compactMap { $0.customViewConfiguration?.customView }
        let customIDs = Set(custom.map(ObjectIdentifier.init))
        for (id, record) in customViews where !customIDs.contains(id) {
            if record.view.superview === cell { record.view.removeFromSuperview() }
            record.view.tintColor = record.originalTintColor
            customViews[id] = nil
        }
        for view in custom where customViews[ObjectIdentifier(view)] == nil {
            customViews[ObjectIdentifier(view)] = CustomViewRecord(view: view, originalTintColor: view.tintColorStorage)
            cell.insertSubview(view, aboveSubview: cell.contentView)
        }
    }

    private func makeView(for kind: SystemKind, in cell: UICollectionViewListCell) -> UIView {
        let view: UIView
        if kind == .label {
            let label = UILabel(frame: .zero)
            label.numberOfLines = 1
            view = label
        } else {
            view = SystemAccessoryView(kind: kind)
        }
        viewCreationCount += 1
        systemViews[kind] = view
        cell.insertSubview(view, aboveSubview: cell.contentView)
        return view
    }

    private func wireAction(of control: SystemAccessoryView, to accessory: UICellAccessory, in cell: UICollectionViewListCell) {
        switch accessory.content {
        case .delete(_, let handler):
            control.onActivate = { [weak cell] in
                if let handler { handler() } else { cell?.revealSwipeActions() }
            }
        case .insert(_, let handler), .detail(_, let handler):
            control.onActivate = handler
            control.isUserInteractionEnabled = handler != nil
        case .outlineDisclosure(_, let handler):
            control.onActivate = { [weak cell] in
                if let handler { handler() } else { cell?.toggleOutlineExpansion() }
            }
        case .popUpMenu(let menu, _, let handler):
            control.onActivate = { [weak control] in
                guard let control else { return }
                MenuPresentation.present(menu, from: control) { index in
                    let changed = menu.selectAction(at: index)
                    let action = menu.actions[index]
                    action.perform(sender: control)
                    if changed { handler?(menu) }
                }
            }
        default:
            control.onActivate = nil
        }
    }

    /// Opens the menu of the cell's pop-up menu accessory, if it has one, as a click on it does.
    func presentPopUpMenu() {
        guard let control = systemViews[.popUpMenu] as? SystemAccessoryView, control.isEnabled else { return }
        control.activate()
    }

    /// The view that shows an accessory of `type` (for tests and the viewer).
    func view(for type: UICellAccessory.AccessoryType) -> UIView? {
        if let kind = type.systemKind { return systemViews[kind] }
        if case .customView(let view) = type, customViews[ObjectIdentifier(view)] != nil { return view }
        return nil
    }

    /// The separator lines currently shown before reorder controls.
    var visibleSeparators: [UIView] { separatorViews.filter { !$0.isHidden } }

    // MARK: Layout

    /// One displayed accessory, styled and measured.
    private struct Placed {
        let view: UIView
        /// The accessory's own size (glyph, text or custom view).
        let size: CGSize
        let item: CellAccessoryLayout.Item
        /// Whether the view fills its whole slot (system controls, for a larger click target).
        let fillsSlot: Bool
        let isHidden: Bool
    }

    /// Styles the accessory views for the cell's current state, places them, and returns the
    /// content view's frame.
    func layOut(in cell: UICollectionViewListCell) -> CGRect {
        let bounds = cell.bounds
        var result = CGRect.zero
        cell.traitCollection.performAsCurrent {
            let (leading, trailing) = prepare(cell, width: bounds.width)
            let layout = CellAccessoryLayout(input(for: cell, width: bounds.width, height: bounds.height,
                                                   leading: leading, trailing: trailing))
            for (placed, slot) in Array(zip(leading, layout.leadingSlots)) + Array(zip(trailing, layout.trailingSlots)) {
                placed.view.frame = placed.fillsSlot ? slot : CellAccessoryLayout.centered(placed.size, in: slot)
                if placed.view.isHidden != placed.isHidden { placed.view.isHidden = placed.isHidden }
            }
            placeSeparators(layout.separators, for: trailing, in: cell)
            result = layout.contentFrame
        }
        return result
    }

    /// What sizing needs: the content view's width at `width`, and the height the tallest
    /// displayed accessory asks for: a system accessory's height plus the cell's vertical margins, a custom
    /// view's (a switch) plus `ListMetrics.accessoryVerticalPadding` above and below.
    func fitting(in cell: UICollectionViewListCell, width: CGFloat) -> (contentWidth: CGFloat, minimumHeight: CGFloat) {
        var result = (contentWidth: width, minimumHeight: CGFloat(0))
        cell.traitCollection.performAsCurrent {
            let (leading, trailing) = prepare(cell, width: width)
            let layout = CellAccessoryLayout(input(for: cell, width: width, height: 0, leading: leading, trailing: trailing))
            let category = cell.traitCollection.preferredContentSizeCategory
            let placed = leading + trailing
            // System accessories keep the cell's vertical margins; custom views (a switch) get the look's padding.
            let system = placed.filter(\.fillsSlot).map(\.size.height).max() ?? 0
            let custom = placed.filter { !$0.fillsSlot }.map(\.size.height).max() ?? 0
            let margin = ListMetrics.cellVerticalMargin(for: category)
            let padding = ListMetrics.accessoryVerticalPadding(for: category, look: cell.systemLook)
            result = (layout.contentFrame.width, max(system > 0 ? system + 2 * margin : 0, custom > 0 ? custom + 2 * padding : 0))
        }
        return result
    }

    private func input(for cell: UICollectionViewListCell, width: CGFloat, height: CGFloat,
                       leading: [Placed], trailing: [Placed]) -> CellAccessoryLayout.Input {
        let margins = cell.directionalLayoutMargins
        let category = cell.traitCollection.preferredContentSizeCategory
        let contentInsets = Self.contentInsets(of: cell)
        var input = CellAccessoryLayout.Input(width: width, height: height)
        input.leading = leading.map(\.item)
        input.trailing = trailing.map(\.item)
        input.leadingEdgeInset = AccessoryMetrics.leadingEdgeInset(cellMargin: margins.leading)
        input.trailingEdgeInset = AccessoryMetrics.trailingEdgeInset(cellMargin: margins.trailing)
        input.separatorHeight = AccessoryMetrics.reorderSeparatorHeight(for: category)
        input.separatorThickness = ListMetrics.separatorThickness(displayScale: cell.traitCollection.displayScale)
        input.indentation = CGFloat(cell.indentationLevel) * cell.indentationWidth
        input.indentsAccessories = cell.indentsAccessories
        input.leadingContentGap = max(0, ListMetrics.contentToAccessoryPadding - contentInsets.leading)
        input.trailingContentGap = max(0, ListMetrics.contentToAccessoryPadding - contentInsets.trailing)
        input.rightToLeft = cell.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return input
    }

    /// The insets the content keeps from the content view's edges on its own: a list content
    /// configuration's horizontal margins; nothing for other content. An accessory adds what is
    /// missing to reach `contentToAccessoryPadding` between the content and the accessory.
    private static func contentInsets(of cell: UICollectionViewListCell) -> (leading: CGFloat, trailing: CGFloat) {
        guard let list = cell.accessoryLayoutContentConfiguration as? UIListContentConfiguration else { return (0, 0) }
        return (list.directionalLayoutMargins.leading, list.directionalLayoutMargins.trailing)
    }

    /// Styles every accessory for the cell's state, hides those not displayed, and measures the
    /// displayed ones.
    private func prepare(_ cell: UICollectionViewListCell, width: CGFloat) -> (leading: [Placed], trailing: [Placed]) {
        let state = cell.effectiveConfigurationState
        let rules = AccessoryAppearanceRules(
            isEditing: state.isEditing, isSelected: state.isSelected, isExpanded: state.isExpanded,
            isTintedBackground: cell.hasTintColoredBackground,
            isRightToLeft: cell.effectiveUserInterfaceLayoutDirection == .rightToLeft,
            category: cell.traitCollection.preferredContentSizeCategory)

        func place(_ accessories: [UICellAccessory]) -> [Placed] {
            var placed: [Placed] = []
            for accessory in accessories {
                guard let view = view(for: accessory) else { continue }
                guard accessory.isDisplayed(editing: rules.isEditing) else {
                    if !view.isHidden { view.isHidden = true }
                    continue
                }
                let options = accessory.commonOptions
                let size = apply(rules, to: accessory, view: view, width: width)
                let slot = accessory.systemKind == .multiselect && options.reservedLayoutWidth == .standard
                    ? max(AccessoryMetrics.multiselectStandardWidth(for: rules.category), size.width)
                    : Self.slotWidth(options.reservedLayoutWidth, size: size, category: rules.category)
                var item = CellAccessoryLayout.Item(slotWidth: slot)
                if case .reorder(let reorder) = accessory.content, reorder.showsVerticalSeparator, !placed.isEmpty {
                    item.separatorBefore = true
                }
                placed.append(Placed(view: view, size: size, item: item,
                                     fillsSlot: view is SystemAccessoryView, isHidden: options.isHidden))
            }
            return placed
        }
        return (place(arrangement.leading), place(arrangement.trailing))
    }

    private func view(for accessory: UICellAccessory) -> UIView? {
        if let kind = accessory.systemKind { return systemViews[kind] }
        return accessory.customViewConfiguration?.customView
    }

    /// The slot width for a reserved width: never narrower than the accessory.
    static func slotWidth(_ dimension: UICellAccessory.LayoutDimension, size: CGSize, category: UIContentSizeCategory) -> CGFloat {
        switch dimension {
        case .actual: size.width
        case .standard: max(AccessoryMetrics.standardWidth(for: category), size.width)
        case .custom(let width): max(width, size.width)
        }
    }

    /// Styles an accessory's view and returns the accessory's own size.
    private func apply(_ rules: AccessoryAppearanceRules, to accessory: UICellAccessory, view: UIView, width: CGFloat) -> CGSize {
        let options = accessory.commonOptions
        switch accessory.content {
        case .label(let text, let labelOptions):
            guard let label = view as? UILabel else { return .zero }
            label.text = text
            label.font = labelOptions.font
            label.adjustsFontForContentSizeCategory = labelOptions.adjustsFontForContentSizeCategory
            label.textColor = rules.labelColor(tint: options.tintColor)
            let natural = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            return CGSize(width: min(natural.width, (width / 2).rounded(.down)), height: natural.height)
        case .customView(let configuration):
            let custom = configuration.customView
            let tint = configuration.tintColor
                ?? (rules.isTintedBackground ? UIColor.white : customViews[ObjectIdentifier(custom)]?.originalTintColor)
            if custom.tintColorStorage != tint { custom.tintColor = tint }
            return Self.naturalSize(of: custom, fixed: configuration.maintainsFixedSize)
        default:
            guard let control = view as? SystemAccessoryView else { return .zero }
            if control.tintColorStorage != options.tintColor { control.tintColor = options.tintColor }
            control.appearance = rules.appearance(for: accessory)
            return control.appearance.naturalSize
        }
    }

    /// A custom view's size: its current size when it keeps a fixed size, else its intrinsic
    /// content size, with `sizeThatFits(_:)` on axes that have no intrinsic size.
    static func naturalSize(of view: UIView, fixed: Bool) -> CGSize {
        if fixed { return view.bounds.size }
        var size = view.intrinsicContentSize
        if size.width == UIView.noIntrinsicMetric || size.height == UIView.noIntrinsicMetric {
            let fitted = view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            if size.width == UIView.noIntrinsicMetric { size.width = fitted.width }
            if size.height == UIView.noIntrinsicMetric { size.height = fitted.height }
        }
        return size
    }

    private func placeSeparators(_ frames: [CGRect], for trailing: [Placed], in cell: UICollectionViewListCell) {
        // Frames come outermost first, like the owners reversed.
        let owners = Array(trailing.filter(\.item.separatorBefore).reversed())
        while separatorViews.count < frames.count {
            let line = UIView(frame: .zero)
            line.backgroundColor = .separator
            line.isUserInteractionEnabled = false
            cell.insertSubview(line, aboveSubview: cell.contentView)
            separatorViews.append(line)
        }
        for (index, line) in separatorViews.enumerated() {
            guard index < frames.count else {
                if !line.isHidden { line.isHidden = true }
                continue
            }
            line.frame = frames[index]
            let ownerHidden = owners[index].isHidden
            if line.isHidden != ownerHidden { line.isHidden = ownerHidden }
        }
    }
}
