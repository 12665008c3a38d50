#include "xml_reader.h"

#include <libxml/xmlreader.h>
#include <stdlib.h>

struct xr_reader {
    xmlTextReaderPtr reader;
    xr_error_callback error;
    void *context;
};

static void report(void *context, xmlErrorPtr error) {
    struct xr_reader *reader = context;
    reader->error(reader->context, error->level, error->message, error->line, error->int2);
}

xr_reader *xr_create(xr_read_callback read, xr_error_callback error, void *context) {
    struct xr_reader *reader = calloc(1, sizeof *reader);
    if (!reader) return NULL;
    reader->error = error;
    reader->context = context;
    int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_COMPACT;
    reader->reader = xmlReaderForIO(read, NULL, context, NULL, NULL, options);
    if (!reader->reader) {
        free(reader);
        return NULL;
    }
    xmlTextReaderSetStructuredErrorHandler(reader->reader, report, reader);
    return reader;
}

void xr_free(xr_reader *reader) {
    if (!reader) return;
    xmlFreeTextReader(reader->reader);
    free(reader);
}

int xr_read(xr_reader *reader) { return xmlTextReaderRead(reader->reader); }
int xr_node_type(xr_reader *reader) { return xmlTextReaderNodeType(reader->reader); }
const char *xr_local_name(xr_reader *reader) { return (const char *)xmlTextReaderConstLocalName(reader->reader); }
const char *xr_value(xr_reader *reader) { return (const char *)xmlTextReaderConstValue(reader->reader); }
int xr_is_empty_element(xr_reader *reader) { return xmlTextReaderIsEmptyElement(reader->reader); }
int xr_depth(xr_reader *reader) { return xmlTextReaderDepth(reader->reader); }
char *xr_attribute(xr_reader *reader, const char *name) {
    return (char *)xmlTextReaderGetAttribute(reader->reader, (const xmlChar *)name);
}
void xr_free_text(char *text) { xmlFree(text); }
long xr_node_line(xr_reader *reader) { return xmlGetLineNo(xmlTextReaderCurrentNode(reader->reader)); }
int xr_line(xr_reader *reader) { return xmlTextReaderGetParserLineNumber(reader->reader); }
int xr_column(xr_reader *reader) { return xmlTextReaderGetParserColumnNumber(reader->reader); }
