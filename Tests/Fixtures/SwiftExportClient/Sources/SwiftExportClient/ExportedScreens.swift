import CellKit

/// The screens `.ci/check-export-swift` exports, by the name of their prototype file: the view
/// controllers `cellscope export-swift` names after each prototype's title.
let exportedScreens: [(id: String, make: () -> UIViewController)] = [
    ("settings", { SettingsViewController() }),
    ("inbox", { InboxViewController() }),
    ("sidebar", { IPadSidebarViewController() }),
]
