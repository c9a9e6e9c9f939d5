"""Times kiwisolver on the systems solver-benchmarks describes, for the ratios in its table.

Usage: kiwi_benchmarks.py SYSTEMS.json RESULTS.json

SYSTEMS is a list of {"name", "variables": N, "constraints": [{"terms": [[VAR, COEF]...], "constant": C,
"relation": "==" | "<=" | ">=", "strength": W or "required"}], "edit": {"var": V, "strength": W,
"values": [A, B]}, "constantChange": {"constraint": K, "values": [C, D]}, "scratchIterations": I,
"resolveIterations": J}.

Only the solver calls are timed (the Variable and Constraint objects are made beforehand):
- from scratch: Solver(), addConstraint for each constraint, addEditVariable, suggestValue(A),
  updateVariables();
- re-solve: suggestValue (alternating B and A), updateVariables();
- constant change: kiwisolver cannot change a constraint's constant, so constraint K is removed and added
  again with the other constant (alternating D and C), then updateVariables().
Each figure is measured as 9 samples (3 when one takes over a second) of I (or J) iterations: the best
and the median sample, in
nanoseconds per iteration, less the cost of the timing loop (measured with an empty body). RESULTS is {name: {"fromScratch": {"best": ns, "median": ns}, "resolve": ...,
"constantChange": ..., "values": [every value after the first solve]}}.
"""
import json
import sys
import time

import kiwisolver as kiwi


def build(system):
    variables = [kiwi.Variable("v%d" % index) for index in range(system["variables"])]
    constraints = [make_constraint(variables, spec) for spec in system["constraints"]]
    return variables, constraints


def make_constraint(variables, spec):
    expression = spec["constant"]
    for index, coefficient in spec["terms"]:
        expression = expression + coefficient * variables[index]
    relation = spec["relation"]
    if relation == "==":
        constraint = expression == 0
    elif relation == "<=":
        constraint = expression <= 0
    else:
        constraint = expression >= 0
    strength = spec["strength"]
    return constraint | ("required" if strength == "required" else float(strength))


def measure(iterations, body):
    """Times body(counter) in 9 samples of `iterations` calls after a warm-up: best and median, in ns.
    The cost of the timing loop itself (calling an empty body) is subtracted."""
    return timed(iterations, body, overhead=timed(iterations, lambda counter: None, overhead=0)["best"])


def timed(iterations, body, overhead):
    for counter in range(max(1, iterations // 10)):
        body(counter)
    samples = []
    counter = 0
    while len(samples) < (3 if samples and samples[0] * iterations > 1e9 else 9):
        start = time.perf_counter_ns()
        for _ in range(iterations):
            body(counter)
            counter += 1
        samples.append((time.perf_counter_ns() - start) / iterations - overhead)
    samples.sort()
    return {"best": samples[0], "median": samples[len(samples) // 2]}


def time_system(system):
    variables, constraints = build(system)
    edited = variables[system["edit"]["var"]]
    edit_strength = system["edit"]["strength"]
    edit_strength = "required" if edit_strength == "required" else float(edit_strength)
    first, second = system["edit"]["values"]

    def solve():
        solver = kiwi.Solver()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.addEditVariable(edited, edit_strength)
        solver.suggestValue(edited, first)
        solver.updateVariables()
        return solver

    from_scratch = measure(system["scratchIterations"], lambda counter: solve())

    solver = solve()
    values = [variable.value() for variable in variables]

    def resolve(counter):
        solver.suggestValue(edited, second if counter % 2 == 0 else first)
        solver.updateVariables()

    resolve_timing = measure(system["resolveIterations"], resolve)

    change = system["constantChange"]
    spec = system["constraints"][change["constraint"]]
    versions = [make_constraint(variables, dict(spec, constant=value)) for value in change["values"]]
    current = [constraints[change["constraint"]]]

    def change_constant(counter):
        replacement = versions[1] if counter % 2 == 0 else versions[0]
        solver.removeConstraint(current[0])
        solver.addConstraint(replacement)
        current[0] = replacement
        solver.updateVariables()

    change_timing = measure(system["resolveIterations"], change_constant)
    return {"fromScratch": from_scratch, "resolve": resolve_timing, "constantChange": change_timing, "values": values}


def main():
    with open(sys.argv[1]) as source:
        systems = json.load(source)
    results = {system["name"]: time_system(system) for system in systems}
    with open(sys.argv[2], "w") as target:
        json.dump(results, target)


if __name__ == "__main__":
    main()
