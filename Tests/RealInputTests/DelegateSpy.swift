import CellKit
import Foundation

/// Stands between a list and its delegate: records the selection calls, then passes every call
/// on to the delegate the demo installed, so the demo behaves as it would on its own.
@MainActor
final class DelegateSpy: UICollectionViewDelegate {
    private let inner: UICollectionViewDelegate
    /// "select ROW" and "deselect ROW" in call order (rows count items across sections).
    private(set) var events: [String] = []

    /// Inserts a spy in front of `list`'s delegate. Keep the spy alive: the list holds it weakly.
    init?(on list: UICollectionView) {
        guard let inner = list.delegate else { return nil }
        self.inner = inner
        list.delegate = self
    }

    private func row(_ list: UICollectionView, _ indexPath: IndexPath) -> Int {
        (0..<indexPath.section).reduce(0) { $0 + list.numberOfItems(inSection: $1) } + indexPath.item
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        inner.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        inner.collectionView(collectionView, didHighlightItemAt: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        inner.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        inner.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        inner.collectionView(collectionView, shouldDeselectItemAt: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(row(collectionView, indexPath))")
        inner.collectionView(collectionView, didSelectItemAt: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("deselect \(row(collectionView, indexPath))")
        inner.collectionView(collectionView, didDeselectItemAt: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        inner.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        inner.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        inner.collectionView(collectionView, canFocusItemAt: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        inner.collectionView(collectionView, canPerformPrimaryActionForItemAt: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        inner.collectionView(collectionView, performPrimaryActionForItemAt: indexPath)
    }
}
