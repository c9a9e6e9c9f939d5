import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Applying a configuration to a shown list content view is a diff: an equal one does no GTK work,
/// and a changed property touches only the widget it concerns.
@Suite(.gtk) @MainActor struct ConfigurationDiffTests {
    /// GTK work counted per subview (image view, primary label, secondary label), plus the view itself.
    private func work(_ view: UIListContentView) -> [Int] {
        [view.renderUpdateCount] + view.subviews.map(\.renderUpdateCount)
    }

    @Test func equalConfigurationsDoNoGtkWorkAndOneChangeTouchesOneWidget() throws {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title"
        content.secondaryText = "Detail"
        content.image = UIImage(systemName: "star")
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        _ = try ViewSnapshot.image(of: view)
        #expect(ViewTesting.hasWidget(view))

        let before = work(view)
        view.configuration = content
        #expect(work(view) == before, "an equal configuration does no GTK work")

        var recolored = content
        recolored.secondaryTextProperties.color = .systemRed
        view.configuration = recolored
        let after = work(view)
        let changed = zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        // Subviews are the image view (1), the primary label (2) and the secondary label (3).
        #expect(changed == [3], "only the secondary label redraws; got changes at \(changed)")
    }
}
