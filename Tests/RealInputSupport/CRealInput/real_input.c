/*
 * XTest input and screen reads for the real-input test harness (see CRealInput.h).
 */
#include "CRealInput.h"

#include <gdk/x11/gdkx.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XTest.h>
#include <stdio.h>
#include <string.h>

static Display *display;

/* A BadWindow from a window that just went away is an answer, not a reason to exit the process. */
static int ignore_errors(Display *d, XErrorEvent *event) {
    (void)d;
    (void)event;
    return 0;
}

bool cri_open(char *error, size_t length) {
    if (display) return true;
    Display *opened = XOpenDisplay(NULL);
    if (!opened) {
        snprintf(error, length, "cannot open the X display %s", getenv("DISPLAY") ? getenv("DISPLAY") : "(DISPLAY is not set)");
        return false;
    }
    int event_base, error_base, major, minor;
    if (!XTestQueryExtension(opened, &event_base, &error_base, &major, &minor)) {
        snprintf(error, length, "the X server has no XTest extension");
        XCloseDisplay(opened);
        return false;
    }
    XTestGrabControl(opened, True);
    display = opened;
    return true;
}

void cri_screen_size(int *width, int *height) {
    *width = DisplayWidth(display, DefaultScreen(display));
    *height = DisplayHeight(display, DefaultScreen(display));
}

unsigned long cri_surface_xid(void *gdk_surface) {
    return gdk_x11_surface_get_xid(GDK_SURFACE(gdk_surface));
}

bool cri_window_origin(unsigned long window, int *x, int *y) {
    XErrorHandler old = XSetErrorHandler(ignore_errors);
    Window child;
    Bool ok = XTranslateCoordinates(display, (Window)window, DefaultRootWindow(display), 0, 0, x, y, &child);
    XSync(display, False);
    XSetErrorHandler(old);
    return ok;
}

void cri_move_window(unsigned long window, int x, int y) {
    XErrorHandler old = XSetErrorHandler(ignore_errors);
    XMoveWindow(display, (Window)window, x, y);
    XSync(display, False);
    XSetErrorHandler(old);
}

void cri_raise_and_focus(unsigned long window) {
    XErrorHandler old = XSetErrorHandler(ignore_errors);
    XRaiseWindow(display, (Window)window);
    XSetInputFocus(display, (Window)window, RevertToPointerRoot, CurrentTime);
    XSync(display, False);
    XSetErrorHandler(old);
}

unsigned long cri_toplevel_under_pointer(void) {
    Window root, child;
    int root_x, root_y, x, y;
    unsigned int mask;
    XQueryPointer(display, DefaultRootWindow(display), &root, &child, &root_x, &root_y, &x, &y, &mask);
    return child;
}

void cri_pointer_position(int *x, int *y) {
    Window root, child;
    int wx, wy;
    unsigned int mask;
    XQueryPointer(display, DefaultRootWindow(display), &root, &child, x, y, &wx, &wy, &mask);
}

void cri_move(int x, int y) {
    XTestFakeMotionEvent(display, -1, x, y, CurrentTime);
    XFlush(display);
}

void cri_button(unsigned int button, bool down) {
    XTestFakeButtonEvent(display, button, down ? True : False, CurrentTime);
    XFlush(display);
}

bool cri_key(unsigned long keysym, bool down) {
    KeyCode code = XKeysymToKeycode(display, (KeySym)keysym);
    if (code == 0) return false;
    XTestFakeKeyEvent(display, code, down ? True : False, CurrentTime);
    XFlush(display);
    return true;
}

bool cri_key_needs_shift(unsigned long keysym) {
    KeyCode code = XKeysymToKeycode(display, (KeySym)keysym);
    if (code == 0) return false;
    return XkbKeycodeToKeysym(display, code, 0, 0) != (KeySym)keysym && XkbKeycodeToKeysym(display, code, 0, 1) == (KeySym)keysym;
}

void cri_sync(void) {
    XSync(display, False);
}

static bool read_root(Display *from, int x, int y, int width, int height, uint32_t *pixels) {
    XImage *image = XGetImage(from, DefaultRootWindow(from), x, y, (unsigned)width, (unsigned)height, AllPlanes, ZPixmap);
    if (!image) return false;
    if (!image->red_mask || !image->green_mask || !image->blue_mask) {
        /* A palette screen (xvfb-run -s "-screen 0 WxHx8"): colors cannot be read back. */
        XDestroyImage(image);
        return false;
    }
    for (int row = 0; row < height; row++) {
        for (int column = 0; column < width; column++) {
            unsigned long pixel = XGetPixel(image, column, row);
            unsigned long red = (pixel & image->red_mask) >> __builtin_ctzl(image->red_mask);
            unsigned long green = (pixel & image->green_mask) >> __builtin_ctzl(image->green_mask);
            unsigned long blue = (pixel & image->blue_mask) >> __builtin_ctzl(image->blue_mask);
            pixels[row * width + column] = 0xff000000u | (uint32_t)(red << 16) | (uint32_t)(green << 8) | (uint32_t)blue;
        }
    }
    XDestroyImage(image);
    return true;
}

bool cri_read_screen(int x, int y, int width, int height, uint32_t *pixels) {
    return read_root(display, x, y, width, height, pixels);
}

bool cri_read_display(const char *name, int *width, int *height, uint32_t *pixels, size_t capacity) {
    Display *other = XOpenDisplay(name);
    if (!other) return false;
    *width = DisplayWidth(other, DefaultScreen(other));
    *height = DisplayHeight(other, DefaultScreen(other));
    bool ok = (size_t)(*width) * (size_t)(*height) <= capacity && read_root(other, 0, 0, *width, *height, pixels);
    XCloseDisplay(other);
    return ok;
}
