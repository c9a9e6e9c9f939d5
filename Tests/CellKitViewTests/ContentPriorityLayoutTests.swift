import CellKit
import Foundation
import Testing

/// Intrinsic content sizes become content hugging and compression resistance constraints, and conflicts
/// between them are resolved by priority, as UIKit resolves them.
@Suite @MainActor struct ContentPriorityLayoutTests {
    /// Two one-line labels in a row, 8 apart, from the root's left edge to its right edge.
    private func makeRow(width: CGFloat) -> (root: UIView, left: UILabel, right: UILabel) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 40))
        let left = UILabel(), right = UILabel()
        left.text = "Title on the left"
        right.text = "Trailing detail"
        for label in [left, right] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.topAnchor.constraint(equalTo: root.topAnchor),
            right.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (root, left, right)
    }

    @Test func theLabelWithLowerCompressionResistanceShrinks() {
        let (root, left, right) = makeRow(width: 200)
        let leftWidth = left.intrinsicContentSize.width, rightWidth = right.intrinsicContentSize.width
        #expect(leftWidth + 8 + rightWidth > 200 && max(leftWidth, rightWidth) < 192, "the texts fit alone, not together")
        right.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(right.frame.width == rightWidth)
        #expect(left.frame == CGRect(x: 0, y: 0, width: 200 - 8 - rightWidth, height: left.intrinsicContentSize.height))
        #expect(!left.hasAmbiguousLayout && !right.hasAmbiguousLayout)
        // Swap the priorities: now the right label gives way.
        right.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        left.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(left.frame.width == leftWidth)
        #expect(right.frame.width == 200 - 8 - leftWidth)
    }

    @Test func theLabelWithLowerHuggingGrows() {
        let (root, left, right) = makeRow(width: 500)
        let leftWidth = left.intrinsicContentSize.width, rightWidth = right.intrinsicContentSize.width
        left.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(left.frame.width == leftWidth)
        #expect(right.frame == CGRect(x: leftWidth + 8, y: 0, width: 500 - 8 - leftWidth, height: right.intrinsicContentSize.height))
        #expect(rightWidth < right.frame.width)
    }

    @Test func equalHuggingLeavesTheRowAmbiguous() {
        let (root, left, right) = makeRow(width: 500)
        root.layoutIfNeeded()
        #expect(left.hasAmbiguousLayout && right.hasAmbiguousLayout, "which label grows is not decided, as in UIKit")
        right.setContentHuggingPriority(.required, for: .horizontal)
        #expect(!left.hasAmbiguousLayout && !right.hasAmbiguousLayout)
    }

    @Test func requiredHuggingBeatsAnOptionalWidth() {
        let (root, left, right) = makeRow(width: 500)
        right.setContentHuggingPriority(.required, for: .horizontal)
        let wide = right.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .required - 1
        wide.isActive = true
        root.layoutIfNeeded()
        #expect(right.frame.width == right.intrinsicContentSize.width)
        #expect(left.frame.width == 500 - 8 - right.intrinsicContentSize.width)
    }

    @Test func defaultPrioritiesAreUIKitsForViewsMadeInCode() {
        let label = UILabel(), image = UIImageView(), toggle = UISwitch(), progress = UIProgressView(progressViewStyle: .default)
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            #expect(label.contentHuggingPriority(for: axis) == .defaultLow)
            #expect(image.contentHuggingPriority(for: axis) == .defaultLow)
            #expect(toggle.contentHuggingPriority(for: axis) == .defaultHigh)
            #expect(label.contentCompressionResistancePriority(for: axis) == .defaultHigh)
        }
        #expect(progress.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(progress.contentHuggingPriority(for: .vertical) == .defaultHigh)
    }
}
