import CellKit

class RecipeListViewController: UICollectionViewController {
    enum Section { case main }

    var dataSource: UICollectionViewDiffableDataSource<Section, Recipe>!
    var recipes = Recipe.samples

    init() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = editButtonItem
        configureDataSource()
        applySnapshot()
    }

    func configureDataSource() {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Recipe> { cell, indexPath, recipe in
            var content = RecipeContentConfiguration()
            content.title = recipe.title
            content.detail = "\(durationText(for: recipe)) · \(formatter.string(from: recipe.added))"
            content.isFavorite = recipe.isFavorite
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .delete()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Recipe>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, recipe: Recipe) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: recipe)
        }
    }

    func applySnapshot(animatingDifferences: Bool = false) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Recipe>()
        snapshot.appendSections([.main])
        snapshot.appendItems(recipes)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let recipe = dataSource.itemIdentifier(for: indexPath) else { return }
        print("selected \(recipe.title)")
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
