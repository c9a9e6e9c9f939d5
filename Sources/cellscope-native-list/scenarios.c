/*
 * The native side of each scenario, step for step the same as the CellKit side
 * (Sources/cellscope-benchmarks/CellKitSide/CellKitScenarios.swift): build the list, show it, wait
 * for its first frame and for the frame clock to go quiet, then time each change from just before
 * it is made to the after-paint of the first frame that shows it.
 */
#include "scenarios.h"
#include "folder_list.h"
#include "result.h"

#include <CBenchmarkSupport.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *scenario;
    guint items;
    guint iterations;
    guint warmup;
    const char *screenshot;
    gboolean clicks;  /* --selection-input click: real XTest clicks; otherwise the selection model's call */
} Request;

static int fail(const char *message) {
    fprintf(stderr, "error: %s\n", message);
    return 1;
}

static void mark_change(void *meter) { cbench_frame_meter_mark_change(meter); }

/* Waits for the frame marked after a change that started at (wall, cpu) and adds the sample. */
static gboolean add_sample(Result *result, CbenchFrameMeter *meter, uint64_t wall, uint64_t cpu, gboolean keep) {
    if (!cbench_frame_meter_wait_for_marked_frame(meter, 20)) return FALSE;
    if (keep) result_add(result, (double)(cbench_frame_meter_marked_frame_wall_ns(meter) - wall),
                         (double)(cbench_frame_meter_marked_frame_cpu_ns(meter) - cpu));
    return TRUE;
}

static CbenchFrameMeter *show_list(FolderList *list) {
    folder_list_show(list);
    CbenchFrameMeter *meter = cbench_frame_meter_new(list->window);
    if (!meter) return NULL;
    cbench_frame_meter_mark_change(meter);
    if (!cbench_frame_meter_wait_for_marked_frame(meter, 20)) return NULL;
    cbench_frame_meter_settle(meter, 40, 10);
    return meter;
}

static gboolean finish(Result *result, FolderList *list, CbenchFrameMeter *meter, const Request *request) {
    cbench_frame_meter_settle(meter, 40, 10);
    if (!request->screenshot) return TRUE;
    char *error = NULL;
    if (!cbench_capture_window_png(list->window, request->screenshot, &error)) {
        fprintf(stderr, "error: %s\n", error);
        g_free(error);
        return FALSE;
    }
    result->screenshot = request->screenshot;
    return TRUE;
}

static int run(const Request *request, Result *result) {
    guint count = request->warmup + request->iterations;
    if (strcmp(request->scenario, "first-frame") == 0) {
        result->rss_before = (double)cbench_resident_bytes();
        uint64_t wall = cbench_wall_ns(), cpu = cbench_thread_cpu_ns();
        FolderList *list = folder_list_new(request->items);
        folder_list_show(list);
        CbenchFrameMeter *meter = cbench_frame_meter_new(list->window);
        if (!meter) return fail("the window has no frame clock");
        cbench_frame_meter_mark_change(meter);
        if (!add_sample(result, meter, wall, cpu, TRUE)) return fail("no first frame");
        result->first_frame_at = (double)cbench_frame_meter_marked_frame_wall_ns(meter);
        cbench_frame_meter_settle(meter, 40, 10);
        result->rss = (double)cbench_resident_bytes();
        return finish(result, list, meter, request) ? 0 : 1;
    }
    FolderList *list = folder_list_new(request->items);
    CbenchFrameMeter *meter = show_list(list);
    if (!meter) return fail("the list's first frame was not painted");
    if (strcmp(request->scenario, "selection") == 0) {
        if (request->clicks) {
            if (!cbench_pointer_available()) return fail("the display has no XTest extension");
            list->on_select = mark_change;
            list->on_select_data = meter;
        }
        for (guint index = 0; index < count; index++) {
            guint target = index % 2 == 0 ? 1 : 0;
            double x, y;
            if (request->clicks && (!folder_list_row_center(list, target, &x, &y) || !cbench_pointer_move(list->list_view, x, y)))
                return fail("cannot point at the row");
            cbench_frame_meter_settle(meter, 40, 10);
            uint64_t wall = cbench_wall_ns(), cpu = cbench_thread_cpu_ns();
            if (request->clicks) {
                cbench_pointer_click();
            } else {
                gtk_single_selection_set_selected(list->selection, target);
                cbench_frame_meter_mark_change(meter);
            }
            if (!cbench_frame_meter_wait_for_marked_frame(meter, 5)) return fail("no frame showed the selection change");
            if (index >= request->warmup) {
                result_add(result, (double)(cbench_frame_meter_marked_frame_wall_ns(meter) - wall),
                           (double)(cbench_frame_meter_marked_frame_cpu_ns(meter) - cpu));
            }
            if (folder_list_selected(list) != target) return fail("the selection did not move to the row");
        }
    } else if (strcmp(request->scenario, "text-size") == 0) {
        for (guint index = 0; index < (count | 1); index++) {  /* an odd count ends at XXL */
            uint64_t wall = cbench_wall_ns(), cpu = cbench_thread_cpu_ns();
            folder_list_set_extra_extra_large(list, index % 2 == 0);
            cbench_frame_meter_mark_change(meter);
            if (!add_sample(result, meter, wall, cpu, index >= request->warmup && index < count)) return fail("no frame");
            cbench_frame_meter_settle(meter, 40, 10);
        }
    } else if (strcmp(request->scenario, "rebuild") == 0) {
        for (guint index = 0; index < count; index++) {
            uint64_t wall = cbench_wall_ns(), cpu = cbench_thread_cpu_ns();
            folder_list_rebuild(list);
            cbench_frame_meter_mark_change(meter);
            if (!add_sample(result, meter, wall, cpu, index >= request->warmup)) return fail("no frame");
            cbench_frame_meter_settle(meter, 40, 10);
        }
    } else if (strcmp(request->scenario, "scroll") == 0) {
        for (guint index = 0; index < count; index++) {
            uint64_t wall = cbench_wall_ns(), cpu = cbench_thread_cpu_ns();
            folder_list_scroll_one_screen(list);
            cbench_frame_meter_mark_change(meter);
            if (!add_sample(result, meter, wall, cpu, index >= request->warmup)) return fail("no frame");
            cbench_frame_meter_settle(meter, 40, 10);
        }
    } else {
        return fail("unknown scenario");
    }
    return finish(result, list, meter, request) ? 0 : 1;
}

static gboolean parse(int argc, char **argv, Request *request) {
    if (argc < 2) return FALSE;
    request->scenario = argv[1];
    request->items = 1000;
    for (int i = 2; i + 1 < argc; i += 2) {
        const char *value = argv[i + 1];
        if (strcmp(argv[i], "--items") == 0) request->items = (guint)strtoul(value, NULL, 10);
        else if (strcmp(argv[i], "--iterations") == 0) request->iterations = (guint)strtoul(value, NULL, 10);
        else if (strcmp(argv[i], "--warmup") == 0) request->warmup = (guint)strtoul(value, NULL, 10);
        else if (strcmp(argv[i], "--screenshot") == 0) request->screenshot = value;
        else if (strcmp(argv[i], "--selection-input") == 0 && (strcmp(value, "click") == 0 || strcmp(value, "call") == 0))
            request->clicks = strcmp(value, "click") == 0;
        else return FALSE;
    }
    return argc % 2 == 0;
}

int native_scenarios_main(int argc, char **argv) {
    Request request = {0};
    if (!parse(argc, argv, &request)) {
        return fail("usage: cellscope-native-list selection|text-size|rebuild|first-frame|scroll "
                    "[--items N] [--iterations N] [--warmup N] [--selection-input call|click] [--screenshot FILE.png]");
    }
    /* The same renderer and settings as the CellKit side. */
    setenv("GSK_RENDERER", "cairo", 0);
    setenv("GTK_A11Y", "none", 0);
    setenv("NO_AT_BRIDGE", "1", 0);
    if (!gtk_init_check()) return fail("cannot open a display (run under xvfb-run)");
    cbench_prepare_gtk();
    Result result = {.scenario = request.scenario};
    int status = run(&request, &result);
    if (status == 0) result_print(&result);
    return status;
}
