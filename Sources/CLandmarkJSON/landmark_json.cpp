#include "landmark_json.h"

#include <simdjson.h>

#include <string_view>

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

/// One record into `out`; false when it is not one this reader vouches for.
bool record(ondemand::object object, lj_landmark &out) {
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

}  // namespace

extern "C" int lj_read_landmarks(const char *bytes, size_t length, lj_landmark_callback callback, void *context) {
    padded_string json(bytes, length);
    ondemand::parser parser;
    ondemand::document document;
    if (parser.iterate(json).get(document)) return 0;
    ondemand::array array;
    if (document.get_array().get(array)) return 0;
    for (auto element : array) {
        ondemand::object object;
        if (element.get_object().get(object)) return 0;
        lj_landmark landmark;
        if (!record(object, landmark)) return 0;
        if (callback(&landmark, context) != 0) return 0;
    }
    // Nothing may follow the array: past its end there is no location.
    const char *after = nullptr;
    return document.current_location().get(after) == OUT_OF_BOUNDS ? 1 : 0;
}
