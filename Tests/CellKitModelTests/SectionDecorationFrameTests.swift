import Foundation
import Testing
@testable import CellKitCore

/// Section backgrounds placed by the engine: a decoration covers its section from after the space before
/// it to its end, headers and footers included, across the whole width, inset by its content insets.
@Suite struct SectionDecorationFrameTests {
    typealias S = LayoutSpecs

    @Test func aBackgroundCoversTheSectionWithItsHeaderAndFooterInsetByItsContentInsets() {
        var spec = LayoutSectionSpec(
            group: S.group(.horizontal, .fractionalWidth(1), .absolute(50), [S.item(.fractionalWidth(0.5), .fractionalHeight(1))]),
            contentInsets: S.insets(10, 16, 10, 16),
            boundaryItems: [BoundaryItemSpec(kind: "header", size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(30)), alignment: .top),
                            BoundaryItemSpec(kind: "footer", size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(20)), alignment: .bottom)],
            spacingBefore: 8)
        spec.decorationItems = [DecorationItemSpec(kind: "background", contentInsets: S.insets(2, 4, 6, 8))]
        let engine = S.engine([(spec, 3), (spec, 1)])
        // Section 0: 8 before, then 30 + 10 + 2 × 50 + 10 + 20 = 170 tall, ending at 178.
        expectFrame(engine.decorationFrame(section: 0, index: 0), CGRect(x: 4, y: 8 + 2, width: 375 - 4 - 8, height: 170 - 2 - 6))
        // Section 1: from 178, 8 before, 30 + 10 + 50 + 10 + 20 = 120 tall.
        expectFrame(engine.decorationFrame(section: 1, index: 0), CGRect(x: 4, y: 178 + 8 + 2, width: 363, height: 120 - 8))
        #expect(engine.decorationElements(in: CGRect(x: 0, y: 0, width: 375, height: 100)).map(\.section) == [0])
        #expect(engine.decorationElements(in: CGRect(x: 0, y: 0, width: 375, height: 400)).map(\.section) == [0, 1])
        #expect(engine.decorationElements(in: CGRect(x: 0, y: 0, width: 375, height: 100)).first?.zIndex == -1)
    }

    @Test func rightToLeftMirrorsTheLeadingInset() {
        var spec = LayoutSectionSpec(group: S.group(.horizontal, .fractionalWidth(1), .absolute(50), [S.item(.fractionalWidth(1), .fractionalHeight(1))]))
        spec.decorationItems = [DecorationItemSpec(kind: "background", contentInsets: S.insets(0, 10, 0, 0))]
        let engine = S.engine([(spec, 1)], rightToLeft: true)
        expectFrame(engine.decorationFrame(section: 0, index: 0), CGRect(x: 0, y: 0, width: 365, height: 50))
    }
}
