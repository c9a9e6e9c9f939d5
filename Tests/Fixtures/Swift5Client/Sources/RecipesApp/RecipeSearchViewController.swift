import CellKit

// A recipe list searched from the navigation bar: a search controller in the navigation item, the
// controller itself as its results updater and as its search bar's delegate.
class RecipeSearchViewController: UIViewController, UISearchResultsUpdating, UISearchBarDelegate {
    let searchController = UISearchController(searchResultsController: nil)
    var matches: [String] = Recipe.samples.map { $0.title }
    var searchesRun: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search recipes"
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        matches = Recipe.samples.map { $0.title }.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchesRun.append(searchBar.text ?? "")
        searchBar.resignFirstResponder()
    }
}
