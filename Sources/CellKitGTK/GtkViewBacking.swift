import CGtk
import CGtkShim
import CellKitCore
import Foundation
import GtkSupport

/// The GTK implementation of `ViewBacking`: the GTK widget that shows a `UIView`, created when the
/// view first joins a window or is rendered (`materialize(_:)`).
///
/// The widget is a `CgtkHostWidget` whose measure, allocation and snapshot call back here: GTK
/// allocates only the root view of a tree (its window decides that size); below it, Swift frames
/// are the truth and each child widget is placed at its view's frame. Drawing follows Core
/// Animation's order: clip (if the layer masks to bounds), background, the view's own content,
/// subviews, then the border on top.
///
/// Views that take input (controls, scroll views, lists) ask for it when their backing loads
/// (`addPressInput(for:)`, `addScrollInput(for:)`, `addListInput(for:)`, which attach GTK event
/// controllers to `gtkWidget`); the viewer embeds widgets through CellKit's `GtkEmbedding`.
@MainActor
final class GtkViewBacking: ViewBacking {
    /// The host widget (owned).
    let widget: GObjectRef
    /// The view (weak: a view released off the main actor runs its isolated deinit later, and GTK
    /// may still lay out or draw the widget in between; then the callbacks do nothing).
    private weak var view: (any BackedView)?

    private init(view: any BackedView) {
        GtkRuntime.requireStarted()
        self.view = view
        widget = GObjectRef(taking: UnsafeMutableRawPointer(cgtk_host_widget_new()))
        var delegate = CgtkHostWidgetDelegate(measure: measureCallback, allocate: allocateCallback, snapshot: snapshotCallback)
        cgtk_host_widget_set_delegate(hostWidget, &delegate, Unmanaged.passUnretained(self).toOpaque())
    }

    /// The view's backing, creating it (and its subtree's) on first use.
    static func materialize(_ view: any BackedView) -> GtkViewBacking {
        if let existing = view.backing {
            guard let gtk = existing as? GtkViewBacking else { preconditionFailure("a view has a backing of another backend") }
            return gtk
        }
        let backing = GtkViewBacking(view: view)
        view.backing = backing
        backing.updateVisibility()
        backing.updateTargeting()
        for subview in view.backedSubviews { backing.adoptChild(subview) }
        AccessibilityBridge.didMaterialize(view)
        view.didLoadBacking(backing)
        return backing
    }

    var gtkWidget: UnsafeMutablePointer<GtkWidget> { widget.cast() }
    /// The pop-up menu open from this view, if any: a GTK child that is not a subview, positioned
    /// by this widget's allocation.
    var menuPopover: MenuPopover? {
        didSet { requestLayout() }
    }
    /// Another popover the view opened (a date picker's calendar), positioned the same way.
    var anchoredPopover: (any AnchoredPopover)? {
        didSet { requestLayout() }
    }
    private var hostWidget: OpaquePointer { OpaquePointer(widget.pointer) }
    /// GTK widgets the view shows inside itself (a text field's editable text), placed at the
    /// frames the view gives them, drawn after the view's own content and below its subviews.
    private(set) var hostedWidgets: [HostedWidget] = []

    /// Shows `hosted` inside the view's widget (see `hostedWidgets`).
    func host(_ hosted: HostedWidget) {
        gtk_widget_set_parent(hosted.gtkWidget, gtkWidget)
        if let first = gtk_widget_get_first_child(gtkWidget), first != hosted.gtkWidget {
            gtk_widget_insert_before(hosted.gtkWidget, gtkWidget, first)
        }
        hostedWidgets.append(hosted)
        hosted.backing = self
        requestLayout()
    }

    /// Sends the view's accessibility description to the widget's `GtkAccessible`.
    func updateAccessibility() {
        guard let view else { return }
        AccessibilityBridge.update(view)
    }

    /// Stops forwarding callbacks; called when the view goes away.
    func detach() {
        cgtk_host_widget_set_delegate(hostWidget, nil, nil)
        guard let parent = gtk_widget_get_parent(gtkWidget) else { return }
        if parent.isA(cgtk_type_window()) {
            gtk_window_set_child(UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkWindow.self), nil)
        } else {
            gtk_widget_unparent(gtkWidget)
        }
    }

    // MARK: Tree

    func adoptChild(_ child: any BackedView) {
        let childBacking = GtkViewBacking.materialize(child)
        if gtk_widget_get_parent(childBacking.gtkWidget) != nil { gtk_widget_unparent(childBacking.gtkWidget) }
        gtk_widget_set_parent(childBacking.gtkWidget, gtkWidget)
        syncChildOrder()
    }

    func removeChild(_ child: any BackedView) {
        guard let childWidget = Self.widget(of: child), gtk_widget_get_parent(childWidget) == gtkWidget else { return }
        gtk_widget_unparent(childWidget)
        requestLayout()
    }

    /// Reorders the child widgets to match `subviews` (back to front).
    func syncChildOrder() {
        guard let view else { return }
        for subview in view.backedSubviews {
            guard let childWidget = Self.widget(of: subview) else { continue }
            gtk_widget_insert_before(childWidget, gtkWidget, nil)
        }
        requestLayout()
    }

    // MARK: Invalidation

    func requestLayout() {
        gtk_widget_queue_allocate(gtkWidget)
    }

    /// The view's natural size changed. Only a root view's widget is measured by GTK (a hosted
    /// view's widget takes its frame, which its superview's layout decides), so only a root asks
    /// GTK to measure again; a hosted view asks for a layout. Queuing a GTK resize from a hosted
    /// view would run up through the GTK containers around the root while GTK is allocating them
    /// (labels change text during a cell's update pass, inside the allocation), and GTK then
    /// skips drawing those containers: the live list vanished after a click.
    func requestResize() {
        if isHostedByAnotherView {
            requestLayout()
        } else {
            gtk_widget_queue_resize(gtkWidget)
        }
    }

    func requestRedraw() {
        view?.noteRenderUpdate()
        gtk_widget_queue_draw(gtkWidget)
    }

    func childGeometryChanged() {
        gtk_widget_queue_allocate(gtkWidget)
    }

    /// Whether children are clipped to the widget (scroll views).
    var clipsChildren = false {
        didSet { gtk_widget_set_overflow(gtkWidget, clipsChildren ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }
    }

    func updateVisibility() {
        guard let view else { return }
        view.noteRenderUpdate()
        gtk_widget_set_visible(gtkWidget, view.isHidden ? 0 : 1)
        gtk_widget_set_opacity(gtkWidget, Double(view.alpha))
    }

    /// Pointer events reach the widget (and its children) only while the view's
    /// `isUserInteractionEnabled` is on, as UIKit's hit testing skips such views: a separator
    /// overlay drawn over the rows must not take the clicks meant for the controls below it.
    func updateTargeting() {
        guard let view else { return }
        gtk_widget_set_can_target(gtkWidget, view.isUserInteractionEnabled ? 1 : 0)
    }

    // MARK: GTK callbacks

    fileprivate func measure(_ orientation: GtkOrientation) -> Int32 {
        guard let view else { return 0 }
        let size = view.frame.size
        return Int32((orientation == GTK_ORIENTATION_HORIZONTAL ? size.width : size.height).rounded(.up))
    }

    fileprivate func allocate(width: Int32, height: Int32) {
        guard let view else { return }
        if !isHostedByAnotherView {
            // The root of a view tree takes the size its window gives it.
            view.frame = CGRect(origin: .zero, size: CGSize(width: CGFloat(width), height: CGFloat(height)))
        }
        view.layoutIfNeeded()
        let origin = view.bounds.origin
        for subview in view.backedSubviews {
            guard let childWidget = Self.widget(of: subview) else { continue }
            let frame = subview.frame
            cgtk_host_widget_place_child(childWidget, Double(frame.minX - origin.x), Double(frame.minY - origin.y),
                                         Int32(frame.width.rounded(.up)), Int32(frame.height.rounded(.up)))
        }
        for hosted in hostedWidgets {
            let frame = hosted.frame
            cgtk_host_widget_place_child(hosted.gtkWidget, Double(frame.minX - origin.x), Double(frame.minY - origin.y),
                                         Int32(frame.width.rounded(.up)), Int32(frame.height.rounded(.up)))
        }
        if let menuPopover {
            if menuPopover.isOpen { menuPopover.present() } else { self.menuPopover = nil }
        }
        if let anchoredPopover {
            if anchoredPopover.isOpen { anchoredPopover.present() } else { self.anchoredPopover = nil }
        }
    }

    fileprivate func snapshot(_ snapshot: OpaquePointer) {
        guard let view else { return }
        let canvas = GtkSnapshotCanvas(snapshot: snapshot, displayScale: view.backedDisplayScale)
        view.draw(in: canvas) {
            for hosted in hostedWidgets {
                gtk_widget_snapshot_child(gtkWidget, hosted.gtkWidget, snapshot)
            }
            for subview in view.backedSubviews {
                guard let childWidget = Self.widget(of: subview) else { continue }
                gtk_widget_snapshot_child(gtkWidget, childWidget, snapshot)
            }
        }
    }

    /// The widget of a view that has one.
    static func widget(of view: any BackedView) -> UnsafeMutablePointer<GtkWidget>? {
        (view.backing as? GtkViewBacking)?.gtkWidget
    }

    private var isHostedByAnotherView: Bool {
        guard let parent = gtk_widget_get_parent(gtkWidget) else { return false }
        return parent.isA(cgtk_type_host_widget())
    }
}

private func backing(_ context: UnsafeMutableRawPointer?) -> GtkViewBacking {
    Unmanaged<GtkViewBacking>.fromOpaque(context!).takeUnretainedValue()
}

private let measureCallback: @convention(c) (UnsafeMutableRawPointer?, GtkOrientation, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void = {
    context, orientation, _, minimum, natural in
    nonisolated(unsafe) let context = context
    let size = MainActor.assumeIsolated { backing(context).measure(orientation) }
    minimum?.pointee = 0
    natural?.pointee = size
}

private let allocateCallback: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32) -> Void = { context, width, height in
    nonisolated(unsafe) let context = context
    MainActor.assumeIsolated { backing(context).allocate(width: width, height: height) }
}

private let snapshotCallback: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?) -> Void = { context, snapshot in
    nonisolated(unsafe) let snapshot = snapshot!
    nonisolated(unsafe) let context = context
    MainActor.assumeIsolated { backing(context).snapshot(snapshot) }
}
