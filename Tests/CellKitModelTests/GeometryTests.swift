import Foundation
import Testing
@testable import CellKitCore

@Suite struct GeometryTests {
    @Test func indexPathItemRowAndSection() {
        var path = IndexPath(item: 3, section: 1)
        #expect(path.item == 3 && path.row == 3 && path.section == 1)
        path.row = 7
        #expect(path.item == 7)
        #expect(IndexPath(row: 2, section: 0) == IndexPath(item: 2, section: 0))
        #expect(IndexPath(item: 0, section: 1) > IndexPath(item: 5, section: 0))
    }

    @Test func insetsAndEdges() {
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.edgeInsets(for: .leftToRight) == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(insets.edgeInsets(for: .rightToLeft) == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets())
        #expect(insets.description == "{1.0, 2.0, 3.0, 4.0}")
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        #expect(rect == CGRect(x: 10, y: 5, width: 80, height: 40))
        #expect(NSDirectionalRectEdge.all == [.top, .leading, .bottom, .trailing])
        #expect(UIRectEdge.all.rawValue == 15 && UIRectCorner.allCorners.rawValue == 15)
        #expect(UIAxis.horizontal.rawValue == 1 && UIAxis.both == [.horizontal, .vertical])
        #expect(UIAxis.horizontal.directionalEdges == [.leading, .trailing])
    }

    @Test func enumsKeepUIKitRawValues() {
        #expect(NSTextAlignment.natural.rawValue == 4 && NSTextAlignment.center.rawValue == 1)
        #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
        #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
        #expect(UIListEnvironment.sidebarPlain.rawValue == 6)
        #expect(UIUserInterfaceStyle.dark.rawValue == 2)
        #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
        #expect(UIBlurEffect.Style.systemChromeMaterial.rawValue == 10)
        #expect(UIImage.SymbolScale.default.rawValue == -1 && UIImage.SymbolWeight.black.rawValue == 9)
        #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
    }
}
