import CellKit
import CellKitGTK
import CellScope
@testable import CellScopeDemos
import Foundation
import RenderingTestSupport
import Testing

/// Settings rows with a switch accessory flip their value on a click; only rows that open
/// something respond to taps, and no row looks disabled.
@Suite(.gtk) @MainActor struct SettingsSwitchRowTests {
    @Test func clickingTheSwitchAccessoryChangesTheSetting() throws {
        let page = SettingsPage()
        let list = page.makeCollectionView(width: 375)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 1000))
        list.frame = container.bounds
        container.addSubview(list)
        _ = try ViewSnapshot.image(of: container)
        let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)) as? SettingsCell)
        #expect(page.switchValues["allow-notifications"] == true)
        #expect(cell.toggle.isOn)
        #expect(cell.toggle.superview === cell, "the switch is the cell's custom accessory")
        ViewTesting.click(cell.toggle)
        #expect(!cell.toggle.isOn)
        #expect(page.switchValues["allow-notifications"] == false)
    }

    @Test func onlyRowsThatOpenSomethingHighlightAndNoRowIsDisabled() throws {
        let page = SettingsPage()
        let list = page.makeCollectionView(width: 375)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 1000))
        list.frame = container.bounds
        container.addSubview(list)
        container.layoutIfNeeded()
        var highlightable: [String] = []
        for section in 0..<list.numberOfSections {
            for item in 0..<list.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let cell = try #require(list.cellForItem(at: indexPath))
                #expect(!cell.configurationState.isDisabled)
                if page.collectionView(list, shouldHighlightItemAt: indexPath) {
                    highlightable.append(SettingsSection.allCases[section].rows[item].id)
                }
            }
        }
        #expect(highlightable == ["sounds", "previews", "text-size", "location", "face-id"])
    }
}
