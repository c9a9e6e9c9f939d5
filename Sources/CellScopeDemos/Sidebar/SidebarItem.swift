import CellKit
import Foundation

/// One row of the sidebar: a section header, a project, a tag or a folder.
struct SidebarItem: Hashable, Sendable {
    let id: String
    let title: String
    let symbolName: String?
    /// The rows shown under this one when it is expanded.
    var children: [SidebarItem] = []
    /// Whether the outline starts collapsed at this row.
    var startsCollapsed = false

    /// The row's icon, an SF Symbol.
    var icon: UIImage? {
        symbolName.flatMap { UIImage(systemName: $0) }
    }
}

/// The sidebar's sections; each starts with its header row (`headerMode = .firstItemInSection`).
enum SidebarSection: Int, CaseIterable, Sendable {
    case projects, tags, folders

    /// The header row and everything below it.
    var header: SidebarItem {
        switch self {
        case .projects:
            SidebarItem(id: "projects", title: "Projects", symbolName: nil, children: [
                SidebarItem(id: "website-redesign", title: "Website Redesign", symbolName: "globe"),
                SidebarItem(id: "mobile-app", title: "Mobile App", symbolName: "iphone"),
                SidebarItem(id: "quarterly-report", title: "Quarterly Report", symbolName: "chart.bar"),
            ])
        case .tags:
            SidebarItem(id: "tags", title: "Tags", symbolName: nil, children: [
                SidebarItem(id: "important", title: "Important", symbolName: "tag"),
                SidebarItem(id: "ideas", title: "Ideas", symbolName: "lightbulb"),
                SidebarItem(id: "waiting", title: "Waiting", symbolName: "clock"),
            ])
        case .folders:
            SidebarItem(id: "folders", title: "Folders", symbolName: nil, children: [
                SidebarItem(id: "documents", title: "Documents", symbolName: "folder", children: [
                    SidebarItem(id: "invoices", title: "Invoices", symbolName: "doc.text"),
                    SidebarItem(id: "contracts", title: "Contracts", symbolName: "doc.text"),
                ]),
                SidebarItem(id: "photos", title: "Photos", symbolName: "photo"),
                SidebarItem(id: "archive", title: "Archive", symbolName: "archivebox", children: [
                    SidebarItem(id: "archive-2023", title: "2023", symbolName: "folder"),
                    SidebarItem(id: "archive-2022", title: "2022", symbolName: "folder"),
                ], startsCollapsed: true),
            ])
        }
    }

    /// The section's outline: the header expanded, nested folders expanded unless they start collapsed.
    var snapshot: NSDiffableDataSourceSectionSnapshot<SidebarItem> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<SidebarItem>()
        func append(_ items: [SidebarItem], to parent: SidebarItem?) {
            snapshot.append(items, to: parent)
            for item in items where !item.children.isEmpty {
                append(item.children, to: item)
                if !item.startsCollapsed { snapshot.expand([item]) }
            }
        }
        append([header], to: nil)
        return snapshot
    }
}
