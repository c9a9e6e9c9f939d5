/*
 * CGtkShim: the few things Swift cannot express against GTK 4.8.
 *
 * - CgtkHostWidget, a GtkWidget subclass whose measure, size-allocate and snapshot are delegated to
 *   callbacks (CellKit's UIView drives frame layout and drawing from Swift).
 * - CgtkZoomBin, a container that shows its one child scaled (the viewer's canvas zoom).
 * - The bridge that drains libdispatch's main queue from the GLib main loop.
 * - Type macros and variadic GLib calls (signal emission for tests, g_object_set).
 * - Process control for the command line (CGtkShimProcess.h).
 * - A guard that moves a popover's anchor, when it is on no monitor (X11), onto the nearest one:
 *   GTK 4.8 cannot place such a popover.
 *
 * Ownership: nothing here takes or gives references unless stated.
 */
#ifndef CGTK_SHIM_PUBLIC_H
#define CGTK_SHIM_PUBLIC_H

#include <gtk/gtk.h>
#include "CGtkShimProcess.h"

G_BEGIN_DECLS

/* ---- Host widget --------------------------------------------------------------------------- */

/** Callbacks a host widget forwards to. `context` is the delegate's opaque pointer. */
typedef struct {
    void (*measure)(void *context, GtkOrientation orientation, int for_size, int *minimum, int *natural);
    void (*allocate)(void *context, int width, int height);
    void (*snapshot)(void *context, GtkSnapshot *snapshot);
} CgtkHostWidgetDelegate;

#define CGTK_TYPE_HOST_WIDGET (cgtk_host_widget_get_type())
G_DECLARE_FINAL_TYPE(CgtkHostWidget, cgtk_host_widget, CGTK, HOST_WIDGET, GtkWidget)

/** A new host widget (floating reference, like every gtk_*_new). */
GtkWidget *cgtk_host_widget_new(void);
/** Sets (or with NULL delegate, clears) the delegate; the context is not retained. */
void cgtk_host_widget_set_delegate(CgtkHostWidget *self, const CgtkHostWidgetDelegate *delegate, void *context);
/** Measures `child` (GTK requires it) and allocates it at a fractional position with an integral size. */
void cgtk_host_widget_place_child(GtkWidget *child, double x, double y, int width, int height);

/* ---- Zoom bin ------------------------------------------------------------------------------ */

/*
 * A container that shows one child scaled by a zoom, as a pure view transform: the child is measured
 * and allocated at its own size (its natural width, centered; it fills the height), the bin asks for
 * that size times the zoom, and GTK draws the child and maps pointer positions through the scale.
 * Snapshots of the child itself (gtk_widget_snapshot on the child) are not scaled.
 *
 * Ownership: the bin is the child's parent (gtk_widget_set_parent sinks a floating child); it
 * unparents the child when it is replaced or when the bin is disposed. The bin holds no other reference.
 */
#define CGTK_TYPE_ZOOM_BIN (cgtk_zoom_bin_get_type())
G_DECLARE_FINAL_TYPE(CgtkZoomBin, cgtk_zoom_bin, CGTK, ZOOM_BIN, GtkWidget)

/** A new zoom bin at 100 % (floating reference, like every gtk_*_new). */
GtkWidget *cgtk_zoom_bin_new(void);
/** Replaces the child (NULL: none); `child` must have no parent. */
void cgtk_zoom_bin_set_child(CgtkZoomBin *self, GtkWidget *child);
/** Shows the child at `zoom` (1: 100 %; must be positive and finite). */
void cgtk_zoom_bin_set_zoom(CgtkZoomBin *self, double zoom);
/** Scales the child, at each allocation, to fit the bin's room (its natural width and its minimum
 *  height), between `minimum` and `maximum`; the bin asks for the room of the child at `minimum`. */
void cgtk_zoom_bin_set_fit(CgtkZoomBin *self, double minimum, double maximum);
/** The zoom of the last allocation (the fitted one when fitting); its change notifies "shown-zoom". */
double cgtk_zoom_bin_get_shown_zoom(CgtkZoomBin *self);

/* ---- Main loop ----------------------------------------------------------------------------- */

/** Adds a GLib source that drains libdispatch's main queue whenever it has work. Idempotent. */
void cgtk_install_dispatch_main_queue_bridge(void);
/** Keeps the bridge from draining the main queue until the matching release (holds nest). */
void cgtk_dispatch_bridge_hold(void);
/** Ends one hold; the last one drains, from an idle callback, the work that waited. */
void cgtk_dispatch_bridge_release(void);

/* ---- Type macros and casts ----------------------------------------------------------------- */

static inline GType cgtk_type_widget(void) { return GTK_TYPE_WIDGET; }
static inline GType cgtk_type_window(void) { return GTK_TYPE_WINDOW; }
static inline GType cgtk_type_host_widget(void) { return CGTK_TYPE_HOST_WIDGET; }
static inline GType cgtk_type_zoom_bin(void) { return CGTK_TYPE_ZOOM_BIN; }
static inline gboolean cgtk_is_widget(gpointer p) { return GTK_IS_WIDGET(p); }
static inline const char *cgtk_type_name(gpointer p) { return G_OBJECT_TYPE_NAME(p); }

/* ---- Variadic calls ------------------------------------------------------------------------ */

/** g_object_set for one boolean property. */
void cgtk_object_set_bool(gpointer object, const char *property, gboolean value);
/** g_object_set for one integer property. */
void cgtk_object_set_int(gpointer object, const char *property, int value);
/** g_object_set for one string property. */
void cgtk_object_set_string(gpointer object, const char *property, const char *value);

/** Emits a signal with no arguments and no return value (tests drive controllers this way). */
void cgtk_emit_void(gpointer instance, const char *signal);
/** Emits `pressed`/`released`-shaped signals: (gint n_press, gdouble x, gdouble y). */
void cgtk_emit_int_double_double(gpointer instance, const char *signal, int n, double x, double y);
/** Emits (gdouble x, gdouble y) signals such as motion `enter` or drag `drag-update`. */
void cgtk_emit_double_double(gpointer instance, const char *signal, double x, double y);
/** Emits `key-pressed` and returns whether a handler took the key. */
gboolean cgtk_emit_key_pressed(gpointer controller, guint keyval, guint keycode, GdkModifierType state);

/* ---- Screen geometry ----------------------------------------------------------------------- */

/** Slides `rect` (surface coordinates), when it overlaps no monitor, onto the nearest one (shrunk to
 *  fit) and returns TRUE. GTK 4.8 on X11 cannot place a popover whose anchor overlaps no monitor (it
 *  fails a critical assertion in gdk_monitor_get_geometry). Returns FALSE and leaves `rect` alone
 *  when it overlaps a monitor, when there is none or the X server cannot say, and on other backends. */
gboolean cgtk_surface_rect_move_onto_a_monitor(GdkSurface *surface, GdkRectangle *rect);

/** Makes every GtkPopover (menus, drop-down lists, GTK's own dialogs' context menus) whose anchor
 *  overlaps no monitor point at the nearest spot on a monitor instead when it is shown, so GTK 4.8
 *  can place it. Process-wide and idempotent; see popover_placement.c. */
void cgtk_place_popovers_on_monitors(void);

/** Test support: NULL when a GtkAccessible's string property equals `expected`, else its value (g_free it). */
char *cgtk_accessible_check_string_property(gpointer accessible, GtkAccessibleProperty property, const char *expected);
/** Test support: NULL when a GtkAccessible's boolean state equals `expected`, else its value (g_free it). */
char *cgtk_accessible_check_boolean_state(gpointer accessible, GtkAccessibleState state, gboolean expected);

G_END_DECLS

#endif
