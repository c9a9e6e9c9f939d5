@testable import CellKit
import Foundation
import Testing

/// Required constraints that cannot all hold never crash: one is broken, and UIKit's message lists the
/// conflicting constraints with their views, once per conflict.
@Suite @MainActor struct UnsatisfiableConstraintLogTests {
    private func makeBox() -> (UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: root.topAnchor),
                                     box.heightAnchor.constraint(equalToConstant: 20)])
        return (root, box)
    }

    @Test func conflictingWidthsBreakTheNewerOneWithUIKitsMessage() throws {
        let (root, box) = makeBox()
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 150)
        let (_, warnings) = Diagnostics.capturingWarnings {
            NSLayoutConstraint.activate([narrow, wide])
            root.layoutIfNeeded()
        }
        #expect(box.frame.width == 100, "the broken constraint no longer acts")
        #expect(wide.isActive, "breaking keeps the constraint active, as UIKit does")
        let message = try #require(warnings.first)
        #expect(warnings.count == 1)
        let expected = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
                "\(narrow.description)",
                "\(wide.description)"
            )

            Will attempt to recover by breaking constraint 
            \(wide.description)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """
        #expect(message == expected)
        #expect(message.contains("UIView:") && narrow.description.hasSuffix(".width == 100   (active)>"))
    }

    @Test func theSameConflictIsReportedOnce() {
        let (root, box) = makeBox()
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 150)
        let (_, warnings) = Diagnostics.capturingWarnings {
            NSLayoutConstraint.activate([narrow, wide])
            for _ in 0..<3 {
                root.setNeedsLayout()
                root.layoutIfNeeded()
            }
            // A rebuild meets the conflict again; it is the same conflict.
            box.removeFromSuperview()
            root.addSubview(box)
            NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         box.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
            // A different conflict is reported.
            let third = box.widthAnchor.constraint(equalToConstant: 120)
            third.isActive = true
            root.layoutIfNeeded()
        }
        #expect(warnings.count == 2, "\(warnings.count) messages")
        #expect(warnings.allSatisfy { $0.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.") })
    }

    @Test func aConstantThatCannotHoldIsBrokenAndReported() {
        let (root, box) = makeBox()
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let limit = box.widthAnchor.constraint(lessThanOrEqualToConstant: 120)
        NSLayoutConstraint.activate([width, limit])
        root.layoutIfNeeded()
        let (_, warnings) = Diagnostics.capturingWarnings {
            width.constant = 140
            root.layoutIfNeeded()
        }
        #expect(box.frame.width <= 120)
        #expect(warnings.count == 1 && warnings[0].contains(".width <= 120   (active)>"))
        #expect(warnings[0].contains("Will attempt to recover by breaking constraint \n\(width.description)"))
    }

    @Test func aRequiredContentSizeConstraintIsNamedInTheMessage() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel()
        label.text = "Hug me"
        label.translatesAutoresizingMaskIntoConstraints = false
        label.setContentHuggingPriority(.required, for: .horizontal)
        root.addSubview(label)
        let (_, warnings) = Diagnostics.capturingWarnings {
            NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                         label.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("NSContentSizeLayoutConstraint UILabel:") == true)
        #expect(warnings.first?.contains("'Hug me'.width <= ") == true)
        #expect(warnings.first?.contains("Hug:1000 CompressionResistance:750") == true)
    }
}
