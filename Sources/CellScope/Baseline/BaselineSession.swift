import CellKit
import Foundation

/// A baseline run once its folder is locked and its manifest is read and checked: the plan to render,
/// the current generation and its manifest (only the entries that passed the checks), and what the
/// run was asked for.
///
/// Nothing the manifest names is read before it passes ``BaselineManifestCheck``, and every path it
/// names is resolved inside the generation (``BaselinePath``): a manifest that fails is refused as
/// bad input (status 2) before anything is rendered, read or written. Stale entries (naming a demo,
/// item or state the catalog no longer has) are refused by `verify`, and dropped by `record` and
/// `verify --update`, which say how many.
@preconcurrency @MainActor
struct BaselineSession {
    let mode: BaselineMode
    let layout: BaselineLayout
    let plan: PermutationPlan
    /// The current generation, nil when the folder holds no baseline yet.
    let current: BaselineFolder?
    /// The current manifest without its stale entries; nil when there is none.
    let manifest: BaselineManifest?
    /// The entries dropped because the catalog no longer has what they name.
    let stale: [BaselineManifest.Entry]
    let catalogOrder: [String]
    let shard: BaselineShard
    let update: Bool
    let reportFolder: URL?
    let output: (String) -> Void

    /// The recorded entries the run is about: in the plan's demos, covered by its options, in this shard.
    func entriesInScope(of manifest: BaselineManifest?) -> [BaselineManifest.Entry] {
        let demoIDs = Set(plan.demos.map(\.id))
        return (manifest?.permutations ?? []).filter { entry in
            demoIDs.contains(entry.permutation.demo) && plan.covers(entry.permutation) && shard.contains(entry.permutation.key)
        }
    }

    /// `manifest` with its options naming the demos of every permutation it holds, in the catalog's
    /// order, so that a verify without demo names checks them all.
    func namingHeldDemos(_ manifest: BaselineManifest) -> BaselineManifest {
        var result = manifest
        let held = Set(manifest.permutations.map(\.permutation.demo))
        result.options.demos = catalogOrder.filter(held.contains)
        return result
    }

    /// The options the plan stands for, as the manifest keeps them.
    var options: BaselineManifest.Options {
        BaselineManifest.Options(
            demos: plan.demos.map(\.id), states: plan.stateNames, declaredCustomStates: plan.addsDeclaredCustomStates, sizes: plan.sizes.map(ContentSizeNames.name(of:)),
            appearances: plan.appearances.map { $0 == .dark ? "dark" : "light" },
            contrasts: plan.increasedContrast.map { $0 ? "increased" : "normal" }, width: Double(plan.base.width),
            direction: plan.base.layoutDirection == .rightToLeft ? "rtl" : "ltr", boldText: plan.base.isBoldText,
            device: plan.base.device?.name, orientation: plan.base.device.map { _ in plan.base.orientation.rawValue })
    }
}
