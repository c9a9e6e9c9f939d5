#include "folder_list.h"

/*
 * The look of the CellKit list (a UICollectionView sidebar list, UIKit's default sidebar cell styling),
 * written as CSS for GtkListView. Measured from CellKit's own layout: rows inset 10 px from the window
 * edges, 44 px tall (52 px at XXL); content 16 px inside the row; the symbol centered in a 28 px box
 * (33 px at XXL) and 10 px from the text; Inter at 17 px (21 px at XXL) with the system font's
 * tracking at that size (-0.322 px, -0.222 px at XXL: SystemFontTracking.inter); the sidebar background
 * (systemGroupedBackground, #f2f2f7); a selected row filled with the tint color (#007aff) in a
 * 10 px rounded rectangle, its label and symbol white; unselected labels black, symbols tinted.
 * Animations are off on both sides, and the native rows have no hover or focus styling (CellKit
 * shows none in these scenarios).
 */
static const char *const stylesheet =
    "window, listview { background-color: #f2f2f7; }\n"
    "listview > row { margin: 0 10px; padding: 0 16px; min-height: 44px; border-radius: 10px;"
    " background: none; outline: none; box-shadow: none; transition: none; }\n"
    "listview > row:selected { background-color: #007aff; }\n"
    "listview > row label { font-family: Inter; font-size: 17px; letter-spacing: -0.322px; color: #000000; }\n"
    "listview > row image { color: #007aff; -gtk-icon-size: 22px; min-width: 28px; margin-right: 10px; }\n"
    "listview > row:selected label, listview > row:selected image { color: #ffffff; }\n"
    "listview.xxl > row { min-height: 52px; }\n"
    "listview.xxl > row label { font-size: 21px; letter-spacing: -0.222px; }\n"
    "listview.xxl > row image { -gtk-icon-size: 27px; min-width: 33px; }\n";

void folder_list_install_style(void) {
    static gboolean installed;
    if (installed) return;
    installed = TRUE;
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_data(provider, stylesheet, -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(provider);
}
