/*
 * Moving a rectangle of a surface onto a monitor, in the X server's own coordinates.
 *
 * GTK 4.8's X11 backend places a popover (gdk_x11_surface_layout_popup) on the monitor that its
 * anchor rectangle overlaps, and when the anchor overlaps no monitor it passes NULL on to
 * gdk_monitor_get_geometry (a critical, then a popover laid out in a 0×0 area). GTK offers no
 * public way to know where a surface is on the screen, so this asks the X server, as GTK does.
 */
#include "CGtkShim.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>

/* The rectangle in root-window coordinates; FALSE when the X server cannot translate it. */
static gboolean root_rect(GdkSurface *surface, const GdkRectangle *rect, GdkRectangle *root) {
    Display *xdisplay = gdk_x11_display_get_xdisplay(gdk_surface_get_display(surface));
    int scale = gdk_surface_get_scale_factor(surface);
    int root_x = 0, root_y = 0;
    Window child;
    if (!XTranslateCoordinates(xdisplay, gdk_x11_surface_get_xid(surface), DefaultRootWindow(xdisplay),
                               rect->x * scale, rect->y * scale, &root_x, &root_y, &child))
        return FALSE;
    *root = (GdkRectangle){ root_x / scale, root_y / scale, MAX(1, rect->width), MAX(1, rect->height) };
    return TRUE;
}

/* How far apart two rectangles are (0 when they touch or overlap), per axis, summed. */
static int distance(const GdkRectangle *a, const GdkRectangle *b) {
    int dx = MAX(0, MAX(a->x - (b->x + b->width), b->x - (a->x + a->width)));
    int dy = MAX(0, MAX(a->y - (b->y + b->height), b->y - (a->y + a->height)));
    return dx + dy;
}

/* The geometry of the monitor nearest to `root` (distance 0: overlapping); FALSE with no monitor. */
static gboolean nearest_monitor(GdkDisplay *display, const GdkRectangle *root, GdkRectangle *geometry, int *gap) {
    GListModel *monitors = gdk_display_get_monitors(display);
    gboolean found = FALSE;
    for (guint i = 0; i < g_list_model_get_n_items(monitors); i++) {
        GdkMonitor *monitor = g_list_model_get_item(monitors, i);
        GdkRectangle candidate;
        gdk_monitor_get_geometry(monitor, &candidate);
        g_object_unref(monitor);
        int d = gdk_rectangle_intersect(&candidate, root, NULL) ? 0 : MAX(1, distance(&candidate, root));
        if (!found || d < *gap) {
            *geometry = candidate;
            *gap = d;
            found = TRUE;
        }
    }
    return found;
}
#endif

gboolean cgtk_surface_rect_move_onto_a_monitor(GdkSurface *surface, GdkRectangle *rect) {
#ifdef GDK_WINDOWING_X11
    GdkDisplay *display = gdk_surface_get_display(surface);
    if (!GDK_IS_X11_DISPLAY(display) || !GDK_IS_X11_SURFACE(surface)) return FALSE;
    GdkRectangle root, geometry;
    int gap = 0;
    if (!root_rect(surface, rect, &root) || !nearest_monitor(display, &root, &geometry, &gap) || gap == 0)
        return FALSE;
    int width = MIN(root.width, geometry.width), height = MIN(root.height, geometry.height);
    int x = CLAMP(root.x, geometry.x, geometry.x + geometry.width - width);
    int y = CLAMP(root.y, geometry.y, geometry.y + geometry.height - height);
    *rect = (GdkRectangle){ rect->x + (x - root.x), rect->y + (y - root.y), width, height };
    return TRUE;
#else
    (void)surface; (void)rect;
    return FALSE;
#endif
}
