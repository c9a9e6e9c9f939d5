import Foundation
import Testing
@testable import CellKitCore

/// Reading symbol table text and deriving variant names from listed ones.
@Suite struct SymbolTableParsingTests {
    @Test func readsNamesIconsModifiersGroupsAndComments() {
        let table = SymbolTable.parse("""
            # header comment
            # --- People ---
            person\tavatar-default-symbolic outline   # trailing comment

            person.fill  avatar-default-symbolic
            # --- Marks ---
            play.circle\tmedia-playback-start-symbolic\toutline circle
            plus.app  tab-new-symbolic badge=list-add-symbolic rotate=90 scale=80 mirror
            arrow.up  drawn:arrow rotate=-90
            crown     letters
            """)
        #expect(table.problems.isEmpty)
        #expect(table.entries.map(\.name) == ["person", "person.fill", "play.circle", "plus.app", "arrow.up", "crown"])
        #expect(table.entries.map(\.group) == ["People", "People", "Marks", "Marks", "Marks", "Marks"])
        #expect(table.groups == ["People", "Marks"])
        #expect(table.glyphs["person"] == .icon("avatar-default-symbolic", .outline))
        #expect(table.glyphs["play.circle"] == .icon("media-playback-start-symbolic", .outline, .circle))
        #expect(table.glyphs["plus.app"] == .icon("tab-new-symbolic", .badge(icon: "list-add-symbolic"),
                                                  .rotate(degrees: 90), .scale(percent: 80), .mirror))
        #expect(table.glyphs["arrow.up"] == SymbolGlyph(base: .drawn("arrow"), modifiers: [.rotate(degrees: -90)]))
        #expect(table.glyphs["crown"] == SymbolGlyph(base: .letters("Cr")))
    }

    @Test func readsATableSavedWithWindowsLineEndings() {
        let table = SymbolTable.parse("# --- People ---\r\nperson\tavatar-default-symbolic outline\r\n\r\nstar starred-symbolic\r\n")
        #expect(table.problems.isEmpty)
        #expect(table.entries.map(\.name) == ["person", "star"])
        #expect(table.entries.map(\.group) == ["People", "People"])
        #expect(table.glyphs["person"] == .icon("avatar-default-symbolic", .outline))
    }

    @Test func reportsLinesItCannotReadAndKeepsTheRest() {
        let table = SymbolTable.parse("""
            lonely
            star starred-symbolic sparkly
            star starred-symbolic
            star non-starred-symbolic
            arrow.right drawn:spiral
            rotated go-next-symbolic rotate=left
            gear emblem-system-symbolic
            """)
        #expect(table.entries.map(\.name) == ["star", "gear"])
        #expect(table.glyphs["star"] == .icon("starred-symbolic"), "the first line for a name wins")
        #expect(table.problems.count == 5)
        #expect(table.problems[0].hasPrefix("line 1:") && table.problems[0].contains("no icon"))
        #expect(table.problems[1].contains("\"sparkly\""))
        #expect(table.problems[2].contains("listed twice"))
        #expect(table.problems[3].contains("\"spiral\""))
        #expect(table.problems[4].contains("\"rotate=left\""))
    }

    @Test func derivesVariantSuffixesFromListedNames() {
        let table = SymbolTable.parse("""
            bell       preferences-system-notifications-symbolic outline
            folder     folder-symbolic
            folder.fill folder-symbolic fill
            """)
        let bell = SymbolGlyph.icon("preferences-system-notifications-symbolic", .outline)
        #expect(table.glyph(for: "bell.fill") == .icon("preferences-system-notifications-symbolic"))
        #expect(table.glyph(for: "bell.circle") == bell.adding(.circle))
        #expect(table.glyph(for: "bell.square") == bell.adding(.square))
        #expect(table.glyph(for: "bell.slash") == bell.adding(.slash))
        #expect(table.glyph(for: "bell.slash.fill") == .icon("preferences-system-notifications-symbolic", .slash))
        #expect(table.glyph(for: "bell.circle.fill") == .icon("preferences-system-notifications-symbolic", .circleFill))
        #expect(table.glyph(for: "folder.circle.fill") == .icon("folder-symbolic", .fill, .circleFill),
                "the listed .fill form is cut out of the disc")
        #expect(table.glyph(for: "folder.square.fill") == .icon("folder-symbolic", .fill, .squareFill))
        #expect(table.glyph(for: "bell.badge") == nil)
        #expect(table.glyph(for: "fill") == nil)
        #expect(table.glyph(for: ".fill") == nil)
    }

    @Test func modifierWordsRoundTrip() {
        let words = ["outline", "fill", "mirror", "slash", "circle", "circle.fill", "square", "square.fill",
                     "rotate=-45", "scale=80", "badge=list-add-symbolic"]
        for word in words { #expect(SymbolGlyph.Modifier(word: word)?.word == word) }
        for bad in ["", "circle.outline", "rotate", "rotate=", "scale=5", "scale=x", "badge=", "Outline"] {
            #expect(SymbolGlyph.Modifier(word: bad) == nil, "\(bad) should not parse")
        }
    }

    @Test func initialsFollowTheDocumentedRule() {
        #expect(SymbolInitials.letters(for: "tv.music.note") == "TM")
        #expect(SymbolInitials.letters(for: "rectangle.stack.fill") == "RS")
        #expect(SymbolInitials.letters(for: "highlighter") == "Hi")
        #expect(SymbolInitials.letters(for: "cart.circle.fill") == "Ca")
        #expect(SymbolInitials.letters(for: "x") == "X")
        #expect(SymbolInitials.letters(for: "circle.fill") == "CF", "only variant words: use them")
        #expect(SymbolInitials.letters(for: "1.circle") == "1")
        #expect(SymbolInitials.letters(for: "pencil.and.outline") == "PO")
        #expect(SymbolInitials.letters(for: "...") == "?")
    }
}
