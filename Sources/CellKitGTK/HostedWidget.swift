import CGtk
import CGtkShim
import CellKitCore
import Foundation
import GtkSupport

/// A GTK widget shown inside a view's own widget, where GTK gives what CellKit would otherwise
/// have to reimplement: real text editing (`GtkText`, `GtkTextView`) with the keyboard, the
/// caret, selection, clipboard and input methods.
///
/// The view owns it and decides its frame (in the view's bounds coordinates); the view's backing
/// places and draws it after the view's own content, below the subviews. Its colors and font
/// follow the view through `style(css:)`, a style provider of this widget alone.
@preconcurrency @MainActor
final class HostedWidget {
    /// The widget (owned).
    let widget: GObjectRef
    /// The backing that shows it (set by `ViewBacking.host(_:)`).
    weak var backing: ViewBacking?
    private var provider: GObjectRef?
    private var css = ""

    /// Takes ownership of a newly created (floating) widget.
    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = GObjectRef(taking: UnsafeMutableRawPointer(widget))
    }

    var gtkWidget: UnsafeMutablePointer<GtkWidget> { widget.cast() }

    /// Where the widget goes, in the view's bounds coordinates.
    var frame: CGRect = .zero {
        didSet { if oldValue != frame { backing?.requestLayout() } }
    }

    /// Whether the widget is shown.
    var isVisible: Bool {
        get { gtk_widget_get_visible(gtkWidget) != 0 }
        set { gtk_widget_set_visible(gtkWidget, newValue ? 1 : 0) }
    }

    /// Replaces the widget's own style sheet (for caret, selection and background colors that
    /// have no widget API); unchanged sheets cost nothing.
    func style(css newCSS: String) {
        guard newCSS != css else { return }
        css = newCSS
        if provider == nil {
            let created = gtk_css_provider_new()!
            provider = GObjectRef(taking: UnsafeMutableRawPointer(created))
            gtk_style_context_add_provider(gtk_widget_get_style_context(gtkWidget), OpaquePointer(created),
                                           UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
        }
        gtk_css_provider_load_from_data(provider!.cast(), newCSS, -1)
    }

    /// Gives a child of the widget the same style sheet (GTK style providers of a widget do not
    /// reach its children).
    func shareStyle(with child: UnsafeMutablePointer<GtkWidget>) {
        guard let provider else { return }
        gtk_style_context_add_provider(gtk_widget_get_style_context(child), provider.opaque,
                                       UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
    }

    /// The CSS color for an RGBA.
    static func css(_ color: RGBA) -> String {
        func byte(_ value: CGFloat) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return "rgba(\(byte(color.red)),\(byte(color.green)),\(byte(color.blue)),\(String(format: "%.3f", Double(color.alpha))))"
    }
}
