import Foundation

extension UICollectionView {
    /// Registers a nib whose one top-level view is a `UICollectionViewCell` for a reuse identifier;
    /// `dequeueReusableCell(withReuseIdentifier:for:)` makes new cells from it. A nil nib removes the
    /// registration.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registeredCellNibs[identifier] = nib
        registeredCellClasses[identifier] = nil
    }

    /// Registers a nib whose one top-level view is a `UICollectionReusableView` for a kind of
    /// supplementary view (a header or footer) and a reuse identifier.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registeredSupplementaryNibs[kind + "|" + identifier] = nib
        registeredSupplementaryClasses[kind + "|" + identifier] = nil
    }
}
