"""Checks that each labelled name set's generator writes the committed set again, byte for byte (docs/adr/0221).

A set is evidence only if anyone can rebuild it from the repository: the generator must read nothing but tracked
files and must not depend on its own last output or on sets built after it. Each generator runs in a fresh
detached worktree of HEAD, so untracked files and local edits play no part, under two hash seeds; the worktree
must stay as committed (the set or list it writes identical, no file added).

    python3 scripts/pii-regen-check.py [set ...]    (default: every set with a generator)

Exits 1 and names the sets whose output differs. Stdlib only; run from the repository root.
"""

import glob
import os
import re
import subprocess
import sys
import tempfile


def generators():
    """Set name -> generator path, for every scripts/pii-<set>-names.py that writes a labelled set
    (internal/pii/testdata/names_<set>.txt); the scripts that build word lists from other repositories
    (pii-place-names.py, pii-arabic-newsfane-names.py) take those repositories as arguments and are not sets."""
    out = {}
    for path in sorted(glob.glob("scripts/pii-*-names.py")):
        name = re.fullmatch(r"scripts/pii-(.+)-names\.py", path).group(1)
        if os.path.exists(f"internal/pii/testdata/names_{name}.txt"):
            out[name] = path
    return out


def check(name, path, tmp):
    """Whether the generator, run in a clean worktree under hash seeds 0 and 1, leaves that worktree as committed:
    a set (or list) it writes that differs shows as a change, a file it adds as untracked."""
    tree = os.path.join(tmp, name)
    subprocess.run(["git", "worktree", "add", "-q", "--detach", tree, "HEAD"], check=True)
    try:
        for seed in ("0", "1"):
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            run = subprocess.run([sys.executable, path], cwd=tree, env=env, capture_output=True, text=True)
            if run.returncode != 0:
                return f"{name}: generator failed (hash seed {seed}): {run.stderr.strip()[-300:]}"
            status = subprocess.run(["git", "status", "--porcelain"], cwd=tree, capture_output=True, text=True,
                                    check=True).stdout.strip()
            if status:
                return f"{name}: differs from the committed files (hash seed {seed}): {status.splitlines()}"
        return None
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", tree], check=True)


def main():
    gens = generators()
    names = sys.argv[1:] or list(gens)
    bad = []
    with tempfile.TemporaryDirectory(prefix="pii-regen-") as tmp:
        for name in names:
            if name not in gens:
                bad.append(f"{name}: no generator of a labelled set (scripts/pii-{name}-names.py)")
                print(bad[-1], flush=True)
                continue
            problem = check(name, gens[name], tmp)
            print(problem or f"{name}: regenerates byte for byte", flush=True)
            if problem:
                bad.append(problem)
    if bad:
        sys.exit(1)


if __name__ == "__main__":
    main()
