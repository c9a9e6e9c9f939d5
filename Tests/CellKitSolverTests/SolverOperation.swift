@testable import CellKitCore

/// A constraint over variables named by index, so the same system can be given to both solvers.
struct IndexedConstraint: Equatable {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: LayoutRelation
    /// The weight (kiwisolver's strength), or nil for required.
    var weight: Double?

    static func == (lhs: IndexedConstraint, rhs: IndexedConstraint) -> Bool {
        lhs.terms.map(\.variable) == rhs.terms.map(\.variable) && lhs.terms.map(\.coefficient) == rhs.terms.map(\.coefficient)
            && lhs.constant == rhs.constant && lhs.relation == rhs.relation && lhs.weight == rhs.weight
    }

    /// The constraint for `solver`, whose variables are `variables`.
    func linear(_ variables: [LayoutVariable]) -> LinearConstraint {
        let expression = LinearExpression(terms.map { LinearTerm(variables[$0.variable], $0.coefficient) }, constant: constant)
        return LinearConstraint(expression, relation, strength: weight.map(LayoutStrength.weighted) ?? .required)
    }

    /// Its violation for the given values (0 when it holds), and the size of its terms for a relative tolerance.
    func violation(_ values: [Double]) -> (amount: Double, scale: Double) {
        let value = terms.reduce(constant) { $0 + $1.coefficient * values[$1.variable] }
        let scale = terms.reduce(abs(constant)) { $0 + abs($1.coefficient * values[$1.variable]) }
        switch relation {
        case .equal: return (abs(value), scale)
        case .lessThanOrEqual: return (max(0, value), scale)
        case .greaterThanOrEqual: return (max(0, -value), scale)
        }
    }

    /// The JSON object's members (without braces) that kiwi_oracle.py reads.
    var jsonMembers: String {
        let relationText = switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        let termsText = terms.map { "[\($0.variable),\($0.coefficient)]" }.joined(separator: ",")
        let strength = weight.map { "\($0)" } ?? "\"required\""
        return "\"terms\":[\(termsText)],\"constant\":\(constant),\"relation\":\"\(relationText)\",\"strength\":\(strength)"
    }
}

/// One step of a system replayed on both solvers.
enum SolverOperation {
    case add(id: Int, IndexedConstraint)
    case remove(id: Int)
    /// Sets the constant of the constraint `id` names (nothing when it was refused).
    case setConstant(id: Int, constant: Double)
    case edit(variable: Int, weight: Double)
    case suggest(variable: Int, value: Double)
    case unedit(variable: Int)
    case check

    /// The operation as JSON for kiwi_oracle.py (Swift prints doubles so that they read back exactly).
    var json: String {
        switch self {
        case let .add(id, constraint): "{\"op\":\"add\",\"id\":\(id),\(constraint.jsonMembers)}"
        case let .remove(id): "{\"op\":\"remove\",\"id\":\(id)}"
        case let .setConstant(id, constant): "{\"op\":\"constant\",\"id\":\(id),\"constant\":\(constant)}"
        case let .edit(variable, weight): "{\"op\":\"edit\",\"var\":\(variable),\"strength\":\(weight)}"
        case let .suggest(variable, value): "{\"op\":\"suggest\",\"var\":\(variable),\"value\":\(value)}"
        case let .unedit(variable): "{\"op\":\"unedit\",\"var\":\(variable)}"
        case .check: "{\"op\":\"check\"}"
        }
    }
}

/// A sequence of operations on `variableCount` variables.
struct OperationSystem {
    var variableCount: Int
    var operations: [SolverOperation]

    var json: String {
        "{\"variables\":\(variableCount),\"ops\":[" + operations.map(\.json).joined(separator: ",") + "]}"
    }
}
