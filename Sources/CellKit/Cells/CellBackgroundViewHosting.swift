import Foundation

/// A cell with UIKit's pre-configuration background views (`backgroundView`, `selectedBackgroundView`)
/// beside a background configuration: `UICollectionViewCell` and `UITableViewCell`.
///
/// As in UIKit, the views and the configuration are exclusive: putting in either view removes the
/// background configuration. The selected background view shows only while the cell is selected or
/// highlighted.
@MainActor
protocol CellBackgroundViewHosting: UIView {
    /// The view the cell's content lives in; the background views go below it.
    var contentView: UIView { get }
    /// The view behind the content (below `selectedBackgroundView`).
    var backgroundView: UIView? { get }
    /// The view over `backgroundView` shown while selected or highlighted.
    var selectedBackgroundView: UIView? { get }
    /// Whether the cell is selected.
    var isSelected: Bool { get }
    /// Whether the cell is highlighted.
    var isHighlighted: Bool { get }
    /// The cell's configuration store (read directly, so an overridden getter is not consulted).
    var configurationHost: ConfigurationHost { get }
    /// The background configuration the views replace.
    var backgroundConfiguration: UIBackgroundConfiguration? { get set }
}

extension CellBackgroundViewHosting {
    /// Puts the new `backgroundView` in place of `old`, behind the selected background view.
    func backgroundViewDidChange(from old: UIView?) {
        guard replace(old, with: backgroundView, below: selectedBackgroundView ?? contentView) else { return }
        dropBackgroundConfiguration()
    }

    /// Puts the new `selectedBackgroundView` in place of `old`, shown or hidden for the current state.
    func selectedBackgroundViewDidChange(from old: UIView?) {
        guard replace(old, with: selectedBackgroundView, below: contentView) else { return }
        showSelectedBackgroundForState()
        dropBackgroundConfiguration()
    }

    /// Shows `selectedBackgroundView` while the cell is selected or highlighted, hides it otherwise.
    func showSelectedBackgroundForState() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    /// Takes `old` out of the cell and puts `new` in just below `anchor`, sized to the cell; returns
    /// whether a view was put in.
    private func replace(_ old: UIView?, with new: UIView?, below anchor: UIView) -> Bool {
        old?.removeFromSuperview()
        guard let new else { return false }
        new.frame = bounds
        insertSubview(new, belowSubview: anchor)
        return true
    }

    private func dropBackgroundConfiguration() {
        if configurationHost.backgroundConfiguration != nil { backgroundConfiguration = nil }
    }
}
