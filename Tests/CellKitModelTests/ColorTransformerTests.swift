import Foundation
import Testing
@testable import CellKitCore

@Suite struct ColorTransformerTests {
    @Test func grayscaleUsesLuma() {
        let grey = UIConfigurationColorTransformer.grayscale(.red)
        #expect(components(grey) == [0.299, 0.299, 0.299, 1])
        let dynamic = UIConfigurationColorTransformer.grayscale(.label)
        #expect(components(dynamic, Traits.dark) == [1, 1, 1, 1])
    }

    @Test func builtInTransformersKeepTheirIdentity() {
        #expect(UIConfigurationColorTransformer.grayscale == .grayscale)
        #expect(UIConfigurationColorTransformer.preferredTint == .preferredTint)
        #expect(UIConfigurationColorTransformer.grayscale != .monochromeTint)
        #expect(UIConfigurationColorTransformer.preferredTint(.systemPink) == .systemPink)
        #expect(bytes(UIConfigurationColorTransformer.monochromeTint(.systemPink)) == [140, 140, 140, 255])
    }

    @Test func customTransformersAreEqualOnlyToThemselves() {
        let half = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        let copy = half
        #expect(half == copy)
        #expect(half != UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) })
        #expect(components(half(.blue)) == [0, 0, 1, 0.5])
        #expect(components(half.transform(.blue)) == [0, 0, 1, 0.5])
    }
}
