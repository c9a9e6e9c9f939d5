import Foundation
@testable import CellKitCore

typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>
typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<String>

/// Builds a snapshot from `(section, items)` pairs, in order.
func makeSnapshot(_ layout: [(String, [String])]) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in layout {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

/// The snapshot's sections and items as `(section, items)` pairs, for whole-structure comparisons.
func layout(of snapshot: Snapshot) -> [[String]] {
    snapshot.sectionIdentifiers.map { [$0] + snapshot.itemIdentifiers(inSection: $0) }
}

/// Shorthand for `IndexPath(item:section:)`.
func path(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(item: item, section: section)
}

/// The food outline used by the section snapshot tests:
///
///     Food            (expanded)
///       Fruit         (collapsed)
///         Apple
///         Pear
///       Bread
///     Drinks
///       Tea
func makeFoodOutline() -> SectionSnapshot {
    var snapshot = SectionSnapshot()
    snapshot.append(["Food", "Drinks"])
    snapshot.append(["Fruit", "Bread"], to: "Food")
    snapshot.append(["Apple", "Pear"], to: "Fruit")
    snapshot.append(["Tea"], to: "Drinks")
    snapshot.expand(["Food"])
    return snapshot
}

/// Runs events through the reducer, collecting all effects.
func run(
    _ state: ListInteractionState,
    _ events: [ListInteractionEvent],
    policy: any ListInteractionPolicy = PermissiveListInteractionPolicy()
) -> (ListInteractionState, [ListInteractionEffect]) {
    var current = state
    var effects: [ListInteractionEffect] = []
    for event in events {
        let (next, new) = ListInteractionReducer.reduce(current, event, policy: policy)
        current = next
        effects += new
    }
    return (current, effects)
}
