import Foundation

/// A synced folder: what it holds, how many items are new, and how far its sync got.
struct SyncFolder: Identifiable, Hashable, Sendable {
    /// How the sync is going.
    enum Status: Hashable, Sendable {
        case syncing(String)
        case upToDate
        case paused

        var text: String {
            switch self {
            case .syncing(let activity): activity
            case .upToDate: "Up to date"
            case .paused: "Paused"
            }
        }
    }

    let id: String
    let title: String
    let subtitle: String
    let symbolName: String
    /// New items since the last visit (no badge when 0).
    let newCount: Int
    let progress: Float
    let status: Status

    static let samples: [SyncFolder] = [
        SyncFolder(id: "inbox", title: "Inbox", subtitle: "Mail · 2,418 messages", symbolName: "envelope",
                   newCount: 12, progress: 1, status: .upToDate),
        SyncFolder(id: "photos", title: "Photos", subtitle: "Library · 1,204 items", symbolName: "photo",
                   newCount: 248, progress: 0.62, status: .syncing("Uploading 62%")),
        SyncFolder(id: "documents", title: "Documents", subtitle: "Cloud Drive · 86 files", symbolName: "doc.text",
                   newCount: 3, progress: 0.35, status: .syncing("Downloading")),
        SyncFolder(id: "music", title: "Music", subtitle: "Offline · 312 songs", symbolName: "music.note",
                   newCount: 0, progress: 0.18, status: .paused),
    ]
}
