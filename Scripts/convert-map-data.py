#!/usr/bin/env python3
"""Writes Resources/world.map, the map outlines the app draws, from Natural Earth 1:50m (CC0).

The source is Debian's r-cran-rnaturalearthdata, read without R and with Python's standard library
alone: its data is an R lazy-load database of LZMA2-compressed R serialisations, which
r_lazy_load.py (beside this script) reads. `make map-data` downloads the package and runs this script.

Layers written: coastlines (coastline50), country borders (edges that two countries50 polygons
share), state and province borders of the United States and Canada (edges that two states50
polygons of one country share), and the Great Lakes' shores (states50 outer edges far from any
coastline or border, which coastline50 lacks). Polygon outlines are not drawn: they carry seam
edges along 180° and the South Pole.

File format (all integers little-endian):
    8 bytes   magic "LMKMAP1\n"
    8 bytes   FNV-1a 64 of the payload
    payload   varint line count, then per line: kind byte (0 coast, 1 country border, 2 state
              border), varint point count, then per point zigzag-varint deltas of longitude and
              latitude in 1e-4 degrees, each from the previous point (the first from 0, 0).
"""

import argparse
import math
import sys

from data_file import file_bytes, varint, zigzag
from r_lazy_load import load_objects

COAST, COUNTRY, STATE = 0, 1, 2
SCALE = 10_000  # units per degree
TOLERANCE_KM = 1.0  # Douglas–Peucker tolerance
EARTH_KM_PER_DEGREE = 111.195


def points_of(sp_shape):
    """The (longitude, latitude) points of an `sp` Line or Polygon."""
    return sp_shape["coords"].matrix_rows()


def edge_key(a, b):
    ka = (round(a[0], 7), round(a[1], 7))
    kb = (round(b[0], 7), round(b[1], 7))
    return (ka, kb) if ka <= kb else (kb, ka)


def polygon_edges(polygons, owners):
    """Maps each undirected edge to the set of owners whose rings hold it."""
    edges = {}
    for polygon, owner in zip(polygons, owners):
        for ring in polygon["Polygons"].value:
            ring_points = points_of(ring)
            for a, b in zip(ring_points, ring_points[1:]):
                if edge_key(a, b)[0] == edge_key(a, b)[1]:
                    continue
                edges.setdefault(edge_key(a, b), set()).add(owner)
    return edges


def chain(edges):
    """Joins undirected edges (pairs of points) into polylines."""
    neighbours = {}
    for a, b in edges:
        neighbours.setdefault(a, []).append(b)
        neighbours.setdefault(b, []).append(a)
    used = set()
    lines = []

    def walk(start, first):
        line = [start]
        previous, current = start, first
        used.add(edge_key(previous, current))
        line.append(current)
        while len(neighbours[current]) == 2:
            following = next((n for n in neighbours[current] if edge_key(current, n) not in used), None)
            if following is None:
                break
            used.add(edge_key(current, following))
            line.append(following)
            previous, current = current, following
        return line

    for node in sorted(neighbours):
        if len(neighbours[node]) != 2:
            for n in neighbours[node]:
                if edge_key(node, n) not in used:
                    lines.append(walk(node, n))
    for node in sorted(neighbours):  # rings with no end
        for n in neighbours[node]:
            if edge_key(node, n) not in used:
                lines.append(walk(node, n))
    return lines


def shared_edges(edges):
    return [key for key, owners in edges.items() if len(owners) > 1]


def simplify(points, tolerance_km=TOLERANCE_KM):
    """Douglas–Peucker on a local equirectangular plane (cos of each segment's latitude), in km."""
    if len(points) < 3:
        return points
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        first, last = stack.pop()
        (ax, ay), (bx, by) = points[first], points[last]
        scale = math.cos(math.radians((ay + by) / 2))
        dx, dy = (bx - ax) * scale, by - ay
        length = math.hypot(dx, dy)
        farthest, distance = None, 0.0
        for i in range(first + 1, last):
            px, py = (points[i][0] - ax) * scale, points[i][1] - ay
            d = abs(dx * py - dy * px) / length if length > 0 else math.hypot(px, py)
            if d > distance:
                farthest, distance = i, d
        if farthest is not None and distance * EARTH_KM_PER_DEGREE > tolerance_km:
            keep[farthest] = True
            stack += [(first, farthest), (farthest, last)]
    return [p for p, k in zip(points, keep) if k]


def lake_shores(state_edges, other_lines, near_km=3.0):
    """States50 outer edges in the Great Lakes' box more than `near_km` from every other line's points."""
    cell = 0.1
    grid = {}
    for line in other_lines:
        for lon, lat in line:
            grid.setdefault((int(lon // cell), int(lat // cell)), []).append((lon, lat))

    def is_far(point):
        lon, lat = point
        gx, gy = int(lon // cell), int(lat // cell)
        scale = math.cos(math.radians(lat))
        for x in range(gx - 1, gx + 2):
            for y in range(gy - 1, gy + 2):
                for olon, olat in grid.get((x, y), ()):
                    if math.hypot((olon - lon) * scale, olat - lat) * EARTH_KM_PER_DEGREE < near_km:
                        return False
        return True

    edges = [
        key
        for key, owners in state_edges.items()
        if len(owners) == 1
        and all(-93.0 < lon < -75.0 and 41.0 < lat < 49.5 for lon, lat in key)
        and is_far(key[0])
        and is_far(key[1])
    ]
    return [line for line in chain(edges) if len(line) >= 3]


def encode(lines):
    """The file's bytes for (kind, points) lines."""
    payload = bytearray()
    quantized = []
    for kind, points in lines:
        integers = []
        for lon, lat in points:
            p = (round(lon * SCALE), round(lat * SCALE))
            if not integers or integers[-1] != p:
                integers.append(p)
        if len(integers) >= 2:
            quantized.append((kind, integers))
    payload += varint(len(quantized))
    for kind, integers in quantized:
        payload.append(kind)
        payload += varint(len(integers))
        x, y = 0, 0
        for lon, lat in integers:
            payload += varint(zigzag(lon - x))
            payload += varint(zigzag(lat - y))
            x, y = lon, lat
    return file_bytes(b"LMKMAP1\n", payload), quantized


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("source", help="rnaturalearthdata's data folder (Rdata.rdx, Rdata.rdb)")
    parser.add_argument("output", help="the map file to write, e.g. Resources/world.map")
    arguments = parser.parse_args()
    load = load_objects(arguments.source)

    coast = [points_of(line) for feature in load("coastline50")["lines"].value for line in feature["Lines"].value]
    countries = load("countries50")["polygons"].value
    country_edges = polygon_edges(countries, list(range(len(countries))))
    borders = chain(shared_edges(country_edges))

    states = load("states50")
    table = states["data"]
    admins = table.value[table["names"].strings().index("admin")].strings()
    provinces = states["polygons"].value
    state_lines = []
    all_state_edges = polygon_edges(provinces, list(range(len(provinces))))
    for admin in ("United States of America", "Canada"):
        members = [(p, i) for i, (p, a) in enumerate(zip(provinces, admins)) if a == admin]
        edges = polygon_edges([p for p, _ in members], [i for _, i in members])
        state_lines += chain(shared_edges(edges))
    lakes = lake_shores(all_state_edges, coast + borders)

    lines = (
        [(COAST, simplify(line)) for line in coast + lakes]
        + [(COUNTRY, simplify(line)) for line in borders]
        + [(STATE, simplify(line)) for line in state_lines]
    )
    data, written = encode(lines)
    with open(arguments.output, "wb") as output:
        output.write(data)
    counts = {kind: sum(1 for k, _ in written if k == kind) for kind in (COAST, COUNTRY, STATE)}
    points = sum(len(p) for _, p in written)
    print(
        f"{arguments.output}: {len(written)} lines ({counts[COAST]} coast incl. {len(lakes)} lake shores, "
        f"{counts[COUNTRY]} country, {counts[STATE]} state borders), {points} points, {len(data)} bytes",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
