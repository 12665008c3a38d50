#include "ICUCollator.h"

#include <unicode/ucol.h>

_Static_assert(ICU_COLLATOR_STRENGTH == UCOL_STRENGTH, "UCOL_STRENGTH");
_Static_assert(ICU_COLLATOR_SECONDARY == UCOL_SECONDARY, "UCOL_SECONDARY");
_Static_assert(ICU_COLLATOR_NUMERIC == UCOL_NUMERIC_COLLATION, "UCOL_NUMERIC_COLLATION");
_Static_assert(ICU_COLLATOR_ON == UCOL_ON, "UCOL_ON");
_Static_assert(sizeof(UChar) == sizeof(uint16_t), "UChar");

void *icu_collator_open(const char *locale, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UCollator *collator = ucol_open(locale, &code);
    *status = code;
    return collator;
}

void icu_collator_close(void *collator) { ucol_close(collator); }

void icu_collator_set_attribute(void *collator, int32_t attribute, int32_t value, int32_t *status) {
    UErrorCode code = *status;
    ucol_setAttribute(collator, (UColAttribute)attribute, (UColAttributeValue)value, &code);
    *status = code;
}

int32_t icu_collator_sort_key(const void *collator, const uint16_t *text, int32_t length, uint8_t *key, int32_t capacity) {
    return ucol_getSortKey(collator, (const UChar *)text, length, key, capacity);
}
