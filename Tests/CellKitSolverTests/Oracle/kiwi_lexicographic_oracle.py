"""Lexicographic optima with kiwisolver, the reference for the layout solver's strength tiers.

Usage: kiwi_lexicographic_oracle.py IN.json OUT.txt

IN is a list of systems {"variables": N, "constraints": [{"terms": [[VAR, COEF], ...], "constant": C,
"relation": "==" | "<=" | ">=", "tier": T or null for required}]}; the required constraints are jointly
satisfiable. kiwisolver has one weighted objective, so the tiers are optimised one after another, highest
first: each tier's constraints are added with weight 1 while every higher tier is held at its optimum by
required constraints over explicit error variables (e >= 0, -e <= expression <= e for an equality,
expression + e >= 0 or expression - e <= 0 for an inequality, and the sum of the tier's errors at most its
optimum, with no slack: any slack would let the lower tiers improve by trading a little of it). OUT has one line per system: "errors E1 E2 ..." (the optimal error sum of each tier, highest
tier first), or "refused" when kiwisolver refused a required constraint.
"""
import json
import sys

import kiwisolver as kiwi


def expression(variables, spec):
    expr = spec["constant"]
    for index, coefficient in spec["terms"]:
        expr = expr + coefficient * variables[index]
    return expr


def constraint(expr, relation):
    if relation == "==":
        return expr == 0
    if relation == "<=":
        return expr <= 0
    return expr >= 0


def violation(value, relation):
    if relation == "==":
        return abs(value)
    if relation == "<=":
        return max(0.0, value)
    return max(0.0, -value)


def tier_error(variables, specs):
    total = 0.0
    for spec in specs:
        value = spec["constant"] + sum(c * variables[i].value() for i, c in spec["terms"])
        total += violation(value, spec["relation"])
    return total


def solve(system):
    variables = [kiwi.Variable("v%d" % index) for index in range(system["variables"])]
    required = [spec for spec in system["constraints"] if spec["tier"] is None]
    tiers = sorted({spec["tier"] for spec in system["constraints"] if spec["tier"] is not None}, reverse=True)
    optima = []
    for stage, tier in enumerate(tiers):
        solver = kiwi.Solver()
        try:
            for spec in required:
                solver.addConstraint(constraint(expression(variables, spec), spec["relation"]) | "required")
            for higher, bound in zip(tiers[:stage], optima):
                errors = []
                for spec in system["constraints"]:
                    if spec["tier"] != higher:
                        continue
                    error = kiwi.Variable("e")
                    errors.append(error)
                    expr = expression(variables, spec)
                    solver.addConstraint((error >= 0) | "required")
                    if spec["relation"] in ("==", "<="):
                        solver.addConstraint((expr - error <= 0) | "required")
                    if spec["relation"] in ("==", ">="):
                        solver.addConstraint((expr + error >= 0) | "required")
                total = 0
                for error in errors:
                    total = total + error
                solver.addConstraint((total <= bound) | "required")
        except kiwi.UnsatisfiableConstraint:
            return "refused"
        specs = [spec for spec in system["constraints"] if spec["tier"] == tier]
        for spec in specs:
            solver.addConstraint(constraint(expression(variables, spec), spec["relation"]) | 1.0)
        solver.updateVariables()
        optima.append(tier_error(variables, specs))
    return "errors " + " ".join(repr(value) for value in optima)


def main():
    with open(sys.argv[1]) as source:
        systems = json.load(source)
    with open(sys.argv[2], "w") as target:
        target.write("\n".join(solve(system) for system in systems) + "\n")


if __name__ == "__main__":
    main()
