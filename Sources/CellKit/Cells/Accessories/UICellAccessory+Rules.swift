import Foundation

extension UICellAccessory {
    /// A broken accessory rule: an accessories array holds a second accessory of a system kind
    /// (only one of each system accessory kind is allowed; custom accessories may repeat).
    ///
    /// UIKit raises an exception for such an array. CellKit keeps the first accessory of the kind,
    /// drops the later ones, and reports each dropped one with this error: once as a warning, and
    /// in `UICollectionViewListCell.accessoryErrors` and `UICellAccessory.validate(_:)`.
    /// (CellKit addition.)
    public struct DuplicateSystemAccessoryError: Error, Hashable, CustomStringConvertible {
        let kind: SystemKind
        /// The index of the kept accessory of the kind in the array.
        public let keptIndex: Int
        /// The index of the dropped duplicate in the array.
        public let droppedIndex: Int

        /// The duplicated kind.
        public var accessoryType: AccessoryType { kind.accessoryType }

        /// The duplicated kind's name, as written in Swift (`checkmark`, `disclosureIndicator`, …).
        public var kindName: String { kind.name }

        /// A sentence naming the duplicated kind, the rule, and what CellKit kept and dropped.
        public var description: String {
            "accessories contain more than one \(kind.name) accessory (at indexes \(keptIndex) and \(droppedIndex)): "
                + "only one of each system accessory kind is allowed; CellKit keeps the one at index \(keptIndex) "
                + "and drops the one at index \(droppedIndex)"
        }
    }

    /// The rule violations in `accessories`: one error for every system accessory that repeats a
    /// kind already in the array (in array order). An empty result means the array is valid.
    /// (CellKit addition; UIKit raises an exception instead.)
    public static func validate(_ accessories: [UICellAccessory]) -> [DuplicateSystemAccessoryError] {
        sanitized(accessories).errors
    }

    /// The accessories with later duplicates of a system kind removed, and the errors naming them.
    static func sanitized(_ accessories: [UICellAccessory]) -> (kept: [UICellAccessory], errors: [DuplicateSystemAccessoryError]) {
        var firstIndex: [SystemKind: Int] = [:]
        var kept: [UICellAccessory] = []
        var errors: [DuplicateSystemAccessoryError] = []
        for (index, accessory) in accessories.enumerated() {
            if let kind = accessory.systemKind {
                if let first = firstIndex[kind] {
                    errors.append(DuplicateSystemAccessoryError(kind: kind, keptIndex: first, droppedIndex: index))
                    continue
                }
                firstIndex[kind] = index
            }
            kept.append(accessory)
        }
        return (kept, errors)
    }

    /// Emits one warning per duplicated kind (once per process and kind), naming the kind.
    static func warn(about errors: [DuplicateSystemAccessoryError]) {
        var warned = Set<SystemKind>()
        for error in errors where warned.insert(error.kind).inserted {
            Diagnostics.warnOnce(
                key: duplicateWarningKey(for: error.kind),
                message: "UICollectionViewListCell.accessories: more than one \(error.kind.name) accessory; only one of "
                    + "each system accessory kind is allowed (UIKit raises an exception). CellKit keeps the first "
                    + "\(error.kind.name) accessory and drops the others."
            )
        }
    }

    /// The `Diagnostics` key of the duplicate warning for a kind.
    static func duplicateWarningKey(for kind: SystemKind) -> String {
        "cell-accessories.duplicate.\(kind.name)"
    }
}

/// The accessories of a cell in their places: each edge's accessories in leading-to-trailing order.
///
/// System accessories are put in the system order first; then the custom accessories, in array
/// order, are inserted where their position closures say, each closure seeing the accessories
/// already placed on its edge. All accessories are arranged whatever the editing state (so a
/// position closure sees the same neighbours in and out of editing); those not displayed in the
/// current state are left out when the cell lays them out.
struct AccessoryArrangement {
    var leading: [UICellAccessory] = []
    var trailing: [UICellAccessory] = []

    /// No accessories.
    init() {}

    @preconcurrency @MainActor
    init(_ accessories: [UICellAccessory]) {
        let system = accessories.filter { $0.systemKind != nil }
        // Leading edge, leading to trailing: the highest code (outermost) first.
        leading = system.filter { $0.edge == .leading }.sorted { $0.systemKind!.orderCode > $1.systemKind!.orderCode }
        // Trailing edge, leading to trailing: the lowest code (nearest the content) first.
        trailing = system.filter { $0.edge == .trailing }.sorted { $0.systemKind!.orderCode < $1.systemKind!.orderCode }
        for accessory in accessories {
            guard let configuration = accessory.customViewConfiguration else { continue }
            switch configuration.placement.edge {
            case .leading:
                let index = configuration.placement.position(leading)
                leading.insert(accessory, at: min(max(index, 0), leading.count))
            case .trailing:
                let index = configuration.placement.position(trailing)
                trailing.insert(accessory, at: min(max(index, 0), trailing.count))
            }
        }
    }
}
