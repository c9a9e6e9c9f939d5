import UIKit

// A screen wired with target–action the Objective-C way: selectors and @objc methods, and a banner
// designed in Interface Builder (ShelfBanner.xib) whose outlets and action reach this controller.
class ShelfViewController: UIViewController {
    private let addButton = UIButton(type: .system)
    private let showRead = UISwitch()
    private var books = ["Dune", "Emma"]
    @IBOutlet weak var bannerLabel: UILabel!
    @IBOutlet private weak var bannerButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelf"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: self,
                                                            action: #selector(ShelfViewController.editTapped))

        addButton.setTitle("Add a book", for: .normal)
        addButton.addTarget(self, action: #selector(addTapped(_:)), for: .touchUpInside)
        showRead.addTarget(self, action: #selector(showReadChanged), for: .valueChanged)

        let stack = UIStackView(arrangedSubviews: [addButton, showRead])
        stack.axis = .vertical
        // Leading, not the default fill: a filled stack would have to pick between the switch's hugging
        // and the button's compression resistance, both 750, and the button could come out truncated.
        stack.alignment = .leading
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        let banner = Bundle.main.loadNibNamed("ShelfBanner", owner: self, options: nil)!.first as! UIView
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            banner.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            banner.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 24),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // What a tap and a flip would send.
        addButton.sendActions(for: .touchUpInside)
        showRead.isOn = true
        showRead.sendActions(for: .valueChanged)
        bannerButton.sendActions(for: .touchUpInside)
    }

    @objc private func addTapped(_ sender: UIButton) {
        books.append("Book \(books.count + 1)")
        print("action: addTapped(_:) sender=\(sender === addButton ? "addButton" : "other") books=\(books.count)")
    }

    @objc func showReadChanged() {
        print("action: showReadChanged isOn=\(showRead.isOn)")
    }

    @IBAction func dismissBanner(_ sender: Any) {
        print("action: dismissBanner(_:) banner=\(bannerLabel.text ?? "none") sender=\(sender as AnyObject === bannerButton ? "bannerButton" : "other")")
    }

    @objc func editTapped() {
        setEditing(!isEditing, animated: true)
    }
}
