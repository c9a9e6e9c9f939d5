import CGtk
import CellKit
import Foundation
import GtkSupport

/// The inspector's cell and state controls: which item is inspected, and a switch for every system
/// state and every custom state the demo declares. While no switch was touched the switches follow the
/// cell's live state; touching one pins the cell to exactly the switches' states until "Follow live
/// state" releases it.
@preconcurrency @MainActor
final class StateInspector {
    /// Readable names of the system states.
    static let systemTitles: [String: String] = [
        "disabled": "Disabled", "highlighted": "Highlighted", "selected": "Selected", "focused": "Focused",
        "editing": "Editing", "expanded": "Expanded", "swiped": "Swiped", "reordering": "Reordering",
        "lifting": "Lifting (drag)", "dragging": "Dragging", "drop-target": "Drop target",
        "drop-not-targeted": "Drop, not targeted",
    ]

    let widget: WidgetPointer
    private let itemSlot: WidgetPointer
    private(set) var itemDropDown: WidgetPointer?
    private let switchBox: WidgetPointer
    /// The switches by state name.
    private(set) var switches: [String: WidgetPointer] = [:]
    /// The state each switch forces, by state name.
    private var switchStates: [String: ForcedStates] = [:]
    let modeLabel: WidgetPointer
    let followLiveButton: WidgetPointer
    private var isUpdating = false
    /// The row the item list shows (GtkDropDown may repeat a notification for it).
    private var shownRow = 0

    /// A switch changed: the state it forces and its new value.
    var onToggle: (@MainActor (ForcedStates, Bool) -> Void)?
    /// The user asked to release the pinned states.
    var onFollowLive: (@MainActor () -> Void)?
    /// The user picked another item (its row).
    var onItemChosen: (@MainActor (Int) -> Void)?

    init() {
        itemSlot = Gtk.box(vertical: false, spacing: 8)
        switchBox = Gtk.box(vertical: true, spacing: 6)
        modeLabel = Gtk.label("", classes: ["state-mode"], wrap: true)
        gtk_widget_set_hexpand(modeLabel, 1)
        followLiveButton = Gtk.button("Follow _live state", tooltip: "Let the cell follow the list's own state again (Ctrl+L)") {}
        let statesHeader = Gtk.box(vertical: false, spacing: 8)
        let statesTitle = Gtk.label("STATES", classes: ["section-heading"])
        gtk_widget_set_hexpand(statesTitle, 1)
        Gtk.append(statesHeader, statesTitle, followLiveButton)
        let box = Gtk.box(vertical: true, spacing: 8, classes: ["state-inspector"])
        Gtk.append(box, Gtk.label("INSPECTED CELL", classes: ["section-heading"]), itemSlot, statesHeader, modeLabel, switchBox)
        widget = box
        Signals.connect(followLiveButton.raw, "clicked") { [weak self] in self?.onFollowLive?() }
    }

    /// Builds the item list and the switches for a demo.
    func load(_ demo: PreviewDemo) {
        Gtk.removeAllChildren(of: itemSlot)
        shownRow = 0
        let dropDown = Gtk.dropDown(demo.items.map(\.title), selected: 0, tooltip: "The inspected item") { [weak self] index in
            guard let self, !isUpdating, index != shownRow else { return }
            shownRow = index
            onItemChosen?(index)
        }
        gtk_widget_set_hexpand(dropDown, 1)
        Gtk.append(itemSlot, dropDown)
        itemDropDown = dropDown

        Gtk.removeAllChildren(of: switchBox)
        switches = [:]
        switchStates = [:]
        Gtk.append(switchBox, grid(for: ForcedStates.systemStateNames.map {
            ($0.name, Self.systemTitles[$0.name] ?? $0.name, ForcedStates($0.state))
        }))
        if !demo.customStates.isEmpty {
            Gtk.append(switchBox, Gtk.label("CUSTOM STATES", classes: ["subsection-heading"]))
            Gtk.append(switchBox, grid(for: demo.customStates.map { ($0.name, $0.name, ForcedStates(customStates: [$0.key])) }))
        }
    }

    /// A column of labelled switches.
    private func grid(for states: [(name: String, title: String, forced: ForcedStates)]) -> WidgetPointer {
        let grid = gtk_grid_new()!
        gtk_grid_set_column_spacing(grid.cast(), 10)
        gtk_grid_set_row_spacing(grid.cast(), 4)
        for (index, state) in states.enumerated() {
            let row = Gtk.box(vertical: false, spacing: 8, classes: ["state-row"])
            let label = Gtk.label(state.title, classes: ["state-name"])
            gtk_widget_set_hexpand(label, 1)
            gtk_label_set_ellipsize(label.opaque, PANGO_ELLIPSIZE_END)
            let toggle = gtk_switch_new()!
            gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
            gtk_widget_set_tooltip_text(toggle, "Force “\(state.name)” on the inspected cell")
            setAccessibleLabel(toggle, state.title)
            let forced = state.forced
            Signals.connect(toggle.raw, "notify::active", object: { [weak self, toggle] _ in
                guard let self, !isUpdating else { return }
                onToggle?(forced, gtk_switch_get_active(toggle.opaque) != 0)
            })
            Gtk.append(row, label, toggle)
            gtk_widget_set_hexpand(row, 1)
            gtk_grid_attach(grid.cast(), row, 0, Int32(index), 1, 1)
            switches[state.name] = toggle
            switchStates[state.name] = forced
        }
        return grid
    }

    /// Shows the inspected row and its states without reporting changes.
    func show(row: Int, selection: ForcedStates, pinned: Bool) {
        isUpdating = true
        defer { isUpdating = false }
        shownRow = row
        if let itemDropDown { gtk_drop_down_set_selected(itemDropDown.opaque, guint(max(0, row))) }
        for (name, toggle) in switches {
            let isOn = switchStates[name].map { selection.union($0) == selection } ?? false
            gtk_switch_set_active(toggle.opaque, isOn ? 1 : 0)
        }
        Gtk.setText(modeLabel, pinned
            ? "Pinned: the cell shows exactly these states, whatever happens in the list."
            : "Live: the switches follow the cell; flip one to pin the cell to these states.")
        Gtk.setClass(modeLabel, "pinned", pinned)
        gtk_widget_set_sensitive(followLiveButton, pinned ? 1 : 0)
    }
}

/// Sets a widget's accessible label (what screen readers say for a switch next to a text).
@preconcurrency @MainActor
func setAccessibleLabel(_ widget: WidgetPointer, _ label: String) {
    var value = GValue()
    g_value_init(&value, g_type_from_name("gchararray"))  // G_TYPE_STRING, a macro Swift cannot import
    g_value_set_string(&value, label)
    var property = GTK_ACCESSIBLE_PROPERTY_LABEL
    gtk_accessible_update_property_value(OpaquePointer(widget), 1, &property, &value)
    g_value_unset(&value)
}
