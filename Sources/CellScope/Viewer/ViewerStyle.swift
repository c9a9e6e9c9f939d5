import CGtk
import Foundation

/// The viewer's stylesheet, installed once for the display. Colors come from GTK's theme
/// (`@theme_bg_color`, `@theme_fg_color`, …), so the viewer follows the light or dark theme.
@preconcurrency @MainActor
enum ViewerStyle {
    private static var isInstalled = false

    static func install() {
        guard !isInstalled, let display = gdk_display_get_default() else { return }
        isInstalled = true
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    static let css = """
        .viewer-sidebar { background-color: mix(@theme_bg_color, @theme_base_color, 0.4); }
        .viewer-sidebar list { background-color: transparent; }
        .sidebar-heading, .section-heading {
            font-size: 0.78em; font-weight: 700; letter-spacing: 1px; color: alpha(@theme_fg_color, 0.55);
        }
        .sidebar-heading { padding: 14px 14px 6px 14px; }
        .demo-row { padding: 6px 4px; }
        .demo-title { font-weight: 600; }
        .demo-summary { font-size: 0.85em; }
        .traits-bar { padding: 8px 10px; background-color: @theme_bg_color; }
        .traits-bar button { padding-left: 7px; padding-right: 7px; }
        .traits-title { color: alpha(@theme_fg_color, 0.65); font-size: 0.9em; }
        .size-label { font-weight: 600; }
        .size-scale marks label, .size-scale mark label { font-size: 0.72em; color: alpha(@theme_fg_color, 0.65); }
        .canvas-backdrop { background-color: mix(@theme_bg_color, @theme_fg_color, 0.07); }
        .canvas-stage { padding: 14px 20px 20px 20px; }
        .canvas-caption { font-size: 0.85em; color: alpha(@theme_fg_color, 0.6); }
        .compare-button { font-size: 0.85em; min-height: 0; padding: 1px 8px; }
        .reference-bar { padding: 5px 14px; background-color: mix(@theme_bg_color, #c061cb, 0.08);
            border-bottom: 1px solid alpha(@theme_fg_color, 0.12); }
        .reference-bar button { padding: 2px 10px; min-height: 0; }
        .reference-name { font-weight: 600; }
        .reference-bar menubutton > button { padding: 2px 8px; min-height: 0; }
        .reference-beside { border: 1px dashed alpha(@theme_fg_color, 0.35); }
        .canvas-device {
            border-radius: 18px; border: 1px solid alpha(@theme_fg_color, 0.18);
            box-shadow: 0 3px 14px alpha(black, 0.18);
        }
        .inspector { background-color: @theme_base_color; }
        .inspector-content { padding: 14px 16px 20px 16px; }
        .state-inspector { margin-bottom: 10px; }
        .state-mode { font-size: 0.85em; color: alpha(@theme_fg_color, 0.65); }
        .state-mode.pinned { color: mix(#c64600, @theme_fg_color, 0.25); font-weight: 600; }
        .state-row { padding: 2px 8px; border-radius: 8px; background-color: alpha(@theme_fg_color, 0.04); }
        .subsection-heading {
            font-size: 0.75em; font-weight: 700; letter-spacing: 1px; color: alpha(@theme_fg_color, 0.5);
            margin-top: 10px;
        }
        .legend { margin: 2px 0 4px 0; }
        .legend-changed { border-radius: 999px; padding: 1px 8px; font-size: 0.78em; font-weight: 600;
            background-color: alpha(#f6d32d, 0.45); }
        .state-summary { font-size: 0.88em; padding: 6px 8px; border-radius: 6px;
            background-color: alpha(#e66100, 0.1); }
        .prop-row { padding: 4px 6px; border-radius: 6px; }
        .prop-row.changed { background-color: alpha(#f6d32d, 0.38); }
        .prop-name { color: alpha(@theme_fg_color, 0.7); font-size: 0.92em; }
        .prop-value { font-size: 0.92em; }
        .provenance { border-radius: 999px; padding: 1px 8px; font-size: 0.78em; font-weight: 600; }
        .provenance.style-default { background-color: alpha(@theme_fg_color, 0.09); color: alpha(@theme_fg_color, 0.72); }
        .provenance.set-by-code { background-color: alpha(#3584e4, 0.2); color: mix(#1c71d8, @theme_fg_color, 0.25); }
        .provenance.changed-by-state { background-color: alpha(#e66100, 0.22); color: mix(#c64600, @theme_fg_color, 0.2); }
        .panel-controls { padding: 10px 14px; background-color: @theme_bg_color; }
        .matrix-grid, .strip { padding: 14px; }
        .matrix-header { font-weight: 600; font-size: 0.9em; color: alpha(@theme_fg_color, 0.75); }
        .matrix-row-label { font-size: 0.88em; font-weight: 600; color: alpha(@theme_fg_color, 0.75); }
        button.tile { padding: 0; border-radius: 4px; min-height: 0; min-width: 0; }
        button.tile.current { box-shadow: 0 0 0 3px @theme_selected_bg_color; }
        .tile-placeholder { font-size: 0.8em; background-color: alpha(@theme_fg_color, 0.05); border-radius: 4px; }
        .tile-error { background-color: alpha(@error_color, 0.12); color: @error_color; padding: 8px; border-radius: 4px;
            font-size: 0.85em; }
        .statusbar { padding: 4px 12px; font-size: 0.88em; background-color: @theme_bg_color; }
        .statusbar .status-error { color: @error_color; }
        .app-title { font-weight: 700; }
        .checks-list { background-color: transparent; }
        .checks-list row { padding: 0; }
        .finding-item { padding: 14px 16px 4px 16px; }
        .finding-row { padding: 6px 16px; }
        .finding-title { font-weight: 600; }
        .finding-detail { font-size: 0.9em; color: alpha(@theme_fg_color, 0.75); }
        .finding-severity { border-radius: 999px; padding: 1px 8px; font-size: 0.78em; font-weight: 700; min-width: 52px; }
        .finding-error { background-color: alpha(@error_color, 0.16); color: @error_color; }
        .finding-warning { background-color: alpha(#e5a50a, 0.22); color: mix(#986a00, @theme_fg_color, 0.2); }
        .tile-badge { border-radius: 999px; min-width: 18px; min-height: 18px; margin: 3px; font-weight: 800; font-size: 0.8em; }
        .tile-badge.finding-error { background-color: @error_color; color: #ffffff; }
        .tile-badge.finding-warning { background-color: #e5a50a; color: #000000; }
        .finding-info { background-color: alpha(@theme_fg_color, 0.09); color: alpha(@theme_fg_color, 0.72); }
        .build-error-banner { background-color: #c01c28; color: #ffffff; padding: 8px 14px; }
        .build-error-heading { font-weight: 700; }
        .build-error-details { font-family: monospace; font-size: 0.9em; }
        """
}
