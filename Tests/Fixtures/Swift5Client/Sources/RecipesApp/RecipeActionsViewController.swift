import CellKit

// A recipe screen with a Delete button whose action asks for confirmation in an alert, reading the
// button from `action.sender`; it lays out again for a new window size in `viewWillTransition`.
class RecipeActionsViewController: UIViewController {
    var deleteButton: UIButton!
    var deleted = false
    var transitionedSizes: [CGSize] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipe"
        let deleteAction = UIAction(title: "Delete Recipe") { [weak self] action in
            guard let self = self, let button = action.sender as? UIButton else { return }
            self.confirmDeletion(from: button)
        }
        deleteButton = UIButton(type: .system, primaryAction: deleteAction)
        deleteButton.frame = CGRect(x: 16, y: 100, width: 200, height: 44)
        view.addSubview(deleteButton)
    }

    func confirmDeletion(from button: UIButton) {
        let alert = UIAlertController(title: "Delete this recipe?",
                                      message: "“\(button.currentTitle ?? "")” cannot be undone.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.deleted = true
        })
        present(alert, animated: true)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.deleteButton.frame.size.width = self.view.bounds.width - 32
        }, completion: { _ in
            self.transitionedSizes.append(size)
        })
    }
}
