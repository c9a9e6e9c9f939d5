import Foundation

extension UITableView {
    /// Registers a nib whose one top-level view is a `UITableViewCell` for a reuse identifier;
    /// `dequeueReusableCell(withIdentifier:for:)` makes new cells from it, with that reuse identifier.
    /// A nil nib removes the registration.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registeredCellNibs[identifier] = nib
        registeredCellClasses[identifier] = nil
    }
}
