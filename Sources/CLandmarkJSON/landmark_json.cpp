#include "landmark_json.h"

#include <simdjson.h>

#include <cstring>
#include <new>
#include <string>
#include <string_view>
#include <vector>

using namespace simdjson;

namespace {

enum Field : unsigned {
    kId = 1u << 0, kName = 1u << 1, kPark = 1u << 2, kCity = 1u << 3, kState = 1u << 4, kCategory = 1u << 5,
    kFeatured = 1u << 6, kFavorite = 1u << 7, kCoordinates = 1u << 8, kDescription = 1u << 9, kImage = 1u << 10,
};

bool is_null(ondemand::value &value) {
    bool null = false;
    return !value.is_null().get(null) && null;
}

/// A string field, or null (which the Swift decoder takes as absent). False when it is neither.
bool text(ondemand::value value, lj_text &out) {
    if (is_null(value)) { out = {"", 0}; return true; }
    std::string_view view;
    if (value.get_string().get(view)) return false;
    out = {view.data(), view.size()};
    return true;
}

bool flag(ondemand::value value, int &out) {
    if (is_null(value)) { out = 0; return true; }
    bool b;
    if (value.get_bool().get(b)) return false;
    out = b ? 1 : 0;
    return true;
}

bool coordinates(ondemand::value value, double &latitude, double &longitude) {
    ondemand::object object;
    if (value.get_object().get(object)) return false;
    unsigned seen = 0;
    for (auto field_result : object) {
        ondemand::field field;
        if (std::move(field_result).get(field)) return false;
        std::string_view key;
        if (field.unescaped_key().get(key)) return false;
        double *target = key == "latitude" ? &latitude : key == "longitude" ? &longitude : nullptr;
        unsigned bit = key == "latitude" ? 1u : key == "longitude" ? 2u : 0u;
        if (!target) continue;
        if (seen & bit) return false;
        seen |= bit;
        if (field.value().get_double().get(*target)) return false;
    }
    return seen == 3u;
}

/// One landmark into `out`; false when it is not one this reader vouches for.
bool landmark_record(ondemand::object object, lj_landmark &out) {
    out = lj_landmark{};
    out.name = out.park = out.city = out.state = out.category = out.description = out.image_name = {"", 0};
    unsigned seen = 0;
    for (auto field_result : object) {
        ondemand::field field;
        if (std::move(field_result).get(field)) return false;
        std::string_view key;
        if (field.unescaped_key().get(key)) return false;
        ondemand::value value = field.value();
        unsigned bit = 0;
        bool ok = true;
        if (key == "id") { bit = kId; ok = !value.get_int64().get(out.id); }
        else if (key == "name") { bit = kName; ok = !is_null(value) && text(value, out.name); }
        else if (key == "park") { bit = kPark; ok = text(value, out.park); }
        else if (key == "city") { bit = kCity; ok = text(value, out.city); }
        else if (key == "state") { bit = kState; ok = text(value, out.state); }
        else if (key == "category") { bit = kCategory; ok = text(value, out.category); }
        else if (key == "description") { bit = kDescription; ok = text(value, out.description); }
        else if (key == "imageName") { bit = kImage; ok = text(value, out.image_name); }
        else if (key == "isFeatured") { bit = kFeatured; ok = flag(value, out.is_featured); }
        else if (key == "isFavorite") { bit = kFavorite; ok = flag(value, out.is_favorite); }
        else if (key == "coordinates") { bit = kCoordinates; ok = coordinates(value, out.latitude, out.longitude); }
        else continue;  // another version's key: ignored, as the Swift decoder does
        if (!ok || (seen & bit)) return false;
        seen |= bit;
    }
    return (seen & (kId | kName | kCoordinates)) == (kId | kName | kCoordinates);
}

/// A string field that must be there (null is a mistake, as for the Swift decoder).
bool required_text(ondemand::value value, lj_text &out) {
    return !is_null(value) && text(value, out);
}

bool author(ondemand::value value, lj_photo &out) {
    ondemand::object object;
    if (value.get_object().get(object)) return false;
    unsigned seen = 0;
    for (auto field_result : object) {
        ondemand::field field;
        if (std::move(field_result).get(field)) return false;
        std::string_view key;
        if (field.unescaped_key().get(key)) return false;
        lj_text *target = key == "username" ? &out.username : key == "firstName" ? &out.first_name
            : key == "lastName" ? &out.last_name : nullptr;
        unsigned bit = key == "username" ? 1u : key == "firstName" ? 2u : key == "lastName" ? 4u : 0u;
        if (!target) continue;
        if ((seen & bit) || !required_text(field.value(), *target)) return false;
        seen |= bit;
    }
    return seen == 7u;
}

/// One photo into `out`; false when it is not one this reader vouches for.
bool photo_record(ondemand::object object, lj_photo &out) {
    out = lj_photo{};
    unsigned seen = 0;
    for (auto field_result : object) {
        ondemand::field field;
        if (std::move(field_result).get(field)) return false;
        std::string_view key;
        if (field.unescaped_key().get(key)) return false;
        ondemand::value value = field.value();
        unsigned bit = 0;
        bool ok = true;
        if (key == "id") { bit = 1u << 0; ok = !value.get_int64().get(out.id); }
        else if (key == "landmarkId") { bit = 1u << 1; ok = !value.get_int64().get(out.landmark_id); }
        else if (key == "title") { bit = 1u << 2; ok = required_text(value, out.title); }
        else if (key == "author") { bit = 1u << 3; ok = author(value, out); }
        else if (key == "takenAt") { bit = 1u << 4; ok = required_text(value, out.taken_at); }
        else if (key == "rating") { bit = 1u << 5; ok = !value.get_int64().get(out.rating); }
        else if (key == "file") { bit = 1u << 6; ok = required_text(value, out.file); }
        else if (key == "width") { bit = 1u << 7; ok = !value.get_int64().get(out.width); }
        else if (key == "height") { bit = 1u << 8; ok = !value.get_int64().get(out.height); }
        else continue;
        if (!ok || (seen & bit)) return false;
        seen |= bit;
    }
    return seen == (1u << 9) - 1;
}

/// The next record of the array into a record of `kind`, handed to `callback`; false when this
/// reader does not vouch for it or the callback stops.
bool hand_over(
    lj_record_kind kind, ondemand::object object, lj_range range, lj_record_callback callback, void *context) {
    if (kind == LJ_PHOTOS) {
        lj_photo photo;
        if (!photo_record(object, photo)) return false;
        photo.range = range;
        return callback(&photo, context) == 0;
    }
    lj_landmark landmark;
    if (!landmark_record(object, landmark)) return false;
    landmark.range = range;
    return callback(&landmark, context) == 0;
}

}  // namespace

// MARK: - Streaming

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

}  // namespace

/// The bytes not yet parsed start at a record boundary: before the document's `[`, or just after a
/// record (then a `,` or the closing `]` comes next). A scan that knows strings and nesting finds
/// where the last complete record ends; simdjson then parses everything up to there as one array.
struct lj_stream {
    explicit lj_stream(lj_record_kind kind) : kind(kind) {}
    lj_record_kind kind;
    enum class Phase { before_array, in_array, after_array };
    Phase phase = Phase::before_array;
    std::string pending;
    /// Where `pending` starts in the input.
    uint64_t base = 0;
    /// Where the record being scanned starts in the input, and the ranges of the complete records
    /// in `pending`, in order.
    uint64_t record_start = 0;
    std::vector<lj_range> ranges;
    /// How far `pending` was scanned, and the scan's state there.
    size_t scanned = 0;
    int depth = 0;
    bool in_string = false;
    /// Where the last complete record in `pending` ends (0: none yet).
    size_t complete = 0;
    /// Whether a record was handed over already, so that a `,` must come before the next one.
    bool after_record = false;
    ondemand::parser parser;
    std::string batch;

    /// Scans `pending` from `scanned`; false when the input is not an array of objects.
    bool scan(bool &array_closed) {
        const char *bytes = pending.data();
        size_t size = pending.size();
        size_t i = scanned;
        while (i < size) {
            if (in_string) {
                // Most bytes are inside strings (descriptions): jump to the next quote, and count the
                // backslashes before it to tell whether it ends the string.
                const void *quote = memchr(bytes + i, '"', size - i);
                if (!quote) { i = size; break; }
                size_t q = static_cast<const char *>(quote) - bytes;
                size_t slashes = 0;
                while (q > slashes && bytes[q - 1 - slashes] == '\\') slashes++;
                if (slashes % 2 == 0) in_string = false;
                i = q + 1;
                continue;
            }
            char c = bytes[i];
            if (depth == 0) {
                if (c == '{') { depth = 1; record_start = base + i; }
                else if (c == ']') { array_closed = true; scanned = i; return true; }
                else if (c != ',' && !is_blank(c)) return false;  // an element that is not an object
            } else if (c == '"') {
                in_string = true;
            } else if (c == '{' || c == '[') {
                depth++;
            } else if ((c == '}' || c == ']') && --depth == 0) {
                complete = i + 1;
                ranges.push_back({record_start, base + i + 1 - record_start});
            }
            i++;
        }
        scanned = size;
        return true;
    }

    /// Parses `pending[0, complete)` as records and drops it from `pending`.
    bool parse_complete(lj_record_callback callback, void *context) {
        if (complete == 0) return true;
        size_t start = 0;
        while (start < complete && is_blank(pending[start])) start++;
        if (after_record) {
            if (pending[start] != ',') return false;
            start++;
        }
        batch.clear();
        batch.reserve(complete - start + 2 + SIMDJSON_PADDING);
        batch.push_back('[');
        batch.append(pending, start, complete - start);
        batch.push_back(']');
        ondemand::document document;
        if (parser.iterate(padded_string_view(batch.data(), batch.size(), batch.capacity())).get(document)) return false;
        ondemand::array array;
        if (document.get_array().get(array)) return false;
        size_t record = 0;
        for (auto element : array) {
            ondemand::object object;
            if (element.get_object().get(object) || record == ranges.size()) return false;
            if (!hand_over(kind, object, ranges[record++], callback, context)) return false;
        }
        if (record != ranges.size()) return false;
        ranges.clear();
        const char *after = nullptr;
        if (document.current_location().get(after) != OUT_OF_BOUNDS) return false;
        pending.erase(0, complete);
        base += complete;
        scanned -= complete;
        complete = 0;
        after_record = true;
        return true;
    }

    lj_stream_status feed(const char *bytes, size_t length, bool is_last, lj_record_callback callback, void *context) {
        if (length > 0) pending.append(bytes, length);
        if (phase == Phase::before_array) {
            size_t i = 0;
            while (i < pending.size() && is_blank(pending[i])) i++;
            if (i == pending.size()) return is_last ? LJ_STREAM_DOUBTFUL : LJ_STREAM_MORE;
            if (pending[i] != '[') return LJ_STREAM_DOUBTFUL;
            pending.erase(0, i + 1);
            base += i + 1;
            phase = Phase::in_array;
        }
        if (phase == Phase::in_array) {
            bool array_closed = false;
            if (!scan(array_closed)) return LJ_STREAM_DOUBTFUL;
            if (!parse_complete(callback, context)) return LJ_STREAM_DOUBTFUL;
            if (array_closed) {
                // Only blanks may lie between the last record and `]` (a trailing comma is left to the careful reader).
                for (size_t i = 0; i < scanned; i++) {
                    if (!is_blank(pending[i])) return LJ_STREAM_DOUBTFUL;
                }
                pending.erase(0, scanned + 1);
                phase = Phase::after_array;
            } else if (pending.size() > LJ_MAX_RECORD_BYTES) {
                return LJ_STREAM_TOO_LONG;  // only an unfinished record is left in `pending`
            }
        }
        if (phase == Phase::after_array) {
            for (char c : pending) {
                if (!is_blank(c)) return LJ_STREAM_DOUBTFUL;
            }
            pending.clear();
            return is_last ? LJ_STREAM_DONE : LJ_STREAM_MORE;
        }
        return is_last ? LJ_STREAM_DOUBTFUL : LJ_STREAM_MORE;
    }
};

extern "C" lj_stream *lj_stream_create(lj_record_kind kind) { return new (std::nothrow) lj_stream(kind); }

extern "C" void lj_stream_destroy(lj_stream *stream) { delete stream; }

extern "C" lj_stream_status lj_stream_feed(
    lj_stream *stream, const char *bytes, size_t length, int is_last, lj_record_callback callback, void *context) {
    return stream->feed(bytes, length, is_last != 0, callback, context);
}

extern "C" int lj_parse_record(
    lj_record_kind kind, const char *bytes, size_t length, lj_record_callback callback, void *context) {
    thread_local ondemand::parser parser;
    padded_string padded(bytes, length);
    ondemand::document document;
    if (parser.iterate(padded).get(document)) return -1;
    ondemand::object object;
    if (document.get_object().get(object)) return -1;
    if (!hand_over(kind, object, {0, length}, callback, context)) return -1;
    const char *after = nullptr;
    return document.current_location().get(after) == OUT_OF_BOUNDS ? 0 : -1;
}
