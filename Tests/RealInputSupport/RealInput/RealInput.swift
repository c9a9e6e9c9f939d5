import CGtk
import CRealInput
import Foundation
import GtkSupport

/// Real pointer and keyboard input for tests, through the X server, the way a person's mouse and
/// keyboard reach the viewer.
///
/// How it works:
/// - **Input.** The harness opens its own connection to `$DISPLAY` (Xvfb under
///   `xvfb-run -a swift test`) and sends XTest requests: pointer motion, button presses and
///   releases (wheel clicks are buttons 4–7) and key presses. The X server turns them into the
///   same device events real hardware produces, delivers them to the window under the pointer (or
///   with the keyboard focus), and GTK receives them on its own connection. Nothing in the code
///   under test is called or emitted directly.
/// - **Where.** A point is given in a widget's coordinates (a GTK widget, or a CellKit view's
///   widget). The harness converts it to root-window coordinates: the widget's position in its
///   native (`gtk_widget_compute_point`), the native's surface transform (client-side decoration
///   margins), and the surface's X window origin (`XTranslateCoordinates`). So windows may sit
///   anywhere; without a window manager GTK maps them at the top-left corner. Before every press
///   the harness raises the target's top-level window and gives it the keyboard focus (what a window
///   manager does on click), and checks that the window under the pointer is the target's, so a
///   window left open by another test cannot swallow the input unnoticed.
/// - **When.** After sending input the harness waits until the X server has processed it
///   (`XSync` on its connection), until GTK has read it (`gdk_display_sync`), and then for the
///   window's next drawn frames (the frame clock's `after-paint`), dispatching GLib events
///   meanwhile. Pointer motion is compressed by GDK and delivered at the start of a frame, so the
///   frame wait is what makes motion, enter and leave events arrive. Conditions are polled with a
///   timeout (``waitUntil(_:timeout:_:)``), never by sleeping.
/// - **What.** ``ScreenPixels`` reads back what the X server shows (`XGetImage` on the root
///   window), so pixel assertions check the frame a person would see, popovers included.
/// - **Alone.** Swift Testing runs other tests in parallel on the main actor, and any wait that
///   drives the GLib loop could run them in the middle of this one. A test brackets its use of the
///   screen with ``beginSession()`` and ``endSession()``: in between the dispatch main queue is
///   held (`MainLoop.holdMainQueue()`), so nothing else runs inside its waits; at the end the
///   pointer is parked outside every window. Real-input suites are serialized among themselves.
///
/// The screen must be a true-color one (xvfb-run's default 1280×1024×24 is).
@MainActor
public final class RealInput {
    /// A pointer button.
    public enum Button: UInt32, Sendable {
        /// The primary (left) button.
        case primary = 1
        /// The middle button.
        case middle = 2
        /// The secondary (right) button.
        case secondary = 3
    }

    /// A modifier key held during a key press.
    public enum Modifier: Sendable {
        /// The left Control key.
        case control
        /// The left Shift key.
        case shift
        /// The left Alt key.
        case alt

        var keysym: UInt32 {
            switch self {
            case .control: UInt32(GDK_KEY_Control_L)
            case .shift: UInt32(GDK_KEY_Shift_L)
            case .alt: UInt32(GDK_KEY_Alt_L)
            }
        }
    }

    /// Why real input cannot be sent.
    public struct Unavailable: Error, CustomStringConvertible {
        /// What is missing.
        public let description: String

        /// An error that says what is missing.
        public init(description: String) {
            self.description = description
        }
    }

    private static var shared: RealInput?

    /// The frame and condition waits.
    public let frames = FrameWaiter()
    /// The window that gets raised and focused before input (set by ``target(_:)``).
    private(set) var targetWindow: UnsafeMutablePointer<GtkWidget>?

    private init() {}

    /// The harness, after opening its X connection once.
    public static func start() throws -> RealInput {
        if let shared { return shared }
        var buffer = [CChar](repeating: 0, count: 256)
        guard cri_open(&buffer, buffer.count) else {
            throw Unavailable(description: "real input needs an X server with XTest: \(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))")
        }
        let input = RealInput()
        shared = input
        return input
    }

    /// The screen size in pixels.
    public var screenSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        cri_screen_size(&width, &height)
        return (Int(width), Int(height))
    }

    // MARK: Sessions

    private var sessionDepth = 0

    /// Starts a test's use of the screen. Until ``endSession()``, no other main-actor work (other
    /// tests, which Swift Testing runs in parallel on the main actor) can run nested inside this
    /// test's waits, where it could map windows under the pointer or take the keyboard focus.
    public func beginSession() {
        sessionDepth += 1
        MainLoop.holdMainQueue()
    }

    /// Moves the pointer to the screen's bottom-right corner, outside every test window: call it
    /// before closing a test's window, so that the window's going sends no hover to another
    /// test's window under it.
    public func parkPointer() {
        let size = screenSize
        cri_move(Int32(size.width - 1), Int32(size.height - 1))
        cri_sync()
    }

    /// Ends a session: the pointer is parked (``parkPointer()``), pending events are dispatched,
    /// and other main-actor work may run again.
    public func endSession() {
        guard sessionDepth > 0 else { return }
        parkPointer()
        gdk_display_sync(gdk_display_get_default())
        pumpEvents()
        targetWindow = nil
        sessionDepth -= 1
        MainLoop.releaseMainQueue()
    }

    // MARK: Target window

    /// Raises `window` (a `GtkWindow`), gives it the keyboard focus, and waits until GTK reports it
    /// active and drawn. Later input goes to this window unless a popover of it is under the pointer.
    public func target(_ window: UnsafeMutablePointer<GtkWidget>, timeout: TimeInterval = FrameWaiter.defaultTimeout) throws {
        targetWindow = window
        try activate(window, timeout: timeout)
    }

    private func activate(_ window: UnsafeMutablePointer<GtkWidget>, timeout: TimeInterval) throws {
        guard let surface = ScreenGeometry.surface(of: window) else {
            throw Unavailable(description: "the window is not realized (present it first)")
        }
        cri_raise_and_focus(cri_surface_xid(UnsafeMutableRawPointer(surface)))
        gdk_display_sync(gdk_display_get_default())
        let window = window.cast(GtkWindow.self)
        guard frames.waitUntil(timeout: timeout, { gtk_window_is_active(window) != 0 }) else {
            throw Unavailable(description: "the window did not become active after XSetInputFocus")
        }
        try frames.waitForFrames(of: UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self), count: 1)
    }

    /// Moves the top-level `window` so that its top-left corner is at `origin` on the screen, even off
    /// it (what a window manager does when a person drags the window by its title bar).
    public func moveWindow(_ window: UnsafeMutablePointer<GtkWidget>, toRoot origin: (x: Int, y: Int)) throws {
        guard let surface = ScreenGeometry.surface(of: window) else {
            throw Unavailable(description: "the window is not realized (present it first)")
        }
        cri_move_window(cri_surface_xid(UnsafeMutableRawPointer(surface)), Int32(origin.x), Int32(origin.y))
        gdk_display_sync(gdk_display_get_default())
    }

    // MARK: Pointer

    /// Moves the pointer to `point` (default: the center) of `widget`, in steps so that GTK sees
    /// the motion in between, and waits for the frames that show the result.
    public func move(to widget: UnsafeMutablePointer<GtkWidget>, at point: CGPoint? = nil, steps: Int = 1) throws {
        let target = try ScreenGeometry.rootPoint(of: widget, at: point)
        try move(toRoot: target, steps: steps)
        try settle()
    }

    /// Moves the pointer to a root-window position in `steps` equal steps (no waiting).
    public func move(toRoot target: (x: Int, y: Int), steps: Int = 1) throws {
        var startX: Int32 = 0, startY: Int32 = 0
        cri_pointer_position(&startX, &startY)
        let count = max(1, steps)
        for step in 1...count {
            let x = Int(startX) + (target.x - Int(startX)) * step / count
            let y = Int(startY) + (target.y - Int(startY)) * step / count
            cri_move(Int32(x), Int32(y))
            if count > 1 {
                // Give GTK each position: it compresses motion it has not dispatched yet.
                cri_sync()
                pumpEvents()
            }
        }
    }

    /// Presses a pointer button where the pointer is (which must be over `widget`'s window), and
    /// waits for the frames showing the result.
    public func press(_ button: Button = .primary, over widget: UnsafeMutablePointer<GtkWidget>) throws {
        try checkPointerIsOver(widget)
        cri_button(button.rawValue, true)
        try settle()
    }

    /// Releases a pointer button, and waits for the frames showing the result.
    public func release(_ button: Button = .primary) throws {
        cri_button(button.rawValue, false)
        try settle()
    }

    /// Keeps the pointer and buttons as they are for `duration` seconds of wall time (a person
    /// holding the button down), drawing frames meanwhile.
    public func hold(for duration: TimeInterval) throws {
        let end = Date().addingTimeInterval(duration)
        while Date() < end { try settle() }
    }

    /// Moves to `point` of `widget` and clicks: press and release with no motion in between,
    /// `count` times in a row (2 for a double click).
    public func click(_ widget: UnsafeMutablePointer<GtkWidget>, at point: CGPoint? = nil, button: Button = .primary, count: Int = 1) throws {
        try move(to: widget, at: point)
        try checkPointerIsOver(widget)
        for _ in 0..<count {
            cri_button(button.rawValue, true)
            cri_button(button.rawValue, false)
        }
        try settle()
    }

    /// Presses the primary button at `start` of `widget`, moves to `start + offset` in `steps`
    /// steps, and releases there: a mouse drag.
    public func drag(_ widget: UnsafeMutablePointer<GtkWidget>, from start: CGPoint, by offset: CGSize, steps: Int = 12,
                     release: Bool = true) throws {
        try move(to: widget, at: start)
        try checkPointerIsOver(widget)
        cri_button(Button.primary.rawValue, true)
        try settle()
        let origin = try ScreenGeometry.rootPoint(of: widget, at: start)
        try move(toRoot: (origin.x + Int(offset.width.rounded()), origin.y + Int(offset.height.rounded())), steps: steps)
        try settle()
        if release {
            cri_button(Button.primary.rawValue, false)
            try settle()
        }
    }

    /// Turns the scroll wheel `clicks` notches (positive: toward the user, content moves up) over
    /// wherever the pointer is, and waits for the frames that show the result.
    public func scrollWheel(_ clicks: Int) throws {
        let button: UInt32 = clicks > 0 ? 5 : 4
        for _ in 0..<abs(clicks) {
            cri_button(button, true)
            cri_button(button, false)
        }
        try settle()
    }

    /// Turns a horizontal scroll wheel (or tilts the wheel) `clicks` notches (positive: to the right,
    /// buttons 7; negative: to the left, buttons 6) over wherever the pointer is, and waits for the frames
    /// that show the result.
    public func scrollWheelSideways(_ clicks: Int) throws {
        let button: UInt32 = clicks > 0 ? 7 : 6
        for _ in 0..<abs(clicks) {
            cri_button(button, true)
            cri_button(button, false)
        }
        try settle()
    }

    /// Whether the top-level window under the pointer is the one that shows `widget`.
    public func isPointerOver(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let surface = ScreenGeometry.surface(of: widget) else { return false }
        return cri_toplevel_under_pointer() == cri_surface_xid(UnsafeMutableRawPointer(surface))
    }

    /// Makes sure the press will reach `widget`: when another window (one a test running in
    /// between left open) covers it, the target window is raised again, as a person would bring
    /// it back to the front; the press is refused when that does not help.
    private func checkPointerIsOver(_ widget: UnsafeMutablePointer<GtkWidget>) throws {
        cri_sync()
        if isPointerOver(widget) { return }
        if let targetWindow { try activate(targetWindow, timeout: FrameWaiter.defaultTimeout) }
        cri_sync()
        guard isPointerOver(widget) else {
            throw Unavailable(description: "another window covers the target under the pointer")
        }
    }

    /// Gives the target window the keyboard focus again when another window took it.
    func checkKeyboardFocus() throws {
        guard let targetWindow else { throw Unavailable(description: "no target window: call target(_:) first") }
        guard gtk_widget_get_mapped(targetWindow) != 0,
              gtk_window_is_active(UnsafeMutableRawPointer(targetWindow).assumingMemoryBound(to: GtkWindow.self)) == 0 else { return }
        try activate(targetWindow, timeout: FrameWaiter.defaultTimeout)
    }

    // MARK: Waiting

    /// Waits until the X server and GTK have processed every input sent so far, then for two
    /// drawn frames of the target window (events are dispatched at the start of a frame; the
    /// second frame shows what the first one's handlers changed). Popovers share their window's
    /// frame clock, so their frames are these too. When the input closed the target window (Escape
    /// in a dialog), there is no frame to wait for: the events are dispatched and that is all.
    public func settle() throws {
        guard let targetWindow else { throw Unavailable(description: "no target window: call target(_:) first") }
        cri_sync()
        gdk_display_sync(gdk_display_get_default())
        pumpEvents()
        guard gtk_widget_get_mapped(targetWindow) != 0 else { return }
        try frames.waitForFrames(of: targetWindow, count: 2)
        pumpEvents()
    }

    /// Polls `condition` while dispatching GTK events, for at most `timeout` seconds.
    @discardableResult
    public func waitUntil(timeout: TimeInterval = FrameWaiter.defaultTimeout, _ condition: () -> Bool) -> Bool {
        frames.waitUntil(timeout: timeout, condition)
    }

    /// Dispatches what is pending, for at most half a second: the input's events are, but so may be a
    /// background job's endless idle callbacks, which a person's input does not wait for either.
    private func pumpEvents() {
        MainLoop.drainPending(timeLimit: 0.5)
    }
}
