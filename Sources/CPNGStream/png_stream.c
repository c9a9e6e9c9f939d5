/* Streaming PNG writer (see CPNGStream.h). */
#define _GNU_SOURCE
#include "CPNGStream.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

enum { OUTPUT_CHUNK = 1 << 16 };

struct cpng_stream {
    int fd;
    uint32_t width;
    uint32_t height;
    off_t header_offset;
    z_stream deflater;
    uint8_t *row;       /* one filtered row: the filter byte, then the pixels */
    uint8_t *output;    /* deflated bytes waiting to become an IDAT chunk */
};

static void put32(uint8_t *bytes, uint32_t value) {
    bytes[0] = (uint8_t)(value >> 24); bytes[1] = (uint8_t)(value >> 16);
    bytes[2] = (uint8_t)(value >> 8); bytes[3] = (uint8_t)value;
}

static int write_all(int fd, const uint8_t *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(fd, bytes, count);
        if (written < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        bytes += written;
        count -= (size_t)written;
    }
    return 0;
}

/* A chunk: length, type, data, CRC of type and data. */
static int write_chunk(int fd, const char type[4], const uint8_t *data, uint32_t length) {
    uint8_t head[8], tail[4];
    put32(head, length);
    memcpy(head + 4, type, 4);
    uLong crc = crc32(0, (const Bytef *)type, 4);
    if (length > 0) crc = crc32(crc, data, length);
    put32(tail, (uint32_t)crc);
    if (write_all(fd, head, 8) != 0) return -1;
    if (length > 0 && write_all(fd, data, length) != 0) return -1;
    return write_all(fd, tail, 4);
}

static void header_bytes(uint8_t ihdr[13], uint32_t width, uint32_t height) {
    put32(ihdr, width);
    put32(ihdr + 4, height);
    ihdr[8] = 8;   /* bits per channel */
    ihdr[9] = 6;   /* RGBA */
    ihdr[10] = 0;  /* deflate */
    ihdr[11] = 0;  /* adaptive filtering */
    ihdr[12] = 0;  /* no interlace */
}

cpng_stream *cpng_stream_open(int fd, uint32_t width) {
    if (width == 0 || width > (UINT32_MAX - 1) / 4) { errno = EINVAL; return NULL; }
    cpng_stream *stream = calloc(1, sizeof *stream);
    if (!stream) return NULL;
    stream->fd = fd;
    stream->width = width;
    stream->row = malloc((size_t)width * 4 + 1);
    stream->output = malloc(OUTPUT_CHUNK);
    /* Level 3: a third less time than the default 6 on a matrix, for a file about a third larger. */
    if (!stream->row || !stream->output || deflateInit(&stream->deflater, 3) != Z_OK) {
        free(stream->row); free(stream->output); free(stream);
        errno = ENOMEM;
        return NULL;
    }
    stream->deflater.next_out = stream->output;
    stream->deflater.avail_out = OUTPUT_CHUNK;
    static const uint8_t signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
    uint8_t ihdr[13];
    header_bytes(ihdr, width, 0);
    stream->header_offset = lseek(fd, 0, SEEK_CUR);
    if (stream->header_offset < 0 || write_all(fd, signature, 8) != 0 || write_chunk(fd, "IHDR", ihdr, 13) != 0) {
        int saved = errno;
        cpng_stream_free(stream);
        errno = saved;
        return NULL;
    }
    return stream;
}

/* Runs the deflater over its input, writing an IDAT chunk each time its output buffer fills. */
static int pump(cpng_stream *stream, int flush) {
    for (;;) {
        int status = deflate(&stream->deflater, flush);
        if (status == Z_STREAM_ERROR) { errno = EIO; return -1; }
        if (stream->deflater.avail_out == 0 || (flush == Z_FINISH && status == Z_STREAM_END)) {
            uint32_t length = OUTPUT_CHUNK - stream->deflater.avail_out;
            if (length > 0 && write_chunk(stream->fd, "IDAT", stream->output, length) != 0) return -1;
            stream->deflater.next_out = stream->output;
            stream->deflater.avail_out = OUTPUT_CHUNK;
        }
        if (flush == Z_FINISH) {
            if (status == Z_STREAM_END) return 0;
        } else if (stream->deflater.avail_in == 0 && stream->deflater.avail_out > 0) {
            return 0;
        }
    }
}

int cpng_stream_write_rows(cpng_stream *stream, const uint8_t *rgba, uint32_t rows) {
    size_t stride = (size_t)stream->width * 4;
    for (uint32_t index = 0; index < rows; index++) {
        const uint8_t *pixels = rgba + stride * index;
        /* The "Sub" filter (each byte minus the one a pixel to its left): a cheap filter that makes
           flat backgrounds and gradients compress well. */
        stream->row[0] = 1;
        memcpy(stream->row + 1, pixels, 4);
        for (size_t byte = 4; byte < stride; byte++) stream->row[1 + byte] = (uint8_t)(pixels[byte] - pixels[byte - 4]);
        stream->deflater.next_in = stream->row;
        stream->deflater.avail_in = (uInt)(stride + 1);
        if (pump(stream, Z_NO_FLUSH) != 0) return -1;
        stream->height++;
    }
    return 0;
}

int cpng_stream_finish(cpng_stream *stream) {
    if (stream->height == 0) { errno = EINVAL; return -1; }
    stream->deflater.next_in = NULL;
    stream->deflater.avail_in = 0;
    if (pump(stream, Z_FINISH) != 0) return -1;
    if (write_chunk(stream->fd, "IEND", NULL, 0) != 0) return -1;
    /* The header's height and checksum, now that the height is known. */
    uint8_t ihdr[13], chunk[8 + 13 + 4];
    header_bytes(ihdr, stream->width, stream->height);
    put32(chunk, 13);
    memcpy(chunk + 4, "IHDR", 4);
    memcpy(chunk + 8, ihdr, 13);
    put32(chunk + 21, (uint32_t)crc32(0, chunk + 4, 17));
    off_t at = stream->header_offset + 8;
    size_t done = 0;
    while (done < sizeof chunk) {
        ssize_t written = pwrite(stream->fd, chunk + done, sizeof chunk - done, at + (off_t)done);
        if (written < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        done += (size_t)written;
    }
    return 0;
}

void cpng_stream_free(cpng_stream *stream) {
    if (!stream) return;
    deflateEnd(&stream->deflater);
    free(stream->row);
    free(stream->output);
    free(stream);
}
