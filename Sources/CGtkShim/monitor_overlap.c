/*
 * Whether a rectangle of a surface lies on a monitor, in the X server's own coordinates.
 *
 * GTK 4.8's X11 backend places a popover (gdk_x11_surface_layout_popup) on the monitor that its
 * anchor rectangle overlaps, and when the anchor overlaps no monitor it passes NULL on to
 * gdk_monitor_get_geometry (a critical, then a popover laid out in a 0×0 area). GTK offers no
 * public way to know where a surface is on the screen, so this asks the X server, as GTK does.
 */
#include "CGtkShim.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

gboolean cgtk_surface_rect_overlaps_a_monitor(GdkSurface *surface, int x, int y, int width, int height) {
#ifdef GDK_WINDOWING_X11
    GdkDisplay *display = gdk_surface_get_display(surface);
    if (!GDK_IS_X11_DISPLAY(display) || !GDK_IS_X11_SURFACE(surface)) return TRUE;
    Display *xdisplay = gdk_x11_display_get_xdisplay(display);
    int scale = gdk_surface_get_scale_factor(surface);
    int root_x = 0, root_y = 0;
    Window child;
    if (!XTranslateCoordinates(xdisplay, gdk_x11_surface_get_xid(surface), DefaultRootWindow(xdisplay),
                               x * scale, y * scale, &root_x, &root_y, &child))
        return FALSE;
    GdkRectangle rect = { root_x / scale, root_y / scale, MAX(1, width), MAX(1, height) };
    GListModel *monitors = gdk_display_get_monitors(display);
    gboolean overlaps = FALSE;
    for (guint i = 0; i < g_list_model_get_n_items(monitors) && !overlaps; i++) {
        GdkMonitor *monitor = g_list_model_get_item(monitors, i);
        GdkRectangle geometry;
        gdk_monitor_get_geometry(monitor, &geometry);
        overlaps = gdk_rectangle_intersect(&geometry, &rect, NULL);
        g_object_unref(monitor);
    }
    return overlaps;
#else
    (void)surface; (void)x; (void)y; (void)width; (void)height;
    return TRUE;
#endif
}
