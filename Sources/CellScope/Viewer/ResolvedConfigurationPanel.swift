import CGtk
import CellKit
import Foundation
import GtkSupport

/// Shows a cell's resolved configuration: one row per property with its value (colors with a
/// swatch), a badge for its provenance, and a highlight on the rows the last state change altered.
@preconcurrency @MainActor
final class ResolvedConfigurationPanel {
    private struct RowWidgets {
        let row: WidgetPointer
        let value: WidgetPointer
        let badge: WidgetPointer
        let swatchSlot: WidgetPointer
    }

    let widget: WidgetPointer
    private let heading: WidgetPointer
    /// One line naming what the state changed, so it is seen without scrolling.
    private let summary: WidgetPointer
    private let sectionsBox: WidgetPointer
    private var rows: [String: RowWidgets] = [:]
    private var shownKeys: [String] = []
    private var shownSections: [String] = []
    private var shownSwatches: [String: ResolvedColor?] = [:]
    /// What the panel shows now (tests read it).
    private(set) var configuration: ResolvedConfiguration?
    private(set) var highlightedKeys: Set<String> = []

    init() {
        heading = Gtk.label("", classes: ["resolved-caption", "dim-label"], wrap: true)
        sectionsBox = Gtk.box(vertical: true, spacing: 4)
        summary = Gtk.label("", classes: ["state-summary"], wrap: true)
        let legend = Gtk.box(vertical: false, spacing: 6, classes: ["legend"])
        for provenance in ResolvedProperty.Provenance.allCases {
            Gtk.append(legend, Gtk.label(provenance.rawValue, classes: ["provenance", provenance.cssClass], xalign: 0.5))
        }
        let changed = Gtk.label("changed just now", classes: ["legend-changed"], xalign: 0.5)
        Gtk.append(legend, changed)
        let box = Gtk.box(vertical: true, spacing: 6, classes: ["resolved-panel"])
        Gtk.append(box, Gtk.label("RESOLVED CONFIGURATION", classes: ["section-heading"]), heading, legend, summary, sectionsBox)
        widget = box
    }

    /// Shows `configuration`; `highlighted` keys get the "changed just now" highlight.
    func show(_ configuration: ResolvedConfiguration, highlighted: Set<String>, caption: String) {
        self.configuration = configuration
        highlightedKeys = highlighted
        Gtk.setText(heading, caption)
        let changed = configuration.properties.filter { $0.provenance == .changedByState }
        Gtk.setText(summary, changed.isEmpty
            ? "Nothing differs from the normal state."
            : "Changed by state: " + changed.map { "\($0.section) \($0.name.lowercased())" }.joined(separator: ", ") + ".")
        let keys = configuration.properties.map(\.key)
        if keys != shownKeys || configuration.sections != shownSections {
            rebuild(configuration)
        }
        for property in configuration.properties {
            guard let widgets = rows[property.key] else { continue }
            Gtk.setText(widgets.value, property.value)
            gtk_widget_set_tooltip_text(widgets.value, property.value)
            Gtk.setText(widgets.badge, property.provenance.rawValue)
            for provenance in ResolvedProperty.Provenance.allCases {
                Gtk.setClass(widgets.badge, provenance.cssClass, provenance == property.provenance)
            }
            Gtk.setClass(widgets.row, "changed", highlighted.contains(property.key))
            if shownSwatches[property.key] != .some(property.swatch) {
                Gtk.removeAllChildren(of: widgets.swatchSlot)
                if let swatch = property.swatch { Gtk.append(widgets.swatchSlot, Self.swatch(swatch)) }
                shownSwatches[property.key] = .some(property.swatch)
            }
        }
    }

    /// Shows a message instead of properties (no cell to inspect).
    func showUnavailable(_ message: String) {
        configuration = nil
        highlightedKeys = []
        Gtk.setText(heading, message)
        Gtk.setText(summary, "")
        Gtk.removeAllChildren(of: sectionsBox)
        rows = [:]
        shownKeys = []
        shownSections = []
        shownSwatches = [:]
    }

    /// The badge text shown for a property (tests read the GTK label itself).
    func badgeText(forKey key: String) -> String? {
        rows[key].map { Gtk.text(of: $0.badge) }
    }

    /// Whether a property's row carries the "changed just now" highlight.
    func isHighlighted(key: String) -> Bool {
        rows[key].map { gtk_widget_has_css_class($0.row, "changed") != 0 } ?? false
    }

    private func rebuild(_ configuration: ResolvedConfiguration) {
        Gtk.removeAllChildren(of: sectionsBox)
        rows = [:]
        shownSwatches = [:]
        for section in configuration.sections {
            Gtk.append(sectionsBox, Gtk.label(section.uppercased(), classes: ["subsection-heading"]))
            let list = Gtk.box(vertical: true, spacing: 0, classes: ["property-list"])
            for property in configuration.properties where property.section == section {
                let row = Gtk.box(vertical: false, spacing: 8, classes: ["prop-row"])
                let name = Gtk.label(property.name, classes: ["prop-name"])
                // A fixed column: ellipsizing with a tiny natural width makes the request the width.
                gtk_widget_set_size_request(name, 118, -1)
                gtk_label_set_ellipsize(name.opaque, PANGO_ELLIPSIZE_END)
                gtk_label_set_max_width_chars(name.opaque, 1)
                gtk_widget_set_tooltip_text(name, property.key)
                gtk_widget_set_valign(name, GTK_ALIGN_START)
                let swatchSlot = Gtk.box(vertical: false)
                gtk_widget_set_size_request(swatchSlot, 14, -1)
                gtk_widget_set_valign(swatchSlot, GTK_ALIGN_START)
                gtk_widget_set_margin_top(swatchSlot, 2)
                let value = Gtk.label("", classes: ["prop-value"], wrap: true)
                gtk_widget_set_hexpand(value, 1)
                gtk_widget_set_valign(value, GTK_ALIGN_START)
                let badge = Gtk.label("", classes: ["provenance"], xalign: 0.5)
                gtk_widget_set_size_request(badge, 100, -1)
                gtk_widget_set_valign(badge, GTK_ALIGN_START)
                Gtk.append(row, name, swatchSlot, value, badge)
                Gtk.append(list, row)
                rows[property.key] = RowWidgets(row: row, value: value, badge: badge, swatchSlot: swatchSlot)
            }
            Gtk.append(sectionsBox, list)
        }
        shownKeys = configuration.properties.map(\.key)
        shownSections = configuration.sections
    }

    /// A 14×14 swatch of a color, over a checkerboard so transparency shows, with a thin outline.
    static func swatch(_ color: ResolvedColor) -> WidgetPointer {
        let size = 14
        var image = PixelImage(width: size, height: size)
        for y in 0..<size {
            for x in 0..<size {
                let edge = x == 0 || y == 0 || x == size - 1 || y == size - 1
                let light: UInt8 = ((x / 4 + y / 4) % 2 == 0) ? 255 : 204
                let alpha = color.alpha
                func mix(_ channel: UInt8) -> UInt8 { UInt8((Double(channel) * alpha + Double(light) * (1 - alpha)).rounded()) }
                let i = (y * size + x) * 4
                if edge {
                    image.rgba[i] = 128; image.rgba[i + 1] = 128; image.rgba[i + 2] = 128; image.rgba[i + 3] = 160
                } else {
                    image.rgba[i] = mix(color.red); image.rgba[i + 1] = mix(color.green)
                    image.rgba[i + 2] = mix(color.blue); image.rgba[i + 3] = 255
                }
            }
        }
        // A GtkImage keeps its 14×14 size in rows of any height (a GtkPicture would grow with the row).
        let texture = Gtk.texture(image)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let swatch = gtk_image_new_from_paintable(texture)!
        gtk_image_set_pixel_size(swatch.opaque, Int32(size))
        gtk_widget_set_tooltip_text(swatch, color.hex)
        return swatch
    }
}
