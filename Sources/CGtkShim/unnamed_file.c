/* Unnamed files for atomic writes (see CGtkShimProcess.h). */
#define _GNU_SOURCE
#include "CGtkShimProcess.h"

#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

int cgtk_open_unnamed_file(const char *folder) {
    return open(folder, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
}

int cgtk_link_unnamed_file(int fd, const char *path) {
    char procfs_path[64];
    snprintf(procfs_path, sizeof procfs_path, "/proc/self/fd/%d", fd);
    return linkat(AT_FDCWD, procfs_path, AT_FDCWD, path, AT_SYMLINK_FOLLOW);
}
