@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// `UIButton` keeps a title, color and image per `UIControl.State`, shows the one for its current
/// state (falling back to `.normal`), and runs actions and target-actions for the events they
/// were added for.
@Suite(.gtk) @MainActor struct ButtonStateContentTests {
    @Test func theCurrentTitleFollowsTheStateAndFallsBackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitle("Wait", for: [.selected, .highlighted])
        #expect(button.state == .normal)
        #expect(button.currentTitle == "Follow")
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Follow", "the title label shows the current title after layout")
        button.isHighlighted = true
        #expect(button.state == .highlighted)
        #expect(button.currentTitle == "Follow", "no highlighted title: the normal one")
        button.isSelected = true
        #expect(button.state == [.selected, .highlighted])
        #expect(button.currentTitle == "Wait")
        button.isHighlighted = false
        #expect(button.currentTitle == "Following")
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Following")
        button.isEnabled = false
        #expect(button.state == [.selected, .disabled])
        #expect(button.title(for: .disabled) == "Follow")
    }

    @Test func imagesAndTitleColorsArePerStateToo() {
        let button = UIButton(type: .custom)
        let star = UIImage(systemName: "star")
        let filled = UIImage(systemName: "star.fill")
        button.setImage(star, for: .normal)
        button.setImage(filled, for: .selected)
        button.setTitleColor(.systemRed, for: .normal)
        button.setTitleColor(.systemGreen, for: .selected)
        #expect(button.currentImage === star)
        #expect(button.currentTitleColor == .systemRed)
        button.isSelected = true
        #expect(button.currentImage === filled)
        #expect(button.currentTitleColor == .systemGreen)
        button.setImage(nil, for: .selected)
        #expect(button.currentImage === star)
    }

    @Test func aSystemButtonDefaultsToTheTintColorAndGreysOutWhenDisabled() {
        let button = UIButton(type: .system)
        button.tintColor = .systemOrange
        button.setTitle("Tint", for: .normal)
        #expect(button.currentTitleColor == .systemOrange)
        button.isEnabled = false
        #expect(button.currentTitleColor != .systemOrange)
    }

    @Test func sendActionsRunsTheActionsOfThoseEventsInOrder() {
        let button = UIButton(type: .system)
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("first") }, for: .touchUpInside)
        let second = UIAction { _ in log.append("second") }
        button.addAction(second, for: [.touchUpInside, .primaryActionTriggered])
        button.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["first", "second"])
        log.removeAll()
        button.sendActions(for: .touchDown)
        #expect(log == ["down"])
        log.removeAll()
        button.removeAction(second, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["first"])
        #expect(button.allControlEvents.contains(.touchDown))
    }

    @Test func targetActionsRunForTheirEventsAndNotAfterTheTargetIsGone() {
        @MainActor final class Target {
            var taps = 0
            func tapped() { taps += 1 }
        }
        let button = UIButton(type: .system)
        var target: Target? = Target()
        weak let weakTarget = target
        button.addTarget(target!, action: Target.tapped, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        #expect(target?.taps == 1)
        #expect(button.allTargets.count == 1)
        target = nil
        #expect(weakTarget == nil, "the control does not keep its targets alive")
        button.sendActions(for: .touchUpInside)
        #expect(button.allTargets.isEmpty)
    }

    @Test func aPrimaryActionGivesTheTitleAndImageAndRunsOnPrimaryActionTriggered() {
        var ran = 0
        let button = UIButton(primaryAction: UIAction(title: "Add", image: UIImage(systemName: "plus")) { _ in ran += 1 })
        #expect(button.currentTitle == "Add")
        #expect(button.currentImage != nil)
        button.sendActions(for: .primaryActionTriggered)
        #expect(ran == 1)
    }

    @Test func aSignalLevelClickSendsTouchUpInsideAndPrimaryActionTriggered() throws {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 34)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        _ = try ViewSnapshot.image(of: button)
        ViewTesting.click(button)
        #expect(events == ["up", "primary"])
        #expect(!button.isHighlighted)
    }
}
