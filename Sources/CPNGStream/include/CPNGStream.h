/*
 * CPNGStream: an 8-bit RGBA PNG written to a file descriptor a band of rows at a time,
 * so that a large image (a state matrix) never has to be held whole in memory. zlib, which does the
 * compression and the checksums, cannot be imported into Swift without a module map of its own.
 *
 * The height is unknown until the last row: the header is written with height 0 and patched in
 * place (with its checksum) by cpng_stream_finish, so the descriptor must be seekable (a file).
 */
#ifndef CPNG_STREAM_H
#define CPNG_STREAM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** A PNG being written; opaque. */
typedef struct cpng_stream cpng_stream;

/** Starts a PNG `width` pixels wide at the current offset of `fd` (signature and header); NULL with
    errno set on failure. The descriptor stays the caller's. */
cpng_stream *cpng_stream_open(int fd, uint32_t width);

/** Appends `rows` rows of straight RGBA pixels, `width * 4` bytes each, top to bottom; 0, or -1 with
    errno set. */
int cpng_stream_write_rows(cpng_stream *stream, const uint8_t *rgba, uint32_t rows);

/** Ends the image (the last data and the end chunk) and writes the height of the rows written into
    the header; 0, or -1 with errno set. */
int cpng_stream_finish(cpng_stream *stream);

/** Releases the stream (finished or not). */
void cpng_stream_free(cpng_stream *stream);

#ifdef __cplusplus
}
#endif

#endif
