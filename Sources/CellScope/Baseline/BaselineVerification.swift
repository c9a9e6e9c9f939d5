import Foundation
import GtkSupport

/// `cellscope baseline verify`: renders the plan's permutations again and compares each with its
/// recorded PNG and JSON.
///
/// It prints one line per difference, each starting with the permutation's label: the property
/// differences in words ("sidebar · Inbox · selected · AX3 · dark: text color #FFFFFF → #EBEBF5"), the
/// pixel difference with its count, share and diff image, and the permutations that are missing from
/// the baseline or no longer rendered (extra). With `--update` it re-records what differs into a new
/// generation (``BaselineGeneration``: the missing and changed ones written, the unchanged ones carried
/// over, the extra ones and those naming what the catalog no longer has left out) and exits with 0;
/// without, any difference exits with 1.
@preconcurrency @MainActor
struct BaselineVerification {
    let session: BaselineSession

    func run() throws -> Int32 {
        guard session.update else { return try compare(into: nil) }
        let generation = try BaselineGeneration(layout: session.layout)
        return try generation.filling { try compare(into: generation) }
    }

    /// Renders, compares and reports; with `generation` (`--update`), re-records into it and swaps it in.
    private func compare(into generation: BaselineGeneration?) throws -> Int32 {
        let output = session.output
        guard let folder = session.current, let manifest = session.manifest else {
            throw CommandLineError("--dir \(session.layout.dir.path) holds no baseline")
        }
        let recorded = session.entriesInScope(of: manifest)
        let recordedByKey = Dictionary(recorded.map { ($0.permutation.key, $0) }, uniquingKeysWith: { first, _ in first })
        var report = try session.reportFolder.map { try BaselineHTMLReport(folder: $0) }
        var rendered = Set<String>()
        var written: [BaselineManifest.Entry] = []
        var counts = (changed: 0, missing: 0, extra: 0)

        func note(_ difference: BaselineDifference) throws {
            let label = difference.permutation.label
            switch difference.kind {
            case .changed:
                counts.changed += 1
                for line in difference.propertyLines { output("\(label): \(line)") }
                if var pixels = difference.pixelSummary {
                    pixels += report.map { "; diff image \($0.nextDiffImagePath)" } ?? "; add --report DIR for the diff image"
                    output("\(label): \(pixels)")
                }
            case .missing:
                counts.missing += 1
                output("\(label): missing from the baseline" + (difference.note.map { " (\($0))" } ?? ""))
            case .extra:
                counts.extra += 1
                output("\(label): extra, recorded but no longer rendered")
            }
            try report?.add(difference)
        }

        try BaselineRenderer.render(session.plan, wanted: { session.shard.contains($0.key) }) { rendering in
            let key = rendering.permutation.key
            rendered.insert(key)
            var difference = BaselineDifference(kind: .changed, permutation: rendering.permutation, after: rendering.image)
            if let entry = recordedByKey[key] {
                switch (folder.record(of: entry), folder.image(of: entry)) {
                case (.success(let record), .success(let image)):
                    difference.propertyLines = rendering.record.propertyDifferences(since: record)
                    let pixels = BaselinePixelDiff(before: image, after: rendering.image)
                    if !pixels.isClean {
                        difference.pixelSummary = pixels.summary(before: image, after: rendering.image)
                        difference.diff = pixels.diffImage
                    }
                    difference.before = image
                    guard !difference.propertyLines.isEmpty || difference.pixelSummary != nil else { return }
                case (.failure(let failure), _), (_, .failure(let failure)):
                    difference = BaselineDifference(kind: .missing, permutation: rendering.permutation, note: failure.description,
                                                    after: rendering.image)
                }
            } else {
                difference = BaselineDifference(kind: .missing, permutation: rendering.permutation, after: rendering.image)
            }
            try note(difference)
            if let generation {
                try generation.write(rendering)
                written.append(BaselineManifest.Entry(rendering.permutation))
            }
        }
        let extra = recorded.filter { !rendered.contains($0.permutation.key) } + session.stale
        for entry in extra {
            try note(BaselineDifference(kind: .extra, permutation: entry.permutation, before: try? folder.image(of: entry).get()))
        }

        let total = counts.changed + counts.missing + counts.extra
        var summary = "verified \(rendered.count) permutations"
        if session.shard != .whole { summary += " (shard \(session.shard))" }
        summary += total == 0 ? ": no differences" : ": \(counts.changed) changed, \(counts.missing) missing, \(counts.extra) extra"
        if let generation {
            let replacedKeys = Set(written.map(\.permutation.key)).union(extra.map(\.permutation.key))
            var updated = manifest
            updated.format = BaselineManifest.currentFormat
            updated.options.declaredCustomStates = manifest.options.declaredCustomStates ?? false
            let kept = manifest.permutations.filter { !replacedKeys.contains($0.permutation.key) }
            for entry in kept { try generation.carry(entry, from: folder) }
            updated.permutations = kept + written
            try generation.commit(session.namingHeldDemos(updated))
            if total > 0 { summary += "; re-recorded \(written.count) and removed \(extra.count) in \(session.layout.dir.path)" }
        }
        if let report {
            try report.finish(summary: summary)
            summary += "; report \(report.folder.appendingPathComponent("index.html").path)"
        }
        output(summary)
        return total == 0 || session.update ? 0 : 1
    }
}
