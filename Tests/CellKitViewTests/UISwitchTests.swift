import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// `UISwitch` has UIKit's size, draws its on and off states, and toggles on a click.
@Suite(.gtk) @MainActor struct UISwitchTests {
    @Test func hasTheFixedUIKitSizeWhateverFrameItIsGiven() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 7, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 5, y: 7, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn)
    }

    @Test func drawsOffOnTintedDisabledAndRightToLeft() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 47))
        root.backgroundColor = .systemBackground
        let off = UISwitch(frame: CGRect(x: 8, y: 8, width: 0, height: 0))
        let on = UISwitch(frame: CGRect(x: 67, y: 8, width: 0, height: 0))
        on.isOn = true
        let tinted = UISwitch(frame: CGRect(x: 126, y: 8, width: 0, height: 0))
        tinted.setOn(true, animated: true)
        tinted.onTintColor = .systemPurple
        tinted.thumbTintColor = .systemYellow
        let disabled = UISwitch(frame: CGRect(x: 185, y: 8, width: 0, height: 0))
        disabled.isOn = true
        disabled.isEnabled = false
        let mirrored = UISwitch(frame: CGRect(x: 244, y: 8, width: 0, height: 0))
        mirrored.isOn = true
        mirrored.semanticContentAttribute = .forceRightToLeft
        for toggle in [off, on, tinted, disabled, mirrored] { root.addSubview(toggle) }
        GoldenImage.assertMatches(try ViewSnapshot.image(of: root), named: "uiswitch-states")
    }

    @Test func aClickTogglesAndSendsValueChangedThenPrimaryAction() throws {
        let toggle = UISwitch(frame: .zero)
        var events: [String] = []
        toggle.addAction(UIAction { _ in events.append("valueChanged \(toggle.isOn)") }, for: .valueChanged)
        toggle.addAction(UIAction { _ in events.append("primaryActionTriggered") }, for: .primaryActionTriggered)
        _ = try ViewSnapshot.image(of: toggle)
        ViewTesting.click(toggle)
        #expect(toggle.isOn)
        ViewTesting.click(toggle)
        #expect(!toggle.isOn)
        #expect(events == ["valueChanged true", "primaryActionTriggered", "valueChanged false", "primaryActionTriggered"])
    }

    @Test func settingTheValueInCodeSendsNothingAndDisabledSwitchesIgnoreClicks() throws {
        let toggle = UISwitch(frame: .zero)
        var sent = 0
        toggle.addAction(UIAction { _ in sent += 1 }, for: [.valueChanged, .primaryActionTriggered])
        toggle.setOn(true, animated: false)
        toggle.isOn = false
        toggle.isEnabled = false
        _ = try ViewSnapshot.image(of: toggle)
        ViewTesting.click(toggle)
        #expect(!toggle.isOn)
        #expect(sent == 0)
    }
}
