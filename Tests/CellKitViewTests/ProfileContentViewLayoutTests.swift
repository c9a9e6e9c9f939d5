@testable import CellKit
import Foundation
import Testing

/// A custom content view with anchors to `layoutMarginsGuide`, a `UIStackView` of two wrapping labels,
/// priorities and a constant changed at run time lays out as UIKit lays it out. Expected frames are worked out
/// from UIKit's rules; the only measured inputs are the labels' text heights at the width the rules give them.
@Suite @MainActor struct ProfileContentViewLayoutTests {
    static let name = "Ada Lovelace"
    static let detail = "Wrote the first algorithm meant for a machine, and saw that it could do more than arithmetic."

    @Test func fitsItsTallerColumnAtTheTargetWidth() {
        let row = ProfileRowView(name: Self.name, detail: Self.detail)
        let size = row.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
                                               withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // Text column: 375 − 16 (leading margin) − 44 (avatar) − 12 − 16 (trailing margin) = 287 wide.
        let stackHeight = wrappedHeight(of: row.nameLabel, at: 287) + 4 + wrappedHeight(of: row.detailLabel, at: 287)
        #expect(stackHeight > 44, "the detail wraps to more than one line at 287 points")
        #expect(size.width == 375)
        #expect(abs(size.height - (11 + stackHeight + 11)) < 0.001)
    }

    @Test func placesAvatarAndWrappedLabelsByTheirConstraints() {
        let row = ProfileRowView(name: Self.name, detail: Self.detail)
        let nameHeight = wrappedHeight(of: row.nameLabel, at: 287), detailHeight = wrappedHeight(of: row.detailLabel, at: 287)
        let stackHeight = nameHeight + 4 + detailHeight
        row.frame = CGRect(x: 0, y: 0, width: 375, height: 11 + stackHeight + 11)
        row.layoutIfNeeded()
        // Avatar at the leading margin, 44 × 44, centered in the margins (11 … height − 11).
        #expect(row.avatarView.frame == CGRect(x: 16, y: (11 + (stackHeight - 44) / 2).rounded(), width: 44, height: 44))
        // Stack 12 after the avatar to the trailing margin, filling the margins' height.
        #expect(row.textStack.frame == CGRect(x: 72, y: 11, width: 287, height: stackHeight))
        // Inside the vertical stack: the name on top, the detail 4 below it, both 287 wide.
        #expect(row.nameLabel.frame == CGRect(x: 0, y: 0, width: 287, height: nameHeight))
        #expect(row.detailLabel.frame == CGRect(x: 0, y: nameHeight + 4, width: 287, height: detailHeight))
        #expect(!row.avatarView.hasAmbiguousLayout && !row.textStack.hasAmbiguousLayout && !row.detailLabel.hasAmbiguousLayout)
    }

    @Test func extraHeightGoesToTheLabelThatHugsLess() {
        let row = ProfileRowView(name: Self.name, detail: Self.detail)
        let nameHeight = wrappedHeight(of: row.nameLabel, at: 287), detailHeight = wrappedHeight(of: row.detailLabel, at: 287)
        // The stack is pinned only by its center and its top ≥ the margin: it stays at its content height…
        row.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
        row.layoutIfNeeded()
        #expect(row.textStack.frame.height == nameHeight + 4 + detailHeight)
        #expect(row.textStack.frame.minY == (11 + (178 - (nameHeight + 4 + detailHeight)) / 2).rounded())
        // …until it must fill the margins: then the detail (hugging 250) grows and the name (251) keeps its height.
        row.textStack.bottomAnchor.constraint(equalTo: row.layoutMarginsGuide.bottomAnchor).isActive = true
        row.layoutIfNeeded()
        #expect(row.textStack.frame == CGRect(x: 72, y: 11, width: 287, height: 178))
        #expect(row.nameLabel.frame.height == nameHeight)
        #expect(row.detailLabel.frame.height == 178 - 4 - nameHeight)
    }

    @Test func constantChangeMovesTheRowWithoutRebuildingItsConstraints() throws {
        let row = ProfileRowView(name: Self.name, detail: Self.detail)
        row.frame = CGRect(x: 0, y: 0, width: 375, height: 120)
        row.layoutIfNeeded()
        let island = try #require(row.autoLayout.island)
        let rebuilds = island.rebuildCount
        row.indent(by: 24)
        row.layoutIfNeeded()
        // 16 + 24 = 40; the stack follows 12 after the 44-point avatar and narrows to 359 − 96 = 263.
        #expect(row.avatarView.frame.minX == 40)
        #expect(row.textStack.frame.minX == 96 && row.textStack.frame.width == 263)
        #expect(row.detailLabel.frame.height == wrappedHeight(of: row.detailLabel, at: 263))
        #expect(island.rebuildCount == rebuilds, "a constant change moves the constant in the solver")
        let fitted = row.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
                                                 withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let stackHeight = wrappedHeight(of: row.nameLabel, at: 263) + 4 + wrappedHeight(of: row.detailLabel, at: 263)
        #expect(abs(fitted.height - (22 + max(44, stackHeight))) < 0.001)
        #expect(island.rebuildCount == rebuilds)
    }

    @Test func mirrorsInRightToLeft() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        container.traitOverrides.layoutDirection = .rightToLeft
        let row = ProfileRowView(name: Self.name, detail: Self.detail)
        container.addSubview(row)
        let nameHeight = wrappedHeight(of: row.nameLabel, at: 287), detailHeight = wrappedHeight(of: row.detailLabel, at: 287)
        let stackHeight = nameHeight + 4 + detailHeight
        row.frame = CGRect(x: 0, y: 0, width: 375, height: 22 + stackHeight)
        row.layoutIfNeeded()
        // Leading is the right edge: the avatar ends at 375 − 16 and the stack ends 12 before it, at 16 from the left.
        #expect(row.avatarView.frame == CGRect(x: 375 - 16 - 44, y: (11 + (stackHeight - 44) / 2).rounded(), width: 44, height: 44))
        #expect(row.textStack.frame == CGRect(x: 16, y: 11, width: 287, height: stackHeight))
        row.indent(by: 24)
        row.layoutIfNeeded()
        #expect(row.avatarView.frame.maxX == 335, "375 − 16 − 24")
    }

    @Test func growsFromExtraSmallToAccessibilityExtraExtraExtraLarge() {
        var heights: [CGFloat] = []
        for category in [UIContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
            container.traitOverrides.preferredContentSizeCategory = category
            let row = ProfileRowView(name: Self.name, detail: Self.detail)
            container.addSubview(row)
            let fitted = row.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
                                                     withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            let stackHeight = wrappedHeight(of: row.nameLabel, at: 287) + 4 + wrappedHeight(of: row.detailLabel, at: 287)
            #expect(abs(fitted.height - (22 + max(44, stackHeight))) < 0.001, "\(category)")
            heights.append(fitted.height)
        }
        #expect(heights[0] < heights[1] && heights[1] < heights[2], "\(heights)")
        #expect(heights[2] > 2 * heights[1])
    }
}
