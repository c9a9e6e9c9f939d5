import Foundation
import Testing
@testable import CellKitCore

@Suite("Section snapshot outlines")
struct SectionSnapshotOutlineTests {
    @Test("items are depth first, root items are level 0")
    func structure() {
        let outline = makeFoodOutline()
        #expect(outline.items == ["Food", "Fruit", "Apple", "Pear", "Bread", "Drinks", "Tea"])
        #expect(outline.rootItems == ["Food", "Drinks"])
        #expect(outline.level(of: "Food") == 0)
        #expect(outline.level(of: "Fruit") == 1)
        #expect(outline.level(of: "Apple") == 2)
        #expect(outline.level(of: "Tea") == 1)
        #expect(outline.parent(of: "Apple") == "Fruit")
        #expect(outline.parent(of: "Bread") == "Food")
        #expect(outline.parent(of: "Food") == nil)
        #expect(outline.parent(of: "Nothing") == nil)
        #expect(outline.index(of: "Bread") == 4)
        #expect(outline.index(of: "Tea") == 6)
        #expect(outline.index(of: "Nothing") == nil)
        #expect(outline.contains("Pear"))
        #expect(!outline.contains("Nothing"))
    }

    @Test("visibleItems skip the descendants of collapsed items")
    func visibility() {
        var outline = makeFoodOutline()
        #expect(outline.visibleItems == ["Food", "Fruit", "Bread", "Drinks"])
        #expect(outline.isVisible("Fruit"))
        #expect(!outline.isVisible("Apple"))
        #expect(!outline.isVisible("Tea"))
        #expect(!outline.isVisible("Nothing"))

        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Food", "Fruit", "Apple", "Pear", "Bread", "Drinks"])
        #expect(outline.isVisible("Apple"))

        outline.collapse(["Food"])
        #expect(outline.visibleItems == ["Food", "Drinks"])
        #expect(outline.isExpanded("Fruit"), "collapsing an ancestor keeps the child's own flag")
        #expect(!outline.isVisible("Apple"))

        outline.expand(["Food", "Drinks"])
        #expect(outline.visibleItems == ["Food", "Fruit", "Apple", "Pear", "Bread", "Drinks", "Tea"])
        #expect(outline.expandedItems == ["Food", "Fruit", "Drinks"])
    }

    @Test("a leaf can be expanded; the flag is kept")
    func expandLeaf() {
        var outline = makeFoodOutline()
        #expect(!outline.isExpanded("Bread"))
        outline.expand(["Bread"])
        #expect(outline.isExpanded("Bread"))
        #expect(!outline.isExpanded("Nothing"))
    }

    @Test("visualDescription marks visible, expanded and collapsed items")
    func visualDescription() {
        let outline = makeFoodOutline()
        #expect(outline.visualDescription() == """
            *+ Food
              *- Fruit
                - Apple
                - Pear
              *- Bread
            *- Drinks
              - Tea

            """)
    }

    @Test("delete removes descendants and their expanded flags")
    func deleteSubtree() {
        var outline = makeFoodOutline()
        outline.expand(["Fruit"])
        outline.delete(["Fruit", "Apple", "Nothing"])
        #expect(outline.items == ["Food", "Bread", "Drinks", "Tea"])
        #expect(!outline.contains("Apple"))
        #expect(!outline.isExpanded("Fruit"))
        outline.append(["Fruit"], to: "Food")
        #expect(!outline.isExpanded("Fruit"), "a re-added item starts collapsed")
        #expect(outline.items == ["Food", "Bread", "Fruit", "Drinks", "Tea"])
        outline.delete(["Drinks"])
        #expect(outline.rootItems == ["Food"])
        outline.deleteAll()
        #expect(outline.items.isEmpty)
        #expect(outline.rootItems.isEmpty)
    }

    @Test("insert before and after an item makes siblings")
    func insertSiblings() {
        var outline = makeFoodOutline()
        outline.insert(["Cheese"], after: "Fruit")
        outline.insert(["Water"], before: "Drinks")
        outline.insert(["Soup"], before: "Food")
        outline.insert(["Plum"], after: "Pear")
        #expect(outline.rootItems == ["Soup", "Food", "Water", "Drinks"])
        #expect(outline.items == ["Soup", "Food", "Fruit", "Apple", "Pear", "Plum", "Cheese", "Bread", "Water", "Drinks", "Tea"])
        #expect(outline.parent(of: "Cheese") == "Food")
        #expect(outline.level(of: "Plum") == 2)
    }

    @Test("snapshot(of:) copies a subtree with its expanded flags")
    func subtree() {
        var outline = makeFoodOutline()
        outline.expand(["Fruit"])
        let children = outline.snapshot(of: "Food")
        #expect(children.rootItems == ["Fruit", "Bread"])
        #expect(children.items == ["Fruit", "Apple", "Pear", "Bread"])
        #expect(children.level(of: "Apple") == 1)
        #expect(children.isExpanded("Fruit"))
        #expect(!children.contains("Food"))

        let withParent = outline.snapshot(of: "Food", includingParent: true)
        #expect(withParent.rootItems == ["Food"])
        #expect(withParent.parent(of: "Food") == nil)
        #expect(withParent.visibleItems == ["Food", "Fruit", "Apple", "Pear", "Bread"])
        #expect(outline.snapshot(of: "Apple").items.isEmpty)
    }

    @Test("replace(childrenOf:using:) swaps the whole subtree below a parent")
    func replaceChildren() {
        var outline = makeFoodOutline()
        var drinks = SectionSnapshot()
        drinks.append(["Coffee", "Juice"])
        drinks.append(["Orange"], to: "Juice")
        drinks.expand(["Juice"])
        outline.replace(childrenOf: "Drinks", using: drinks)
        #expect(outline.items == ["Food", "Fruit", "Apple", "Pear", "Bread", "Drinks", "Coffee", "Juice", "Orange"])
        #expect(!outline.contains("Tea"))
        #expect(outline.parent(of: "Coffee") == "Drinks")
        #expect(outline.level(of: "Orange") == 2)
        #expect(outline.isExpanded("Juice"))
        #expect(!outline.isExpanded("Drinks"), "the parent's own flag is unchanged")
        // Replacing with children that include a former child is allowed.
        var again = SectionSnapshot()
        again.append(["Coffee"])
        outline.replace(childrenOf: "Drinks", using: again)
        #expect(outline.snapshot(of: "Drinks").items == ["Coffee"])
    }

    @Test("append and insert of whole section snapshots")
    func snapshotInsertion() {
        var outline = makeFoodOutline()
        var sweets = SectionSnapshot()
        sweets.append(["Sweets"])
        sweets.append(["Cake"], to: "Sweets")
        outline.append(sweets, to: "Food")
        #expect(outline.snapshot(of: "Food").rootItems == ["Fruit", "Bread", "Sweets"])
        #expect(outline.level(of: "Cake") == 2)

        var snacks = SectionSnapshot()
        snacks.append(["Nuts", "Chips"])
        outline.insert(snacks, before: "Drinks")
        var late = SectionSnapshot()
        late.append(["Tonic"])
        outline.insert(late, after: "Tea")
        var top = SectionSnapshot()
        top.append(["Last"])
        outline.append(top)
        #expect(outline.rootItems == ["Food", "Nuts", "Chips", "Drinks", "Last"])
        #expect(outline.snapshot(of: "Drinks").items == ["Tea", "Tonic"])
    }

    @Test("a copy made with init(_:) is independent")
    func copyInit() {
        let outline = makeFoodOutline()
        var copy = SectionSnapshot(outline)
        copy.delete(["Food"])
        #expect(outline.items.count == 7)
        #expect(copy.items == ["Drinks", "Tea"])
    }

    @Test("outline rows give levels, expandability, expansion and parent rows of the visible items")
    func outlineRows() {
        var outline = makeFoodOutline()
        outline.expand(["Fruit"])
        let rows = outline.outlineRows(startingAt: 3)
        #expect(rows == [
            ListOutlineRowInfo(level: 0, isExpandable: true, isExpanded: true, parentRow: nil),   // Food, row 3
            ListOutlineRowInfo(level: 1, isExpandable: true, isExpanded: true, parentRow: 3),     // Fruit, row 4
            ListOutlineRowInfo(level: 2, isExpandable: false, isExpanded: false, parentRow: 4),   // Apple
            ListOutlineRowInfo(level: 2, isExpandable: false, isExpanded: false, parentRow: 4),   // Pear
            ListOutlineRowInfo(level: 1, isExpandable: false, isExpanded: false, parentRow: 3),   // Bread
            ListOutlineRowInfo(level: 0, isExpandable: true, isExpanded: false, parentRow: nil),  // Drinks
        ])
    }
}
