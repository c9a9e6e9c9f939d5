import CellKit
import Foundation

/// Merges the observations of permutations that differ only in text size into one finding: reported at
/// the first size it appears at, with the sizes in its message ("from AX2 up", "at every size",
/// "at XS, S").
struct FindingMerger {
    /// Where an observation was made, apart from the text size.
    struct Place: Hashable {
        let demo: String
        let item: String
        let states: [String]
        let appearance: String
        let contrast: String
    }

    private struct Key: Hashable {
        let place: Place
        let rule: LintFinding.Rule
        let severity: LintFinding.Severity
        let element: String
        let message: String
    }

    /// The sizes checked, smallest first.
    let sizes: [UIContentSizeCategory]
    private var entries: [Key: (order: Int, first: LintObservation, firstSize: Int, sizes: Set<Int>)] = [:]
    private var itemOrder: [String: Int] = [:]

    init(sizes: [UIContentSizeCategory]) {
        self.sizes = sizes
    }

    /// Records an observation made at `size`.
    mutating func add(_ observation: LintObservation, at place: Place, size: UIContentSizeCategory) {
        let sizeIndex = sizes.firstIndex(of: size) ?? 0
        let key = Key(place: place, rule: observation.rule, severity: observation.severity, element: observation.element,
                      message: observation.message)
        let itemKey = place.demo + "\u{0}" + place.item
        if itemOrder[itemKey] == nil { itemOrder[itemKey] = itemOrder.count }
        if var entry = entries[key] {
            entry.sizes.insert(sizeIndex)
            if sizeIndex < entry.firstSize { (entry.first, entry.firstSize) = (observation, sizeIndex) }
            entries[key] = entry
        } else {
            entries[key] = (entries.count, observation, sizeIndex, [sizeIndex])
        }
    }

    /// The merged findings, grouped by item (in the order items were first checked), then in the order
    /// they were first seen.
    func findings() -> [LintFinding] {
        entries.sorted { lhs, rhs in
            let left = itemOrder[lhs.key.place.demo + "\u{0}" + lhs.key.place.item] ?? 0
            let right = itemOrder[rhs.key.place.demo + "\u{0}" + rhs.key.place.item] ?? 0
            return (left, lhs.value.order) < (right, rhs.value.order)
        }.map { key, entry in
            LintFinding(demo: key.place.demo, item: key.place.item, rule: key.rule, severity: key.severity,
                        states: key.place.states, size: ContentSizeNames.name(of: sizes[entry.firstSize]),
                        appearance: key.place.appearance, contrast: key.place.contrast, element: key.element,
                        measured: entry.first.measured, required: entry.first.required,
                        message: key.message + " " + sizePhrase(entry.sizes),
                        sizes: entry.sizes.sorted().map { ContentSizeNames.name(of: sizes[$0]) }, problem: key.message)
        }
    }

    /// "at every size", "from AX2 up" (every checked size from there), or the sizes listed.
    func sizePhrase(_ indices: Set<Int>) -> String {
        let sorted = indices.sorted()
        guard let first = sorted.first else { return "" }
        if sorted.count == sizes.count { return sizes.count == 1 ? "at \(ContentSizeNames.name(of: sizes[0]))" : "at every size" }
        if sorted == Array(first..<sizes.count), sorted.count > 1 { return "from \(ContentSizeNames.name(of: sizes[first])) up" }
        return "at " + sorted.map { ContentSizeNames.name(of: sizes[$0]) }.joined(separator: ", ")
    }
}
