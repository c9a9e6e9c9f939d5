@testable import CellScope
import CellScopeDemos
import Foundation
import Testing

extension CommandLineTests {
    /// A baseline's manifest travels through pull requests, so the reader is fuzzed: thousands of seeded,
    /// reproducible mutations of a manifest `cellscope baseline record` wrote (paths, values, types, keys,
    /// bytes, symbolic links placed in the folder) go through what `verify`, `verify --update` and `record`
    /// do before they render: the lock, the checks, the reads of every recorded file, and for the writers
    /// a whole new generation carried over and swapped in. Every case must end in a checked manifest or a
    /// command-line error (status 2), never a crash or another error; a mutation that leads out of the
    /// folder must be refused; and no file outside `--dir` may be opened, read or written (inotify watches
    /// the folder beside it, which holds copies of the baseline's own files to lure a reader out).
    @Suite @MainActor struct MutatedManifestsStayInsideTheirFolder {
        /// The seed: a failure names its case, and the same seed replays it.
        static let seed: UInt64 = 0x26_2026
        static let cases = 2_000

        // About 12 s alone; the limit counts the wait for the main actor, which the suite's other
        // process-running tests hold for minutes under load, so it is the other baseline tests' 10 minutes.
        @Test(.timeLimit(.minutes(10))) func everyMutationIsCheckedOrRefusedAndNothingOutsideIsTouched() throws {
            // In memory where there is /dev/shm: every writer case flushes its manifest to disk.
            let scratch = try ScratchFolder(in: URL(fileURLWithPath: "/dev/shm"))
            defer { scratch.remove() }
            let fixture = try Fixture(in: scratch.url)
            let watch = try OutsideWatch(fixture.outside)
            var random = CaseRandom(seed: Self.seed)
            var outcomes = (checked: 0, refused: 0)
            for number in 1...Self.cases {
                let mutations = (0..<(random.next(below: 4) == 0 ? 1 + random.next(below: 4) : 1)).map { _ in
                    Mutation.allCases[random.next(below: Mutation.allCases.count)]
                }
                let mode = [["verify"], ["verify"], ["verify", "--update"], ["record"] + Fixture.narrow][random.next(below: 4)]
                try fixture.reset()
                var bytes = try fixture.pristineManifest()
                for mutation in mutations { bytes = try mutation.apply(to: bytes, fixture: fixture, random: &random) }
                try fixture.writeManifest(bytes)
                let label = "case \(number) (seed \(Self.seed)): \(mutations.map(\.rawValue)) in \(mode.joined(separator: " "))"
                switch fixture.run(mode, random: &random) {
                case .checked:
                    outcomes.checked += 1
                    #expect(!mutations.contains { $0.leadsOut } || mutations.count > 1, "\(label) was accepted")
                case .refused(let message):
                    outcomes.refused += 1
                    #expect(!message.isEmpty && !message.contains("NSCocoaErrorDomain"), "\(label): \(message)")
                case .failed(let error):
                    Issue.record("\(label) ended in \(error), not a command-line error")
                }
                let events = watch.events()
                #expect(events.isEmpty, "\(label) touched files outside --dir: \(events)")
                if !events.isEmpty { break }
            }
            #expect(try fixture.outsideIsUnchanged(), "the files outside --dir kept their contents and times")
            #expect(outcomes.checked > Self.cases / 20 && outcomes.refused > Self.cases / 4, "both outcomes are exercised: \(outcomes)")
        }
    }
}

/// How a case ended.
@MainActor enum FuzzOutcome {
    case checked
    case refused(String)
    case failed(Error)
}

/// The fuzzed mutations of a manifest (or of its folder).
@MainActor enum Mutation: String, CaseIterable {
    case retitle, reorder, pathOut, pathValue, permutationValue, permutationValueWithItsPaths, optionValue, format, deleteKey, retype,
         duplicateEntry, bytes, truncate, itemFolderLinkedOut, recordLinkedOut, manifestLinkedOut

    /// Whether the mutation alone must be refused: it leads out of the folder.
    var leadsOut: Bool { [.pathOut, .itemFolderLinkedOut, .recordLinkedOut, .manifestLinkedOut].contains(self) }

    static let hostilePaths = ["../outside/victim.png", "../../outside/victim.png", "sidebar/../../outside/victim.json",
                               "./manifest.json", "sidebar//x.png", "", "/etc/passwd", "sidebar/\u{0}.png",
                               String(repeating: "a/", count: 3_000) + "x.png", "%2E%2E/outside/victim.png"]
    static let values: [Any] = ["..", "../outside", "nope", "", "sidebar", "settings", "L", "AX5", "XXXXL", "dark", "increased",
                                "selected", "unread", "rtl", "ltr", "cellscope baseline 1", "\u{FF}\u{FE}", 0, -1, 1e9, 375, 199.9,
                                2000.5, 1e308, true, NSNull(), [String](), ["selected", "selected"], ["nope"], ["L", "XS"], [String: Any]()]

    func apply(to bytes: Data, fixture: Fixture, random: inout CaseRandom) throws -> Data {
        func pick<T>(_ list: [T]) -> T { list[random.next(below: list.count)] }
        if self == .bytes || self == .truncate {
            var data = bytes
            guard !data.isEmpty else { return data }
            if self == .truncate { return data.prefix(random.next(below: data.count)) }
            for _ in 0..<(1 + random.next(below: 8)) { data[random.next(below: data.count)] = UInt8(random.next(below: 256)) }
            return data
        }
        guard var root = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any] else { return bytes }
        var entries = root["permutations"] as? [[String: Any]] ?? []
        let index = entries.isEmpty ? 0 : random.next(below: entries.count)
        switch self {
        case .retitle:
            guard !entries.isEmpty, var permutation = entries[index]["permutation"] as? [String: Any] else { break }
            permutation["itemTitle"] = pick(["<b>&\"", "", String(repeating: "é", count: 500)])
            entries[index]["permutation"] = permutation
        case .reorder:
            entries.shuffle(using: &random)
        case .pathOut:
            guard !entries.isEmpty else { break }
            entries[index][pick(["image", "configuration"])] = pick(Self.hostilePaths)
        case .pathValue:
            guard !entries.isEmpty else { break }
            entries[index][pick(["image", "configuration"])] = pick(Self.values)
        case .permutationValue, .permutationValueWithItsPaths:
            guard !entries.isEmpty, var permutation = entries[index]["permutation"] as? [String: Any] else { break }
            permutation[pick(["demo", "item", "itemTitle", "states", "size", "appearance", "contrast"])] = pick(Self.values)
            entries[index]["permutation"] = permutation
            if self == .permutationValueWithItsPaths,
               let decoded = try? JSONDecoder().decode(BaselinePermutation.self, from: JSONSerialization.data(withJSONObject: permutation)) {
                entries[index]["image"] = decoded.imagePath
                entries[index]["configuration"] = decoded.configurationPath
            }
        case .optionValue:
            var options = root["options"] as? [String: Any] ?? [:]
            options[pick(["demos", "states", "sizes", "appearances", "contrasts", "width", "direction", "boldText"])] = pick(Self.values)
            root["options"] = options
        case .format:
            root["format"] = pick(Self.values)
        case .deleteKey:
            if random.next(below: 2) == 0, !entries.isEmpty {
                entries[index].removeValue(forKey: pick(Array(entries[index].keys)))
            } else {
                root.removeValue(forKey: pick(Array(root.keys)))
            }
        case .retype:
            root[pick(["options", "permutations", "format"])] = pick(Self.values)
        case .duplicateEntry:
            if !entries.isEmpty { entries.append(entries[index]) }
        case .itemFolderLinkedOut:
            try fixture.linkOut(fixture.itemFolder)
        case .recordLinkedOut:
            try fixture.linkOut(fixture.itemFolder + "/" + pick(fixture.itemFiles))
        case .manifestLinkedOut:
            fixture.manifestLinksOut = true
        case .bytes, .truncate:
            break
        }
        if root["permutations"] is [[String: Any]] { root["permutations"] = entries }
        return try JSONSerialization.data(withJSONObject: root)
    }
}
