import CellKit
import Foundation
import GtkSupport

/// The Dynamic Type strip as one picture: the whole demo, or one item's cell in its states, at each
/// chosen text size side by side under the size's short name (``SheetComposer``'s layout without a
/// row label column). The viewer's strip export and `cellscope strip` both make it here, so the
/// command line writes the picture the viewer exports.
@preconcurrency @MainActor
enum StripSheet {
    /// One column of the strip: the demo, or `item`'s cell in `states`, at `context`, ready to render.
    static func prepare(_ demo: PreviewDemo, item: PreviewItem?, states: ForcedStates, context: PreviewContext,
                        renderer: OffscreenRenderer) throws -> OffscreenRenderer.Prepared {
        guard let item else { return renderer.prepareDemo(demo, context: context) }
        return try renderer.prepareCell(demo, item: item, states: states, context: context)
    }

    /// The columns' renderings (a failed one shows its error on a pale red tile) under the names of
    /// `sizes`, `tileWidth` points wide.
    static func compose(_ results: [Result<PixelImage, any Error>], sizes: [UIContentSizeCategory], tileWidth: Int,
                        renderer: OffscreenRenderer) throws -> ImageSheet {
        try SheetComposer.compose(tiles: [results], rowLabels: nil, columnLabels: sizes.map(ContentSizeNames.name(of:)),
                                  tileWidth: tileWidth, renderer: renderer)
    }
}
