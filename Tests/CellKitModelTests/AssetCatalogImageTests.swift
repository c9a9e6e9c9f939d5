import Foundation
import Testing
@testable import CellKitCore

/// `UIImage(named:)` reads image sets: the file for the display scale, the appearance, the
/// template rendering intent, single-scale images and namespaces; and finds a SwiftPM
/// executable's catalogs where SwiftPM puts them.
@Suite struct AssetCatalogImageTests {
    private func image(_ name: String, scale: CGFloat = 1, dark: Bool = false) -> UIImage? {
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: scale),
                                                    dark ? Traits.dark : Traits.light])
        return UIImage(named: name, in: SampleCatalog.bundle, compatibleWith: traits)
    }

    private func fileName(_ image: UIImage?) -> String? {
        guard case .file(let url) = image?.source else { return nil }
        return url.lastPathComponent
    }

    @Test func eachDisplayScaleGetsItsOwnFileAndTheSameSizeInPoints() throws {
        for (scale, file) in [(CGFloat(1), "icon.png"), (2, "icon@2x.png"), (3, "icon@3x.png")] {
            let icon = try #require(image("Icon", scale: scale))
            #expect(fileName(icon) == file)
            #expect(icon.scale == scale)
            #expect(icon.size == CGSize(width: 12, height: 12), "12 points at every scale")
        }
    }

    @Test func aMissingScaleTakesTheNextLargerFile() throws {
        let photo = try #require(image("Photo", scale: 1))
        #expect(fileName(photo) == "photo@2x.png", "no 1x file: the 2x one, drawn down")
        #expect(photo.size == CGSize(width: 20, height: 20))
        #expect(fileName(image("Photo", scale: 3)) == "photo@3x.png")
    }

    @Test func aDarkVariantIsChosenForDarkTraits() {
        #expect(fileName(image("Photo", scale: 2, dark: true)) == "photo-dark@2x.png")
        #expect(fileName(image("Photo", scale: 3, dark: true)) == "photo-dark@2x.png",
                "the dark appearance beats the scale: its only file is used")
        #expect(fileName(image("Icon", scale: 2, dark: true)) == "icon@2x.png", "no dark file: the any one")
    }

    @Test func theRenderingIntentBecomesTheRenderingMode() {
        #expect(image("Icon")?.renderingMode == .alwaysTemplate)
        #expect(image("Photo")?.renderingMode == .alwaysOriginal)
        #expect(image("Palette/Badge")?.renderingMode == .automatic)
    }

    @Test func aSingleScaleImageInANamespaceIsFound() throws {
        let badge = try #require(image("Palette/Badge", scale: 2))
        #expect(badge.scale == 1)
        #expect(badge.size == CGSize(width: 20, height: 20))
    }

    @Test func aMissingImageIsNilWithAWarning() {
        let name = "NoSuchImage-\(UUID().uuidString.prefix(6))"
        let (missing, warnings) = Diagnostics.capturingWarnings { image(name) }
        #expect(missing == nil)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("UIImage(named: \"\(name)\")") == true)
        #expect(warnings.first?.contains("Sample.xcassets") == true, "\(warnings)")
    }

    @Test func theIndexSkipsOtherAssetTypes() throws {
        let catalog = try #require(AssetCatalog(url: SampleCatalog.folder.appendingPathComponent("Sample.xcassets")))
        #expect(Set(catalog.imageSetFolders.keys) == ["Icon", "Photo", "Palette/Badge"])
        #expect(catalog.colorSetFolders["AppIcon"] == nil)
        #expect(catalog.colorSetFolders.count == 8)
    }

    @Test func theMainBundleIncludesSwiftPMResourceBundlesBesideTheExecutable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellkit-main-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let processed = folder.appendingPathComponent("App_App.resources/Assets.xcassets")
        let copied = folder.appendingPathComponent("App_Kit.resources/Resources/More.xcassets")
        let loose = folder.appendingPathComponent("Top.xcassets")
        let unrelated = folder.appendingPathComponent("App.build/Deep.xcassets")
        for url in [processed, copied, loose, unrelated] {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        let main = AssetCatalogLocator.catalogURLs(inResourceFolder: folder, isMainBundle: true).map(\.lastPathComponent)
        #expect(main == ["Assets.xcassets", "More.xcassets", "Top.xcassets"])
        let other = AssetCatalogLocator.catalogURLs(inResourceFolder: folder, isMainBundle: false).map(\.lastPathComponent)
        #expect(other == ["Top.xcassets"], "a given bundle is only its own folder")
    }
}
