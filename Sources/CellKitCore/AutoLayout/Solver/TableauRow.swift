/// `coefficient × symbol`, one entry of a ``TableauRow``.
struct RowTerm {
    var symbol: Int32
    var coefficient: Double
}

/// A sparse linear expression `constant + Σ coefficient × symbol`: a tableau row defines its basic
/// symbol as this expression of parametric symbols.
///
/// Terms are kept in one contiguous array sorted by symbol id, without zero coefficients, so lookups
/// are binary searches and adding rows is a merge.
struct TableauRow {
    var constant: Double
    var terms: [RowTerm]

    init(constant: Double = 0, terms: [RowTerm] = []) {
        self.constant = constant
        self.terms = terms
    }

    /// The index of `symbol`'s term, or where it would be inserted.
    func position(of symbol: Int32) -> (index: Int, found: Bool) {
        terms.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            while low < high {
                let middle = (low + high) >> 1
                if buffer[middle].symbol < symbol { low = middle + 1 } else { high = middle }
            }
            return (low, low < buffer.count && buffer[low].symbol == symbol)
        }
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(of symbol: Int32) -> Double {
        let (index, found) = position(of: symbol)
        return found ? terms[index].coefficient : 0
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        terms.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index].coefficient *= factor }
        }
    }

    /// Builds a row from unsorted terms that may repeat symbols (repeats are added up, zeros dropped).
    /// `unsorted` is sorted in place and can be reused as a buffer afterwards.
    static func collecting(_ unsorted: inout [RowTerm], constant: Double) -> TableauRow {
        if unsorted.count > 1 {
            if unsorted.count <= 16 {
                // Insertion sort: constraints have a handful of terms.
                for index in 1..<unsorted.count {
                    let term = unsorted[index]
                    var position = index
                    while position > 0, unsorted[position - 1].symbol > term.symbol {
                        unsorted[position] = unsorted[position - 1]
                        position -= 1
                    }
                    unsorted[position] = term
                }
            } else {
                unsorted.sort { $0.symbol < $1.symbol }
            }
        }
        var terms: [RowTerm] = []
        // Room for the marker and error symbols added next.
        terms.reserveCapacity(unsorted.count + 2)
        var index = 0
        while index < unsorted.count {
            var term = unsorted[index]
            index += 1
            while index < unsorted.count, unsorted[index].symbol == term.symbol {
                term.coefficient += unsorted[index].coefficient
                index += 1
            }
            if !SolverTolerance.isZero(term.coefficient) { terms.append(term) }
        }
        return TableauRow(constant: constant, terms: terms)
    }
}
