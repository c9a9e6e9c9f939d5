import CGtk
import CellKitCore
import Foundation

/// How GTK's editable text widgets (`GtkText` for text fields, `GtkTextView` for text views) are
/// made to look like UIKit's: the view's font (with the system font's tracking and SF Pro's line height) and text color, a caret in the tint color, a
/// selection tinted at 25 %, no GTK background, border or padding. Font rendering uses the same
/// fixed options as labels (`TextLayout`), so typed text looks like label text.
@preconcurrency @MainActor
enum EditableTextStyle {
    /// The style sheet for a text widget whose CSS node is `node` (`text` or `textview`).
    static func css(node: String, font: UIFont, textColor: RGBA, tint: RGBA, alignment: NSTextAlignment? = nil) -> String {
        let selection = RGBA(red: tint.red, green: tint.green, blue: tint.blue, alpha: 0.25)
        let fontRule = "font-family: \"\(font.familyName)\", sans-serif; font-size: \(Self.number(font.pointSize))px; "
            + "font-weight: \(font.cssWeight); font-style: \(font.isItalic ? "italic" : "normal"); "
            + "letter-spacing: \(Self.number(font.tracking))px; line-height: \(String(format: "%.5f", Double(PangoSystemFontMetrics.lineHeightFactor(for: font))));"
        let plain = "background: none; border: none; box-shadow: none; outline: none; padding: 0; margin: 0; "
            + "min-height: 0; min-width: 0;"
        let inner = node == "textview" ? "textview text" : node
        return """
        \(node) { \(plain) \(fontRule) color: \(HostedWidget.css(textColor)); caret-color: \(HostedWidget.css(tint)); }
        \(inner) { background: none; color: \(HostedWidget.css(textColor)); caret-color: \(HostedWidget.css(tint)); }
        \(inner) selection { background-color: \(HostedWidget.css(selection)); color: \(HostedWidget.css(textColor)); }
        scrolledwindow { background: none; border: none; }
        """
    }

    /// Gives a text widget the fixed font rendering options labels use.
    static func useLabelFontRendering(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        gtk_widget_set_font_options(widget, options)
        cairo_font_options_destroy(options)
    }

    private static func number(_ value: CGFloat) -> String {
        String(format: "%.2f", Double(value))
    }
}
