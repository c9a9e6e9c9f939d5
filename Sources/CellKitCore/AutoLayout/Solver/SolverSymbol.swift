/// What a tableau symbol stands for. It decides the symbol's sign and whether it may enter the basis.
enum SymbolKind: UInt8 {
    /// A layout variable: any sign, kept basic whenever possible.
    case external
    /// The slack of an inequality: at least 0.
    case slack
    /// One direction of a non-required constraint's error: at least 0, weighted in the objective.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy
    /// The temporary symbol minimised while a required constraint is added (phase one): at least 0.
    case artificial
    /// A recycled id that stands for nothing at the moment.
    case unused

    /// Whether the symbol must stay at or above 0.
    var isRestricted: Bool { self == .slack || self == .error || self == .artificial }

    /// Whether the simplex may bring the symbol into the basis.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// The solver's numeric tolerances.
enum SolverTolerance {
    /// Coefficients and constants whose magnitude is at most this count as 0.
    static let zero = 1.0e-8

    static func isZero(_ value: Double) -> Bool { abs(value) <= zero }
}
