@testable import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// `UIActivityIndicatorView` shows itself while animating, hides when stopped (unless told not
/// to), and turns its leading spoke one step every eighth of a second of frame time.
@Suite(.gtk) @MainActor struct ActivityIndicatorTests {
    @Test func startingShowsItAndStoppingHidesIt() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.isHidden, "a stopped indicator hides by default")
        #expect(!indicator.isAnimating)
        indicator.startAnimating()
        #expect(indicator.isAnimating)
        #expect(!indicator.isHidden)
        indicator.stopAnimating()
        #expect(!indicator.isAnimating)
        #expect(indicator.isHidden)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
    }

    @Test func theLeadingSpokeAdvancesWithFrameTime() {
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.startAnimating()
        indicator.tick(frameTime: 0)
        #expect(indicator.phase == 0)
        indicator.tick(frameTime: 125_000 * 3)
        #expect(indicator.phase == 3)
        indicator.tick(frameTime: 125_000 * 9)
        #expect(indicator.phase == 1, "eight steps make a turn")
        indicator.stopAnimating()
        #expect(indicator.phase == 0)
    }
}
