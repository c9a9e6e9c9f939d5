/// The simplex tableau in solved form: each basic symbol is defined by one row over parametric symbols.
///
/// Storage is by integer id throughout: per symbol its kind, the slot of the row where it is basic, and
/// its column (the slots of the rows whose terms contain it); per slot its row and basic symbol. The
/// column index makes substituting a symbol cost the rows that really contain it, so systems made of
/// independent parts solve in time linear in their number.
struct SimplexTableau {
    private(set) var kinds: [SymbolKind] = []
    /// Per symbol: the slot of the row where it is basic, or -1 when it is parametric.
    private(set) var basicSlot: [Int32] = []
    /// Per symbol: the slots of the rows whose terms mention it.
    private(set) var columns = ColumnIndex()
    /// Per slot: the row (empty for a free slot).
    private(set) var rows: [TableauRow] = []
    /// Per slot: the symbol the row defines, or -1 for a free slot.
    private(set) var basicSymbol: [Int32] = []
    private var freeSlots: [Int32] = []
    private var freeSymbols: [Int32] = []
    /// The objective the simplex minimises.
    var objective = LexicographicObjective()
    /// Slots of restricted rows whose constant went negative (for the dual simplex).
    var infeasibleSlots: [Int32] = []
    /// Reused buffer for merging rows.
    private var scratch: [RowTerm] = []
    /// Reused buffer for the rows a substitution visits.
    private var users: [Int32] = []

    init() {
        // Room for a cell's worth of symbols and rows, so small systems do not grow their arrays.
        kinds.reserveCapacity(64)
        basicSlot.reserveCapacity(64)
        rows.reserveCapacity(32)
        basicSymbol.reserveCapacity(32)
        scratch.reserveCapacity(16)
    }

    // MARK: Symbols

    /// A new symbol of the given kind (a recycled id when one is free).
    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        if let symbol = freeSymbols.popLast() {
            kinds[Int(symbol)] = kind
            return symbol
        }
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        basicSlot.append(-1)
        columns.addSymbol()
        objective.reserveSymbols(kinds.count)
        return symbol
    }

    /// Forgets `symbol`: removes it from every row and the objective, and recycles its id.
    /// The symbol must not be basic.
    mutating func releaseSymbol(_ symbol: Int32) {
        precondition(basicSlot[Int(symbol)] < 0, "a basic symbol cannot be released")
        for slot in columns.slots(of: symbol) {
            let (index, found) = rows[Int(slot)].position(of: symbol)
            if found { rows[Int(slot)].terms.remove(at: index) }
        }
        columns.drain(symbol, into: &users)
        users.removeAll(keepingCapacity: true)
        objective.clear(symbol)
        kinds[Int(symbol)] = .unused
        freeSymbols.append(symbol)
    }

    func isBasic(_ symbol: Int32) -> Bool { basicSlot[Int(symbol)] >= 0 }

    /// The row defining `symbol`, when it is basic.
    func row(definingSymbol symbol: Int32) -> TableauRow? {
        let slot = basicSlot[Int(symbol)]
        return slot >= 0 ? rows[Int(slot)] : nil
    }

    /// The current value of `symbol`: its row's constant when basic, else 0.
    func value(of symbol: Int32) -> Double {
        let slot = basicSlot[Int(symbol)]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    // MARK: Rows

    /// Adds `row` as the definition of `basic`, which must be parametric and absent from every row
    /// (the caller substitutes it out afterwards if other rows mention it). Returns the slot.
    @discardableResult
    mutating func insertRow(_ row: TableauRow, basic: Int32) -> Int32 {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
            basicSymbol[Int(slot)] = basic
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            basicSymbol.append(basic)
        }
        basicSlot[Int(basic)] = slot
        for term in row.terms { columns.insert(slot, into: term.symbol) }
        return slot
    }

    /// Removes the row in `slot` from the tableau and returns it; its basic symbol becomes parametric.
    @discardableResult
    mutating func removeRow(_ slot: Int32) -> TableauRow {
        let row = rows[Int(slot)]
        for term in row.terms { removeFromColumn(term.symbol, slot) }
        basicSlot[Int(basicSymbol[Int(slot)])] = -1
        basicSymbol[Int(slot)] = -1
        rows[Int(slot)] = TableauRow()
        freeSlots.append(slot)
        return row
    }

    private mutating func removeFromColumn(_ symbol: Int32, _ slot: Int32) {
        columns.remove(slot, from: symbol)
    }

    /// Adds `amount` to the constant of the row in `slot`, noting it when a restricted row turns negative.
    mutating func shiftConstant(ofSlot slot: Int32, by amount: Double) {
        rows[Int(slot)].constant += amount
        noteIfInfeasible(slot)
    }

    private mutating func noteIfInfeasible(_ slot: Int32) {
        let constant = rows[Int(slot)].constant
        if constant < -SolverTolerance.zero, kinds[Int(basicSymbol[Int(slot)])].isRestricted {
            infeasibleSlots.append(slot)
        }
    }

    /// `rows[slot] += factor × source`, keeping the columns up to date.
    private mutating func addScaled(_ source: TableauRow, times factor: Double, into slot: Int32) {
        rows[Int(slot)].constant += factor * source.constant
        if source.terms.count * 8 < rows[Int(slot)].terms.count {
            addScaledInPlace(source, times: factor, into: slot)
            return
        }
        scratch.removeAll(keepingCapacity: true)
        let target = rows[Int(slot)].terms
        var i = 0
        var j = 0
        let sourceTerms = source.terms
        while i < target.count || j < sourceTerms.count {
            if j == sourceTerms.count || (i < target.count && target[i].symbol < sourceTerms[j].symbol) {
                scratch.append(target[i])
                i += 1
            } else if i == target.count || target[i].symbol > sourceTerms[j].symbol {
                let coefficient = factor * sourceTerms[j].coefficient
                if !SolverTolerance.isZero(coefficient) {
                    scratch.append(RowTerm(symbol: sourceTerms[j].symbol, coefficient: coefficient))
                    columns.insert(slot, into: sourceTerms[j].symbol)
                }
                j += 1
            } else {
                let coefficient = target[i].coefficient + factor * sourceTerms[j].coefficient
                if SolverTolerance.isZero(coefficient) {
                    removeFromColumn(target[i].symbol, slot)
                } else {
                    scratch.append(RowTerm(symbol: target[i].symbol, coefficient: coefficient))
                }
                i += 1
                j += 1
            }
        }
        swap(&rows[Int(slot)].terms, &scratch)
    }

    /// `addScaled` for a source much shorter than the target (a chain's positions, for instance, have
    /// long rows): each source term is found by binary search and updated in place, instead of copying
    /// the whole target.
    private mutating func addScaledInPlace(_ source: TableauRow, times factor: Double, into slot: Int32) {
        for term in source.terms {
            let amount = factor * term.coefficient
            let (index, found) = rows[Int(slot)].position(of: term.symbol)
            if found {
                let updated = rows[Int(slot)].terms[index].coefficient + amount
                if SolverTolerance.isZero(updated) {
                    rows[Int(slot)].terms.remove(at: index)
                    columns.remove(slot, from: term.symbol)
                } else {
                    rows[Int(slot)].terms[index].coefficient = updated
                }
            } else if !SolverTolerance.isZero(amount) {
                rows[Int(slot)].terms.insert(RowTerm(symbol: term.symbol, coefficient: amount), at: index)
                columns.insert(slot, into: term.symbol)
            }
        }
    }

    /// Replaces the parametric `symbol` in every other row and in the objective by `definition`.
    mutating func substitute(_ symbol: Int32, by definition: TableauRow) {
        // `definition` does not mention `symbol`, so the merges below never add to its column.
        var users: [Int32] = []
        swap(&users, &self.users)
        columns.drain(symbol, into: &users)
        for slot in users {
            let (index, found) = rows[Int(slot)].position(of: symbol)
            guard found else { continue }
            let coefficient = rows[Int(slot)].terms[index].coefficient
            rows[Int(slot)].terms.remove(at: index)
            addScaled(definition, times: coefficient, into: slot)
            noteIfInfeasible(slot)
        }
        users.removeAll(keepingCapacity: true)
        swap(&users, &self.users)
        objective.substitute(symbol, by: definition)
    }

    /// Exchanges the basic symbol of the row in `slot` with the parametric `entering`, which the row
    /// mentions, and substitutes `entering`'s new definition everywhere else.
    mutating func pivot(slot: Int32, entering: Int32) {
        let leaving = basicSymbol[Int(slot)]
        let (index, found) = rows[Int(slot)].position(of: entering)
        precondition(found, "the entering symbol must appear in the pivot row")
        // leaving = c + k·entering + rest  ⇒  entering = -c/k + (1/k)·leaving - rest/k
        let coefficient = rows[Int(slot)].terms[index].coefficient
        rows[Int(slot)].terms.remove(at: index)
        removeFromColumn(entering, slot)
        rows[Int(slot)].scale(by: -1 / coefficient)
        let position = rows[Int(slot)].position(of: leaving).index
        rows[Int(slot)].terms.insert(RowTerm(symbol: leaving, coefficient: 1 / coefficient), at: position)
        columns.insert(slot, into: leaving)
        basicSymbol[Int(slot)] = entering
        basicSlot[Int(entering)] = slot
        basicSlot[Int(leaving)] = -1
        substitute(entering, by: rows[Int(slot)])
    }

    /// Adds a new row defining `subject` (which `row` mentions) after solving `row = 0` for it;
    /// `subject` is then substituted out of every other row and the objective. Returns the slot.
    @discardableResult
    mutating func insertSolving(_ row: TableauRow, for subject: Int32) -> Int32 {
        var row = row
        let (index, _) = row.position(of: subject)
        let coefficient = row.terms[index].coefficient
        row.terms.remove(at: index)
        row.scale(by: -1 / coefficient)
        let slot = insertRow(row, basic: subject)
        substitute(subject, by: rows[Int(slot)])
        return slot
    }
}
