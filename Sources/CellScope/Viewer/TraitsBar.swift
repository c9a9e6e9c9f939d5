import CGtk
import CellKit
import Foundation
import GtkSupport

/// The canvas controls: a device picker (free widths and device screens) with an orientation toggle,
/// Dynamic Type size (a slider with the twelve named stops), light/dark,
/// direction, Bold Text, Increase Contrast and the tint color. Every control is a plain GTK widget,
/// reachable with Tab; in a narrow window the groups wrap onto a second line.
@preconcurrency @MainActor
final class TraitsBar {
    /// The free canvas widths on offer (no device): phone widths, a sidebar column and a tablet.
    static let widths: [(points: CGFloat, label: String)] = [
        (320, "320 sidebar"), (375, "375 phone"), (393, "393 phone"), (430, "430 phone"), (768, "768 tablet"),
    ]
    /// The tint colors on offer.
    static let tints: [(name: String, color: UIColor?)] = [
        ("Blue", nil), ("Red", .systemRed), ("Orange", .systemOrange), ("Green", .systemGreen),
        ("Teal", .systemTeal), ("Indigo", .systemIndigo), ("Purple", .systemPurple), ("Pink", .systemPink),
    ]

    let widget: WidgetPointer
    /// The device picker: the free widths, then the device presets (``CanvasChoice``).
    let devicePicker: WidgetPointer
    /// Landscape (on) or portrait; only a device turns.
    let landscapeToggle: WidgetPointer
    /// The Dynamic Type slider (a `GtkScale` from 0 = XS to 11 = AX5).
    let sizeScale: WidgetPointer
    let sizeLabel: WidgetPointer
    let darkToggle: WidgetPointer
    let rightToLeftToggle: WidgetPointer
    let boldTextToggle: WidgetPointer
    let contrastToggle: WidgetPointer
    let tintDropDown: WidgetPointer
    private let textSizeGroup: WidgetPointer
    /// The flow box of the groups (``ReflowingBox``: wrapping, safe from GTK's flow box faults).
    private let bar: ReflowingBox
    private let choices: [CanvasChoice]
    private(set) var context: PreviewContext
    private var isUpdating = false
    /// Called with the new context when the user changes a control.
    var onChange: (@MainActor (PreviewContext) -> Void)?

    init(context: PreviewContext) {
        self.context = context
        let choices = CanvasChoice.choices(showing: context)
        self.choices = choices
        var weakSelf: (() -> TraitsBar?) = { nil }
        func changed(_ change: @escaping @MainActor (inout PreviewContext) -> Void) -> @MainActor () -> Void {
            { weakSelf()?.userChanged(change) }
        }
        devicePicker = Gtk.dropDown(choices.map(\.label), selected: CanvasChoice.index(of: context, in: choices) ?? 1,
                                    tooltip: "A free canvas width (layout margins follow it: 16 pt, or 20 pt from 400 pt), or a device "
                                        + "screen with its size, safe area, margins, status bar and home indicator") { index in
            changed { $0 = choices[index].applied(to: $0) }()
        }
        landscapeToggle = Gtk.toggleButton("", tooltip: "Landscape: turn the device (a device screen only)") { on in
            changed { $0.orientation = on ? .landscape : .portrait }()
        }
        // An icon keeps the bar as wide as the width menu left it (the window's default width).
        gtk_button_set_icon_name(landscapeToggle.cast(), "object-rotate-right-symbolic")
        sizeScale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, Double(ContentSizeNames.all.count - 1), 1)!
        gtk_scale_set_draw_value(sizeScale.cast(), 0)
        gtk_range_set_round_digits(sizeScale.cast(), 0)
        gtk_range_set_increments(sizeScale.cast(), 1, 1)
        for (index, size) in ContentSizeNames.all.enumerated() {
            // Every stop gets a tick; a few get their name, so the names never collide.
            gtk_scale_add_mark(sizeScale.cast(), Double(index), GTK_POS_BOTTOM, ["XS", "L", "AX1", "AX5"].contains(size.name) ? size.name : nil)
        }
        // Narrow at least (the window must fit a laptop screen), wider when the bar has room.
        gtk_widget_set_size_request(sizeScale, 120, -1)
        gtk_widget_set_hexpand(sizeScale, 1)
        gtk_widget_add_css_class(sizeScale, "size-scale")
        gtk_widget_set_tooltip_text(sizeScale, "Dynamic Type size (Ctrl+Alt+= larger, Ctrl+Alt+- smaller, Ctrl+Alt+0 Large)")
        sizeLabel = Gtk.label("", classes: ["size-label"])
        // Room for "Large (L)" and its neighbours; the accessibility sizes take a little more.
        gtk_label_set_width_chars(sizeLabel.opaque, 9)
        darkToggle = Gtk.toggleButton("_Dark", tooltip: "Dark appearance (Ctrl+D)") { on in changed { $0.userInterfaceStyle = on ? .dark : .light }() }
        rightToLeftToggle = Gtk.toggleButton("_RTL", tooltip: "Right-to-left layout (Ctrl+R)") { on in
            changed { $0.layoutDirection = on ? .rightToLeft : .leftToRight }()
        }
        boldTextToggle = Gtk.toggleButton("_Bold Text", tooltip: "Bold Text (Ctrl+B)") { on in changed { $0.isBoldText = on }() }
        contrastToggle = Gtk.toggleButton("Increase _Contrast", tooltip: "Increase Contrast (Ctrl+Shift+C)") { on in
            changed { $0.isHighContrast = on }()
        }
        let tints = Self.tints
        tintDropDown = Gtk.dropDown(tints.map(\.name), selected: 0, tooltip: "Tint color of the canvas (system blue by default)") { index in
            changed { $0.tintColor = tints[index].color }()
        }

        // The groups stand on one line in a wide window and wrap onto more in a narrow one.
        let bar = ReflowingBox { flowBox in
            gtk_flow_box_set_selection_mode(flowBox.opaque, GTK_SELECTION_NONE)
            gtk_flow_box_set_homogeneous(flowBox.opaque, 0)
            gtk_flow_box_set_max_children_per_line(flowBox.opaque, 8)
            gtk_flow_box_set_column_spacing(flowBox.opaque, 6)
            gtk_flow_box_set_row_spacing(flowBox.opaque, 6)
        }
        gtk_widget_add_css_class(bar.widget, "traits-bar")
        let group = Self.group
        let toggles = Gtk.box(vertical: false, classes: ["linked"])
        Gtk.append(toggles, darkToggle, rightToLeftToggle, boldTextToggle, contrastToggle)
        gtk_widget_set_valign(toggles, GTK_ALIGN_CENTER)
        textSizeGroup = group("Text size", sizeScale, sizeLabel)
        bar.setChildren([group("Device", devicePicker, landscapeToggle), textSizeGroup, toggles, group("Tint", tintDropDown)])
        Self.skipSlotsInFocusChain(of: bar.flowBox)
        self.bar = bar
        widget = bar.widget

        weakSelf = { [weak self] in self }
        Signals.connect(sizeScale.raw, "value-changed") { [weak self] in
            guard let self, !isUpdating else { return }
            let index = Int(gtk_range_get_value(sizeScale.cast()).rounded())
            let category = ContentSizeNames.all[max(0, min(ContentSizeNames.all.count - 1, index))].category
            guard category != context.contentSizeCategory else { return }
            userChanged { $0.contentSizeCategory = category }
        }
        show(context)
    }

    /// A titled group of controls, side by side.
    private static func group(_ title: String?, _ children: WidgetPointer...) -> WidgetPointer {
        let box = Gtk.box(vertical: false, spacing: 4)
        if let title {
            let label = Gtk.label(title, classes: ["traits-title"])
            gtk_widget_set_valign(label, GTK_ALIGN_CENTER)
            Gtk.append(box, label)
        }
        for child in children {
            gtk_widget_set_valign(child, GTK_ALIGN_CENTER)
            Gtk.append(box, child)
        }
        return box
    }

    /// Adds a control after the text size (the viewer's zoom, which is no canvas trait), where a
    /// narrow window still shows it on the first line; `title` labels it unless it speaks for itself.
    func addGroup(_ title: String?, _ control: WidgetPointer) {
        let position = Self.children(of: bar.flowBox).firstIndex { gtk_flow_box_child_get_child($0.cast()) == textSizeGroup } ?? 1
        gtk_flow_box_insert(bar.flowBox.opaque, Self.group(title, control), Int32(position + 1))
        Self.skipSlotsInFocusChain(of: bar.flowBox)
    }

    /// How many lines the groups take now (1 when the window is wide enough).
    var lineCount: Int {
        Set(Self.children(of: bar.flowBox).filter { gtk_widget_get_visible($0) != 0 }.map { slot in
            var origin = graphene_point_t()
            var zero = graphene_point_t()
            _ = gtk_widget_compute_point(slot, bar.flowBox, &zero, &origin)
            return Int(origin.y)
        }).count
    }

    /// The flow box's slots around the groups take no focus: Tab goes from control to control.
    private static func skipSlotsInFocusChain(of flowBox: WidgetPointer) {
        for slot in children(of: flowBox) { gtk_widget_set_focusable(slot, 0) }
    }

    private static func children(of widget: WidgetPointer) -> [WidgetPointer] {
        var children: [WidgetPointer] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            children.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return children
    }

    private func userChanged(_ change: (inout PreviewContext) -> Void) {
        guard !isUpdating else { return }
        var context = self.context
        change(&context)
        guard context != self.context else { return }
        self.context = context
        gtk_widget_set_sensitive(landscapeToggle, context.device == nil ? 0 : 1)
        updateSizeLabel()
        onChange?(context)
    }

    /// Shows `context` in the controls without reporting a change.
    func show(_ context: PreviewContext) {
        isUpdating = true
        defer { isUpdating = false }
        self.context = context
        if let index = CanvasChoice.index(of: context, in: choices) {
            gtk_drop_down_set_selected(devicePicker.opaque, guint(index))
        }
        gtk_toggle_button_set_active(landscapeToggle.cast(), context.orientation == .landscape ? 1 : 0)
        gtk_widget_set_sensitive(landscapeToggle, context.device == nil ? 0 : 1)
        let sizeIndex = ContentSizeNames.all.firstIndex { $0.category == context.contentSizeCategory } ?? 3
        gtk_range_set_value(sizeScale.cast(), Double(sizeIndex))
        gtk_toggle_button_set_active(darkToggle.cast(), context.userInterfaceStyle == .dark ? 1 : 0)
        gtk_toggle_button_set_active(rightToLeftToggle.cast(), context.layoutDirection == .rightToLeft ? 1 : 0)
        gtk_toggle_button_set_active(boldTextToggle.cast(), context.isBoldText ? 1 : 0)
        gtk_toggle_button_set_active(contrastToggle.cast(), context.isHighContrast ? 1 : 0)
        let tintIndex = Self.tints.firstIndex { $0.color == context.tintColor } ?? 0
        gtk_drop_down_set_selected(tintDropDown.opaque, guint(tintIndex))
        updateSizeLabel()
    }

    private func updateSizeLabel() {
        Gtk.setText(sizeLabel, Self.sizeDescription(context.contentSizeCategory))
    }

    /// "Large (L)", "Accessibility 3 (AX3)".
    static func sizeDescription(_ category: UIContentSizeCategory) -> String {
        let names = ["Extra Small", "Small", "Medium", "Large", "Extra Large", "XX Large", "XXX Large",
                     "Accessibility 1", "Accessibility 2", "Accessibility 3", "Accessibility 4", "Accessibility 5"]
        guard let index = ContentSizeNames.all.firstIndex(where: { $0.category == category }) else { return "?" }
        return "\(names[index]) (\(ContentSizeNames.all[index].name))"
    }
}
