import GtkSupport

/// One way a baseline and the new rendering disagree, for one permutation.
struct BaselineDifference {
    /// What kind of disagreement.
    enum Kind: String {
        /// Recorded and rendered, and they differ (properties, pixels or both).
        case changed
        /// Rendered now, but not in the baseline (or its files cannot be read).
        case missing
        /// In the baseline, but no longer rendered (an item, state or demo that is gone).
        case extra
    }

    let kind: Kind
    let permutation: BaselinePermutation
    /// The property differences in words ("text color #FFFFFF → #EBEBF5").
    var propertyLines: [String] = []
    /// The pixel difference in words, nil when the pixels are the same or cannot be compared.
    var pixelSummary: String?
    /// Why a missing permutation is missing (a file that is not there or not readable).
    var note: String?
    /// The recorded image, the new one, and the diff image, when there are.
    var before: PixelImage?
    var after: PixelImage?
    var diff: PixelImage?
}
