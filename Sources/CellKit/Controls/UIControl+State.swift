import Foundation

extension UIControl {
    /// The states a control can be in (UIKit's `UIControl.State`): per-state titles, colors and
    /// images of buttons are keyed by them.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No other state: enabled, not highlighted or selected.
        public static let normal = State([])
        /// A press is in progress over the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled (`isEnabled` false).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (`isSelected`).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has keyboard focus.
        public static let focused = State(rawValue: 1 << 3)
        /// Flags for the app's own use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Flags reserved by the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The control's current state: highlighted, disabled and selected as its flags say
    /// (`.normal` when none is set).
    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
}

extension UIControl.Event {
    /// A repeated press (a double click) began inside the control.
    public static let touchDownRepeat = UIControl.Event(rawValue: 1 << 1)
    /// A press moved inside the control.
    public static let touchDragInside = UIControl.Event(rawValue: 1 << 2)
    /// A press moved outside the control.
    public static let touchDragOutside = UIControl.Event(rawValue: 1 << 3)
    /// A press moved into the control.
    public static let touchDragEnter = UIControl.Event(rawValue: 1 << 4)
    /// A press moved out of the control.
    public static let touchDragExit = UIControl.Event(rawValue: 1 << 5)
    /// The control's menu action fired.
    public static let menuActionTriggered = UIControl.Event(rawValue: 1 << 14)
    /// Editing began in a text field (it took the keyboard focus).
    public static let editingDidBegin = UIControl.Event(rawValue: 1 << 16)
    /// The text of a text field changed by typing (not by setting `text`).
    public static let editingChanged = UIControl.Event(rawValue: 1 << 17)
    /// Editing ended in a text field (it lost the keyboard focus).
    public static let editingDidEnd = UIControl.Event(rawValue: 1 << 18)
    /// The Return key ended editing in a text field.
    public static let editingDidEndOnExit = UIControl.Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = UIControl.Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = UIControl.Event(rawValue: 0x000F_0000)
    /// Events for the app's own use.
    public static let applicationReserved = UIControl.Event(rawValue: 0x0F00_0000)
    /// Events reserved by the framework.
    public static let systemReserved = UIControl.Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = UIControl.Event(rawValue: 0xFFFF_FFFF)
}

extension UIControl {
    /// How a control places its content horizontally (UIKit's `UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    /// How a control places its content vertically (UIKit's `UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top, bottom, fill
    }
}
