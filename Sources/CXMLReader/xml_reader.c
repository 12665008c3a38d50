#include "xml_reader.h"

#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <string.h>

// An xr_parser is libxml2's parser context.
#define CONTEXT(parser) ((xmlParserCtxtPtr)(parser))

xr_parser *xr_create(
    xr_start_callback start, xr_end_callback end, xr_text_callback text, xr_error_callback error, void *context) {
    xmlSAXHandler handler;
    memset(&handler, 0, sizeof handler);
    handler.initialized = XML_SAX2_MAGIC;
    handler.startElementNs = (startElementNsSAX2Func)start;
    handler.endElementNs = (endElementNsSAX2Func)end;
    handler.characters = (charactersSAXFunc)text;
    handler.cdataBlock = (cdataBlockSAXFunc)text;
    handler.ignorableWhitespace = (ignorableWhitespaceSAXFunc)text;
    handler.serror = (xmlStructuredErrorFunc)error;
    xmlParserCtxtPtr parser = xmlCreatePushParserCtxt(&handler, context, NULL, 0, NULL);
    if (!parser) return NULL;
    xmlCtxtUseOptions(parser, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_COMPACT);
    return (xr_parser *)parser;
}

void xr_free(xr_parser *parser) {
    if (!parser) return;
    xmlFreeDoc(CONTEXT(parser)->myDoc);
    xmlFreeParserCtxt(CONTEXT(parser));
}

int xr_parse(xr_parser *parser, const char *bytes, int length, int is_last) {
    return xmlParseChunk(CONTEXT(parser), bytes, length, is_last);
}

int xr_line(xr_parser *parser) { return xmlSAX2GetLineNumber(CONTEXT(parser)); }
int xr_column(xr_parser *parser) { return xmlSAX2GetColumnNumber(CONTEXT(parser)); }

int xr_error_level(const void *error) { return ((const xmlError *)error)->level; }
const char *xr_error_message(const void *error) { return ((const xmlError *)error)->message; }
int xr_error_line(const void *error) { return ((const xmlError *)error)->line; }
int xr_error_column(const void *error) { return ((const xmlError *)error)->int2; }
