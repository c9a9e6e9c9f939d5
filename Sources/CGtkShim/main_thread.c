/* Which thread is the process's first thread, whatever thread Foundation started on. */
#define _GNU_SOURCE
#include "CGtkShimProcess.h"

#include <sys/syscall.h>
#include <unistd.h>

int cgtk_is_process_main_thread(void) {
    return syscall(SYS_gettid) == getpid();
}
