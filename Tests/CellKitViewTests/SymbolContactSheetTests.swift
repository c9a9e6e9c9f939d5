import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing
@testable import CellKitCore

/// Every SF Symbol name in the symbol table, drawn at the list cell size and twice that beside its name,
/// one contact sheet per group of the table, so a person can check each mapping by eye.
@Suite(.gtk) @MainActor struct SymbolContactSheetTests {
    static let columns = 3
    static let cellSize = CGSize(width: 250, height: 40)

    @Test(arguments: SymbolTable.shared.groups)
    func contactSheetOfGroup(_ group: String) throws {
        let names = SymbolTable.shared.entries.filter { $0.group == group }.map(\.name)
        #expect(!names.isEmpty)
        let sheet = Self.sheet(of: names)
        let slug = group.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        GoldenImage.assertMatches(try ViewSnapshot.image(of: sheet), named: "symbols-" + String(slug))
    }

    /// A grid of name cells: the symbol at the default (body) size, at 34 points, and its name.
    static func sheet(of names: [String]) -> UIView {
        let rows = (names.count + columns - 1) / columns
        let root = UIView(frame: CGRect(x: 0, y: 0, width: cellSize.width * CGFloat(columns) + 16,
                                        height: cellSize.height * CGFloat(rows) + 16))
        root.backgroundColor = .systemBackground
        for (index, name) in names.enumerated() {
            let origin = CGPoint(x: 8 + CGFloat(index % columns) * cellSize.width, y: 8 + CGFloat(index / columns) * cellSize.height)
            let small = UIImageView(image: UIImage(systemName: name))
            small.frame = CGRect(origin: CGPoint(x: origin.x, y: origin.y + (cellSize.height - small.frame.height) / 2),
                                 size: small.frame.size)
            let large = UIImageView(image: UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
            large.frame = CGRect(x: origin.x + 28, y: origin.y + (cellSize.height - 34) / 2, width: 34, height: 34)
            large.contentMode = .scaleAspectFit
            let label = UILabel()
            label.text = name
            label.font = .systemFont(ofSize: 12)
            label.frame = CGRect(x: origin.x + 68, y: origin.y, width: cellSize.width - 72, height: cellSize.height)
            for view in [small, large, label] as [UIView] { root.addSubview(view) }
        }
        return root
    }
}
