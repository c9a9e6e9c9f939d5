import Foundation
import Testing
@testable import CellKitCore

@Suite struct ImageTests {
    @Test func namedImagesComeFromResources() throws {
        let swatch = try #require(UIImage(named: "cellkit-test-swatch"))
        #expect(swatch.size == CGSize(width: 6, height: 4))
        #expect(swatch.scale == 1)
        #expect(!swatch.isSymbolImage && swatch.renderingMode == .automatic && !swatch.drawsAsTemplate)
        #expect(swatch.format == .png)
        #expect(swatch.pngData()?.count == 75)
        let badge = try #require(UIImage(named: "cellkit-test-badge"))
        #expect(badge.scale == 2)
        #expect(badge.size == CGSize(width: 20, height: 12))
        #expect(UIImage(named: "cellkit-test-swatch.png") == swatch)
        #expect(UIImage(named: "cellkit-no-such-image") == nil)
        #expect(UIImage(named: "") == nil)
    }

    @Test func contentsOfFileReadsHeadersAndRejectsOtherFiles() throws {
        let url = try #require(ResourceLocator.url(forResource: "Images/cellkit-test-badge@2x.png"))
        let image = try #require(UIImage(contentsOfFile: url.path))
        #expect(image.size == CGSize(width: 20, height: 12) && image.scale == 2)
        #expect(image.source == .file(url))
        let table = try #require(ResourceLocator.symbolTableURL)
        #expect(UIImage(contentsOfFile: table.path) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/file.png") == nil)
    }

    @Test func dataImagesReadPNGJPEGAndGIFHeaders() throws {
        let url = try #require(ResourceLocator.url(forResource: "Images/cellkit-test-swatch.png"))
        let png = try #require(UIImage(data: Data(contentsOf: url), scale: 3))
        #expect(png.size == CGSize(width: 2, height: 4.0 / 3.0))
        // A JPEG: SOI, an APP0 segment, then a baseline SOF0 with height 480 and width 640.
        let jpegBytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46,
                                  0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03]
        let jpeg = try #require(UIImage(data: Data(jpegBytes)))
        #expect(jpeg.size == CGSize(width: 640, height: 480) && jpeg.format == .jpeg)
        #expect(jpeg.pngData() == nil)
        let gifBytes: [UInt8] = Array("GIF89a".utf8) + [0x10, 0x00, 0x08, 0x00]
        #expect(UIImage(data: Data(gifBytes))?.size == CGSize(width: 16, height: 8))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    @Test func tintAndRenderingMode() {
        let star = UIImage(systemName: "star")!
        #expect(star.renderingMode == .automatic && star.drawsAsTemplate)
        let red = star.withTintColor(.systemRed)
        #expect(red.renderingMode == .alwaysOriginal && red.tintColor == .systemRed)
        let templated = star.withTintColor(.systemRed, renderingMode: .alwaysTemplate)
        #expect(templated.renderingMode == .alwaysTemplate && templated.drawsAsTemplate)
        let original = star.withRenderingMode(.alwaysOriginal)
        #expect(!original.drawsAsTemplate && star.renderingMode == .automatic)
        #expect(UIImage(named: "cellkit-test-swatch")!.withRenderingMode(.alwaysTemplate).drawsAsTemplate)
        #expect(star == UIImage(systemName: "star"))
        #expect(star != red)
    }

    @Test func symbolSizesFollowTheConfiguration() {
        let plain = UIImage(systemName: "gear")!
        #expect(plain.symbolPointSize(for: Traits.size(.large)) == 17)
        #expect(plain.size == CGSize(width: 17, height: 17))
        let large = UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))!
        #expect(large.symbolPointSize(for: Traits.size(.large)) == 26)
        let textStyle = UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1, scale: .small))!
        #expect(textStyle.symbolPointSize(for: Traits.size(.large)) == 28 * 0.8)
        #expect(textStyle.symbolPointSize(for: Traits.size(.accessibilityExtraExtraExtraLarge)) == 58 * 0.8)
        #expect(UIImage(named: "cellkit-test-swatch")!.symbolPointSize(for: Traits.size(.large)) == 0)
    }

    @Test func symbolConfigurationsCombine() throws {
        let base = UIImage.SymbolConfiguration(textStyle: .headline)
        let combined = base.applying(UIImage.SymbolConfiguration(weight: .heavy)).applying(UIImage.SymbolConfiguration(scale: .small))
        #expect(combined.textStyle == .headline && combined.weight == .heavy && combined.scale == .small)
        let pointSized = combined.applying(UIImage.SymbolConfiguration(pointSize: 12))
        #expect(pointSized.pointSize == 12 && pointSized.textStyle == nil)
        #expect(pointSized.configurationWithoutPointSizeAndWeight().pointSize == 0)
        #expect(pointSized.configurationWithoutPointSizeAndWeight().weight == .unspecified)
        #expect(combined.configurationWithoutScale().scale == .unspecified)
        #expect(combined.configurationWithoutTextStyle().textStyle == nil)
        #expect(combined.configurationWithoutWeight().weight == .unspecified)
        #expect(UIImage.SymbolConfiguration(pointSize: 3).isEqual(to: UIImage.SymbolConfiguration(pointSize: 3)))
        #expect(UIImage.SymbolConfiguration(font: .boldSystemFont(ofSize: 19)).weight == .bold)
        #expect(UIImage.SymbolConfiguration(font: .preferredFont(forTextStyle: .caption1)).textStyle == .caption1)
        let dark = UIImage.SymbolConfiguration(scale: .large).withTraitCollection(Traits.dark)
        #expect(dark.traitCollection == Traits.dark && dark.scale == .large)
        let star = try #require(UIImage(systemName: "star", withConfiguration: base))
        let applied = try #require(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large)))
        #expect(applied.symbolConfiguration?.textStyle == .headline && applied.symbolConfiguration?.scale == .large)
        #expect(star.withConfiguration(UIImage.SymbolConfiguration(pointSize: 9)).symbolConfiguration?.pointSize == 9)
        #expect(UIImage(named: "cellkit-test-swatch")!.applyingSymbolConfiguration(base) == nil)
        #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold)
    }
}
