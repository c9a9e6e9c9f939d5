import CellKit
import Foundation

extension UICollectionView {
    /// A collection view with an inset grouped list layout whose sections have supplementary headers
    /// and, when `footers` is true, supplementary footers; `background` replaces the list's own.
    @MainActor
    static func insetGroupedList(footers: Bool = false, background: UIColor? = nil) -> UICollectionView {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        if let background { configuration.backgroundColor = background }
        configuration.headerMode = .supplementary
        if footers { configuration.footerMode = .supplementary }
        return UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }
}
