import Foundation
import Testing
@testable import CellKitCore

@Suite struct UnknownSymbolWarningTests {
    @Test func unknownNamesShowTheirInitialsAndWarnOnce() {
        let name = "cellkit.test.no-such-symbol.\(UUID().uuidString)"
        let (images, warnings) = Diagnostics.capturingWarnings {
            (0..<5).map { _ in UIImage(systemName: name) }
        }
        #expect(images.allSatisfy { $0 != nil })
        let image = images[0]!
        #expect(image.isPlaceholderSymbol)
        #expect(image.isSymbolImage)
        #expect(image.source == .symbol(name: name, glyph: SymbolGlyph(base: .letters(SymbolInitials.letters(for: name)))))
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("\"\(name)\"") == true)
        #expect(warnings.first?.contains("initials \"CT\"") == true)
        #expect(image.size.width > 0)
    }

    @Test func eachUnknownNameWarnsSeparately() {
        let first = "cellkit.test.unknown-a.\(UUID().uuidString)"
        let second = "cellkit.test.unknown-b.\(UUID().uuidString)"
        let (_, warnings) = Diagnostics.capturingWarnings {
            _ = UIImage(systemName: first)
            _ = UIImage(systemName: second)
            _ = UIImage(systemName: first, withConfiguration: UIImage.SymbolConfiguration(scale: .large))
            _ = UIImage(systemName: "star")
        }
        #expect(warnings.count == 2)
        #expect(warnings[0].contains(first) && warnings[1].contains(second))
    }

    @Test func knownNamesDoNotWarn() {
        let (_, warnings) = Diagnostics.capturingWarnings {
            _ = UIImage(systemName: "folder.fill")
            _ = UIImage(systemName: "gear")
            _ = UIImage(systemName: "gear.square.fill") // derived from gear
            _ = UIImage(systemName: "crown") // listed as initials
        }
        #expect(warnings.isEmpty)
    }

    @Test func resettingAKeyWarnsAgain() {
        let key = "cellkit.test.reset.\(UUID().uuidString)"
        let (_, warnings) = Diagnostics.capturingWarnings {
            Diagnostics.warnOnce(key: key, message: "one")
            Diagnostics.warnOnce(key: key, message: "two")
            Diagnostics.resetWarning(forKey: key)
            Diagnostics.warnOnce(key: key, message: "three")
        }
        #expect(warnings == ["one", "three"])
    }
}
