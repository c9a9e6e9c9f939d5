import Foundation

/// What a section's leading and trailing content insets are measured from (`contentInsetsReference`).
/// The top and bottom of the safe area are the scroll view's business (`adjustedContentInset`); this
/// is the sideways part: a phone in landscape keeps sections out from under its sensor housing.
extension UICollectionView {
    /// The leading and trailing distances from the collection view's edges that a section's content insets
    /// start from.
    /// - `.none`: the edges.
    /// - `.safeArea`: the safe area.
    /// - `.layoutMargins`: the safe area plus the system side margin (16 or 20 points, see `UIScreen`).
    /// - `.readableContent`: the readable content guide's edges (centered, at most the readable width).
    /// - `.automatic`: plain and grouped list sections use `.none` (their rows run under the housing and
    ///   their cells' layout margins keep the content out of it, as UIKit's tables do); inset-grouped,
    ///   sidebar and grid sections use `.safeArea`.
    func referenceInsets(for reference: UIContentInsetsReference, listAppearance: UIListEnvironment?) -> (leading: CGFloat, trailing: CGFloat) {
        let safe = directionalInsets(from: safeAreaInsetsForSubviews)
        switch reference {
        case .none:
            return (0, 0)
        case .automatic:
            if let listAppearance, [.plain, .grouped, .unspecified, .none].contains(listAppearance) { return (0, 0) }
            return (safe.leading, safe.trailing)
        case .safeArea:
            return (safe.leading, safe.trailing)
        case .layoutMargins:
            let margin = systemSideMargin(forWidth: bounds.width)
            return (safe.leading + margin, safe.trailing + margin)
        case .readableContent:
            let readable = ReadableWidth.frame(in: self)
            let left = readable.minX - bounds.minX, right = bounds.maxX - readable.maxX
            return effectiveUserInterfaceLayoutDirection == .rightToLeft ? (right, left) : (left, right)
        }
    }
}
