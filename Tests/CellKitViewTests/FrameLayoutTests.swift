import CellKit
import Foundation
import Testing

/// Frame-based layout works the way UIKit code expects, without a display.
@MainActor
private final class SplitView: UIView {
    let left = UIView()
    let right = UIView()
    private(set) var layoutPasses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(left)
        addSubview(right)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        let half = (bounds.width / 2).rounded(.down)
        left.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        right.frame = CGRect(x: half, y: 0, width: bounds.width - half, height: bounds.height)
    }
}

@Suite @MainActor struct FrameLayoutTests {
    @Test func layoutSubviewsRunsOnlyWhenNeeded() {
        let view = SplitView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        view.layoutIfNeeded()
        #expect(view.layoutPasses == 1)
        view.layoutIfNeeded()
        #expect(view.layoutPasses == 1)
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layoutPasses == 2)
    }

    @Test func changingTheSizeMarksTheViewForLayout() {
        let view = SplitView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        view.layoutIfNeeded()
        view.frame.origin = CGPoint(x: 10, y: 10)
        view.layoutIfNeeded()
        #expect(view.layoutPasses == 1, "moving does not relayout")
        view.frame.size.width = 300
        view.layoutIfNeeded()
        #expect(view.layoutPasses == 2)
        #expect(view.right.frame == CGRect(x: 150, y: 0, width: 150, height: 40))
    }

    @Test func nestedViewsLayOutTopDownAndConvertCoordinates() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let split = SplitView(frame: CGRect(x: 20, y: 10, width: 360, height: 80))
        root.addSubview(split)
        let inner = SplitView(frame: .zero)
        split.right.addSubview(inner)
        inner.frame = CGRect(x: 5, y: 5, width: 100, height: 20)
        root.layoutIfNeeded()
        #expect(split.left.frame == CGRect(x: 0, y: 0, width: 180, height: 80))
        #expect(inner.right.frame == CGRect(x: 50, y: 0, width: 50, height: 20))
        #expect(inner.right.convert(CGPoint.zero, to: root) == CGPoint(x: 20 + 180 + 5 + 50, y: 10 + 5))
        #expect(root.convert(CGPoint(x: 260, y: 20), to: inner.right) == CGPoint(x: 5, y: 5))
        #expect(root.hitTest(CGPoint(x: 260, y: 20), with: nil) === inner.right)
    }

    @Test func boundsAndCenterKeepFrameConsistent() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
        #expect(view.frame == CGRect(x: 30, y: 30, width: 60, height: 30))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame.origin == CGPoint(x: 70, y: 85))
    }

    @Test func hierarchyEditsKeepOrderAndParents() {
        let root = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        root.bringSubviewToFront(c)
        #expect(root.subviews.last === c)
        let other = UIView()
        other.addSubview(a)
        #expect(a.superview === other)
        #expect(root.subviews.count == 2)
        b.removeFromSuperview()
        #expect(b.superview == nil)
        #expect(root.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(c)])
    }

    @Test func autoresizingMaskFollowsTheSuperview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let filler = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        filler.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 170, y: 0, width: 30, height: 30))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        root.addSubview(filler)
        root.addSubview(pinnedRight)
        root.frame.size = CGSize(width: 300, height: 150)
        #expect(filler.frame == CGRect(x: 10, y: 10, width: 280, height: 130))
        #expect(pinnedRight.frame == CGRect(x: 270, y: 0, width: 30, height: 30))
    }

    @Test func preservedSuperviewMarginsActAsAFloor() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let child = UIView(frame: CGRect(x: 5, y: 0, width: 290, height: 100))
        child.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        root.addSubview(child)
        #expect(child.directionalLayoutMargins.leading == 4)
        child.preservesSuperviewLayoutMargins = true
        #expect(child.directionalLayoutMargins.leading == 15)
        #expect(child.directionalLayoutMargins.trailing == 15)
        #expect(child.directionalLayoutMargins.top == 4)
    }

    @Test func tintColorIsInheritedDownTheTree() {
        let root = UIView()
        let child = UIView()
        let grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.tintColor == UIColor.systemBlue)
        root.tintColor = .red
        #expect(grandchild.tintColor == UIColor.red)
        child.tintColor = .white
        #expect(grandchild.tintColor == UIColor.white)
        #expect(root.tintColor == UIColor.red)
    }

    @Test func stackViewPlacesArrangedSubviewsAlongItsAxis() {
        let label = UILabel()
        label.text = "Title"
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let stack = UIStackView(arrangedSubviews: [UIView(), badge])
        stack.spacing = 8
        stack.alignment = .center
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        stack.layoutIfNeeded()
        #expect(abs(stack.arrangedSubviews[0].frame.width - 162) < 0.001)
        #expect(badge.frame == CGRect(x: 170, y: 12, width: 30, height: 20))
    }
}
