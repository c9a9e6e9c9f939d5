import CellKit

// Top-level code in Swift 5 mode: nonisolated, as in an iOS app's setup code and its unit tests.
// Each screen is shown in a 390 × 844 window (an iPhone 14) and its frames are checked against
// what UIKit's layout gives for that width.
let checks = FrameChecks()
let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

// 1. The recipes list: a collection view controller with a list layout and a custom content view.
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
checks.expect(fitted.height >= 44, "recipe cell height \(fitted.height) is at least 44")
checks.expect(listController.collectionView.numberOfItems(inSection: 0) == 3, "three recipes")

// 2. The collections grid. The section's container is 390 − 16 − 16 = 358 wide. Two repeated items
// share it after the 8-point gap: (358 − 8) / 2 = 175 each, so slots start at x = 16 and
// 16 + 175 + 8 = 199. Item insets of 4 make each tile 175 − 8 = 167 wide and 120 − 8 = 112 tall,
// at x = 20 and 203. The header (44) sits at the section's top, inset like the content (x 16, width
// 358); groups start after it and the top inset: y = 44 + 10 = 54, then every 120 + 12 = 132 points,
// so tiles are at y = 58, 190, 322. The content is 44 + 10 + 3 × 120 + 2 × 12 + 10 = 448 tall.
let collections = CollectionsViewController()
window.rootViewController = UINavigationController(rootViewController: collections)
window.layoutIfNeeded()
let grid = collections.collectionView!
let expectedTiles: [CGRect] = [
    CGRect(x: 20, y: 58, width: 167, height: 112), CGRect(x: 203, y: 58, width: 167, height: 112),
    CGRect(x: 20, y: 190, width: 167, height: 112), CGRect(x: 203, y: 190, width: 167, height: 112),
    CGRect(x: 20, y: 322, width: 167, height: 112),
]
for (item, expected) in expectedTiles.enumerated() {
    checks.expect(grid.cellForItem(at: IndexPath(item: item, section: 0))?.frame, expected, "grid tile \(item)")
}
checks.expect(grid.supplementaryView(forElementKind: CollectionsViewController.headerKind, at: IndexPath(item: 0, section: 0))?.frame,
              CGRect(x: 16, y: 0, width: 358, height: 44), "grid header")
checks.expect(grid.contentSize.height, 448, "grid content height")
checks.expect(components(of: grid.cellForItem(at: IndexPath(item: 0, section: 0))?.backgroundConfiguration?.backgroundColor, style: .light),
              [0.2, 0.4, 0.8, 1], "tile color (light) from the asset catalog")

// 3. The shopping table. Inset grouped rows are inset by the layout margins (16 at this width):
// 358 wide at x 16. A row with one line of body text is UIKit's standard 44 points; the pantry
// rows are the delegate's 60.
let shopping = ShoppingListViewController()
window.rootViewController = UINavigationController(rootViewController: shopping)
window.layoutIfNeeded()
for row in 0..<shopping.toBuy.count {
    let frame = shopping.tableView.cellForRow(at: IndexPath(row: row, section: 0)).map { $0.convert($0.bounds, to: shopping.tableView) }
    checks.expect(frame?.height, 44, "to-buy row \(row) height")
    checks.expect(frame?.minX, 16, "to-buy row \(row) x")
    checks.expect(frame?.width, 358, "to-buy row \(row) width")
}
for row in 0..<shopping.pantry.count {
    checks.expect(shopping.tableView.cellForRow(at: IndexPath(row: row, section: 1))?.frame.height, 60, "pantry row \(row) height")
}
let rowGap = shopping.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY - shopping.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY
checks.expect(rowGap, 44, "rows follow each other without gaps")

// 4. The sidebar. With `.firstItemInSection` UIKit gives each section's first cell the sidebar header
// look: title3 (20 points at the default text size) in bold, in the label color, on no fill; the
// rows below keep the body style (17 points).
let sidebar = KitchenSidebarViewController()
window.rootViewController = UINavigationController(rootViewController: sidebar)
window.layoutIfNeeded()
let headerCell = sidebar.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
let headerContent = headerCell?.contentConfiguration as? UIListContentConfiguration
checks.expect(headerContent?.textProperties.font.pointSize, 20, "sidebar header font size")
// UIKit names the bold system face ".SFUI-Bold"; CellKit's system family is Inter ("Inter-Bold").
checks.expect(headerContent?.textProperties.font.fontName.hasSuffix("-Bold") == true, "sidebar header is bold")
checks.expect(headerContent?.textProperties.color == .label, "sidebar header text is the label color")
checks.expect(headerCell?.backgroundConfiguration?.backgroundColor == .clear, "sidebar header has no fill")
let rowContent = sidebar.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.contentConfiguration as? UIListContentConfiguration
checks.expect(rowContent?.textProperties.font.pointSize, 17, "sidebar row font size")
checks.expect(sidebar.collectionView.numberOfItems(inSection: 1) == 3, "the second section shows its header and two rows")

// 5. The step editor: the text field takes the width the time picker and the Done button leave, 8
// points before each, all inside the cell's layout margins.
let stepCell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 358, height: 44))
var finishedStep: String?
stepCell.contentConfiguration = StepEditorConfiguration(text: "Simmer for 20 minutes", onDone: { finishedStep = $0 })
stepCell.layoutIfNeeded()
if let editor = stepCell.contentView.subviews.compactMap({ $0 as? StepEditorContentView }).first {
    let margins = editor.layoutMargins
    checks.expect(editor.textField.frame.minX, margins.left, "text field at the leading margin")
    checks.expect(editor.doneButton.frame.maxX, editor.bounds.width - margins.right, "Done at the trailing margin")
    checks.expect(editor.startPicker.frame.minX - editor.textField.frame.maxX, 8, "8 points between field and time picker")
    checks.expect(editor.doneButton.frame.minX - editor.startPicker.frame.maxX, 8, "8 points between time picker and button")
    checks.expect(editor.startPicker.frame.width, editor.startPicker.intrinsicContentSize.width, "the time picker keeps its intrinsic width")
    checks.expect(editor.doneButton.frame.width, editor.doneButton.intrinsicContentSize.width, "Done keeps its intrinsic width")
    editor.doneButton.sendActions(for: .touchUpInside)
    checks.expect(finishedStep == "Simmer for 20 minutes", "Done reports the field's text")
} else {
    checks.expect(false, "the step cell shows a StepEditorContentView")
}

// 6. Colors from the package's asset catalog, light and dark, from the main bundle and Bundle.module.
checks.expect(components(of: UIColor(named: "TileColor"), style: .light), [0.2, 0.4, 0.8, 1], "TileColor, light")
checks.expect(components(of: UIColor(named: "TileColor"), style: .dark), [0.4, 0.6, 1.0, 1], "TileColor, dark")
checks.expect(UIColor(named: "TileColor", in: .module, compatibleWith: nil) != nil, "TileColor in Bundle.module")

// 7. The pantry grid with low-stock dots. The section is 390 − 20 = 370 wide: thirds of 123.33, each
// jar inset 6, so the first jar is x 16 … 117.33, y 6 … 84. The 16-point dot sits against the jar's top
// trailing corner, then a quarter of its size (4 points) right and up: x 117.33 − 16 + 4, y 6 − 4.
let pantry = PantryGridViewController()
window.rootViewController = UINavigationController(rootViewController: pantry)
window.layoutIfNeeded()
let firstJar = pantry.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
checks.expect(firstJar?.minX, 16, "first jar x")
checks.expect(firstJar?.maxX, 10 + 370.0 / 3 - 6, "first jar trailing edge")
for index in pantry.jars.indices {
    let dot = pantry.collectionView.supplementaryView(forElementKind: PantryGridViewController.lowStockKind,
                                                      at: IndexPath(item: index, section: 0))
    let jar = pantry.collectionView.cellForItem(at: IndexPath(item: index, section: 0))?.frame ?? .zero
    checks.expect(dot?.frame, CGRect(x: jar.maxX - 16 + 4, y: jar.minY - 4, width: 16, height: 16), "dot on jar \(index)")
    checks.expect(dot?.isHidden == !pantry.jars[index].isLow, "dot on jar \(index) shows only when it runs low")
}
// The shelf is the section's frame (two rows of 90, no vertical insets: 180 tall, full width) inset 4
// at the sides, behind the jars.
let shelves = pantry.collectionView.subviews.compactMap { $0 as? PantryGridViewController.ShelfBackgroundView }
checks.expect(shelves.count == 1, "one shelf behind the section")
checks.expect(shelves.first?.frame, CGRect(x: 4, y: 0, width: 382, height: 180), "shelf frame")
let shelfPosition = shelves.first.flatMap { shelf in pantry.collectionView.subviews.firstIndex { $0 === shelf } } ?? .max
let jarPositions = pantry.collectionView.subviews.indices.filter { pantry.collectionView.subviews[$0] is UICollectionViewCell }
checks.expect(jarPositions.allSatisfy { $0 > shelfPosition }, "the jars are drawn over the shelf")
// Picking a jar shows its selected background; the others keep theirs hidden.
pantry.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
window.layoutIfNeeded()
let pickedJar = pantry.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
let otherJar = pantry.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
checks.expect(pickedJar?.selectedBackgroundView?.isHidden == false, "the picked jar shows its selected background")
checks.expect(otherJar?.selectedBackgroundView?.isHidden == true, "an unpicked jar hides its selected background")

// 8. A button's action presents an alert, reading the button from `action.sender`; the window's new
// size reaches the controller, whose alongside block widens the button to the new width less 32.
let recipe = RecipeActionsViewController()
window.rootViewController = UINavigationController(rootViewController: recipe)
window.layoutIfNeeded()
recipe.deleteButton.sendActions(for: .primaryActionTriggered)
let alert = recipe.presentedViewController as? UIAlertController
checks.expect(alert?.message == "“Delete Recipe” cannot be undone.", "the alert names the button that sent the action")
checks.expect(alert?.actions.map { $0.style } == [.cancel, .destructive], "the alert has a cancel and a destructive action")
alert?.dismiss(animated: false)
window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
checks.expect(recipe.transitionedSizes == [CGSize(width: 844, height: 390)], "viewWillTransition(to:with:) hears of the new size")
checks.expect(recipe.deleteButton.frame.width, 844 - 32, "the alongside block laid the button out for the new size")
window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)

// 9. A search controller in the navigation item: its bar sits under the 44-point title row (52 more
// points of bar), and becoming active asks the results updater.
let recipeSearch = RecipeSearchViewController()
let searchNavigation = UINavigationController(rootViewController: recipeSearch)
window.rootViewController = searchNavigation
window.layoutIfNeeded()
checks.expect(searchNavigation.navigationBar.frame.height, 96, "navigation bar with a search bar")
checks.expect(recipeSearch.searchController.searchBar.frame, CGRect(x: 0, y: 44, width: 390, height: 52), "search bar under the titles")
recipeSearch.searchController.searchBar.text = "zzz"
recipeSearch.searchController.isActive = true
checks.expect(recipeSearch.matches.isEmpty, "activating the search asks the results updater")
recipeSearch.searchController.isActive = false
checks.expect(recipeSearch.matches.count == Recipe.samples.count, "ending the search clears the text and updates again")

print(checks.summary())
exit(checks.failures.isEmpty ? 0 : 1)
