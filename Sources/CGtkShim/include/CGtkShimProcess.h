/*
 * CGtkShim, process control: what the command line needs below Swift's reach.
 *
 * - Starting a helper process (the private Xvfb) that cannot outlive this process, with default
 *   signal dispositions, an empty signal mask, and only the descriptors it is given.
 * - Termination signals turned into bytes on a pipe, so that ordinary code (a thread reading the
 *   pipe) does the cleanup instead of a signal handler.
 * - Keeping the X connection's loss quiet while such a cleanup runs.
 * - Unnamed files for atomic writes (O_TMPFILE, which Swift cannot import).
 */
#ifndef CGTK_SHIM_PROCESS_H
#define CGTK_SHIM_PROCESS_H

#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Starts `path` with the NULL-terminated `argv` (and this process's environment) as a child bound
 * to the calling thread: between fork and exec the child resets every signal to its default action,
 * clears its signal mask, asks the kernel for SIGKILL when its parent thread ends
 * (PR_SET_PDEATHSIG, and gives up if the parent is already gone), connects standard input, output
 * and error to /dev/null, gets `notify_fd` (when >= 0) as descriptor 3 and closes every other
 * descriptor. It stays in the caller's process group.
 *
 * The parent-death signal follows the thread that forks, so call this from a thread that lives as
 * long as the process (the main thread). Returns 0 and stores the child's pid, or an errno value.
 */
int cgtk_spawn_bound_child(const char *path, char *const argv[], int notify_fd, pid_t *pid);

/**
 * Catches `signals` with a handler that only records the first one and writes each signal's number
 * as one byte to a pipe; returns the pipe's read end (the same one on every call), or -1.
 * The handler is installed even when the signal was ignored when this process started.
 */
int cgtk_termination_signals_install(const int *signals, int count);

/** The first signal the handler caught, or 0. */
int cgtk_termination_signal(void);

/** Whether the calling thread is the process's first thread (its thread id is the process id). */
int cgtk_is_process_main_thread(void);

/**
 * Once a termination signal has been caught, a lost X connection (the private X server stopping)
 * makes the thread that noticed it wait for the process to end, instead of Xlib's and GDK's exit
 * with status 1. Before that, X I/O errors are handled as before. Call after GTK opened its display;
 * does nothing when Xlib is not loaded.
 */
void cgtk_termination_guard_x_io_errors(void);

/** Opens an unnamed, writable file in `folder` (O_TMPFILE), or returns -1 with errno set. */
int cgtk_open_unnamed_file(const char *folder);

/** Gives the unnamed file `fd` the name `path` (which must not exist); 0, or -1 with errno set. */
int cgtk_link_unnamed_file(int fd, const char *path);

#ifdef __cplusplus
}
#endif

#endif
