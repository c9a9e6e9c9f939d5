@testable import CellKit
import Foundation
import Testing

/// A list cell holding a `UITextView` with scrolling off, pinned to `contentView` with anchors as iOS
/// code does: the cell is as tall as the text view's wrapped text at the cell's width.
@MainActor
final class NoteCell: UICollectionViewListCell {
    let textView = UITextView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        textView.isScrollEnabled = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            textView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            textView.topAnchor.constraint(equalTo: contentView.topAnchor),
            textView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

@Suite @MainActor struct TextViewSelfSizingCellTests {
    static let notes = ["Milk", "Eggs, flour, sugar, butter, vanilla, baking powder and a pinch of salt for the birthday cake on Saturday."]

    private func makeList(contentSize: UIContentSizeCategory) throws -> [NoteCell] {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
        container.traitOverrides.preferredContentSizeCategory = contentSize
        let list = UICollectionView(frame: container.bounds,
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        container.addSubview(list)
        let registration = UICollectionView.CellRegistration<NoteCell, Int> { cell, _, index in
            cell.textView.text = Self.notes[index]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: list) { list, indexPath, item in
            list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(Self.notes.indices))
        dataSource.apply(snapshot, animatingDifferences: false)
        KeepAlive.keep(dataSource)
        container.layoutIfNeeded()
        return try Self.notes.indices.map { try #require(list.cellForItem(at: IndexPath(item: $0, section: 0)) as? NoteCell) }
    }

    @Test func eachCellIsAsTallAsItsWrappedText() throws {
        let cells = try makeList(contentSize: .large)
        for cell in cells {
            #expect(abs(cell.textView.frame.width - 343) < 0.001)
            // A list row is at least 44 points tall (UIKit's minimum); the text view fills the row.
            let fitting = cell.textView.sizeThatFits(CGSize(width: 343, height: 0)).height
            #expect(cell.frame.height == max(44, fitting), "\(cell.textView.text ?? "")")
            #expect(cell.textView.frame.height == cell.frame.height)
        }
        #expect(cells[0].frame.height == 44, "one line of body text and the insets fit the minimum row height")
        #expect(cells[1].frame.height > cells[0].frame.height + 30, "the long note wraps over several lines")
    }

    @Test func cellsGrowWithTheTextSize() throws {
        let large = try makeList(contentSize: .large)
        let huge = try makeList(contentSize: .accessibilityExtraExtraExtraLarge)
        // AX3 body text is 53 points: one line is SF Pro's 63.25 points (UIFont.lineHeight), with the text
        // view's 8-point insets above and below 79.25, rounded up to the 1x layout's 80.
        #expect(huge[0].frame.height == 80, "one line of 53-point text and the insets")
        #expect(huge[1].frame.height > large[1].frame.height * 2, "bigger text and more lines")
    }
}
