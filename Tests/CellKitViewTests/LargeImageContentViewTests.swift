import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// A custom content view, `LargeImageContentView` (see IOSCellCodeTests), placed by frames: an image view
/// with a border and rounded corners, a bold 30 pt title, a subtitle and a multi-line detail.
@Suite(.gtk) @MainActor struct LargeImageContentViewTests {
    @Test func isPlacedByFramesWithItsBorderTitleAndWrappingDetail() throws {
        var config = LargeImageConfig()
        config.mainImage = UIImage(systemName: "star")
        config.mainTitle = "Bicycle"
        config.subTitle = "A frame-laid-out custom view"
        config.detail = "The detail label wraps over several lines because numberOfLines is zero, and it starts 50 points in."
        let view = LargeImageContentView(configuration: config)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 140)
        view.backgroundColor = .white
        let image = try ViewSnapshot.image(of: view)
        #expect(image.width == 300 && image.height == 140)
        GoldenImage.assertMatches(image, named: "large-image-content-view")
    }
}
