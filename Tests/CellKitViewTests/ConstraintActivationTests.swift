@testable import CellKit
import Foundation
import Testing

/// `NSLayoutConstraint`'s API as UIKit defines it: activation installs on the closest common ancestor,
/// anchors make the constraints their names say, descriptions read like UIKit's, and misuse warns instead of
/// raising.
@Suite @MainActor struct ConstraintActivationTests {
    @Test func activationInstallsOnTheClosestCommonAncestor() {
        let root = UIView(), row = UIView(), label = UILabel(), badge = UIView()
        root.addSubview(row)
        row.addSubview(label)
        root.addSubview(badge)
        let inRow = label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8)
        let across = label.centerYAnchor.constraint(equalTo: badge.centerYAnchor)
        let alone = badge.widthAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([inRow, across, alone])
        #expect(row.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(inRow)])
        #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(across)])
        #expect(badge.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(alone)])
        #expect(inRow.isActive && across.isActive && alone.isActive)
        across.isActive = false
        #expect(root.constraints.isEmpty && !across.isActive)
        row.removeConstraint(inRow)
        #expect(!inRow.isActive)
        root.addConstraint(inRow)
        #expect(root.constraints.count == 1 && inRow.isActive)
    }

    @Test func anchorsMakeTheConstraintsTheirNamesSay() {
        let view = UIView(), other = UIView()
        let a = view.leadingAnchor.constraint(equalToSystemSpacingAfter: other.trailingAnchor, multiplier: 2)
        #expect(a.firstItem === view && a.firstAttribute == .leading && a.secondItem === other && a.secondAttribute == .trailing)
        #expect(a.relation == .equal && a.constant == 16 && a.multiplier == 1 && a.priority == .required)
        let b = view.heightAnchor.constraint(lessThanOrEqualTo: other.widthAnchor, multiplier: 0.5, constant: 3)
        #expect(b.relation == .lessThanOrEqual && b.multiplier == 0.5 && b.constant == 3 && b.secondAttribute == .width)
        let c = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 44)
        #expect(c.secondItem == nil && c.secondAttribute == .notAnAttribute && c.constant == 44)
        let d = view.firstBaselineAnchor.constraint(equalTo: other.lastBaselineAnchor)
        #expect(d.firstAttribute == .firstBaseline && d.secondAttribute == .lastBaseline)
        #expect(d.firstAnchor.item === view && d.secondAnchor?.item === other)
        let e = NSLayoutConstraint(item: view, attribute: .centerXWithinMargins, relatedBy: .greaterThanOrEqual,
                                   toItem: other, attribute: .leftMargin, multiplier: 1, constant: -4)
        #expect(e.firstAttribute.rawValue == 19 && e.secondAttribute.rawValue == 13 && e.relation.rawValue == 1)
    }

    @Test func descriptionsReadLikeUIKits() {
        let view = UIView(), label = UILabel()
        label.text = "Name"
        view.addSubview(label)
        let constraint = label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 8)
        constraint.identifier = "indent"
        constraint.priority = .defaultHigh
        let address = { (object: AnyObject) in "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16) }
        #expect(constraint.description == "<NSLayoutConstraint:\(address(constraint)) 'indent' UILabel:\(address(label))'Name'.leading == "
                + "UILayoutGuide:\(address(view.layoutMarginsGuide))'UIViewLayoutMarginsGuide'.leading + 8 @750>")
        constraint.isActive = true
        #expect(constraint.description.hasSuffix(" @750   (active)>"))
        let ratio = view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5, constant: -2.5)
        #expect(ratio.description.contains("UIView:\(address(view)).height == 0.5*UIView:\(address(view)).width - 2.5>"))
    }

    @Test func constantAndPriorityChangesFollowUIKitsRules() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 30)
        let preferred = box.widthAnchor.constraint(equalToConstant: 60)
        preferred.priority = .defaultLow
        NSLayoutConstraint.activate([width, preferred, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(box.frame.width == 30)
        let (_, warnings) = Diagnostics.capturingWarnings {
            width.priority = .defaultHigh
            root.layoutIfNeeded()
        }
        #expect(width.priority == .required, "UIKit refuses required → optional on an active constraint")
        #expect(warnings.count == 1 && warnings[0].contains("from required to not required"))
        width.isActive = false
        width.priority = .defaultHigh
        width.isActive = true
        preferred.priority = .defaultHigh + 1
        root.layoutIfNeeded()
        #expect(box.frame.width == 60, "751 wins over 750")
        preferred.priority = .defaultHigh - 1
        root.layoutIfNeeded()
        #expect(box.frame.width == 30)
        width.constant = 40
        root.layoutIfNeeded()
        #expect(box.frame.width == 40)
    }

    @Test func invalidConstraintsWarnAndNeverActivate() {
        let a = UIView(), b = UIView()
        let (constraints, warnings) = Diagnostics.capturingWarnings {
            [NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left, multiplier: 1, constant: 0),
             NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .width, multiplier: 1, constant: 0),
             NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 8)]
        }
        #expect(warnings.count == 3)
        #expect(warnings[0].contains("leading/trailing attribute and a right/left attribute"))
        #expect(warnings[1].contains("Invalid pairing of layout attributes top and width"))
        #expect(warnings[2].contains("location equal to a constant"))
        let root = UIView()
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate(constraints)
        #expect(constraints.allSatisfy { !$0.isActive } && root.constraints.isEmpty)
    }

    @Test func aViewMissingConstraintsIsReportedAmbiguous() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: root.topAnchor),
                                     box.heightAnchor.constraint(equalToConstant: 10)])
        #expect(box.hasAmbiguousLayout, "nothing decides the width, before any layout pass too")
        #expect(box.leadingAnchor.hasAmbiguousLayout)
        box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor).isActive = true
        #expect(box.hasAmbiguousLayout, "0 to 200 wide: still open")
        box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5).isActive = true
        #expect(!box.hasAmbiguousLayout && !root.hasAmbiguousLayout)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test func itemsInDifferentHierarchiesCannotBeConstrained() {
        let a = UIView(), b = UIView()
        let constraint = a.topAnchor.constraint(equalTo: b.bottomAnchor)
        let (_, warnings) = Diagnostics.capturingWarnings { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(warnings.count == 1 && warnings[0].contains("no common ancestor"))
    }

    @Test func removingAViewDeactivatesTheConstraintsThatReachOutsideIt() {
        let root = UIView(), card = UIView(), title = UILabel()
        root.addSubview(card)
        card.addSubview(title)
        let inside = title.topAnchor.constraint(equalTo: card.topAnchor, constant: 4)
        let outside = title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)
        let cardToRoot = card.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([inside, outside, cardToRoot])
        card.removeFromSuperview()
        #expect(inside.isActive, "constraints inside the removed subtree stay")
        #expect(!outside.isActive && !cardToRoot.isActive && root.constraints.isEmpty)
    }
}
