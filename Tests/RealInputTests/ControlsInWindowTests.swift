import CGtk
@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RealInput
import RenderingTestSupport
import Testing

extension RealInputTests {
    /// A `UISwitch` in a CellKit `UIWindow`, and the delete, insert and detail accessories of list
    /// rows, answer real clicks: a click toggles or runs the handler, however long it is held; a
    /// press that leaves the control, or a disabled control, does nothing.
    @Suite(.gtk) @MainActor struct ControlsInWindow {
        /// A window with one switch in it, shown and targeted.
        @MainActor private final class SwitchWindow {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
            let toggle = UISwitch(frame: CGRect(x: 40, y: 40, width: 51, height: 31))
            let input: RealInput
            var log: [String] = []

            init() throws {
                input = try RealInput.start()
                input.beginSession()
                window.addSubview(toggle)
                toggle.addAction(UIAction { [unowned self] _ in log.append("valueChanged \(toggle.isOn)") }, for: .valueChanged)
                try input.show(window)
            }

            var widget: UnsafeMutablePointer<GtkWidget> { ViewTesting.gtkWidget(of: toggle) }

            /// The share of the switch's on-screen pixels that are the "on" green.
            func greenShare() throws -> Double { try ScreenPixels.image(of: widget).share(of: ScreenColors.green) }

            func close() { input.release(window) }
        }

        @Test func aClickTogglesASwitchAndTheScreenShowsIt() throws {
            let host = try SwitchWindow()
            defer { host.close() }
            #expect(!host.toggle.isOn)
            #expect(try host.greenShare() < 0.02)
            try host.input.click(host.widget)
            #expect(host.toggle.isOn)
            #expect(host.log == ["valueChanged true"])
            let on = try ScreenPixels.image(of: host.widget)
            ScreenArtifacts.save(on, named: "uiswitch-on")
            #expect(on.share(of: ScreenColors.green) > 0.3, "most common: \(on.dominantColor)")
            try host.input.click(host.widget)
            #expect(!host.toggle.isOn)
            #expect(host.log == ["valueChanged true", "valueChanged false"])
        }

        @Test func aLongPressOnASwitchStillTogglesOnRelease() throws {
            let host = try SwitchWindow()
            defer { host.close() }
            try host.input.move(to: host.widget)
            try host.input.press(over: host.widget)
            #expect(host.toggle.isHighlighted)
            try host.input.hold(for: 0.7)
            try host.input.release()
            #expect(host.toggle.isOn, "held longer than a double click, the click still counts")
        }

        @Test func pressingASwitchAndReleasingOutsideDoesNotToggleIt() throws {
            let host = try SwitchWindow()
            defer { host.close() }
            try host.input.move(to: host.widget)
            try host.input.press(over: host.widget)
            let outside = try ScreenGeometry.rootPoint(of: host.widget, at: CGPoint(x: 150, y: 15))
            try host.input.move(toRoot: outside, steps: 6)
            try host.input.release()
            #expect(!host.toggle.isOn)
            #expect(host.log.isEmpty)
            #expect(!host.toggle.isHighlighted)
        }

        @Test func aDisabledSwitchIgnoresClicks() throws {
            let host = try SwitchWindow()
            defer { host.close() }
            host.toggle.isEnabled = false
            try host.input.click(host.widget)
            #expect(!host.toggle.isOn)
            #expect(host.log.isEmpty)
        }

        @Test func clicksOnDeleteInsertAndDetailAccessoriesRunTheirHandlersAndSelectNothing() throws {
            let log = HandlerLog()
            let session = try ListWindowUnderRealInput(accessories: [
                .delete { log.entries.append("delete") },
                .insert { log.entries.append("insert") },
                .detail { log.entries.append("detail") },
            ], editing: true)
            defer { session.close() }
            for type in [UICellAccessory.AccessoryType.delete, .insert, .detail] {
                let widget = try #require(session.accessoryWidget(type, item: 2))
                try session.input.click(widget)
            }
            #expect(log.entries == ["delete", "insert", "detail"])
            #expect(session.selectedItems.isEmpty)
            #expect(!session.cell(2).configurationState.isHighlighted)
        }

        @Test func multipleSelectionClicksToggleRows() throws {
            let session = try ListWindowUnderRealInput()
            defer { session.close() }
            session.list.allowsMultipleSelection = true
            for item in [1, 3, 1] {
                try session.input.click(session.cellWidget(item))
            }
            #expect(session.selectedItems == [3])
            #expect(session.delegate.events == ["select 1", "select 3", "deselect 1"])
            try session.input.move(to: session.cellWidget(5))
            #expect(try session.screenImage(3).share(of: ScreenColors.cellSelected) > 0.5)
            #expect(try session.screenImage(1).share(of: ScreenColors.cellSelected) < 0.05)
        }
    }
}

/// What accessory handlers ran, in order.
@MainActor
final class HandlerLog {
    var entries: [String] = []
}
