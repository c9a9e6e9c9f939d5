import CellKit
import Foundation
import GtkSupport

/// Renders the permutations of a plan for a baseline: each item's cell as a PNG and its resolved
/// configuration with provenance, exactly as the inspector reads it.
///
/// As lint does (``LintRunner``), each demo's list is built once per canvas context; for each state
/// combination every item's cell gets that combination at once and the list is rendered once; each
/// cell is cropped from it. Provenance needs the normal state of the same cell on the same canvas: the
/// normal combination comes first, so its facts are read before the others. A combination none of whose
/// permutations are wanted (another shard's) is not rendered.
@preconcurrency @MainActor
enum BaselineRenderer {
    /// One rendered permutation.
    struct Rendering {
        let permutation: BaselinePermutation
        let image: PixelImage
        let record: BaselineRecord
    }

    /// Renders the permutations of `plan` that `wanted` accepts, in the plan's order, handing each to `body`.
    static func render(_ plan: PermutationPlan, wanted: (BaselinePermutation) -> Bool, body: (Rendering) throws -> Void) throws {
        let window = LintRenderHost.inOwnWindow()
        defer { window.takeBack() }
        for demo in plan.demos {
            let combinations = plan.stateCombinations(for: demo)
            for context in plan.contexts {
                let wantedByCombination = combinations.map { states in
                    demo.items.filter { wanted(BaselinePermutation(demo: demo, item: $0, states: states, context: context)) }
                }
                guard wantedByCombination.contains(where: { !$0.isEmpty }) else { continue }
                let canvas = DemoCanvas(demo: demo, context: context, maximumHeight: CGFloat(PreviewRenderer.maximumCanvasHeight))
                window.show([canvas.rootView])
                var normalFacts: [PreviewItem: CellFacts] = [:]
                for (states, items) in zip(combinations, wantedByCombination) where !items.isEmpty || states.isNormal {
                    canvas.forceOnEveryItem(states, of: demo)
                    if states.isNormal {
                        for item in demo.items { normalFacts[item] = CellFacts(cell: try PreviewRenderer.cell(in: canvas, demo: demo, item: item)) }
                    }
                    guard !items.isEmpty else { continue }
                    let image = try window.render()[0]
                    for item in items {
                        let cell = try PreviewRenderer.cell(in: canvas, demo: demo, item: item)
                        let cellImage = image.cropped(to: cell.convert(cell.bounds, to: canvas.rootView))
                        let configuration = ResolvedConfiguration(facts: CellFacts(cell: cell), baseline: normalFacts[item])
                        let permutation = BaselinePermutation(demo: demo, item: item, states: states, context: context)
                        try body(Rendering(permutation: permutation, image: cellImage,
                                           record: BaselineRecord(permutation: permutation, configuration: configuration,
                                                                  imageWidth: cellImage.width, imageHeight: cellImage.height)))
                    }
                }
                window.takeBack()
            }
        }
    }
}
