import CellKit

/// A list of fruit searched from the navigation bar: the controller is its search controller's results
/// updater and filters the list itself by applying a new snapshot.
class ProduceListViewController: UIViewController, UISearchResultsUpdating {

    enum Section {
        case main
    }

    /// The environment variable whose value, when set, is typed into the search bar once the list is on
    /// screen (so a run can show a filtered list without a keyboard).
    static let launchQueryVariable = "SAMPLE_SEARCH"

    private let searchController = UISearchController(searchResultsController: nil)
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Produce>!
    private var appliedLaunchQuery = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Market"
        configureHierarchy()
        configureDataSource()
        configureSearch()
        applySnapshot(filteredBy: "")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !appliedLaunchQuery, let query = ProcessInfo.processInfo.environment[Self.launchQueryVariable], !query.isEmpty else { return }
        appliedLaunchQuery = true
        searchController.searchBar.text = query
        searchController.isActive = true
    }

    private func configureHierarchy() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Produce> { cell, _, produce in
            var content = cell.defaultContentConfiguration()
            content.text = produce.name
            content.secondaryText = produce.season
            content.image = UIImage(systemName: "leaf")
            content.imageProperties.tintColor = .systemGreen
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Produce>(collectionView: collectionView) { collectionView, indexPath, produce in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: produce)
        }
    }

    private func configureSearch() {
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        // Keep the large title over the bar while searching, as the screen's golden shows it.
        searchController.hidesNavigationBarDuringPresentation = false
        searchController.searchBar.placeholder = "Search fruit"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
    }

    // MARK: UISearchResultsUpdating

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        applySnapshot(filteredBy: query)
        let names = dataSource.snapshot().itemIdentifiers.map { $0.name }
        print("search: \"\(query)\" -> \(names.count) items: \(names.joined(separator: ", "))")
        fflush(stdout)
    }

    private func applySnapshot(filteredBy query: String) {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        let matches = Produce.all.filter { trimmed.isEmpty || $0.name.localizedCaseInsensitiveContains(trimmed) }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Produce>()
        snapshot.appendSections([.main])
        snapshot.appendItems(matches)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
