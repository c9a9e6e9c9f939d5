/// How to split a state matrix that would be larger than ``ImageLimits`` into runs that fit:
/// fewer states per run (each state doubles the rows), or, for size columns, the sizes in groups.
struct MatrixSplitAdvice {
    /// The states of the requested matrix, in order.
    let stateNames: [String]
    /// The column labels (size names, or Light and Dark).
    let columnLabels: [String]
    /// Whether the columns are sizes, which can be given in groups with `--sizes`.
    let splitsColumns: Bool
    /// Each column's tile width and height in the normal state.
    let columnWidths: [Int]
    let columnHeights: [Int]

    private var rowCount: Int { 1 << stateNames.count }

    /// Throws ``ImageTooLarge`` with advice when a sheet of `size` may not be written.
    func check(_ size: (width: Int, height: Int), estimated: Bool) throws(ImageTooLarge) {
        guard !ImageLimits.allows(width: size.width, height: size.height) else { return }
        var message = "the matrix would be \(estimated ? "about " : "")\(size.width)×\(size.height) pixels "
            + "(\(rowCount) rows of states × \(columnLabels.count) columns), more than cellscope writes in one image "
            + "(\(ImageLimits.summary)). "
        let ways = [fewerStates, columnGroups].compactMap { $0 }
        if ways.isEmpty {
            message += "Even one state in one column is too large here; use a narrower --width or a smaller text size."
        } else {
            message += "Split it into several runs: " + ways.joined(separator: "; or ") + "."
        }
        throw ImageTooLarge(description: message)
    }

    /// At most how many states fit with all the columns, as advice (nil when fewer than one).
    private var fewerStates: String? {
        let rowHeight = columnHeights.max() ?? 0
        var states = stateNames.count - 1
        while states >= 1 {
            let size = MatrixSheet.size(columnWidths: columnWidths, rowHeights: Array(repeating: rowHeight, count: 1 << states))
            if ImageLimits.allows(width: size.width, height: size.height) { break }
            states -= 1
        }
        guard states >= 1 else { return nil }
        let example = stateNames.prefix(states).joined(separator: ",")
        return "at most \(states) state\(states == 1 ? "" : "s") per run with these columns (for example --states \(example))"
    }

    /// The size columns in consecutive groups that each fit with every state, as advice (nil when
    /// the columns are not sizes or one column alone does not fit).
    private var columnGroups: String? {
        guard splitsColumns, columnLabels.count > 1 else { return nil }
        var groups: [[Int]] = []
        var group: [Int] = []
        for column in columnLabels.indices {
            if fits(group + [column]) {
                group.append(column)
            } else {
                guard fits([column]) else { return nil }
                groups.append(group)
                group = [column]
            }
        }
        groups.append(group)
        guard groups.count > 1 else { return nil }
        let runs = groups.map { "--sizes " + $0.map { columnLabels[$0] }.joined(separator: ",") }
        return "all \(stateNames.count) states with the sizes in \(groups.count) runs (\(runs.joined(separator: ", then ")))"
    }

    private func fits(_ columns: [Int]) -> Bool {
        guard !columns.isEmpty else { return true }
        let rowHeight = columns.map { columnHeights[$0] }.max() ?? 0
        let size = MatrixSheet.size(columnWidths: columns.map { columnWidths[$0] }, rowHeights: Array(repeating: rowHeight, count: rowCount))
        return ImageLimits.allows(width: size.width, height: size.height)
    }
}
