import CellKit

// Top-level code in Swift 5 mode: nonisolated, as in an iOS app's setup code and its unit tests.
let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
let listController = RecipeListViewController()
window.rootViewController = UINavigationController(rootViewController: listController)
window.makeKeyAndVisible()
window.layoutIfNeeded()

let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
var content = RecipeContentConfiguration()
content.title = Recipe.samples[0].title
content.detail = durationText(for: Recipe.samples[0])
cell.contentConfiguration = content
let fitted = cell.systemLayoutSizeFitting(CGSize(width: 390, height: UIView.layoutFittingCompressedSize.height))
print("cell height \(fitted.height), items \(listController.collectionView.numberOfItems(inSection: 0))")
exit(fitted.height >= 44 && listController.collectionView.numberOfItems(inSection: 0) == 3 ? 0 : 1)
