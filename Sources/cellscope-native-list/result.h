/* One scenario's result, printed as the same JSON object the CellKit side prints. */
#ifndef NATIVE_RESULT_H
#define NATIVE_RESULT_H

#include <glib.h>

typedef struct {
    const char *scenario;
    GArray *wall;  /* double nanoseconds per measured iteration */
    GArray *cpu;
    double rss;         /* 0 when not measured */
    double rss_before;
    const char *screenshot;
    double first_frame_at;  /* monotonic nanoseconds at the first frame's after-paint; 0 when not measured */
} Result;

void result_add(Result *result, double wall_ns, double cpu_ns);
void result_print(const Result *result);

#endif
