"""Packaging: the wheel's package list is complete, resources are found, and the
installable app's files (packaging/) are consistent — fast checks, no build needed."""

from __future__ import annotations

import ast
import configparser
import importlib.util
import re
import struct
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from desktop import __version__
from desktop.assets import resource_path, rules_text

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_is_listed_in_pyproject() -> None:
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "desktop").rglob("__init__.py")}
    assert found | {"desktop.resources", "desktop.resources.rules", "desktop.resources.help"} == listed


def test_rules_pages_are_found_for_every_game() -> None:
    from desktop.games.registry import all_entries

    for game in all_entries():
        assert game.rules_pages
        for page in game.rules_pages:
            assert rules_text(page).startswith("# "), page
    assert resource_path("rules").is_dir()


# --- The installable app (packaging/). ---

PACKAGING = ROOT / "packaging"
APP_ID = "io.github.xenogames.XenoGames"
ICONS = ROOT / "resources" / "icons"


def _load(name: str) -> ModuleType:
    """A script under packaging/ (not a package: the folder would hide PyPI's ``packaging``)."""
    spec = importlib.util.spec_from_file_location(f"_packaging_{name}", PACKAGING / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _spec_values() -> dict[str, object]:
    """PLUGINS, SYSTEM_LIBS and STDLIB_EXCLUDES from the PyInstaller spec, without running PyInstaller."""
    tree = ast.parse((PACKAGING / "xeno-games.spec").read_text())
    values: dict[str, object] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
            if name in ("PLUGINS", "SYSTEM_LIBS", "STDLIB_EXCLUDES"):
                values[name] = eval(compile(ast.Expression(node.value), "spec", "eval"), {"re": re})
    return values


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read_string((PACKAGING / "linux" / f"{APP_ID}.desktop").read_text())
    return parser["Desktop Entry"]


def test_desktop_entry_names_the_command_and_an_existing_icon() -> None:
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "xeno-games"  # install.sh rewrites exactly this
    assert entry["Icon"] == APP_ID
    assert (ICONS / f"{APP_ID}.svg").is_file()
    assert "Game" in entry["Categories"].split(";")


def test_icons_are_square_pngs_of_their_folder_size() -> None:
    sizes = []
    for png in sorted((ICONS / "hicolor").glob(f"*/apps/{APP_ID}.png")):
        header = png.read_bytes()[:24]
        assert header[:8] == b"\x89PNG\r\n\x1a\n", png
        width, height = struct.unpack(">II", header[16:24])
        assert f"{width}x{height}" == png.parent.parent.name
        sizes.append(width)
    assert {16, 32, 48, 64, 128, 256, 512} <= set(sizes)


def test_committed_svg_icon_is_what_make_icons_draws() -> None:
    make_icons = _load("make_icons")
    svg = (ICONS / f"{APP_ID}.svg").read_text()
    assert svg == make_icons.svg(), "run packaging/make_icons.py again after changing it"
    ET.fromstring(svg)


def test_metainfo_matches_the_app() -> None:
    root = ET.parse(PACKAGING / "linux" / f"{APP_ID}.metainfo.xml").getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    assert root.findtext("icon") == APP_ID
    newest = root.find("releases/release")
    assert newest is not None and newest.get("version") == __version__, (
        "add a <release> for the new version at the top of the metainfo's <releases>"
    )
    shots = [image.text or "" for image in root.iter("image")]
    assert shots
    for url in shots:  # published copies of the README's screenshots
        assert (ROOT / "resources" / "screenshots" / url.rsplit("/", 1)[-1]).is_file(), url


SCRIPTS = ["build.sh", "ci.sh", "setup.sh", "linux/install.sh", "linux/uninstall.sh"]


@pytest.mark.parametrize("script", SCRIPTS)
def test_shell_scripts_parse(script: str) -> None:
    subprocess.run(["bash", "-n", str(PACKAGING / script)], check=True)


def test_spec_keeps_only_the_qt_plugins_the_app_uses() -> None:
    plugins = _spec_values()["PLUGINS"]
    assert isinstance(plugins, set)
    assert "platforms/libqxcb.so" in plugins
    assert any(p.startswith("xcbglintegrations/") for p in plugins)
    unwanted = ("gtk", "wayland", "eglfs", "vnc", "linuxfb", "platformthemes", "imageformats", "ibus")
    assert not [p for p in plugins if any(word in p for word in unwanted)]
    text = (PACKAGING / "xeno-games.spec").read_text()
    assert '"PySide6/Qt/translations/"' in text  # Qt's translations are dropped
    assert 'collect_submodules("desktop")' in text  # no hand-kept list of the app's modules


def test_spec_leaves_system_libraries_to_the_system() -> None:
    values = _spec_values()
    system = values["SYSTEM_LIBS"]
    assert isinstance(system, re.Pattern)
    for soname in (
        "libX11.so.6",
        "libxcb-icccm.so.4",
        "libxkbcommon-x11.so.0",
        "libfontconfig.so.1",
        "libfreetype.so.6",
        "libGL.so.1",
        "libEGL.so.1",
        "libglib-2.0.so.0",
        "libdbus-1.so.3",
        "libstdc++.so.6",
        "libgio-2.0.so.0",
    ):
        assert system.fullmatch(soname), soname
    for soname in (
        "libQt6Core.so.6",
        "libicudata.so.73",
        "libpython3.11.so.1.0",
        "libffi.so.8",
        "libshiboken6.abi3.so.6.11",
        "libscipy_openblas64_-32a4b2a6.so",
    ):
        assert not system.fullmatch(soname), soname
    assert {"_hashlib", "readline", "tkinter"} <= set(values["STDLIB_EXCLUDES"])  # type: ignore[arg-type]
    assert not {"ssl", "_ssl"} & set(values["STDLIB_EXCLUDES"])  # type: ignore[arg-type]  # network play
    assert not {"sqlite3", "_sqlite3"} & set(values["STDLIB_EXCLUDES"])  # type: ignore[arg-type]  # the library


def test_every_system_library_qt_needs_has_a_debian_package() -> None:  # objdump: binutils, from setup.sh
    """The installed PySide6's Qt libraries and kept plugins need only libraries the .deb can depend on."""
    import PySide6

    elfdeps = _load("elfdeps")
    qt = Path(PySide6.__file__).parent / "Qt"
    plugins = _spec_values()["PLUGINS"]
    assert isinstance(plugins, set)
    files = [qt / "plugins" / p for p in plugins] + sorted((qt / "lib").glob("libQt6*.so.*"))
    used = {"Core", "Gui", "Widgets", "OpenGL", "OpenGLWidgets", "DBus", "XcbQpa"}
    files = [f for f in files if "plugins" in f.parts or f.name.split(".")[0][len("libQt6") :] in used]
    bundled = {p.name for p in (qt / "lib").iterdir()}
    missing = {}
    for path in files:
        needed, _ = elfdeps.dynamic_info(path)
        for name in needed:
            if name not in bundled and name not in elfdeps.PACKAGES:
                missing[name] = path.name
    assert not missing, f"add to PACKAGES in packaging/elfdeps.py: {missing}"


def test_deb_depends_pin_glibc_and_offer_the_t64_names() -> None:
    elfdeps = _load("elfdeps")
    info = {
        "system": {name: {"x"} for name in ("libc.so.6", "libm.so.6", "libglib-2.0.so.0", "libstdc++.so.6")},
        "glibc": ((2, 35), "x"),
        "glibcxx": (3, 4, 29),
    }
    entries = elfdeps.depends(info)
    assert entries[:3] == ["libc6 (>= 2.35)", "libglib2.0-0t64 | libglib2.0-0", "libstdc++6 (>= 11)"]
    assert entries.count("libc6 (>= 2.35)") == 1
    assert "libgl1-mesa-dri" in entries


def test_tarball_readme_placeholders_are_all_filled_by_build_sh() -> None:
    placeholders = set(re.findall(r"@\w+@", (PACKAGING / "linux" / "README.txt").read_text()))
    build = (PACKAGING / "build.sh").read_text()
    assert placeholders and all(f"s/{p}/" in build for p in placeholders)
