import Foundation
import Testing
@testable import CellKitCore

@Suite struct SystemColorTests {
    @Test func labelColorsInLightAndDark() {
        #expect(bytes(.label) == [0, 0, 0, 255])
        #expect(bytes(.label, Traits.dark) == [255, 255, 255, 255])
        #expect(components(.secondaryLabel) == [0.235, 0.235, 0.263, 0.6])
        #expect(components(.secondaryLabel, Traits.dark) == [0.922, 0.922, 0.961, 0.6])
        #expect(components(.tertiaryLabel)[3] == 0.3)
        #expect(components(.quaternaryLabel)[3] == 0.18)
        #expect(components(.quaternaryLabel, Traits.dark)[3] == 0.16)
        #expect(components(.placeholderText, Traits.dark) == [0.922, 0.922, 0.961, 0.3])
    }

    @Test func backgroundsInLightDarkAndElevated() {
        let table: [(UIColor, [Int], [Int], [Int])] = [
            (.systemBackground, [255, 255, 255], [0, 0, 0], [0x1C, 0x1C, 0x1E]),
            (.secondarySystemBackground, [0xF2, 0xF2, 0xF7], [0x1C, 0x1C, 0x1E], [0x2C, 0x2C, 0x2E]),
            (.tertiarySystemBackground, [255, 255, 255], [0x2C, 0x2C, 0x2E], [0x3A, 0x3A, 0x3C]),
            (.systemGroupedBackground, [0xF2, 0xF2, 0xF7], [0, 0, 0], [0x1C, 0x1C, 0x1E]),
            (.secondarySystemGroupedBackground, [255, 255, 255], [0x1C, 0x1C, 0x1E], [0x2C, 0x2C, 0x2E]),
            (.tertiarySystemGroupedBackground, [0xF2, 0xF2, 0xF7], [0x2C, 0x2C, 0x2E], [0x3A, 0x3A, 0x3C]),
        ]
        for (color, light, dark, elevated) in table {
            #expect(bytes(color) == light + [255], "\(color)")
            #expect(bytes(color, Traits.dark) == dark + [255], "\(color)")
            #expect(bytes(color, Traits.darkElevated) == elevated + [255], "\(color)")
            // Elevation only matters in dark mode.
            let lightElevated = UITraitCollection(traitsFrom: [Traits.light, .init(userInterfaceLevel: .elevated)])
            #expect(bytes(color, lightElevated) == light + [255])
        }
    }

    @Test func greysTintsAndFills() {
        let table: [(UIColor, UInt32, UInt32)] = [
            (.systemGray, 0x8E8E93, 0x8E8E93), (.systemGray2, 0xAEAEB2, 0x636366), (.systemGray3, 0xC7C7CC, 0x48484A),
            (.systemGray4, 0xD1D1D6, 0x3A3A3C), (.systemGray5, 0xE5E5EA, 0x2C2C2E), (.systemGray6, 0xF2F2F7, 0x1C1C1E),
            (.systemBlue, 0x007AFF, 0x0A84FF), (.link, 0x007AFF, 0x0984FF), (.systemRed, 0xFF3B30, 0xFF453A),
            (.systemGreen, 0x34C759, 0x30D158), (.systemOrange, 0xFF9500, 0xFF9F0A),
            (.opaqueSeparator, 0xC6C6C8, 0x38383A),
        ]
        func hex(_ v: UInt32) -> [Int] { [Int(v >> 16 & 0xFF), Int(v >> 8 & 0xFF), Int(v & 0xFF), 255] }
        for (color, light, dark) in table {
            #expect(bytes(color) == hex(light), "\(color)")
            #expect(bytes(color, Traits.dark) == hex(dark), "\(color)")
        }
        #expect(bytes(.systemFill) == [120, 120, 128, 51])
        #expect(components(.systemFill, Traits.dark)[3] == 0.36)
        #expect(components(.secondarySystemFill)[3] == 0.16)
        #expect(components(.secondarySystemFill, Traits.dark)[3] == 0.32)
        #expect(bytes(.tertiarySystemFill) == [118, 118, 128, 31])
        #expect(components(.quaternarySystemFill)[3] == 0.08)
        #expect(components(.quaternarySystemFill, Traits.dark) == [0.463, 0.463, 0.502, 0.18])
        #expect(components(.separator) == [0.235, 0.235, 0.263, 0.29])
        #expect(components(.separator, Traits.dark) == [0.329, 0.329, 0.345, 0.6])
    }

    @Test func increasedContrastVariants() {
        #expect(bytes(.systemBlue, Traits.lightHighContrast) == [0x00, 0x40, 0xDD, 255])
        #expect(bytes(.systemBlue, Traits.darkHighContrast) == [0x40, 0x9C, 0xFF, 255])
        #expect(bytes(.systemRed, Traits.lightHighContrast) == [0xD7, 0x00, 0x15, 255])
        #expect(bytes(.systemGray4, Traits.darkHighContrast) == [0x44, 0x44, 0x46, 255])
        #expect(bytes(.secondaryLabel, Traits.lightHighContrast) == [60, 60, 67, 173])
        #expect(bytes(.secondarySystemBackground, Traits.lightHighContrast) == [0xEB, 0xEB, 0xF0, 255])
        let darkElevatedHC = UITraitCollection(traitsFrom: [Traits.darkElevated, .init(accessibilityContrast: .high)])
        #expect(bytes(.systemBackground, darkElevatedHC) == [0x24, 0x24, 0x26, 255])
        // Colors without their own high-contrast value keep their normal one.
        #expect(bytes(.label, Traits.darkHighContrast) == [255, 255, 255, 255])
        #expect(bytes(.opaqueSeparator, Traits.lightHighContrast) == [0xC6, 0xC6, 0xC8, 255])
    }

    @Test func classicColors() {
        #expect(components(.lightGray) == [0.667, 0.667, 0.667, 1])
        #expect(components(.darkGray) == [0.333, 0.333, 0.333, 1])
        #expect(components(.orange) == [1, 0.5, 0, 1])
        #expect(components(.brown) == [0.6, 0.4, 0.2, 1])
        #expect(components(.purple) == [0.5, 0, 0.5, 1])
        #expect(components(.clear)[3] == 0)
        #expect(components(.white, Traits.dark) == [1, 1, 1, 1])
        let twoThirds: CGFloat = 2.0 / 3.0
        let expected: [CGFloat] = [twoThirds, twoThirds, twoThirds, 1]
        #expect(UIColor.lightGray.cgColor.components == expected)
    }

    @Test func unspecifiedStyleResolvesLikeLight() {
        #expect(bytes(.systemBackground, UITraitCollection()) == [255, 255, 255, 255])
        #expect(UIColor.systemBlue.resolvedColor(with: Traits.dark) == UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1))
    }
}
