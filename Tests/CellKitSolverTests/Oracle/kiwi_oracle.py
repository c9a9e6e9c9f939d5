"""Solves batches of constraint systems with kiwisolver, the reference the layout solver is tested against.

Usage: kiwi_oracle.py IN.json OUT.json

IN is a list of systems {"variables": N, "ops": [...]}; the operations act on variables 0..N-1:
  {"op": "add", "id": K, "terms": [[VAR, COEF], ...], "constant": C, "relation": "==" | "<=" | ">=",
   "strength": W or "required"}           expression (sum of terms + C) relation 0; K names the constraint
  {"op": "remove", "id": K}               (nothing when K was refused)
  {"op": "constant", "id": K, "constant": C}  change K's constant (remove and add again here; refused:
                                           the old constraint stays), counted with the adds
  {"op": "edit", "var": V, "strength": W}  add an edit variable (kiwi starts it at 0)
  {"op": "suggest", "var": V, "value": X}
  {"op": "unedit", "var": V}
  {"op": "check"}                          record every variable's value
OUT is plain text, per system one line "added 1 0 1 ..." (each add or constant change: accepted or refused) followed
by one line "check X Y ..." per check (every variable's value, exactly as repr prints it), then a line "end".

kiwisolver leaves its tableau inconsistent after refusing a required constraint (a later read can violate
required constraints that were accepted before), so after a refusal the system that remains is solved
again from scratch: the same constraints and edit variables, the same suggested values.
"""
import json
import sys

import kiwisolver as kiwi


def expression(variables, op):
    expr = op["constant"]
    for index, coefficient in op["terms"]:
        expr = expr + coefficient * variables[index]
    return expr


def make_constraint(variables, op):
    expr = expression(variables, op)
    relation = op["relation"]
    if relation == "==":
        constraint = expr == 0
    elif relation == "<=":
        constraint = expr <= 0
    else:
        constraint = expr >= 0
    strength = op["strength"]
    return constraint | ("required" if strength == "required" else float(strength))


def solve(system):
    variables = [kiwi.Variable("v%d" % index) for index in range(system["variables"])]
    solver = kiwi.Solver()
    active = {}  # id -> constraint, in insertion order
    specs = {}  # id -> the add operation, with the current constant
    edits = {}  # var -> [strength, suggested value or None]
    added = []
    checks = []

    def rebuild():
        nonlocal solver
        solver = kiwi.Solver()
        for constraint in active.values():
            solver.addConstraint(constraint)
        for index, (strength, value) in edits.items():
            solver.addEditVariable(variables[index], strength)
            if value is not None:
                solver.suggestValue(variables[index], value)

    for op in system["ops"]:
        kind = op["op"]
        if kind == "add":
            constraint = make_constraint(variables, op)
            try:
                solver.addConstraint(constraint)
                active[op["id"]] = constraint
                specs[op["id"]] = op
                added.append(True)
            except kiwi.UnsatisfiableConstraint:
                added.append(False)
                rebuild()
        elif kind == "remove":
            # Removing a constraint that was refused does nothing.
            if op["id"] in active:
                solver.removeConstraint(active.pop(op["id"]))
        elif kind == "constant":
            if op["id"] not in active:
                continue
            old = active[op["id"]]
            changed = make_constraint(variables, dict(specs[op["id"]], constant=op["constant"]))
            solver.removeConstraint(old)
            try:
                solver.addConstraint(changed)
                active[op["id"]] = changed
                specs[op["id"]] = dict(specs[op["id"]], constant=op["constant"])
                added.append(True)
            except kiwi.UnsatisfiableConstraint:
                added.append(False)
                rebuild()
        elif kind == "edit":
            solver.addEditVariable(variables[op["var"]], float(op["strength"]))
            edits[op["var"]] = [float(op["strength"]), None]
        elif kind == "suggest":
            solver.suggestValue(variables[op["var"]], op["value"])
            edits[op["var"]][1] = op["value"]
        elif kind == "unedit":
            solver.removeEditVariable(variables[op["var"]])
            del edits[op["var"]]
        elif kind == "check":
            solver.updateVariables()
            checks.append([variable.value() for variable in variables])
        else:
            raise ValueError("unknown operation %r" % kind)
    return {"added": added, "checks": checks}


def main():
    with open(sys.argv[1]) as source:
        systems = json.load(source)
    # Each system's lines are written and flushed as soon as it is solved: kiwisolver can abort the whole
    # process on a degenerate system (an uncaught kiwi::InternalSolverError), and the caller then knows
    # which systems were solved and which one aborted it.
    with open(sys.argv[2], "w") as target:
        for system in systems:
            result = solve(system)
            lines = [" ".join(["added"] + ["1" if flag else "0" for flag in result["added"]])]
            for values in result["checks"]:
                lines.append(" ".join(["check"] + [repr(value) for value in values]))
            lines.append("end")
            target.write("\n".join(lines) + "\n")
            target.flush()


if __name__ == "__main__":
    main()
