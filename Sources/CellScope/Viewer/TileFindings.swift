import CGtk
import CellKit
import Foundation
import GtkSupport

/// The worst lint finding of each checked permutation of a demo, for the badges of matrix and strip
/// tiles: an item in exact states at one text size, appearance and contrast. Notes (`info`) and what
/// the lint config accepts carry no badge.
struct TileFindings {
    private struct Key: Hashable {
        let item: String
        let states: [String]
        let size: String
        let appearance: String
        let contrast: String
    }

    /// The demo the findings are about.
    let demoID: String
    private var worst: [Key: LintFinding.Severity] = [:]

    /// The findings of every permutation a finished session checked.
    init(demoID: String, checks: [LintSession.Checked], config: LintConfig) {
        self.demoID = demoID
        for checked in checks {
            let size = ContentSizeNames.name(of: checked.size)
            let place = checked.place
            for observation in checked.observations where observation.severity != .info {
                let finding = LintFinding(demo: place.demo, item: place.item, rule: observation.rule, severity: observation.severity,
                                          states: place.states, size: size, appearance: place.appearance, contrast: place.contrast,
                                          element: observation.element, measured: observation.measured,
                                          required: observation.required, message: observation.message)
                guard config.reason(accepting: finding) == nil else { continue }
                let key = Key(item: place.item, states: place.states, size: size, appearance: place.appearance, contrast: place.contrast)
                worst[key] = min(worst[key] ?? observation.severity, observation.severity)
            }
        }
    }

    /// The worst finding of `item` in exactly `states` at `context` (nil: none, or not checked).
    func severity(demo: PreviewDemo, item: PreviewItem, states: ForcedStates, context: PreviewContext) -> LintFinding.Severity? {
        guard demo.id == demoID else { return nil }
        return worst[Key(item: item.id, states: states.names(customStates: demo.customStates),
                         size: ContentSizeNames.name(of: context.contentSizeCategory),
                         appearance: context.userInterfaceStyle == .dark ? "dark" : "light",
                         contrast: context.isHighContrast ? "increased" : "normal")]
    }
}

extension TileWidgets {
    /// `content` with a badge in its top trailing corner when `severity` is an error or a warning.
    static func badged(_ content: WidgetPointer, severity: LintFinding.Severity?) -> WidgetPointer {
        guard let severity, severity != .info else { return content }
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(overlay.opaque, content)
        let badge = Gtk.label("!", classes: ["tile-badge", "finding-\(severity.rawValue)"], xalign: 0.5)
        gtk_widget_set_halign(badge, GTK_ALIGN_END)
        gtk_widget_set_valign(badge, GTK_ALIGN_START)
        gtk_widget_set_tooltip_text(badge, "Lint finds \(severity == .error ? "an error" : "a warning") here: see the Checks tab")
        gtk_overlay_add_overlay(overlay.opaque, badge)
        return overlay
    }
}
