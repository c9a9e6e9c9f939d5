import CGtk
import CellKit
import Foundation
import GtkSupport

/// The Checks tab: what `cellscope lint` finds in the current demo (every item, every combination
/// of the matrix's default states, twelve text sizes, light and dark, Increase Contrast off and on,
/// on the canvas's width, direction and Bold Text), filled in as the checks run. Activating a
/// finding (a click, or Enter) loads its permutation into the inspector.
///
/// The findings are a `GtkListView`, which makes widgets only for the rows on screen: a demo can
/// have well over a thousand findings, and a list box of that many wrapping labels took seconds to
/// lay out whenever the window did.
@preconcurrency @MainActor
final class ChecksPanel {
    let widget: WidgetPointer
    /// The summary line: progress while checking, then the count of findings.
    let summaryLabel: WidgetPointer
    /// The `GtkListView` of findings, under a heading per item.
    let list: WidgetPointer
    /// Whether notes (`info` findings: contrast in disabled states, which WCAG exempts) are listed.
    let notesToggle: WidgetPointer
    /// What one row of the list shows.
    enum Row {
        /// An item's heading, with the item's title.
        case heading(String)
        case finding(LintFinding)

        var finding: LintFinding? {
            if case .finding(let finding) = self { return finding }
            return nil
        }
    }

    /// What each row shows, in row order.
    private(set) var rowContents: [Row] = []
    /// The list's model: one (empty) string per row; what a row shows comes from ``rowContents``.
    private let rows: OpaquePointer
    /// The row widgets bound now, by row.
    private var boundRows: [Int: WidgetPointer] = [:]
    private var shown: (report: LintReport, demo: PreviewDemo)?
    /// The user activated a finding.
    var onFindingActivated: (@MainActor (LintFinding) -> Void)?

    init() {
        summaryLabel = Gtk.label("", classes: ["checks-summary"], wrap: true)
        rows = gtk_string_list_new(nil)
        let selection = gtk_single_selection_new(rows)!
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        let factory = gtk_signal_list_item_factory_new()!
        // The list view owns the selection (which owns the model) and the factory.
        list = gtk_list_view_new(selection, factory)!
        gtk_list_view_set_single_click_activate(list.opaque, 1)
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
        Signals.connect(UnsafeMutableRawPointer(factory), "setup", object: { item in
            guard let item else { return }
            gtk_list_item_set_child(OpaquePointer(item), FindingRow().widget)
        })
        Signals.connect(UnsafeMutableRawPointer(factory), "bind", object: { [weak self] item in
            guard let self, let item else { return }
            bind(OpaquePointer(item))
        })
        Signals.connect(UnsafeMutableRawPointer(factory), "unbind", object: { [weak self] item in
            guard let self, let child = item.flatMap({ gtk_list_item_get_child(OpaquePointer($0)) }) else { return }
            boundRows = boundRows.filter { $0.value != child }
        })
        Signals.connect(list.raw, "activate", position: { [weak self] position in
            guard let self, rowContents.indices.contains(Int(position)), let finding = rowContents[Int(position)].finding else { return }
            onFindingActivated?(finding)
        })
        Signals.connect(notesToggle.raw, "toggled") { [weak self] in
            guard let self, let shown else { return }
            show(shown.report, demo: shown.demo)
        }
    }

    /// The findings listed now, in row order.
    var findings: [LintFinding] { rowContents.compactMap(\.finding) }

    /// How many rows the list has (findings and item headings).
    var rowCount: Int { Int(g_list_model_get_n_items(rows)) }

    /// Scrolls the list to `row` and returns its widget once GTK has made it (nil: no such row).
    func rowWidget(at row: Int) -> WidgetPointer? {
        guard row >= 0, row < rowCount else { return nil }
        gtk_widget_activate_action_variant(list, "list.scroll-to-item", g_variant_new_uint32(UInt32(row)))
        MainLoop.iterate(until: { self.boundRows[row] != nil && gtk_widget_get_mapped(self.boundRows[row]!) != 0 }, timeout: 5)
        // The scroll and the rows' sizes take effect in the next frame's layout.
        Snapshotter.waitForDraw(list)
        return boundRows[row]
    }

    /// Empties the list for a new run on `demo`: the rows of an earlier report (another demo's, or
    /// another canvas's) are not left under a summary that names this one.
    func showChecking(_ demo: PreviewDemo) {
        shown = nil
        setRows([])
        showProgress(demo: demo, done: 0, total: 1)
    }

    /// Shows progress while a demo is checked, with the findings counted so far when known.
    func showProgress(demo: PreviewDemo, done: Int, total: Int, findingsSoFar: Int? = nil) {
        Gtk.setText(summaryLabel, Self.progressText(demo: demo, done: done, total: total, findingsSoFar: findingsSoFar))
    }

    /// "Checking “Settings”: 40 % of the permutations, 12 findings so far…"
    static func progressText(demo: PreviewDemo, done: Int, total: Int, findingsSoFar: Int?) -> String {
        var text = "Checking “\(demo.title)”: \(done * 100 / max(total, 1)) % of the permutations"
        if let findingsSoFar { text += ", \(findingsSoFar) finding\(findingsSoFar == 1 ? "" : "s") so far" }
        return text + "…"
    }

    /// Shows a finished report: one row per finding, errors first within each item.
    func show(_ report: LintReport, demo: PreviewDemo) {
        shown = (report, demo)
        let showsNotes = gtk_check_button_get_active(notesToggle.cast()) != 0
        var contents: [Row] = []
        var lastItem: String?
        for finding in report.findings where showsNotes || finding.severity != .info {
            if finding.item != lastItem {
                lastItem = finding.item
                contents.append(.heading(demo.items.first { $0.id == finding.item }?.title ?? finding.item))
            }
            contents.append(.finding(finding))
        }
        setRows(contents)
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
        setRows([])
        shown = nil
        Gtk.setText(summaryLabel, message)
    }

    /// Replaces the list's rows, scrolled back to the top (GTK 4.8's list view warns when its
    /// scroll position is past the end of fewer rows).
    private func setRows(_ contents: [Row]) {
        if let scroll = gtk_scrollable_get_vadjustment(list.opaque) { gtk_adjustment_set_value(scroll, 0) }
        rowContents = contents
        let empty = strdup("")
        defer { free(empty) }
        var additions = [UnsafePointer<CChar>?](repeating: UnsafePointer(empty), count: contents.count) + [nil]
        gtk_string_list_splice(rows, 0, UInt32(rowCount), &additions)
    }

    /// Shows row `item`'s finding or heading in its widgets; a heading can be neither selected nor
    /// activated.
    private func bind(_ item: OpaquePointer) {
        let position = Int(gtk_list_item_get_position(item))
        guard let child = gtk_list_item_get_child(item), rowContents.indices.contains(position) else { return }
        let row = FindingRow(reading: child)
        switch rowContents[position] {
        case .heading(let title): row.showHeading(title)
        case .finding(let finding): row.show(finding)
        }
        let isFinding: gboolean = rowContents[position].finding == nil ? 0 : 1
        gtk_list_item_set_activatable(item, isFinding)
        gtk_list_item_set_selectable(item, isFinding)
        boundRows[position] = child
    }

    /// "selected, highlighted · AX3 · dark · increased contrast".
    static func placeDescription(of finding: LintFinding) -> String {
        [finding.states.isEmpty ? "normal" : finding.states.joined(separator: ", "), finding.size, finding.appearance,
         finding.contrast == "increased" ? "increased contrast" : "normal contrast"].joined(separator: " · ")
    }
}
