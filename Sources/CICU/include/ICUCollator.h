#include <stdint.h>

// ICU's collator with plain C types. Swift cannot import ICU's own headers beside Foundation's copy
// of ICU (the same C names, defined differently), and cannot see the versioned names (ucol_open is
// ucol_open_72 in Debian 12) behind ICU's macros. Each function passes its call on, nothing more.

/// UCOL_STRENGTH, UCOL_SECONDARY, UCOL_NUMERIC_COLLATION and UCOL_ON (the .c file checks they are
/// ICU's values).
enum { ICU_COLLATOR_STRENGTH = 5, ICU_COLLATOR_SECONDARY = 1, ICU_COLLATOR_NUMERIC = 7, ICU_COLLATOR_ON = 17 };

/// ucol_open: a collator for the locale, or NULL; status is ICU's UErrorCode (> 0 is a failure).
void *icu_collator_open(const char *locale, int32_t *status);
/// ucol_close.
void icu_collator_close(void *collator);
/// ucol_setAttribute.
void icu_collator_set_attribute(void *collator, int32_t attribute, int32_t value, int32_t *status);
/// ucol_getSortKey: the key's length with its closing zero byte, written only if capacity allows.
int32_t icu_collator_sort_key(const void *collator, const uint16_t *text, int32_t length, uint8_t *key, int32_t capacity);
