import Foundation

/// The kind of list a view sits in, like UIKit's iOS 18 `UIListEnvironment` trait
/// (read by the adaptive `listCell()`, `header()`, `cell()` … configurations).
public enum UIListEnvironment: Int, Hashable, Sendable, CaseIterable {
    /// No list environment is specified.
    case unspecified = 0
    /// Explicitly not inside a list.
    case none = 1
    /// A plain list.
    case plain = 2
    /// A grouped list.
    case grouped = 3
    /// An inset-grouped list.
    case insetGrouped = 4
    /// A sidebar list.
    case sidebar = 5
    /// A plain-style sidebar list.
    case sidebarPlain = 6

    /// Whether this environment is one of the sidebar appearances.
    var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }

    /// Whether this environment is grouped or inset-grouped.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped }
}
