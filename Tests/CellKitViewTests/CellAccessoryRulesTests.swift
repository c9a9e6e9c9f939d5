@testable import CellKit
import Foundation
import Testing

/// The accessory rules of list cells: one accessory per system kind, system ordering, position
/// closures, displayed states, hidden accessories and reserved widths. No display needed: these
/// check the model and the frames the cell computes.
@Suite @MainActor struct CellAccessoryRulesTests {
    private func makeCell(_ accessories: [UICellAccessory] = [], editing: Bool = false, width: CGFloat = 375,
                          configure: (UICollectionViewListCell) -> Void = { _ in }) -> UICollectionViewListCell {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        cell.contentConfiguration = content
        cell.setSystemStates(editing ? .editing : [])
        configure(cell)
        cell.accessories = accessories
        cell.layoutIfNeeded()
        return cell
    }

    private func frame(of type: UICellAccessory.AccessoryType, in cell: UICollectionViewListCell) -> CGRect? {
        cell.accessoryHost.view(for: type)?.frame
    }

    private func types(_ accessories: [UICellAccessory]) -> [UICellAccessory.AccessoryType] {
        accessories.map(\.accessoryType)
    }

    // MARK: One accessory per system kind

    @Test func aDuplicateSystemKindIsAnErrorNamingTheKindAndTheFirstIsKept() {
        Diagnostics.resetWarning(forKey: UICellAccessory.duplicateWarningKey(for: .checkmark))
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        let (_, warnings) = Diagnostics.capturingWarnings {
            cell.accessories = [.checkmark(options: .init(tintColor: .red)), .disclosureIndicator(), .checkmark()]
            // The same mistake again (and on another cell) does not warn again.
            cell.accessories = [.checkmark(), .checkmark()]
            UICollectionViewListCell(frame: .zero).accessories = [.checkmark(), .checkmark()]
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("checkmark") == true)
        #expect(warnings.first?.contains("only one of each system accessory kind is allowed") == true)

        cell.accessories = [.checkmark(options: .init(tintColor: .red)), .disclosureIndicator(), .checkmark()]
        #expect(types(cell.accessories) == [.checkmark, .disclosureIndicator])
        guard case .checkmark(let kept) = cell.accessories[0].content else { Issue.record("no checkmark"); return }
        #expect(kept.tintColor == .red, "the first checkmark is the one kept")

        let errors = cell.accessoryErrors
        #expect(errors.count == 1)
        #expect(errors.first?.accessoryType == .checkmark)
        #expect(errors.first?.kindName == "checkmark")
        #expect(errors.first?.keptIndex == 0)
        #expect(errors.first?.droppedIndex == 2)
        #expect(errors.first?.description.contains("checkmark") == true)
        #expect(errors.first?.description.contains("only one of each system accessory kind is allowed") == true)
    }

    @Test func validateReportsEveryDroppedDuplicateInArrayOrder() {
        let errors = UICellAccessory.validate([
            .delete(), .label(text: "A"), .delete(), .label(text: "B"), .delete(), .checkmark(),
        ])
        #expect(errors.map(\.kindName) == ["delete", "label", "delete"])
        #expect(errors.map(\.droppedIndex) == [2, 3, 4])
        #expect(errors.map(\.keptIndex) == [0, 1, 0])
        #expect(UICellAccessory.validate([.checkmark(), .disclosureIndicator(), .label(text: "A")]).isEmpty)
        let thrown: any Error = errors[0]
        #expect("\(thrown)".contains("delete"))
    }

    @Test func aValidAssignmentClearsTheErrors() {
        let cell = makeCell([.reorder(), .reorder()])
        #expect(cell.accessoryErrors.count == 1)
        cell.accessories = [.reorder()]
        #expect(cell.accessoryErrors.isEmpty)
    }

    @Test func customAccessoriesMayRepeat() {
        let views = (0..<3).map { _ in UIImageView(image: UIImage(systemName: "star")) }
        let accessories = views.map { UICellAccessory.customView(configuration: .init(customView: $0, placement: .trailing())) }
        #expect(UICellAccessory.validate(accessories).isEmpty)
        let cell = makeCell(accessories)
        #expect(cell.accessories.count == 3)
        for view in views { #expect(view.superview === cell) }
        #expect(cell.accessoryErrors.isEmpty)
    }

    // MARK: Ordering

    @Test func systemAccessoriesTakeTheSystemOrderWhateverTheArrayOrder() {
        let menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        let all: [UICellAccessory] = [
            .reorder(), .label(text: "Label"), .disclosureIndicator(), .checkmark(), .detail(), .popUpMenu(menu),
            .outlineDisclosure(), .delete(), .multiselect(), .insert(),
        ]
        for accessories in [all, all.reversed(), Array(all[5...] + all[..<5])] {
            let arrangement = AccessoryArrangement(accessories)
            #expect(types(arrangement.leading) == [.multiselect, .insert, .delete])
            #expect(types(arrangement.trailing) == [.label, .checkmark, .detail, .popUpMenu, .disclosureIndicator,
                                                    .outlineDisclosure, .reorder])
        }
        // The frames follow that order from leading to trailing, in editing where all show.
        let cell = makeCell(all.reversed(), editing: true, width: 600)
        let order: [UICellAccessory.AccessoryType] = [.multiselect, .insert, .delete, .label, .checkmark, .detail,
                                                      .popUpMenu, .disclosureIndicator, .outlineDisclosure, .reorder]
        let xs = order.compactMap { frame(of: $0, in: cell)?.minX }
        #expect(xs.count == order.count)
        #expect(xs == xs.sorted())
        #expect(cell.contentView.frame.minX >= frame(of: .delete, in: cell)!.maxX)
        #expect(cell.contentView.frame.maxX < frame(of: .label, in: cell)!.minX)
    }

    @Test func customAccessoriesDefaultToTheSideNearestTheContent() {
        let lead = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let trail = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let arrangement = AccessoryArrangement([
            .delete(), .customView(configuration: .init(customView: lead, placement: .leading())),
            .customView(configuration: .init(customView: trail, placement: .trailing())), .checkmark(),
            .disclosureIndicator(),
        ])
        #expect(types(arrangement.leading) == [.delete, .customView(lead)])
        #expect(types(arrangement.trailing) == [.customView(trail), .checkmark, .disclosureIndicator])
    }

    @Test func positionClosuresRunInArrayOrderAndSeeEarlierCustomAccessories() {
        let a = UIView(), b = UIView(), c = UIView(), d = UIView(), e = UIView()
        func custom(_ view: UIView, _ position: @escaping UICellAccessory.Placement.Position) -> UICellAccessory {
            .customView(configuration: .init(customView: view, placement: .trailing(at: position)))
        }
        let arrangement = AccessoryArrangement([
            custom(a, UICellAccessory.Placement.position(after: .checkmark())),
            .disclosureIndicator(),
            custom(b, UICellAccessory.Placement.position(before: .disclosureIndicator())),
            custom(c, { _ in 99 }),  // clamped to the end
            custom(d, UICellAccessory.Placement.position(before: .customView(a))),
            .checkmark(),
            custom(e, { $0.count - 1 }),  // just before the last one, which is c by now
        ])
        #expect(types(arrangement.trailing) == [.checkmark, .customView(d), .customView(a), .customView(b),
                                                .disclosureIndicator, .customView(e), .customView(c)])
    }

    @Test func positionHelpersFallBackToTheEdgesWithoutAMatch() {
        let none: [UICellAccessory] = [.checkmark(), .disclosureIndicator()]
        #expect(UICellAccessory.Placement.position(before: .detail())(none) == 0)
        #expect(UICellAccessory.Placement.position(after: .detail())(none) == 2)
        #expect(UICellAccessory.Placement.position(before: .detail)(none) == 0)
        #expect(UICellAccessory.Placement.position(after: .detail)(none) == 2)
        #expect(UICellAccessory.Placement.position(after: .checkmark())(none) == 1)
        // Matching an accessory (UIKit's class-based matching): any custom view matches a custom view.
        let one = UIView(), other = UIView()
        let customs: [UICellAccessory] = [
            .customView(configuration: .init(customView: one, placement: .trailing())), .checkmark(),
            .customView(configuration: .init(customView: other, placement: .trailing())),
        ]
        let probe = UICellAccessory.customView(configuration: .init(customView: UIView(), placement: .trailing()))
        #expect(UICellAccessory.Placement.position(before: probe)(customs) == 0)
        #expect(UICellAccessory.Placement.position(after: probe)(customs) == 3)
        // Matching a type: a custom view type matches only its own view.
        #expect(UICellAccessory.Placement.position(before: .customView(other))(customs) == 2)
    }

    @Test func customIndexesPlaceLeadingAccessoriesToo() {
        let first = UIView(), second = UIView()
        let arrangement = AccessoryArrangement([
            .delete(), .multiselect(),
            .customView(configuration: .init(customView: first, placement: .leading(at: { _ in 0 }))),
            .customView(configuration: .init(customView: second, placement: .leading(at: { _ in 1 }))),
        ])
        #expect(types(arrangement.leading) == [.customView(first), .customView(second), .multiselect, .delete])
    }

    // MARK: Displayed states

    @Test func eachKindHasItsDefaultDisplayedState() {
        let menu = UIMenu(children: [])
        let always: [UICellAccessory] = [.disclosureIndicator(), .outlineDisclosure(), .checkmark(), .label(text: "A"),
                                         .detail(), .popUpMenu(menu)]
        let whenEditing: [UICellAccessory] = [.delete(), .insert(), .reorder(), .multiselect()]
        #expect(always.allSatisfy { $0.displayedState == .always })
        #expect(whenEditing.allSatisfy { $0.displayedState == .whenEditing })
        let custom = UICellAccessory.customView(configuration: .init(customView: UIView(), placement: .leading(displayed: .whenNotEditing)))
        #expect(custom.displayedState == .whenNotEditing)
    }

    @Test func accessoriesShowAndHideWithEditing() {
        let accessories: [UICellAccessory] = [.delete(), .checkmark(displayed: .whenNotEditing), .disclosureIndicator()]
        let cell = makeCell(accessories)
        let delete = cell.accessoryHost.view(for: .delete)!
        let checkmark = cell.accessoryHost.view(for: .checkmark)!
        let disclosure = cell.accessoryHost.view(for: .disclosureIndicator)!
        #expect(delete.isHidden && !checkmark.isHidden && !disclosure.isHidden)
        #expect(cell.contentView.frame.minX == 0, "no leading accessory out of editing")
        let contentOutOfEditing = cell.contentView.frame

        cell.setSystemStates(cell.systemStates.union(.editing))
        cell.layoutIfNeeded()
        #expect(!delete.isHidden && checkmark.isHidden && !disclosure.isHidden)
        // The delete control takes its slot at the leading edge: 16 pt inset, 24 pt standard width;
        // the list content's own 16 pt leading margin keeps the text 16 pt after it.
        #expect(delete.frame == CGRect(x: 16, y: 0, width: 24, height: 44))
        #expect(cell.contentView.frame.minX == 40)
        // Without the checkmark the content reaches further toward the trailing edge.
        #expect(cell.contentView.frame.maxX > contentOutOfEditing.maxX)
    }

    @Test func aHiddenAccessoryKeepsItsSpace() {
        let shown = makeCell([.checkmark(), .disclosureIndicator()])
        let hidden = makeCell([.checkmark(options: .init(isHidden: true)), .disclosureIndicator()])
        #expect(hidden.contentView.frame == shown.contentView.frame)
        #expect(frame(of: .checkmark, in: hidden) == frame(of: .checkmark, in: shown))
        #expect(hidden.accessoryHost.view(for: .checkmark)!.isHidden)
        #expect(!shown.accessoryHost.view(for: .checkmark)!.isHidden)
        let none = makeCell([.disclosureIndicator()])
        #expect(none.contentView.frame.width > hidden.contentView.frame.width)
    }

    // MARK: Reserved widths and metrics

    @Test func reservedWidthsAreActualStandardOrCustom() {
        func slot(_ dimension: UICellAccessory.LayoutDimension?, category: UIContentSizeCategory = .large) -> CGRect {
            let cell = makeCell([.disclosureIndicator(options: .init(reservedLayoutWidth: dimension))]) {
                $0.traitOverrides.preferredContentSizeCategory = category
            }
            return frame(of: .disclosureIndicator, in: cell)!
        }
        let glyph = AccessoryMetrics.glyphSide(for: .disclosureIndicator, category: .large)
        #expect(slot(nil).width == 24, "the disclosure indicator defaults to the standard width")
        #expect(slot(.standard).width == 24)
        #expect(slot(.actual).width == glyph)
        #expect(slot(.custom(50)).width == 50)
        #expect(slot(.custom(4)).width == glyph, "a reserved width never squeezes the accessory")
        #expect(slot(.standard, category: .extraExtraExtraLarge).width == 32, "24 × 23/17, rounded")
        // The slot ends at the trailing inset (12 pt) and the content view stops 8 pt before it
        // (the list content's own 8 pt trailing margin makes the 16 pt content-to-accessory gap).
        let cell = makeCell([.disclosureIndicator(options: .init(reservedLayoutWidth: .custom(50)))])
        #expect(frame(of: .disclosureIndicator, in: cell)!.maxX == 359)
        #expect(cell.contentView.frame.maxX == 301)
    }

    @Test func kindsDefaultToTheirReservedWidths() {
        #expect(UICellAccessory.OutlineDisclosureOptions().reservedLayoutWidth == .actual)
        #expect(UICellAccessory.LabelOptions().reservedLayoutWidth == .actual)
        #expect(UICellAccessory.PopUpMenuOptions().reservedLayoutWidth == .actual)
        #expect(UICellAccessory.CheckmarkOptions().reservedLayoutWidth == .standard)
        #expect(UICellAccessory.DeleteOptions().reservedLayoutWidth == .standard)
        #expect(UICellAccessory.CustomViewConfiguration(customView: UIView(), placement: .trailing()).reservedLayoutWidth == .standard)
        #expect(UICellAccessory.ReorderOptions().showsVerticalSeparator)
        #expect(UICellAccessory.LabelOptions().adjustsFontForContentSizeCategory)
        #expect(UICellAccessory.OutlineDisclosureOptions().style == .automatic)
    }

    @Test func trailingAccessoriesAreSpacedAndTheReorderControlGetsItsSeparator() {
        let cell = makeCell([.checkmark(), .disclosureIndicator(), .reorder()], editing: true)
        let checkmark = frame(of: .checkmark, in: cell)!, disclosure = frame(of: .disclosureIndicator, in: cell)!
        let reorder = frame(of: .reorder, in: cell)!
        #expect(reorder.maxX == 359)
        #expect(reorder.minX - disclosure.maxX == 16, "16 pt with the separator line in the middle")
        #expect(disclosure.minX - checkmark.maxX == 8)
        let lines = cell.accessoryHost.visibleSeparators
        #expect(lines.count == 1)
        #expect(lines.first.map { abs($0.frame.midX - (disclosure.maxX + 8)) <= 0.5 } == true)
        let noLine = makeCell([.checkmark(), .reorder(options: .init(showsVerticalSeparator: false))], editing: true)
        #expect(noLine.accessoryHost.visibleSeparators.isEmpty)
        #expect(frame(of: .reorder, in: noLine)!.minX - frame(of: .checkmark, in: noLine)!.maxX == 8)
    }

    @Test func leadingAccessoriesFollowTheIndentationWhenTheyIndent() {
        let indented = makeCell([.delete()], editing: true) { $0.indentationLevel = 2 }
        #expect(frame(of: .delete, in: indented)!.minX == 36, "16 pt inset after 2 × 10 pt of indentation")
        #expect(indented.contentView.frame.minX == 60)
        let fixed = makeCell([.delete()], editing: true) {
            $0.indentationLevel = 2
            $0.indentsAccessories = false
        }
        #expect(frame(of: .delete, in: fixed)!.minX == 16)
        #expect(fixed.contentView.frame.minX == 60)
    }

    @Test func rightToLeftMirrorsAccessoriesAndContent() {
        let ltr = makeCell([.delete(), .checkmark(), .disclosureIndicator()], editing: true)
        let rtl = makeCell([.delete(), .checkmark(), .disclosureIndicator()], editing: true) {
            $0.traitOverrides.layoutDirection = .rightToLeft
        }
        for type in [UICellAccessory.AccessoryType.delete, .checkmark, .disclosureIndicator] {
            let left = frame(of: type, in: ltr)!, right = frame(of: type, in: rtl)!
            #expect(right.minX == CGFloat(375) - left.maxX)
            #expect(right.width == left.width)
        }
        #expect(rtl.contentView.frame.minX == CGFloat(375) - ltr.contentView.frame.maxX)
        let chevron = (rtl.accessoryHost.view(for: .disclosureIndicator) as! SystemAccessoryView).appearance.symbolName
        #expect(chevron == "chevron.backward")
    }

    @Test func theCellIsTallEnoughForItsContentAndItsTallestAccessory() {
        let big = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 80))
        let cell = makeCell([.customView(configuration: .init(customView: big, placement: .trailing(), maintainsFixedSize: true))])
        let height = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0)).height
        // 80 + 2 × 6.67 = 93.33, rounded up to whole points at 1x; the padding makes a row with a 31-pt
        // switch 44.33 pt, as on iOS 17.5 (see SwitchRowMetricsTests).
        #expect(height == 94, "80 pt and the iOS 17 padding around a custom accessory")

        // Accessories narrow the content, so long text wraps onto more lines.
        func fittingHeight(_ accessories: [UICellAccessory]) -> CGFloat {
            let cell = makeCell(accessories, width: 240) {
                var content = $0.defaultContentConfiguration()
                content.text = "A long title that needs to wrap over more than one line of text"
                $0.contentConfiguration = content
            }
            return cell.systemLayoutSizeFitting(CGSize(width: 240, height: 0)).height
        }
        #expect(fittingHeight([.label(text: "Detail label"), .disclosureIndicator()]) > fittingHeight([]))
    }

    @Test func customViewsTakeTheirIntrinsicSizeUnlessTheyKeepAFixedSize() {
        let image = UIImageView(image: UIImage(systemName: "bicycle"))
        image.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 12))
        let cell = makeCell([
            .customView(configuration: .init(customView: image, placement: .trailing())),
            .customView(configuration: .init(customView: fixed, placement: .leading(), maintainsFixedSize: true)),
        ])
        #expect(image.frame.size == image.intrinsicContentSize)
        #expect(fixed.frame.size == CGSize(width: 30, height: 12))
        #expect(fixed.frame.midY == 22, "centered vertically")
        #expect(cell.contentView.frame.minX >= fixed.frame.maxX)
    }

    // MARK: State-driven looks and view reuse

    @Test func theOutlineChevronTurnsDownWhenExpandedAndMultiselectFollowsSelection() {
        let cell = makeCell([.outlineDisclosure(), .multiselect()], editing: true)
        let outline = cell.accessoryHost.view(for: .outlineDisclosure) as! SystemAccessoryView
        let multiselect = cell.accessoryHost.view(for: .multiselect) as! SystemAccessoryView
        #expect(outline.appearance.symbolName == "chevron.forward")
        #expect(multiselect.appearance.symbolName == nil)
        cell.setSystemStates(cell.systemStates.union(.expanded))
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(outline.appearance.symbolName == "chevron.down")
        #expect(multiselect.appearance.symbolName == "checkmark")
        #expect(multiselect.appearance.circleFill == .tint)
    }

    @Test func accessoriesTurnWhiteOnATintColoredBackground() {
        let cell = makeCell([.checkmark(), .disclosureIndicator(), .label(text: "3")]) {
            $0.traitOverrides.listEnvironment = .sidebar
        }
        let checkmark = cell.accessoryHost.view(for: .checkmark) as! SystemAccessoryView
        let disclosure = cell.accessoryHost.view(for: .disclosureIndicator) as! SystemAccessoryView
        let label = cell.accessoryHost.view(for: .label) as! UILabel
        #expect(!cell.hasTintColoredBackground)
        #expect(checkmark.appearance.glyph == .tint)
        #expect(disclosure.appearance.glyph == .color(.tertiaryLabel))
        #expect(label.textColor == .secondaryLabel)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.hasTintColoredBackground)
        #expect(checkmark.appearance.glyph == .color(.white))
        #expect(disclosure.appearance.glyph == .color(UIColor(white: 1, alpha: 0.8)))
        #expect(label.textColor == UIColor(white: 1, alpha: 0.8))
        // A plain list's grey selection is not tint-colored.
        let plain = makeCell([.checkmark()]) { $0.isSelected = true }
        #expect(!plain.hasTintColoredBackground)
    }

    @Test func anExplicitTintColorWins() {
        let cell = makeCell([.disclosureIndicator(options: .init(tintColor: .red))])
        let disclosure = cell.accessoryHost.view(for: .disclosureIndicator) as! SystemAccessoryView
        #expect(disclosure.appearance.glyph == .tint)
        #expect(disclosure.tintColor == .red)
        #expect(disclosure.glyphImageView.tintColor == .red)
    }

    @Test func changingAccessoriesReusesTheirViews() {
        let cell = makeCell([.checkmark(), .disclosureIndicator()])
        let checkmark = cell.accessoryHost.view(for: .checkmark)
        let disclosure = cell.accessoryHost.view(for: .disclosureIndicator)
        #expect(cell.accessoryHost.viewCreationCount == 2)
        cell.accessories = [.disclosureIndicator(options: .init(tintColor: .red)), .checkmark(displayed: .whenEditing),
                            .label(text: "New")]
        cell.layoutIfNeeded()
        #expect(cell.accessoryHost.viewCreationCount == 3, "only the label is new")
        #expect(cell.accessoryHost.view(for: .checkmark) === checkmark)
        #expect(cell.accessoryHost.view(for: .disclosureIndicator) === disclosure)
        cell.accessories = [.label(text: "Only")]
        #expect(checkmark?.superview == nil && disclosure?.superview == nil)
        #expect(cell.accessoryHost.viewCreationCount == 3)

        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        custom.tintColor = .orange
        cell.accessories = [.customView(configuration: .init(customView: custom, placement: .trailing(), tintColor: .purple))]
        cell.layoutIfNeeded()
        #expect(custom.superview === cell && custom.tintColor == .purple)
        cell.accessories = []
        #expect(custom.superview == nil)
        #expect(custom.tintColor == .orange, "a released custom view gets its own tint back")
    }

    @Test func theOutlineStyleResolvesFromTheContent() {
        let cell = makeCell([.outlineDisclosure()])
        #expect(cell.outlineDisclosureStyle == .cell)
        cell.contentConfiguration = UIListContentConfiguration.header()
        #expect(cell.outlineDisclosureStyle == .header)
        cell.accessories = [.outlineDisclosure(options: .init(style: .cell))]
        #expect(cell.outlineDisclosureStyle == .cell)
        cell.accessories = []
        #expect(cell.outlineDisclosureStyle == nil)
    }
}
