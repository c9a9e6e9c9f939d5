import CellKit
import Foundation
import Testing

/// Layout guides: your own take their frame from constraints; the system guides follow the view.
@Suite @MainActor struct LayoutGuideTests {
    @Test func aGuideSpacesViewsEvenly() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let gap = UILayoutGuide()
        gap.identifier = "gap"
        root.addLayoutGuide(gap)
        #expect(gap.owningView === root && root.layoutGuides.contains { $0 === gap })
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor), gap.trailingAnchor.constraint(equalTo: b.leadingAnchor),
            b.widthAnchor.constraint(equalToConstant: 50), b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 5),
            a.topAnchor.constraint(equalTo: gap.bottomAnchor), b.topAnchor.constraint(equalTo: gap.bottomAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(gap.layoutFrame == CGRect(x: 50, y: 0, width: 200, height: 5))
        #expect(b.frame == CGRect(x: 250, y: 5, width: 50, height: 10))
        #expect(!gap.hasAmbiguousLayout)
        root.removeLayoutGuide(gap)
        #expect(gap.owningView == nil && root.constraints.count == 2, "the guide's constraints are deactivated")
    }

    @Test func theMarginsGuideIsOneGuideThatFollowsTheMargins() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.layoutMarginsGuide === view.layoutMarginsGuide)
        #expect(view.layoutMarginsGuide.identifier == "UIViewLayoutMarginsGuide")
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 10)
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 4, width: 170, height: 92))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                                     child.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                                     child.topAnchor.constraint(equalTo: view.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 1)])
        view.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 0, width: 170, height: 1))
        view.directionalLayoutMargins.trailing = 30
        view.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 0, width: 150, height: 1))
        #expect(view.safeAreaLayoutGuide.layoutFrame == view.bounds)
    }

    @Test func theReadableGuideIsTheMarginsOnPhonesAndNarrowerOnWideViews() {
        let phone = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        #expect(phone.readableContentGuide.layoutFrame == phone.layoutMarginsGuide.layoutFrame)
        let tablet = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 100))
        #expect(tablet.readableContentGuide.layoutFrame == CGRect(x: 176, y: 8, width: 672, height: 84))
        let text = UILabel()
        text.text = "Readable"
        text.translatesAutoresizingMaskIntoConstraints = false
        tablet.addSubview(text)
        NSLayoutConstraint.activate([text.leadingAnchor.constraint(equalTo: tablet.readableContentGuide.leadingAnchor),
                                     text.trailingAnchor.constraint(equalTo: tablet.readableContentGuide.trailingAnchor),
                                     text.topAnchor.constraint(equalTo: tablet.readableContentGuide.topAnchor)])
        tablet.layoutIfNeeded()
        #expect(text.frame.minX == 176 && text.frame.width == 672)
        tablet.traitOverrides.preferredContentSizeCategory = .extraSmall
        tablet.layoutIfNeeded()
        #expect(text.frame.width < 672, "the readable width follows the text size")
    }
}
