import CellKit
import Foundation

/// The permutation options `lint` and `baseline` share: which demos (positional words), `--states`,
/// `--sizes`, `--appearances`, and the canvas options `--width`, `--direction` and `--bold-text`.
@preconcurrency @MainActor
enum PermutationOptions {
    /// The most states whose combinations are checked, as in `cellscope matrix` (64 combinations).
    static let maximumStates = PermutationPlan.maximumStates

    /// The plan for the demos named in `reader` (when none, `defaultDemos`, or all of `catalog`) with the options given.
    /// With `addingDeclaredCustomStates` and no `--states`, each demo's combinations take every custom
    /// state it declares as well (``PermutationPlan/addsDeclaredCustomStates``). With
    /// `acceptingUnknownStates`, a state none of the demos knows is let through (see ``stateNames(_:demos:acceptingUnknown:)``).
    static func plan(from reader: ArgumentReader, catalog: PreviewCatalog, defaultDemos: [PreviewDemo]? = nil,
                     addingDeclaredCustomStates: Bool = false,
                     acceptingUnknownStates: Bool = false) throws(CommandLineError) -> PermutationPlan {
        var demos: [PreviewDemo] = []
        for id in reader.positionals {
            guard let demo = catalog.demo(withID: id) else { throw .unknown("demo", id, validChoices: catalog.demos.map(\.id)) }
            demos.append(demo)
        }
        try reader.positionals.checkNoRepeats(in: "the demo list")
        var plan = PermutationPlan(demos: demos.isEmpty ? defaultDemos ?? catalog.demos : demos)
        try plan.base.read(reader)
        if reader.isGiven("--states") {
            plan.stateNames = try stateNames(reader.values("--states"), demos: plan.demos, acceptingUnknown: acceptingUnknownStates)
        } else {
            plan.addsDeclaredCustomStates = addingDeclaredCustomStates
        }
        if reader.isGiven("--sizes") { plan.sizes = try sizes(reader.values("--sizes")) }
        if reader.isGiven("--appearances") { plan.appearances = try appearances(reader.values("--appearances")) }
        return plan
    }

    /// State names, each known to one of `demos` (unless `acceptingUnknown`), each once, at most
    /// ``maximumStates``. A lint worker accepts unknown ones: its demos may lack a custom state another
    /// group's demo declares, and the run that started it checked the names against every demo.
    static func stateNames(_ names: [String], demos: [PreviewDemo], acceptingUnknown: Bool = false) throws(CommandLineError) -> [String] {
        try names.checkNoRepeats(in: "--states")
        for name in names {
            let known = demos.contains { ForcedStates.names(customStates: $0.customStates).contains(name) }
            if !known, !acceptingUnknown {
                let valid = ForcedStates.systemStateNames.map(\.name) + demos.flatMap { $0.customStates.map(\.name) }
                throw .unknown("state", name, validChoices: valid)
            }
        }
        guard names.count <= maximumStates else {
            throw CommandLineError("--states takes at most \(maximumStates) states (\(1 << maximumStates) combinations); got \(names.count)")
        }
        return names
    }

    /// Text sizes by short name, each once, smallest first ("from AX2 up"), whatever order they were given in.
    static func sizes(_ names: [String]) throws(CommandLineError) -> [UIContentSizeCategory] {
        let sizes = try names.map { name throws(CommandLineError) in
            guard let category = ContentSizeNames.category(named: name) else {
                throw .unknown("size", name, validChoices: ContentSizeNames.all.map(\.name))
            }
            return category
        }
        try names.checkNoRepeats(in: "--sizes") { $0.uppercased() }
        return ContentSizeNames.all.map(\.category).filter(sizes.contains)
    }

    /// Appearances by name (`light`, `dark`), each once, light first.
    static func appearances(_ names: [String]) throws(CommandLineError) -> [UIUserInterfaceStyle] {
        let styles = try names.map { name throws(CommandLineError) in try PreviewContext.appearance(named: name) }
        try names.checkNoRepeats(in: "--appearances") { $0.lowercased() }
        return [UIUserInterfaceStyle.light, .dark].filter(styles.contains)
    }
}
