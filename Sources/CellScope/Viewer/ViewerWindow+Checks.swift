import CGtk
import CellKit
import Foundation
import GtkSupport

extension ViewerWindow {
    /// Loads a finding's permutation into the inspector (its item, states, text size, appearance and
    /// contrast) and outlines the element it is about in the canvas.
    func loadFinding(_ finding: LintFinding) {
        guard finding.demo == demo.id, let row = demo.items.firstIndex(where: { $0.id == finding.item }) else {
            status("The finding is about “\(finding.item)”, which the demo “\(demo.title)” no longer shows.", isError: true)
            return
        }
        var new = context
        new.contentSizeCategory = ContentSizeNames.category(named: finding.size) ?? context.contentSizeCategory
        new.userInterfaceStyle = finding.appearance == "dark" ? .dark : .light
        new.isHighContrast = finding.contrast == "increased"
        setContext(new)
        inspect(row: row)
        let states = finding.states.compactMap { ForcedStates(named: $0, customStates: demo.customStates) }
            .reduce(ForcedStates()) { $0.union($1) }
        pin(states)
        select(tab: .inspector)
        let outlined = outlineElement(finding.element, onRow: row)
        status("Loaded \(finding.rule.rawValue) finding: \(ChecksPanel.placeDescription(of: finding))"
            + (outlined ? "; the \(finding.element) is outlined in the canvas." : "; the \(finding.element) is not shown now."),
            isError: !outlined)
    }

    /// Outlines the element with `role` in the cell of `row`; false when the cell or element is not shown.
    private func outlineElement(_ role: String, onRow row: Int) -> Bool {
        guard let cell = canvas.cell(forRow: row), let root = canvas.root,
              let element = cell.renderedElements(in: root).first(where: { $0.role == role })
        else { return false }
        canvas.outline(element.frame.union(element.contentRect))
        return true
    }
}
