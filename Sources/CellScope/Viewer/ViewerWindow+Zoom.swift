import Foundation

extension ViewerWindow {
    /// Shows the live canvas at `zoom` (a shortcut or the zoom control); the control shows it at once,
    /// and again with Fit's scale once the canvas is laid out.
    func setZoom(_ zoom: CanvasZoom) {
        canvas.setZoom(zoom)
        showZoom(shown: canvas.shownZoom)
    }

    /// Shows the canvas zoom in the zoom control (`shown`: the scale shown now).
    func showZoom(shown: Double) {
        zoomControl.show(canvas.zoom, shown: shown)
    }
}
