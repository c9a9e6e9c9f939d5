import Foundation
import Testing

extension CommandLineTests {
    /// `cellscope port SOURCE --output DIR`: a copy of an iOS app's sources that builds against CellKit
    /// (the Swift 5 client's ShelfApp is ported and built this way in CI), a note with the line for
    /// what needs a person, the sources never touched, and bad input refused with status 2.
    @Suite struct PortCommand {
        static let viewController = """
            import UIKit

            class ListViewController: UIViewController {
                let button = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.addTarget(self, action: #selector(saveTapped(_:)), for: .touchUpInside)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
                    let hint = "tap #selector(add) or @objc"  // #selector(add) stays in comments
                }
                @objc private func saveTapped(_ sender: UIButton) {}
                @objc func add() {}
            }

            extension ListViewController {
                func wire(_ toggle: UISwitch) { toggle.addTarget(self, action: #selector(self.add), for: .valueChanged) }
            }
            """

        static let ported = """
            import CellKit

            class ListViewController: UIViewController {
                let button = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.addTarget(self, action: ListViewController.saveTapped(_:), for: .touchUpInside)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: ListViewController.add)
                    let hint = "tap #selector(add) or @objc"  // #selector(add) stays in comments
                }
                private func saveTapped(_ sender: UIButton) {}
                func add() {}
            }

            extension ListViewController {
                func wire(_ toggle: UISwitch) { toggle.addTarget(self, action: ListViewController.add, for: .valueChanged) }
            }
            """

        private func sources(_ files: [String: String]) throws -> ScratchFolder {
            let folder = try ScratchFolder()
            for (path, text) in files {
                let url = folder.file("App/" + path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            return folder
        }

        @Test func aFolderIsCopiedWithWhatLinuxCannotCompileRewritten() throws {
            let folder = try sources(["Screens/ListViewController.swift": Self.viewController, "Info.plist": "<plist/>"])
            defer { folder.remove() }
            let run = try CellScopeRun.run(["port", folder.file("App").path, "--output", folder.file("Ported").path])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(try String(contentsOf: folder.file("Ported/Screens/ListViewController.swift"), encoding: .utf8) == Self.ported)
            #expect(try String(contentsOf: folder.file("Ported/Info.plist"), encoding: .utf8) == "<plist/>", "other files are copied")
            #expect(try String(contentsOf: folder.file("App/Screens/ListViewController.swift"), encoding: .utf8) == Self.viewController,
                    "the sources are untouched")
            #expect(run.standardOutput.contains("ported Screens/ListViewController.swift: 6 lines changed"))
            #expect(run.standardOutput.contains("ported 1 Swift file into"))
        }

        @Test func linesThatNeedAPersonAreNamedAndKept() throws {
            let source = """
                import UIKit
                class A: UIViewController {
                    let label = UILabel()
                    override func viewDidLoad() {
                        NotificationCenter.default.addObserver(self, selector: #selector(changed), name: .init("x"), object: nil)
                        perform(#selector(changed), with: nil, afterDelay: 1)
                        let width = UIScreen.main.bounds.width
                    }
                    @objc func changed() {}
                }
                """
            let folder = try sources(["A.swift": source])
            defer { folder.remove() }
            let run = try CellScopeRun.run(["port", folder.file("App/A.swift").path, "--output", folder.file("Ported").path])
            #expect(run.status == 1, "\(run.standardOutput)")
            for line in [5, 6, 7] {
                #expect(run.standardOutput.contains("A.swift:\(line): needs an edit:"), "line \(line): \(run.standardOutput)")
            }
            #expect(run.standardOutput.contains("3 need an edit by hand"))
            let ported = try String(contentsOf: folder.file("Ported/A.swift"), encoding: .utf8)
            #expect(ported.contains("selector: #selector(changed)") && ported.contains("perform(#selector(changed)"))
            #expect(ported.contains("    func changed() {}"))
        }

        static let nibCell = """
            import UIKit

            class ContactCell: UICollectionViewCell {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet private weak var avatarView: UIImageView?
                @IBOutlet var badges: [UIImageView]!
                @IBOutlet private(set) var followButton: UIButton!

                @IBAction func followTapped(_ sender: UIButton) {}
                @IBAction private func avatarTapped() {}
                @IBAction
                func shared(sender: Any, forEvent event: UIEvent) {}
            }

            extension ContactCell {
                @IBAction func reset(_ sender: Any) {}
            }
            """

        static let portedNibCell = """
            import CellKit

            class ContactCell: UICollectionViewCell {
                @NibOutlet var nameLabel: UILabel!
                @NibOutlet private var avatarView: UIImageView?
                @NibOutlet var badges: [UIImageView]!
                @NibOutlet private(set) var followButton: UIButton!

                func followTapped(_ sender: UIButton) {}
                private func avatarTapped() {}
                func shared(sender: Any, forEvent event: UIEvent) {}
            }

            extension ContactCell {
                func reset(_ sender: Any) {}
            }

            // Written by cellscope port: the @IBAction methods a nib's actions call, by Objective-C selector.
            extension ContactCell: NibActionTarget {
                func nibAction(forSelector selector: String) -> NibAction? {
                    switch selector {
                    case "followTapped:": NibAction(self, ContactCell.followTapped(_:))
                    case "avatarTapped": NibAction(self, ContactCell.avatarTapped)
                    case "sharedWithSender:forEvent:": NibAction(self, ContactCell.shared(sender:forEvent:))
                    case "reset:": NibAction(self, ContactCell.reset(_:))
                    default: nil
                    }
                }
            }

            """

        @Test func outletsBecomeNibOutletsAndActionsAreListedForNibsBySelector() throws {
            let folder = try sources(["ContactCell.swift": Self.nibCell + "\n"])
            defer { folder.remove() }
            let run = try CellScopeRun.run(["port", folder.file("App").path, "--output", folder.file("Ported").path])
            #expect(run.status == 0, "nothing needs an edit by hand: \(run.standardOutput)")
            #expect(try String(contentsOf: folder.file("Ported/ContactCell.swift"), encoding: .utf8) == Self.portedNibCell)
        }

        @Test func linksAreFollowedToFilesAndWhatIsLeftOutIsNamed() throws {
            let folder = try sources(["Screens/A.swift": "import UIKit\n", "Shared/B.swift": "import UIKit\nlet b = 1\n"])
            defer { folder.remove() }
            let manager = FileManager.default
            try manager.createSymbolicLink(atPath: folder.file("App/Screens/Linked.swift").path, withDestinationPath: "../Shared/B.swift")
            try manager.createSymbolicLink(atPath: folder.file("App/Screens/Loop").path, withDestinationPath: "..")
            try manager.createSymbolicLink(atPath: folder.file("App/Gone.swift").path, withDestinationPath: "Missing.swift")
            try Data([0x69, 0x6D, 0xFF, 0xFE, 0x0A]).write(to: folder.file("App/Latin1.swift"))
            let run = try CellScopeRun.run(["port", folder.file("App").path, "--output", folder.file("Ported").path])
            #expect(run.status == 1, "\(run.standardOutput)")
            let linked = folder.file("Ported/Screens/Linked.swift")
            #expect(try String(contentsOf: linked, encoding: .utf8) == "import CellKit\nlet b = 1\n", "a link to a file is ported as that file")
            #expect((try? manager.destinationOfSymbolicLink(atPath: linked.path)) == nil, "the copy is a plain file")
            #expect(run.standardOutput.contains("Screens/Loop: left out: it is a symbolic link to a folder"))
            #expect(run.standardOutput.contains("Gone.swift: left out: it is a symbolic link to nothing"))
            #expect(run.standardOutput.contains("Latin1.swift: left out: it is not UTF-8 text"))
            #expect(run.standardOutput.contains("ported 3 Swift files into") && run.standardOutput.contains("; 3 left out (above)"),
                    "\(run.standardOutput)")
            #expect(!manager.fileExists(atPath: folder.file("Ported/Screens/Loop").path))
        }

        @Test(arguments: [
            (["port"], "port needs a SOURCE"),
            (["port", "/nonexistent/App"], "port needs --output DIR"),
            (["port", "/nonexistent/App", "--output", "/tmp/x"], "'/nonexistent/App' does not exist"),
        ])
        func badArgumentsAreRefused(arguments: [String], message: String) throws {
            let run = try CellScopeRun.run(arguments)
            #expect(run.status == 2)
            #expect(run.standardError.contains(message), "\(run.standardError)")
        }

        @Test func anOutputThatIsNotEmptyOrInsideTheSourcesIsRefused() throws {
            let folder = try sources(["A.swift": "import UIKit\n", "Existing/keep.txt": "mine"])
            defer { folder.remove() }
            let full = try CellScopeRun.run(["port", folder.file("App/A.swift").path, "--output", folder.file("App/Existing").path])
            #expect(full.status == 2 && full.standardError.contains("is not an empty folder"), "\(full.standardError)")
            let inside = try CellScopeRun.run(["port", folder.file("App").path, "--output", folder.file("App/Ported").path])
            #expect(inside.status == 2 && inside.standardError.contains("is inside the sources"), "\(inside.standardError)")
            #expect(try String(contentsOf: folder.file("App/Existing/keep.txt"), encoding: .utf8) == "mine")
        }
    }
}
