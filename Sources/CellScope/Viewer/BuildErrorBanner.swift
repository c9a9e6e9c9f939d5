import CGtk
import Foundation
import GtkSupport

/// The red bar at the top of a watched viewer that shows why the last build failed (each error's
/// file, line, column and message) while the window keeps showing the last preview that built. It
/// is hidden until a build fails and hides again when a build succeeds.
@preconcurrency @MainActor
final class BuildErrorBanner {
    /// The bar (hidden while there is no error).
    let widget: WidgetPointer
    private let heading: WidgetPointer
    private let details: WidgetPointer

    init() {
        widget = Gtk.box(vertical: true, spacing: 4, classes: ["build-error-banner"])
        heading = Gtk.label("", classes: ["build-error-heading"], wrap: true)
        details = Gtk.label("", classes: ["build-error-details"], wrap: true)
        gtk_label_set_selectable(details.opaque, 1)
        Gtk.append(widget, heading, details)
        gtk_widget_set_visible(widget, 0)
    }

    /// Whether the bar is shown.
    var isShown: Bool { gtk_widget_get_visible(widget) != 0 }

    /// The text it shows (heading, then one line per error).
    var text: String { Gtk.text(of: heading) + "\n" + Gtk.text(of: details) }

    /// Shows a failed build's errors (at most eight; the heading counts them all), or `fallback`
    /// when the build output held no `file:line:column: error:` line.
    /// `heading` replaces the build's heading (a prototype file's error is no build's).
    func show(_ diagnostics: [BuildDiagnostic], fallback: String?, heading title: String? = nil) {
        let count = diagnostics.count
        let noun = count == 1 ? "1 error" : "\(count) errors"
        Gtk.setText(heading, title ?? (count == 0 ? "The build failed; showing the last preview that built."
                                                  : "The build failed with \(noun); showing the last preview that built."))
        var lines = diagnostics.prefix(8).map(\.description)
        if count > 8 { lines.append("… and \(count - 8) more") }
        if lines.isEmpty, let fallback { lines = [fallback] }
        Gtk.setText(details, lines.joined(separator: "\n"))
        gtk_widget_set_visible(widget, 1)
    }

    /// Hides the bar.
    func hide() {
        gtk_widget_set_visible(widget, 0)
    }
}
