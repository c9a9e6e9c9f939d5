import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// `UIProgressView` clamps its progress, sizes its bar by style and draws the filled part.
@Suite(.gtk) @MainActor struct UIProgressViewTests {
    @Test func clampsProgressAndHasTheStyleHeight() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.setProgress(-0.2, animated: true)
        #expect(bar.progress == 0)
        bar.setProgress(0.25, animated: false)
        #expect(bar.progress == 0.25)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(bar.frame.height == 4)
        let toolbar = UIProgressView(progressViewStyle: .bar)
        #expect(toolbar.progressViewStyle == .bar)
        #expect(toolbar.intrinsicContentSize.height == 2.5)
    }

    @Test func drawsTrackAndFillByStyleTintAndDirection() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 76))
        root.backgroundColor = .systemBackground
        let values: [(Float, UIProgressView.Style)] = [(0, .default), (0.3, .default), (1, .default), (0.5, .bar)]
        for (index, (value, style)) in values.enumerated() {
            let bar = UIProgressView(progressViewStyle: style)
            bar.frame = CGRect(x: 10, y: 8 + CGFloat(index) * 12, width: 200, height: 8)
            bar.progress = value
            root.addSubview(bar)
        }
        let custom = UIProgressView(frame: CGRect(x: 10, y: 56, width: 95, height: 8))
        custom.progress = 0.6
        custom.progressTintColor = .systemGreen
        custom.trackTintColor = .systemGray3
        root.addSubview(custom)
        let mirrored = UIProgressView(frame: CGRect(x: 115, y: 56, width: 95, height: 8))
        mirrored.progress = 0.6
        mirrored.tintColor = .systemOrange
        mirrored.semanticContentAttribute = .forceRightToLeft
        root.addSubview(mirrored)
        GoldenImage.assertMatches(try ViewSnapshot.image(of: root), named: "uiprogressview-styles")
    }
}
