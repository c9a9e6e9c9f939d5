@testable import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Cells designed in Interface Builder `.xib` files, registered and dequeued as iOS code does: the
/// views come from the nib, outlets are connected, constraints laid out, actions wired, and
/// `awakeFromNib()` runs once, after the connections.
@Suite(.gtk) @MainActor struct NibLoadingTests {
    static let contacts = [("Ada Lovelace", "Analytical engines", true), ("Alan Turing", "Computable numbers", false),
                           ("Grace Hopper", "Compilers, and a moth in the relay", true)]

    /// A 320-point collection view of 72-point rows whose cells come from ContactCell.xib.
    private func contactList() -> UICollectionView {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(72)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 216), collectionViewLayout: layout)
        collectionView.register(UINib(nibName: "ContactCell", bundle: .module), forCellWithReuseIdentifier: "ContactCell")
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "ContactCell", for: indexPath) as! ContactCell
            let (name, detail, online) = Self.contacts[item]
            cell.configure(name: name, detail: detail, online: online)
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        KeepAlive.keep(dataSource)
        collectionView.layoutIfNeeded()
        collectionView.layoutIfNeeded()
        return collectionView
    }

    @Test func aRegisteredNibMakesCellsWithTheirOutletsConnected() throws {
        let collectionView = contactList()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ContactCell)
        #expect(cell.nameLabel.text == "Ada Lovelace")
        #expect(cell.nameLabel.superview === cell.labels.first?.superview, "both labels sit in the nib's stack view")
        #expect(cell.labels.map(\.text) == ["Ada Lovelace", "Analytical engines"], "the outlet collection keeps the nib's order")
        #expect(cell.detailLabel.numberOfLines == 2)
        #expect(cell.detailLabel.font == UIFont.systemFont(ofSize: 13))
        #expect(cell.nameLabel.font == UIFont.preferredFont(forTextStyle: .headline))
        #expect(cell.detailLabel.textColor == .secondaryLabel)
        #expect(cell.avatarView.image == UIImage(systemName: "person.crop.circle.fill"))
        #expect(cell.avatarView.contentMode == .scaleAspectFit)
        #expect(cell.followButton.buttonType == .system)
        #expect(cell.followButton.title(for: .normal) == "Follow")
        #expect(cell.statusDot.layer.cornerRadius == 6, "the runtime attribute layer.cornerRadius is set")
        #expect(cell.contentView.backgroundColor == .systemBackground)
        #expect(cell.reuseIdentifier == "ContactCell")
    }

    @Test func awakeFromNibRunsOnceAfterTheOutletsAreConnected() throws {
        let collectionView = contactList()
        for item in 0..<3 {
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? ContactCell)
            #expect(cell.awakeCount == 1)
            #expect(cell.outletsWereConnectedWhenAwoken)
            #expect(cell.avatarView.layer.cornerRadius == 22, "awakeFromNib's own setup stays")
        }
    }

    @Test func theNibsConstraintsPlaceTheViewsInPoints() throws {
        let collectionView = contactList()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ContactCell)
        #expect(cell.frame == CGRect(x: 0, y: 72, width: 320, height: 72))
        #expect(cell.avatarView.frame == CGRect(x: 16, y: 14, width: 44, height: 44), "leading 16, centered, 44 × 44")
        #expect(cell.statusDot.frame == CGRect(x: 48, y: 46, width: 12, height: 12), "square, at the avatar's bottom trailing corner")
        let stack = try #require(cell.nameLabel.superview)
        #expect(stack.frame.minX == 72, "12 points after the avatar")
        #expect(abs(stack.frame.midY - 36) <= 0.5, "centered, rounded to whole points")
        #expect(cell.followButton.frame.maxX == 304, "16 points from the trailing edge")
        #expect(abs(cell.followButton.frame.midY - 36) < 0.5)
        #expect(cell.followButton.frame.minX >= stack.frame.maxX + 8)
    }

    @Test func aButtonsNibActionCallsTheCellsMethod() throws {
        let collectionView = contactList()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? ContactCell)
        cell.followButton.sendActions(for: .touchUpInside)
        #expect(cell.followTaps == 1)
        #expect(cell.followButton.title(for: .normal) == "Following")
    }

    @Test func aCellRegistrationWithACellNibConfiguresNibCells() throws {
        let registration = UICollectionView.CellRegistration<ContactCell, Int>(cellNib: UINib(nibName: "ContactCell", bundle: .module)) { cell, _, item in
            cell.configure(name: Self.contacts[item].0, detail: Self.contacts[item].1, online: Self.contacts[item].2)
        }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1])
        dataSource.apply(snapshot, animatingDifferences: false)
        KeepAlive.keep(dataSource)
        collectionView.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ContactCell)
        #expect(cell.nameLabel.text == "Alan Turing")
        #expect(cell.statusDot.isHidden)
        #expect(cell.awakeCount == 1)
    }

    @Test func aTableDequeuesNibCellsWithTheRegisteredIdentifier() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), style: .plain)
        tableView.register(UINib(nibName: "SettingTableCell", bundle: .module), forCellReuseIdentifier: "Setting")
        let cell = try #require(tableView.dequeueReusableCell(withIdentifier: "Setting", for: IndexPath(row: 0, section: 0)) as? SettingTableCell)
        #expect(cell.reuseIdentifier == "Setting")
        #expect(cell.titleLabel.text == "Notifications")
        #expect(cell.toggle.isOn)
        #expect(cell.selectionStyle == .none)
        cell.toggle.sendActions(for: .valueChanged)
        #expect(cell.toggleCount == 1, "the switch's valueChanged action reaches the cell")
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 52)
        cell.layoutIfNeeded()
        #expect(cell.titleLabel.frame.minX == cell.contentView.layoutMargins.left, "leading sits on the leading margin")
        #expect(cell.toggle.frame.maxX == 375 - cell.contentView.layoutMargins.right)
    }

    @Test func loadNibNamedConnectsFilesOwnersOutletsAndReturnsTheTopLevelViews() throws {
        let owner = BannerOwner()
        let objects = try #require(Bundle.module.loadNibNamed("Banner", owner: owner, options: nil))
        #expect(objects.count == 1)
        let banner = try #require(objects.first as? UIView)
        #expect(owner.bannerView === banner)
        #expect(owner.messageLabel.text == "Saved\nto your library", "multi-line text is written as a <string> element")
        #expect(owner.messageLabel.numberOfLines == 0)
        #expect(owner.messageLabel.font == UIFont.systemFont(ofSize: 15, weight: .semibold))
        #expect(banner.backgroundColor == .systemBlue)
        #expect(banner.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        banner.layoutIfNeeded()
        #expect(owner.messageLabel.frame.origin == CGPoint(x: 20, y: 12), "pinned to the safe area")
        #expect(owner.messageLabel.frame.width == 335)
    }

    @Test func theMainBundleIncludesTheResourceBundlesBesideTheExecutable() throws {
        // iOS code names the main bundle (or nil); SwiftPM puts a target's resources in a bundle beside the executable.
        let owner = BannerOwner()
        let objects = UINib(nibName: "Banner", bundle: nil).instantiate(withOwner: owner, options: nil)
        #expect(objects.count == 1)
        #expect(owner.messageLabel?.text == "Saved\nto your library")
    }

    @Test func nibCellsRenderAsDesigned() throws {
        let collectionView = contactList()
        GoldenImage.assertMatches(try ViewSnapshot.image(of: collectionView), named: "nib-contact-cells")
    }
}
