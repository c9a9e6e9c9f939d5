/// The text UIKit logs when required constraints cannot all hold, in UIKit's own words and layout: the
/// advice, the conflicting constraints (each as its `description`, which names its views), and the one
/// broken to recover.
package enum UnsatisfiableConstraintsMessage {
    /// The message for `conflicting` constraint descriptions (the broken one included, as UIKit lists it)
    /// and the description of the `broken` one. UIKit adds its note on autoresizing-mask constraints only
    /// when one of them is in the list.
    package static func text(conflicting: [String], broken: String) -> String {
        let mentionsAutoresizing = conflicting.contains { $0.contains("NSAutoresizingMaskLayoutConstraint") }
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if mentionsAutoresizing {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
                         + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(broken)
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.")
        return lines.joined(separator: "\n")
    }
}
