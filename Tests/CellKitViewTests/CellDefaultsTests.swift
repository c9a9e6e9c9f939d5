import CellKit
import Foundation
import Testing

/// Defaults and legacy properties of cells behave as in UIKit.
@Suite @MainActor struct CellDefaultsTests {
    @Test func listCellsHaveAListBackgroundFromTheStart() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.backgroundConfiguration != nil)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).backgroundConfiguration != nil)
    }

    @Test func aBackgroundColorSetBeforeTheFirstLayoutStays() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.backgroundColor = .red
        cell.layoutIfNeeded()
        #expect(cell.backgroundColor == .red)
        #expect(cell.backgroundConfiguration == nil, "a legacy background color replaces the configuration")
    }

    @Test func disablingAShownCellRunsItsUpdateAgain() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.configurationUpdateHandler = { cell, state in
            var content = UIListContentConfiguration.cell().updated(for: state)
            content.text = "Row"
            if state.isDisabled { content.textProperties.color = .systemGray }
            cell.contentConfiguration = content
        }
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.color != .systemGray)
        cell.isUserInteractionEnabled = false
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .systemGray)
    }

    @Test func listContentViewPreservesSuperviewMarginsRightToLeft() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 60))
        parent.semanticContentAttribute = .forceRightToLeft
        parent.traitOverrides.layoutDirection = .rightToLeft
        parent.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Text"
        let view = UIListContentView(configuration: configuration)
        parent.addSubview(view)
        view.frame = CGRect(x: 50, y: 0, width: 350, height: 60)
        view.layoutIfNeeded()
        // Leading is the right edge: 0 points from the parent's right edge, so the parent's 20 apply.
        let text = view.textLayoutGuide!.layoutFrame
        #expect(text.maxX == CGFloat(330))
    }
}
