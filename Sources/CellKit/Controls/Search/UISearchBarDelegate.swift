import Foundation

/// What a search bar asks and tells its delegate (UIKit's `UISearchBarDelegate`). Every method has
/// a default (allow, do nothing), as UIKit's are optional.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether editing may begin (the search field is about to take the keyboard focus).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began: the search field has the keyboard focus.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end (asked when the field is told to resign the focus).
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The person changed the text (typing, deleting, the clear button). Setting `text` in code does
    /// not call it.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether typing may replace `range` of the text with `text`; returning false undoes the edit.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The person pressed Return (the keyboard's Search key on iOS). The field keeps the focus
    /// unless the delegate resigns it, as in UIKit.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The person tapped the Cancel button (`showsCancelButton`). The bar neither clears nor resigns
    /// by itself, as in UIKit: the delegate does what cancelling means.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
