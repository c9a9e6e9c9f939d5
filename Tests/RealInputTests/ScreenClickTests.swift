import CGtk
@testable import CellKit
@testable import CellScope
import CellScopeDemos
import Foundation
import GtkSupport
import RealInput
import RenderingTestSupport
import Testing

extension RealInputTests {
    /// Real clicks on whole screens: bar buttons run their actions, the back button pops, table rows
    /// select, info buttons reach the delegate, and the viewer inspects the screen's cells.
    @Suite @MainActor struct ScreenClicks {
        static let red = ScreenColor(hex: 0xFF3B30)

        private func listsScreen() throws -> (ScreenWindowUnderRealInput, UINavigationController) {
            let navigation = try #require(BuiltInDemos.catalog.demo(withID: "screen")?.makeScreen?(PreviewContext()) as? UINavigationController)
            return (try ScreenWindowUnderRealInput(navigation), navigation)
        }

        @Test func aClickOnEditShowsTheEditingControlsAndDoneLeavesEditing() throws {
            let (session, navigation) = try listsScreen()
            defer { session.close() }
            let controller = try #require(navigation.topViewController as? UICollectionViewController)
            let list = try #require(controller.collectionView)
            let row = try #require(list.cellForItem(at: IndexPath(item: 1, section: 1)))
            let tile = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(try session.screenImage(row).count(of: Self.red, tolerance: 12) == 0)
            let tileBefore = try session.screenImage(tile)
            let edit = try #require(navigation.navigationBar.trailingButtons.first)
            try session.click(edit)
            #expect(controller.isEditing)
            #expect(list.isEditing)
            #expect(controller.editButtonItem.title == "Done")
            let editing = try session.screenImage(row)
            ScreenArtifacts.save(editing, named: "screen-editing-row")
            #expect(editing.count(of: Self.red, tolerance: 12) > 100, "the row shows its red delete control")
            expectSamePixels(try session.screenImage(tile), tileBefore, "the grid's tiles have no editing controls")
            #expect(try session.screenImage(edit).count(of: ScreenColors.tint, tolerance: 40) > 20, "Done is drawn in the tint")
            try session.click(edit)
            #expect(!controller.isEditing && !list.isEditing)
            #expect(try session.screenImage(row).count(of: Self.red, tolerance: 12) == 0)
        }

        @Test func aClickOnTheDeleteControlThenDeleteRemovesTheRow() throws {
            let (session, navigation) = try listsScreen()
            defer { session.close() }
            let controller = try #require(navigation.topViewController as? UICollectionViewController)
            let list = try #require(controller.collectionView)
            controller.setEditing(true, animated: false)
            session.window.layoutIfNeeded()
            try session.input.settle()
            let cell = try #require(list.cellForItem(at: IndexPath(item: 2, section: 1)) as? UICollectionViewListCell)
            let control = try #require(cell.accessoryHost.view(for: .delete))
            try session.click(control)
            #expect(cell.configurationState.isSwiped, "the delete control opens the trailing actions")
            let button = try #require(list.swipeActions.visibleButtons.first)
            #expect(button.action.title == "Delete")
            try session.click(button)
            #expect(list.numberOfItems(inSection: 1) == 5)
            #expect(list.numberOfItems(inSection: 0) == 4, "the smart-list tiles stay")
            let texts = (0..<5).compactMap { (list.cellForItem(at: IndexPath(item: $0, section: 1))?.contentConfiguration as? UIListContentConfiguration)?.text }
            #expect(!texts.contains("Groceries"))
        }

        @Test func aClickOnATargetActionBarButtonCallsItsMethod() throws {
            let networks = NetworksViewController()
            let session = try ScreenWindowUnderRealInput(UINavigationController(rootViewController: networks))
            defer { session.close() }
            let add = try #require(networks.navigationController?.navigationBar.trailingButtons.first)
            try session.click(add)
            #expect(networks.addTaps == 1)
        }

        @Test func aClickSelectsATableRowAndTheInfoButtonOnlyCallsTheDelegate() throws {
            let networks = NetworksViewController()
            let session = try ScreenWindowUnderRealInput(UINavigationController(rootViewController: networks))
            defer { session.close() }
            let table = try #require(networks.tableView)
            let row = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
            #expect(try session.screenImage(row).share(of: ScreenColors.cellSelected) < 0.05)
            try session.click(row, at: CGPoint(x: 100, y: row.bounds.midY))
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
            #expect(networks.events == ["select 1.1"])
            #expect(row.configurationState.isSelected)
            let selected = try session.screenImage(row)
            ScreenArtifacts.save(selected, named: "table-selected-row")
            #expect(selected.share(of: ScreenColors.hovered(ScreenColors.cellSelected)) > 0.5, "most common: \(selected.dominantColor)")

            let other = try #require(table.cellForRow(at: IndexPath(row: 2, section: 1)))
            let info = try #require(other.hostRow?.accessoryHost.view(for: .detail))
            try session.click(info)
            #expect(networks.events == ["select 1.1", "info 1.2"])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1), "the info button does not select its row")
        }

        @Test func aClickOnARowPushesAndTheBackButtonPops() throws {
            let networks = NetworksViewController()
            let navigation = UINavigationController(rootViewController: networks)
            let session = try ScreenWindowUnderRealInput(navigation)
            defer { session.close() }
            let row = try #require(networks.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            try session.click(row, at: CGPoint(x: 100, y: row.bounds.midY))
            #expect(navigation.viewControllers.count == 2)
            #expect(navigation.topViewController?.title == "Home")
            let bar = try session.screenImage(navigation.navigationBar)
            ScreenArtifacts.save(bar, named: "pushed-navigation-bar")
            let back = try #require(navigation.navigationBar.subviews.compactMap { $0 as? BarButtonView }.first { !$0.isHidden && $0.item == nil })
            #expect(try session.screenImage(back).count(of: ScreenColors.tint, tolerance: 40) > 20, "the back button is drawn in the tint")
            try session.click(back)
            #expect(navigation.viewControllers.count == 1)
            #expect(navigation.topViewController === networks)
            #expect(networks.tableView.indexPathForSelectedRow == nil, "coming back clears the selection")
        }

        @Test func theViewerInspectsTheClickedCellOfAScreenAndForcesItsStates() throws {
            let session = try ViewerUnderRealInput("screen")
            defer { session.close() }
            #expect(session.viewer.inspectedRow == 0)
            // A tile of the grid section (second row, trailing column), then a row of the list section.
            try session.click(row: 3, across: 0.4)
            #expect(session.viewer.inspectedRow == 3, "the inspector follows the clicked tile")
            #expect(session.viewer.item.id == "flagged")
            #expect(session.viewer.testSeam.inspectedCell != nil)
            #expect(!(session.viewer.testSeam.inspectedCell is UICollectionViewListCell), "a grid tile, not a list row")
            try session.click(row: 7, across: 0.4)
            #expect(session.viewer.inspectedRow == 7, "the inspector follows the clicked list row")
            #expect(session.viewer.item.id == "travel")
            let toggle = try #require(session.viewer.testSeam.stateSwitch("editing"))
            try session.input.click(toggle)
            // GtkSwitch turns on at the end of its slide animation.
            #expect(session.input.waitUntil { gtk_switch_get_active(toggle.opaque) != 0 })
            #expect(session.viewer.testSeam.inspectedCell?.effectiveConfigurationState.isEditing == true)
            let image = try session.screenImage(row: 7)
            ScreenArtifacts.save(image, named: "viewer-screen-forced-editing")
            #expect(image.count(of: Self.red, tolerance: 12) > 100, "the forced editing state shows the delete control")
            #expect(session.viewer.testSeam.liveCell(row: 6)?.effectiveConfigurationState.isEditing == false)
        }
    }
}
