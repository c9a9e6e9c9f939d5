/*
 * CRealInput: the X11 calls behind the real-input test harness.
 *
 * Input goes through the XTest extension on a connection of its own, so the X server turns it
 * into the same device events a person's mouse and keyboard produce; GTK receives them on its own
 * connection and cannot tell the difference. Pixels are read back from the screen with XGetImage.
 * Nothing here touches GTK's state except reading a surface's X window id.
 */
#ifndef CREALINPUT_H
#define CREALINPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/** Opens the harness's own connection to $DISPLAY and checks for XTest. On failure writes why into
 *  `error` (NUL-terminated, at most `length` bytes) and returns false. Idempotent. */
bool cri_open(char *error, size_t length);

/** The screen's size in pixels. */
void cri_screen_size(int *width, int *height);

/** The X window of a GdkSurface (a GTK window's or popover's surface). */
unsigned long cri_surface_xid(void *gdk_surface);

/** The root-window position of an X window's top-left corner; false when the window is gone. */
bool cri_window_origin(unsigned long window, int *x, int *y);

/** Raises a top-level X window above its siblings and gives it the keyboard focus (what a window
 *  manager does when a window is clicked). */
void cri_raise_and_focus(unsigned long window);

/** Moves a top-level X window so that its top-left corner is at (x, y) of the root window (what a
 *  window manager does when a person drags the window by its title bar), even off the screen. */
void cri_move_window(unsigned long window, int x, int y);

/** The top-level X window (child of the root) under the pointer, or 0. */
unsigned long cri_toplevel_under_pointer(void);

/** The pointer's position on the root window. */
void cri_pointer_position(int *x, int *y);

/** Moves the pointer to a root-window position. */
void cri_move(int x, int y);

/** Presses (`down`) or releases a pointer button (1 primary, 2 middle, 3 secondary, 4–7 wheel). */
void cri_button(unsigned int button, bool down);

/** Presses or releases the key that produces `keysym` on the server's keymap; false when no key
 *  produces it. */
bool cri_key(unsigned long keysym, bool down);

/** Whether typing `keysym` needs Shift held (its key produces it only at shift level 1); false
 *  when no key produces it. */
bool cri_key_needs_shift(unsigned long keysym);

/** Waits until the X server has processed every request sent so far (so the input events exist). */
void cri_sync(void);

/** Copies a rectangle of the screen (root coordinates, clipped to the screen by the caller) as
 *  0xAARRGGBB words, row by row, into `pixels` (`width * height` words). False on failure. */
bool cri_read_screen(int x, int y, int width, int height, uint32_t *pixels);

/** Copies the whole screen of another display (`":99"`, say), through a connection opened and closed
 *  for this call, as 0xAARRGGBB words into `pixels` (at most `capacity` words); its size goes to
 *  `width` and `height`. False when the display cannot be opened or read, or `capacity` is too small. */
bool cri_read_display(const char *name, int *width, int *height, uint32_t *pixels, size_t capacity);

#endif
