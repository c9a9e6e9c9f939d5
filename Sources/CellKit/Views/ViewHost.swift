import Foundation

/// What whatever hosts a root view gives it in place of the device, window and scene UIKit would give
/// it (CellKit only): the viewer's device canvas, a scene's window, a test's screen. A view with a
/// superview ignores its own and reads its root's (see `UIView.screen` and `UIView.safeAreaInsets`).
package struct ViewHost {
    /// The safe area: a device's status bar, sensor housing and home indicator (in UIKit the window
    /// gets these from its screen).
    package var safeAreaInsets: UIEdgeInsets = .zero
    /// The screen the root is shown on (in UIKit a window has a screen). It sets the system side
    /// margins and the root's display scale (see `UIScreen`); nil, the default, means no device:
    /// margins follow the view's width.
    package var screen: UIScreen?
    /// The iOS release whose look the tree draws (nil: inherited; the default is iOS 17/18; see
    /// `SystemLook`).
    package var systemLook: SystemLook?
    /// The undo manager of a root without a window (in UIKit the window has one): the viewer gives
    /// each demo one, so its Undo undoes what the demo registered.
    package var undoManager: UndoManager?

    /// Creates an empty host: no safe area, screen, look or undo manager.
    package init() {}

    /// Whether the screen or the look differ from `other`'s (what views restyle for).
    func environmentDiffers(from other: ViewHost) -> Bool {
        screen !== other.screen || systemLook != other.systemLook
    }
}
