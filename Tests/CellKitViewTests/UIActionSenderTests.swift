@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// `UIAction.sender` is the control whose event performed the action, and nil outside the handler.
@Suite @MainActor struct UIActionSenderTests {
    init() throws { try GtkTestEnvironment.start() }

    @Test func aTappedButtonIsTheSenderOfItsPrimaryAction() throws {
        var senders: [UIButton?] = []
        let action = UIAction(title: "Save") { action in senders.append(action.sender as? UIButton) }
        let button = UIButton(type: .system, primaryAction: action)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        _ = try ViewSnapshot.image(of: button)
        ViewTesting.click(button)
        #expect(senders.count == 1)
        #expect(senders.first??.currentTitle == "Save")
        #expect(senders.first.flatMap { $0 } === button)
        #expect(action.sender == nil)
    }

    @Test func oneActionOnTwoControlsSeesEachControlInTurn() throws {
        var senders: [ObjectIdentifier] = []
        let action = UIAction { action in
            if let sender = action.sender as? UIControl { senders.append(ObjectIdentifier(sender)) }
        }
        let toggle = UISwitch(frame: .zero)
        let stepper = UIStepper(frame: .zero)
        toggle.addAction(action, for: .valueChanged)
        stepper.addAction(action, for: .valueChanged)
        toggle.sendActions(for: .valueChanged)
        stepper.sendActions(for: .valueChanged)
        _ = try ViewSnapshot.image(of: toggle)
        ViewTesting.click(toggle)
        #expect(senders == [ObjectIdentifier(toggle), ObjectIdentifier(stepper), ObjectIdentifier(toggle)])
    }

    @Test func sendActionMakesTheControlTheSender() {
        let field = UITextField(frame: .zero)
        var sender: Any?
        field.sendAction(UIAction { sender = $0.sender })
        #expect(sender as? UITextField === field)
    }

    @Test func aBarButtonItemIsTheSenderOfItsPrimaryAction() throws {
        var sender: Any?
        let item = UIBarButtonItem(title: "Add", primaryAction: UIAction { sender = $0.sender })
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.topViewController?.navigationItem.rightBarButtonItem = item
        navigation.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        _ = try ViewSnapshot.image(of: navigation.view)
        let button = try #require(Self.views(in: navigation.view).compactMap { $0 as? BarButtonView }.first { $0.item === item })
        ViewTesting.click(button)
        #expect(sender as? UIBarButtonItem === item)
    }

    static func views(in view: UIView) -> [UIView] {
        [view] + view.subviews.flatMap { views(in: $0) }
    }
}
