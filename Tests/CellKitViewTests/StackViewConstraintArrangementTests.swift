@testable import CellKit
import Foundation
import Testing

/// A fixed-size view for stack tests: an intrinsic content size and nothing else.
@MainActor
final class SizedView: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var intrinsicContentSize: CGSize { size }
}

/// A stack view placed by constraints expresses its arrangement as constraints, UIKit-style, and lays out
/// as UIKit's does for each distribution and alignment.
@Suite @MainActor struct StackViewConstraintArrangementTests {
    /// A 300 × 100 root with a stack pinned to its edges.
    private func pinnedStack(_ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal) -> (UIView, UIStackView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor),
                                     stack.bottomAnchor.constraint(equalTo: root.bottomAnchor)])
        return (root, stack)
    }

    @Test func fillGivesTheSpaceToTheViewThatHugsLeast() {
        let a = SizedView(50, 20), b = SizedView(60, 30)
        b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        let (root, stack) = pinnedStack([a, b])
        stack.spacing = 10
        root.layoutIfNeeded()
        #expect(!a.translatesAutoresizingMaskIntoConstraints, "arranged views stop translating their masks, as in UIKit")
        #expect(a.frame == CGRect(x: 0, y: 0, width: 230, height: 100))
        #expect(b.frame == CGRect(x: 240, y: 0, width: 60, height: 100))
        #expect(stack.constraints.contains { $0.identifier == "UISV-spacing" && $0.constant == 10 })
        let rebuilds = root.autoLayout.island?.rebuildCount
        stack.spacing = 20
        root.layoutIfNeeded()
        #expect(b.frame.minX == 240 && a.frame.width == 220)
        #expect(root.autoLayout.island?.rebuildCount == rebuilds, "spacing moves the spacing constraints' constants")
    }

    @Test func fillEquallyAndProportionally() {
        let a = SizedView(50, 20), b = SizedView(100, 20)
        let (root, stack) = pinnedStack([a, b])
        stack.distribution = .fillEqually
        stack.spacing = 20
        root.layoutIfNeeded()
        #expect(a.frame.width == 140 && b.frame == CGRect(x: 160, y: 0, width: 140, height: 100))
        stack.distribution = .fillProportionally
        root.layoutIfNeeded()
        // 280 points shared 50 : 100.
        #expect(abs(a.frame.width - 93) <= 1 && abs(b.frame.width - 187) <= 1 && b.frame.maxX == 300)
    }

    @Test func equalSpacingAndEqualCentering() {
        let a = SizedView(20, 20), b = SizedView(40, 20), c = SizedView(60, 20)
        let (root, stack) = pinnedStack([a, b, c])
        stack.distribution = .equalSpacing
        root.layoutIfNeeded()
        // 300 − 120 = 180 left, in two equal gaps of 90.
        #expect(a.frame.minX == 0 && b.frame.minX == 110 && c.frame.minX == 240)
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        // Centers 10 and 270 at the ends; the middle center halfway, at 140.
        #expect(a.frame.midX == 10 && b.frame.midX == 140 && c.frame.midX == 270)
    }

    @Test func alignmentsAcrossTheAxis() {
        let a = SizedView(50, 20), b = SizedView(50, 40)
        let (root, stack) = pinnedStack([a, b])
        stack.alignment = .center
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 40, width: a.frame.width, height: 20))
        #expect(b.frame.minY == 30 && b.frame.height == 40)
        stack.alignment = .top
        root.layoutIfNeeded()
        #expect(a.frame.minY == 0 && b.frame.minY == 0)
        stack.alignment = .bottom
        root.layoutIfNeeded()
        #expect(a.frame.maxY == 100 && b.frame.maxY == 100)
        stack.alignment = .fill
        root.layoutIfNeeded()
        #expect(a.frame.height == 100)
    }

    @Test func firstBaselineAlignmentLinesUpTheText() {
        let big = UILabel(), small = UILabel()
        big.text = "Title"
        big.font = .systemFont(ofSize: 34)
        small.text = "detail"
        small.font = .systemFont(ofSize: 13)
        let (root, stack) = pinnedStack([big, small])
        stack.alignment = .firstBaseline
        root.layoutIfNeeded()
        let bigBaseline = big.frame.minY + big.baselineOffsets().fromTop
        let smallBaseline = small.frame.minY + small.baselineOffsets().fromTop
        #expect(abs(bigBaseline - smallBaseline) <= 0.5)
        #expect(big.frame.minY == 0, "the taller text sits at the top")
    }

    @Test func marginsRelativeArrangementAndHiddenViews() {
        let a = SizedView(50, 20), b = SizedView(50, 20), c = SizedView(50, 20)
        let (root, stack) = pinnedStack([a, b, c], axis: .vertical)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        stack.distribution = .fillEqually
        stack.spacing = 6
        root.layoutIfNeeded()
        // 90 high inside the margins, three rows 6 apart: (90 − 12) / 3 = 26.
        #expect(a.frame == CGRect(x: 10, y: 5, width: 280, height: 26))
        #expect(c.frame == CGRect(x: 10, y: 69, width: 280, height: 26))
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(a.frame.height == 42 && c.frame.minY == 53 && b.frame.height == 0)
    }

    @Test func aStackPlacedByFramesWithoutConstraintsKeepsArrangingByFrames() {
        let a = SizedView(50, 20), b = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        stack.layoutIfNeeded()
        #expect(stack.constraints.isEmpty && !stack.usesConstraintArrangement)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 170, height: 40))
        // A constraint between an arranged view and the stack brings the arrangement into Auto Layout.
        b.widthAnchor.constraint(equalTo: stack.widthAnchor, multiplier: 0.25).isActive = true
        stack.layoutIfNeeded()
        #expect(stack.usesConstraintArrangement)
        #expect(b.frame == CGRect(x: 150, y: 0, width: 50, height: 40) && a.frame.width == 150)
    }
}
