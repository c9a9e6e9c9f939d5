import CGtk
import CellKit
import CellKitGTK
import Foundation
import GtkSupport

extension ViewerWindow {
    // MARK: Opening and clearing

    /// Asks for a PNG to compare the canvas with (Compare with Reference…, Ctrl+Shift+O).
    func openReferenceDialog() {
        export.askForFileToOpen(parent: window, title: "Compare with Reference", kind: .referenceToOpen) { [weak self] url in
            self?.openReference(at: url)
        }
    }

    /// Opens `url` as the inspected item's reference (from the dialog or a drop on the canvas). A file
    /// that is not a PNG, cannot be read or is too large is refused in the status line, and the
    /// reference shown before stays.
    func openReference(at url: URL) {
        referenceOverlay.forget(url)
        let image: ReferenceImage
        do { image = try referenceOverlay.decodedImage(at: url) } catch {
            status("Cannot compare with \(url.lastPathComponent): it \(error.reason). The reference stays as it was.", isError: true)
            return
        }
        let previous = referenceOverlay.setting
        let setting = ReferenceSetting(path: url.standardizedFileURL.path, mode: previous?.shownMode ?? .onionSkin,
                                       opacity: previous?.opacity ?? ReferenceSetting.defaultOpacity)
        showReference(setting, image: image)
    }

    /// Removes the inspected item's reference.
    func clearReference() {
        guard let name = referenceOverlay.image?.name else { return }
        referenceOverlay.memory[demo: demo.id, item: referenceItemID] = nil
        referenceOverlay.show(nil, image: nil)
        status("Removed the reference \(name) from “\(demo.items.isEmpty ? demo.title : item.title)”.")
    }

    /// Shows the reference in another mode.
    func setReferenceMode(_ mode: ReferenceMode) {
        guard referenceOverlay.setting != nil else { return }
        referenceOverlay.setMode(mode)
        rememberReference()
        scheduleReferenceComparison()
    }

    /// Changes the onion skin's opacity (0 to 1).
    func setReferenceOpacity(_ opacity: Double) {
        referenceOverlay.setOpacity(min(1, max(0, opacity)))
        rememberReference()
    }

    // MARK: Memory

    /// The item a reference belongs to (nil: a demo without items).
    var referenceItemID: String? { demo.items.isEmpty ? nil : item.id }

    private func rememberReference() {
        referenceOverlay.memory[demo: demo.id, item: referenceItemID] = referenceOverlay.setting
    }

    private func showReference(_ setting: ReferenceSetting, image: ReferenceImage) {
        referenceOverlay.show(setting, image: image)
        rememberReference()
        status("Comparing with \(image.name)…")
        scheduleReferenceComparison()
    }

    /// Shows the reference remembered for the inspected item, if any (after another demo or item was
    /// chosen). A remembered file that can no longer be read is forgotten, and the status line says so.
    func restoreReference() {
        guard let setting = referenceOverlay.memory[demo: demo.id, item: referenceItemID] else {
            if referenceOverlay.setting != nil { referenceOverlay.show(nil, image: nil) }
            return
        }
        guard setting != referenceOverlay.setting else { return scheduleReferenceComparison() }
        let url = setting.url(relativeTo: nil)
        do {
            showReference(setting, image: try referenceOverlay.decodedImage(at: url))
        } catch {
            referenceOverlay.memory[demo: demo.id, item: referenceItemID] = nil
            referenceOverlay.show(nil, image: nil)
            status("The reference \(url.lastPathComponent) is no longer shown: it \(error.reason).", isError: true)
        }
    }

    /// Shows a saved view's reference (`folder`: where a relative path starts); a file that is missing
    /// or unreadable leaves the rest of the view as it opened, and the status line says why.
    func restoreReference(from state: ViewerSessionState, relativeTo folder: URL?) {
        guard var setting = state.reference else { return }
        let url = setting.url(relativeTo: folder)
        setting.path = url.path
        referenceOverlay.forget(url)
        do {
            showReference(setting, image: try referenceOverlay.decodedImage(at: url))
        } catch {
            status("The view opened without its reference \(url.lastPathComponent): it \(error.reason).", isError: true)
        }
    }

    // MARK: Comparison

    /// Compares the canvas with its reference again once the main loop is idle (after a state,
    /// text size, appearance or any other change of the canvas); several requests make one comparison.
    func scheduleReferenceComparison() {
        guard referenceOverlay.setting != nil else { return }
        if referenceOverlay.isComparing { referenceOverlay.needsAnotherComparison = true }
        guard !referenceOverlay.isComparisonScheduled, !referenceOverlay.isComparing else { return }
        referenceOverlay.isComparisonScheduled = true
        MainLoop.schedule { [weak self] in
            guard let self else { return }
            referenceOverlay.isComparisonScheduled = false
            compareWithReference()
        }
    }

    /// Renders the canvas as an export would, at the reference's scale, and compares the two pixel
    /// for pixel away from the main thread (a device screen at @3x has millions of pixels); the
    /// window goes on answering input meanwhile, and ``finishComparison`` shows the result.
    private func compareWithReference() {
        guard let image = referenceOverlay.image, let root = canvas.root else { return }
        referenceOverlay.isComparing = true
        let rootWidget = GtkEmbedding.widget(for: root)
        Snapshotter.waitForDraw(rootWidget)
        let points = (width: Int(gtk_widget_get_width(rootWidget)), height: Int(gtk_widget_get_height(rootWidget)))
        let freeWidth = context.device == nil
        let alignment = ReferenceAlignment(pixelWidth: image.pixels.width, pixelHeight: image.pixels.height,
                                           canvasSize: CGSize(width: points.width, height: points.height),
                                           deviceScale: context.referenceScale, followsWindowHeight: freeWidth)
        let canvasPixels: PixelImage
        do { canvasPixels = try canvasImage(scale: Double(alignment.scale)) } catch {
            return finishComparison(.failure(error), of: image, alignment: alignment, points: points, freeWidth: freeWidth)
        }
        let tolerance = CompareOptions.defaultTolerance
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            let result = Result { () throws -> CanvasReferenceComparison in
                try CanvasReferenceComparison(canvas: canvasPixels, reference: image.pixels, scale: alignment.scale, referenceName: image.name,
                                              followsWindowHeight: freeWidth, tolerance: tolerance)
            }
            MainLoop.schedule { [weak self] in
                self?.finishComparison(result, of: image, alignment: alignment, points: points, freeWidth: freeWidth)
            }
        }
    }

    /// Draws the reference in its mode (at one pixel per point) after a comparison and says in the
    /// status line how much differs; a comparison of a reference no longer shown is dropped.
    private func finishComparison(_ result: Result<CanvasReferenceComparison, any Error>, of image: ReferenceImage,
                                  alignment: ReferenceAlignment, points: (width: Int, height: Int), freeWidth: Bool) {
        referenceOverlay.isComparing = false
        defer {
            if referenceOverlay.needsAnotherComparison {
                referenceOverlay.needsAnotherComparison = false
                scheduleReferenceComparison()
            }
        }
        guard referenceOverlay.image?.url == image.url, let reference = referenceOverlay.pointImage(for: alignment) else { return }
        switch result {
        case .success(let comparison):
            let scale = Double(alignment.scale)
            let overlay = comparison.overlay.resampled(width: Int((Double(comparison.overlay.width) / scale).rounded()),
                                                       height: Int((Double(comparison.overlay.height) / scale).rounded()))
            referenceOverlay.draw(comparison, overlay: overlay, reference: reference, canvasSize: points, clipsHeight: freeWidth)
            status(comparison.statusText(referenceName: image.name, alignment: alignment))
        case .failure(let error):
            status("Cannot compare with \(image.name): \(error)", isError: true)
        }
    }
}
