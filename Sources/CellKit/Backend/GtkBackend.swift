// The place the view layer names its backend: GTK 4, in the `CellKitGTK` target. The views reach it
// only through the protocols in CellKitCore's `Backend` folder.
import CellKitGTK
import Foundation

/// The backend in use: GTK 4 (`CellKitGTK`).
typealias CurrentToolkit = GtkToolkit

/// Where views find their text engine.
package enum TextEngines {
    /// The engine for text laid out in the current task: Pango unless a caller binds another one.
    @TaskLocal package static var current: any TextEngine = PangoTextEngine()
}
