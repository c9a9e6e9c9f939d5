/// The solver's state and algorithms; ``LayoutSolver`` wraps it so that a whole operation runs inside one
/// mutating call (one exclusive access, no per-property checks on a class).
struct SolverCore {
    var tableau = SimplexTableau()
    /// Per constraint slot.
    var records: [ConstraintRecord] = []
    var freeRecordSlots: [Int32] = []
    /// Per symbol: the constraint slot that owns it (markers and errors), or -1.
    var ownerOfSymbol: [Int32] = []
    /// Per symbol: the slot of its edit constraint when it is an edit variable, or -1.
    var editSlotOfSymbol: [Int32] = []
    /// Per symbol: for a variable, how many constraints in the solver mention it.
    var useCount: [Int32] = []
    /// Reused while a constraint's row is built.
    var rowScratch: [RowTerm] = []
    /// Per symbol: a variable's name, for descriptions.
    var names: [Int32: String] = [:]
    /// The number of constraints, edit constraints included.
    var constraintCount = 0

    init() {
        records.reserveCapacity(32)
        ownerOfSymbol.reserveCapacity(64)
        editSlotOfSymbol.reserveCapacity(64)
        useCount.reserveCapacity(64)
        rowScratch.reserveCapacity(16)
    }

    // MARK: What LayoutSolver forwards (documented there)

    mutating func makeVariable(named name: String? = nil) -> LayoutVariable {
        let symbol = makeSymbol(.external, owner: -1)
        if let name { names[symbol] = name }
        return LayoutVariable(id: symbol)
    }

    mutating func removeVariable(_ variable: LayoutVariable) throws(LayoutSolverError) {
        guard isVariable(variable) else { throw .unknownVariable(variable) }
        guard useCount[Int(variable.id)] == 0 else { throw .variableInUse(variable) }
        // No constraint mentions it, so no row does either (every row combines the constraints' rows);
        // drop a residue of rounding, should there be one.
        if let slot = tableau.basicSlot(of: variable.id) { tableau.removeRow(slot) }
        names[variable.id] = nil
        releaseSymbol(variable.id)
    }

    /// Counts (`by: 1`) or stops counting (`by: -1`) the variables `constraint` mentions as used.
    mutating func countUses(of constraint: LinearConstraint, by amount: Int32) {
        for term in constraint.expression.terms { useCount[Int(term.variable.id)] += amount }
    }

    func name(of variable: LayoutVariable) -> String {
        names[variable.id] ?? variable.description
    }

    /// Whether `variable` is an id this solver handed out (a handle carries no solver, so a variable of
    /// another solver with an id this one also uses passes).
    func isVariable(_ variable: LayoutVariable) -> Bool {
        variable.id >= 0 && Int(variable.id) < tableau.kinds.count && tableau.kinds[Int(variable.id)] == .external
    }

    var constraintIDs: [LayoutConstraintID] {
        records.indices.compactMap { index in
            let record = records[index]
            guard record.isLive, record.editedVariable < 0 else { return nil }
            return LayoutConstraintID(slot: Int32(index), generation: record.generation)
        }
    }

    // MARK: Internals shared by the extensions

    mutating func makeSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        let symbol = tableau.makeSymbol(kind)
        if Int(symbol) == ownerOfSymbol.count {
            ownerOfSymbol.append(owner)
            editSlotOfSymbol.append(-1)
            useCount.append(0)
        } else {
            ownerOfSymbol[Int(symbol)] = owner
            useCount[Int(symbol)] = 0
        }
        return symbol
    }

    mutating func releaseSymbol(_ symbol: Int32) {
        guard symbol >= 0 else { return }
        ownerOfSymbol[Int(symbol)] = -1
        tableau.releaseSymbol(symbol)
    }

    func liveSlot(_ id: LayoutConstraintID) -> Int32? {
        guard id.slot >= 0, Int(id.slot) < records.count else { return nil }
        let record = records[Int(id.slot)]
        return record.isLive && record.generation == id.generation ? id.slot : nil
    }

    func id(ofSlot slot: Int32) -> LayoutConstraintID {
        LayoutConstraintID(slot: slot, generation: records[Int(slot)].generation)
    }

    mutating func claimRecordSlot(for constraint: LinearConstraint) -> Int32 {
        constraintCount += 1
        if let slot = freeRecordSlots.popLast() {
            records[Int(slot)].constraint = constraint
            records[Int(slot)].isLive = true
            records[Int(slot)].generation &+= 1
            return slot
        }
        records.append(ConstraintRecord(constraint: constraint))
        return Int32(records.count - 1)
    }

    mutating func freeRecordSlot(_ slot: Int32) {
        constraintCount -= 1
        records[Int(slot)].isLive = false
        records[Int(slot)].marker = -1
        records[Int(slot)].other = -1
        records[Int(slot)].editedVariable = -1
        freeRecordSlots.append(slot)
    }

    /// The required constraints (other than `excluded`) whose symbols appear in a proof row.
    func conflicts(inProof row: TableauRow, basic: Int32 = -1, excluding excluded: Int32) -> [LayoutConstraintID] {
        var slots: [Int32] = []
        let symbols = row.terms.map(\.symbol) + (basic >= 0 ? [basic] : [])
        for symbol in symbols {
            let owner = ownerOfSymbol[Int(symbol)]
            guard owner >= 0, owner != excluded, records[Int(owner)].constraint.strength.isRequired,
                  !slots.contains(owner) else { continue }
            slots.append(owner)
        }
        return slots.sorted().map(id(ofSlot:))
    }
}

/// What the solver keeps about one constraint.
struct ConstraintRecord {
    var constraint: LinearConstraint
    /// The symbol with coefficient -1 in the constraint's original row: its slack (inequality), dummy
    /// (required equality) or positive error (non-required equality).
    var marker: Int32 = -1
    /// The symbol with coefficient +1 in the original row: the error of a non-required constraint.
    var other: Int32 = -1
    var generation: UInt32 = 0
    var isLive = true
    /// The variable this constraint edits, or -1 for an ordinary constraint.
    var editedVariable: Int32 = -1
}
