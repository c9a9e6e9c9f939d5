import CellKit
import Foundation

/// One permutation a baseline records: an item of a demo in one combination of states, at one text
/// size, in one appearance, with Increase Contrast off or on.
///
/// Its ``key`` names it everywhere (manifest, sharding, reports); its files live at
/// `DEMO/ITEM/STATES·SIZE·APPEARANCE[·increased-contrast].png` and `.json` inside the baseline folder.
struct BaselinePermutation: Codable, Hashable, Sendable {
    /// The demo's id.
    let demo: String
    /// The item's id.
    let item: String
    /// The item's title, for readable reports (not part of the key).
    let itemTitle: String
    /// The names of the states that are on, system states first; empty for the normal state.
    let states: [String]
    /// The text size's short name (`XS` … `AX5`).
    let size: String
    /// `light` or `dark`.
    let appearance: String
    /// `normal` or `increased`.
    let contrast: String

    /// The permutation of `item` of `demo` in `states` on `context`'s canvas.
    @preconcurrency @MainActor
    init(demo: PreviewDemo, item: PreviewItem, states: ForcedStates, context: PreviewContext) {
        self.demo = demo.id
        self.item = item.id
        itemTitle = item.title
        self.states = states.names(customStates: demo.customStates)
        size = ContentSizeNames.name(of: context.contentSizeCategory)
        appearance = context.userInterfaceStyle == .dark ? "dark" : "light"
        contrast = context.isHighContrast ? "increased" : "normal"
    }

    /// The file name without extension: `selected+highlighted·AX3·dark`, with `·increased-contrast` when on.
    var fileStem: String {
        var parts = [states.isEmpty ? "normal" : states.joined(separator: "+"), size, appearance]
        if contrast == "increased" { parts.append("increased-contrast") }
        return parts.map(Self.fileSafe).joined(separator: "·")
    }

    /// The folder of the permutation's files, relative to the baseline folder: `DEMO/ITEM`.
    var folder: String { Self.fileSafe(demo) + "/" + Self.fileSafe(item) }

    /// The PNG's path relative to the baseline folder.
    var imagePath: String { folder + "/" + fileStem + ".png" }
    /// The resolved configuration's path relative to the baseline folder.
    var configurationPath: String { folder + "/" + fileStem + ".json" }

    /// What names the permutation: its image path without the extension (unique, stable, readable).
    var key: String { folder + "/" + fileStem }

    /// How reports name it: `sidebar · Inbox · selected + highlighted · AX3 · dark`, with
    /// `· increased contrast` when on.
    var label: String {
        var parts = [demo, itemTitle, states.isEmpty ? "normal" : states.joined(separator: " + "), size, appearance]
        if contrast == "increased" { parts.append("increased contrast") }
        return parts.joined(separator: " · ")
    }

    /// A name as a file name: letters, digits, `-`, `_` and `.` stay; anything else (and a leading dot)
    /// becomes `%XX` for each UTF-8 byte, so that different names never share a file.
    static func fileSafe(_ name: String) -> String {
        var result = ""
        for (index, byte) in name.utf8.enumerated() {
            let scalar = Unicode.Scalar(byte)
            let keeps = byte < 0x80 && (CharacterSet.alphanumerics.contains(scalar) || "-_+".unicodeScalars.contains(scalar)
                || (scalar == "." && index > 0))
            result += keeps ? String(Character(scalar)) : String(format: "%%%02X", byte)
        }
        return result.isEmpty ? "%" : result
    }
}

extension PermutationPlan {
    /// Every permutation of the plan, in rendering order: demo, appearance, contrast, size, state
    /// combination, item.
    @preconcurrency @MainActor
    var baselinePermutations: [BaselinePermutation] {
        demos.flatMap { demo in
            contexts.flatMap { context in
                stateCombinations(for: demo).flatMap { states in
                    demo.items.map { BaselinePermutation(demo: demo, item: $0, states: states, context: context) }
                }
            }
        }
    }

    /// Whether `permutation` is one this plan's options could produce (its size, appearance and contrast
    /// are among the plan's and its states among those its demo's combinations are made of), whether or
    /// not its demo still has that item or state.
    func covers(_ permutation: BaselinePermutation) -> Bool {
        let states = demos.first { $0.id == permutation.demo }.map { stateChoice(for: $0).used } ?? stateNames
        return sizes.map(ContentSizeNames.name(of:)).contains(permutation.size)
            && appearances.map { $0 == .dark ? "dark" : "light" }.contains(permutation.appearance)
            && increasedContrast.map { $0 ? "increased" : "normal" }.contains(permutation.contrast)
            && Set(permutation.states).isSubset(of: states)
    }
}
