import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// List cell accessories render with UIKit's look: every kind in and out of editing, white on a
/// tint-colored background, mirrored right to left, scaled with Dynamic Type, and the common
/// accessory snippets.
@Suite(.gtk) @MainActor struct CellAccessoryRenderingTests {
    private func cell(_ text: String, _ accessories: [UICellAccessory], image: String? = nil,
                      environment: UIListEnvironment = .plain, editing: Bool = false, selected: Bool = false,
                      expanded: Bool = false) -> UICollectionViewListCell {
        let cell = CellSheet.listCell({ content in
            content.text = text
            content.image = image.flatMap { UIImage(systemName: $0) }
        }, environment: environment) { cell in
            var states: CellSystemStates = []
            states.set(.editing, editing)
            states.set(.expanded, expanded)
            cell.setSystemStates(states)
            cell.isSelected = selected
        }
        cell.accessories = accessories
        return cell
    }

    /// One row per kind (plus a row with several trailing kinds and one with custom tints).
    private func everyKind(editing: Bool) -> [UIView] {
        let menu = UIMenu(children: [UIAction(title: "Name") { _ in }, UIAction(title: "Date") { _ in }])
        return [
            cell("Disclosure indicator", [.disclosureIndicator()], image: "folder", editing: editing),
            cell("Checkmark", [.checkmark()], editing: editing),
            cell("Detail", [.detail()], editing: editing),
            cell("Label", [.label(text: "Label")], editing: editing),
            cell("Pop-up menu", [.popUpMenu(menu)], editing: editing),
            cell("Outline disclosure", [.outlineDisclosure()], editing: editing),
            cell("Outline disclosure, expanded", [.outlineDisclosure()], editing: editing, expanded: true),
            cell("Delete", [.delete()], editing: editing),
            cell("Insert", [.insert()], editing: editing),
            cell("Reorder", [.reorder()], editing: editing),
            cell("Multiselect", [.multiselect()], editing: editing),
            cell("Multiselect, selected", [.multiselect()], editing: editing, selected: true),
            cell("Trailing order", [.reorder(), .disclosureIndicator(), .detail(), .checkmark(), .label(text: "12")],
                 editing: editing),
            cell("Tint options", [.checkmark(options: .init(tintColor: .systemOrange)),
                                  .disclosureIndicator(options: .init(tintColor: .systemRed)),
                                  .delete(options: .init(backgroundColor: .systemPurple))], editing: editing),
        ]
    }

    @Test func everyKindOutOfEditing() throws {
        let sheet = CellSheet.make(everyKind(editing: false))
        GoldenImage.assertMatches(try ViewSnapshot.image(of: sheet), named: "cell-accessories-not-editing")
    }

    @Test func everyKindInEditing() throws {
        let sheet = CellSheet.make(everyKind(editing: true))
        GoldenImage.assertMatches(try ViewSnapshot.image(of: sheet), named: "cell-accessories-editing")
    }

    @Test func accessoriesTurnWhiteOnASelectedSidebarCell() throws {
        let cells = [
            cell("Inbox", [.checkmark(), .disclosureIndicator()], image: "tray", environment: .sidebar, selected: true),
            cell("Inbox", [.checkmark(), .disclosureIndicator()], image: "tray", environment: .sidebar),
            cell("Folders", [.label(text: "24"), .outlineDisclosure()], image: "folder", environment: .sidebar,
                 selected: true, expanded: true),
            cell("Folders", [.label(text: "24"), .outlineDisclosure()], image: "folder", environment: .sidebar),
            cell("Editing", [.multiselect(), .detail(), .reorder()], image: "bookmark", environment: .sidebar, editing: true,
                 selected: true),
            cell("Editing", [.multiselect(), .detail(), .reorder()], image: "bookmark", environment: .sidebar, editing: true),
        ]
        let sheet = CellSheet.make(cells, width: 320, background: .secondarySystemBackground)
        GoldenImage.assertMatches(try ViewSnapshot.image(of: sheet), named: "cell-accessories-sidebar-selected")
    }

    @Test func rightToLeftMirrorsAccessories() throws {
        let badge = UIImageView(image: UIImage(systemName: "star.fill"))
        let cells = [
            cell("Disclosure indicator", [.disclosureIndicator()], image: "folder"),
            cell("Label and checkmark", [.label(text: "Label"), .checkmark()]),
            cell("Outline disclosure", [.outlineDisclosure()]),
            cell("Editing", [.delete(), .disclosureIndicator(), .reorder()], editing: true),
            cell("Multiselect", [.multiselect(), .detail()], editing: true, selected: true),
            cell("Custom", [.customView(configuration: .init(customView: badge, placement: .leading())), .checkmark()]),
        ]
        let sheet = CellSheet.make(cells, traits: { $0.layoutDirection = .rightToLeft })
        GoldenImage.assertMatches(try ViewSnapshot.image(of: sheet), named: "cell-accessories-right-to-left")
    }

    @Test func accessoriesScaleWithDynamicType() throws {
        let cells = [
            cell("Disclosure", [.disclosureIndicator()], image: "folder"),
            cell("Checkmark", [.label(text: "On"), .checkmark()]),
            cell("Delete", [.delete(), .reorder()], editing: true),
        ]
        let sheet = CellSheet.make(cells, traits: { $0.preferredContentSizeCategory = .accessibilityMedium })
        GoldenImage.assertMatches(try ViewSnapshot.image(of: sheet), named: "cell-accessories-accessibility-medium")
    }

    /// Accessory code as iOS apps write it (a checkmark, a tinted disclosure indicator, a delete
    /// control in editing), and three custom accessories with a checkmark.
    @Test func systemAndCustomAccessoriesAsAppsWriteThem() throws {
        func accessoryCell(_ text: String, editing: Bool = false) -> UICollectionViewListCell {
            let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
            var cellConfiguration = cell.defaultContentConfiguration()
            cellConfiguration.text = text
            cellConfiguration.secondaryText = "subTitle"
            cellConfiguration.image = UIImage(systemName: "heart")
            cell.contentConfiguration = cellConfiguration
            cell.setSystemStates(editing ? .editing : [])
            return cell
        }

        // The snippets, exactly as written for iOS.
        var cell = accessoryCell("checkmark")
        cell.accessories = [.checkmark()]
        let checkmarkCell = cell
        cell = accessoryCell("disclosureIndicator (red)")
        cell.accessories = [.disclosureIndicator(displayed: .always, options: .init(isHidden: false, reservedLayoutWidth: nil, tintColor: UIColor.red))]
        let disclosureCell = cell
        cell = accessoryCell("delete (editing)", editing: true)
        cell.accessories = [.delete()]
        let deleteCell = cell

        let customAccessory1 = UICellAccessory.CustomViewConfiguration(
          customView: UIImageView(image: UIImage(systemName: "bandage")),
          placement: .leading(displayed: .always))

        // The example: bandage and tray on the leading side, a bicycle on the trailing side, and a
        // checkmark. Leading custom accessories go nearest the content by default (tray after
        // bandage); the trailing one goes before the checkmark.
        let customAccessory2 = UICellAccessory.CustomViewConfiguration(
            customView: UIImageView(image: UIImage(systemName: "tray")),
            placement: .leading(displayed: .always))
        let customAccessory3 = UICellAccessory.CustomViewConfiguration(
            customView: UIImageView(image: UIImage(systemName: "bicycle")),
            placement: .trailing(displayed: .always))
        let example = accessoryCell("UICellAccessory")
        example.accessories = [
            .customView(configuration: customAccessory1),
            .customView(configuration: customAccessory2),
            .customView(configuration: customAccessory3),
            .checkmark(),
        ]
        #expect(example.accessoryErrors.isEmpty)

        let sheet = CellSheet.make([checkmarkCell, disclosureCell, deleteCell, example])
        GoldenImage.assertMatches(try ViewSnapshot.image(of: sheet), named: "ios-code-cell-accessories")
        // Bandage, tray, content, bicycle, checkmark from left to right.
        let bandage = customAccessory1.customView.frame, tray = customAccessory2.customView.frame
        let bicycle = customAccessory3.customView.frame
        #expect(bandage.maxX < tray.minX && tray.maxX <= example.contentView.frame.minX)
        #expect(example.contentView.frame.maxX < bicycle.minX)
    }

    @Test func unchangedAccessoriesDoNoGtkWork() throws {
        let cell = cell("Row", [.checkmark(), .disclosureIndicator(), .label(text: "A")])
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        _ = try ViewSnapshot.image(of: cell)
        let views = cell.subviews
        let before = views.map(\.renderUpdateCount)
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        cell.accessories = cell.accessories
        cell.layoutIfNeeded()
        #expect(views.map(\.renderUpdateCount) == before)
    }
}
