import CellKitGTK
import Foundation
import GtkSupport

/// Why a view could not be rendered.
public enum ViewSnapshotError: Error, CustomStringConvertible, Sendable {
    /// The view has a zero width or height.
    case emptyView
    /// The view is inside a superview that is not in a window; render the root view instead.
    case notARootView
    /// GTK could not render it.
    case rendering(SnapshotError)

    public var description: String {
        switch self {
        case .emptyView: "the view has no size to render; give it a frame first"
        case .notARootView: "the view is inside a superview that is not in a window; render the root view or show its window"
        case .rendering(let error): error.description
        }
    }
}

/// Renders views to images headlessly (for tests, previews and PNG exports).
///
/// Made by the GTK backend (`CellKitGTK`'s `GtkViewRendering`) from the view's widget; the image is
/// GtkSupport's `PixelImage`.
///
/// A view in a visible window is rendered where it is; a root view without a window is shown in a
/// temporary undecorated window at its own size and taken out again. The same view gives the same
/// pixels on every run (GTK's cairo renderer, CellKit's fixed font options and icon theme).
@preconcurrency @MainActor
public enum ViewSnapshot {
    /// Lays out and renders `view` at its bounds size, with `scale` pixels per point (UIKit's
    /// `UIGraphicsImageRenderer` scale): the image is `scale` times the view's size, text and shapes
    /// drawn at that resolution. Hairlines follow the view's `displayScale` trait, not this scale.
    public static func image(of view: UIView, scale: CGFloat = 1) throws(ViewSnapshotError) -> PixelImage {
        let size = view.bounds.size
        guard size.width > 0, size.height > 0 else { throw .emptyView }
        view.layoutIfNeeded()
        do {
            if let window = view.window, window.isShownOnScreen {
                return try GtkViewRendering.imageInShownWindow(of: view, scale: scale)
            }
            guard view.superview == nil else { throw ViewSnapshotError.notARootView }
            // A window that is not on screen is shown undecorated just for the rendering.
            return try GtkViewRendering.imageOffScreen(of: view, host: (view as? UIWindow)?.hostWindow(), scale: scale)
        } catch let error as SnapshotError {
            throw .rendering(error)
        } catch let error as ViewSnapshotError {
            throw error
        } catch {
            throw .rendering(.emptyRendering(widgetType: "\(type(of: view))"))
        }
    }

    /// Renders `view` and writes it as a PNG file (atomically).
    public static func writePNG(of view: UIView, to url: URL) throws {
        try image(of: view).writePNG(to: url)
    }
}
