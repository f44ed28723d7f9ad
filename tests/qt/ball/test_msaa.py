"""Multisampling on the ball: off on a software renderer (where it doubles a frame's time),
on with a GPU, and overridable."""

from __future__ import annotations

import pytest

from desktop.qt.ball import gl_widget


def test_a_software_renderer_draws_without_multisampling_and_a_gpu_with_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(gl_widget.MSAA_ENV, raising=False)
    for name, samples in (
        ("llvmpipe (LLVM 15.0.6, 256 bits)", 0),
        ("softpipe", 0),
        ("SwiftShader Device", 0),
        ("Mesa Intel(R) UHD Graphics 620 (KBL GT2)", 4),
        ("NVIDIA GeForce RTX 3060/PCIe/SSE2", 4),
        ("", 4),
    ):
        gl_widget.msaa_samples.cache_clear()
        monkeypatch.setattr(gl_widget, "renderer_name", lambda name=name: name)
        assert gl_widget.msaa_samples() == samples, name
    monkeypatch.setenv(gl_widget.MSAA_ENV, "2")
    gl_widget.msaa_samples.cache_clear()
    assert gl_widget.msaa_samples() == 2 and gl_widget.surface_format().samples() == 2
    gl_widget.msaa_samples.cache_clear()


def test_the_renderer_is_asked_from_a_real_context(qapp: object) -> None:
    gl_widget.renderer_name.cache_clear()
    assert gl_widget.renderer_name(), "no OpenGL renderer answered (Xvfb and Mesa are needed)"
