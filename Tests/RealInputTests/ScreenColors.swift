import CellKit
import Foundation
import GtkSupport
import RealInput

/// The light-appearance colors the real-input tests look for on screen, as UIKit documents them.
enum ScreenColors {
    /// `systemBlue` (the default tint): a sidebar row's selected or pressed fill.
    static let tint = ScreenColor(hex: 0x007AFF)
    /// `systemGray4`: a plain or grouped list cell's selected or pressed fill.
    static let cellSelected = ScreenColor(hex: 0xD1D1D6)
    /// White: text and icons on a tinted row.
    static let white = ScreenColor(hex: 0xFFFFFF)
    /// `systemOrange`: the Messages demo's Flag action.
    static let orange = ScreenColor(hex: 0xFF9500)
    /// `systemIndigo`: the Messages demo's Archive action.
    static let indigo = ScreenColor(hex: 0x5856D6)
    /// `systemGreen`: a switch that is on.
    static let green = ScreenColor(hex: 0x34C759)

    /// `color` under the pointer: CellKit draws iPadOS's pointer hover as `quaternarySystemFill`
    /// (light: RGB 116, 116, 128 at 8 %) over the row's fill.
    static func hovered(_ color: ScreenColor) -> ScreenColor {
        func over(_ base: UInt8, _ fill: Double) -> UInt8 { UInt8((Double(base) * 0.92 + fill * 0.08).rounded()) }
        return ScreenColor(red: over(color.red, 116), green: over(color.green, 116), blue: over(color.blue, 128))
    }
}
