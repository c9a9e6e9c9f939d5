import Foundation

/// `manifest.json` at the top of a baseline's generation (`DIR/current`, ``BaselineLayout``): the
/// options it was recorded with (what `verify` checks when it is given none) and every recorded
/// permutation with its two files, sorted by key.
///
/// A manifest travels through pull requests, so it is read as untrusted input: its `format` is
/// checked before anything else is decoded (an unknown version is refused), and
/// ``BaselineManifestCheck`` checks every value and path before a file it names is read.
struct BaselineManifest: Codable, Equatable, Sendable {
    /// The permutation options the baseline was recorded with.
    struct Options: Codable, Equatable, Sendable {
        var demos: [String]
        /// The states named with `--states`, or without it the matrix's default states.
        var states: [String]
        /// Whether each demo's combinations also took every custom state it declares (recorded without
        /// `--states`); absent in format 2, whose recordings never did.
        var declaredCustomStates: Bool?
        var sizes: [String]
        var appearances: [String]
        var contrasts: [String]
        var width: Double
        var direction: String
        var boldText: Bool
        /// The device preset's name (absent without a device).
        var device: String?
        /// `portrait` or `landscape` (absent without a device).
        var orientation: String?
    }

    /// One recorded permutation and its files, relative to the baseline folder.
    struct Entry: Codable, Equatable, Sendable {
        let permutation: BaselinePermutation
        let image: String
        let configuration: String

        init(_ permutation: BaselinePermutation) {
            self.permutation = permutation
            image = permutation.imagePath
            configuration = permutation.configurationPath
        }
    }

    /// The file's name inside the baseline folder.
    static let fileName = "manifest.json"

    /// The format this cellscope writes. Version 1 kept the manifest and the files at the top of the
    /// folder and had no generations; version 2 keeps them in `DIR/current`; version 3 adds
    /// `options.declaredCustomStates`, since a recording without `--states` covers the demos' custom states.
    static let currentFormat = "cellscope baseline 3"
    /// Version 2, still read: its recordings left a demo's custom states out unless `--states` named them.
    static let customStatesNamedFormat = "cellscope baseline 2"
    /// The formats this cellscope reads.
    static let readableFormats = [customStatesNamedFormat, currentFormat]
    /// The largest manifest read (the whole catalog's default baseline is about 4 MB).
    static let sizeLimit = 64 << 20

    /// What produced it, and the layout's version (as read: a format 2 manifest keeps its format until written again).
    var format = Self.currentFormat
    var options: Options
    var permutations: [Entry]

    /// Decodes a manifest read from `name`, checking its `format` first; throws what is wrong in words.
    static func decode(_ data: Data, name: String) throws(CommandLineError) -> BaselineManifest {
        struct Header: Decodable { let format: String? }
        let header: Header
        do { header = try JSONDecoder().decode(Header.self, from: data) } catch {
            throw CommandLineError("\(name) is not a baseline manifest (\(BaselineFolder.reason(error)))")
        }
        guard let format = header.format else { throw CommandLineError("\(name) is not a baseline manifest (it has no \"format\")") }
        guard readableFormats.contains(format) else {
            throw CommandLineError("\(name) is of the format '\(BaselineManifestCheck.shortened(format))', which this cellscope does not read "
                + "(it reads '\(readableFormats.joined(separator: "' and '"))'); record the baseline again with this cellscope")
        }
        do { return try JSONDecoder().decode(BaselineManifest.self, from: data) } catch {
            throw CommandLineError("\(name) is not a baseline manifest (\(BaselineFolder.reason(error)))")
        }
    }

    /// The JSON bytes: sorted keys, pretty printed, ending with a newline.
    func encoded() throws -> Data {
        try BaselineRecord.encoder.encode(self) + Data("\n".utf8)
    }
}
