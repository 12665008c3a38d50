// Reads a landmarks file in the tutorial's schema with simdjson, for files too big for Foundation's
// decoder. It vouches only for documents it reads completely; anything else (a syntax error, a
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

/// One landmark record; absent optional fields are empty texts and false flags.
typedef struct {
    int64_t id;
    lj_text name, park, city, state, category, description, image_name;
    double latitude, longitude;
    int is_featured, is_favorite;
} lj_landmark;

/// Called once per record in file order; return 0 to go on, anything else to stop.
typedef int (*lj_landmark_callback)(const lj_landmark *landmark, void *context);

/// Reads the JSON array in `bytes` (`length` bytes), calling `callback` for each record. Returns 1
/// when every record was read and handed over, 0 when the document is left to another reader.
int lj_read_landmarks(const char *bytes, size_t length, lj_landmark_callback callback, void *context);

#ifdef __cplusplus
}
#endif

#endif
