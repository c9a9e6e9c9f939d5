// CellKit is one import for users: the GTK-free core (values, states, configurations, layout
// arithmetic, diffable snapshots) and Foundation come with it, as Foundation comes with UIKit.
@_exported import CellKitCore
