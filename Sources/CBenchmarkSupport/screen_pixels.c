#include "CBenchmarkSupport.h"

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <stdlib.h>

static Display *screen_display;

/* Reads the rectangle (the whole screen when width or height is 0) and visits every pixel whose color is
 * within `tolerance` of `rgb`: counts them and grows the bounds around them. */
static int64_t scan(uint32_t rgb, int tolerance, int x0, int y0, int width, int height, int bounds[4]) {
    if (!screen_display) screen_display = XOpenDisplay(NULL);
    if (!screen_display) return -1;
    Window root = DefaultRootWindow(screen_display);
    XWindowAttributes attributes;
    if (!XGetWindowAttributes(screen_display, root, &attributes)) return -1;
    if (width <= 0 || height <= 0) { x0 = 0; y0 = 0; width = attributes.width; height = attributes.height; }
    if (x0 < 0) x0 = 0;
    if (y0 < 0) y0 = 0;
    if (x0 + width > attributes.width) width = attributes.width - x0;
    if (y0 + height > attributes.height) height = attributes.height - y0;
    if (width <= 0 || height <= 0) return -1;
    XImage *image = XGetImage(screen_display, root, x0, y0, (unsigned)width, (unsigned)height, AllPlanes, ZPixmap);
    if (!image) return -1;
    int red = (int)(rgb >> 16) & 0xFF, green = (int)(rgb >> 8) & 0xFF, blue = (int)rgb & 0xFF;
    int fast = image->bits_per_pixel == 32 && image->red_mask == 0xFF0000 && image->green_mask == 0xFF00 && image->blue_mask == 0xFF;
    int64_t count = 0;
    int left = width, top = height, right = -1, bottom = -1;
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(image->data + (size_t)y * (size_t)image->bytes_per_line);
        for (int x = 0; x < width; x++) {
            unsigned long pixel = fast ? row[x] : XGetPixel(image, x, y);
            int r = (int)((pixel & image->red_mask) >> __builtin_ctzl(image->red_mask));
            int g = (int)((pixel & image->green_mask) >> __builtin_ctzl(image->green_mask));
            int b = (int)((pixel & image->blue_mask) >> __builtin_ctzl(image->blue_mask));
            if (abs(r - red) > tolerance || abs(g - green) > tolerance || abs(b - blue) > tolerance) continue;
            count++;
            if (x < left) left = x;
            if (x > right) right = x;
            if (y < top) top = y;
            if (y > bottom) bottom = y;
        }
    }
    XDestroyImage(image);
    if (bounds) {
        bounds[0] = count ? x0 + left : 0;
        bounds[1] = count ? y0 + top : 0;
        bounds[2] = count ? right - left + 1 : 0;
        bounds[3] = count ? bottom - top + 1 : 0;
    }
    return count;
}

int64_t cbench_screen_count_color(uint32_t rgb, int tolerance, int x, int y, int width, int height) {
    return scan(rgb, tolerance, x, y, width, height, NULL);
}

int64_t cbench_screen_color_bounds(uint32_t rgb, int tolerance, int bounds[4]) {
    return scan(rgb, tolerance, 0, 0, 0, 0, bounds);
}
