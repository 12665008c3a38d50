// exiv2 behind a C interface, for the metadata of photos in every format exiv2 reads (JPEG, HEIF and
// AVIF, WebP, PNG, TIFF, the RAW formats) and of XMP sidecars. It knows no meaning: which keys a photo
// is asked for and what their values say are the Swift reader's. exiv2 prints nothing; what it cannot
// read it says in the error text.
#ifndef IMAGE_METADATA_H
#define IMAGE_METADATA_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The metadata of one file, read whole when opened; used from one thread at a time.
typedef struct im_metadata im_metadata;

/// Reads the file at `path` (a picture or an XMP sidecar); NULL on failure, with exiv2's reason in
/// `error` (NUL-terminated, cut to `error_size`).
im_metadata *im_metadata_open(const char *path, char *error, size_t error_size);

/// Reads a file's bytes held in memory, which need to stay only for the call. `error` may be NULL.
im_metadata *im_metadata_open_bytes(const uint8_t *bytes, size_t length, char *error, size_t error_size);

void im_metadata_free(im_metadata *metadata);

/// The format exiv2 recognised, as a MIME type (`image/jpeg`, `image/heic`, `application/rdf+xml`).
const char *im_metadata_mime_type(const im_metadata *metadata);

/// The picture's size in pixels as the file's header says; 0 when unknown.
int64_t im_metadata_pixel_width(const im_metadata *metadata);
int64_t im_metadata_pixel_height(const im_metadata *metadata);

/// How many EXIF entries the file had.
int64_t im_metadata_exif_count(const im_metadata *metadata);

/// Adds the EXIF entries of a TIFF structure (`II*` or `MM*` onwards) to the metadata, for EXIF that
/// another library found (libheif, in HEIF files exiv2 does not read whole); 0 when it cannot be read.
int im_metadata_add_exif(im_metadata *metadata, const uint8_t *tiff, size_t length);

/// What one key holds (`Exif.GPSInfo.GPSLatitude`, `Xmp.exif.DateTimeOriginal`).
typedef enum {
    /// The file has no such key, or the key is not one exiv2 knows.
    IM_ABSENT = 0,
    /// Text (ASCII, UTF-8 in XMP).
    IM_TEXT,
    /// Numbers: integers or rationals.
    IM_NUMBERS,
    /// Anything else (undefined bytes, XMP structures).
    IM_OTHER,
} im_kind;

/// The kind of value `key` holds and how many components it has.
im_kind im_metadata_kind(const im_metadata *metadata, const char *key, int64_t *count);

/// The value of `key` as text, copied into `buffer` (NUL-terminated, cut to `size`); returns the
/// text's full length, or -1 when the key is absent.
int64_t im_metadata_text(const im_metadata *metadata, const char *key, char *buffer, size_t size);

/// Component `index` of a numeric `key` as a fraction; 0 when absent or not a number.
int im_metadata_rational(const im_metadata *metadata, const char *key, int64_t index, int64_t *numerator,
                         int64_t *denominator);

#ifdef __cplusplus
}
#endif

#endif
