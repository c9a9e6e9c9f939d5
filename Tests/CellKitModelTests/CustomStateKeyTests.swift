import Foundation
import Testing
@testable import CellKitCore

extension UIConfigurationStateCustomKey {
    fileprivate static let isArchived = UIConfigurationStateCustomKey("com.example.message.isArchived")
    fileprivate static let priority = UIConfigurationStateCustomKey(rawValue: "com.example.message.priority")
}

extension UICellConfigurationState {
    /// The typed accessor pattern Apple recommends for custom states.
    fileprivate var isArchived: Bool {
        get { self[.isArchived] as? Bool ?? false }
        set { self[.isArchived] = newValue }
    }
}

@Suite struct CustomStateKeyTests {
    @Test func keysAreStringBacked() {
        #expect(UIConfigurationStateCustomKey.isArchived.rawValue == "com.example.message.isArchived")
        #expect(UIConfigurationStateCustomKey("a") == UIConfigurationStateCustomKey(rawValue: "a"))
        #expect(Set([UIConfigurationStateCustomKey("a"), UIConfigurationStateCustomKey("a")]).count == 1)
    }

    @Test func customStatesAreStoredReadAndRemoved() {
        var state = cellState()
        #expect(state[.isArchived] == nil)
        state.isArchived = true
        state[.priority] = 3
        #expect(state.isArchived)
        #expect(state[.priority] == AnyHashable(3))
        state[.priority] = nil
        #expect(state[.priority] == nil)
        #expect(state.isArchived)
    }

    @Test func customStatesTakePartInEqualityAndCopies() {
        var archived = cellState()
        archived.isArchived = true
        var copy = archived
        #expect(copy == archived)
        copy.isArchived = false
        #expect(copy != archived)
        #expect(archived.isArchived)
        #expect(archived.description.contains("com.example.message.isArchived"))
    }

    @Test func viewStatesSupportCustomKeysToo() {
        var state = UIViewConfigurationState(traitCollection: UITraitCollection())
        state[.priority] = "high"
        #expect(state[.priority] as? String == "high")
        state.isPinned = true
        #expect(state.description == "<UIViewConfigurationState: Pinned, com.example.message.priority = high>")
    }

    @Test func genericCodeWorksThroughTheProtocol() {
        func mark<S: UIConfigurationState>(_ state: S) -> S {
            var copy = state
            copy[.priority] = 1
            copy.traitCollection = Traits.dark
            return copy
        }
        let marked = mark(UICellConfigurationState(traitCollection: Traits.light))
        #expect(marked[.priority] == AnyHashable(1))
        #expect(marked.traitCollection.userInterfaceStyle == .dark)
    }
}
