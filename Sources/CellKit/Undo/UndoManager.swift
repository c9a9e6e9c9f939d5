import Foundation

/// Records the changes an app makes so that they can be undone and redone (Foundation's
/// `UndoManager`, which Foundation on Linux does not provide; CellKit supplies it with the same names
/// so iOS code that registers undo compiles unchanged).
///
/// Each registration goes into the open undo group; with ``groupsByEvent`` (the default) the first
/// registration outside an explicit group opens one that closes at the main loop's next turn, as
/// UIKit closes it at the end of the run loop's pass. ``undo()`` runs the newest group's actions in
/// reverse order, and what they register while undoing becomes the group to redo. A new registration
/// that is neither an undo nor a redo clears the redo stack.
///
/// Targets are not retained (as in Foundation): an action whose target is gone is skipped. The
/// manager posts Foundation's notifications (`.NSUndoManagerDidCloseUndoGroup`, `.NSUndoManagerDidUndoChange`, …)
/// with itself as the object.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    /// One registered action: its target, held weakly, and what to do with it.
    private struct Action {
        weak var target: AnyObject?
        let perform: @MainActor (AnyObject) -> Void
    }

    /// A group of actions undone together, with the name the Undo menu shows.
    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// Groups opened and not yet closed, innermost last.
    private var openGroups: [Group] = []
    /// Whether the outermost open group was opened by a registration (``groupsByEvent``).
    private var openedByEvent = false
    private var registrationDisabledCount = 0

    /// Whether a registration outside a group opens a group that closes at the main loop's next turn
    /// (default true).
    open var groupsByEvent = true
    /// The most undo groups kept (0, the default, keeps all); the oldest go first.
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }
    /// Whether ``undo()`` is running.
    open private(set) var isUndoing = false
    /// Whether ``redo()`` is running.
    open private(set) var isRedoing = false

    /// Creates an empty undo manager.
    public override init() {
        super.init()
    }

    /// How deeply undo groups are nested now (0: none is open).
    open var groupingLevel: Int { openGroups.count }

    /// Whether registrations are recorded (see ``disableUndoRegistration()``).
    open var isUndoRegistrationEnabled: Bool { registrationDisabledCount == 0 }

    /// Whether there is something to undo: a closed group, or actions in the open one.
    open var canUndo: Bool { !undoStack.isEmpty || openGroups.contains { !$0.actions.isEmpty } }
    /// Whether there is something to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// The name of the change ``undo()`` would undo ("" when it has none).
    open var undoActionName: String { openGroups.last(where: { !$0.actions.isEmpty })?.name ?? undoStack.last?.name ?? "" }
    /// The name of the change ``redo()`` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// The Undo menu item's title: "Undo" and the action's name.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// The Redo menu item's title: "Redo" and the action's name.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// "Undo" followed by `actionName` when it has one.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// "Redo" followed by `actionName` when it has one.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    // MARK: Registering

    /// Records `handler`, to be called with `target` when the change is undone (or, while undoing, redone).
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        if openGroups.isEmpty {
            precondition(groupsByEvent, "undo: UndoManager \(self) is in invalid state, must begin a group before registering undo")
            beginUndoGrouping()
            openedByEvent = true
            MainLoopDelay.nextTurn { [weak self] in self?.closeEventGroup() }
        }
        if !isUndoing, !isRedoing { redoStack.removeAll() }
        openGroups[openGroups.count - 1].actions.append(Action(target: target) { handler($0 as! TargetType) })
    }

    /// Names the change the open group (or else the newest undo group) stands for: "Delete", "Rename".
    /// While undoing, it names the redo group being recorded.
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Stops recording registrations until a matching ``enableUndoRegistration()``.
    open func disableUndoRegistration() { registrationDisabledCount += 1 }

    /// Balances a ``disableUndoRegistration()``.
    open func enableUndoRegistration() {
        precondition(registrationDisabledCount > 0, "enableUndoRegistration called without a matching disableUndoRegistration")
        registrationDisabledCount -= 1
    }

    // MARK: Groups

    /// Opens a group: the changes registered until the matching ``endUndoGrouping()`` are undone together.
    open func beginUndoGrouping() {
        openGroups.append(Group())
        NotificationCenter.default.post(name: .NSUndoManagerDidOpenUndoGroup, object: self)
    }

    /// Closes the innermost open group. A nested group joins the group around it; the outermost goes on
    /// the undo stack (the redo stack while undoing) unless it is empty.
    open func endUndoGrouping() {
        precondition(!openGroups.isEmpty, "endUndoGrouping called with no matching begin")
        NotificationCenter.default.post(name: .NSUndoManagerWillCloseUndoGroup, object: self)
        let group = openGroups.removeLast()
        if openGroups.isEmpty {
            openedByEvent = false
            if !group.actions.isEmpty {
                if isUndoing { redoStack.append(group) } else { undoStack.append(group) }
                trim()
            }
        } else {
            openGroups[openGroups.count - 1].actions += group.actions
            if !group.name.isEmpty { openGroups[openGroups.count - 1].name = group.name }
        }
        NotificationCenter.default.post(name: .NSUndoManagerDidCloseUndoGroup, object: self)
    }

    /// Closes the group a registration opened, once the event that made it is over.
    private func closeEventGroup() {
        guard openedByEvent, openGroups.count == 1 else { return }
        NotificationCenter.default.post(name: .NSUndoManagerCheckpoint, object: self)
        endUndoGrouping()
    }

    // MARK: Undoing and redoing

    /// Undoes the newest group (closing the group a registration opened first): its actions run in
    /// reverse order, and what they register becomes the group ``redo()`` runs.
    open func undo() {
        if openedByEvent, openGroups.count == 1 { endUndoGrouping() }
        precondition(openGroups.isEmpty, "undo was called with too many nested undo groups")
        guard let group = undoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillUndoChange, object: self)
        isUndoing = true
        run(group)
        isUndoing = false
        NotificationCenter.default.post(name: .NSUndoManagerDidUndoChange, object: self)
    }

    /// Redoes the change the newest ``undo()`` undid.
    open func redo() {
        precondition(openGroups.isEmpty || openedByEvent, "redo was called with an undo group open")
        if openedByEvent, openGroups.count == 1 { endUndoGrouping() }
        guard let group = redoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillRedoChange, object: self)
        isRedoing = true
        run(group)
        isRedoing = false
        NotificationCenter.default.post(name: .NSUndoManagerDidRedoChange, object: self)
    }

    /// Runs `group`'s actions newest first inside a group of their own, which keeps the group's name.
    private func run(_ group: Group) {
        beginUndoGrouping()
        for action in group.actions.reversed() {
            if let target = action.target { action.perform(target) }
        }
        openGroups[openGroups.count - 1].name = group.name
        endUndoGrouping()
    }

    // MARK: Clearing

    /// Forgets every change on both stacks (and in the open groups).
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        for index in openGroups.indices { openGroups[index].actions.removeAll() }
    }

    /// Forgets every change registered with `target`.
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        func keep(_ group: inout Group) { group.actions.removeAll { $0.target === object } }
        for index in undoStack.indices { keep(&undoStack[index]) }
        for index in redoStack.indices { keep(&redoStack[index]) }
        for index in openGroups.indices { keep(&openGroups[index]) }
        undoStack.removeAll { $0.actions.isEmpty }
        redoStack.removeAll { $0.actions.isEmpty }
    }

    /// Drops the oldest groups beyond ``levelsOfUndo``.
    private func trim() {
        guard levelsOfUndo > 0 else { return }
        if undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        if redoStack.count > levelsOfUndo { redoStack.removeFirst(redoStack.count - levelsOfUndo) }
    }
}

extension NSNotification.Name {
    /// Posted before an undo group closes, and when ``UndoManager/groupsByEvent`` closes one.
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    /// Posted when an undo group opens.
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted just before an undo group closes.
    public static let NSUndoManagerWillCloseUndoGroup = Notification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    /// Posted when an undo group has closed.
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
    /// Posted before ``UndoManager/undo()`` runs a group.
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted after ``UndoManager/undo()`` ran a group.
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted before ``UndoManager/redo()`` runs a group.
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted after ``UndoManager/redo()`` ran a group.
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
}
