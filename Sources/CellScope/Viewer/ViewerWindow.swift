import CGtk
import CellKit
import Foundation
import GtkSupport

/// The tabs of the viewer.
enum ViewerTab: String, CaseIterable, Sendable {
    case inspector, matrix, strip, checks

    var title: String {
        switch self {
        case .inspector: "Inspector"
        case .matrix: "State matrix"
        case .strip: "Dynamic Type strip"
        case .checks: "Checks"
        }
    }
}

/// What the viewer opens with.
struct ViewerOptions {
    var demoID: String?
    var itemID: String?
    var tab = ViewerTab.inspector
    /// Forces the viewer's own look and the canvas appearance (nil: follow the desktop).
    var appearance: UIUserInterfaceStyle?
    /// The canvas context to start with (its appearance is replaced by `appearance` when set).
    var context = PreviewContext()
    /// States pinned on the inspected cell at start.
    var states: ForcedStates?
    /// What the matrix's columns show.
    var matrixColumns = MatrixPanel.Columns.sizes
    /// Findings the Checks tab accepts and does not list (`--lint-config FILE`).
    var lintConfig = LintConfig()
    var windowWidth = 1440
    var windowHeight = 900
}

/// The viewer window.
///
/// ```
/// GtkWindow
/// ├─ GtkHeaderBar: app title · GtkStackSwitcher (Inspector | State matrix | Dynamic Type strip | Checks) · Reset Demo · Save View… · Export… · Shortcuts (an icon)
/// └─ GtkBox (vertical)
///    ├─ BuildErrorBanner (hidden unless a watched build failed)
///    ├─ GtkBox (horizontal)
///    │  ├─ DemoSidebar (GtkListBox of demos)
///    │  └─ GtkBox (vertical)
///    │     ├─ TraitsBar (width, text size slider, ZoomControl, dark, RTL, bold, contrast, tint)
///    │     └─ GtkStack
///    │        ├─ inspector: ReferenceOverlayBar (while the canvas has a reference) above LiveCanvas (the real
///    │        │  list, scaled by the zoom, its reference over or beside it) │ InspectorColumns (StateInspector │
///    │        │  ResolvedConfigurationPanel, stacked when narrow)
///    │        ├─ matrix: MatrixPanel
///    │        ├─ strip: StripPanel
///    │        └─ checks: ChecksPanel (lint's findings for the demo)
///    └─ status bar: GtkLabel · the invisible 1×1 hosts of OffscreenRenderer and of the checks
/// ```
@preconcurrency @MainActor
final class ViewerWindow {
    /// The demos; a prototype file's demo is replaced in it when the file is saved.
    var catalog: PreviewCatalog
    let windowRef = WindowRef()
    var window: WidgetPointer { Gtk.widget(windowRef.window) }
    let sidebar: DemoSidebar
    let traitsBar: TraitsBar
    let canvas = LiveCanvas()
    let zoomControl = ZoomControl()
    /// The reference PNG compared with the canvas, and its bar.
    lazy var referenceOverlay = ReferenceOverlay(canvas: canvas)
    private var referenceDrop: ReferenceDropTarget?
    let stateInspector = StateInspector()
    let resolvedPanel = ResolvedConfigurationPanel()
    /// The state inspector and the resolved configuration: side by side, or stacked in a narrow window.
    let inspectorColumns: InspectorColumns
    let renderer = OffscreenRenderer()
    let matrix: MatrixPanel
    let strip: StripPanel
    let checks = ViewerChecks()
    let stack: WidgetPointer
    let statusLabel: WidgetPointer
    let titleLabel: WidgetPointer
    /// The bar that shows a failed build's errors (only `cellscope watch` shows it).
    let buildErrorBanner = BuildErrorBanner()
    private(set) var shortcuts: ViewerShortcuts?
    let export = ViewerExport()
    let probe = NormalStateProbe()
    private var desktopSettings: GObjectRef?

    var demoIndex = 0
    var context: PreviewContext
    var inspectedRow = 0
    /// The states pinned on the inspected cell (nil: it follows its live state).
    var pinned: ForcedStates?
    /// The states the inspector shows now.
    var shownStates = ForcedStates()
    var lastResolved: ResolvedConfiguration?
    /// The live list's selected row when the user last interacted with it.
    var lastLiveSelection: Int?
    /// The resolved-configuration keys the last state change altered.
    var highlightedKeys: Set<String> = []
    /// Tells the status line about each change the demo records with its undo manager.
    var undoObserver: NSObjectProtocol?
    /// Called when the user closes the window.
    var onClose: (@MainActor () -> Void)?

    var demo: PreviewDemo { catalog.demos[demoIndex] }
    var item: PreviewItem { demo.items[inspectedRow] }

    init(catalog: PreviewCatalog, options: ViewerOptions) {
        precondition(!catalog.demos.isEmpty, "the viewer needs at least one demo")
        self.catalog = catalog
        ViewerStyle.install()
        Self.nameApplication()
        if let appearance = options.appearance {
            DesktopAppearance.apply(dark: appearance == .dark)
        } else {
            desktopSettings = DesktopAppearance.follow()
        }
        checks.config = options.lintConfig
        var context = options.context
        if let appearance = options.appearance { context.userInterfaceStyle = appearance }
        self.context = context
        sidebar = DemoSidebar(catalog: catalog)
        traitsBar = TraitsBar(context: context)
        traitsBar.addGroup(nil, zoomControl.widget)
        matrix = MatrixPanel(renderer: renderer, queue: RenderQueue(renderer: renderer))
        strip = StripPanel(renderer: renderer, queue: RenderQueue(renderer: renderer))
        stack = gtk_stack_new()!
        inspectorColumns = InspectorColumns(states: stateInspector.widget, configuration: resolvedPanel.widget)
        statusLabel = Gtk.label("", classes: ["status-text"])
        titleLabel = Gtk.label("CellScope", classes: ["app-title"])
        buildLayout(width: options.windowWidth, height: options.windowHeight)
        connectComponents()
        shortcuts = ViewerShortcuts(window: window) { [weak self] action in self?.perform(action) }

        let demoIndex = options.demoID.flatMap { id in catalog.demos.firstIndex { $0.id == id } } ?? 0
        let row = options.itemID.flatMap { id in catalog.demos[demoIndex].items.firstIndex { $0.id == id } } ?? 0
        selectDemo(demoIndex, row: row)
        if let states = options.states { pin(states) }
        matrix.setColumns(options.matrixColumns)
        select(tab: options.tab)
    }

    private func buildLayout(width: Int, height: Int) {
        gtk_window_set_title(windowRef.window, "CellScope")
        gtk_window_set_default_size(windowRef.window, Int32(width), Int32(height))
        let header = gtk_header_bar_new()!
        let switcher = gtk_stack_switcher_new()!
        gtk_stack_switcher_set_stack(switcher.opaque, stack.opaque)
        gtk_header_bar_set_title_widget(header.opaque, switcher)
        gtk_header_bar_pack_start(header.opaque, titleLabel)
        // An icon, as GNOME applications show it, keeps the header bar narrow enough for a laptop screen.
        let shortcutsButton = Gtk.button("", tooltip: "Keyboard shortcuts (F1 or Ctrl+?)") { [weak self] in
            self?.shortcuts?.showShortcutsWindow()
        }
        gtk_button_set_icon_name(shortcutsButton.cast(), "input-keyboard-symbolic")
        setAccessibleLabel(shortcutsButton, "Shortcuts")
        let exportButton = Gtk.button("Export…", tooltip: "Save the current view as a PNG (Ctrl+E)") { [weak self] in
            self?.exportCurrentTab()
        }
        gtk_widget_add_css_class(exportButton, "suggested-action")
        let saveViewButton = Gtk.button("Save View…", tooltip: "Save what the canvas shows, to reopen it with view --open (Ctrl+S)") { [weak self] in
            self?.saveView()
        }
        let resetButton = Gtk.button("Reset Demo", tooltip: "Restore the demo's data as when it was opened (Ctrl+Shift+R)") { [weak self] in
            self?.resetDemo()
        }
        gtk_header_bar_pack_end(header.opaque, shortcutsButton)
        gtk_header_bar_pack_end(header.opaque, exportButton)
        gtk_header_bar_pack_end(header.opaque, saveViewButton)
        gtk_header_bar_pack_end(header.opaque, resetButton)
        gtk_window_set_titlebar(windowRef.window, header)

        let canvasPane = Gtk.box(vertical: true)
        gtk_widget_set_hexpand(canvasPane, 1)
        Gtk.append(canvasPane, referenceOverlay.bar.widget, canvas.widget)
        let compareButton = Gtk.button("Compare…", tooltip: "Compare with Reference…: a PNG to compare the canvas with (Ctrl+Shift+O, or drop a PNG on the canvas)",
                                       classes: ["flat", "compare-button"]) { [weak self] in
            self?.openReferenceDialog()
        }
        gtk_center_box_set_end_widget(canvas.captionRow.opaque, compareButton)
        let inspectorPage = Gtk.box(vertical: false)
        Gtk.append(inspectorPage, canvasPane, inspectorColumns.widget)
        inspectorColumns.fit(windowWidth: Int32(width))
        Signals.connect(window.raw, "notify::default-width", object: { [weak self] _ in self?.followWindowWidth() })

        gtk_stack_set_transition_type(stack.opaque, GTK_STACK_TRANSITION_TYPE_NONE)
        for (tab, page) in [(ViewerTab.inspector, inspectorPage), (.matrix, matrix.widget), (.strip, strip.widget),
                                  (.checks, checks.panel.widget)] {
            gtk_stack_add_titled(stack.opaque, page, tab.rawValue, tab.title)
        }
        gtk_widget_set_vexpand(stack, 1)
        gtk_widget_set_hexpand(stack, 1)

        let main = Gtk.box(vertical: true)
        Gtk.append(main, traitsBar.widget, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!, stack)
        let body = Gtk.box(vertical: false)
        gtk_widget_set_vexpand(body, 1)
        Gtk.append(body, sidebar.widget, gtk_separator_new(GTK_ORIENTATION_VERTICAL)!, main)
        sidebar.onTabOut = { forward in
            gtk_widget_child_focus(forward ? main : header, forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD) != 0
        }

        let statusBar = Gtk.box(vertical: false, spacing: 8, classes: ["statusbar"])
        gtk_widget_set_hexpand(statusLabel, 1)
        gtk_label_set_ellipsize(statusLabel.opaque, PANGO_ELLIPSIZE_MIDDLE)
        Gtk.append(statusBar, statusLabel, renderer.widget, checks.host.widget)
        let root = Gtk.box(vertical: true)
        Gtk.append(root, buildErrorBanner.widget, body, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!, statusBar)
        gtk_window_set_child(windowRef.window, root)
    }

    private func connectComponents() {
        sidebar.onSelect = { [weak self] index in self?.selectDemo(index) }
        traitsBar.onChange = { [weak self] context in self?.setContext(context, fromControls: true) }
        canvas.onInteraction = { [weak self] in self?.liveInteraction() }
        undoObserver = observeDemoChanges()
        canvas.onShownZoomChange = { [weak self] shown in self?.showZoom(shown: shown) }
        referenceOverlay.bar.onMode = { [weak self] mode in self?.setReferenceMode(mode) }
        referenceOverlay.bar.onOpacity = { [weak self] opacity in self?.setReferenceOpacity(opacity) }
        referenceOverlay.bar.onClear = { [weak self] in self?.clearReference() }
        referenceDrop = ReferenceDropTarget(on: canvas.widget) { [weak self] url in self?.openReference(at: url) }
        zoomControl.onChoose = { [weak self] zoom in self?.setZoom(zoom) }
        stateInspector.onToggle = { [weak self] states, on in self?.setState(states, on) }
        stateInspector.onFollowLive = { [weak self] in self?.pin(nil) }
        stateInspector.onItemChosen = { [weak self] row in self?.inspect(row: row) }
        matrix.onTileActivated = { [weak self] states, context in self?.loadCombination(states, context: context) }
        matrix.onExport = { [weak self] in self?.exportCurrentTab() }
        matrix.onStatus = { [weak self] text in self?.status(text, isError: true) }
        strip.onExport = { [weak self] in self?.exportCurrentTab() }
        strip.onStatus = { [weak self] text in self?.status(text, isError: true) }
        checks.panel.onFindingActivated = { [weak self] finding in self?.loadFinding(finding) }
        checks.onStatus = { [weak self] text, isError in self?.status(text, isError: isError) }
        // Progress does not hide an error the status line shows (an export the run's start cancelled).
        checks.onProgress = { [weak self] text in
            guard let self, gtk_widget_has_css_class(statusLabel, "status-error") == 0 else { return }
            status(text)
        }
        checks.onTileFindings = { [weak self] findings in
            self?.matrix.findings = findings
            self?.strip.findings = findings
        }
        Signals.connect(stack.raw, "notify::visible-child-name", object: { [weak self] _ in self?.tabChanged() })
        // A free width's canvas is as tall as the window: its comparison with a reference follows a resize.
        for size in ["notify::default-width", "notify::default-height", "notify::maximized"] {
            Signals.connect(window.raw, size, object: { [weak self] _ in self?.scheduleReferenceComparison() })
        }
        Signals.connectReturningBool(window.raw, "close-request") { [weak self] in
            gtk_widget_set_visible(self?.window, 0)
            self?.onClose?()
            return true
        }
    }

    /// Names the program and the application once for GLib. The save dialog records exported
    /// files as recently used under the program's name and command: without an application name
    /// GTK refuses with a warning, and without a program name the record has no command and GLib's
    /// writer fails a critical assertion when it saves the list.
    private static func nameApplication() {
        guard !isApplicationNamed else { return }
        isApplicationNamed = true
        if g_get_prgname() == nil {
            g_set_prgname(CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "cellscope")
        }
        g_set_application_name("CellScope")
    }

    private static var isApplicationNamed = false

    /// Stacks the inspector's columns or sets them side by side for the window's width (GTK keeps
    /// the default width up to date as the window is resized).
    private func followWindowWidth() {
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(windowRef.window, &width, &height)
        if width > 0 { inspectorColumns.fit(windowWidth: width) }
    }

    /// Shows the window.
    func present() {
        gtk_window_present(windowRef.window)
    }

    /// The tab shown now.
    var currentTab: ViewerTab {
        gtk_stack_get_visible_child_name(stack.opaque).flatMap { ViewerTab(rawValue: String(cString: $0)) } ?? .inspector
    }

    /// Shows a tab.
    func select(tab: ViewerTab) {
        gtk_stack_set_visible_child_name(stack.opaque, tab.rawValue)
        tabChanged()
    }

    private func tabChanged() {
        let tab = currentTab
        matrix.isActive = tab == .matrix
        strip.isActive = tab == .strip
        checks.isActive = tab == .checks
    }

    /// Shows a message in the status line.
    func status(_ text: String, isError: Bool = false) {
        Gtk.setText(statusLabel, text)
        Gtk.setClass(statusLabel, "status-error", isError)
        gtk_widget_set_tooltip_text(statusLabel, text)
    }

    /// Closes the window's dialogs and the window.
    func close() {
        undoObserver.map(NotificationCenter.default.removeObserver)
        undoObserver = nil
        shortcuts?.destroy()
        export.close()
        gtk_window_destroy(windowRef.window)
    }
}
