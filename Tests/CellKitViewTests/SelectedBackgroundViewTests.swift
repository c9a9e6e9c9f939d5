@testable import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// A cell styled the pre-configuration way, with `backgroundView` and `selectedBackgroundView`: the
/// selected background shows only while the cell is selected or highlighted, over the background and under
/// the content, and a background configuration replaces both (UIKit: the two styles are exclusive).
@Suite(.gtk) @MainActor struct SelectedBackgroundViewTests {
    private func cell() -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let plain = UIView()
        plain.backgroundColor = .white
        cell.backgroundView = plain
        let selected = UIView()
        selected.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        cell.selectedBackgroundView = selected
        cell.layoutIfNeeded()
        return cell
    }

    private func isRed(_ cell: UICollectionViewCell) throws -> Bool {
        cell.layoutIfNeeded()
        let pixel = try ViewSnapshot.image(of: cell).pixel(x: 50, y: 20)
        return pixel.red > 200 && pixel.green < 60
    }

    @Test func theSelectedBackgroundShowsWhileSelectedOrHighlighted() throws {
        let cell = cell()
        #expect(try !isRed(cell), "a plain cell shows its background view")
        cell.isSelected = true
        #expect(try isRed(cell), "selected")
        cell.isSelected = false
        #expect(try !isRed(cell))
        cell.isHighlighted = true
        #expect(try isRed(cell), "highlighted")
        cell.isHighlighted = false
        #expect(try !isRed(cell))
        let order = cell.subviews.map { view in view === cell.backgroundView ? "background" : view === cell.selectedBackgroundView ? "selected" : view === cell.contentView ? "content" : nil }.compactMap { $0 }
        #expect(order == ["background", "selected", "content"])
    }

    @Test func aBackgroundConfigurationRemovesBothViews() throws {
        let cell = cell()
        cell.isSelected = true
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .systemGreen
        cell.backgroundConfiguration = background
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil)
        #expect(try !isRed(cell))
    }
}

/// The same on a table view cell, whose default background configuration gives way to the views.
@Suite(.gtk) @MainActor struct TableCellSelectedBackgroundViewTests {
    @Test func theSelectedBackgroundReplacesTheDefaultConfigurationAndShowsWhenSelected() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        container.backgroundColor = .white
        container.addSubview(cell)
        cell.frame = container.bounds
        #expect(cell.backgroundConfiguration != nil)
        let selected = UIView()
        selected.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        cell.selectedBackgroundView = selected
        #expect(cell.backgroundConfiguration == nil)
        func isRed() throws -> Bool {
            cell.layoutIfNeeded()
            let pixel = try ViewSnapshot.image(of: container).pixel(x: 50, y: 22)
            return pixel.red > 200 && pixel.green < 60
        }
        #expect(try !isRed())
        cell.setSelected(true, animated: false)
        #expect(try isRed())
        cell.backgroundConfiguration = .listCell()
        #expect(cell.selectedBackgroundView == nil)
    }
}
