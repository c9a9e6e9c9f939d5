import Foundation

/// `manifest.json` at the top of a baseline folder: the options it was recorded with (what `verify`
/// checks when it is given none) and every recorded permutation with its two files, sorted by key.
struct BaselineManifest: Codable, Equatable, Sendable {
    /// The permutation options the baseline was recorded with.
    struct Options: Codable, Equatable, Sendable {
        var demos: [String]
        var states: [String]
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

    /// What produced it, and the layout's version.
    var format = "cellscope baseline 1"
    var options: Options
    var permutations: [Entry]

    /// The JSON bytes: sorted keys, pretty printed, ending with a newline.
    func encoded() throws -> Data {
        try BaselineRecord.encoder.encode(self) + Data("\n".utf8)
    }
}
