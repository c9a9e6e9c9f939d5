import Foundation

extension UICollectionView {
    /// A cell type plus the code that configures it for an item (UIKit's
    /// `UICollectionView.CellRegistration`). Create registrations once, up front: one created inside
    /// the cell provider gets a new identity every time, so cells would never be reused (UIKit
    /// raises an exception). CellKit reports that mistake with a message naming the place it was
    /// made, keeps one registration per call site, and goes on.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for an item.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        let handler: Handler
        let reuseIdentifier: String
        /// The nib cells are made from, or nil to make them with `init(frame:)`.
        let cellNib: UINib?

        /// Creates a registration for `Cell` whose `handler` configures each cell.
        @preconcurrency @MainActor
        public init(fileID: String = #fileID, line: Int = #line, handler: @escaping Handler) {
            self.handler = handler
            cellNib = nil
            reuseIdentifier = RegistrationPolicy.identifier(kind: "cell", type: Cell.self, fileID: fileID, line: line)
        }

        /// Creates a registration whose cells come from `cellNib`, whose one top-level view is a `Cell`
        /// (outlets connected, `awakeFromNib()` sent), and whose `handler` configures each cell.
        @preconcurrency @MainActor
        public init(cellNib: UINib, fileID: String = #fileID, line: Int = #line, handler: @escaping Handler) {
            self.handler = handler
            self.cellNib = cellNib
            reuseIdentifier = RegistrationPolicy.identifier(kind: "cell", type: Cell.self, fileID: fileID, line: line)
        }
    }

    /// A supplementary view type (a header or footer) plus the code that configures it (UIKit's
    /// `UICollectionView.SupplementaryRegistration`). Create it once, up front, like cell registrations.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view for an element kind and index path.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        /// The element kind (`UICollectionView.elementKindSectionHeader` or `…Footer`).
        public let elementKind: String
        let handler: Handler
        let reuseIdentifier: String

        /// Creates a registration for views of `elementKind`.
        @preconcurrency @MainActor
        public init(elementKind: String, fileID: String = #fileID, line: Int = #line, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationPolicy.identifier(kind: elementKind, type: Supplementary.self, fileID: fileID, line: line)
        }
    }
}

/// Where registrations may be created, and what a misplaced one reports.
@preconcurrency @MainActor
enum RegistrationPolicy {
    /// How deeply the collection view is inside a cell or supplementary provider call.
    static var providerDepth = 0
    /// The messages reported for registrations made inside providers (tests and the viewer read them).
    private(set) static var misplacedRegistrations: [String] = []

    static func identifier(kind: String, type: Any.Type, fileID: String, line: Int) -> String {
        let identifier = "\(kind):\(type):\(fileID):\(line)"
        if providerDepth > 0 {
            let message = "a \(kind == "cell" ? "cell" : "supplementary") registration for \(type) was created inside the cell provider "
                + "at \(fileID):\(line); create each registration once, up front (for example as a property "
                + "or before making the data source), and only use it inside the provider"
            if Diagnostics.warnOnce(key: "registration-in-provider:" + identifier, message: message) {
                misplacedRegistrations.append(message)
            }
        }
        return identifier
    }
}
