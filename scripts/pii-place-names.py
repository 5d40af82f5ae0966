#!/usr/bin/env python3
"""Writes internal/pii/names/places/places.txt, the world's first-level regions and its cities of more than 15,000
people, and countries.txt, the countries (docs/adr/0070), so that "Netflix Canada", "Jetstar Brisbane" or "River Foyle" are no person.

Sources (their licences sit beside the output, see names/SOURCE.md):
- GeoNames' cities above 15,000 inhabitants with their country and region, as kept by datasets/world-cities
  (data/world-cities.csv; CC BY 4.0, credit: GeoNames, geonames.org);
- the ISO 3166 country names as kept by datasets/country-list (data.csv; PDDL 1.0).
Names of Latin letters only, as written; regions and countries once each. Deterministic; run from the repository root:
python3 scripts/pii-place-names.py <world-cities.git> <country-list.git>
"""
import csv
import io
import subprocess
import sys
import unicodedata

CITIES_COMMIT = "49974c675a13f12ec0b8b8164f0f82f017b896fc"
COUNTRIES_COMMIT = "0f12c2e94ac0c4d6718d6ad402a95f2e8c00b381"
OUT = "internal/pii/names/places/places.txt"
COUNTRIES = "internal/pii/names/places/countries.txt"


def git(repo, rev, path):
    return subprocess.run(["git", "--git-dir", repo, "show", rev + ":" + path], check=True,
                          capture_output=True).stdout.decode("utf-8")


def latin(name):
    return name and all(unicodedata.name(c, "").startswith("LATIN") or c in " '’-." for c in name)


def main():
    names, countries = set(), set()
    for row in csv.DictReader(io.StringIO(git(sys.argv[1], CITIES_COMMIT, "data/world-cities.csv"))):
        for v in (row["name"], row["subcountry"]):
            v = " ".join(v.split())
            if latin(v):
                names.add(v)
        if latin(row["country"]):
            countries.add(" ".join(row["country"].split()))
    for row in csv.DictReader(io.StringIO(git(sys.argv[2], COUNTRIES_COMMIT, "data.csv"))):
        v = " ".join(row["Name"].split())
        if latin(v):
            countries.add(v)
    with open(OUT, "w", encoding="utf-8") as out:
        out.write("# Regions and cities above 15,000 people (GeoNames via datasets/world-cities %s, CC BY 4.0,\n"
                  % CITIES_COMMIT[:7])
        out.write("# credit GeoNames); written by scripts/pii-place-names.py. Do not edit by hand.\n")
        for n in sorted(names - countries):
            out.write(n + "\n")
    with open(COUNTRIES, "w", encoding="utf-8") as out:
        out.write("# Countries (ISO 3166 via datasets/country-list %s, PDDL 1.0; GeoNames via datasets/world-cities %s,\n"
                  % (COUNTRIES_COMMIT[:7], CITIES_COMMIT[:7]))
        out.write("# CC BY 4.0); written by scripts/pii-place-names.py. Do not edit by hand.\n")
        for n in sorted(countries):
            out.write(n + "\n")


if __name__ == "__main__":
    main()
