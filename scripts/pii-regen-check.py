"""Checks that each labelled name set's generator writes the committed set again, byte for byte (docs/adr/0221).

A set is evidence only if anyone can rebuild it from the repository: the generator must read nothing but tracked
files and must not depend on its own last output or on sets built after it. Each generator runs in a fresh
detached worktree of HEAD, so untracked files and local edits play no part, under two hash seeds; the set it
writes is compared with the committed one.

    python3 scripts/pii-regen-check.py [set ...]    (default: every scripts/pii-<set>-names.py)

Exits 1 and names the sets whose output differs. Stdlib only; run from the repository root.
"""

import glob
import os
import re
import subprocess
import sys
import tempfile


def generators():
    """Set name -> generator path, for every scripts/pii-<set>-names.py."""
    out = {}
    for path in sorted(glob.glob("scripts/pii-*-names.py")):
        m = re.fullmatch(r"scripts/pii-(.+)-names\.py", path)
        out[m.group(1)] = path
    return out


def check(name, path, tmp):
    """Whether the generator, run in a clean worktree under hash seeds 0 and 1, writes the committed set."""
    out = f"internal/pii/testdata/names_{name}.txt"
    if not os.path.exists(out):
        return f"{name}: no committed {out}"
    tree = os.path.join(tmp, name)
    subprocess.run(["git", "worktree", "add", "-q", "--detach", tree, "HEAD"], check=True)
    try:
        with open(out, "rb") as f:
            want = f.read()
        for seed in ("0", "1"):
            env = dict(os.environ, PYTHONHASHSEED=seed)
            run = subprocess.run([sys.executable, path], cwd=tree, env=env, capture_output=True, text=True)
            if run.returncode != 0:
                return f"{name}: generator failed (hash seed {seed}): {run.stderr.strip()[-300:]}"
            with open(os.path.join(tree, out), "rb") as f:
                if f.read() != want:
                    return f"{name}: output differs from the committed set (hash seed {seed})"
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
                bad.append(f"{name}: no scripts/pii-{name}-names.py")
                continue
            problem = check(name, gens[name], tmp)
            print(problem or f"{name}: regenerates byte for byte", flush=True)
            if problem:
                bad.append(problem)
    if bad:
        sys.exit(1)


if __name__ == "__main__":
    main()
