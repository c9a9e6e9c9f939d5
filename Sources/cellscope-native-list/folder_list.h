/* The native side's list: a GtkListView of folders (icon + label) in a scrolled window, with single
 * selection, styled by CSS to look like the CellKit sidebar list (see style.c). */
#ifndef FOLDER_LIST_H
#define FOLDER_LIST_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct {
    GtkWindow *window;
    GtkWidget *scrolled;
    GtkWidget *list_view;
    GtkSingleSelection *selection;  /* owned by the list view */
    guint items;
    /* Called when the selection changes. */
    void (*on_select)(void *data);
    void *on_select_data;
} FolderList;

/** A window with a list of `items` folders (not shown yet). */
FolderList *folder_list_new(guint items);
/** Presents the window. */
void folder_list_show(FolderList *list);
/** Throws the list away and builds it again with the same rows (new model, factory, list view). */
void folder_list_rebuild(FolderList *list);
/** The center of a row in the list view's coordinates; FALSE when the row has no widget. */
gboolean folder_list_row_center(FolderList *list, guint row, double *x, double *y);
/** The selected row, or GTK_INVALID_LIST_POSITION. */
guint folder_list_selected(FolderList *list);
/** Switches the list's text size between Large (the default) and XXL (a CSS class). */
void folder_list_set_extra_extra_large(FolderList *list, gboolean xxl);
/** Scrolls down by the visible height. */
void folder_list_scroll_one_screen(FolderList *list);

/** Installs the stylesheet (once). */
void folder_list_install_style(void);

G_END_DECLS

#endif
