// One import for users, as with UIKit: `import CellKit` brings Foundation (IndexPath, Date, UUID,
// CGRect, NSCoder, …) and CellKit's GTK-free core (values, states, configurations, layout
// arithmetic, diffable snapshots) with it.
@_exported import CellKitCore
@_exported import Foundation
