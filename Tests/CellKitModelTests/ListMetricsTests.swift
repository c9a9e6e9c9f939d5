import Foundation
import Testing
@testable import CellKitCore

@Suite struct ListMetricsTests {
    @Test func metricsFromTheReference() {
        #expect(ListMetrics.minimumCellHeight(for: .large) == 44)
        #expect(ListMetrics.cellVerticalMargin(for: .large) == 11)
        #expect(ListMetrics.cellVerticalMargin(for: .extraSmall) == 10)
        #expect(ListMetrics.symbolReservedWidth(for: .large, sidebar: false) == 24)
        #expect(ListMetrics.symbolReservedWidth(for: .large, sidebar: true) == 28)
        #expect(ListMetrics.symbolReservedWidth(for: .accessibilityMedium, sidebar: false) == 0)
        #expect(ListMetrics.symbolReservedHeight(for: .large) == 22)
        #expect(ListMetrics.indentationWidth(sidebar: false) == 10 && ListMetrics.indentationWidth(sidebar: true) == 20)
        #expect(ListMetrics.separatorThickness(displayScale: 2) == 0.5)
        #expect(ListMetrics.plainHeaderTopPadding == 22 && ListMetrics.insetGroupedSectionCornerRadius == 10)
    }
}
