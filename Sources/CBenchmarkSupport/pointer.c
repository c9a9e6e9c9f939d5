#include "CBenchmarkSupport.h"

#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#include <gdk/x11/gdkx.h>
#include <math.h>

static Display *x_display(void) {
    GdkDisplay *display = gdk_display_get_default();
    if (!display || !GDK_IS_X11_DISPLAY(display)) return NULL;
    return gdk_x11_display_get_xdisplay(display);
}

gboolean cbench_pointer_available(void) {
    Display *display = x_display();
    int event_base, error_base, major, minor;
    return display && XTestQueryExtension(display, &event_base, &error_base, &major, &minor);
}

gboolean cbench_pointer_move(GtkWidget *widget, double x, double y) {
    Display *display = x_display();
    GtkNative *native = gtk_widget_get_native(widget);
    if (!display || !native) return FALSE;
    GdkSurface *surface = gtk_native_get_surface(native);
    if (!surface) return FALSE;
    double native_x = 0, native_y = 0, surface_x = 0, surface_y = 0;
    /* GTK 4.8 has no gtk_widget_compute_point yet. */
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    if (!gtk_widget_translate_coordinates(widget, GTK_WIDGET(native), x, y, &native_x, &native_y)) return FALSE;
    G_GNUC_END_IGNORE_DEPRECATIONS
    gtk_native_get_surface_transform(native, &surface_x, &surface_y);
    Window child;
    int root_x, root_y;
    Window root = DefaultRootWindow(display);
    XTranslateCoordinates(display, gdk_x11_surface_get_xid(surface), root,
                          (int)floor(native_x + surface_x + 0.5), (int)floor(native_y + surface_y + 0.5), &root_x, &root_y, &child);
    XTestFakeMotionEvent(display, DefaultScreen(display), root_x, root_y, CurrentTime);
    XFlush(display);
    return TRUE;
}

gboolean cbench_pointer_click(void) {
    Display *display = x_display();
    if (!display) return FALSE;
    XTestFakeButtonEvent(display, 1, True, CurrentTime);
    XTestFakeButtonEvent(display, 1, False, CurrentTime);
    XFlush(display);
    return TRUE;
}
