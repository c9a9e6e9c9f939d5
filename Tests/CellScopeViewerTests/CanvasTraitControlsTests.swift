import CGtk
import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension ViewerTests {
    /// The trait controls and their shortcuts change the traits of the whole live canvas.
    @Suite @MainActor struct CanvasTraitControls {
        @Test func theDynamicTypeSliderSetsTheCellsTextSize() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            let seam = viewer.testSeam
            let largeFont = try #require(seam.inspectedCell?.listContent?.textProperties.font)
                .inspection(resolvedFor: seam.inspectedCell!.traitCollection).pointSize

            gtk_range_set_value(seam.sizeScale.cast(), 11)

            let cell = try #require(seam.inspectedCell)
            #expect(cell.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
            #expect(seam.liveCell(row: 2)?.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
            let font = try #require(cell.listContent?.textProperties.font).inspection(resolvedFor: cell.traitCollection)
            #expect(font.pointSize > largeFont)
            #expect(viewer.context.contentSizeCategory == .accessibilityExtraExtraExtraLarge)

            gtk_range_set_value(seam.sizeScale.cast(), 0)
            #expect(seam.inspectedCell?.traitCollection.preferredContentSizeCategory == .extraSmall)
        }

        @Test func rowsAreMeasuredAgainForANewTextSize() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            let seam = viewer.testSeam
            let largeHeight = try #require(seam.inspectedCell).frame.height

            gtk_range_set_value(seam.sizeScale.cast(), 9)

            #expect(try #require(seam.inspectedCell).frame.height > largeHeight)
        }

        @Test func sizeShortcutsStepThroughTheTwelveStops() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            let seam = viewer.testSeam
            seam.activate("larger-text")
            #expect(viewer.context.contentSizeCategory == .extraLarge)
            #expect(gtk_range_get_value(seam.sizeScale.cast()) == 4)
            seam.activate("smaller-text")
            seam.activate("smaller-text")
            #expect(viewer.context.contentSizeCategory == .medium)
            seam.activate("default-text")
            #expect(viewer.context.contentSizeCategory == .large)
        }

        @Test func darkDirectionBoldAndContrastReachTheCells() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            let seam = viewer.testSeam
            gtk_toggle_button_set_active(seam.darkToggle.cast(), 1)
            #expect(seam.inspectedCell?.traitCollection.userInterfaceStyle == .dark)

            seam.activate("toggle-rtl")
            seam.activate("toggle-bold")
            seam.activate("toggle-contrast")
            let traits = try #require(seam.inspectedCell).traitCollection
            #expect(traits.layoutDirection == .rightToLeft)
            #expect(traits.legibilityWeight == .bold)
            #expect(traits.accessibilityContrast == .high)

            seam.activate("toggle-dark")
            #expect(seam.inspectedCell?.traitCollection.userInterfaceStyle == .light)
            #expect(gtk_toggle_button_get_active(seam.darkToggle.cast()) == 0)
        }

        @Test func theTintColorReachesTheCanvas() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            gtk_drop_down_set_selected(viewer.traitsBar.tintDropDown.opaque, 1)
            #expect(viewer.context.tintColor == .systemRed)
            #expect(viewer.testSeam.inspectedCell?.tintColor == .systemRed)
        }

        @Test func theWidthChooserResizesTheListAndItsMargins() throws {
            let viewer = try openViewer()
            defer { viewer.close() }
            let seam = viewer.testSeam
            #expect(seam.inspectedCell?.directionalLayoutMargins.leading == 16)

            let index = try #require(TraitsBar.widths.firstIndex { $0.points == 768 })
            gtk_drop_down_set_selected(viewer.traitsBar.devicePicker.opaque, guint(index))
            Snapshotter.waitForDraw(viewer.window)

            #expect(viewer.context.width == 768)
            #expect(seam.liveList?.bounds.width == 768)
            #expect(seam.inspectedCell?.directionalLayoutMargins.leading == 20)
        }
    }
}
