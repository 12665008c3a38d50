#include "landmark_json.h"

#include <simdjson.h>

#include <algorithm>
#include <cstring>
#include <memory>
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

/// A string field's text. One without a backslash (nearly all) is read where it lies, as its raw
/// token holds it; one with escapes is unescaped into the parser's buffer. False when it is not a string.
bool string_text(ondemand::value &value, lj_text &out) {
    std::string_view token = value.raw_json_token();  // `"…"`, perhaps followed by blanks
    if (token.empty() || token[0] != '"') return false;
    size_t close = token.find_last_of('"');
    if (close > 0 && !std::memchr(token.data() + 1, '\\', close - 1)) {
        out = {token.data() + 1, close - 1};
        return true;
    }
    std::string_view view;
    if (value.get_string().get(view)) return false;
    out = {view.data(), view.size()};
    return true;
}

/// A string field, or null (which the Swift decoder takes as absent). False when it is neither.
bool text(ondemand::value value, lj_text &out) {
    if (string_text(value, out)) return true;
    if (is_null(value)) { out = {"", 0}; return true; }
    return false;
}

/// A string field that must be there (null is a mistake, as for the Swift decoder).
bool required_text(ondemand::value value, lj_text &out) {
    return string_text(value, out);
}

bool flag(ondemand::value value, int &out) {
    bool b;
    if (!value.get_bool().get(b)) { out = b ? 1 : 0; return true; }
    if (is_null(value)) { out = 0; return true; }
    return false;
}

/// A field's key, read where it lies when it holds no backslash (nearly always), else unescaped.
bool key_of(ondemand::field &field, std::string_view &key) {
    const char *raw = field.key().raw();  // just after the opening quote; stage 1 found the closing one
    size_t length = 0;
    while (raw[length] != '"' && raw[length] != '\\') length++;
    if (raw[length] == '"') { key = {raw, length}; return true; }
    return !field.unescaped_key().get(key);
}

bool coordinates(ondemand::value value, double &latitude, double &longitude) {
    ondemand::object object;
    if (value.get_object().get(object)) return false;
    unsigned seen = 0;
    for (auto field_result : object) {
        ondemand::field field;
        if (std::move(field_result).get(field)) return false;
        std::string_view key;
        if (!key_of(field, key)) return false;
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
        if (!key_of(field, key)) return false;
        ondemand::value value = field.value();
        unsigned bit = 0;
        bool ok = true;
        if (key == "id") { bit = kId; ok = !value.get_int64().get(out.id); }
        else if (key == "name") { bit = kName; ok = required_text(value, out.name); }
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

bool author(ondemand::value value, lj_photo &out) {
    ondemand::object object;
    if (value.get_object().get(object)) return false;
    unsigned seen = 0;
    for (auto field_result : object) {
        ondemand::field field;
        if (std::move(field_result).get(field)) return false;
        std::string_view key;
        if (!key_of(field, key)) return false;
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
        if (!key_of(field, key)) return false;
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
/// record (then a `,` or the closing `]` comes next). simdjson's first stage finds the structural
/// characters of what has arrived; a walk over them (not over every byte) finds where the last
/// complete record ends, and simdjson then parses everything up to there as one array.
struct lj_stream {
    explicit lj_stream(lj_record_kind kind) : kind(kind) {}
    lj_record_kind kind;
    enum class Phase { before_array, in_array, after_array };
    Phase phase = Phase::before_array;
    std::string pending;
    /// Where `pending` starts in the input.
    uint64_t base = 0;
    /// The ranges of the complete records in `pending`, in order.
    std::vector<lj_range> ranges;
    /// Where the array's closing `]` is in `pending`, once it has arrived.
    size_t closing = 0;
    /// Where the last complete record in `pending` ends (0: none yet).
    size_t complete = 0;
    /// Whether a record was handed over already, so that a `,` must come before the next one.
    bool after_record = false;
    ondemand::parser parser;
    /// simdjson's first stage alone, which lists where the structural characters are.
    std::unique_ptr<internal::dom_parser_implementation> structure;
    std::string batch;

    /// The structural characters of `'[' + pending[0, length)` into `structure`; false when simdjson
    /// finds a mistake there (a string cut off at `length` among them).
    bool find_structure(size_t length) {
        batch.clear();
        batch.reserve(length + 1 + SIMDJSON_PADDING);
        batch.push_back('[');
        batch.append(pending, 0, length);
        if (!structure || structure->capacity() < batch.size()) {
            // Room for a piece and the record it cut, so that the next batches fit too.
            size_t capacity = std::max<size_t>(batch.size() + batch.size() / 4, 2u << 20);
            if (!structure) {
                if (get_active_implementation()->create_dom_parser_implementation(capacity, DEFAULT_MAX_DEPTH, structure)) return false;
            } else if (structure->set_capacity(capacity)) {
                return false;
            }
        }
        return !structure->stage1(reinterpret_cast<const uint8_t *>(batch.data()), batch.size(), stage1_mode::regular);
    }

    /// Finds the complete records in `pending` (all of them when `is_last`); false when the input is
    /// not an array of objects, or simdjson finds a mistake in the part it must read now.
    bool scan(bool is_last, bool &array_closed) {
        size_t length = pending.size();
        if (!is_last) {
            if (const void *line_break = memrchr(pending.data(), '\n', length)) {
                // No string holds a line break: the quotes after the last one tell whether the input
                // ends inside a string, which is then left for later, from its opening quote on.
                size_t quotes = 0, last = 0;
                for (size_t q = static_cast<const char *>(line_break) - pending.data(); (q = next_quote(q + 1)) < length;) {
                    quotes++;
                    last = q;
                }
                if (quotes % 2 == 1) length = last;
            } else {
                // A long line: stop before its last quote, outside any string or at a string's end,
                // and then before the string's start.
                length = last_quote(length);
                if (length > 0 && !find_structure(length)) {
                    length = last_quote(length);
                    if (length > 0 && !find_structure(length)) return false;
                }
                return length == 0 || walk(array_closed);
            }
        }
        return find_structure(length) && walk(array_closed);
    }

    /// Whether the quote at `q` in `pending` is escaped: an odd number of backslashes comes before it.
    bool is_escaped(size_t q) const {
        size_t slashes = 0;
        while (q > slashes && pending[q - 1 - slashes] == '\\') slashes++;
        return slashes % 2 == 1;
    }

    /// Where the first quote at or after `from` in `pending` that no backslash escapes is (the size: none).
    size_t next_quote(size_t from) const {
        const char *bytes = pending.data();
        size_t size = pending.size();
        while (from < size) {
            const void *quote = memchr(bytes + from, '"', size - from);
            if (!quote) return size;
            size_t q = static_cast<const char *>(quote) - bytes;
            if (!is_escaped(q)) return q;
            from = q + 1;
        }
        return size;
    }

    /// Walks the structural characters `find_structure` found, noting each complete record.
    bool walk(bool &array_closed) {
        const uint32_t *positions = structure->structural_indexes.get();
        const char *bytes = batch.data();
        int depth = 0;
        size_t record_start = 0;
        // Positions are in `batch`, one past their place in `pending`; the first is the `[` put before it.
        for (uint32_t i = 1; i < structure->n_structural_indexes; i++) {
            size_t position = positions[i];
            char c = bytes[position];
            if (depth == 0) {
                if (c == '{') { depth = 1; record_start = position - 1; }
                else if (c == ']') { array_closed = true; closing = position - 1; return true; }
                else if (c != ',') return false;  // an element that is not an object
            } else if (c == '{' || c == '[') {
                depth++;
            } else if ((c == '}' || c == ']') && --depth == 0) {
                complete = position;
                ranges.push_back({base + record_start, position - record_start});
            }
        }
        return true;
    }

    /// Where the last quote before `length` in `pending` that no backslash escapes is (0: none).
    size_t last_quote(size_t length) const {
        const char *bytes = pending.data();
        while (length > 0) {
            const void *quote = memrchr(bytes, '"', length);
            if (!quote) return 0;
            size_t q = static_cast<const char *>(quote) - bytes;
            if (!is_escaped(q)) return q;
            length = q;
        }
        return 0;
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
        closing -= complete;
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
            if (!scan(is_last, array_closed)) return LJ_STREAM_DOUBTFUL;
            if (!parse_complete(callback, context)) return LJ_STREAM_DOUBTFUL;
            if (array_closed) {
                // Only blanks may lie between the last record and `]` (a trailing comma is left to the careful reader).
                for (size_t i = 0; i < closing; i++) {
                    if (!is_blank(pending[i])) return LJ_STREAM_DOUBTFUL;
                }
                pending.erase(0, closing + 1);
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
