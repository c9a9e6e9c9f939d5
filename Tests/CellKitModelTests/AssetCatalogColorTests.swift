import Foundation
import Testing
@testable import CellKitCore

/// The fixture catalog `Fixtures/Sample.xcassets`, as a bundle's resources.
enum SampleCatalog {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let bundle = Bundle(url: folder)!
}

/// `UIColor(named:)` reads color sets the way Xcode writes them: every component spelling and color
/// space, any/light/dark and high-contrast appearances, device idioms and namespace folders.
@Suite struct AssetCatalogColorTests {
    private func color(_ name: String, _ traits: UITraitCollection? = nil) -> UIColor? {
        UIColor(named: name, in: SampleCatalog.bundle, compatibleWith: traits)
    }

    @Test func floatEightBitAndHexComponentsEachReadAsXcodeWritesThem() throws {
        let brand = try #require(color("Brand"))
        #expect(components(brand, Traits.light) == [0.2, 0.4, 0.6, 1], "floating point: taken as is")
        #expect(bytes(brand, Traits.dark) == [255, 128, 0, 255], "8-bit integers: divided by 255")
        #expect(bytes(brand, Traits.lightHighContrast) == [16, 32, 48, 255], "hex: divided by 255")
        #expect(bytes(brand, Traits.darkHighContrast) == [255, 255, 0, 128], "dark high contrast, alpha 0.5")
    }

    @Test func componentSpellingsParseIndependently() {
        #expect(AssetColorComponents.parse("0.250", isAlpha: false) == 0.25)
        #expect(AssetColorComponents.parse("51", isAlpha: false) == 0.2)
        #expect(AssetColorComponents.parse("0x33", isAlpha: false) == 0.2)
        #expect(AssetColorComponents.parse("0XFF", isAlpha: false) == 1)
        #expect(AssetColorComponents.parse("1", isAlpha: true) == 1, "an integer alpha of 1 is opaque")
        #expect(AssetColorComponents.parse("1", isAlpha: false) == 1.0 / 255, "an integer component is 8-bit")
        #expect(AssetColorComponents.parse(NSNumber(value: 0.5), isAlpha: false) == 0.5)
        #expect(AssetColorComponents.parse(NSNumber(value: 255), isAlpha: false) == 1)
        #expect(AssetColorComponents.parse("red", isAlpha: false) == nil)
        #expect(AssetColorComponents.parse("1.05", isAlpha: false) == 1.05, "extended values are kept")
    }

    @Test func aDarkVariantMakesTheColorDynamicAndTraitsPinIt() throws {
        let brand = try #require(color("Brand"))
        #expect(brand.resolvedColor(with: Traits.light) != brand.resolvedColor(with: Traits.dark))
        let pinned = try #require(color("Brand", Traits.dark))
        #expect(bytes(pinned, Traits.light) == [255, 128, 0, 255], "compatibleWith: fixed to the dark variant")
        #expect(color("Brand") == color("Brand"), "two lookups of one name are equal")
        #expect(brand.description == "<UIDynamicCatalogColor: name = Brand>")
    }

    @Test func aSystemColorReferenceResolvesPerAppearanceAndDisplayP3IsConverted() throws {
        let accent = try #require(color("Accent"))
        #expect(bytes(accent, Traits.light) == bytes(.systemBlue, Traits.light))
        #expect(bytes(accent, Traits.lightHighContrast) == bytes(.systemBlue, Traits.lightHighContrast))
        #expect(bytes(accent, Traits.dark) == [255, 0, 0, 255], "P3 red lies outside sRGB: clipped")
        let red = AssetColorComponents.displayP3ToSRGB(red: 1, green: 0, blue: 0)
        #expect(abs(red.0 - 1.0931) < 0.001 && abs(red.1 + 0.2267) < 0.001 && abs(red.2 + 0.1501) < 0.001,
                "Display P3 red is extended sRGB (1.093, -0.227, -0.150)")
    }

    @Test func grayGammaAndLinearSpacesAreGammaEncodedToSRGB() throws {
        let ink = try #require(color("Ink"))
        let inkComponents = components(ink, Traits.light)
        #expect(abs(inkComponents[0] - 0.504) < 0.002 && inkComponents[0] == inkComponents[2], "grey 0.5 at gamma 2.2")
        #expect(inkComponents[3] == 0.8)
        let paper = try #require(color("Paper"))
        #expect(bytes(paper, Traits.light) == [255, 255, 255, 255], "the light entry beats any")
        #expect(components(paper, Traits.dark)[0] == 0.5, "linear 0.214 is sRGB 0.5")
    }

    @Test func iPhoneEntriesBeatUniversalOnesAndMacEntriesAreIgnored() throws {
        #expect(bytes(try #require(color("Ink")), Traits.light)[0] != 255, "the iPhone grey, not the universal red")
        #expect(components(try #require(color("Brand")), Traits.light) == [0.2, 0.4, 0.6, 1], "not the Mac red")
    }

    @Test func namespaceFoldersPrefixNamesAndPlainGroupsDoNot() throws {
        #expect(bytes(try #require(color("Palette/Coral"))) == [255, 127, 80, 255])
        #expect(bytes(try #require(color("Mint"))) == [0, 199, 190, 255], "8-bit components with an integer alpha of 1")
        let (namespaced, warnings) = Diagnostics.capturingWarnings { (color("Coral"), color("Greens/Mint")) }
        #expect(namespaced.0 == nil, "a namespaced color needs its namespace")
        #expect(namespaced.1 == nil, "a plain group adds no namespace")
        #expect(warnings.count == 2)
    }

    @Test func aMissingColorIsNilWithAWarningNamingItAndTheCatalog() {
        let name = "NoSuchColor-\(UUID().uuidString.prefix(6))"
        let (missing, warnings) = Diagnostics.capturingWarnings { color(name) }
        #expect(missing == nil)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("UIColor(named: \"\(name)\")") == true)
        #expect(warnings.first?.contains("Sample.xcassets") == true, "\(warnings)")
    }

    @Test func unreadableColorSetsAreNilWithAWarningSayingWhy() {
        let (broken, brokenWarnings) = Diagnostics.capturingWarnings { color("Broken") }
        #expect(broken == nil)
        #expect(brokenWarnings.first?.contains("not a JSON object") == true, "\(brokenWarnings)")
        let (unknown, unknownWarnings) = Diagnostics.capturingWarnings { color("Unknown") }
        #expect(unknown == nil)
        #expect(unknownWarnings.first?.contains("color space \"cmyk\"") == true, "\(unknownWarnings)")
    }
}
