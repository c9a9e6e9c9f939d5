import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Labels, image views and layer properties render the way UIKit draws them.
@Suite(.gtk) @MainActor struct ViewRenderingTests {
    @Test func labelWrapsTruncatesAndAligns() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 150))
        root.backgroundColor = .white
        let single = UILabel(frame: CGRect(x: 8, y: 4, width: 224, height: 24))
        single.text = "A single line that is far too long to fit"
        root.addSubview(single)
        let wrapped = UILabel(frame: CGRect(x: 8, y: 32, width: 224, height: 60))
        wrapped.numberOfLines = 0
        wrapped.font = UIFont.systemFont(ofSize: 15)
        wrapped.text = "Multi-line text wraps at word boundaries inside the label's width."
        root.addSubview(wrapped)
        let centered = UILabel(frame: CGRect(x: 8, y: 96, width: 224, height: 24))
        centered.textAlignment = .center
        centered.textColor = .red
        centered.font = UIFont.boldSystemFont(ofSize: 17)
        centered.text = "Centered"
        root.addSubview(centered)
        let natural = UILabel(frame: CGRect(x: 8, y: 122, width: 224, height: 24))
        natural.semanticContentAttribute = .forceRightToLeft
        natural.text = "Natural, right to left"
        root.addSubview(natural)
        GoldenImage.assertMatches(try ViewSnapshot.image(of: root), named: "label-wrapping-truncation-alignment")
    }

    @Test func imageViewTintsSymbolsAndPlacesThemByContentMode() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        root.backgroundColor = .white
        let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .center, .topLeft]
        for (index, mode) in modes.enumerated() {
            let imageView = UIImageView(image: UIImage(systemName: "star"))
            imageView.frame = CGRect(x: 8 + CGFloat(index) * 48, y: 8, width: 40, height: 44)
            imageView.contentMode = mode
            imageView.backgroundColor = UIColor(white: 0.9, alpha: 1)
            if index == 3 { imageView.tintColor = .red }
            root.addSubview(imageView)
        }
        GoldenImage.assertMatches(try ViewSnapshot.image(of: root), named: "image-view-content-modes")
    }

    @Test func layerDrawsRoundedBorderedAndClippedViews() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 60))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 3
        card.layer.borderColor = UIColor.red.cgColor
        root.addSubview(card)
        let clipper = UIView(frame: CGRect(x: 110, y: 10, width: 60, height: 60))
        clipper.backgroundColor = .lightGray
        clipper.layer.cornerRadius = 30
        clipper.clipsToBounds = true
        let overflow = UIView(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
        overflow.backgroundColor = .red
        overflow.alpha = 0.5
        clipper.addSubview(overflow)
        root.addSubview(clipper)
        GoldenImage.assertMatches(try ViewSnapshot.image(of: root), named: "layer-rounded-bordered-clipped")
    }

    @Test func theSameViewRendersTheSameBytes() throws {
        func render() throws -> Data {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 30))
            label.text = "Deterministic"
            label.backgroundColor = .white
            return try ViewSnapshot.image(of: label).pngData()
        }
        #expect(try render() == render())
    }

    @Test func droppingAShownViewFinalizesItsWidget() async throws {
        var finalized = 0
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let child = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
            child.text = "x"
            root.addSubview(child)
            _ = try ViewSnapshot.image(of: root)
            ViewTesting.onWidgetFinalized(root) { finalized += 1 }
            ViewTesting.onWidgetFinalized(child) { finalized += 1 }
        }
        // A view's deinit is nonisolated (as UIKit's main-actor types are for Swift 5 clients); away
        // from the thread that runs GTK, the widgets are released by a main-actor task.
        for _ in 0..<100 where finalized < 2 { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(finalized == 2)
    }

    @Test func renderingARootWithoutASizeIsAClearError() {
        #expect(throws: ViewSnapshotError.self) { try ViewSnapshot.image(of: UIView()) }
    }
}
