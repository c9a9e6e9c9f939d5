import Foundation

extension ForcedStates {
    /// The single states `names` name, in order: each must be a system state's name or one of
    /// `customStates`, and appear once (`option` is the option they were given with, for the message).
    static func parse(_ names: [String], option: String,
                      customStates: [PreviewCustomState]) throws(CommandLineError) -> [ForcedStates] {
        let valid = Self.names(customStates: customStates)
        for name in names where !valid.contains(name) {
            throw .unknown("state", name, validChoices: valid)
        }
        try names.checkNoRepeats(in: option)
        return names.compactMap { ForcedStates(named: $0, customStates: customStates) }
    }
}
