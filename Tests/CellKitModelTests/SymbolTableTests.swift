import Foundation
import Testing
@testable import CellKitCore

@Suite struct SymbolTableTests {
    private var table: SymbolTable {
        guard let url = ResourceLocator.symbolTableURL, let table = SymbolTable.load(from: url) else {
            Issue.record("Resources/Symbols/sf-symbols.tsv not found")
            return SymbolTable(entries: [:])
        }
        return table
    }

    @Test func tableCoversAtLeast150Symbols() {
        #expect(table.entries.count >= 150)
    }

    @Test func tableCoversSeedsAccessoriesAndDemoSymbols() {
        let required = [
            // seeds
            "star", "bandage", "tray", "bicycle",
            // accessories
            "chevron.right", "chevron.forward", "chevron.down", "checkmark", "minus.circle.fill", "plus.circle.fill",
            "line.3.horizontal", "line.horizontal.3", "circle", "checkmark.circle.fill", "info.circle",
            "ellipsis.circle", "chevron.up.chevron.down",
            // sidebar / settings / messages / badges demos
            "folder", "tag", "doc", "gear", "bell", "wifi", "person", "envelope", "flag", "archivebox", "trash",
            "creditcard", "star.fill", "heart", "paperplane", "calendar", "clock", "lock", "house", "magnifyingglass",
            "photo", "bookmark", "plus", "minus", "ellipsis", "xmark",
        ]
        let missing = required.filter { table.iconName(for: $0) == nil }
        #expect(missing.isEmpty, "missing: \(missing)")
    }

    @Test func everyMappedIconExistsInAdwaita() throws {
        let theme = URL(fileURLWithPath: "/usr/share/icons/Adwaita")
        guard FileManager.default.fileExists(atPath: theme.path) else { return }
        var available = Set<String>()
        let enumerator = FileManager.default.enumerator(at: theme, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let name = url.lastPathComponent
            for suffix in [".symbolic.png", ".svg", ".png"] where name.hasSuffix(suffix) {
                available.insert(String(name.dropLast(suffix.count)))
            }
        }
        let icons = Set(table.entries.values).union([SymbolTable.placeholderIconName])
        let missing = icons.filter { !available.contains($0) }.sorted()
        #expect(missing.isEmpty, "icons not in Adwaita: \(missing)")
    }

    @Test func parserSkipsCommentsAndBlankLines() {
        let parsed = SymbolTable.parse("""
            # comment
            star\tnon-starred-symbolic

            gear  emblem-system-symbolic   # trailing comment
            broken-line-without-icon
            """)
        #expect(parsed.entries == ["star": "non-starred-symbolic", "gear": "emblem-system-symbolic"])
        #expect(parsed.iconName(for: "gear.fill") == "emblem-system-symbolic")
        #expect(parsed.iconName(for: "nothing") == nil)
    }

    @Test func symbolImagesCarryTheirIconName() {
        let star = UIImage(systemName: "star")!
        #expect(star.isSymbolImage)
        #expect(star.source == .symbol(name: "star", iconName: "starred-symbolic"))
        #expect(!star.isPlaceholderSymbol)
        #expect(UIImage(systemName: "chevron.right")?.source == .symbol(name: "chevron.right", iconName: "go-next-symbolic"))
        #expect(UIImage.checkmark.source == .symbol(name: "checkmark", iconName: "object-select-symbolic"))
    }
}
