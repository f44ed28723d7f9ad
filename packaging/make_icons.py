"""Draw the app icon: a ball of spaces with stacks of rings standing on it.

    .venv/bin/python packaging/make_icons.py

writes ``resources/icons/<id>.svg`` (the scalable icon) and renders it with
QtSvg to ``resources/icons/hicolor/<N>x<N>/apps/<id>.png`` for every size the
menus use.  Both are committed, so a build needs no SVG converter; run this
again only to change the drawing.

The ball is an orthographic view of a cube-sphere cut into 24 spaces, every
other one cream like the app's board (the rest show the dark ball); rings are
tori lying on their space, drawn as thick ellipses back to front.  Colours are
the app's Okabe–Ito palette.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

APP_ID = "io.github.xenogames.XenoGames"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"

Vec = tuple[float, float, float]

CX, CY, RADIUS = 64.0, 62.0, 50.0  # the ball on a 128 × 128 canvas
LIGHT = (-0.45, -0.6, 0.66)  # towards the upper left, in front (y points down, as on screen)
CREAM = (0.94, 0.90, 0.82)
ORANGE, BLUE = "#e69f00", "#0072b2"


def norm(v: Vec) -> Vec:
    n = math.sqrt(sum(c * c for c in v))
    return (v[0] / n, v[1] / n, v[2] / n)


def rotate(v: Vec) -> Vec:
    """Turn the cube-sphere so no face looks straight at the viewer (x, then y)."""
    ax, ay = math.radians(-28), math.radians(32)
    x, y, z = v
    y, z = y * math.cos(ax) - z * math.sin(ax), y * math.sin(ax) + z * math.cos(ax)
    x, z = x * math.cos(ay) + z * math.sin(ay), -x * math.sin(ay) + z * math.cos(ay)
    return (x, y, z)


def screen(v: Vec) -> tuple[float, float]:
    """Orthographic projection; points behind the ball are pulled onto its outline."""
    x, y, z = v
    if z < 0:
        r = math.hypot(x, y) or 1.0
        x, y = x / r, y / r
    return (CX + RADIUS * x, CY + RADIUS * y)


def shade(normal: Vec, base: tuple[float, float, float]) -> str:
    lambert = max(0.0, sum(a * b for a, b in zip(normal, norm(LIGHT), strict=True)))
    k = 0.45 + 0.6 * lambert
    return "#" + "".join(f"{min(255, round(255 * c * k)):02x}" for c in base)


def spaces() -> list[tuple[Vec, list[Vec]]]:
    """The cream spaces: (centre normal, outline on the sphere), 3 × 3 on each cube face, checkered."""
    result = []
    n = 3
    step = 2 / n
    for axis in range(3):
        for sign in (-1, 1):
            for i in range(n):
                for j in range(n):
                    if (i + j) % 2:
                        continue
                    u0, v0, inset = -1 + i * step, -1 + j * step, 0.05

                    def point(u: float, v: float, axis: int = axis, sign: int = sign) -> Vec:
                        p = [0.0, 0.0, 0.0]
                        p[axis], p[(axis + 1) % 3], p[(axis + 2) % 3] = sign, u, v
                        return rotate(norm((p[0], p[1], p[2])))

                    edge = [k / 8 for k in range(9)]
                    a, b = u0 + inset, u0 + step - inset
                    c, d = v0 + inset, v0 + step - inset
                    outline = (
                        [point(a + (b - a) * t, c) for t in edge]
                        + [point(b, c + (d - c) * t) for t in edge]
                        + [point(b - (b - a) * t, d) for t in edge]
                        + [point(a, d - (d - c) * t) for t in edge]
                    )
                    result.append((point(u0 + step / 2, v0 + step / 2), outline))
    return result


def ring(centre: Vec, normal: Vec, height: float, colour: str) -> str:
    """A torus lying on the ball at ``centre``, lifted ``height`` along ``normal``: a thick ellipse."""
    lifted = tuple(c + n * height for c, n in zip(centre, normal, strict=True))
    x, y = CX + RADIUS * lifted[0], CY + RADIUS * lifted[1]
    major = 0.21 * RADIUS
    minor = max(0.25, abs(normal[2])) * major
    angle = math.degrees(math.atan2(normal[1], normal[0])) + 90  # the long axis is across the normal
    tube = 0.095 * RADIUS
    ellipse = (
        f'<ellipse cx="{x:.2f}" cy="{y:.2f}" rx="{major:.2f}" ry="{minor:.2f}"'
        f' transform="rotate({angle:.1f} {x:.2f} {y:.2f})" fill="none"'
    )
    # a dark rim, the ring's colour, and a short highlight on its upper side
    return (
        f'{ellipse} stroke="#1c1f26" stroke-opacity="0.55" stroke-width="{tube + 2.2:.2f}"/>'
        f'{ellipse} stroke="{colour}" stroke-width="{tube:.2f}"/>'
        f'{ellipse} stroke="#ffffff" stroke-opacity="0.35" stroke-width="{tube * 0.28:.2f}"'
        f' stroke-dasharray="{major * 1.3:.1f} {major * 5:.1f}" stroke-dashoffset="{major * 2.6:.1f}"/>'
    )


def svg() -> str:
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.1"'
        ' width="128" height="128" viewBox="0 0 128 128">',
        "<title>Xeno Games</title>",
        "<defs>",
        '<radialGradient id="ball" cx="0.36" cy="0.3" r="0.78">'
        '<stop offset="0" stop-color="#9aa3b3"/><stop offset="0.45" stop-color="#4a5160"/>'
        '<stop offset="1" stop-color="#161a22"/></radialGradient>',
        '<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">'
        '<stop offset="0" stop-color="#000000" stop-opacity="0.35"/>'
        '<stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>',
        "</defs>",
        f'<ellipse cx="{CX}" cy="{CY + RADIUS + 6}" rx="{RADIUS * 0.85}" ry="7" fill="url(#shadow)"/>',
        f'<circle cx="{CX}" cy="{CY}" r="{RADIUS}" fill="url(#ball)"/>',
    ]
    front = []
    for centre, outline in spaces():
        if centre[2] <= 0.05:
            continue  # on the far side
        points = " ".join(f"{x:.2f},{y:.2f}" for x, y in map(screen, outline))
        parts.append(f'<polygon points="{points}" fill="{shade(centre, CREAM)}"/>')
        front.append(centre)

    # Stacks on the spaces nearest three chosen directions: three rings up top (seen
    # from the side, so they read as a stack), one ring lower left, two lower right.
    def nearest(direction: Vec) -> Vec:
        d = norm(direction)
        return max(front, key=lambda c: sum(a * b for a, b in zip(c, d, strict=True)))

    stacks = [
        (nearest((0.0, -0.62, 0.78)), [ORANGE, BLUE, ORANGE]),
        (nearest((-0.62, 0.38, 0.68)), [BLUE]),
        (nearest((0.58, 0.42, 0.68)), [BLUE, ORANGE]),
    ]
    for centre, colours in sorted(stacks, key=lambda s: s[0][2]):  # back to front
        for level, colour in enumerate(colours):
            parts.append(ring(centre, centre, 0.05 + 0.12 * level, colour))
    parts.append(
        f'<circle cx="{CX}" cy="{CY}" r="{RADIUS - 0.5}" fill="none" stroke="#0b0d12" stroke-opacity="0.6"/>'
    )
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def render(svg_path: Path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841  (QPainter needs one)
    renderer = QSvgRenderer(str(svg_path))
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        out = ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(out), "PNG"):
            raise OSError(f"cannot write {out}")
        print(out.relative_to(ICONS.parent.parent))


def main() -> int:
    ICONS.mkdir(parents=True, exist_ok=True)
    path = ICONS / f"{APP_ID}.svg"
    path.write_text(svg(), encoding="utf-8")
    print(path.relative_to(ICONS.parent.parent))
    render(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
