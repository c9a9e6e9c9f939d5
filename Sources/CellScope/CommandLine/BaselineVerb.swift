import CellKit
import Foundation

/// `cellscope baseline record|verify [DEMO…] --dir DIR [--states NAME,…] [--sizes XS,…] [--appearances light,dark]
/// [--width N] [--direction ltr|rtl] [--bold-text] [--shard I/N] [--update] [--report DIR]`.
///
/// `record` renders every permutation lint would check (item × state combination × size × appearance ×
/// contrast) and writes its PNG and resolved configuration into DIR (``BaselineFolder``). `verify`
/// renders them again and reports what differs. Without permutation options, `verify` uses those the
/// baseline was recorded with (its manifest).
///
/// Exit status: 0 when verify finds no difference (or `--update` re-recorded every one) and when record
/// worked, 1 when verify finds a difference or rendering or writing fails, 2 for a wrong argument.
@preconcurrency @MainActor
struct BaselineVerb {
    enum Mode: String, CaseIterable { case record, verify }

    let mode: Mode
    let plan: LintPlan
    /// Whether demos were named (otherwise verify also reports recorded demos the catalog no longer has).
    let demosNamed: Bool
    /// The ids of every demo the command knows, in the catalog's order.
    let catalogOrder: [String]
    var catalogDemoIDs: Set<String> { Set(catalogOrder) }
    let folder: BaselineFolder
    let manifest: BaselineManifest?
    let shard: BaselineShard
    let update: Bool
    let reportFolder: URL?
    let output: (String) -> Void

    init(catalog: PreviewCatalog, arguments: [String], output: @escaping (String) -> Void) throws(CommandLineError) {
        guard let first = arguments.first, let mode = Mode(rawValue: first) else {
            let given = arguments.first.map { "'\($0)'" } ?? "nothing"
            throw CommandLineError("baseline needs 'record' or 'verify' first, not \(given): cellscope baseline record|verify [DEMO…] --dir DIR")
        }
        self.mode = mode
        let reader = try ArgumentReader(Array(arguments.dropFirst()), verb: "baseline \(mode)",
                                        options: PermutationOptions.optionNames.union(["--dir", "--shard", "--report"]),
                                        lists: PermutationOptions.listNames, flags: PermutationOptions.flagNames.union(["--update"]),
                                        positionals: PermutationOptions.demoPositionals)
        if mode == .record {
            for option in ["--update", "--report"] where reader.isGiven(option) {
                throw CommandLineError("\(option) belongs to 'baseline verify'; 'baseline record' writes the whole baseline")
            }
        }
        folder = BaselineFolder(url: try Self.folder(reader.value("--dir"), mustExist: mode == .verify))
        do {
            manifest = try folder.manifest()
        } catch {
            throw CommandLineError("--dir: \(error)")
        }
        if mode == .verify, manifest == nil {
            throw CommandLineError("--dir \(folder.url.path) holds no baseline (no \(BaselineManifest.fileName)); "
                + "record one first with 'cellscope baseline record --dir \(folder.url.path)'")
        }
        let recorded = mode == .verify ? manifest?.options : nil
        let defaultDemos = recorded.map { options in catalog.demos.filter { options.demos.contains($0.id) } }
        var plan = try PermutationOptions.plan(from: reader, catalog: catalog, defaultDemos: defaultDemos)
        if let recorded { try Self.apply(recorded, to: &plan, except: reader) }
        self.plan = plan
        demosNamed = !reader.positionals.isEmpty
        catalogOrder = catalog.demos.map(\.id)
        shard = try reader.value("--shard").map { text throws(CommandLineError) in try BaselineShard(parsing: text) } ?? .whole
        update = reader.flag("--update")
        reportFolder = try reader.value("--report").map { path throws(CommandLineError) in try Self.folder(path, option: "--report", mustExist: false) }
        self.output = output
    }

    /// Renders and records, or renders and compares; returns the exit status.
    func run() throws -> Int32 {
        try CommandRuntime.startGtk(privateDisplay: true)
        switch mode {
        case .record: return try record()
        case .verify: return try BaselineVerification(verb: self).run()
        }
    }

    /// The recorded entries the run is about: in the plan's demos (for verify without named demos, also
    /// recorded demos the catalog no longer has), covered by the plan's options, in this shard.
    func entriesInScope(of manifest: BaselineManifest?) -> [BaselineManifest.Entry] {
        let demoIDs = Set(plan.demos.map(\.id))
        return (manifest?.permutations ?? []).filter { entry in
            let p = entry.permutation
            let demoInScope = demoIDs.contains(p.demo) || mode == .verify && !demosNamed && !catalogDemoIDs.contains(p.demo)
            return demoInScope && plan.covers(p) && shard.contains(p.key)
        }
    }

    private func record() throws -> Int32 {
        do {
            try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        } catch {
            throw BaselineFolder.Failure(description: "cannot create the baseline folder \(folder.url.path): \(BaselineFolder.reason(error))")
        }
        var written: [BaselineManifest.Entry] = []
        try BaselineRenderer.render(plan, wanted: { shard.contains($0.key) }) { rendering in
            try folder.write(rendering)
            written.append(BaselineManifest.Entry(rendering.permutation))
        }
        let writtenKeys = Set(written.map(\.permutation.key))
        let stale = entriesInScope(of: manifest).filter { !writtenKeys.contains($0.permutation.key) }
        for entry in stale { folder.remove(entry) }
        let replaced = Set((manifest?.permutations ?? []).map(\.permutation.key)).intersection(writtenKeys)
        let staleKeys = Set(stale.map(\.permutation.key))
        let kept = (manifest?.permutations ?? []).filter { !writtenKeys.contains($0.permutation.key) && !staleKeys.contains($0.permutation.key) }
        try folder.write(namingHeldDemos(BaselineManifest(options: options, permutations: kept + written)))
        var line = "recorded \(written.count) permutations of \(plan.demos.count) demo\(plan.demos.count == 1 ? "" : "s")"
        if shard != .whole { line += " (shard \(shard))" }
        line += " in \(folder.url.path)"
        if !replaced.isEmpty { line += "; \(replaced.count) replaced" }
        if !stale.isEmpty { line += "; removed \(stale.count) no longer rendered" }
        output(line)
        return 0
    }

    /// `manifest` with its options naming the demos of every permutation it holds, in the catalog's
    /// order, so that a verify without demo names checks them all.
    func namingHeldDemos(_ manifest: BaselineManifest) -> BaselineManifest {
        var result = manifest
        let held = Set(manifest.permutations.map(\.permutation.demo))
        result.options.demos = catalogOrder.filter(held.contains) + held.subtracting(catalogOrder).sorted()
        return result
    }

    /// The options the plan stands for, as the manifest keeps them.
    var options: BaselineManifest.Options {
        BaselineManifest.Options(
            demos: plan.demos.map(\.id), states: plan.stateNames, sizes: plan.sizes.map(ContentSizeNames.name(of:)),
            appearances: plan.appearances.map { $0 == .dark ? "dark" : "light" },
            contrasts: plan.increasedContrast.map { $0 ? "increased" : "normal" }, width: Double(plan.base.width),
            direction: plan.base.layoutDirection == .rightToLeft ? "rtl" : "ltr", boldText: plan.base.isBoldText,
            device: plan.base.device?.name, orientation: plan.base.device.map { _ in plan.base.orientation.rawValue })
    }

    /// The folder given with `option`: it must be a folder (and with `mustExist`, exist).
    static func folder(_ path: String?, option: String = "--dir", mustExist: Bool) throws(CommandLineError) -> URL {
        guard let path else { throw CommandLineError("baseline needs \(option) DIR, the baseline's folder") }
        guard !path.isEmpty else { throw CommandLineError("\(option) needs a folder name, not an empty one") }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CommandLineError("\(option) '\(path)' is a file, not a folder") }
        } else if mustExist {
            throw CommandLineError("\(option) '\(path)' does not exist; record a baseline there first with 'cellscope baseline record --dir \(path)'")
        }
        return url
    }

    /// Takes the recorded options for those not given on the command line.
    static func apply(_ recorded: BaselineManifest.Options, to plan: inout LintPlan, except reader: ArgumentReader) throws(CommandLineError) {
        func bad(_ what: String) -> CommandLineError { CommandLineError("--dir: the manifest names an unknown \(what)") }
        if !reader.isGiven("--states") { plan.stateNames = recorded.states }
        if !reader.isGiven("--sizes") {
            plan.sizes = try recorded.sizes.map { name throws(CommandLineError) in
                guard let size = ContentSizeNames.category(named: name) else { throw bad("size '\(name)'") }
                return size
            }
        }
        if !reader.isGiven("--appearances") { plan.appearances = try PermutationOptions.appearances(recorded.appearances) }
        plan.increasedContrast = try recorded.contrasts.map { name throws(CommandLineError) in
            guard ["normal", "increased"].contains(name) else { throw bad("contrast '\(name)'") }
            return name == "increased"
        }
        if !reader.isGiven("--width"), !reader.isGiven("--device") {
            if let name = recorded.device {
                guard let device = PreviewDevice.named(name) else { throw bad("device '\(name)'") }
                plan.base.device = device
                plan.base.orientation = PreviewDevice.Orientation(rawValue: recorded.orientation ?? "") ?? .portrait
            } else {
                plan.base.width = CGFloat(recorded.width)
            }
        }
        if !reader.isGiven("--direction") { plan.base.layoutDirection = recorded.direction == "rtl" ? .rightToLeft : .leftToRight }
        if !reader.isGiven("--bold-text") { plan.base.isBoldText = recorded.boldText }
    }
}
