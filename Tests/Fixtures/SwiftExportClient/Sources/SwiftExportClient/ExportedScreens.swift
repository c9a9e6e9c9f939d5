import CellKit

/// The screens `.ci/check-export-swift` exports, by the name of their prototype file (the examples in
/// Resources/Prototypes, and this fixture's Prototypes folder): the view
/// controllers `cellscope export-swift` names after each prototype's title.
let exportedScreens: [(id: String, make: () -> UIViewController)] = [
    ("settings", { SettingsViewController() }),
    ("inbox", { InboxViewController() }),
    ("sidebar", { IPadSidebarViewController() }),
    // Prototypes/features.json: what the examples leave out (colours as components, backgrounds,
    // switches, title and symbol bar buttons, headers and footers in every section, escaped text).
    ("features", { ExportFeaturesViewController() }),
]
