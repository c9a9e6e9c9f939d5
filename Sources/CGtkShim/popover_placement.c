/*
 * Popovers whose anchor is on no monitor point at the nearest spot on one instead.
 *
 * GTK 4.8 on X11 lays a popover out on the monitor its anchor (the parent widget, or the rectangle
 * set with gtk_popover_set_pointing_to) overlaps; with none, it fails a critical assertion in
 * gdk_monitor_get_geometry and lays the popover out in a 0×0 area. GTK's own widgets get there: the
 * save dialog's file list anchors its context menu (Menu key, right click, long press) at the
 * selected row, even when that row is scrolled far out of the list, above or below the screen.
 *
 * The guard wraps GtkPopover's `show` class handler (every popover class chains up to it). Before
 * GTK lays the popover out, it measures the anchor against the monitors; when the anchor is on
 * none, the popover points at the anchor slid onto the nearest monitor, so the menu opens at the
 * screen's edge next to what it is about. A popover that pointed at its whole parent gets that back
 * when it closes, so it follows the parent again the next time.
 *
 * Ownership: the guard keeps a reference to GtkPopover's class for the life of the process.
 */
#include "CGtkShim.h"
#include <math.h>

static void (*show_without_guard)(GtkWidget *widget);

/* Gives a popover whose whole parent was its anchor that anchor back once it is closed. */
static void point_at_the_parent_again(GtkPopover *popover, gpointer unused) {
    (void)unused;
    g_signal_handlers_disconnect_by_func(popover, point_at_the_parent_again, NULL);
    gtk_popover_set_pointing_to(popover, NULL);
}

/* GtkPopover's show, after moving an anchor that is on no monitor onto the nearest one. */
static void show_on_a_monitor(GtkWidget *widget) {
    GtkPopover *popover = GTK_POPOVER(widget);
    GtkWidget *parent = gtk_widget_get_parent(widget);
    GtkNative *native = parent ? gtk_widget_get_native(parent) : NULL;
    GdkSurface *surface = native ? gtk_native_get_surface(native) : NULL;
    graphene_rect_t bounds;
    if (surface && gtk_widget_compute_bounds(parent, GTK_WIDGET(native), &bounds)) {
        /* Where GTK puts the anchor: the parent's allocation in surface coordinates, plus pointing-to. */
        double surface_x = 0, surface_y = 0;
        gtk_native_get_surface_transform(native, &surface_x, &surface_y);
        int origin_x = (int)floor(bounds.origin.x + surface_x), origin_y = (int)floor(bounds.origin.y + surface_y);
        GdkRectangle anchor = { 0, 0, (int)ceil(bounds.size.width), (int)ceil(bounds.size.height) };
        gboolean pointing = gtk_popover_get_pointing_to(popover, &anchor);
        GdkRectangle on_surface = { origin_x + anchor.x, origin_y + anchor.y, anchor.width, anchor.height };
        if (cgtk_surface_rect_move_onto_a_monitor(surface, &on_surface)) {
            GdkRectangle moved = { on_surface.x - origin_x, on_surface.y - origin_y, on_surface.width, on_surface.height };
            gtk_popover_set_pointing_to(popover, &moved);
            if (!pointing)
                g_signal_connect(popover, "closed", G_CALLBACK(point_at_the_parent_again), NULL);
        }
    }
    show_without_guard(widget);
}

/* Installs the guard in `type` and the classes under it that copied GtkPopover's show. */
static void guard_class_and_subclasses(GType type) {
    GtkWidgetClass *klass = g_type_class_peek(type);
    if (klass && klass->show == show_without_guard)
        klass->show = show_on_a_monitor;
    guint count = 0;
    GType *children = g_type_children(type, &count);
    for (guint i = 0; i < count; i++)
        guard_class_and_subclasses(children[i]);
    g_free(children);
}

void cgtk_place_popovers_on_monitors(void) {
    if (show_without_guard)
        return;
    GtkWidgetClass *klass = g_type_class_ref(GTK_TYPE_POPOVER);
    show_without_guard = klass->show;
    guard_class_and_subclasses(GTK_TYPE_POPOVER);
}
