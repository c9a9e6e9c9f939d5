@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Clicking an accessory runs its handler, through the accessory control's own GTK click gesture.
@Suite(.gtk) @MainActor struct CellAccessoryActionTests {
    /// A laid-out, rendered cell (rendering gives every view its GTK widget and gesture).
    private func renderedCell(_ accessories: [UICellAccessory], editing: Bool = true) throws -> UICollectionViewListCell {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        cell.contentConfiguration = content
        cell.setSystemStates(editing ? .editing : [])
        cell.accessories = accessories
        _ = try ViewSnapshot.image(of: cell)
        return cell
    }

    private func control(_ type: UICellAccessory.AccessoryType, in cell: UICollectionViewListCell) -> UIControl {
        cell.accessoryHost.view(for: type) as! UIControl
    }

    @Test func clickingDeleteInsertAndDetailRunsTheirHandlers() throws {
        var log: [String] = []
        let cell = try renderedCell([
            .delete { log.append("delete") },
            .insert { log.append("insert") },
            .detail { log.append("detail") },
        ])
        ViewTesting.click(control(.delete, in: cell))
        ViewTesting.click(control(.insert, in: cell))
        ViewTesting.click(control(.detail, in: cell))
        ViewTesting.click(control(.detail, in: cell))
        #expect(log == ["delete", "insert", "detail", "detail"])
    }

    @Test func deleteWithoutAHandlerRevealsTheSwipeActions() throws {
        let cell = try renderedCell([.delete()])
        #expect(!cell.configurationState.isSwiped)
        ViewTesting.click(control(.delete, in: cell))
        #expect(cell.configurationState.isSwiped)
    }

    @Test func outlineDisclosureWithoutAHandlerTogglesExpansion() throws {
        let cell = try renderedCell([.outlineDisclosure()], editing: false)
        let outline = control(.outlineDisclosure, in: cell) as! SystemAccessoryView
        #expect(!cell.configurationState.isExpanded)
        ViewTesting.click(outline)
        #expect(cell.configurationState.isExpanded)
        cell.layoutIfNeeded()
        #expect(outline.appearance.symbolName == "chevron.down")
        ViewTesting.click(outline)
        #expect(!cell.configurationState.isExpanded)
    }

    @Test func outlineDisclosureRunsItsHandlerOrTheListsHookInsteadOfToggling() throws {
        var handled = 0
        let cell = try renderedCell([.outlineDisclosure { handled += 1 }], editing: false)
        ViewTesting.click(control(.outlineDisclosure, in: cell))
        #expect(handled == 1)
        #expect(!cell.configurationState.isExpanded)

        var routed: [UICollectionViewListCell] = []
        let hooked = try renderedCell([.outlineDisclosure()], editing: false)
        hooked.accessoryHost.outlineToggleHandler = { routed.append($0) }
        ViewTesting.click(control(.outlineDisclosure, in: hooked))
        #expect(routed.count == 1 && routed.first === hooked)
        #expect(!hooked.configurationState.isExpanded)
    }

    @Test func popUpMenuOpensAMenuAndReportsTheChosenAction() throws {
        var ran: [String] = []
        var changes: [String] = []
        let menu = UIMenu(title: "Sort", children: [
            UIAction(title: "Name") { ran.append($0.title) },
            UIMenu(title: "More", options: .displayInline, children: [UIAction(title: "Date") { ran.append($0.title) }]),
        ])
        #expect((menu.selectedElements.first as? UIAction)?.title == "Name", "the first action starts selected")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        let cell = try renderedCell([.popUpMenu(menu) { changed in
            changes.append((changed.selectedElements.first as? UIAction)?.title ?? "?")
        }], editing: false)
        window.addSubview(cell)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let accessory = control(.popUpMenu, in: cell)
        #expect(ViewTesting.openMenuTitles(in: accessory).isEmpty)

        ViewTesting.click(accessory)
        #expect(ViewTesting.openMenuTitles(in: accessory) == ["Name", "Date"], "submenus are flattened in order")
        #expect(ran.isEmpty, "opening the menu chooses nothing")
        ViewTesting.chooseMenuItem(at: 1, in: accessory)
        #expect(ViewTesting.openMenuTitles(in: accessory).isEmpty, "choosing closes the menu")
        #expect(ran == ["Date"])
        #expect(changes == ["Date"])
        #expect((menu.selectedElements.first as? UIAction)?.title == "Date")

        ViewTesting.click(accessory)
        ViewTesting.chooseMenuItem(at: 1, in: accessory)
        #expect(ran == ["Date", "Date"], "choosing the selected action again runs it")
        #expect(changes == ["Date"], "but the selection did not change")
    }

    @Test func popUpMenuNeedsAWindowOnScreen() throws {
        var ran: [String] = []
        let menu = UIMenu(children: [UIAction(title: "Name") { ran.append($0.title) }])
        let cell = try renderedCell([.popUpMenu(menu)], editing: false)
        let accessory = control(.popUpMenu, in: cell)
        ViewTesting.click(accessory)
        #expect(ViewTesting.openMenuTitles(in: accessory).isEmpty)
        #expect(ran.isEmpty)
    }

    @Test func hiddenAccessoriesAndAccessoriesWithoutHandlersIgnoreClicks() throws {
        var log: [String] = []
        let cell = try renderedCell([.detail(options: .init(isHidden: true)) { log.append("detail") }, .insert()])
        ViewTesting.click(control(.detail, in: cell))
        ViewTesting.click(control(.insert, in: cell))
        #expect(log.isEmpty)
        #expect(!control(.insert, in: cell).isUserInteractionEnabled)
    }

    @Test func replacingAnAccessoryRewiresItsHandlerOnTheSameView() throws {
        var log: [String] = []
        let cell = try renderedCell([.detail { log.append("first") }])
        let view = control(.detail, in: cell)
        cell.accessories = [.detail { log.append("second") }]
        #expect(control(.detail, in: cell) === view)
        ViewTesting.click(view)
        #expect(log == ["second"])
    }
}
