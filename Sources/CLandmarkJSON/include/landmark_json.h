// Reads a landmarks file in the tutorial's schema, or its photos file, with simdjson, for files too
// big for Foundation's decoder, piece by piece as it arrives. It vouches only for documents it reads completely; anything else (a syntax error, a
// missing or mistyped field, a key given twice, a number it cannot hold) is left to the careful
// Swift decoder, which names the place.
#ifndef LANDMARK_JSON_H
#define LANDMARK_JSON_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// UTF-8 text, valid only during the callback.
typedef struct {
    const char *bytes;
    size_t length;
} lj_text;

/// Where a record lies in its input: the bytes from its `{` to its `}`, counted from the input's start.
typedef struct {
    uint64_t offset;
    uint64_t length;
} lj_range;

/// One landmark record; absent optional fields are empty texts and false flags.
typedef struct {
    lj_range range;
    int64_t id;
    lj_text name, park, city, state, category, description, image_name;
    double latitude, longitude;
    int is_featured, is_favorite;
} lj_landmark;

/// One photo record (all fields are required).
typedef struct {
    lj_range range;
    int64_t id, landmark_id, rating, width, height;
    lj_text title, username, first_name, last_name, taken_at, file;
} lj_photo;

/// What the records of a document are.
typedef enum {
    /// `lj_landmark`s.
    LJ_LANDMARKS = 0,
    /// `lj_photo`s.
    LJ_PHOTOS = 1,
} lj_record_kind;

/// Called once per record (an `lj_landmark` or an `lj_photo`, as the stream was created for) in file
/// order; return 0 to go on, anything else to stop and leave the input to the careful reader.
typedef int (*lj_record_callback)(const void *record, void *context);

/// A reader fed a landmarks or photos file piece by piece, as it is read from a file or a pipe, that hands
/// over each record as soon as the bytes after it arrive: the first screenful can show while the
/// rest is still being read.
typedef struct lj_stream lj_stream;

/// What `lj_stream_feed` found.
typedef enum {
    /// The records so far were handed over; feed more.
    LJ_STREAM_MORE = 1,
    /// The document ended well: every record was handed over.
    LJ_STREAM_DONE = 0,
    /// Something this reader does not vouch for: leave the whole input to the careful reader.
    LJ_STREAM_DOUBTFUL = -1,
    /// A record longer than `LJ_MAX_RECORD_BYTES`: refused without reading (or keeping) the rest.
    LJ_STREAM_TOO_LONG = -2,
} lj_stream_status;

/// The longest record the reader takes, in bytes: far more than any landmark or photo needs, and
/// little enough that a hostile file cannot make it hold gigabytes.
#define LJ_MAX_RECORD_BYTES (16u << 20)

lj_stream *lj_stream_create(lj_record_kind kind);
void lj_stream_destroy(lj_stream *stream);

/// Adds `length` bytes (`is_last` when the input ends with them) and calls `callback` for every
/// record they complete, in file order.
lj_stream_status lj_stream_feed(
    lj_stream *stream, const char *bytes, size_t length, int is_last, lj_record_callback callback, void *context);

/// Reads one record of `kind` (a JSON object, as `lj_range` finds it in the input) and calls
/// `callback` with it, its range the whole of `bytes`; returns 0 when it did, -1 when it is not a
/// record this reader vouches for (the file changed since it was read, say).
int lj_parse_record(lj_record_kind kind, const char *bytes, size_t length, lj_record_callback callback, void *context);

#ifdef __cplusplus
}
#endif

#endif
