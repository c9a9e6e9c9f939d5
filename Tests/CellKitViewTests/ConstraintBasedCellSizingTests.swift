@testable import CellKit
import Foundation
import Testing

/// A list cell that adds a custom view to `contentView` and pins it with anchors, as iOS code does.
@MainActor
final class PinnedProfileCell: UICollectionViewListCell {
    let row = ProfileRowView(name: "", detail: "")

    override init(frame: CGRect) {
        super.init(frame: frame)
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            row.topAnchor.constraint(equalTo: contentView.topAnchor),
            row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// The profile row sizes its list cell: the list asks the cell's `systemLayoutSizeFitting`, which fits the
/// constraints of the views in `contentView` at the list's width, at every text size and in both directions.
@Suite @MainActor struct ConstraintBasedCellSizingTests {
    static let people = [
        ("Ada Lovelace", "Wrote the first algorithm meant for a machine, and saw that it could do more than arithmetic."),
        ("Alan Turing", "Mathematician."),
    ]

    private func makeList(contentSize: UIContentSizeCategory, rightToLeft: Bool = false) -> (UIView, UICollectionView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
        container.traitOverrides.preferredContentSizeCategory = contentSize
        if rightToLeft { container.traitOverrides.layoutDirection = .rightToLeft }
        let list = UICollectionView(frame: container.bounds,
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        container.addSubview(list)
        let registration = UICollectionView.CellRegistration<PinnedProfileCell, Int> { cell, _, index in
            cell.row.nameLabel.text = Self.people[index].0
            cell.row.detailLabel.text = Self.people[index].1
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: list) { list, indexPath, item in
            list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(Self.people.indices))
        dataSource.apply(snapshot, animatingDifferences: false)
        KeepAlive.keep(dataSource)
        container.layoutIfNeeded()
        return (container, list)
    }

    private func cells(of list: UICollectionView) throws -> [PinnedProfileCell] {
        try Self.people.indices.map { try #require(list.cellForItem(at: IndexPath(item: $0, section: 0)) as? PinnedProfileCell) }
    }

    @Test func cellsTakeTheHeightTheirConstraintsNeed() throws {
        let (_, list) = makeList(contentSize: .large)
        let cells = try cells(of: list)
        for cell in cells {
            // The row fills the content view, which fills the cell (no accessories): the text column is 287 wide.
            let stack = wrappedHeight(of: cell.row.nameLabel, at: 287) + 4 + wrappedHeight(of: cell.row.detailLabel, at: 287)
            #expect(cell.frame.height == (22 + max(44, stack)).rounded(.up), "\(cell.row.nameLabel.text ?? "")")
            #expect(cell.row.frame == cell.contentView.bounds)
            #expect(cell.row.textStack.frame.maxY <= cell.row.bounds.height - 11 + 0.001)
        }
        // One line of detail: the avatar is the taller column and the 66-point row keeps it 11 from each edge.
        #expect(cells[1].frame.height == 66)
        #expect(cells[1].row.avatarView.frame == CGRect(x: 16, y: 11, width: 44, height: 44))
        #expect(cells[0].frame.height > 66)
        #expect(cells[1].frame.minY == cells[0].frame.maxY)
    }

    @Test func cellsGrowFromExtraSmallToAX5() throws {
        let heights = try [UIContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge].map { category in
            try cells(of: makeList(contentSize: category).1)[0].frame.height
        }
        #expect(heights[0] < heights[1] && heights[1] < heights[2], "\(heights)")
        let ax5 = try cells(of: makeList(contentSize: .accessibilityExtraExtraExtraLarge).1)[0]
        let stack = wrappedHeight(of: ax5.row.nameLabel, at: 287) + 4 + wrappedHeight(of: ax5.row.detailLabel, at: 287)
        #expect(ax5.frame.height == (22 + stack).rounded(.up))
        #expect(ax5.row.detailLabel.frame.height == wrappedHeight(of: ax5.row.detailLabel, at: 287))
    }

    @Test func cellsMirrorInRightToLeft() throws {
        let (_, list) = makeList(contentSize: .large, rightToLeft: true)
        let cell = try cells(of: list)[1]
        #expect(cell.row.avatarView.frame == CGRect(x: 375 - 16 - 44, y: 11, width: 44, height: 44))
        #expect(cell.row.textStack.frame.minX == 16 && cell.row.textStack.frame.maxX == 375 - 16 - 44 - 12)
    }

    @Test func constantChangeInACellMovesItsContent() throws {
        let (container, list) = makeList(contentSize: .large)
        let cell = try cells(of: list)[1]
        cell.row.indent(by: 30)
        container.layoutIfNeeded()
        #expect(cell.row.avatarView.frame.minX == 46)
        #expect(cell.row.textStack.frame.minX == 102)
    }
}

/// A table view cell sizes itself from the constraints of the views added to its `contentView` too.
@Suite @MainActor struct ConstraintBasedTableCellSizingTests {
    @Test func tableViewCellFitsItsContentViewConstraints() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let row = ProfileRowView(name: ConstraintBasedCellSizingTests.people[0].0, detail: ConstraintBasedCellSizingTests.people[0].1)
        row.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(row)
        NSLayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                                     row.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
                                     row.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                                     row.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor)])
        let size = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0))
        let stack = wrappedHeight(of: row.nameLabel, at: 287) + 4 + wrappedHeight(of: row.detailLabel, at: 287)
        #expect(size == CGSize(width: 375, height: 22 + stack))
    }
}
