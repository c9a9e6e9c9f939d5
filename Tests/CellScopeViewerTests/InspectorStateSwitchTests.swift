import CGtk
import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension ViewerTests {
    /// Flipping an inspector switch regenerates the inspected live cell in that state, and only that cell.
    @Suite @MainActor struct InspectorSwitchesRegenerateTheCell {
        @Test func everySystemAndCustomStateHasASwitch() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            let seam = viewer.testSeam
            for name in ForcedStates.systemStateNames.map(\.name) + ["flagged"] {
                #expect(seam.stateSwitch(name) != nil, "missing switch for \(name)")
            }
        }

        @Test func theFirstItemIsInspectedByDefaultAndFollowsItsLiveState() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            #expect(viewer.inspectedRow == 0)
            #expect(viewer.pinned == nil)
            let seam = viewer.testSeam
            #expect(gtk_switch_get_active(seam.stateSwitch("selected")!.opaque) == 0)
        }

        @Test func selectedSwitchSelectsTheLiveCellAndRestylesItsBackground() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            let seam = viewer.testSeam
            let cell = try #require(seam.inspectedCell)
            let normalFill = cell.backgroundConfiguration?.resolvedBackgroundColor(for: cell.tintColor)
                .inspectedComponents(in: cell.traitCollection, tintColor: nil)

            flip(seam, "selected", on: true)

            let selectedCell = try #require(seam.inspectedCell)
            #expect(selectedCell.shownState.isSelected)
            let selectedFill = selectedCell.backgroundConfiguration?.resolvedBackgroundColor(for: selectedCell.tintColor)
                .inspectedComponents(in: selectedCell.traitCollection, tintColor: nil)
            #expect(selectedFill.map { "\($0)" } != normalFill.map { "\($0)" }, "the selected background should differ")
            #expect(viewer.pinned == ForcedStates(.selected))
            // The other rows keep their own state.
            #expect(seam.liveCell(row: 1)?.shownState.isSelected == false)
        }

        @Test func customStateSwitchChangesWhatTheCellsCodeRenders() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            let seam = viewer.testSeam
            #expect(seam.inspectedCell?.listContent?.secondaryTextProperties.color != .systemRed)

            flip(seam, "flagged", on: true)

            let cell = try #require(seam.inspectedCell)
            #expect(cell.shownState.isFlagged)
            #expect(cell.listContent?.secondaryTextProperties.color == .systemRed)

            flip(seam, "flagged", on: false)
            #expect(seam.inspectedCell?.shownState.isFlagged == false)
            #expect(seam.inspectedCell?.listContent?.secondaryTextProperties.color != .systemRed)
        }

        @Test func pinnedStatesSurviveReloadsAndCellReuse() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            let seam = viewer.testSeam
            flip(seam, "disabled", on: true)
            let list = try #require(seam.liveList)

            list.reloadData()
            list.layoutIfNeeded()

            #expect(seam.liveCell(row: 0)?.shownState.isDisabled == true)
            #expect(seam.liveCell(row: 1)?.shownState.isDisabled == false)
            #expect(seam.liveCell(row: 2)?.shownState.isDisabled == false)
        }

        @Test func followLiveStateReleasesThePinnedStates() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            let seam = viewer.testSeam
            flip(seam, "highlighted", on: true)
            #expect(seam.inspectedCell?.shownState.isHighlighted == true)

            seam.activate("follow-live")

            #expect(viewer.pinned == nil)
            #expect(seam.inspectedCell?.shownState.isHighlighted == false)
            #expect(gtk_switch_get_active(seam.stateSwitch("highlighted")!.opaque) == 0)
        }

        @Test func selectingAnotherRowInTheLiveListInspectsIt() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            let seam = viewer.testSeam
            let list = try #require(seam.liveList)
            list.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])

            seam.noticeLiveInput()

            #expect(viewer.inspectedRow == 2)
            #expect(gtk_switch_get_active(seam.stateSwitch("selected")!.opaque) != 0, "the switch shows the live selection")
            #expect(viewer.pinned == nil)
        }
    }
}

extension ViewerTests.InspectorSwitchesRegenerateTheCell {
    @Test func inputThatDoesNotChangeTheSelectionKeepsTheInspectedItem() throws {
        let viewer = try openViewer()
        defer { viewer.close() }
        let seam = viewer.testSeam
        seam.liveList?.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        seam.noticeLiveInput()
        viewer.inspect(row: 2)

        seam.noticeLiveInput()

        #expect(viewer.inspectedRow == 2, "a scroll or key press that selects nothing new keeps the chosen item")
    }
}
