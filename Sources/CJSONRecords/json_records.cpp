#include "json_records.h"

#include <simdjson.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <vector>

using namespace simdjson;

// MARK: - Keys

struct jr_keys {
    struct Key {
        std::string name;
        std::vector<int> children;
    };
    std::vector<Key> keys;
    /// The record's own keys.
    std::vector<int> top;

    const std::vector<int> &children(int parent) const { return parent < 0 ? top : keys[parent].children; }

    /// The slot of the key whose raw text starts at `raw` (just after its opening quote) among the
    /// keys of `parent`, when it is written without escapes; -1 when it is not one of them. Records
    /// mostly give their keys in the same order: the search starts after `hint`, where the last was found.
    int match(int parent, const char *raw, size_t &hint) const {
        const std::vector<int> &candidates = children(parent);
        for (size_t n = 0, count = candidates.size(); n < count; n++) {
            size_t position = hint + n < count ? hint + n : hint + n - count;
            const std::string &name = keys[candidates[position]].name;
            // The input is padded: reading as far as a key's length past a shorter one stays inside it.
            if (raw[name.size()] != '"' || std::memcmp(raw, name.data(), name.size()) != 0) continue;
            hint = position + 1 < count ? position + 1 : 0;
            return candidates[position];
        }
        return -1;
    }

    /// The slot of `name` (unescaped) among the keys of `parent`; -1 when it was not asked for.
    int find(int parent, std::string_view name) const {
        for (int slot : children(parent)) {
            if (keys[slot].name == name) return slot;
        }
        return -1;
    }
};

extern "C" jr_keys *jr_keys_create(void) { return new (std::nothrow) jr_keys(); }

extern "C" void jr_keys_destroy(jr_keys *keys) { delete keys; }

extern "C" int jr_keys_add(jr_keys *keys, int parent, const char *name, size_t length) {
    int slot = static_cast<int>(keys->keys.size());
    keys->keys.push_back({std::string(name, length), {}});
    (parent < 0 ? keys->top : keys->keys[parent].children).push_back(slot);
    return slot;
}

// MARK: - Values

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::string_view trimmed(std::string_view token) {
    while (!token.empty() && is_blank(token.back())) token.remove_suffix(1);
    return token;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

/// Whether `token` is a number as JSON writes them (simdjson says only that it cannot read it).
bool is_json_number(std::string_view token) {
    size_t i = 0, n = token.size();
    auto digits = [&] {
        size_t start = i;
        while (i < n && is_digit(token[i])) i++;
        return i > start;
    };
    if (i < n && token[i] == '-') i++;
    if (i < n && token[i] == '0') {
        i++;
    } else if (!digits()) {
        return false;
    }
    if (i < n && token[i] == '.') {
        i++;
        if (!digits()) return false;
    }
    if (i < n && (token[i] == 'e' || token[i] == 'E')) {
        i++;
        if (i < n && (token[i] == '+' || token[i] == '-')) i++;
        if (!digits()) return false;
    }
    return i == n;
}

bool is_hex(char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

/// Whether the string token `"…"` escapes only as JSON allows (so that what simdjson cannot read in it
/// is a surrogate without its other half, not a syntax error).
bool has_valid_escapes(std::string_view token) {
    for (size_t i = 1; i + 1 < token.size(); i++) {
        if (token[i] != '\\') continue;
        char escaped = i + 2 < token.size() ? token[i + 1] : '\0';
        if (escaped == 'u') {
            if (i + 6 >= token.size()) return false;
            for (size_t h = i + 2; h < i + 6; h++) {
                if (!is_hex(token[h])) return false;
            }
            i += 5;
        } else if (std::strchr("\"\\/bfnrt", escaped) && escaped != '\0') {
            i++;
        } else {
            return false;
        }
    }
    return true;
}

/// A string's text. One without a backslash (nearly all) is read where it lies, as its raw token
/// holds it; one with escapes is unescaped into the parser's buffer.
error_code string_text(ondemand::value &value, jr_value &out) {
    std::string_view token = value.raw_json_token();  // `"…"`, perhaps followed by blanks
    size_t close = token.find_last_of('"');
    if (close > 0 && close != std::string_view::npos && !std::memchr(token.data() + 1, '\\', close - 1)) {
        out.kind = JR_STRING;
        out.text = {token.data() + 1, close - 1};
        return SUCCESS;
    }
    std::string_view view;
    if (error_code error = value.get_string().get(view)) {
        if (close == std::string_view::npos || !has_valid_escapes(token.substr(0, close + 1))) return error;
        out.kind = JR_UNREADABLE_STRING;
        out.text = {token.data(), close + 1};
        return SUCCESS;
    }
    out.kind = JR_STRING;
    out.text = {view.data(), view.size()};
    return SUCCESS;
}

/// A field's key, read where it lies when it holds no backslash (nearly always), else unescaped.
error_code key_of(ondemand::field &field, std::string_view &key) {
    const char *raw = field.key().raw();  // just after the opening quote; stage 1 found the closing one
    size_t length = 0;
    while (raw[length] != '"' && raw[length] != '\\') length++;
    if (raw[length] == '"') {
        key = {raw, length};
        return SUCCESS;
    }
    return field.unescaped_key().get(key);
}

error_code read_object(ondemand::object object, const jr_keys &keys, int parent, jr_value *values);

/// The value of the key in `slot` into `values[slot]` (and its own keys into theirs); an error is one
/// of syntax, which the reader's scanner places.
error_code read_value(ondemand::value value, const jr_keys &keys, int slot, jr_value *values) {
    jr_value &out = values[slot];
    ondemand::json_type type;
    if (error_code error = value.type().get(type)) return error;
    switch (type) {
    case ondemand::json_type::object: {
        ondemand::object object;
        if (error_code error = value.get_object().get(object)) return error;
        out.kind = JR_OBJECT;
        return keys.children(slot).empty() ? SUCCESS : read_object(object, keys, slot, values);
    }
    case ondemand::json_type::array: {
        ondemand::array array;
        std::string_view raw;
        if (error_code error = value.get_array().get(array)) return error;
        if (error_code error = array.raw_json().get(raw)) return error;
        out.kind = JR_ARRAY;
        out.text = {raw.data(), raw.size()};
        return SUCCESS;
    }
    case ondemand::json_type::number: {
        std::string_view token = trimmed(value.raw_json_token());
        out.kind = JR_NUMBER;
        out.text = {token.data(), token.size()};
        // A token without a fraction or an exponent is read as an integer first (and as a double
        // from it); others, and integers too big for 64 bits, as a double.
        bool is_whole = token.find_first_of(".eE") == std::string_view::npos;
        out.has_integer = is_whole && !value.get_int64().get(out.integer);
        if (out.has_integer) {
            out.number = static_cast<double>(out.integer);
            out.has_number = 1;
        } else {
            out.has_number = !value.get_double().get(out.number);
        }
        if (!out.has_integer && !out.has_number && !is_json_number(token)) return NUMBER_ERROR;
        return SUCCESS;
    }
    case ondemand::json_type::string:
        return string_text(value, out);
    case ondemand::json_type::boolean: {
        bool boolean = false;
        if (error_code error = value.get_bool().get(boolean)) return error;
        out.kind = JR_BOOLEAN;
        out.boolean = boolean ? 1 : 0;
        return SUCCESS;
    }
    case ondemand::json_type::null: {
        bool null = false;
        if (error_code error = value.is_null().get(null)) return error;
        if (!null) return N_ATOM_ERROR;
        out.kind = JR_NULL;
        return SUCCESS;
    }
    }
    return INCORRECT_TYPE;
}

/// The values of the keys of `parent` that `object` holds, into their slots.
error_code read_object(ondemand::object object, const jr_keys &keys, int parent, jr_value *values) {
    size_t hint = 0;
    for (auto field_result : object) {
        ondemand::field field;
        if (error_code error = std::move(field_result).get(field)) return error;
        const char *raw = field.key().raw();
        int slot = keys.match(parent, raw, hint);
        if (slot < 0) {
            // Another key, or one written with escapes (only then is it looked for again, unescaped).
            size_t length = 0;
            while (raw[length] != '"' && raw[length] != '\\') length++;
            if (raw[length] == '"') continue;
            std::string_view key;
            if (error_code error = key_of(field, key)) return error;
            slot = keys.find(parent, key);
        }
        // Another key, or one given again (the first is kept, as Foundation keeps it): skipped.
        if (slot < 0 || values[slot].kind != JR_ABSENT) continue;
        if (error_code error = read_value(field.value(), keys, slot, values)) return error;
    }
    return SUCCESS;
}

/// What became of a record handed over.
enum class Handed { taken, stopped, syntax };

/// Reads a record for `keys` and hands it to `callback`.
Handed hand_over(
    ondemand::object object, const jr_keys &keys, std::vector<jr_value> &values, jr_range range,
    jr_record_callback callback, void *context) {
    std::fill(values.begin(), values.end(), jr_value{});
    if (read_object(object, keys, -1, values.data())) return Handed::syntax;
    return callback(values.data(), range, context) == 0 ? Handed::taken : Handed::stopped;
}

}  // namespace

// MARK: - Streaming

namespace {
void blank_trailing_commas(char *bytes, size_t length);
}

/// The bytes not yet parsed start at a record boundary: before the document's `[`, or just after a
/// record (then a `,` or the closing `]` comes next). simdjson's first stage finds the structural
/// characters of what has arrived; a walk over them (not over every byte) finds where the last
/// complete record ends, and simdjson then parses everything up to there as one array.
struct jr_stream {
    jr_stream(const jr_keys *keys, jr_layout layout, std::string member)
        : keys(*keys), values(keys->keys.size()), layout(layout), member(std::move(member)) {}
    const jr_keys &keys;
    std::vector<jr_value> values;
    const jr_layout layout;
    /// The key of the top-level object whose array holds the records (`JR_LAYOUT_MEMBER`).
    const std::string member;
    enum class Phase { before_array, in_array, after_array };
    Phase phase = Phase::before_array;
    /// Whether the input's start was looked at for a byte-order mark.
    bool mark_checked = false;
    std::string pending;
    /// Where `pending` starts in the input, and its line and column there.
    uint64_t base = 0, line = 1, column = 1;
    uint64_t records = 0;
    /// Where the element that is not an array or an object starts in the input.
    uint64_t problem = 0;
    /// The ranges of the complete records in `pending`, in order.
    std::vector<jr_range> ranges;
    /// Where the array's closing `]` is in `pending`, once it has arrived.
    size_t closing = 0;
    /// Where the last complete record in `pending` ends (0: none yet).
    size_t complete = 0;
    /// Whether an element that is not an object follows the complete records.
    bool not_an_object = false;
    /// Whether a record was handed over already, so that a `,` must come before the next one.
    bool after_record = false;
    ondemand::parser parser;
    /// simdjson's first stage alone, which lists where the structural characters are.
    std::unique_ptr<internal::dom_parser_implementation> structure;
    std::string batch;
    /// The bytes of the record being handed over.
    jr_text current{};

    /// The structural characters of `'[' + pending[0, length)` into `structure`; false when simdjson
    /// finds a mistake there (a string cut off at `length` among them).
    bool find_structure(size_t length) {
        batch.clear();
        // Room for the `]` `parse_complete` puts after the records, and simdjson's padding.
        batch.reserve(length + 2 + SIMDJSON_PADDING);
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

    /// What `scan` found.
    enum class Scan {
        /// The complete records so far are noted.
        sound,
        /// A mistake: the complete records before it are noted, so that their own mistakes, which
        /// come first in the file, are found first.
        mistake,
    };

    /// Finds the complete records in `pending` (all of them when `is_last`), up to a mistake that
    /// simdjson or the walk finds in the part it must read now.
    Scan scan(bool is_last, bool &array_closed) {
        size_t length = pending.size();
        if (!is_last) {
            // A character cut by the piece is left for the next, which completes it: simdjson would
            // take the cut for bytes that are not UTF-8, where they are not inside a string.
            length = before_cut_character(length);
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
                // and else before the string's start. When neither reads, the mistake is before the
                // last quote: the records before it are read first.
                size_t cut = last_quote(length);
                if (cut == 0) return Scan::sound;
                if (find_structure(cut)) return walk(array_closed) ? Scan::sound : Scan::mistake;
                size_t earlier = last_quote(cut);
                // A string from the start of what is unread to the last quote: nothing to read yet.
                if (earlier == 0) return Scan::sound;
                if (find_structure(earlier)) return walk(array_closed) ? Scan::sound : Scan::mistake;
                return salvage(cut);
            }
        }
        if (!find_structure(length)) return salvage(length);
        return walk(array_closed) ? Scan::sound : Scan::mistake;
    }

    /// `length`, or where the UTF-8 sequence that `pending[0, length)` ends with starts when it is cut
    /// short there.
    size_t before_cut_character(size_t length) const {
        for (size_t back = 1; back <= 4 && back <= length; back++) {
            unsigned char c = static_cast<unsigned char>(pending[length - back]);
            if ((c & 0xC0) == 0x80) continue;
            size_t size = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
            return size > back ? length - back : length;
        }
        return length;
    }

    /// Notes the longest run of complete records in `pending[0, length)` that simdjson reads, when it
    /// finds a mistake there: the records that end before it.
    Scan salvage(size_t length) {
        std::vector<size_t> ends = record_ends(length);
        // simdjson reads every run of records up to some record and none longer: halve to find it.
        size_t low = 0, high = ends.size();
        while (low < high) {
            size_t middle = (low + high + 1) / 2;
            if (find_structure(ends[middle - 1])) low = middle;
            else high = middle - 1;
        }
        bool array_closed = false;
        if (low > 0 && find_structure(ends[low - 1])) walk(array_closed);
        return Scan::mistake;
    }

    /// Where the objects of the array that start in `pending[0, length)` end, as its bytes show
    /// (strings skipped), for `salvage` to try. A backslash escapes the next byte outside strings too,
    /// as simdjson's first stage takes it (`\"` starts no string), so that both find the same records.
    std::vector<size_t> record_ends(size_t length) const {
        std::vector<size_t> ends;
        int depth = 0;
        bool in_string = false;
        for (size_t i = 0; i < length; i++) {
            char c = pending[i];
            if (c == '\\') {
                i++;
            } else if (in_string) {
                if (c == '"') in_string = false;
            } else if (c == '"') {
                in_string = true;
            } else if (c == '{' || c == '[') {
                depth++;
            } else if (c == '}' || c == ']') {
                if (--depth < 0) break;
                if (depth == 0 && c == '}') ends.push_back(i + 1);
            }
        }
        return ends;
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

    /// Whether `bytes[from, to)` holds a backslash outside every string: never JSON, though simdjson's
    /// first stage takes it for an escape there too, and its second skips it unread in a value no
    /// reader asks for; so that a record holding one is a mistake however the input's pieces fall.
    static bool has_backslash_outside_strings(const char *bytes, size_t from, size_t to) {
        if (!memchr(bytes + from, '\\', to - from)) return false;
        bool in_string = false;
        for (size_t i = from; i < to; i++) {
            char c = bytes[i];
            if (in_string) {
                if (c == '\\') i++;
                else if (c == '"') in_string = false;
            } else if (c == '"') {
                in_string = true;
            } else if (c == '\\') {
                return true;
            }
        }
        return false;
    }

    /// Walks the structural characters `find_structure` found, noting each complete record, and
    /// blanking the trailing commas Foundation allows (`[{"a": 1,},]`) so that simdjson reads past them.
    /// False for nesting deeper than `JR_MAX_DEPTH`, or a comma where no value came before it.
    bool walk(bool &array_closed) {
        const uint32_t *positions = structure->structural_indexes.get();
        uint32_t count = static_cast<uint32_t>(structure->n_structural_indexes);
        char *bytes = batch.data();
        int depth = 0;
        size_t record_start = 0;
        // Whether the last structural character at this depth was a comma or an opening bracket.
        bool after_separator = !after_record;
        bool first_in_walk = true;
        // Positions are in `batch`, one past their place in `pending`; the first is the `[` put before it.
        for (uint32_t i = 1; i < count; i++) {
            size_t position = positions[i];
            char c = bytes[position];
            if (depth > 0 && c != ',') {
                if (c == '{' || c == '[') {
                    if (++depth >= JR_MAX_DEPTH) return false;
                } else if ((c == '}' || c == ']') && --depth == 0) {
                    if (has_backslash_outside_strings(bytes, record_start + 1, position + 1)) return false;
                    complete = position;
                    ranges.push_back({base + record_start, position - record_start});
                    after_separator = false;
                }
                continue;
            }
            char next = i + 1 < count ? bytes[positions[i + 1]] : '\0';
            if (depth == 0 && layout == JR_LAYOUT_SEQUENCE) {
                if (c != '{') {
                    // Records follow one another without commas or brackets; anything else ends them.
                    if (c == ',' || c == ']' || c == '}') return false;
                    not_an_object = true;
                    problem = base + position - 1;
                    return true;
                }
                // Blanks separate two records: one becomes the comma of the array they are parsed as.
                if (first_in_walk) {
                    // Right after the last record handed over (`}{`): as in one piece, no blank between.
                    if (after_record && position == 1) return false;
                    first_in_walk = false;
                } else {
                    if (!is_blank(bytes[position - 1])) return false;
                    bytes[position - 1] = ',';
                }
                depth = 1;
                record_start = position - 1;
            } else if (depth == 0) {
                if (c == '{') {
                    if (!after_separator) return false;
                    depth = 1;
                    record_start = position - 1;
                } else if (c == ']') {
                    array_closed = true;
                    closing = position - 1;
                    return true;
                } else if (c == ',') {
                    // A comma must follow an element, and come before one or before the closing `]`.
                    if (after_separator) return false;
                    after_separator = true;
                    if (next == ']') bytes[position] = ' ';
                } else {
                    // An element that is not an object: it ends the records.
                    if (!after_separator) return false;
                    not_an_object = true;
                    problem = base + position - 1;
                    return true;
                }
            } else if (next == '}' || next == ']') {
                // A comma inside a record, last in its object or array.
                bytes[position] = ' ';
            }
        }
        return true;
    }

    /// Moves the line and column of `base` past `pending[0, length)`.
    void advance(size_t length) {
        const char *start = pending.data();
        const char *line_start = start;
        const char *end = start + length;
        while (line_start < end) {
            const void *line_break = memchr(line_start, '\n', end - line_start);
            if (!line_break) break;
            line++;
            column = 1;
            line_start = static_cast<const char *>(line_break) + 1;
        }
        for (const char *p = line_start; p < end; p++) column += (static_cast<unsigned char>(*p) & 0xC0) != 0x80;
        base += length;
    }

    /// Drops `pending[0, length)`, which is read.
    void drop(size_t length) {
        advance(length);
        pending.erase(0, length);
        closing -= std::min(closing, length);
    }

    /// Parses `pending[0, complete)` as records, hands them over and drops them from `pending`.
    jr_stream_status parse_complete(jr_record_callback callback, void *context) {
        if (complete == 0) return JR_STREAM_MORE;
        size_t start = 0;
        while (start < complete && is_blank(pending[start])) start++;
        if (after_record && layout != JR_LAYOUT_SEQUENCE) {
            if (pending[start] != ',') return JR_STREAM_SYNTAX;
            start++;
        }
        // The batch holds `'[' + pending[0, …)` with its trailing commas blanked: the records from
        // `start` to `complete` become an array of their own in place, brackets over their neighbours.
        if (batch.size() < complete + 2) batch.resize(complete + 2);
        batch[start] = '[';
        batch[complete + 1] = ']';
        ondemand::document document;
        size_t record = 0;
        // A mistake after records were handed over leaves unread only what comes after them, as when
        // they came in a piece of their own (what simdjson skips in them is not looked at again).
        auto stop = [&](jr_stream_status status) {
            if (record > 0) {
                const jr_range &last = ranges[record - 1];
                drop(last.offset + last.length - base);
                after_record = true;
            }
            return status;
        };
        padded_string_view array_text(batch.data() + start, complete - start + 2, batch.capacity() - start);
        if (parser.iterate(array_text).get(document)) return JR_STREAM_SYNTAX;
        ondemand::array array;
        if (document.get_array().get(array)) return JR_STREAM_SYNTAX;
        for (auto element : array) {
            ondemand::object object;
            if (element.get_object().get(object) || record == ranges.size()) return stop(JR_STREAM_SYNTAX);
            current = {batch.data() + (ranges[record].offset - base) + 1, static_cast<size_t>(ranges[record].length)};
            switch (hand_over(object, keys, values, ranges[record], callback, context)) {
            case Handed::taken:
                record++;
                records++;
                break;
            case Handed::stopped: return JR_STREAM_STOPPED;
            case Handed::syntax: return stop(JR_STREAM_SYNTAX);
            }
        }
        if (record != ranges.size()) return stop(JR_STREAM_SYNTAX);
        const char *after = nullptr;
        if (document.current_location().get(after) != OUT_OF_BOUNDS) return stop(JR_STREAM_SYNTAX);
        ranges.clear();
        drop(complete);
        complete = 0;
        after_record = true;
        return JR_STREAM_MORE;
    }

    /// Whether `text` is well-formed JSON (simdjson's whole parse, which checks every value).
    static bool is_valid_json(const std::string &text) {
        thread_local dom::parser checker;
        padded_string padded(text);
        blank_trailing_commas(padded.data(), text.size());
        return !checker.parse(padded).error();
    }

    /// Where string `"…"` starting at `pending[i]` ends (just past its closing quote); npos when it has
    /// not arrived whole.
    size_t string_end(size_t i) const {
        for (i++; i < pending.size(); i++) {
            if (pending[i] == '\\') i++;
            else if (pending[i] == '"') return i + 1;
        }
        return std::string::npos;
    }

    /// Where the value starting at `pending[i]` ends (strings and nesting followed, not checked);
    /// npos when it has not arrived whole, or nests too deep (which the check of the whole then finds).
    size_t value_end(size_t i) const {
        int depth = 0;
        for (; i < pending.size(); i++) {
            char c = pending[i];
            if (c == '"') {
                size_t end = string_end(i);
                if (end == std::string::npos) return end;
                i = end - 1;
                if (depth == 0) return end;
            } else if (c == '{' || c == '[') {
                if (++depth >= JR_MAX_DEPTH) return std::string::npos;
            } else if (c == '}' || c == ']') {
                if (--depth <= 0) return depth == 0 ? i + 1 : i;
            } else if (depth == 0 && (c == ',' || is_blank(c))) {
                return i;
            }
        }
        return std::string::npos;
    }

    /// Finds the member's array in the top-level object that `pending[start, …)` begins, for
    /// `JR_LAYOUT_MEMBER`: MORE until it has arrived, then the array's `[` dropped with all before it
    /// (checked as JSON) and `found` set, or why not.
    jr_stream_status find_member(size_t start, bool is_last, bool &found) {
        auto more = [&] {
            if (is_last) return JR_STREAM_SYNTAX;
            return pending.size() > JR_MAX_RECORD_BYTES ? JR_STREAM_TOO_LONG : JR_STREAM_MORE;
        };
        auto blanks = [&](size_t &i) {
            while (i < pending.size() && is_blank(pending[i])) i++;
            return i < pending.size();
        };
        if (pending[start] != '{') {
            problem = base + start;
            return JR_STREAM_NOT_AN_ARRAY;
        }
        size_t i = start + 1;
        while (true) {
            if (!blanks(i)) return more();
            if (pending[i] == '}') break;
            if (pending[i] != '"') return JR_STREAM_SYNTAX;
            size_t key_end = string_end(i);
            if (key_end == std::string::npos) return more();
            bool is_member = std::string_view(pending).substr(i + 1, key_end - i - 2) == member;
            i = key_end;
            if (!blanks(i)) return more();
            if (pending[i] != ':') return JR_STREAM_SYNTAX;
            i++;
            if (!blanks(i)) return more();
            if (is_member) {
                if (pending[i] != '[') {
                    problem = base + i;
                    return JR_STREAM_NOT_AN_ARRAY;
                }
                // The members before it must read as JSON, as the rest of the document must.
                if (!is_valid_json(pending.substr(start, i - start) + "[]}")) return JR_STREAM_SYNTAX;
                drop(i + 1);
                found = true;
                return JR_STREAM_MORE;
            }
            i = value_end(i);
            if (i == std::string::npos || !blanks(i)) return more();
            if (pending[i] == '}') break;
            if (pending[i] != ',') return JR_STREAM_SYNTAX;
            i++;
        }
        // The object ends without the member: not what the reader reads, unless it is not JSON at all.
        if (!is_valid_json(pending.substr(start, i + 1 - start))) return JR_STREAM_SYNTAX;
        problem = base + start;
        return JR_STREAM_NOT_AN_ARRAY;
    }

    jr_stream_status feed(const char *bytes, size_t length, bool is_last, jr_record_callback callback, void *context) {
        if (length > 0) {
            size_t first = pending.size();
            pending.append(bytes, length);
            // GeoJSONSeq's record separators count as blanks.
            if (layout == JR_LAYOUT_SEQUENCE) std::replace(pending.begin() + first, pending.end(), '\x1E', ' ');
        }
        if (phase == Phase::before_array) {
            if (!mark_checked) {
                // A UTF-8 byte-order mark, which Foundation allows, takes no column.
                std::string_view mark = "\xEF\xBB\xBF";
                if (pending.size() < mark.size() && !is_last && mark.substr(0, pending.size()) == pending) return JR_STREAM_MORE;
                mark_checked = true;
                if (pending.compare(0, mark.size(), mark) == 0) {
                    pending.erase(0, mark.size());
                    base = mark.size();
                }
            }
            size_t i = 0;
            while (i < pending.size() && is_blank(pending[i])) i++;
            if (i == pending.size()) return is_last ? JR_STREAM_SYNTAX : JR_STREAM_MORE;
            if (layout == JR_LAYOUT_MEMBER) {
                bool found = false;
                jr_stream_status status = find_member(i, is_last, found);
                if (!found) return status;
            } else if (layout == JR_LAYOUT_ARRAY) {
                if (pending[i] != '[') {
                    problem = base + i;
                    return JR_STREAM_NOT_AN_ARRAY;
                }
                drop(i + 1);
            }
            phase = Phase::in_array;
        }
        if (phase == Phase::in_array) {
            bool array_closed = false;
            Scan scanned = scan(is_last, array_closed);
            jr_stream_status status = parse_complete(callback, context);
            if (status != JR_STREAM_MORE) return status;
            if (scanned == Scan::mistake) return JR_STREAM_SYNTAX;
            if (not_an_object) return JR_STREAM_NOT_AN_OBJECT;
            if (array_closed) {
                // Only blanks, and one comma after a record, may lie between the last record and `]`.
                bool comma = false;
                for (size_t i = 0; i < closing; i++) {
                    if (pending[i] == ',' && after_record && !comma) {
                        comma = true;
                    } else if (!is_blank(pending[i])) {
                        return JR_STREAM_SYNTAX;
                    }
                }
                phase = Phase::after_array;
            } else if (pending.size() > JR_MAX_RECORD_BYTES) {
                return JR_STREAM_TOO_LONG;  // only an unfinished record is left in `pending`
            }
        }
        if (phase == Phase::after_array) {
            if (layout == JR_LAYOUT_MEMBER) {
                // The object's members after the array, and its `}`, read as JSON once all has arrived.
                if (!is_last) return pending.size() > JR_MAX_RECORD_BYTES ? JR_STREAM_SYNTAX : JR_STREAM_MORE;
                return is_valid_json("{\"\":[]" + pending.substr(closing + 1)) ? JR_STREAM_DONE : JR_STREAM_SYNTAX;
            }
            for (size_t i = closing + 1; i < pending.size(); i++) {
                if (!is_blank(pending[i])) return JR_STREAM_SYNTAX;
            }
            return is_last ? JR_STREAM_DONE : JR_STREAM_MORE;
        }
        if (layout == JR_LAYOUT_SEQUENCE && is_last) {
            // Every record was handed over: only blanks may be left.
            for (char c : pending) {
                if (!is_blank(c)) return JR_STREAM_SYNTAX;
            }
            return JR_STREAM_DONE;
        }
        return is_last ? JR_STREAM_SYNTAX : JR_STREAM_MORE;
    }
};

extern "C" jr_stream *jr_stream_create(const jr_keys *keys) { return new (std::nothrow) jr_stream(keys, JR_LAYOUT_ARRAY, ""); }

extern "C" jr_stream *jr_stream_create_laid_out(const jr_keys *keys, jr_layout layout, const char *member, size_t length) {
    return new (std::nothrow) jr_stream(keys, layout, std::string(member ? member : "", member ? length : 0));
}

extern "C" void jr_stream_destroy(jr_stream *stream) { delete stream; }

extern "C" jr_stream_status jr_stream_feed(
    jr_stream *stream, const char *bytes, size_t length, int is_last, jr_record_callback callback, void *context) {
    return stream->feed(bytes, length, is_last != 0, callback, context);
}

extern "C" jr_text jr_stream_unread(const jr_stream *stream) { return {stream->pending.data(), stream->pending.size()}; }

extern "C" uint64_t jr_stream_records(const jr_stream *stream) { return stream->records; }

extern "C" void jr_stream_place(const jr_stream *stream, uint64_t *offset, uint64_t *line, uint64_t *column) {
    *offset = stream->base;
    *line = stream->line;
    *column = stream->column;
}

extern "C" jr_follows jr_stream_unread_follows(const jr_stream *stream) {
    if (stream->phase == jr_stream::Phase::before_array) return JR_FOLLOWS_NOTHING;
    return stream->after_record ? JR_FOLLOWS_RECORD : JR_FOLLOWS_ARRAY_START;
}

extern "C" jr_text jr_stream_record_text(const jr_stream *stream) { return stream->current; }

extern "C" uint64_t jr_stream_problem_offset(const jr_stream *stream) { return stream->problem; }

// MARK: - One record

namespace {

/// Blanks the commas right before a `}` or `]` (blanks between), outside strings: what Foundation allows.
void blank_trailing_commas(char *bytes, size_t length) {
    bool in_string = false;
    size_t comma = SIZE_MAX;
    for (size_t i = 0; i < length; i++) {
        char c = bytes[i];
        if (in_string) {
            if (c == '\\') i++;
            else if (c == '"') in_string = false;
            continue;
        }
        if (c == '"') {
            in_string = true;
            comma = SIZE_MAX;
        } else if (c == ',') {
            comma = i;
        } else if ((c == '}' || c == ']') && comma != SIZE_MAX) {
            bytes[comma] = ' ';
            comma = SIZE_MAX;
        } else if (!is_blank(c)) {
            comma = SIZE_MAX;
        }
    }
}

}  // namespace

extern "C" int jr_parse_record(const jr_keys *keys, const char *bytes, size_t length, jr_record_callback callback, void *context) {
    thread_local ondemand::parser parser;
    padded_string padded(bytes, length);
    blank_trailing_commas(padded.data(), length);
    ondemand::document document;
    if (parser.iterate(padded).get(document)) return -1;
    ondemand::object object;
    if (document.get_object().get(object)) return -1;
    std::vector<jr_value> values(keys->keys.size());
    if (hand_over(object, *keys, values, {0, length}, callback, context) != Handed::taken) return -1;
    const char *after = nullptr;
    return document.current_location().get(after) == OUT_OF_BOUNDS ? 0 : -1;
}

extern "C" int jr_member_fields(
    const char *bytes, size_t length, const char *member, size_t member_length, jr_field_callback callback, void *context) {
    thread_local ondemand::parser parser;
    // One key without keys of its own, so that `read_value` reads any value into slot 0.
    static const jr_keys *any_value = [] {
        jr_keys *keys = new jr_keys();
        jr_keys_add(keys, -1, "", 0);
        return keys;
    }();
    padded_string padded(bytes, length);
    blank_trailing_commas(padded.data(), length);
    ondemand::document document;
    ondemand::object record;
    if (parser.iterate(padded).get(document) || document.get_object().get(record)) return -1;
    ondemand::object object = record;
    if (member_length > 0) {
        ondemand::value found;
        error_code missing = record.find_field_unordered(std::string_view(member, member_length)).get(found);
        if (missing == NO_SUCH_FIELD) return 0;
        if (missing || found.get_object().get(object)) return missing ? -1 : 0;
    }
    jr_value value{};
    for (auto field_result : object) {
        ondemand::field field;
        std::string_view key;
        if (std::move(field_result).get(field) || key_of(field, key)) return -1;
        // The key's text lies in the parser's buffer until the next key is read: the callback has it now.
        value = jr_value{};
        ondemand::value member_value = field.value();
        ondemand::json_type type;
        if (member_value.type().get(type)) return -1;
        if (type == ondemand::json_type::object) {
            std::string_view raw;
            ondemand::object nested;
            if (member_value.get_object().get(nested) || nested.raw_json().get(raw)) return -1;
            value.kind = JR_OBJECT;
            value.text = {raw.data(), raw.size()};
        } else if (read_value(member_value, *any_value, 0, &value)) {
            return -1;
        }
        if (callback({key.data(), key.size()}, &value, context) != 0) break;
    }
    return 0;
}

extern "C" bool jr_is_utf8(const char *bytes, size_t length) {
    return simdjson::validate_utf8(bytes, length);
}
