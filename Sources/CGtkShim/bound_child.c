/*
 * Starts a helper process that cannot outlive its parent (see CGtkShimProcess.h).
 *
 * Only async-signal-safe calls run between fork and exec: the parent may have other threads.
 */
#define _GNU_SOURCE
#include "CGtkShimProcess.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Makes `fd` available as `target` in the child, without close-on-exec. */
static int place_descriptor(int fd, int target) {
    if (fd == target) return fcntl(fd, F_SETFD, 0);
    return dup2(fd, target) < 0 ? -1 : 0;
}

static void close_descriptors_from(int first) {
#ifdef SYS_close_range
    if (syscall(SYS_close_range, (unsigned)first, ~0U, 0) == 0) return;
#endif
    long limit = sysconf(_SC_OPEN_MAX);
    if (limit < 0 || limit > 65536) limit = 65536;
    for (int fd = first; fd < limit; fd++) close(fd);
}

int cgtk_spawn_bound_child(const char *path, char *const argv[], int notify_fd, pid_t *pid) {
    int null_fd = open("/dev/null", O_RDWR | O_CLOEXEC);
    if (null_fd < 0) return errno;
    /* Blocked across fork, so no handler of this process runs in the child before the reset. */
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pid_t parent = getpid();
    pid_t child = fork();
    if (child == 0) {
        struct sigaction action;
        action.sa_handler = SIG_DFL;
        action.sa_flags = 0;
        sigemptyset(&action.sa_mask);
        for (int signal_number = 1; signal_number < NSIG; signal_number++) {
            sigaction(signal_number, &action, NULL); /* fails harmlessly for SIGKILL, SIGSTOP and libc's own */
        }
        if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) _exit(126);
        if (getppid() != parent) _exit(126); /* the parent ended before the request took effect */
        if (notify_fd >= 0 && notify_fd <= 2) {
            notify_fd = fcntl(notify_fd, F_DUPFD_CLOEXEC, 3);
            if (notify_fd < 0) _exit(126);
        }
        for (int standard = 0; standard <= 2; standard++) {
            if (place_descriptor(null_fd, standard) != 0) _exit(126);
        }
        if (notify_fd >= 0 && place_descriptor(notify_fd, 3) != 0) _exit(126);
        close_descriptors_from(notify_fd >= 0 ? 4 : 3);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        execv(path, argv);
        _exit(127);
    }
    int fork_error = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    close(null_fd);
    if (child < 0) return fork_error;
    *pid = child;
    return 0;
}
