#include "folder_list.h"
#include "folder_model.h"

#define WINDOW_WIDTH 375
#define WINDOW_HEIGHT 667
#define ROW_POSITION_KEY "folder-row-position"

/* Font options of CellKit's text (grayscale antialiasing, slight hinting, unhinted metrics; glyph
 * positions not rounded to whole pixels, below), so that the same font at the same pixel size is
 * rasterized and placed the same way on both sides. */
static cairo_font_options_t *label_font_options(void) {
    static cairo_font_options_t *options;
    if (!options) {
        options = cairo_font_options_create();
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT);
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    }
    return options;
}

static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory; (void)data;
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    GtkWidget *image = gtk_image_new_from_icon_name("folder-symbolic");
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_widget_set_hexpand(label, TRUE);
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_widget_set_font_options(label, label_font_options());
    G_GNUC_END_IGNORE_DEPRECATIONS
    pango_context_set_round_glyph_positions(gtk_widget_get_pango_context(label), FALSE);
    gtk_box_append(GTK_BOX(box), image);
    gtk_box_append(GTK_BOX(box), label);
    gtk_list_item_set_child(item, box);
}

static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory; (void)data;
    GtkWidget *box = gtk_list_item_get_child(item);
    GtkWidget *label = gtk_widget_get_last_child(box);
    GtkStringObject *folder = gtk_list_item_get_item(item);
    gtk_label_set_text(GTK_LABEL(label), gtk_string_object_get_string(folder));
    g_object_set_data(G_OBJECT(box), ROW_POSITION_KEY, GUINT_TO_POINTER(gtk_list_item_get_position(item) + 1));
}

static void selection_changed(GObject *selection, GParamSpec *spec, gpointer data) {
    (void)selection; (void)spec;
    FolderList *list = data;
    if (list->on_select) list->on_select(list->on_select_data);
}

/* Builds the scrolled list view for `list->items` rows and makes it the window's child. */
static void build_list(FolderList *list) {
    GtkSingleSelection *selection = gtk_single_selection_new(G_LIST_MODEL(folder_model_new(list->items)));
    gtk_single_selection_set_autoselect(selection, FALSE);
    gtk_single_selection_set_can_unselect(selection, TRUE);
    gtk_single_selection_set_selected(selection, GTK_INVALID_LIST_POSITION);
    g_signal_connect(selection, "notify::selected", G_CALLBACK(selection_changed), list);
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
    list->selection = selection;
    list->list_view = gtk_list_view_new(GTK_SELECTION_MODEL(selection), factory);
    list->scrolled = gtk_scrolled_window_new();
    /* Like the CellKit list (showsVerticalScrollIndicator = false): scrolls, shows no scroll bar. */
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(list->scrolled), GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(list->scrolled), list->list_view);
    gtk_window_set_child(list->window, list->scrolled);
}

FolderList *folder_list_new(guint items) {
    folder_list_install_style();
    FolderList *list = g_new0(FolderList, 1);
    list->items = items;
    list->window = GTK_WINDOW(gtk_window_new());
    gtk_window_set_title(list->window, "GtkListView");
    gtk_window_set_default_size(list->window, WINDOW_WIDTH, WINDOW_HEIGHT);
    build_list(list);
    return list;
}

void folder_list_show(FolderList *list) { gtk_window_present(list->window); }

void folder_list_rebuild(FolderList *list) {
    gboolean xxl = gtk_widget_has_css_class(list->list_view, "xxl");
    build_list(list);  /* replacing the window's child destroys the old list */
    if (xxl) gtk_widget_add_css_class(list->list_view, "xxl");
}

gboolean folder_list_row_center(FolderList *list, guint row, double *x, double *y) {
    for (GtkWidget *child = gtk_widget_get_first_child(list->list_view); child; child = gtk_widget_get_next_sibling(child)) {
        GtkWidget *box = gtk_widget_get_first_child(child);
        if (!box || GPOINTER_TO_UINT(g_object_get_data(G_OBJECT(box), ROW_POSITION_KEY)) != row + 1) continue;
        graphene_rect_t bounds;
        if (!gtk_widget_compute_bounds(child, list->list_view, &bounds)) return FALSE;
        *x = bounds.origin.x + bounds.size.width / 2;
        *y = bounds.origin.y + bounds.size.height / 2;
        return TRUE;
    }
    return FALSE;
}

guint folder_list_selected(FolderList *list) { return gtk_single_selection_get_selected(list->selection); }

void folder_list_set_extra_extra_large(FolderList *list, gboolean xxl) {
    if (xxl) gtk_widget_add_css_class(list->list_view, "xxl");
    else gtk_widget_remove_css_class(list->list_view, "xxl");
}

void folder_list_scroll_one_screen(FolderList *list) {
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(list->scrolled));
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment));
}
