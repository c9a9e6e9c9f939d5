import CGtk
import Foundation
import GtkSupport

/// The canvas's reference: the PNG shown with the live canvas (``ReferenceMode``), the bar that
/// controls it, and the reference remembered for each demo's item.
///
/// The reference is drawn in the canvas's zoom: over the demo's root widget (onion skin, difference)
/// or beside the device frame (side by side), at one pixel per point, never taking input (clicks
/// reach the list beneath). It is no part of the demo's view tree, so exports never include it.
@preconcurrency @MainActor
final class ReferenceOverlay {
    /// The bar above the canvas.
    let bar = ReferenceOverlayBar()
    /// The reference of each demo's item.
    var memory = ReferenceMemory()
    /// The shown reference's setting (nil: the canvas has none).
    private(set) var setting: ReferenceSetting?
    /// The shown reference's image.
    private(set) var image: ReferenceImage?
    /// The last comparison of the canvas with the shown reference.
    private(set) var lastComparison: CanvasReferenceComparison?
    /// The picture over the canvas (onion skin, difference).
    let overPicture: WidgetPointer
    /// The picture beside the device frame (side by side).
    let besidePicture: WidgetPointer
    private let beside: WidgetPointer
    /// Decoded files by path, so that coming back to an item does not read its reference again.
    private var decoded: [String: ReferenceImage] = [:]
    /// The reference resampled to points, with the alignment it was made for.
    private var resampled: (alignment: ReferenceAlignment, image: PixelImage)?
    /// Whether a comparison waits in the main loop, and whether another is asked for during one.
    var isComparisonScheduled = false
    var isComparing = false
    var needsAnotherComparison = false

    /// Whether a comparison is waiting, running, or asked for again (a screenshot waits for none).
    var isComparisonPending: Bool { isComparisonScheduled || isComparing || needsAnotherComparison }

    /// Puts the pictures into `canvas` (hidden until a reference is shown).
    init(canvas: LiveCanvas) {
        overPicture = Self.picture()
        besidePicture = Self.picture()
        beside = canvas.besideDevice
        gtk_overlay_add_overlay(canvas.referenceLayer.opaque, overPicture)
        Gtk.append(canvas.besideDevice, besidePicture)
        gtk_widget_add_css_class(canvas.besideDevice, "reference-beside")
    }

    private static func picture() -> WidgetPointer {
        let picture = gtk_picture_new()!
        gtk_picture_set_can_shrink(picture.opaque, 0)
        gtk_widget_set_halign(picture, GTK_ALIGN_START)
        gtk_widget_set_valign(picture, GTK_ALIGN_START)
        gtk_widget_set_can_target(picture, 0)
        gtk_widget_set_can_focus(picture, 0)
        gtk_widget_set_visible(picture, 0)
        return picture
    }

    /// The decoded reference at `url` (read once per path and kept).
    func decodedImage(at url: URL) throws(ReferenceImage.Failure) -> ReferenceImage {
        if let image = decoded[url.path] { return image }
        let image = try ReferenceImage(contentsOf: url)
        decoded[url.path] = image
        return image
    }

    /// Forgets a decoded file, so that the next request reads it again (it was opened anew).
    func forget(_ url: URL) {
        decoded[url.path] = nil
    }

    /// Shows `setting` with its `image` (nil, nil: no reference); the pictures wait for ``draw``.
    func show(_ setting: ReferenceSetting?, image: ReferenceImage?) {
        if image?.url != self.image?.url { resampled = nil }
        self.setting = setting
        self.image = image
        lastComparison = nil
        bar.show(name: image?.name, mode: setting?.shownMode ?? .onionSkin, opacity: setting?.opacity ?? ReferenceSetting.defaultOpacity)
        if setting == nil {
            gtk_widget_set_visible(overPicture, 0)
            gtk_widget_set_visible(beside, 0)
        }
    }

    /// The reference at one pixel per point for `alignment` (resampled once per alignment).
    func pointImage(for alignment: ReferenceAlignment) -> PixelImage? {
        guard let reference = image else { return nil }
        if let resampled, resampled.alignment == alignment { return resampled.image }
        let pixels = reference.pointImage(alignment)
        resampled = (alignment, pixels)
        return pixels
    }

    /// Draws the shown reference in its mode after `comparison` of a canvas of `canvasSize` points with
    /// it: `overlay` is the comparison's difference image and `reference` the reference, both at one
    /// pixel per point; `clipsHeight` crops a side-by-side reference to the canvas's height (a free
    /// width, whose height follows the window).
    func draw(_ comparison: CanvasReferenceComparison, overlay: PixelImage, reference: PixelImage, canvasSize: (width: Int, height: Int),
              clipsHeight: Bool) {
        lastComparison = comparison
        guard let setting else { return }
        let mode = setting.shownMode
        let canvasRect = CGRect(x: 0, y: 0, width: canvasSize.width, height: canvasSize.height)
        switch mode {
        case .sideBySide:
            let shown = clipsHeight && reference.height > canvasSize.height
                ? reference.cropped(to: CGRect(x: 0, y: 0, width: reference.width, height: canvasSize.height)) : reference
            setImage(shown, on: besidePicture)
        case .onionSkin:
            setImage(reference.cropped(to: canvasRect), on: overPicture)
            gtk_widget_set_opacity(overPicture, setting.opacity)
        case .difference:
            setImage(overlay, on: overPicture)
            gtk_widget_set_opacity(overPicture, 1)
        }
        gtk_widget_set_visible(overPicture, mode == .sideBySide ? 0 : 1)
        gtk_widget_set_visible(besidePicture, mode == .sideBySide ? 1 : 0)
        gtk_widget_set_visible(beside, mode == .sideBySide ? 1 : 0)
    }

    /// Changes the onion skin's opacity (0 to 1) at once; no comparison is needed.
    func setOpacity(_ opacity: Double) {
        setting?.opacity = opacity
        if setting?.shownMode == .onionSkin { gtk_widget_set_opacity(overPicture, opacity) }
    }

    /// Changes the mode; the pictures change with the next ``draw``.
    func setMode(_ mode: ReferenceMode) {
        setting?.mode = mode.rawValue
        lastComparison = nil
        if let setting { bar.show(name: image?.name, mode: mode, opacity: setting.opacity) }
    }

    private func setImage(_ image: PixelImage, on picture: WidgetPointer) {
        let texture = Gtk.texture(image)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        gtk_picture_set_paintable(picture.opaque, texture)
    }
}
