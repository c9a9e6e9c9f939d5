import CellKit
import Foundation

/// Checks a decoded manifest against what a baseline can hold, before any file it names is read.
///
/// Its options are checked exactly as the command-line options they stand for (the same functions:
/// an unknown size, a width of `1e9` or `-1`, an empty list are refused as `--sizes` or `--width`
/// would refuse them). Each entry must name a permutation a recording could produce, with its files
/// where ``BaselinePermutation`` keeps them, so that no entry can name a path out of the folder.
/// What no longer exists in the catalog (a demo, an item, a custom state) is *stale*: `verify` refuses
/// it, `record` and `verify --update` drop it, as they drop permutations no longer rendered.
@preconcurrency @MainActor
enum BaselineManifestCheck {
    /// What is wrong with one entry.
    struct Problem: Error {
        /// The entry's position in the manifest, from 1.
        let entry: Int
        /// Whether the entry could be valid in another catalog (it names a demo, item or state this one lacks).
        let isStale: Bool
        let message: String
    }

    /// Checks the recorded options as `--states`, `--sizes`, `--appearances`, `--width` and `--direction`
    /// are checked; `name` is the manifest's path, for messages.
    static func checkOptions(_ options: BaselineManifest.Options, catalog: PreviewCatalog, name: String) throws(CommandLineError) {
        func fail(_ key: String, _ message: String) -> CommandLineError { CommandLineError("\(name): options.\(key): \(message)") }
        func nonEmpty(_ list: [String], _ key: String) throws(CommandLineError) {
            if list.isEmpty { throw fail(key, "is empty; a baseline records at least one") }
        }
        try nonEmpty(options.demos, "demos")
        var demos: [PreviewDemo] = []
        for id in options.demos {
            guard let demo = catalog.demo(withID: id) else {
                throw fail("demos", CommandLineError.unknown("demo", shortened(id), validChoices: catalog.demos.map(\.id)).message
                    + "; record the baseline again to drop it")
            }
            demos.append(demo)
        }
        do { try options.demos.checkNoRepeats(in: "the demo list") } catch { throw fail("demos", error.message) }
        do { _ = try PermutationOptions.stateNames(options.states, demos: demos) } catch { throw fail("states", error.message) }
        try nonEmpty(options.sizes, "sizes")
        do { _ = try PermutationOptions.sizes(options.sizes) } catch { throw fail("sizes", error.message) }
        try nonEmpty(options.appearances, "appearances")
        do { _ = try PermutationOptions.appearances(options.appearances) } catch { throw fail("appearances", error.message) }
        try nonEmpty(options.contrasts, "contrasts")
        do { _ = try contrasts(options.contrasts) } catch { throw fail("contrasts", error.message) }
        do { _ = try CanvasWidth.check(options.width, option: "options.width") } catch { throw CommandLineError("\(name): \(error.message)") }
        guard ["ltr", "rtl"].contains(options.direction) else {
            throw fail("direction", CommandLineError.unknown("direction", shortened(options.direction), validChoices: ["ltr", "rtl"]).message)
        }
        do { _ = try device(of: options) } catch { throw CommandLineError("\(name): \(error.message)") }
    }

    /// The device preset and orientation the options were recorded on, checked as `--device` and
    /// `--orientation` are (nil: recorded at a width, without a device; an orientation alone is refused).
    static func device(of options: BaselineManifest.Options) throws(CommandLineError) -> (preset: PreviewDevice, orientation: PreviewDevice.Orientation)? {
        guard let name = options.device else {
            if options.orientation != nil { throw CommandLineError("options.orientation: given without options.device") }
            return nil
        }
        guard let preset = PreviewDevice.named(name) else {
            throw CommandLineError("options.device: " + CommandLineError.unknown("device", shortened(name), validChoices: PreviewDevice.all.map(\.name)).message)
        }
        let orientationName = options.orientation ?? PreviewDevice.Orientation.portrait.rawValue
        guard let orientation = PreviewDevice.Orientation(rawValue: orientationName) else {
            throw CommandLineError("options.orientation: " + CommandLineError.unknown("orientation", shortened(orientationName),
                                                                                        validChoices: ["portrait", "landscape"]).message)
        }
        return (preset, orientation)
    }

    /// Increase Contrast settings by name (`normal`, `increased`), each once.
    static func contrasts(_ names: [String]) throws(CommandLineError) -> [Bool] {
        try names.checkNoRepeats(in: "contrasts")
        return try names.map { name throws(CommandLineError) in
            guard ["normal", "increased"].contains(name) else {
                throw CommandLineError.unknown("contrast", shortened(name), validChoices: ["normal", "increased"])
            }
            return name == "increased"
        }
    }

    /// The problems of the manifest's entries, in order.
    static func problems(in manifest: BaselineManifest, catalog: PreviewCatalog) -> [Problem] {
        var problems: [Problem] = []
        var keys: [String: Int] = [:]
        let sizeNames = Set(ContentSizeNames.all.map(\.name))
        for (offset, entry) in manifest.permutations.enumerated() {
            let number = offset + 1, p = entry.permutation
            func problem(_ stale: Bool, _ message: String) { problems.append(Problem(entry: number, isStale: stale, message: message)) }
            if entry.image != p.imagePath {
                problem(false, "its image '\(shortened(entry.image))' is not where its permutation's image is kept ('\(shortened(p.imagePath))')")
            } else if entry.configuration != p.configurationPath {
                problem(false, "its configuration '\(shortened(entry.configuration))' is not where its permutation's configuration is kept "
                    + "('\(shortened(p.configurationPath))')")
            } else if !sizeNames.contains(p.size) {
                problem(false, CommandLineError.unknown("size", shortened(p.size), validChoices: ContentSizeNames.all.map(\.name)).message)
            } else if !["light", "dark"].contains(p.appearance) {
                problem(false, CommandLineError.unknown("appearance", shortened(p.appearance), validChoices: ["light", "dark"]).message)
            } else if !["normal", "increased"].contains(p.contrast) {
                problem(false, CommandLineError.unknown("contrast", shortened(p.contrast), validChoices: ["normal", "increased"]).message)
            } else if Set(p.states).count != p.states.count {
                problem(false, "it names a state twice")
            } else if let first = keys[p.key] {
                problem(false, "it records the same permutation as entry \(first)")
            } else if let demo = catalog.demo(withID: p.demo) {
                let known = Set(ForcedStates.names(customStates: demo.customStates))
                if demo.item(withID: p.item) == nil {
                    problem(true, "demo '\(shortened(p.demo))' has no item '\(shortened(p.item))'")
                } else if let unknown = p.states.first(where: { !known.contains($0) }) {
                    problem(true, "demo '\(shortened(p.demo))' has no state '\(shortened(unknown))'")
                }
            } else {
                problem(true, "there is no demo '\(shortened(p.demo))'")
            }
            keys[p.key] = keys[p.key] ?? number
        }
        return problems
    }

    /// `text`, cut to 80 characters with an ellipsis, for messages about untrusted values.
    nonisolated static func shortened(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(80)) + "…"
    }
}
