// libxml2's streaming reader (xmlTextReader) behind plain C types: Debian's libxml2 headers bring
// ICU's, which clash with Foundation's own copy in a Swift module, so Swift sees only these. Each
// function passes straight through to its libxml2 namesake; no logic lives here.
#ifndef XML_READER_H
#define XML_READER_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct xr_reader xr_reader;

/// Hands libxml2 up to `length` bytes in `buffer`: how many (0 at the end, -1 on failure).
typedef int (*xr_read_callback)(void *context, char *buffer, int length);

/// An error libxml2 reports: its level (1 warning, 2 error, 3 fatal), message, line and column.
typedef void (*xr_error_callback)(void *context, int level, const char *message, int line, int column);

/// A reader of the document `read` hands over, never fetching anything from the network nor expanding
/// entities (XML_PARSE_NONET; no XML_PARSE_NOENT or XML_PARSE_DTDLOAD); nil without memory.
xr_reader *xr_create(xr_read_callback read, xr_error_callback error, void *context);
void xr_free(xr_reader *reader);

/// xmlTextReaderRead: 1 a node was read, 0 the end, -1 an error.
int xr_read(xr_reader *reader);

/// The node's kind, as xmlReaderTypes numbers them.
enum { XR_ELEMENT = 1, XR_TEXT = 3, XR_CDATA = 4, XR_END_ELEMENT = 15 };
int xr_node_type(xr_reader *reader);
/// The node's local name (no prefix), valid until the next read.
const char *xr_local_name(xr_reader *reader);
/// The node's text, valid until the next read.
const char *xr_value(xr_reader *reader);
int xr_is_empty_element(xr_reader *reader);
int xr_depth(xr_reader *reader);
/// The current element's attribute `name` (free it with `xr_free_text`), or nil.
char *xr_attribute(xr_reader *reader, const char *name);
void xr_free_text(char *text);
int xr_line(xr_reader *reader);
/// The line the current node starts on (xmlGetLineNo), whatever the parser has read past it.
long xr_node_line(xr_reader *reader);
int xr_column(xr_reader *reader);

#ifdef __cplusplus
}
#endif

#endif
