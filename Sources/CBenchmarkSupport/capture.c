#include "CBenchmarkSupport.h"

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <gdk/x11/gdkx.h>

gboolean cbench_capture_window_png(GtkWindow *window, const char *path, char **error) {
    GdkDisplay *display = gdk_display_get_default();
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (!display || !GDK_IS_X11_DISPLAY(display) || !surface) {
        *error = g_strdup("screenshots need an X11 display and a shown window");
        return FALSE;
    }
    Display *x = gdk_x11_display_get_xdisplay(display);
    Window xid = gdk_x11_surface_get_xid(surface);
    XSync(x, False);
    XWindowAttributes attributes;
    if (!XGetWindowAttributes(x, xid, &attributes)) {
        *error = g_strdup("cannot read the window's attributes");
        return FALSE;
    }
    XImage *image = XGetImage(x, xid, 0, 0, (unsigned)attributes.width, (unsigned)attributes.height, AllPlanes, ZPixmap);
    if (!image) {
        *error = g_strdup("XGetImage failed");
        return FALSE;
    }
    cairo_surface_t *png = cairo_image_surface_create(CAIRO_FORMAT_RGB24, attributes.width, attributes.height);
    unsigned char *data = cairo_image_surface_get_data(png);
    int stride = cairo_image_surface_get_stride(png);
    for (int y = 0; y < attributes.height; y++) {
        uint32_t *row = (uint32_t *)(data + y * stride);
        for (int x0 = 0; x0 < attributes.width; x0++) {
            unsigned long pixel = XGetPixel(image, x0, y);
            unsigned red = (unsigned)((pixel & image->red_mask) >> __builtin_ctzl(image->red_mask));
            unsigned green = (unsigned)((pixel & image->green_mask) >> __builtin_ctzl(image->green_mask));
            unsigned blue = (unsigned)((pixel & image->blue_mask) >> __builtin_ctzl(image->blue_mask));
            row[x0] = 0xFF000000u | (red << 16) | (green << 8) | blue;
        }
    }
    cairo_surface_mark_dirty(png);
    XDestroyImage(image);
    cairo_status_t status = cairo_surface_write_to_png(png, path);
    cairo_surface_destroy(png);
    if (status != CAIRO_STATUS_SUCCESS) {
        *error = g_strdup_printf("cannot write %s: %s", path, cairo_status_to_string(status));
        return FALSE;
    }
    return TRUE;
}
