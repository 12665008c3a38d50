// simdjson behind a C interface, for JSON files whose records are the objects of one array: it reads
// such a file piece by piece as it arrives, and hands over each record's values for the keys a reader
// asked for. It knows no schema: which keys a record has, what they must hold and what a mistake is
// called are the Swift reader's. What it cannot read it says, and where: the reader then places a
// syntax error with its own scanner.
#ifndef JSON_RECORDS_H
#define JSON_RECORDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// UTF-8 text, valid only during the callback that hands it over.
typedef struct {
    const char *bytes;
    size_t length;
} jr_text;

/// Where a record lies in its input: the bytes from its `{` to its `}`, counted from the input's start.
typedef struct {
    uint64_t offset;
    uint64_t length;
} jr_range;

/// What a key of a record held.
typedef enum {
    /// The record has no such key.
    JR_ABSENT = 0,
    JR_NULL,
    JR_BOOLEAN,
    /// `text` is its token; `has_integer` and `has_number` say whether it reads as a 64-bit integer and
    /// as a double (1e999 reads as neither, 1.0 and 1e2 as a double only).
    JR_NUMBER,
    /// `text` is its text, unescaped.
    JR_STRING,
    /// A well-formed string with an escape no text can hold (a lone surrogate).
    JR_UNREADABLE_STRING,
    JR_ARRAY,
    /// An object: its own keys, when asked for, are read into their slots.
    JR_OBJECT,
} jr_kind;

/// The value of one key of a record.
typedef struct {
    jr_kind kind;
    int boolean;
    int has_integer, has_number;
    int64_t integer;
    double number;
    jr_text text;
} jr_value;

/// The keys a reader wants of each record, each with a slot in the values handed over. A key may have
/// keys of its own, read in place when it holds an object (`coordinates.latitude`). A key given twice
/// keeps its first value, as Foundation's decoder does; keys not asked for are skipped.
typedef struct jr_keys jr_keys;

jr_keys *jr_keys_create(void);
void jr_keys_destroy(jr_keys *keys);
/// Adds `name` (UTF-8, `length` bytes) under the key in slot `parent` (-1: the record itself).
///
/// Returns its slot: slots are handed out 0, 1, 2… in the order keys are added.
int jr_keys_add(jr_keys *keys, int parent, const char *name, size_t length);

/// Called once per record in file order with the values of the keys asked for (indexed by slot) and
/// where the record lies; return 0 to go on, anything else to stop (the reader found a mistake).
typedef int (*jr_record_callback)(const jr_value *values, jr_range range, void *context);

/// A reader of an array of records fed piece by piece, as they are read from a file or a pipe, that hands
/// over each record as soon as the bytes after it arrive.
typedef struct jr_stream jr_stream;

/// What `jr_stream_feed` found.
typedef enum {
    /// The records so far were handed over; feed more.
    JR_STREAM_MORE = 1,
    /// The array ended well (a trailing comma allowed, as Foundation allows it): every record was handed over.
    JR_STREAM_DONE = 0,
    /// The callback asked to stop.
    JR_STREAM_STOPPED = -1,
    /// The unread bytes hold a syntax error (or end too soon): `jr_stream_unread` gives them for the
    /// reader's scanner to place.
    JR_STREAM_SYNTAX = -2,
    /// The document is not an array (its first byte is at `jr_stream_problem_offset`), unless a syntax
    /// error comes first; for `JR_LAYOUT_MEMBER`, not an object, or its member is missing (the offset is
    /// the object's) or is not an array (the offset is the member's value).
    JR_STREAM_NOT_AN_ARRAY = -3,
    /// An element of the array is not an object (it starts at `jr_stream_problem_offset`), unless a
    /// syntax error comes first.
    JR_STREAM_NOT_AN_OBJECT = -4,
    /// A record longer than `JR_MAX_RECORD_BYTES`: refused without reading (or keeping) the rest.
    JR_STREAM_TOO_LONG = -5,
} jr_stream_status;

/// The longest record the reader takes, in bytes: far more than any place needs, and little enough
/// that a hostile file cannot make it hold gigabytes.
#define JR_MAX_RECORD_BYTES (16u << 20)

/// The deepest nesting the reader takes (arrays and objects in one another, the top-level array
/// counted), as Foundation's decoder and the reader's scanner allow.
#define JR_MAX_DEPTH 512

/// Where the records lie in a document.
typedef enum {
    /// They are the elements of the top-level array.
    JR_LAYOUT_ARRAY = 0,
    /// They are the elements of the array under one key of the top-level object (GeoJSON's
    /// `{"type": "FeatureCollection", "features": [...]}`); the object's other members are checked, not read.
    JR_LAYOUT_MEMBER = 1,
    /// They are objects one after another, blanks between (JSON lines, GeoJSONSeq with its record
    /// separators, a single object).
    JR_LAYOUT_SEQUENCE = 2,
} jr_layout;

/// A stream reading records for `keys`, which must outlive it.
jr_stream *jr_stream_create(const jr_keys *keys);

/// A stream reading records laid out as `layout` says; `member` (UTF-8, `length` bytes, copied) names
/// the key holding the array for `JR_LAYOUT_MEMBER`.
jr_stream *jr_stream_create_laid_out(const jr_keys *keys, jr_layout layout, const char *member, size_t length);
void jr_stream_destroy(jr_stream *stream);

/// Adds `length` bytes (`is_last` when the input ends with them) and calls `callback` for every
/// record they complete, in file order.
jr_stream_status jr_stream_feed(
    jr_stream *stream, const char *bytes, size_t length, int is_last, jr_record_callback callback, void *context);

/// The bytes read after the last record handed over (all of them when none was), valid until the next feed.
jr_text jr_stream_unread(const jr_stream *stream);

/// How many records were handed over.
uint64_t jr_stream_records(const jr_stream *stream);

/// Where the unread bytes start in the input: their offset, and the line and column there, counted
/// from 1 (columns in characters, UTF-8 lead bytes, as the reader's scanner counts them).
void jr_stream_place(const jr_stream *stream, uint64_t *offset, uint64_t *line, uint64_t *column);

/// What comes before the unread bytes.
typedef enum {
    /// Nothing: they are the input from its start (after a byte-order mark).
    JR_FOLLOWS_NOTHING = 0,
    /// The array's `[` (`JR_LAYOUT_MEMBER`: the object's start, its member's key and the array's `[`;
    /// `JR_LAYOUT_SEQUENCE`: nothing, as no record came yet).
    JR_FOLLOWS_ARRAY_START = 1,
    /// A record (a `,` or the closing `]` comes next).
    JR_FOLLOWS_RECORD = 2,
} jr_follows;

jr_follows jr_stream_unread_follows(const jr_stream *stream);

/// Where the element that is not an array or not an object starts in the input.
uint64_t jr_stream_problem_offset(const jr_stream *stream);

/// The bytes of the record being handed over, valid during the callback that hands it over.
jr_text jr_stream_record_text(const jr_stream *stream);

/// Called once per member of an object with its key (unescaped) and its value (an object's `text` is its
/// JSON text); return 0 to go on, anything else to stop.
typedef int (*jr_field_callback)(jr_text key, const jr_value *value, void *context);

/// Calls `callback` for each member of the object under key `member` (`length` bytes; 0: the record
/// itself) of the record in `bytes`, in order; returns 0 when it did (or the record has no such object), -1 when the bytes are
/// not such a record.
int jr_member_fields(
    const char *bytes, size_t length, const char *member, size_t member_length, jr_field_callback callback, void *context);

/// Reads one record (a JSON object, as `jr_range` finds it in its input) for `keys` and calls
/// `callback` with it, its range the whole of `bytes`; returns 0 when it did, -1 when the bytes are not
/// such a record (the file changed since it was read, say).
int jr_parse_record(const jr_keys *keys, const char *bytes, size_t length, jr_record_callback callback, void *context);

/// Whether the `length` bytes at `bytes` are UTF-8 (simdjson's validator).
bool jr_is_utf8(const char *bytes, size_t length);

#ifdef __cplusplus
}
#endif

#endif
