import Foundation
import Testing
@testable import CellKitCore

/// The shipped symbol table: it reads cleanly, covers the names list and settings screens use, names only
/// installed icons, and keeps SF Symbols' variants apart.
@Suite struct SymbolTableTests {
    private let table: SymbolTable

    init() throws {
        let url = try #require(ResourceLocator.symbolTableURL, "Resources/Symbols/sf-symbols.tsv not found")
        table = try #require(SymbolTable.load(from: url))
    }

    @Test func everyLineOfTheShippedTableReads() {
        #expect(table.problems.isEmpty, "\(table.problems)")
        #expect(table.groups.count >= 10)
        #expect(!table.entries.contains { $0.group.isEmpty }, "every name belongs to a group")
    }

    @Test func tableListsAtLeast300Names() {
        #expect(table.entries.count >= 300, "only \(table.entries.count) names")
    }

    @Test func namesOfListAndSettingsScreensAreListed() {
        let required = [
            // seeds and accessories
            "star", "bandage", "tray", "bicycle", "chevron.right", "chevron.forward", "chevron.down", "checkmark",
            "minus.circle.fill", "plus.circle.fill", "line.3.horizontal", "line.horizontal.3", "circle",
            "checkmark.circle.fill", "info.circle", "ellipsis.circle", "chevron.up.chevron.down",
            // names used by Apple's UIKit samples that once showed a placeholder
            "tv.music.note", "sunset", "sunset.fill", "rectangle.stack", "pencil.and.outline", "music.mic",
            "highlighter", "dot.radiowaves.left.and.right",
            // the families of list and settings screens
            "folder", "folder.fill", "tray.fill", "envelope", "envelope.fill", "person", "person.fill",
            "person.2", "person.crop.circle", "gear", "gearshape", "gearshape.fill", "bell", "bell.fill",
            "bell.slash", "heart", "heart.fill", "star.fill", "bookmark", "bookmark.fill", "flag", "flag.fill",
            "tag", "paperplane", "paperplane.fill", "calendar", "clock", "alarm", "location", "location.fill",
            "map", "house", "house.fill", "cart", "bag", "creditcard", "phone", "phone.fill", "video",
            "video.fill", "camera", "camera.fill", "photo", "photo.fill", "music.note", "play", "play.fill",
            "play.circle", "play.circle.fill", "pause", "pause.fill", "stop", "forward", "backward", "speaker",
            "speaker.wave.2", "mic", "mic.fill", "mic.slash", "wifi", "wifi.slash", "antenna.radiowaves.left.and.right",
            "battery.100", "battery.25", "lock", "lock.fill", "lock.open", "key", "shield", "eye", "eye.slash",
            "magnifyingglass", "square.and.arrow.up", "square.and.arrow.down", "trash", "trash.fill", "pencil",
            "doc", "doc.text", "book", "newspaper", "link", "paperclip", "plus", "minus", "xmark",
            "xmark.circle", "xmark.circle.fill", "checkmark.circle", "checkmark.square", "plus.square",
            "chevron.left", "chevron.up", "arrow.right", "arrow.up", "arrow.clockwise", "info",
            "questionmark.circle", "exclamationmark.triangle", "exclamationmark.triangle.fill", "sun.max",
            "sun.max.fill", "sun.min", "moon", "moon.fill", "cloud", "cloud.rain", "snowflake", "wind", "globe",
            "network", "desktopcomputer", "laptopcomputer", "iphone", "ipad", "applewatch", "tv", "gamecontroller",
            "headphones", "printer", "keyboard", "hammer", "wrench", "gauge", "chart.bar", "list.bullet",
            "ellipsis", "ellipsis.circle", "square.grid.2x2", "sidebar.left", "textformat", "bold", "italic",
            "underline",
        ]
        let missing = required.filter { table.glyphs[$0] == nil }
        #expect(missing.isEmpty, "not listed: \(missing)")
    }

    /// Needs the Adwaita icon theme, which the GTK-free build of the core runs without; the full suite
    /// (which installs it with GTK) always runs it.
    @Test(.enabled(if: IconThemeIndex.installed.file(forIcon: "starred-symbolic") != nil, "the Adwaita icon theme is installed"))
    func everyIconTheTableNamesIsInstalled() {
        let index = IconThemeIndex.installed
        var missing: [String] = []
        for entry in table.entries {
            for icon in entry.glyph.iconNames where index.file(forIcon: icon) == nil {
                missing.append("\(entry.name) → \(icon)")
            }
        }
        #expect(missing.isEmpty, "icons not installed: \(missing)")
    }

    @Test func everyListedNameIsAnIconADrawnShapeOrDocumentedLetters() {
        for entry in table.entries {
            switch entry.glyph.base {
            case .icon(let name): #expect(name.hasSuffix("-symbolic"), "\(entry.name) → \(name) is not a symbolic icon")
            case .drawn(let shape): #expect(SymbolGlyph.drawnShapes.contains(shape))
            case .letters(let text): #expect(text == SymbolInitials.letters(for: entry.name))
            }
        }
    }

    @Test func theFileHeaderNamesEveryDrawnShape() throws {
        let url = try #require(ResourceLocator.symbolTableURL)
        let header = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").prefix { $0.hasPrefix("#") }
            .joined(separator: " ")
        for shape in SymbolGlyph.drawnShapes.sorted() { #expect(header.contains(" \(shape),") || header.contains(" \(shape) "), "\(shape)") }
    }

    @Test func variantsAreDrawnDifferently() {
        let pairs = [
            ("play", "play.circle"), ("play", "play.fill"), ("play.circle", "play.circle.fill"), ("mic", "mic.fill"),
            ("sun.min", "sun.max"), ("sun.max", "sun.max.fill"), ("heart", "heart.fill"), ("star", "star.fill"),
            ("folder", "folder.fill"), ("bell", "bell.fill"), ("bell", "bell.slash"), ("person", "person.fill"),
            ("person", "person.circle"), ("xmark", "xmark.circle"), ("xmark.circle", "xmark.circle.fill"),
            ("plus.circle", "plus.circle.fill"), ("minus.circle", "minus.circle.fill"), ("lock", "lock.fill"),
            ("envelope", "envelope.fill"), ("trash", "trash.fill"), ("doc", "doc.fill"), ("sunset", "sunset.fill"),
            ("checkmark.circle", "checkmark.circle.fill"), ("info.circle", "info.circle.fill"), ("gear", "gear.circle"),
            ("eye", "eye.fill"), ("camera", "camera.fill"), ("speaker", "speaker.fill"), ("phone", "phone.fill"),
        ]
        for (plain, variant) in pairs {
            let first = table.glyph(for: plain), second = table.glyph(for: variant)
            #expect(first != nil && second != nil && first != second, "\(plain) and \(variant) are drawn alike")
        }
    }

    @Test func symbolImagesCarryTheirGlyph() {
        let star = UIImage(systemName: "star")!
        #expect(star.isSymbolImage)
        #expect(star.source == .symbol(name: "star", glyph: .icon("starred-symbolic", .outline)))
        #expect(!star.isPlaceholderSymbol)
        #expect(UIImage(systemName: "chevron.right")?.source == .symbol(name: "chevron.right", glyph: .icon("go-next-symbolic")))
        #expect(UIImage.checkmark.source == .symbol(name: "checkmark", glyph: .icon("object-select-symbolic", .scale(percent: 110))))
        #expect(UIImage(systemName: "play.circle")?.source
            == .symbol(name: "play.circle", glyph: .icon("media-playback-start-symbolic", .outline, .circle)))
    }
}
