#include "result.h"

#include <stdio.h>

void result_add(Result *result, double wall_ns, double cpu_ns) {
    if (!result->wall) {
        result->wall = g_array_new(FALSE, FALSE, sizeof(double));
        result->cpu = g_array_new(FALSE, FALSE, sizeof(double));
    }
    g_array_append_val(result->wall, wall_ns);
    g_array_append_val(result->cpu, cpu_ns);
}

static void print_array(const char *key, const GArray *values) {
    printf("\"%s\":[", key);
    for (guint i = 0; values && i < values->len; i++) printf("%s%.0f", i ? "," : "", g_array_index(values, double, i));
    printf("]");
}

void result_print(const Result *result) {
    printf("{\"side\":\"native\",\"scenario\":\"%s\",", result->scenario);
    print_array("wall_ns", result->wall);
    printf(",");
    print_array("cpu_ns", result->cpu);
    if (result->rss > 0) printf(",\"rss_bytes\":%.0f,\"rss_before_bytes\":%.0f", result->rss, result->rss_before);
    if (result->screenshot) {
        char *escaped = g_strescape(result->screenshot, NULL);
        printf(",\"screenshot\":\"%s\"", escaped);
        g_free(escaped);
    }
    if (result->first_frame_at > 0) printf(",\"extra\":{\"first_frame_at_ns\":%.0f}}\n", result->first_frame_at);
    else printf(",\"extra\":{}}\n");
}
