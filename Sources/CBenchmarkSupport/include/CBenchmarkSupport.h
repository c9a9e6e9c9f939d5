/*
 * CBenchmarkSupport: the measuring instruments that both sides of cellscope-benchmarks share, so that
 * CellKit (Swift) and the native GTK list (C) are timed, clicked and photographed by the same code.
 *
 * - Clocks: monotonic wall time and the calling thread's CPU time, in nanoseconds; resident memory.
 * - A frame meter on a window's GdkFrameClock: it counts frames at "after-paint" (GTK has drawn the
 *   frame and handed it to the window system) and reports when the first frame after a change was painted.
 * - Real pointer input through XTest: the X server moves the pointer and presses the button, and GTK
 *   receives the events from the server like any other.
 * - Screenshots read back from the X server (XGetImage), i.e. the pixels actually on screen; pixels of
 *   a color counted on the whole screen (what another program's window shows).
 */
#ifndef CBENCHMARK_SUPPORT_H
#define CBENCHMARK_SUPPORT_H

#include <gtk/gtk.h>
#include <stdint.h>

G_BEGIN_DECLS

/* ---- Clocks and memory ---------------------------------------------------------------------- */

/** Monotonic time in nanoseconds. */
uint64_t cbench_wall_ns(void);
/** CPU time the calling thread has used, in nanoseconds. */
uint64_t cbench_thread_cpu_ns(void);
/** The process's resident memory in bytes (VmRSS), or -1. */
int64_t cbench_resident_bytes(void);
/** The process's peak resident memory in bytes (VmHWM), or -1. */
int64_t cbench_peak_resident_bytes(void);

/** Settings both sides use: GTK animations off (no CSS transitions spread a change over several frames). */
void cbench_prepare_gtk(void);

/* ---- Frame meter ---------------------------------------------------------------------------- */

typedef struct CbenchFrameMeter CbenchFrameMeter;

/** Starts counting the painted frames of a realized window. Returns NULL when it has no frame clock. */
CbenchFrameMeter *cbench_frame_meter_new(GtkWindow *window);
void cbench_frame_meter_free(CbenchFrameMeter *meter);
/** The number of frames painted since the meter started. */
uint64_t cbench_frame_meter_painted(const CbenchFrameMeter *meter);
/** Notes that what the window shows changed just now: the next frame to be painted must show it. */
void cbench_frame_meter_mark_change(CbenchFrameMeter *meter);
/** Runs the main loop until a frame that started after the last mark has been painted, and uses the
 *  mark up. Returns FALSE when none was painted within `timeout_seconds`. */
gboolean cbench_frame_meter_wait_for_marked_frame(CbenchFrameMeter *meter, double timeout_seconds);
/** Wall time (cbench_wall_ns) at the after-paint of that frame. */
uint64_t cbench_frame_meter_marked_frame_wall_ns(const CbenchFrameMeter *meter);
/** Main-thread CPU time (cbench_thread_cpu_ns) at the after-paint of that frame. */
uint64_t cbench_frame_meter_marked_frame_cpu_ns(const CbenchFrameMeter *meter);
/** Runs the main loop until nothing has been painted for `quiet_ms` milliseconds (at most
 *  `timeout_seconds`): the previous change is fully on screen and the frame clock is idle. */
void cbench_frame_meter_settle(CbenchFrameMeter *meter, int quiet_ms, double timeout_seconds);

/* ---- Real pointer input (XTest) --------------------------------------------------------------- */

/** Whether the display is X11 with the XTest extension. */
gboolean cbench_pointer_available(void);
/** Moves the X pointer to (x, y) in `widget`'s coordinates. */
gboolean cbench_pointer_move(GtkWidget *widget, double x, double y);
/** Presses and releases the first button where the pointer is, and flushes the requests. */
gboolean cbench_pointer_click(void);

/* ---- Screenshots ---------------------------------------------------------------------------- */

/** Reads the window's pixels back from the X server and writes them to a PNG. On failure returns FALSE
 *  and sets `*error` (free with g_free). */
gboolean cbench_capture_window_png(GtkWindow *window, const char *path, char **error);

/** Reads a rectangle of the screen of $DISPLAY (the root window: every window as it is shown; the
 *  whole screen when `width` or `height` is 0) back from the X server and counts the pixels within
 *  `tolerance` (per channel) of the color 0xRRGGBB. Returns -1 when the screen cannot be read. */
int64_t cbench_screen_count_color(uint32_t rgb, int tolerance, int x, int y, int width, int height);
/** Counts those pixels on the whole screen and writes the rectangle around them (x, y, width, height;
 *  all 0 when there are none) to `bounds`. Returns -1 when the screen cannot be read. */
int64_t cbench_screen_color_bounds(uint32_t rgb, int tolerance, int bounds[4]);

G_END_DECLS

#endif
