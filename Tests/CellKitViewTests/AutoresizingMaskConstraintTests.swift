@testable import CellKit
import Foundation
import Testing

/// A view that translates its autoresizing mask keeps its frame among constraints: its frame and mask
/// become constraints relative to its superview, and views placed by constraints can align to it.
@Suite @MainActor struct AutoresizingMaskConstraintTests {
    @Test func constraintsAlignToAViewPlacedByItsFrame() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        let label = UILabel()
        label.text = "New"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
            label.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
        ])
        root.layoutIfNeeded()
        let size = label.intrinsicContentSize
        #expect(badge.frame == CGRect(x: 10, y: 10, width: 30, height: 20), "the frame-placed view stays where it was put")
        #expect(label.frame == CGRect(x: 48, y: (20 - size.height / 2).rounded(), width: size.width, height: size.height))
        // Moving the frame moves what is constrained to it.
        badge.frame.origin.x = 50
        root.layoutIfNeeded()
        #expect(label.frame.minX == 88)
    }

    @Test func flexibleMarginsAndSizesFollowTheSuperview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let bar = UIView(frame: CGRect(x: 10, y: 0, width: 180, height: 4))
        bar.autoresizingMask = [.flexibleWidth]
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        root.addSubview(marker)
        NSLayoutConstraint.activate([
            marker.trailingAnchor.constraint(equalTo: bar.trailingAnchor), marker.topAnchor.constraint(equalTo: bar.bottomAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10), marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(marker.frame == CGRect(x: 180, y: 4, width: 10, height: 10))
        root.frame.size.width = 300
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 10, y: 0, width: 280, height: 4))
        #expect(marker.frame == CGRect(x: 280, y: 4, width: 10, height: 10))
    }

    @Test func aConflictWithAFramePlacedViewNamesItsAutoresizingConstraints() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let framed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(framed)
        let wider = framed.widthAnchor.constraint(equalToConstant: 80)
        let (_, warnings) = Diagnostics.capturingWarnings {
            wider.isActive = true
            root.layoutIfNeeded()
        }
        #expect(framed.frame.width == 50, "the frame wins: the constraint is broken")
        let message = try #require(warnings.first)
        #expect(warnings.count == 1)
        #expect(message.contains("NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:"))
        #expect(message.contains(".width == 50   (active)>"))
        #expect(message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand"))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(wider.description)"))
    }

    @Test func turningTranslationOffHandsTheFrameToConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        root.addSubview(box)
        NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 80), box.heightAnchor.constraint(equalToConstant: 20),
                                     box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                     box.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        _ = Diagnostics.capturingWarnings { root.layoutIfNeeded() }
        #expect(box.frame.size == CGSize(width: 50, height: 50))
        box.translatesAutoresizingMaskIntoConstraints = false
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 60, y: 40, width: 80, height: 20))
    }
}
