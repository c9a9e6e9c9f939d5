import Foundation
import Testing
@testable import CellKitCore

@Suite struct AccessibilityLayoutFlagsTests {
    private let ax = cellState(Traits.size(.accessibilityMedium))
    private let ax5 = cellState(Traits.size(.accessibilityExtraExtraExtraLarge))
    private let xxxl = cellState(Traits.size(.extraExtraExtraLarge))

    @Test func valueCellsStopPlacingTextsSideBySide() {
        let value = UIListContentConfiguration.valueCell()
        #expect(value.prefersSideBySideTextAndSecondaryText)
        #expect(value.layout.allowsSideBySide)
        #expect(value.updated(for: xxxl).prefersSideBySideTextAndSecondaryText)
        let big = value.updated(for: ax)
        #expect(!big.prefersSideBySideTextAndSecondaryText)
        #expect(!big.layout.allowsSideBySide)
        // Even an explicit preference is not honoured by the layout at accessibility sizes.
        var insisting = value
        insisting.prefersSideBySideTextAndSecondaryText = true
        let insistingBig = insisting.updated(for: ax)
        #expect(insistingBig.prefersSideBySideTextAndSecondaryText)
        #expect(!insistingBig.layout.allowsSideBySide)
        // Back at a standard size the style's default returns.
        #expect(big.updated(for: cellState()).prefersSideBySideTextAndSecondaryText)
    }

    @Test func sidebarTextWrapsAndStopsTightening() {
        let sidebar = UIListContentConfiguration.sidebarCell()
        #expect(sidebar.textProperties.numberOfLines == 1)
        #expect(sidebar.textProperties.allowsDefaultTighteningForTruncation)
        #expect(sidebar.textProperties.adjustsFontSizeToFitWidth)
        #expect(sidebar.textProperties.minimumScaleFactor == 0.9)
        let big = sidebar.updated(for: ax)
        #expect(big.textProperties.numberOfLines == 0)
        #expect(!big.textProperties.allowsDefaultTighteningForTruncation)
        #expect(!big.textProperties.adjustsFontSizeToFitWidth)
        #expect(big.secondaryTextProperties.numberOfLines == 0)
        #expect(sidebar.updated(for: xxxl).textProperties.numberOfLines == 1)
        // Plain cells wrap at every size.
        #expect(UIListContentConfiguration.cell().updated(for: ax).textProperties.numberOfLines == 0)
    }

    @Test func reservedImageWidthIsIgnoredAndImagesAlignToTheFirstLine() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.layout.symbolReservedSize == CGSize(width: 24, height: 22))
        #expect(cell.layout.honorsReservedWidth)
        #expect(cell.layout.imageAlignment == .centered)
        #expect(!cell.layout.isAccessibilitySize)
        let xxxlLayout = cell.updated(for: xxxl).layout
        #expect(xxxlLayout.symbolReservedSize == CGSize(width: 32, height: 29))  // 24 × 29/22 = 31.6
        let big = cell.updated(for: ax).layout
        #expect(big.isAccessibilitySize)
        #expect(big.symbolReservedSize.width == 0)
        #expect(!big.honorsReservedWidth)
        #expect(big.imageAlignment == .firstTextLine)
        #expect(!big.textWrapsAroundImage)
        #expect(cell.updated(for: ax5).layout.textWrapsAroundImage)
        #expect(UIListContentConfiguration.sidebarCell().layout.symbolReservedSize.width == 28)
    }

    @Test func minimumCellHeightGrowsThenCaps() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.layout.minimumHeight == 44)
        #expect(cell.updated(for: xxxl).layout.minimumHeight == 58)
        #expect(cell.updated(for: ax5).layout.minimumHeight == 58)
        #expect(cell.updated(for: cellState(Traits.size(.extraSmall))).layout.minimumHeight == 38)
        #expect(UIListContentConfiguration.groupedHeader().layout.minimumHeight == 0)
    }

    @Test func symbolScaleStepsDownAtTheLargestSizes() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.layout.symbolScale == .large)
        #expect(cell.updated(for: ax).layout.symbolScale == .large)
        #expect(cell.updated(for: cellState(Traits.size(.accessibilityExtraLarge))).layout.symbolScale == .medium)
        #expect(cell.updated(for: ax5).layout.symbolScale == .small)
        let symbol = cell.updated(for: ax5).effectiveSymbolConfiguration
        #expect(symbol.textStyle == .body && symbol.scale == .small)
        #expect(symbol.glyphPointSize(for: UITraitCollection()) == 53 * 0.8)
    }
}
