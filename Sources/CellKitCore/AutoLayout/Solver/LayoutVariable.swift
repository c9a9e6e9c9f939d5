/// One unknown of a layout system, such as a view's minimum x or its width.
///
/// A variable belongs to the ``LayoutSolver`` that made it (``LayoutSolver/makeVariable(named:)``);
/// it is a small integer handle, so the Auto Layout layer can keep one per view attribute cheaply.
/// Read its solved value with ``LayoutSolver/value(of:)``.
package struct LayoutVariable: Hashable, Sendable, CustomStringConvertible {
    /// The solver's symbol for this variable.
    package let id: Int32

    /// The variable with the solver symbol `id` (the solver hands these out).
    package init(id: Int32) {
        self.id = id
    }

    /// `v` and the id.
    package var description: String { "v\(id)" }
}
