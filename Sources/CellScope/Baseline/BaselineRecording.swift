import Foundation

/// `cellscope baseline record`: renders the plan's permutations into a new generation, carries over
/// the recorded permutations outside this run's plan or shard, and swaps the generation in
/// (``BaselineGeneration``). Permutations in scope that are no longer rendered, and entries naming
/// what the catalog no longer has, are left out.
@preconcurrency @MainActor
struct BaselineRecording {
    let session: BaselineSession

    func run() throws -> Int32 {
        let plan = session.plan, shard = session.shard, manifest = session.manifest
        let generation = try BaselineGeneration(layout: session.layout)
        var written: [BaselineManifest.Entry] = []
        let recorded = manifest?.permutations ?? []
        let (stale, replaced) = try generation.filling { () throws -> ([BaselineManifest.Entry], Set<String>) in
            try BaselineRenderer.render(plan, wanted: { shard.contains($0.key) }) { rendering in
                try generation.write(rendering)
                written.append(BaselineManifest.Entry(rendering.permutation))
            }
            let writtenKeys = Set(written.map(\.permutation.key))
            let stale = session.entriesInScope(of: manifest).filter { !writtenKeys.contains($0.permutation.key) }
            let staleKeys = Set(stale.map(\.permutation.key))
            let kept = recorded.filter { !writtenKeys.contains($0.permutation.key) && !staleKeys.contains($0.permutation.key) }
            if let current = session.current {
                for entry in kept { try generation.carry(entry, from: current) }
            }
            try generation.commit(session.namingHeldDemos(BaselineManifest(options: session.options, permutations: kept + written)))
            return (stale, Set(recorded.map(\.permutation.key)).intersection(writtenKeys))
        }
        var line = "recorded \(written.count) permutations of \(plan.demos.count) demo\(plan.demos.count == 1 ? "" : "s")"
        if shard != .whole { line += " (shard \(shard))" }
        line += " in \(session.layout.dir.path)"
        if !replaced.isEmpty { line += "; \(replaced.count) replaced" }
        let removed = stale.count + session.stale.count
        if removed > 0 { line += "; removed \(removed) no longer rendered" }
        session.output(line)
        return 0
    }
}
