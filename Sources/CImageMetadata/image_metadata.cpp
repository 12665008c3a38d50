// See include/image_metadata.h.
#include "image_metadata.h"

// exiv2 0.27 hands images over in std::auto_ptr, which C++17 marks deprecated; 0.28 moved to unique_ptr.
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
#include <exiv2/exiv2.hpp>

#include <cstring>
#include <memory>
#include <mutex>
#include <string>

struct im_metadata {
    std::string mime_type;
    int64_t width = 0;
    int64_t height = 0;
    Exiv2::ExifData exif;
    Exiv2::XmpData xmp;
};

namespace {

/// exiv2's settings, made once: no messages on stderr, HEIF/AVIF/CR3 read, XMP's parser ready for threads.
void prepare() {
    static std::once_flag once;
    std::call_once(once, [] {
        Exiv2::LogMsg::setLevel(Exiv2::LogMsg::mute);
        Exiv2::XmpParser::initialize();
        Exiv2::enableBMFF(true);
    });
}

void copy_text(const std::string &text, char *buffer, size_t size) {
    if (buffer == nullptr || size == 0) return;
    size_t length = text.size() < size - 1 ? text.size() : size - 1;
    std::memcpy(buffer, text.data(), length);
    buffer[length] = 0;
}

im_metadata *read(Exiv2::Image::AutoPtr image, char *error, size_t error_size) {
    if (image.get() == nullptr) {
        copy_text("not a format exiv2 reads", error, error_size);
        return nullptr;
    }
    image->readMetadata();
    auto metadata = std::make_unique<im_metadata>();
    metadata->mime_type = image->mimeType();
    metadata->width = image->pixelWidth();
    metadata->height = image->pixelHeight();
    metadata->exif = image->exifData();
    metadata->xmp = image->xmpData();
    return metadata.release();
}

template <typename Open> im_metadata *guarded(Open open, char *error, size_t error_size) {
    prepare();
    try {
        return read(open(), error, error_size);
    } catch (const std::exception &exception) {
        copy_text(exception.what(), error, error_size);
    } catch (...) {
        copy_text("exiv2 failed", error, error_size);
    }
    return nullptr;
}

/// The value of `key`, from the EXIF data for `Exif.` keys and the XMP data for `Xmp.` keys.
const Exiv2::Value *value(const im_metadata *metadata, const char *key) {
    try {
        if (std::strncmp(key, "Exif.", 5) == 0) {
            auto found = metadata->exif.findKey(Exiv2::ExifKey(key));
            if (found != metadata->exif.end()) return &found->value();
        } else if (std::strncmp(key, "Xmp.", 4) == 0) {
            auto found = metadata->xmp.findKey(Exiv2::XmpKey(key));
            if (found != metadata->xmp.end()) return &found->value();
        }
    } catch (...) {
    }
    return nullptr;
}

}  // namespace

extern "C" {

im_metadata *im_metadata_open(const char *path, char *error, size_t error_size) {
    return guarded([path] { return Exiv2::ImageFactory::open(path); }, error, error_size);
}

im_metadata *im_metadata_open_bytes(const uint8_t *bytes, size_t length, char *error, size_t error_size) {
    return guarded([=] { return Exiv2::ImageFactory::open(bytes, static_cast<long>(length)); }, error, error_size);
}

void im_metadata_free(im_metadata *metadata) { delete metadata; }

const char *im_metadata_mime_type(const im_metadata *metadata) { return metadata->mime_type.c_str(); }

int64_t im_metadata_pixel_width(const im_metadata *metadata) { return metadata->width; }

int64_t im_metadata_pixel_height(const im_metadata *metadata) { return metadata->height; }

int64_t im_metadata_exif_count(const im_metadata *metadata) { return static_cast<int64_t>(metadata->exif.count()); }

int im_metadata_add_exif(im_metadata *metadata, const uint8_t *tiff, size_t length) {
    try {
        Exiv2::ExifParser::decode(metadata->exif, tiff, static_cast<uint32_t>(length));
        return 1;
    } catch (...) {
        return 0;
    }
}

im_kind im_metadata_kind(const im_metadata *metadata, const char *key, int64_t *count) {
    const Exiv2::Value *found = value(metadata, key);
    if (count != nullptr) *count = found == nullptr ? 0 : found->count();
    if (found == nullptr) return IM_ABSENT;
    switch (found->typeId()) {
    case Exiv2::asciiString:
    case Exiv2::string:
    case Exiv2::xmpText:
    case Exiv2::langAlt:
        return IM_TEXT;
    case Exiv2::unsignedByte:
    case Exiv2::unsignedShort:
    case Exiv2::unsignedLong:
    case Exiv2::unsignedRational:
    case Exiv2::signedByte:
    case Exiv2::signedShort:
    case Exiv2::signedLong:
    case Exiv2::signedRational:
        return IM_NUMBERS;
    default:
        return IM_OTHER;
    }
}

int64_t im_metadata_text(const im_metadata *metadata, const char *key, char *buffer, size_t size) {
    const Exiv2::Value *found = value(metadata, key);
    if (found == nullptr) return -1;
    try {
        std::string text = found->toString();
        copy_text(text, buffer, size);
        return static_cast<int64_t>(text.size());
    } catch (...) {
        return -1;
    }
}

int im_metadata_rational(const im_metadata *metadata, const char *key, int64_t index, int64_t *numerator,
                         int64_t *denominator) {
    const Exiv2::Value *found = value(metadata, key);
    if (found == nullptr || index < 0 || index >= found->count()) return 0;
    try {
        switch (found->typeId()) {
        case Exiv2::unsignedRational: {
            auto &rationals = static_cast<const Exiv2::URationalValue &>(*found).value_;
            *numerator = rationals[index].first;
            *denominator = rationals[index].second;
            return 1;
        }
        case Exiv2::signedRational: {
            auto &rationals = static_cast<const Exiv2::RationalValue &>(*found).value_;
            *numerator = rationals[index].first;
            *denominator = rationals[index].second;
            return 1;
        }
        case Exiv2::unsignedByte:
        case Exiv2::unsignedShort:
        case Exiv2::unsignedLong:
        case Exiv2::signedByte:
        case Exiv2::signedShort:
        case Exiv2::signedLong:
            *numerator = found->toLong(static_cast<long>(index));
            *denominator = 1;
            return 1;
        default:
            return 0;
        }
    } catch (...) {
        return 0;
    }
}

}  // extern "C"
