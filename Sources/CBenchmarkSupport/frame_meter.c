#include "CBenchmarkSupport.h"

struct CbenchFrameMeter {
    GdkFrameClock *clock;   /* owned reference */
    gulong handler;
    uint64_t painted;
    uint64_t last_paint_wall;
    /* The mark: frames painted when the change happened, and the first frame painted after it. */
    gboolean marked;
    uint64_t painted_at_mark;
    gboolean marked_frame_seen;
    uint64_t marked_frame_wall;
    uint64_t marked_frame_cpu;
};

static void after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    CbenchFrameMeter *meter = data;
    uint64_t wall = cbench_wall_ns();
    uint64_t cpu = cbench_thread_cpu_ns();
    meter->painted += 1;
    meter->last_paint_wall = wall;
    if (meter->marked && !meter->marked_frame_seen && meter->painted > meter->painted_at_mark) {
        meter->marked_frame_seen = TRUE;
        meter->marked_frame_wall = wall;
        meter->marked_frame_cpu = cpu;
    }
}

CbenchFrameMeter *cbench_frame_meter_new(GtkWindow *window) {
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (!surface) return NULL;
    GdkFrameClock *clock = gdk_surface_get_frame_clock(surface);
    if (!clock) return NULL;
    CbenchFrameMeter *meter = g_new0(CbenchFrameMeter, 1);
    meter->clock = g_object_ref(clock);
    meter->handler = g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), meter);
    return meter;
}

void cbench_frame_meter_free(CbenchFrameMeter *meter) {
    if (!meter) return;
    if (g_signal_handler_is_connected(meter->clock, meter->handler)) g_signal_handler_disconnect(meter->clock, meter->handler);
    g_object_unref(meter->clock);
    g_free(meter);
}

uint64_t cbench_frame_meter_painted(const CbenchFrameMeter *meter) { return meter->painted; }

void cbench_frame_meter_mark_change(CbenchFrameMeter *meter) {
    meter->marked = TRUE;
    meter->painted_at_mark = meter->painted;
    meter->marked_frame_seen = FALSE;
}

static gboolean timed_out(gpointer data) {
    *(gboolean *)data = TRUE;
    return G_SOURCE_REMOVE;
}

gboolean cbench_frame_meter_wait_for_marked_frame(CbenchFrameMeter *meter, double timeout_seconds) {
    /* Blocking iterations: the thread sleeps until the X connection or the frame clock has work, so
     * waiting costs no CPU time of its own. */
    gboolean expired = FALSE;
    guint timeout = g_timeout_add((guint)(timeout_seconds * 1000), timed_out, &expired);
    while (!(meter->marked && meter->marked_frame_seen) && !expired) {
        g_main_context_iteration(NULL, TRUE);
    }
    if (!expired) g_source_remove(timeout);
    gboolean seen = meter->marked && meter->marked_frame_seen;
    meter->marked = FALSE;  /* the mark is used up; the frame's times stay readable */
    return seen;
}

uint64_t cbench_frame_meter_marked_frame_wall_ns(const CbenchFrameMeter *meter) { return meter->marked_frame_wall; }

uint64_t cbench_frame_meter_marked_frame_cpu_ns(const CbenchFrameMeter *meter) { return meter->marked_frame_cpu; }

void cbench_frame_meter_settle(CbenchFrameMeter *meter, int quiet_ms, double timeout_seconds) {
    uint64_t start = cbench_wall_ns();
    uint64_t deadline = start + (uint64_t)(timeout_seconds * 1e9);
    uint64_t quiet = (uint64_t)quiet_ms * 1000000u;
    for (;;) {
        while (g_main_context_iteration(NULL, FALSE)) {}
        uint64_t now = cbench_wall_ns();
        uint64_t since = meter->last_paint_wall > start ? meter->last_paint_wall : start;
        if (now - since >= quiet || now > deadline) return;
        g_usleep(1000);
    }
}
