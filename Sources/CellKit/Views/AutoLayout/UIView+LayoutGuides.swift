import Foundation

extension UIView {
    /// The guides this view owns: those added with `addLayoutGuide(_:)`, and the system guides
    /// (`layoutMarginsGuide`, `safeAreaLayoutGuide`, `readableContentGuide`) once asked for.
    public var layoutGuides: [UILayoutGuide] { autoLayout.guides }

    /// Makes this view the guide's owner, so that constraints can place it in this view's coordinates.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let previous = layoutGuide.owner, previous !== self { previous.removeLayoutGuide(layoutGuide) }
        guard !autoLayout.guides.contains(where: { $0 === layoutGuide }) else { return }
        layoutGuide.owner = self
        autoLayout.guides.append(layoutGuide)
    }

    /// Removes a guide this view owns; the constraints that mention it are deactivated.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard autoLayout.guides.contains(where: { $0 === layoutGuide }) else { return }
        NSLayoutConstraint.deactivate(layoutGuide.constraintReferences)
        autoLayout.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owner = nil
    }

    /// A guide for the area inside the layout margins (`UIViewLayoutMarginsGuide`): the same guide every
    /// time, following the margins as they change.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayout.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owningView: self, identifier: "UIViewLayoutMarginsGuide")
        autoLayout.marginsGuide = guide
        autoLayout.guides.append(guide)
        return guide
    }

    /// A guide for the area inside the safe area (`UIViewSafeAreaLayoutGuide`). CellKit has no unsafe areas,
    /// so it covers the bounds.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owningView: self, identifier: "UIViewSafeAreaLayoutGuide")
        autoLayout.safeAreaGuide = guide
        autoLayout.guides.append(guide)
        return guide
    }

    /// A guide for a column of text that stays readable (`UIViewReadableContentGuide`): inside the layout
    /// margins, at most the readable width for the current text size, centered. The readable width is 672
    /// points at the Large text size, scaled with the body font for other sizes; on phone widths the margins
    /// are narrower, so the guide is the margins area.
    public var readableContentGuide: UILayoutGuide {
        if let guide = autoLayout.readableGuide { return guide }
        let guide = UILayoutGuide(kind: .readableContent, owningView: self, identifier: "UIViewReadableContentGuide")
        autoLayout.readableGuide = guide
        autoLayout.guides.append(guide)
        return guide
    }
}
