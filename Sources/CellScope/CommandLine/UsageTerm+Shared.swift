/// The usage terms several verbs share, each declared once.
extension UsageTerm {
    /// `[--item ID]`: one item of the demo.
    static let item = UsageTerm.optional([.value("--item", "ID")])
    /// `[--state NAME,…]`: the states one cell is shown in.
    static let cellStates = UsageTerm.optional([.list("--state", "NAME,…")])
    /// `[--states NAME,…]`: the states whose combinations are rendered.
    static let stateCombinations = UsageTerm.optional([.list("--states", "NAME,…")])
    /// `[--size XS…AX5]`: one text size.
    static let size = UsageTerm.optional([.value("--size", "XS…AX5")])
    /// `[--sizes XS,…]`: several text sizes.
    static let sizes = UsageTerm.optional([.list("--sizes", "XS,…")])
    /// `[--appearance light|dark]`.
    static let appearance = UsageTerm.optional([.value("--appearance", "light|dark")])
    /// `[--appearances light,dark]`.
    static let appearances = UsageTerm.optional([.list("--appearances", "light,dark")])
    /// `[--direction ltr|rtl]`.
    static let direction = UsageTerm.optional([.value("--direction", "ltr|rtl")])
    /// `[--bold-text[=true|false]]`.
    static let boldText = UsageTerm.optional([.toggle("--bold-text")])
    /// `[--high-contrast[=true|false]]`.
    static let highContrast = UsageTerm.optional([.toggle("--high-contrast")])
    /// `[--width N | --device NAME [--orientation portrait|landscape]]`: the canvas.
    static let canvas = UsageTerm.optional([.oneOf([[.value("--width", "N")], device])])
    /// The canvas of a verb that writes a whole device screen, with or without its status bar and
    /// home indicator, at a scale.
    static let screen: [UsageTerm] = [
        .optional([.oneOf([[.value("--width", "N")], device + [.optional([.oneOf([[.flag("--chrome")], [.flag("--no-chrome")]])])]])]),
        .optional([.value("--scale", "1|2|3")]),
    ]
    /// `--device NAME [--orientation portrait|landscape]`.
    private static let device: [UsageTerm] = [.value("--device", "NAME"), .optional([.value("--orientation", "portrait|landscape")])]
}
