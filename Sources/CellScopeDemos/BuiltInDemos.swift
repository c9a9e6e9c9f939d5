import CellScope

/// The demos that ship with `cellscope`.
@MainActor
public enum BuiltInDemos {
    /// Every built-in demo, in the order the viewer lists them.
    public static var catalog: PreviewCatalog {
        PreviewCatalog([SidebarDemo.demo, SettingsDemo.demo, MessagesDemo.demo, BadgesDemo.demo, CustomContentDemo.demo, StylesDemo.demo, AutoLayoutDemo.demo])
    }
}
