import CGtk
import Foundation
import GtkSupport

/// The widgets of one row of the Checks list, made once by the list's factory and shown again for
/// whichever finding or item heading the row is bound to: a severity badge, then the rule and
/// element over where it was found and over what was measured.
///
/// Each line is one label that ends in an ellipsis when it does not fit (the row's tooltip has the
/// whole text): wrapping labels would make GTK lay the text out again for every width it tries, for
/// each of the rows the list keeps ready.
@preconcurrency @MainActor
struct FindingRow {
    /// The row's top widget (the list item's child).
    let widget: WidgetPointer
    private let badge: WidgetPointer
    private let title: WidgetPointer
    private let place: WidgetPointer
    private let message: WidgetPointer

    /// New, empty row widgets.
    init() {
        badge = Gtk.label("", classes: ["finding-severity"])
        gtk_widget_set_valign(badge, GTK_ALIGN_START)
        title = Self.line()
        place = Self.line(classes: ["finding-detail"])
        message = Self.line(classes: ["finding-detail"])
        let text = Gtk.box(vertical: true, spacing: 2)
        gtk_widget_set_hexpand(text, 1)
        Gtk.append(text, title, place, message)
        widget = Gtk.box(vertical: false, spacing: 10)
        Gtk.append(widget, badge, text)
    }

    /// The row widgets `widget` (made by ``init()``) holds.
    init(reading widget: WidgetPointer) {
        self.widget = widget
        badge = gtk_widget_get_first_child(widget)!
        let text = gtk_widget_get_next_sibling(badge)!
        title = gtk_widget_get_first_child(text)!
        place = gtk_widget_get_next_sibling(title)!
        message = gtk_widget_get_next_sibling(place)!
    }

    private static func line(classes: [String] = []) -> WidgetPointer {
        let label = Gtk.label("", classes: classes)
        gtk_label_set_ellipsize(label.opaque, PANGO_ELLIPSIZE_END)
        gtk_label_set_single_line_mode(label.opaque, 1)
        return label
    }

    /// Shows an item's heading: its title in capitals, no badge, no detail.
    func showHeading(_ itemTitle: String) {
        setKind(isHeading: true)
        Gtk.setText(title, itemTitle.uppercased())
        gtk_widget_set_tooltip_text(widget, nil)
    }

    /// Shows a finding.
    func show(_ finding: LintFinding) {
        setKind(isHeading: false)
        for severity in LintFinding.Severity.allCases {
            Gtk.setClass(badge, "finding-\(severity.rawValue)", severity == finding.severity)
        }
        Gtk.setText(badge, finding.severity.rawValue)
        let lines = ["\(finding.rule.rawValue) · \(finding.element)", ChecksPanel.placeDescription(of: finding),
                     "\(finding.message) — measured \(finding.measured), needs \(finding.required)"]
        for (label, text) in zip([title, place, message], lines) { Gtk.setText(label, text) }
        gtk_widget_set_tooltip_text(widget, lines.joined(separator: "\n"))
    }

    private func setKind(isHeading: Bool) {
        Gtk.setClass(widget, "finding-item", isHeading)
        Gtk.setClass(widget, "finding-row", !isHeading)
        Gtk.setClass(title, "section-heading", isHeading)
        Gtk.setClass(title, "finding-title", !isHeading)
        for widget in [badge, place, message] { gtk_widget_set_visible(widget, isHeading ? 0 : 1) }
    }
}
