import CellKit
import Foundation

/// Auto Layout, measured: the demo's profile cell laid out from scratch, after a constant change and when it
/// sizes itself, against the same cell laid out by frames; 1,000 sibling views pinned in a chain; growing numbers
/// of independent views. The same systems, taken from the views, are then timed in CellKit's solver and in
/// kiwisolver (inside Python, around the solver calls only).
@MainActor
struct AutoLayoutBenchmark {
    /// View-level figures, in nanoseconds (the best of 9 samples, as for the solvers).
    struct ViewFigures {
        var constraintCellFromScratch = 0.0, frameCellFromScratch = 0.0
        var constraintCellConstantChange = 0.0, frameCellConstantChange = 0.0
        var constraintCellFitting = 0.0, frameCellFitting = 0.0, constraintCellFittingNewWidth = 0.0
        var chainFromScratch = 0.0, chainConstantChange = 0.0
        var independentFromScratch: [(count: Int, nanoseconds: Double)] = []
    }

    static let independentCounts = [100, 1_000, 10_000]

    // MARK: View level

    func measureViews() -> ViewFigures {
        var figures = ViewFigures()
        figures.constraintCellFromScratch = Timing(iterations: 200) { _ in
            layOutFreshCell(ConstraintProfileCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44)))
        }.best
        figures.frameCellFromScratch = Timing(iterations: 200) { _ in
            layOutFreshCell(FrameProfileCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44)))
        }.best
        let constraintCell = ConstraintProfileCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        layOutFreshCell(constraintCell)
        figures.constraintCellConstantChange = Timing(iterations: 2_000) { index in
            constraintCell.setIndented(index % 2 == 0)
            constraintCell.layoutIfNeeded()
        }.best
        constraintCell.setIndented(false)
        figures.constraintCellFitting = Timing(iterations: 2_000) { _ in
            _ = constraintCell.systemLayoutSizeFitting(CGSize(width: 375, height: 0))
        }.best
        figures.constraintCellFittingNewWidth = Timing(iterations: 2_000) { index in
            _ = constraintCell.systemLayoutSizeFitting(CGSize(width: index % 2 == 0 ? 320 : 375, height: 0))
        }.best
        let frameCell = FrameProfileCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        layOutFreshCell(frameCell)
        figures.frameCellConstantChange = Timing(iterations: 2_000) { index in
            frameCell.setIndented(index % 2 == 0)
            frameCell.layoutIfNeeded()
        }.best
        figures.frameCellFitting = Timing(iterations: 2_000) { _ in
            _ = frameCell.systemLayoutSizeFitting(CGSize(width: 375, height: 0))
        }.best
        figures.chainFromScratch = Timing(iterations: 1) { _ in _ = makeChain(1_000) }.best
        let chain = makeChain(1_000)
        figures.chainConstantChange = Timing(iterations: 20) { index in
            chain.first.constant = index % 2 == 0 ? 10 : 0
            chain.root.layoutIfNeeded()
        }.best
        figures.independentFromScratch = Self.independentCounts.map { count in
            (count, Timing(iterations: max(1, 1_000 / count)) { _ in _ = makeIndependentViews(count) }.best)
        }
        return figures
    }

    /// What a list does with a new cell: it sizes it at the list's width, gives it that frame and lays it out.
    private func layOutFreshCell(_ cell: UICollectionViewListCell) {
        let height = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0)).height
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: height)
        cell.layoutIfNeeded()
    }

    /// `count` sibling views in a row, each 8 after the previous one, at least 10 wide and preferring 30
    /// (priority 250), 20 high, laid out. Returns the root and the first view's leading constraint.
    func makeChain(_ count: Int) -> (root: UIView, first: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(count) * 38, height: 20))
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        for _ in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let preferred = view.widthAnchor.constraint(equalToConstant: 30)
            preferred.priority = .defaultLow
            constraints += [previous.map { view.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 8) }
                                ?? view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                            view.widthAnchor.constraint(greaterThanOrEqualToConstant: 10), preferred,
                            view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 20)]
            previous = view
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return (root, constraints[0])
    }

    /// `count` views that do not depend on each other: a fixed origin, a width of 50 at priority 750 and a height
    /// of 30 at 250, laid out. Returns the root and the first view's height constraint.
    func makeIndependentViews(_ count: Int) -> (root: UIView, height: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 6_000, height: CGFloat(count / 100 + 1) * 40))
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let width = view.widthAnchor.constraint(equalToConstant: 50), height = view.heightAnchor.constraint(equalToConstant: 30)
            width.priority = .defaultHigh
            height.priority = .defaultLow
            constraints += [view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(index % 100) * 60),
                            view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index / 100) * 40), width, height]
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return (root, constraints[3])
    }

    // MARK: The same systems in the solvers

    /// The systems of the laid-out views, as the solvers get them.
    func systems() -> [TimedLayoutSystem] {
        let cell = ConstraintProfileCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        layOutFreshCell(cell)
        var systems = [TimedLayoutSystem(name: "profile cell", snapshot: cell.contentView.layoutSystemSnapshot()!,
                                         editValues: (375, 320), changed: cell.avatarLeading, changedConstants: (0, -28),
                                         scratchIterations: 2_000, resolveIterations: 20_000)]
        let chain = makeChain(1_000)
        systems.append(TimedLayoutSystem(name: "chain of 1,000 views", snapshot: chain.root.layoutSystemSnapshot()!,
                                         editValues: (38_000, 38_010), changed: chain.first, changedConstants: (0, -10),
                                         scratchIterations: 1, resolveIterations: 4))
        for count in Self.independentCounts {
            let views = makeIndependentViews(count)
            systems.append(TimedLayoutSystem(name: "\(count) independent views", snapshot: views.root.layoutSystemSnapshot()!,
                                             editValues: (6_000, 6_010), changed: views.height, changedConstants: (-30, -44),
                                             scratchIterations: max(1, 1_000 / count), resolveIterations: count >= 10_000 ? 20 : 2_000))
        }
        return systems
    }
}
