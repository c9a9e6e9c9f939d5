import CGtk
import CGtkShim
import CellKit
import CellKitGTK
import Foundation
import GtkSupport

/// The live demo: the demo's real CellKit list, embedded in the window at the canvas width, with the
/// canvas traits on its root view; with a device, the device screen (its size, safe area and margins,
/// the status bar and home indicator drawn over it), the list scrolling inside it. Pointer and keyboard input go to the list itself; after each
/// click, key or scroll the canvas tells the viewer (which re-reads the inspected cell).
@preconcurrency @MainActor
final class LiveCanvas {
    /// The canvas area (a backdrop with the device frame centered in it).
    let widget: WidgetPointer
    /// The caption above the device frame ("375 pt · L · Light …").
    let caption: WidgetPointer
    /// The caption centered above the device frame, with room at its end for a button.
    let captionRow: WidgetPointer
    private let device: WidgetPointer
    /// Holds the demo's root widget, with a reference drawn over it (``ReferenceOverlay``).
    let referenceLayer: WidgetPointer
    /// Beside the device frame, at the same zoom: a reference shown side by side.
    let besideDevice: WidgetPointer
    private let scrolled: WidgetPointer
    private var rootWidget: WidgetPointer?
    /// The root view that carries the canvas traits; the list fills it.
    private(set) var root: UIView?
    /// The demo's list, or the list a screen demo shows now (after a push, the new screen's).
    var list: UICollectionView? {
        if screen != nil, let root { return ScreenHost.primaryList(in: root) }
        return shownList
    }
    private var shownList: UICollectionView?
    /// The screen's controller, for screen demos.
    private(set) var screen: UIViewController?
    private(set) var demo: PreviewDemo?
    /// The outline drawn around an element (a checks finding's), over the list.
    private var outlineView: UIView?
    private(set) var context = PreviewContext()
    /// The undo manager the demo's views and controllers find (a root view has no window to hold
    /// one); its changes are forgotten when a demo is shown afresh.
    let undoManager = UndoManager()
    /// Called (from the idle loop, once per burst of input) after the user interacted with the list.
    var onInteraction: (@MainActor () -> Void)?
    private var interactionPending = false

    init() {
        caption = Gtk.label("", classes: ["canvas-caption"], xalign: 0.5)
        device = Gtk.box(vertical: true, classes: ["canvas-device"])
        gtk_widget_set_overflow(device, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_vexpand(device, 1)
        referenceLayer = gtk_overlay_new()!
        gtk_widget_set_overflow(referenceLayer, GTK_OVERFLOW_HIDDEN)
        Gtk.append(device, referenceLayer)
        besideDevice = Gtk.box(vertical: true)
        gtk_widget_set_visible(besideDevice, 0)
        let row = Gtk.box(vertical: false, spacing: 16)
        Gtk.append(row, device, besideDevice)
        // The bin shows the device scaled (centered at its own width); the caption keeps its size.
        zoomBin = cgtk_zoom_bin_new()!
        cgtk_zoom_bin_set_child(zoomBin.opaque, row)
        gtk_widget_set_vexpand(zoomBin, 1)
        let stage = Gtk.box(vertical: true, spacing: 10, classes: ["canvas-stage"])
        captionRow = gtk_center_box_new()!
        gtk_center_box_set_center_widget(captionRow.opaque, caption)
        Gtk.append(stage, captionRow, zoomBin)
        let scrolled = Gtk.scrolled(stage, horizontal: GTK_POLICY_AUTOMATIC, vertical: GTK_POLICY_NEVER)
        gtk_widget_add_css_class(scrolled, "canvas-backdrop")
        gtk_widget_set_hexpand(scrolled, 1)
        gtk_widget_set_vexpand(scrolled, 1)
        widget = scrolled
        self.scrolled = scrolled
        observeInput(on: device)
        Signals.connect(zoomBin.raw, "notify::shown-zoom", object: { [weak self] _ in
            // From the bin's allocation: the viewer hears of it once the frame is laid out.
            MainLoop.schedule { [weak self] in
                guard let self else { return }
                onShownZoomChange?(shownZoom)
            }
        })
    }

    // MARK: Zoom

    /// The container that scales the device (``CanvasZoom``: a view transform only).
    let zoomBin: WidgetPointer
    /// The zoom asked for.
    private(set) var zoom = CanvasZoom.actualSize
    /// Called with the scale shown when it changes (a new zoom, or Fit after a resize).
    var onShownZoomChange: (@MainActor (Double) -> Void)?

    /// Shows the canvas at `zoom`; its points, layout and exports stay as they are.
    func setZoom(_ zoom: CanvasZoom) {
        self.zoom = zoom
        switch zoom {
        case .scale(let scale): cgtk_zoom_bin_set_zoom(zoomBin.opaque, scale)
        case .fit: cgtk_zoom_bin_set_fit(zoomBin.opaque, CanvasZoom.fitRange.lowerBound, CanvasZoom.fitRange.upperBound)
        }
    }

    /// The scale the canvas is shown at (after the last layout; for Fit, the scale it chose).
    var shownZoom: Double { cgtk_zoom_bin_get_shown_zoom(zoomBin.opaque) }

    /// The device frame (the widget the zoom scales).
    var deviceWidget: WidgetPointer { device }

    /// Shows a demo's list, built for `context`.
    func show(_ demo: PreviewDemo, context: PreviewContext) {
        if rootWidget != nil { gtk_overlay_set_child(referenceLayer.opaque, nil) }
        outlineView = nil
        let root = UIView(frame: CGRect(x: 0, y: 0, width: context.width, height: 600))
        undoManager.removeAllActions()
        root.host.undoManager = undoManager
        self.root = root
        self.demo = demo
        self.context = context
        applyTraits(context)
        DeviceScreen.configure(root, for: context)
        if let makeScreen = demo.makeScreen {
            let controller = makeScreen(context)
            ScreenHost.mount(controller, in: root)
            screen = controller
            shownList = nil
        } else {
            let list = demo.makeList(context)
            list.frame = root.bounds
            list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.addSubview(list)
            screen = nil
            shownList = list
        }
        list?.configurationStateOverridesByItem = [:]
        DeviceScreen.updateChrome(on: root, for: context)
        let embedded = GtkEmbedding.widget(for: root)
        gtk_overlay_set_child(referenceLayer.opaque, embedded)
        rootWidget = embedded
        sizeRootWidget(for: context)
        updateCaption()
        root.layoutIfNeeded()
    }

    /// Applies a new width and traits to the shown list; rows are measured again.
    func apply(_ context: PreviewContext) {
        guard let root, context != self.context else { return }
        let old = self.context
        self.context = context
        if context.device != old.device || context.orientation != old.orientation {
            if context.device == nil { DeviceScreen.clear(root) }
            DeviceScreen.configure(root, for: context)
            root.frame.size.width = context.width
            DeviceScreen.updateChrome(on: root, for: context)
            sizeRootWidget(for: context)
            GtkEmbedding.invalidateSize(of: root)
        } else if context.width != old.width {
            root.frame.size.width = context.width
            sizeRootWidget(for: context)
            GtkEmbedding.invalidateSize(of: root)
        }
        // As on iOS, the cells restyle themselves for the new traits and the list measures its
        // rows again; the data source is not asked for cells again.
        applyTraits(context)
        root.layoutIfNeeded()
        updateCaption()
    }

    private func applyTraits(_ context: PreviewContext) {
        guard let root else { return }
        context.apply(to: &root.traitOverrides)
        // The canvas is drawn at the window's scale, whatever the device's: hairlines stay one pixel.
        if context.device != nil, let rootWidget { root.traitOverrides.displayScale = CGFloat(gtk_widget_get_scale_factor(rootWidget)) }
        root.tintColor = context.tintColor
    }

    /// A free width follows the canvas area's height (at least 160 points); a device screen has its own
    /// size, and the canvas area scrolls when the window is shorter.
    private func sizeRootWidget(for context: PreviewContext) {
        guard let rootWidget else { return }
        if let size = context.screenSize {
            gtk_widget_set_size_request(rootWidget, Int32(size.width), Int32(size.height))
            gtk_widget_set_vexpand(rootWidget, 0)
            gtk_widget_set_valign(rootWidget, GTK_ALIGN_START)
            gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        } else {
            gtk_widget_set_size_request(rootWidget, Int32(context.width), 160)
            gtk_widget_set_vexpand(rootWidget, 1)
            gtk_widget_set_valign(rootWidget, GTK_ALIGN_FILL)
            gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        }
        applyTraits(context)
    }

    private func updateCaption() {
        var parts = [context.device.map { device in
            let size = device.size(in: context.orientation)
            return "\(device.name) \(context.orientation.rawValue) · \(ValueFormatting.number(size.width)) × \(ValueFormatting.number(size.height)) pt"
        } ?? "\(ValueFormatting.number(context.width)) pt", ContentSizeNames.name(of: context.contentSizeCategory),
                     context.userInterfaceStyle == .dark ? "Dark" : "Light",
                     context.layoutDirection == .rightToLeft ? "Right-to-left" : "Left-to-right"]
        if context.isBoldText { parts.append("Bold Text") }
        if context.isHighContrast { parts.append("Increased Contrast") }
        Gtk.setText(caption, parts.joined(separator: "  ·  "))
    }

    // MARK: Cells

    /// Forces `overrides` on the cell of `row` (nil: the cell follows its live state again) and
    /// regenerates it: the data source configures it afresh, then an update pass runs in the new states.
    func force(_ overrides: ConfigurationStateOverrides?, onRow row: Int) {
        guard let list, let indexPath = list.indexPath(forPreviewRow: row) else { return }
        list.configurationStateOverridesByItem = overrides.map { [indexPath: $0] } ?? [:]
        regenerate(row: row)
    }

    /// Re-runs the data source's configuration of a row's cell and its update pass.
    func regenerate(row: Int) {
        guard let list, let root, let indexPath = list.indexPath(forPreviewRow: row) else { return }
        list.reconfigureItems(at: [indexPath])
        list.cellForItem(at: indexPath)?.setNeedsUpdateConfiguration()
        root.layoutIfNeeded()
    }

    /// The realized cell of a row; unless `scrolling` is false, the list scrolls to a row that is
    /// not realized.
    func cell(forRow row: Int, scrolling: Bool = true) -> UICollectionViewCell? {
        guard let list, let root, let indexPath = list.indexPath(forPreviewRow: row) else { return nil }
        root.layoutIfNeeded()
        if let cell = list.cellForItem(at: indexPath) { return cell }
        guard scrolling else { return nil }
        list.scrollToItem(at: indexPath, at: .centeredVertically, animated: false)
        root.layoutIfNeeded()
        return list.cellForItem(at: indexPath)
    }

    /// Draws an outline around `rect` (root view coordinates) over the list; nil removes it. The outline
    /// does not follow scrolling: any input in the list removes it.
    func outline(_ rect: CGRect?) {
        outlineView?.removeFromSuperview()
        outlineView = nil
        guard let rect, let root else { return }
        let outline = UIView(frame: rect.insetBy(dx: -3, dy: -3))
        outline.isUserInteractionEnabled = false
        outline.backgroundColor = .clear
        outline.layer.borderColor = UIColor.systemRed.cgColor
        outline.layer.borderWidth = 2
        outline.layer.cornerRadius = 4
        root.addSubview(outline)
        outlineView = outline
        root.layoutIfNeeded()
    }

    /// Runs `body` (an export of the canvas) with what the viewer draws over the demo hidden: the
    /// outline of a finding and the lists' transient scroll indicators, which a screenshot of the app
    /// would not show either.
    func withoutOverlays<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard let root else { return try body() }
        let outline = outlineView
        outline?.isHidden = true
        defer { outline?.isHidden = false }
        hideScrollIndicators()
        root.layoutIfNeeded()
        return try body()
    }

    /// Hides the transient scroll indicators of every scroll view in the canvas (an export never shows them).
    func hideScrollIndicators() {
        func hide(in view: UIView) {
            (view as? UIScrollView)?.hideScrollIndicators()
            view.subviews.forEach(hide)
        }
        root.map(hide)
    }

    /// The first selected row of the live list.
    var selectedRow: Int? {
        guard let list, let first = list.indexPathsForSelectedItems?.first else { return nil }
        return list.previewRow(for: first)
    }

    // MARK: Input

    /// Watches clicks, keys and scrolls on their way to the list (capture phase, never consuming them).
    private func observeInput(on widget: WidgetPointer) {
        let legacy = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(legacy, GTK_PHASE_CAPTURE)
        Signals.connect(UnsafeMutableRawPointer(legacy), "event", event: { [weak self] event in
            guard let self, let event else { return false }
            switch gdk_event_get_event_type(OpaquePointer(event)) {
            case GDK_BUTTON_PRESS, GDK_TOUCH_BEGIN:
                followTaps()
            case GDK_BUTTON_RELEASE, GDK_TOUCH_END, GDK_KEY_RELEASE, GDK_SCROLL:
                interactionHappened()
            default:
                break
            }
            return false
        })
        gtk_widget_add_controller(widget, legacy)
    }

    /// The demo row the last tap ended on (the list reports it), until the viewer takes it.
    private var clickedRow: Int?
    /// The list whose taps `clickedRow` follows.
    private weak var followedList: UICollectionView?

    /// The row the last click (or touch) ended on, once: the viewer inspects the row a person
    /// clicked even when the click leaves it unselected (a settings row the page deselects, a
    /// switch in a row).
    func takeClickedRow() -> Int? {
        defer { clickedRow = nil }
        return clickedRow
    }

    /// Listens to the taps of the list shown now (a screen's list changes after a push), before a press
    /// reaches it.
    private func followTaps() {
        guard let list, list !== followedList else { return }
        followedList?.interactionCommitHandler = nil
        followedList = list
        list.interactionCommitHandler = { [weak self, weak list] commit in
            guard let self, let list, let item = commit.tappedItem else { return }
            clickedRow = list.previewRow(for: item)
        }
    }

    /// Tells the viewer once the current event has been handled by the list.
    func interactionHappened() {
        outline(nil)
        guard !interactionPending else { return }
        interactionPending = true
        MainLoop.schedule { [weak self] in
            guard let self else { return }
            interactionPending = false
            onInteraction?()
        }
    }
}
