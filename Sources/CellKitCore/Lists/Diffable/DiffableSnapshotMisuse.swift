import Foundation

/// A misuse of a diffable snapshot that UIKit reports by raising an Objective-C exception (for example appending
/// an item identifier that is already in the snapshot).
///
/// UIKit's snapshot methods do not throw, so CellKit keeps their signatures and stops the program with
/// `preconditionFailure(misuse.message)` instead. The message names the offending identifier and the rule it
/// breaks. Code that builds snapshots on the user's behalf (the list layer) can call the snapshot's internal
/// `check…` helpers first; they return the misuse the matching mutation would stop on, or `nil`.
@usableFromInline
struct DiffableSnapshotMisuse: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rule a snapshot operation broke.
    @usableFromInline
    enum Rule: Hashable, Sendable {
        /// Items were appended without a section to hold them.
        case noSections
        /// An item identifier occurs twice, or is already in the snapshot.
        case duplicateItem
        /// A section identifier occurs twice, or is already in the snapshot.
        case duplicateSection
        /// An item identifier that the operation requires is not in the snapshot.
        case unknownItem
        /// A section identifier that the operation requires is not in the snapshot.
        case unknownSection
    }

    /// The rule that was broken.
    let rule: Rule
    /// The operation, spelled as its UIKit Swift name, e.g. `NSDiffableDataSourceSnapshot.appendItems(_:toSection:)`.
    let operation: String
    /// The offending identifier as `String(reflecting:)` prints it, or `nil` when no identifier is involved.
    let identifier: String?

    /// The full message: operation, identifier and rule.
    var message: String {
        let id = identifier ?? ""
        switch rule {
        case .noSections:
            return "\(operation): there are no sections in the snapshot. Items always belong to a section: "
                + "append a section (appendSections) before appending items."
        case .duplicateItem:
            return "\(operation): item identifier \(id) is not unique. Item identifiers must be unique across "
                + "the whole snapshot (every section): delete the existing item or use a different identifier."
        case .duplicateSection:
            return "\(operation): section identifier \(id) is not unique. Section identifiers must be unique "
                + "in a snapshot."
        case .unknownItem:
            return "\(operation): item identifier \(id) is not in the snapshot. This operation only accepts "
                + "item identifiers the snapshot already contains."
        case .unknownSection:
            return "\(operation): section identifier \(id) is not in the snapshot. This operation only accepts "
                + "section identifiers the snapshot already contains."
        }
    }

    @usableFromInline var description: String { message }

    /// Stops the program with this misuse's message, as UIKit would raise an exception.
    func fail(file: StaticString = #file, line: UInt = #line) -> Never {
        preconditionFailure(message, file: file, line: line)
    }

    static func describe<T>(_ value: T) -> String {
        String(reflecting: value)
    }
}

extension Optional where Wrapped == DiffableSnapshotMisuse {
    /// Stops the program when a check found a misuse; does nothing otherwise.
    func failIfPresent(file: StaticString = #file, line: UInt = #line) {
        if let misuse = self {
            misuse.fail(file: file, line: line)
        }
    }
}
