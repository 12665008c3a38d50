// libxml2's push parser with SAX2 callbacks, behind plain C types: Debian's libxml2 headers bring
// ICU's, which clash with Foundation's own copy in a Swift module, so Swift sees only these. Each
// function passes straight through to its libxml2 namesake; no logic lives here.
#ifndef XML_READER_H
#define XML_READER_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct xr_parser xr_parser;

/// An element's start (SAX2's startElementNs): its local name, interned in the parser's dictionary
/// (the same pointer each time); `attributes` holds five pointers per attribute: local name, prefix,
/// namespace, value, value's end (the value is not terminated by a NUL).
typedef void (*xr_start_callback)(
    void *context, const unsigned char *name, const unsigned char *prefix, const unsigned char *uri, int namespace_count,
    const unsigned char **namespaces, int attribute_count, int defaulted_count, const unsigned char **attributes);
/// An element's end (SAX2's endElementNs).
typedef void (*xr_end_callback)(void *context, const unsigned char *name, const unsigned char *prefix, const unsigned char *uri);
/// Text, CDATA or blanks: `length` bytes, a piece of a text node (SAX2's characters).
typedef void (*xr_text_callback)(void *context, const unsigned char *text, int length);
/// An error libxml2 reports (SAX2's serror), read with the `xr_error_…` functions during the call.
typedef void (*xr_error_callback)(void *context, const void *error);

/// A push parser that calls back as the bytes handed to `xr_parse` are read, never fetching anything
/// from the network (XML_PARSE_NONET) nor keeping the entities a document declares (no entityDecl
/// callback, no XML_PARSE_NOENT or XML_PARSE_DTDLOAD: a reference to one is an error); nil without memory.
xr_parser *xr_create(
    xr_start_callback start, xr_end_callback end, xr_text_callback text, xr_error_callback error, void *context);
void xr_free(xr_parser *parser);

/// The error's level (1 warning, 2 error, 3 fatal), message, line and column.
int xr_error_level(const void *error);
const char *xr_error_message(const void *error);
int xr_error_line(const void *error);
int xr_error_column(const void *error);

/// xmlParseChunk: reads `length` more bytes (`is_last`: the document ends after them); 0 when well-formed so far.
int xr_parse(xr_parser *parser, const char *bytes, int length, int is_last);
/// The line the parser has read to (xmlSAX2GetLineNumber): in a start callback, the line of the tag's end.
int xr_line(xr_parser *parser);
/// The column the parser has read to (xmlSAX2GetColumnNumber).
int xr_column(xr_parser *parser);

#ifdef __cplusplus
}
#endif

#endif
