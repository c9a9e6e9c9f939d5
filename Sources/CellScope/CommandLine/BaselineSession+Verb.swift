import CellKit
import Foundation

/// A baseline session read from the `baseline` verb's arguments: the folder's state and manifest
/// (checked before anything else is read), and the plan from the options given, or for `verify`, from
/// those the baseline was recorded with.
extension BaselineSession {
    /// Reads the folder and the manifest `verb` names and makes the plan it asks for.
    init(verb: BaselineVerb) throws(CommandLineError) {
        layout = verb.layout
        mode = verb.mode
        shard = verb.shard
        update = verb.update
        reportFolder = verb.reportFolder
        output = verb.output
        catalogOrder = verb.catalog.demos.map(\.id)
        let dir = layout.dir.path
        switch try layout.state() {
        case .baseline(let folder): current = BaselineFolder(root: folder)
        case .unfinished where verb.mode == .verify && !verb.update:
            throw CommandLineError("--dir \(dir) holds no baseline: its first recording was interrupted before it finished "
                + "(\(layout.next.lastPathComponent) is what it left); record it again with 'cellscope baseline record --dir \(dir)'")
        case .earlierFormat:
            throw CommandLineError("--dir \(dir) holds a baseline of an earlier format (\(BaselineManifest.fileName) at its top), which this "
                + "cellscope does not read; record it again into an empty folder with 'cellscope baseline record --dir DIR'")
        case .unfinished, .empty: current = nil
        }
        var manifest = try current?.manifest()
        if verb.mode == .verify, manifest == nil {
            throw CommandLineError("--dir \(dir) holds no baseline (no current/\(BaselineManifest.fileName)); "
                + "record one first with 'cellscope baseline record --dir \(dir)'")
        }
        var stale: [BaselineManifest.Entry] = []
        if var checked = manifest, let current {
            let name = current.manifestPath
            let problems = BaselineManifestCheck.problems(in: checked, catalog: verb.catalog)
            let refused = problems.filter { !$0.isStale || verb.mode == .verify && !verb.update }
            if let first = refused.first {
                let more = refused.count > 1 ? " (and \(refused.count - 1) more entries)" : ""
                let advice = first.isStale ? "; 'baseline record' or 'baseline verify --update' drops what the demos no longer have" : ""
                throw CommandLineError("--dir: \(name), entry \(first.entry): \(first.message)\(more)\(advice)")
            }
            let staleNumbers = Set(problems.map(\.entry))
            stale = checked.permutations.enumerated().filter { staleNumbers.contains($0.offset + 1) }.map(\.element)
            checked.permutations = checked.permutations.enumerated().filter { !staleNumbers.contains($0.offset + 1) }.map(\.element)
            for entry in checked.permutations {
                _ = try current.resolve(entry.image)
                _ = try current.resolve(entry.configuration)
            }
            if verb.mode == .verify { try BaselineManifestCheck.checkOptions(checked.options, catalog: verb.catalog, name: "--dir: \(name)") }
            manifest = checked
        }
        self.manifest = manifest
        self.stale = stale
        let recorded = verb.mode == .verify ? manifest?.options : nil
        let defaultDemos = recorded.map { options in verb.catalog.demos.filter { options.demos.contains($0.id) } }
        var plan = try PermutationOptions.plan(from: verb.reader, catalog: verb.catalog, defaultDemos: defaultDemos,
                                               addingDeclaredCustomStates: true)
        if let recorded { try Self.apply(recorded, to: &plan, except: verb.reader) }
        self.plan = plan
        let coverage = BaselineCoverage(plan: plan, statesGiven: verb.reader.isGiven("--states"),
                                        recordedFormat: verb.mode == .verify ? manifest?.format : nil)
        for line in coverage.warnings { verb.errorOutput(line) }
    }

    /// Takes the recorded options (checked by ``BaselineManifestCheck/checkOptions(_:catalog:name:)``)
    /// for those not given on the command line.
    static func apply(_ recorded: BaselineManifest.Options, to plan: inout PermutationPlan, except reader: ArgumentReader) throws(CommandLineError) {
        if !reader.isGiven("--states") {
            plan.stateNames = recorded.states
            plan.addsDeclaredCustomStates = recorded.declaredCustomStates ?? false
        }
        if !reader.isGiven("--sizes") { plan.sizes = try PermutationOptions.sizes(recorded.sizes) }
        if !reader.isGiven("--appearances") { plan.appearances = try PermutationOptions.appearances(recorded.appearances) }
        plan.increasedContrast = try BaselineManifestCheck.contrasts(recorded.contrasts)
        if !reader.isGiven("--width"), !reader.isGiven("--device") {
            if let device = try BaselineManifestCheck.device(of: recorded) {
                plan.base.device = device.preset
                plan.base.orientation = device.orientation
            } else {
                plan.base.width = try CanvasWidth.check(recorded.width, option: "options.width")
            }
        }
        if !reader.isGiven("--direction") { plan.base.layoutDirection = recorded.direction == "rtl" ? .rightToLeft : .leftToRight }
        if !reader.isGiven("--bold-text") { plan.base.isBoldText = recorded.boldText }
    }
}
