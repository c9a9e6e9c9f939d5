import Foundation

/// The object that updates search results while the person searches (UIKit's `UISearchResultsUpdating`).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Called when the search controller becomes active, after each change of its search bar's text,
    /// and when it is dismissed (the text is empty then): filter the results for `searchBar.text`.
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate as it becomes active and inactive (UIKit's
/// `UISearchControllerDelegate`). Every method has a default (do nothing), as UIKit's are optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search controller is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search controller became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search controller is about to become inactive.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search controller became inactive.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
