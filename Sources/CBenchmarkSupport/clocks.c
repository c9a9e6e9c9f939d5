#include "CBenchmarkSupport.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

static uint64_t read_clock(clockid_t clock) {
    struct timespec now;
    clock_gettime(clock, &now);
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

uint64_t cbench_wall_ns(void) { return read_clock(CLOCK_MONOTONIC); }

uint64_t cbench_thread_cpu_ns(void) { return read_clock(CLOCK_THREAD_CPUTIME_ID); }

/* A "Name:   1234 kB" line of /proc/self/status, in bytes. */
static int64_t status_kilobytes(const char *name) {
    FILE *status = fopen("/proc/self/status", "r");
    if (!status) return -1;
    char line[256];
    size_t length = strlen(name);
    int64_t result = -1;
    while (fgets(line, sizeof line, status)) {
        if (strncmp(line, name, length) == 0 && line[length] == ':') {
            long long kilobytes = 0;
            if (sscanf(line + length + 1, "%lld", &kilobytes) == 1) result = (int64_t)kilobytes * 1024;
            break;
        }
    }
    fclose(status);
    return result;
}

int64_t cbench_resident_bytes(void) { return status_kilobytes("VmRSS"); }

int64_t cbench_peak_resident_bytes(void) { return status_kilobytes("VmHWM"); }

void cbench_prepare_gtk(void) {
    g_object_set(gtk_settings_get_default(), "gtk-enable-animations", FALSE, NULL);
}
