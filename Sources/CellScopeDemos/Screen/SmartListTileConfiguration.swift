import CellKit
import Foundation

/// The content of a smart-list tile, as the reminders app draws it: a white symbol in a colored
/// circle at the top leading corner, the number of reminders at the top trailing corner, and the
/// list's name below. A value like `UIListContentConfiguration`: the cell keeps it and the content
/// view applies it. Pressed and selected tiles show it unchanged on the cell's state-dependent
/// background (UIKit's grouped cell highlight).
struct SmartListTileConfiguration: UIContentConfiguration, Hashable {
    var name = ""
    var symbolName = "list.bullet"
    var color: ReminderList.Color = .blue
    var count = 0

    func makeContentView() -> UIView & UIContentView {
        SmartListTileContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> SmartListTileConfiguration {
        self
    }
}
