/*
 * Termination signals as bytes on a pipe, and quiet X connection loss during the cleanup they start
 * (see CGtkShimProcess.h). The handler does nothing but record the signal and write one byte.
 */
#define _GNU_SOURCE
#include "CGtkShimProcess.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

static int signal_pipe[2] = {-1, -1};
static volatile sig_atomic_t first_signal = 0;

static void on_termination_signal(int signal_number) {
    int saved_errno = errno;
    if (first_signal == 0) first_signal = signal_number;
    unsigned char byte = (unsigned char)signal_number;
    ssize_t written = write(signal_pipe[1], &byte, 1);
    (void)written; /* a full pipe already holds a wake-up */
    errno = saved_errno;
}

int cgtk_termination_signals_install(const int *signals, int count) {
    if (signal_pipe[0] < 0) {
        if (pipe2(signal_pipe, O_CLOEXEC) != 0) return -1;
        fcntl(signal_pipe[1], F_SETFL, O_NONBLOCK);
    }
    struct sigaction action;
    action.sa_handler = on_termination_signal;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < count; i++) sigaddset(&action.sa_mask, signals[i]);
    for (int i = 0; i < count; i++) {
        if (sigaction(signals[i], &action, NULL) != 0) return -1;
    }
    /* Unblock them in this thread too, in case this process started with them blocked. */
    sigset_t caught;
    sigemptyset(&caught);
    for (int i = 0; i < count; i++) sigaddset(&caught, signals[i]);
    pthread_sigmask(SIG_UNBLOCK, &caught, NULL);
    return signal_pipe[0];
}

int cgtk_termination_signal(void) {
    return first_signal;
}

typedef int (*x_io_error_handler)(void *display);
typedef x_io_error_handler (*x_set_io_error_handler)(x_io_error_handler handler);
static x_io_error_handler previous_x_io_handler = NULL;

static int on_x_io_error(void *display) {
    if (first_signal != 0) {
        for (;;) pause(); /* the cleanup thread ends the process */
    }
    return previous_x_io_handler ? previous_x_io_handler(display) : 0;
}

void cgtk_termination_guard_x_io_errors(void) {
    x_set_io_error_handler set_handler = (x_set_io_error_handler)dlsym(RTLD_DEFAULT, "XSetIOErrorHandler");
    if (set_handler == NULL) return;
    x_io_error_handler previous = set_handler(on_x_io_error);
    if (previous != on_x_io_error) previous_x_io_handler = previous;
}
