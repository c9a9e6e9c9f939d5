import Foundation

/// Reporting required constraints that cannot all hold, in UIKit's words, once per conflict.
extension LayoutIsland {
    typealias Conflict = KeyedConstraintSystem<IslandKey>.Conflict

    /// Logs each conflict through CellKit's warnings (capturable in tests): UIKit's "Unable to simultaneously
    /// satisfy constraints." message listing the conflicting constraints with their views, and the one broken
    /// to recover. The same set of constraints is reported once, however often layout meets it again.
    func report(_ conflicts: [Conflict]) {
        for conflict in conflicts {
            let keys = conflict.conflicting + [conflict.broken]
            let identity = keys.map(identityText).sorted().joined(separator: ",")
            let ordered = keys.sorted { order($0) < order($1) }
            let message = UnsatisfiableConstraintsMessage.text(conflicting: ordered.map(describe), broken: describe(conflict.broken))
            Diagnostics.warnOnce(key: "unsatisfiable-constraints:" + identity, message: message)
        }
    }

    /// What identifies a constraint across rebuilds: a constraint's serial, or the item and role of one the system made.
    private func identityText(_ key: IslandKey) -> String {
        switch key {
        case .constraint(let serial): "c\(serial)"
        case .role(let id, let index): "r\(UInt(bitPattern: id.hashValue)).\(index)"
        case .contentSize(let id, let index): "s\(UInt(bitPattern: id.hashValue)).\(index)"
        case .fitting(let index): "f\(UInt(bitPattern: ObjectIdentifier(host).hashValue)).\(index)"
        }
    }

    /// Lists the system's own constraints first, then yours by age, as a reader follows the layout.
    private func order(_ key: IslandKey) -> Int {
        switch key {
        case .fitting(let index): index
        case .role: 10
        case .contentSize: 20
        case .constraint(let serial): 100 + serial
        }
    }

    /// A constraint as UIKit prints it; the system's own constraints under UIKit's class names.
    func describe(_ key: IslandKey) -> String {
        switch key {
        case .constraint(let serial):
            return constraints[serial]?.description ?? "<NSLayoutConstraint (gone)>"
        case .role(let id, let index):
            guard let item = items[id] else { return "<NSLayoutConstraint (gone)>" }
            return describeRole(of: item, index: index)
        case .contentSize(let id, let index):
            guard let item = items[id], let view = item.view else { return "<NSContentSizeLayoutConstraint (gone)>" }
            let axis: NSLayoutConstraint.Axis = index < 2 ? .horizontal : .vertical
            let value = (index < 2 ? item.intrinsicWidth : item.intrinsicHeight) ?? 0
            return "<NSContentSizeLayoutConstraint \(NSLayoutConstraint.itemText(view)).\(axis == .horizontal ? "width" : "height") "
                + "\(index % 2 == 0 ? "<=" : ">=") \(NSLayoutConstraint.number(value)) "
                + "Hug:\(view.contentHuggingPriority(for: axis).descriptionText) "
                + "CompressionResistance:\(view.contentCompressionResistancePriority(for: axis).descriptionText)   (active)>"
        case .fitting(let index):
            let size = host.bounds.size
            return "<NSLayoutConstraint '\(index == 0 ? "_UITemporaryLayoutWidth" : "_UITemporaryLayoutHeight")' "
                + "\(NSLayoutConstraint.itemText(host)).\(index == 0 ? "width" : "height") == "
                + "\(NSLayoutConstraint.number(index == 0 ? size.width : size.height))   (active)>"
        }
    }

    private func describeRole(of item: IslandItem, index: Int) -> String {
        let attribute = ["minX", "minY", "width", "height", "width", "width"][min(index, 5)]
        let constant = index < item.roleConstants.count ? -item.roleConstants[index] : 0
        if let guide = item.guide, let owner = item.parent?.view {
            let names = ["UIView-leftMargin-guide-constraint", "UIView-topMargin-guide-constraint",
                         "UIView-rightMargin-guide-constraint", "UIView-bottomMargin-guide-constraint",
                         "UIView-readableContent-guide-constraint", "UIView-readableContent-guide-constraint"]
            let attributes: [NSLayoutConstraint.Attribute] = [.left, .top, .right, .bottom, .width, .width]
            let slot = min(index, 5)
            let guideFirst = slot == 0 || slot == 1
            let equation = guideFirst
                ? NSLayoutConstraint.equationText(first: guide, attributes[slot], .equal, second: owner, attributes[slot], multiplier: 1, constant: constant)
                : NSLayoutConstraint.equationText(first: owner, attributes[slot], .equal, second: guide, attributes[slot], multiplier: 1, constant: constant)
            return "<NSLayoutConstraint '\(names[slot])' \(equation)   (active)>"
        }
        guard let view = item.view else { return "<NSAutoresizingMaskLayoutConstraint (gone)>" }
        return "<NSAutoresizingMaskLayoutConstraint \(Self.maskCode(view.autoresizingMask)) "
            + "\(NSLayoutConstraint.itemText(view)).\(attribute) == \(NSLayoutConstraint.number(CGFloat(constant)))   (active)>"
    }

    /// UIKit's code for an autoresizing mask in descriptions: `h=` and `v=` with `-` for a fixed and `&` for a
    /// flexible left (top) margin, width (height) and right (bottom) margin; a mask without flexible parts
    /// prints as `h=--& v=--&`.
    static func maskCode(_ mask: UIView.AutoresizingMask) -> String {
        func code(_ start: UIView.AutoresizingMask, _ length: UIView.AutoresizingMask, _ end: UIView.AutoresizingMask) -> String {
            let flexible = [start, length, end].map { mask.contains($0) }
            guard flexible.contains(true) else { return "--&" }
            return flexible.map { $0 ? "&" : "-" }.joined()
        }
        return "h=" + code(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
            + " v=" + code(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
    }
}
