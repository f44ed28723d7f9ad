"""With ``FUZZ_REPORT=1``, print how many inputs each parser was fed and how many it took."""

from __future__ import annotations

import os

import pytest

from tests.fuzz.mutate import ACCEPTED, TRIED


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not os.environ.get("FUZZ_REPORT") or not TRIED:
        return
    terminalreporter.section("fuzz inputs per parser")
    terminalreporter.write_line(f"{'parser':44}{'inputs':>9}{'accepted':>10}{'rejected':>10}")
    for parser, count in sorted(TRIED.items()):
        accepted = ACCEPTED[parser]
        terminalreporter.write_line(f"{parser:44}{count:>9}{accepted:>10}{count - accepted:>10}")
    terminalreporter.write_line(f"{'all':44}{sum(TRIED.values()):>9}{sum(ACCEPTED.values()):>10}")
