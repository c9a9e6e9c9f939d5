import CellKit
import CellKitGTK
import CellScope
@testable import CellScopeDemos
import Foundation
import RenderingTestSupport
import Testing

/// A settings row with a pop-up menu accessory opens its menu when the row is clicked, shows the
/// chosen value, and keeps it when the row is configured again.
@Suite(.gtk) @MainActor struct SettingsMenuRowTests {
    @Test func clickingTheRowOpensTheMenuAndTheChoiceStays() throws {
        let page = SettingsPage()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 700))
        let list = page.makeCollectionView(width: 375)
        list.frame = window.bounds
        window.addSubview(list)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let previews = IndexPath(item: 2, section: 0)
        let cell = try #require(list.cellForItem(at: previews) as? SettingsCell)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "Always")

        ViewTesting.clickItem(at: previews, in: list)
        #expect(ViewTesting.openMenuTitles(in: cell) == ["Always", "When Unlocked", "Never"])
        #expect(list.indexPathsForSelectedItems == nil, "the row does not stay selected")
        ViewTesting.chooseMenuItem(at: 2, in: cell)
        #expect(ViewTesting.openMenuTitles(in: cell).isEmpty)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "Never")
        #expect(page.choices["previews"] == "Never")

        list.reloadData()
        window.layoutIfNeeded()
        let reloaded = try #require(list.cellForItem(at: previews) as? SettingsCell)
        #expect((reloaded.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "Never")
    }
}
