"""Reads an R package's lazy-load database (Rdata.rdx, Rdata.rdb) with Python's standard library alone.

The index (Rdata.rdx) is a gzipped R serialisation of list(variables, references, compressed); each
object lies in Rdata.rdb at the offset and length the index gives: 4 bytes of length, a type byte
('Z' here: xz), then a raw LZMA2 stream without an xz header, holding the object's R serialisation.

Only what R's `serialize` writes for data (vectors, lists, pairlists, symbols, S4 objects, ALTREP
compact sequences, references) is read, in the XDR (big-endian) form; code and environments are
skipped over. Written for the converter because the one reader on PyPI (`rdata`) would be a download
to trust at build time, where this is ~120 lines to read.
"""

import gzip
import lzma
import struct

# R's SEXP types that data uses (R Internals, "Serialization Formats").
SYMSXP, LISTSXP, CHARSXP, LGLSXP, INTSXP, REALSXP, CPLXSXP = 1, 2, 9, 10, 13, 14, 15
STRSXP, VECSXP, EXPRSXP, RAWSXP, S4SXP = 16, 19, 20, 24, 25
ENVSXP, ATTRLISTSXP, ALTREP_SXP, REFSXP, NILVALUE_SXP = 4, 239, 238, 255, 254
PAIR_TYPES = (LISTSXP, 3, 5, 6, 17, ATTRLISTSXP, 240)  # pairlist, closure, promise, call, dots, …
SINGLETONS = (253, 252, 251, 250, 242, 241)  # global, unbound, missing, base namespace, empty, base env
PERSISTENT = (249, 248, 247)  # namespace, package, persistent: a string vector names them


class RObject:
    """An R value: its SEXP type, its value (a list for vectors, (tag, car) for a pair), attributes."""

    __slots__ = ("type", "value", "attributes")

    def __init__(self, sexp_type, value=None, attributes=None):
        self.type = sexp_type
        self.value = value
        self.attributes = attributes or {}

    def __getitem__(self, name):
        """The attribute (or S4 slot) `name`."""
        return self.attributes[name]

    def strings(self):
        """A character vector's strings (None for NA)."""
        return [element.value for element in self.value]

    def matrix_rows(self):
        """A two-column numeric matrix's rows, e.g. (longitude, latitude) points (R stores columns)."""
        count = self.attributes["dim"].value[0]
        return list(zip(self.value[:count], self.value[count : 2 * count]))


def unserialize(data):
    """The R value an XDR serialisation holds."""
    if data[:2] != b"X\n":
        raise ValueError("not an R XDR serialisation")
    position = 2
    references = []

    def integers(count):
        nonlocal position
        values = struct.unpack_from(">%di" % count, data, position)
        position += 4 * count
        return values

    def integer():
        return integers(1)[0]

    def length():
        count = integer()
        if count == -1:
            high, low = integers(2)
            count = (high << 32) + low
        return count

    def pairlist_attributes(pairs):
        attributes = {}
        while pairs is not None:
            tag, value = pairs.value
            attributes[tag.value if tag is not None else None] = value
            pairs = pairs.attributes["__next__"]
        return attributes

    def read():
        nonlocal position
        flags = integer()
        sexp_type = flags & 0xFF
        has_attributes, has_tag = flags & (1 << 9), flags & (1 << 10)
        if sexp_type == REFSXP:
            index = flags >> 8 or integer()
            return references[index - 1]
        if sexp_type == NILVALUE_SXP:
            return None
        if sexp_type in SINGLETONS:
            return RObject(sexp_type)
        if sexp_type in PERSISTENT:
            if integer() != 0:
                raise ValueError("unexpected persistent name at byte %d" % position)
            value = RObject(sexp_type, [read() for _ in range(integer())])
            references.append(value)
            return value
        if sexp_type == SYMSXP:
            value = RObject(SYMSXP, read().value)
            references.append(value)
            return value
        if sexp_type == ENVSXP:
            value = RObject(ENVSXP)
            references.append(value)
            integer()  # locked
            for _ in range(4):  # enclosure, frame, hash table, attributes
                read()
            return value
        if sexp_type in PAIR_TYPES:
            attributes = read() if has_attributes else None
            tag = read() if has_tag else None
            value = RObject(LISTSXP, (tag, read()))
            value.attributes["__next__"] = read()
            if attributes is not None:
                value.attributes["__attributes__"] = attributes
            return value
        if sexp_type == ALTREP_SXP:
            info, state, attributes = read(), read(), read()
            return RObject(ALTREP_SXP, (info, state), pairlist_attributes(attributes))
        if sexp_type == CHARSXP:
            count = integer()
            if count == -1:
                return RObject(CHARSXP, None)
            text = data[position : position + count].decode("utf-8", "replace")
            position += count
            return RObject(CHARSXP, text)
        if sexp_type in (LGLSXP, INTSXP):
            value = RObject(sexp_type, list(integers(length())))
        elif sexp_type == REALSXP:
            count = length()
            value = RObject(REALSXP, list(struct.unpack_from(">%dd" % count, data, position)))
            position += 8 * count
        elif sexp_type == CPLXSXP:
            position += 16 * length()
            value = RObject(CPLXSXP)
        elif sexp_type == RAWSXP:
            position += length()
            value = RObject(RAWSXP)
        elif sexp_type in (STRSXP, VECSXP, EXPRSXP):
            value = RObject(sexp_type, [read() for _ in range(length())])
        elif sexp_type == S4SXP:
            value = RObject(S4SXP)
        else:
            raise ValueError("R type %d at byte %d is not read here" % (sexp_type, position))
        if has_attributes:
            value.attributes.update(pairlist_attributes(read()))
        return value

    version = integers(3)[0]
    if version == 3:
        count = integer()
        position += count  # the native encoding's name
    return read()


def load_objects(folder):
    """A function that loads the object called `name` from the lazy-load database in `folder`."""
    with gzip.open(f"{folder}/Rdata.rdx") as index_file:
        index = unserialize(index_file.read())
    variables = index.value[index["names"].strings().index("variables")]
    places = dict(zip(variables["names"].strings(), (entry.value for entry in variables.value)))
    with open(f"{folder}/Rdata.rdb", "rb") as database_file:
        database = database_file.read()

    def load(name):
        offset, size = places[name]
        block = database[offset : offset + size]
        if block[4:5] != b"Z":
            raise ValueError(f"{name}: compression type {block[4:5]!r} is not read here")
        filters = [{"id": lzma.FILTER_LZMA2, "preset": 9 | lzma.PRESET_EXTREME}]
        return unserialize(lzma.decompress(block[5:], format=lzma.FORMAT_RAW, filters=filters))

    return load
