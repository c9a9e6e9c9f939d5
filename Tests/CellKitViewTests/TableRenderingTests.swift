import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Table screens as iOS draws them: a grouped table with header and footer titles and disclosure
/// rows under an inline navigation bar, and an inset grouped diffable table with a checkmark and
/// info buttons; in editing mode the rows show their delete and reorder controls.
@Suite(.gtk) @MainActor struct TableRenderingTests {
    private func render(_ controller: UIViewController, height: CGFloat, dark: Bool = false) throws -> PixelImage {
        let navigation = UINavigationController(rootViewController: controller)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: height))
        if dark { root.traitOverrides.userInterfaceStyle = .dark }
        navigation.view.frame = root.bounds
        root.addSubview(navigation.view)
        navigation.beginAppearanceTransition(true, animated: false)
        root.layoutIfNeeded()
        navigation.endAppearanceTransition()
        return try ViewSnapshot.image(of: root)
    }

    @Test func groupedTableWithTitles() throws {
        GoldenImage.assertMatches(try render(FruitsViewController(), height: 400), named: "table-grouped-titles")
    }

    @Test func insetGroupedDiffableTableWithAccessoryTypes() throws {
        GoldenImage.assertMatches(try render(NetworksViewController(), height: 360, dark: true), named: "table-inset-grouped-accessories-dark")
    }

    @Test func editingTableShowsDeleteAndReorderControls() throws {
        let fruits = FruitsViewController()
        fruits.setEditing(true, animated: false)
        GoldenImage.assertMatches(try render(fruits, height: 400), named: "table-grouped-editing")
    }
}
