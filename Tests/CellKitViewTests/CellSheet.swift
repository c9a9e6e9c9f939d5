import CellKit
import Foundation

/// Stacks cells (each sized by `systemLayoutSizeFitting`) in one column for a snapshot.
@MainActor
enum CellSheet {
    static func make(_ cells: [UIView], width: CGFloat = 375, traits: (inout UITraitOverrides) -> Void = { _ in },
                     background: UIColor = .systemGroupedBackground) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 10))
        root.backgroundColor = background
        traits(&root.traitOverrides)
        var y: CGFloat = 8
        for cell in cells {
            root.addSubview(cell)
            cell.frame = CGRect(x: 0, y: y, width: width, height: 44)
            let size = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0))
            cell.frame = CGRect(x: 0, y: y, width: width, height: size.height)
            y += size.height + 8
        }
        root.frame.size.height = y
        root.layoutIfNeeded()
        return root
    }

    /// Stacks already-sized views in one column with 8-point gaps.
    static func stack(_ views: [UIView], width: CGFloat = 375, background: UIColor = .systemGroupedBackground) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 10))
        root.backgroundColor = background
        var y: CGFloat = 8
        for view in views {
            root.addSubview(view)
            view.frame.origin = CGPoint(x: 0, y: y)
            y += view.frame.height + 8
        }
        root.frame.size.height = y
        root.layoutIfNeeded()
        return root
    }

    static func listCell(_ configure: (inout UIListContentConfiguration) -> Void, environment: UIListEnvironment = .plain,
                         state: (UICollectionViewListCell) -> Void = { _ in }) -> UICollectionViewListCell {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        cell.traitOverrides.listEnvironment = environment
        var content = cell.defaultContentConfiguration()
        configure(&content)
        cell.contentConfiguration = content
        state(cell)
        return cell
    }
}
