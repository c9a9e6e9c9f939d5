import CGtk
import CellKit
import Foundation
import GtkSupport

/// The Dynamic Type strip: the whole demo, or the inspected cell in its current states, at all twelve
/// text sizes side by side, with the canvas's other traits.
@preconcurrency @MainActor
final class StripPanel {
    enum Subject: Int { case demo = 0, cell = 1 }

    private struct Key: Equatable {
        let demoID: String
        let subject: Subject
        let itemID: String
        let states: ForcedStates
        let base: PreviewContext
        let zoom: Double
    }

    static let zooms: [Double] = [0.5, 0.75, 1]

    let widget: WidgetPointer
    private(set) var subjectDropDown: WidgetPointer!
    private(set) var exportButton: WidgetPointer!
    private let stripBox: ReflowingBox
    private(set) var results: [Result<PixelImage, any Error>?] = []
    private var slots: [WidgetPointer] = []
    private(set) var subject = Subject.demo
    private var zoom = 0.5
    private var demo: PreviewDemo?
    private var item: PreviewItem?
    private var states = ForcedStates()
    private var base = PreviewContext()
    private var shownKey: Key?
    private let queue: RenderQueue
    private let renderer: OffscreenRenderer

    var onExport: (@MainActor () -> Void)?
    var onStatus: (@MainActor (String) -> Void)?
    /// Whether the tab is shown; images render only then.
    var isActive = false { didSet { if isActive { rebuildIfNeeded() } } }

    init(renderer: OffscreenRenderer, queue: RenderQueue) {
        self.renderer = renderer
        self.queue = queue
        // A flow box: the twelve sizes side by side, wrapping onto more lines when the window is narrow.
        stripBox = ReflowingBox { flowBox in
            gtk_flow_box_set_selection_mode(flowBox.opaque, GTK_SELECTION_NONE)
            gtk_flow_box_set_max_children_per_line(flowBox.opaque, guint(ContentSizeNames.all.count))
            gtk_flow_box_set_column_spacing(flowBox.opaque, 16)
            gtk_flow_box_set_row_spacing(flowBox.opaque, 20)
            gtk_widget_set_valign(flowBox, GTK_ALIGN_START)
            gtk_widget_add_css_class(flowBox, "strip")
        }
        let box = Gtk.box(vertical: true, classes: ["panel"])
        widget = box
        subjectDropDown = Gtk.dropDown(["Whole demo", "Inspected cell"], selected: 0, tooltip: "What the strip shows") { [weak self] index in
            self?.subject = Subject(rawValue: index) ?? .demo
            self?.rebuildIfNeeded()
        }
        let zoomDropDown = Gtk.dropDown(Self.zooms.map { "Zoom \(Int($0 * 100))%" }, selected: 0, tooltip: "Zoom") { [weak self] index in
            self?.zoom = Self.zooms[index]
            self?.rebuildIfNeeded()
        }
        exportButton = Gtk.button("_Export strip…", tooltip: "Save the strip as one PNG (Ctrl+E)") { [weak self] in self?.onExport?() }
        let controls = Gtk.box(vertical: false, spacing: 8, classes: ["panel-controls"])
        let spacer = Gtk.box(vertical: false)
        gtk_widget_set_hexpand(spacer, 1)
        Gtk.append(controls, subjectDropDown, zoomDropDown, spacer, exportButton)
        let scrolled = Gtk.scrolled(stripBox.widget, horizontal: GTK_POLICY_NEVER)
        gtk_widget_set_vexpand(scrolled, 1)
        gtk_widget_add_css_class(scrolled, "canvas-backdrop")
        Gtk.append(box, controls, scrolled)
    }

    /// Sets what the strip shows.
    func show(demo: PreviewDemo, item: PreviewItem, states: ForcedStates, base: PreviewContext) {
        self.demo = demo
        self.item = item
        self.states = states
        self.base = base
        if isActive {
            rebuildIfNeeded()
        } else if wantedKey != shownKey {
            // A hidden strip stops rendering what is no longer asked for; it renders again when shown.
            queue.cancelAll()
            shownKey = nil
        }
    }

    private var wantedKey: Key? {
        guard let demo, let item else { return nil }
        var base = self.base
        base.contentSizeCategory = .large
        return Key(demoID: demo.id, subject: subject, itemID: subject == .cell ? item.id : "",
                   states: subject == .cell ? states : ForcedStates(), base: base, zoom: zoom)
    }

    private func rebuildIfNeeded() {
        guard isActive, let key = wantedKey, key != shownKey else { return }
        rebuild(key)
    }

    private func rebuild(_ key: Key) {
        guard let demo, let item else { return }
        shownKey = key
        queue.cancelAll()
        slots = []
        var columns: [WidgetPointer] = []
        results = Array(repeating: nil, count: ContentSizeNames.all.count)
        let subject = key.subject, states = key.states, base = self.base
        for (index, size) in ContentSizeNames.all.enumerated() {
            let column = Gtk.box(vertical: true, spacing: 6, classes: ["strip-column"])
            let title = Gtk.label(TraitsBar.sizeDescription(size.category), classes: ["matrix-header"], xalign: 0)
            let slot = Gtk.box(vertical: true)
            Gtk.append(slot, TileWidgets.placeholder(width: Int(base.width), height: 120, scale: zoom))
            Gtk.append(column, title, slot)
            gtk_widget_set_valign(column, GTK_ALIGN_START)
            columns.append(column)
            slots.append(slot)
            let context = { var context = base; context.contentSizeCategory = size.category; return context }()
            queue.enqueue({ [renderer] in
                try StripSheet.prepare(demo, item: subject == .demo ? nil : item, states: states, context: context, renderer: renderer)
            }, completion: { [weak self] result in
                self?.rendered(result, index: index)
            })
        }
        stripBox.setChildren(columns)
    }

    /// The Checks tab's findings by permutation: a cell's images with one carry a badge.
    var findings: TileFindings? {
        didSet {
            for (index, result) in results.enumerated() {
                if let result, index < slots.count { show(result, index: index) }
            }
        }
    }

    private func show(_ result: Result<PixelImage, any Error>, index: Int) {
        Gtk.removeAllChildren(of: slots[index])
        let content = TileWidgets.content(for: result, tileWidth: Int(base.width), scale: zoom)
        var severity: LintFinding.Severity?
        if subject == .cell, let demo, let item, let findings {
            var context = base
            context.contentSizeCategory = ContentSizeNames.all[index].category
            severity = findings.severity(demo: demo, item: item, states: states, context: context)
        }
        Gtk.append(slots[index], TileWidgets.badged(content, severity: severity))
    }

    private func rendered(_ result: Result<PixelImage, any Error>, index: Int) {
        guard index < slots.count else { return }
        results[index] = result
        show(result, index: index)
        if case .failure(let error) = result { onStatus?("The strip could not render \(ContentSizeNames.all[index].name): \(error)") }
    }

    /// Renders every missing image now.
    func finishRendering() {
        if let key = wantedKey, key != shownKey { rebuild(key) }
        queue.finishAll()
    }

    /// The strip as one sheet: the twelve renderings side by side under their size names.
    func composeSheet() throws -> ImageSheet {
        finishRendering()
        let tiles = results.map { $0 ?? .failure(PreviewRenderer.Failure(description: "not rendered")) }
        return try StripSheet.compose(tiles, sizes: ContentSizeNames.all.map(\.category), tileWidth: Int(base.width), renderer: renderer)
    }
}
