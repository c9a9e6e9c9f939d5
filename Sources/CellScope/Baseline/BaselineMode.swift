/// What a baseline run does: `record` renders every permutation into a new generation, `verify`
/// renders them again and compares them with the recorded ones.
enum BaselineMode: String, CaseIterable { case record, verify }
