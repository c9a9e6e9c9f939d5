import CGtk
import CRealInput
import Foundation

/// Real key presses, sent to the window with the keyboard focus (the target window, which gets the
/// focus back first if another window took it).
extension RealInput {
    /// Presses and releases the key of `keysym` (a GDK key value such as `GDK_KEY_Down`, which is
    /// the X keysym) with `modifiers` held, in the focused window; waits for the frames.
    public func key(_ keysym: Int32, modifiers: [Modifier] = []) throws {
        try checkKeyboardFocus()
        for modifier in modifiers { _ = cri_key(UInt(modifier.keysym), true) }
        defer {
            for modifier in modifiers.reversed() { _ = cri_key(UInt(modifier.keysym), false) }
            cri_sync()
        }
        guard cri_key(UInt(keysym), true) else {
            throw Unavailable(description: "no key on the server's keymap produces keysym \(keysym)")
        }
        _ = cri_key(UInt(keysym), false)
        try settle()
    }

    /// Types `text` (printable ASCII) key by key into the focused widget, holding Shift for the
    /// characters that need it, and waits for the frames.
    public func type(_ text: String) throws {
        try checkKeyboardFocus()
        for scalar in text.unicodeScalars {
            guard scalar.isASCII, scalar.value >= 0x20, scalar.value < 0x7f else {
                throw Unavailable(description: "cannot type \(scalar): only printable ASCII")
            }
            let keysym = UInt(scalar.value)
            let shift = cri_key_needs_shift(keysym)
            if shift { _ = cri_key(UInt(GDK_KEY_Shift_L), true) }
            guard cri_key(keysym, true) else { throw Unavailable(description: "no key types \(scalar)") }
            _ = cri_key(keysym, false)
            if shift { _ = cri_key(UInt(GDK_KEY_Shift_L), false) }
        }
        try settle()
    }
}
