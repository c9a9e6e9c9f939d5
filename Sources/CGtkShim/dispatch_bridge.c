/*
 * Drains libdispatch's main queue from the GLib main loop.
 *
 * On Linux the main actor's executor is the dispatch main queue, which nothing drains while
 * g_main_loop_run (or a GTK application) owns the main thread. CoreFoundation integrates the queue
 * the same way: the queue exposes an eventfd that becomes readable when work is enqueued, and
 * _dispatch_main_queue_callback_4CF runs that work.
 */
#include "CGtkShim.h"
#include <glib-unix.h>
#include <sys/eventfd.h>

extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

/* While held (a count, from the main thread only), the bridge leaves the queue's work queued and
 * remembers that it did; releasing the last hold drains it from an idle callback. */
static guint hold_count = 0;
static gboolean skipped_while_held = FALSE;

static gboolean drain_main_queue(gint fd, GIOCondition condition, gpointer user_data) {
    (void)condition;
    (void)user_data;
    eventfd_t pending;
    (void)eventfd_read(fd, &pending); /* non-blocking fd: resets the wake-up counter */
    if (hold_count > 0) {
        skipped_while_held = TRUE;
        return G_SOURCE_CONTINUE;
    }
    _dispatch_main_queue_callback_4CF(NULL);
    return G_SOURCE_CONTINUE;
}

static gboolean drain_once(gpointer user_data) {
    (void)user_data;
    if (hold_count == 0) _dispatch_main_queue_callback_4CF(NULL);
    return G_SOURCE_REMOVE;
}

void cgtk_dispatch_bridge_hold(void) {
    hold_count++;
}

void cgtk_dispatch_bridge_release(void) {
    if (hold_count == 0) return;
    hold_count--;
    if (hold_count == 0 && skipped_while_held) {
        skipped_while_held = FALSE;
        g_idle_add(drain_once, NULL);
    }
}

void cgtk_install_dispatch_main_queue_bridge(void) {
    static gsize installed = 0;
    if (g_once_init_enter(&installed)) {
        int fd = _dispatch_get_main_queue_handle_4CF();
        g_unix_fd_add(fd, G_IO_IN, drain_main_queue, NULL);
        g_once_init_leave(&installed, 1);
    }
}
