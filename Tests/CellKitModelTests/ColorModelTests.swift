import Foundation
import Testing
@testable import CellKitCore

@Suite struct ColorModelTests {
    @Test func dynamicProviderResolvesPerTraits() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .red }
        #expect(bytes(color) == [255, 0, 0, 255])
        #expect(bytes(color, Traits.dark) == [255, 255, 255, 255])
        #expect(color.resolvedColor(with: Traits.dark) == .white)
        #expect(color == color)
        #expect(color != UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .red })
    }

    @Test func withAlphaComponentKeepsDynamicColorsDynamic() {
        let dimmed = UIColor.label.withAlphaComponent(0.5)
        #expect(bytes(dimmed) == [0, 0, 0, 128])
        #expect(bytes(dimmed, Traits.dark) == [255, 255, 255, 128])
        #expect(UIColor.label.withAlphaComponent(0.5) == dimmed)
        #expect(UIColor.red.withAlphaComponent(0.25) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.25))
    }

    @Test func equalityFollowsResolvedValuesInEveryAppearance() {
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor.gray)
        #expect(UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1) == UIColor.gray)
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(UIColor.systemGray4 != UIColor.systemGray5)
        #expect(UIColor.systemBlue != UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        #expect(UIColor.link != UIColor.systemBlue)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
    }

    @Test func tintColorIsARecognisablePlaceholder() {
        #expect(UIColor.tintColor.isTintColorPlaceholder)
        #expect(!UIColor.systemBlue.isTintColorPlaceholder)
        #expect(bytes(.tintColor) == bytes(.systemBlue))
        #expect(bytes(.tintColor, Traits.dark) == bytes(.systemBlue, Traits.dark))
        let purple = UIColor.tintColor.rgba(resolvedWith: Traits.light, tintColor: .systemPurple)
        #expect(purple == UIColor.systemPurple.rgba(resolvedWith: Traits.light))
        let faded = UIColor.tintColor.withAlphaComponent(0.5)
        #expect(faded.dependsOnTintColor && !faded.isTintColorPlaceholder)
        #expect(faded.rgba(resolvedWith: Traits.light, tintColor: .red) == RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func componentAccessors() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor.orange.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [1, 0.5, 0, 1])
        var white: CGFloat = 0
        UIColor.gray.getWhite(&white, alpha: &a)
        #expect(abs(white - 0.5) < 1e-9)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 1.0 / 3.0) < 1e-9 && s == 1 && v == 1)
        #expect(components(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == [1, 0, 0, 1])
    }

    @Test func cgColorRoundTrip() {
        let cg = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(cg.numberOfComponents == 4 && cg.alpha == 0.8)
        #expect(UIColor(cgColor: cg) == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        #expect(CGColor(gray: 0.5, alpha: 1).components == [0.5, 1])
        #expect(CGColor(gray: 0.5, alpha: 1) == CGColor(gray: 0.5, alpha: 1))
        #expect(CGColor(gray: 0.5, alpha: 1) != CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(CGColor.white.copy(alpha: 0.3)?.components == [1, 0.3])
    }
}
