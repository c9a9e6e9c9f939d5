import CGtk
@testable import CellKit
@testable import CellKitGTK
@testable import CellScope
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// Clicks on the accessories of the built-in demos do what the accessory is for: a switch
    /// toggles without selecting its row, an outline chevron expands and collapses, a pop-up menu
    /// opens, and decorations (disclosure indicator, checkmark) leave the click to the row.
    @Suite @MainActor struct AccessoryClicks {
        @Test func aClickOnASettingsSwitchTogglesItWithoutSelectingTheRow() throws {
            let session = try ViewerUnderRealInput("settings")
            defer { session.close() }
            let row = try #require(session.demo.items.firstIndex { $0.id == "allow-notifications" })
            let toggle = try #require((session.cell(row) as? UICollectionViewListCell)?.accessories.first.flatMap { accessory -> UISwitch? in
                if case .customView(let view) = accessory.accessoryType { return view as? UISwitch }
                return nil
            })
            let widget = ViewTesting.gtkWidget(of: toggle)
            #expect(toggle.isOn)
            #expect(try ScreenPixels.image(of: widget).share(of: ScreenColors.green) > 0.3)
            try session.input.click(widget)
            #expect(!toggle.isOn, "the click turned the switch off")
            let image = try ScreenPixels.image(of: widget)
            ScreenArtifacts.save(image, named: "settings-switch-off")
            #expect(image.share(of: ScreenColors.green) < 0.02, "the switch is drawn off")
            #expect(!session.state(row).isHighlighted && !session.state(row).isSelected)
            try session.input.click(widget)
            #expect(toggle.isOn, "a second click turns it back on")
        }

        @Test func aClickOnAnOutlineChevronCollapsesAndExpandsItsRow() throws {
            let session = try ViewerUnderRealInput("sidebar")
            defer { session.close() }
            let row = try #require(session.demo.items.firstIndex { $0.id == "documents" }, "\(session.demo.items.map(\.id))")
            let count = session.list.numberOfItems(inSection: 2)
            #expect(session.state(row).isExpanded)
            let chevron = try #require(outlineChevron(session, row: row))
            try session.input.click(chevron)
            #expect(!session.state(row).isExpanded, "the click collapsed the row")
            #expect(session.list.numberOfItems(inSection: 2) == count - 2, "its two children are hidden")
            #expect(!session.state(row).isSelected, "a chevron click does not select the row")
            ScreenArtifacts.saveScreen(named: "sidebar-collapsed-documents")
            let chevronAgain = try #require(outlineChevron(session, row: row))
            try session.input.click(chevronAgain)
            #expect(session.state(row).isExpanded)
            #expect(session.list.numberOfItems(inSection: 2) == count)
        }

        @Test func aClickOnASidebarHeaderTogglesItsSection() throws {
            let session = try ViewerUnderRealInput("sidebar")
            defer { session.close() }
            let count = session.list.numberOfItems(inSection: 1)
            #expect(session.state(4).isExpanded, "the Tags header starts expanded")
            try session.click(row: 4, across: 0.3)
            #expect(session.list.numberOfItems(inSection: 1) == 1, "a click on the header collapses it")
            #expect(!session.state(4).isSelected, "headers are not selected")
            try session.click(row: 4, across: 0.3)
            #expect(session.list.numberOfItems(inSection: 1) == count)
        }

        @Test func aClickOnAPopUpMenuRowOpensTheMenuAndAClickOnAChoiceChoosesIt() throws {
            let session = try ViewerUnderRealInput("settings")
            defer { session.close() }
            let row = try #require(session.demo.items.firstIndex { $0.id == "previews" })
            try session.click(row: row, across: 0.3)
            let buttons = try #require(openMenuButtons(in: session.cell(row)), "a click on the row opens its menu")
            #expect(buttons.count == 3)
            let menuImage = try ScreenPixels.image(of: buttons[2])
            ScreenArtifacts.saveScreen(named: "settings-menu-open")
            #expect(menuImage.width > 40 && menuImage.dominantColor != ScreenColor(hex: 0x000000), "the menu is on screen")
            try session.input.click(buttons[2])
            #expect(openMenuButtons(in: session.cell(row)) == nil, "choosing closes the menu")
            #expect((session.cell(row).contentConfiguration as? UIListContentConfiguration)?.secondaryText == "Never")
            #expect(session.selectedRows.isEmpty)
        }

        @Test func aClickOnThePopUpMenuAccessoryOpensTheMenu() throws {
            let session = try ViewerUnderRealInput("settings")
            defer { session.close() }
            let row = try #require(session.demo.items.firstIndex { $0.id == "previews" })
            let cell = try #require(session.cell(row) as? UICollectionViewListCell)
            let accessory = try #require(cell.accessoryHost.view(for: .popUpMenu))
            try session.input.click(ViewTesting.gtkWidget(of: accessory))
            #expect(openMenuButtons(in: cell)?.count == 3)
            try session.input.key(GDK_KEY_Escape)
            #expect(openMenuButtons(in: cell) == nil, "Escape closes the menu")
        }

        @Test func aClickOnACheckmarkOrADisclosureIndicatorSelectsTheRow() throws {
            let session = try ViewerUnderRealInput("custom-content")
            defer { session.close() }
            let row = try #require((0..<session.demo.items.count).first {
                (session.cell($0) as? UICollectionViewListCell)?.accessoryHost.view(for: .checkmark) != nil
            })
            let checkmark = try #require((session.cell(row) as? UICollectionViewListCell)?.accessoryHost.view(for: .checkmark))
            try session.input.click(ViewTesting.gtkWidget(of: checkmark))
            #expect(session.selectedRows == [row])
            #expect(try session.screenImage(row: row).share(of: ScreenColors.hovered(ScreenColors.cellSelected)) > 0.5)
        }

        private func outlineChevron(_ session: ViewerUnderRealInput, row: Int) -> UnsafeMutablePointer<GtkWidget>? {
            (session.cell(row) as? UICollectionViewListCell)?.accessoryHost.view(for: .outlineDisclosure).map { ViewTesting.gtkWidget(of: $0) }
        }
    }
}

/// The buttons of the pop-up menu open from `view` or one of its subviews, or nil.
@MainActor
func openMenuButtons(in view: UIView) -> [UnsafeMutablePointer<GtkWidget>]? {
    if let menu = (view.backing as? GtkViewBacking)?.menuPopover, menu.isOpen { return menu.buttons }
    for subview in view.subviews {
        if let buttons = openMenuButtons(in: subview) { return buttons }
    }
    return nil
}
