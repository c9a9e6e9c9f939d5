import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// `UndoManager` as iOS code uses it: registrations undone newest first, what an undo registers
/// becomes the redo, groups, action names and menu titles, the group a registration opens closing at
/// the main loop's next turn, and the responder chain leading views and controllers to their window's.
@Suite(.gtk) @MainActor struct UndoManagerTests {
    /// A model that registers the inverse of each change, as apps do.
    @MainActor final class Counter {
        var value = 0
        let undoManager: UndoManager
        init(_ undoManager: UndoManager) { self.undoManager = undoManager }

        func set(_ newValue: Int) {
            let old = value
            undoManager.registerUndo(withTarget: self) { $0.set(old) }
            undoManager.setActionName("Set \(newValue)")
            value = newValue
        }
    }

    /// Counts notifications (they are posted on the main thread).
    @MainActor final class Tally {
        var count = 0
    }

    @Test func undoRestoresAndRedoReappliesWhatTheHandlerRegisters() {
        let manager = UndoManager()
        let counter = Counter(manager)
        counter.set(5)
        #expect(manager.canUndo && !manager.canRedo)
        manager.undo()
        #expect(counter.value == 0)
        #expect(manager.canRedo && !manager.canUndo)
        #expect(manager.redoMenuItemTitle == "Redo Set 5")
        manager.redo()
        #expect(counter.value == 5)
        #expect(manager.canUndo && !manager.canRedo)
    }

    @Test func aGroupIsUndoneAsOneNewestFirst() {
        let manager = UndoManager()
        var log: [String] = []
        let target = Counter(manager)
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: target) { _ in log.append("first") }
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: target) { _ in log.append("second") }
        manager.endUndoGrouping()
        #expect(manager.groupingLevel == 1)
        manager.setActionName("Move")
        manager.endUndoGrouping()
        #expect(manager.undoActionName == "Move" && manager.undoMenuItemTitle == "Undo Move")
        manager.undo()
        #expect(log == ["second", "first"])
        #expect(!manager.canUndo)
    }

    @Test func aNewChangeClearsTheRedoStack() {
        let manager = UndoManager()
        let counter = Counter(manager)
        counter.set(1)
        manager.undo()
        #expect(manager.canRedo)
        counter.set(2)
        #expect(!manager.canRedo)
        #expect(manager.undoMenuItemTitle == "Undo Set 2")
    }

    @Test func theGroupARegistrationOpensClosesAtTheMainLoopsNextTurn() {
        let manager = UndoManager()
        let closed = Tally()
        let observer = NotificationCenter.default.addObserver(forName: .NSUndoManagerDidCloseUndoGroup, object: manager, queue: nil) { _ in
            MainActor.assumeIsolated { closed.count += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let counter = Counter(manager)
        counter.set(1)
        counter.set(2)
        #expect(manager.groupingLevel == 1, "one event, one open group")
        #expect(MainLoop.iterate(until: { closed.count == 1 }), "the group closed at the next turn")
        #expect(manager.groupingLevel == 0)
        manager.undo()
        #expect(counter.value == 0, "both changes of the event were undone together")
    }

    @Test func undoClosesTheEventsGroupFirst() {
        let manager = UndoManager()
        let counter = Counter(manager)
        counter.set(3)
        manager.undo()
        #expect(counter.value == 0)
        #expect(manager.groupingLevel == 0)
    }

    @Test func anActionWhoseTargetIsGoneIsSkipped() {
        let manager = UndoManager()
        var ran = false
        do {
            let target = Counter(manager)
            manager.beginUndoGrouping()
            manager.registerUndo(withTarget: target) { _ in ran = true }
            manager.endUndoGrouping()
        }
        manager.undo()
        #expect(!ran, "the manager does not keep targets alive")
    }

    @Test func disabledRegistrationAndRemovingActionsForgetChanges() {
        let manager = UndoManager()
        let counter = Counter(manager), other = Counter(manager)
        manager.disableUndoRegistration()
        #expect(!manager.isUndoRegistrationEnabled)
        counter.set(1)
        manager.enableUndoRegistration()
        #expect(!manager.canUndo)
        manager.beginUndoGrouping(); counter.set(2); manager.endUndoGrouping()
        manager.beginUndoGrouping(); other.set(3); manager.endUndoGrouping()
        manager.removeAllActions(withTarget: other)
        manager.undo()
        #expect(counter.value == 1 && other.value == 3)
        manager.beginUndoGrouping(); counter.set(4); manager.endUndoGrouping()
        manager.removeAllActions()
        #expect(!manager.canUndo && !manager.canRedo)
    }

    @Test func levelsOfUndoKeepsTheNewestGroups() {
        let manager = UndoManager()
        manager.levelsOfUndo = 2
        let counter = Counter(manager)
        for value in 1...4 {
            manager.beginUndoGrouping(); counter.set(value); manager.endUndoGrouping()
        }
        manager.undo(); manager.undo()
        #expect(counter.value == 2)
        #expect(!manager.canUndo)
    }

    @Test func viewsAndControllersFindTheirWindowsUndoManager() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        window.rootViewController = controller
        let label = UILabel()
        controller.view.addSubview(label)
        let manager = try #require(window.undoManager)
        #expect(window.undoManager === manager, "the window keeps one")
        #expect(label.undoManager === manager)
        #expect(controller.undoManager === manager)

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        root.addSubview(child)
        #expect(child.undoManager == nil, "no window and no host: none")
    }
}
