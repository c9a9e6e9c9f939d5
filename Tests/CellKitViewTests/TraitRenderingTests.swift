import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// The same cells in light and dark, left-to-right and right-to-left, and at the text sizes
/// XS, L, XXXL and AX5: appearance follows the traits, and cells size themselves.
@Suite(.gtk) @MainActor struct TraitRenderingTests {
    private func cells() -> [UIView] {
        [
            CellSheet.listCell { $0.text = "Messages"; $0.secondaryText = "Three unread conversations"; $0.image = UIImage(systemName: "envelope") },
            CellSheet.listCell({ $0.text = "Selected row"; $0.image = UIImage(systemName: "folder") }, state: { $0.isSelected = true }),
            { () -> UIView in
                let cell = UICollectionViewListCell(frame: .zero)
                var content = UIListContentConfiguration.valueCell()
                content.text = "Wi-Fi"
                content.secondaryText = "Home"
                content.image = UIImage(systemName: "wifi")
                cell.contentConfiguration = content
                return cell
            }(),
            CellSheet.listCell({ $0.text = "Sidebar selection"; $0.image = UIImage(systemName: "tag") },
                               environment: .sidebar, state: { $0.isSelected = true }),
        ]
    }

    private func render(_ name: String, _ traits: @escaping (inout UITraitOverrides) -> Void) throws {
        let sheet = CellSheet.make(cells(), traits: traits)
        GoldenImage.assertMatches(try ViewSnapshot.image(of: sheet), named: name)
    }

    @Test func lightLeftToRightLarge() throws { try render("traits-light-ltr-L") { _ in } }
    @Test func dark() throws { try render("traits-dark") { $0.userInterfaceStyle = .dark } }
    @Test func rightToLeft() throws { try render("traits-rtl") { $0.layoutDirection = .rightToLeft } }
    @Test func extraSmall() throws { try render("traits-size-XS") { $0.preferredContentSizeCategory = .extraSmall } }
    @Test func extraExtraExtraLarge() throws { try render("traits-size-XXXL") { $0.preferredContentSizeCategory = .extraExtraExtraLarge } }
    @Test func accessibilityExtraExtraExtraLarge() throws {
        try render("traits-size-AX5") { $0.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge }
    }

    @Test func cellsGrowWithDynamicTypeAndNeverGoBelowTheMinimumHeight() {
        func height(_ category: UIContentSizeCategory) -> CGFloat {
            let cell = CellSheet.listCell { $0.text = "Row"; $0.image = UIImage(systemName: "star") }
            cell.traitOverrides.preferredContentSizeCategory = category
            return cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0)).height
        }
        #expect(height(.extraSmall) < height(.large), "the minimum height follows the body line height (38 at XS)")
        #expect(height(.extraSmall) >= 38)
        #expect(height(.large) == 44)
        #expect(height(.extraExtraExtraLarge) > height(.large))
        #expect(height(.accessibilityExtraExtraExtraLarge) > height(.extraExtraExtraLarge))
    }
}
