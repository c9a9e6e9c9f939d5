import CGtk
import CellKit
import Foundation
import GtkSupport

/// The Checks tab: what `cellscope lint` finds in the current demo (every item, every combination
/// of the matrix's default states, twelve text sizes, light and dark, Increase Contrast off and on,
/// on the canvas's width, direction and Bold Text), filled in as the checks run. Activating a
/// finding (a click, or Enter) loads its permutation into the inspector.
@preconcurrency @MainActor
final class ChecksPanel {
    let widget: WidgetPointer
    /// The summary line: progress while checking, then the count of findings.
    let summaryLabel: WidgetPointer
    let list: WidgetPointer
    /// Whether notes (`info` findings: contrast in disabled states, which WCAG exempts) are listed.
    let notesToggle: WidgetPointer
    /// The finding of each row, in row order (nil: an item's heading).
    private(set) var rowFindings: [LintFinding?] = []
    private var shown: (report: LintReport, demo: PreviewDemo)?
    /// The user activated a finding.
    var onFindingActivated: (@MainActor (LintFinding) -> Void)?

    init() {
        summaryLabel = Gtk.label("", classes: ["checks-summary"], wrap: true)
        list = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(list.opaque, GTK_SELECTION_SINGLE)
        gtk_list_box_set_activate_on_single_click(list.opaque, 1)
        gtk_widget_add_css_class(list, "checks-list")
        let scrolled = Gtk.scrolled(list, horizontal: GTK_POLICY_NEVER)
        gtk_widget_set_vexpand(scrolled, 1)
        notesToggle = gtk_check_button_new_with_mnemonic("Show _notes (disabled states, which WCAG exempts)")!
        let header = Gtk.box(vertical: false, spacing: 12, classes: ["panel-controls"])
        gtk_widget_set_hexpand(summaryLabel, 1)
        Gtk.append(header, summaryLabel, notesToggle)
        let box = Gtk.box(vertical: true, classes: ["checks-panel"])
        Gtk.append(box, header, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!, scrolled)
        widget = box
        Signals.connect(list.raw, "row-activated", object: { [weak self] row in
            guard let self, let row else { return }
            let index = Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self)))
            if rowFindings.indices.contains(index), let finding = rowFindings[index] { onFindingActivated?(finding) }
        })
        Signals.connect(notesToggle.raw, "toggled") { [weak self] in
            guard let self, let shown else { return }
            show(shown.report, demo: shown.demo)
        }
    }

    /// The findings listed now, in row order.
    var findings: [LintFinding] { rowFindings.compactMap { $0 } }

    /// Shows progress while a demo is checked.
    func showProgress(demo: PreviewDemo, done: Int, total: Int) {
        Gtk.setText(summaryLabel, "Checking “\(demo.title)”: \(done * 100 / max(total, 1)) % of the permutations…")
    }

    /// Shows a finished report: one row per finding, errors first within each item.
    func show(_ report: LintReport, demo: PreviewDemo) {
        shown = (report, demo)
        Gtk.removeAllChildren(of: list)
        rowFindings = []
        let showsNotes = gtk_check_button_get_active(notesToggle.cast()) != 0
        var lastItem: String?
        for finding in report.findings where showsNotes || finding.severity != .info {
            if finding.item != lastItem {
                lastItem = finding.item
                let title = demo.items.first { $0.id == finding.item }?.title ?? finding.item
                append(Gtk.label(title.uppercased(), classes: ["section-heading", "finding-item"]), finding: nil)
            }
            append(row(for: finding, demo: demo), finding: finding)
        }
        let count = { (severity: LintFinding.Severity) in report.findings.filter { $0.severity == severity }.count }
        var summary = report.findings.isEmpty
            ? "No findings in \(report.checked) permutations of “\(demo.title)”."
            : "\(count(.error)) errors, \(count(.warning)) warnings, \(count(.info)) notes in \(report.checked) permutations "
                + "of “\(demo.title)”. Click a finding to load it into the inspector."
        if !report.accepted.isEmpty { summary += " \(report.accepted.count) more are accepted by the lint config." }
        Gtk.setText(summaryLabel, summary)
    }

    /// Shows why the checks could not run.
    func showFailure(_ message: String) {
        Gtk.removeAllChildren(of: list)
        rowFindings = []
        shown = nil
        Gtk.setText(summaryLabel, message)
    }

    /// Appends a row; a heading (no finding) can be neither selected nor activated.
    private func append(_ child: WidgetPointer, finding: LintFinding?) {
        gtk_list_box_append(list.opaque, child)
        rowFindings.append(finding)
        if finding == nil, let row = gtk_widget_get_parent(child) {
            gtk_list_box_row_set_activatable(row.cast(), 0)
            gtk_list_box_row_set_selectable(row.cast(), 0)
        }
    }

    private func row(for finding: LintFinding, demo: PreviewDemo) -> WidgetPointer {
        let badge = Gtk.label(finding.severity.rawValue, classes: ["finding-severity", "finding-\(finding.severity.rawValue)"])
        gtk_widget_set_valign(badge, GTK_ALIGN_START)
        let title = Gtk.label("\(finding.rule.rawValue) · \(finding.element)", classes: ["finding-title"], wrap: true)
        let place = ChecksPanel.placeDescription(of: finding)
        let detail = Gtk.label("\(place)\n\(finding.message) — measured \(finding.measured), needs \(finding.required)",
                               classes: ["finding-detail"], wrap: true)
        let text = Gtk.box(vertical: true, spacing: 2)
        gtk_widget_set_hexpand(text, 1)
        Gtk.append(text, title, detail)
        let row = Gtk.box(vertical: false, spacing: 10, classes: ["finding-row"])
        Gtk.append(row, badge, text)
        return row
    }

    /// "selected, highlighted · AX3 · dark · increased contrast".
    static func placeDescription(of finding: LintFinding) -> String {
        [finding.states.isEmpty ? "normal" : finding.states.joined(separator: ", "), finding.size, finding.appearance,
         finding.contrast == "increased" ? "increased contrast" : "normal contrast"].joined(separator: " · ")
    }
}
