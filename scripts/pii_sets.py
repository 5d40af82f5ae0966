"""The labelled name sets in the order they were built, so a generator reads only the sets built before its own
(docs/adr/0221).

A generator keeps every earlier set's names out of its own. Reading every names_*.txt instead made a set's output
depend on its own last output and on sets built after it: a name a later set labels whole ("Sean O'Keefe"), where
the earlier set labelled its parts, was refused on the next run, and the set could not be rebuilt from the
repository. New sets go at the end of ORDER.
"""

import importlib.util
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The order their files were first committed in (git log --diff-filter=A on internal/pii/testdata/names_*.txt).
ORDER = ("outside", "written", "fresh", "third", "cjk_tuning", "fourth", "fifth", "sixth", "seventh", "eighth",
         "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
         "seventeenth", "eighteenth", "nineteenth", "twentieth")


def before(own, root=""):
    """The paths of the sets built before own, oldest first (relative to the repository root unless root is
    given). Raises ValueError for a set ORDER does not name, so a new set cannot silently read every file."""
    return [os.path.join(root, f"internal/pii/testdata/names_{n}.txt") for n in ORDER[:ORDER.index(own)]]


def load(name, path):
    """A script as a module (a generator's file name has hyphens, so it cannot be imported by name); importing it
    writes nothing. path is relative to the working directory: the generators run from the repository root. Every
    generator that builds on an earlier one's makers loads it this way (docs/adr/0225)."""
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod
