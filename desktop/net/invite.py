"""The invitation (address, port, code, certificate fingerprint) and the proof of the code.

The host makes a short code such as ``7K4-Q2M``: six characters of Crockford's
base 32 (no I, L, O or U), 30 bits drawn by :mod:`secrets`.  A player reads it
out or copies the whole invitation, one line of text::

    xeno-games://192.168.1.20:52110/7K4-Q2M/<64 hex digits: the SHA-256 of the host's certificate>

:meth:`Invitation.from_text` reads it strictly (anything else is refused with
the reason).  The code itself never crosses the network: each side proves it
knows it with an HMAC-SHA-256 keyed by the code over both sides' nonces and
the certificate's fingerprint (so a proof made for one TLS connection is
worth nothing on another), compared in constant time.

>>> normal_code("7k4 q2m"), normal_code("7K4-O2M")
('7K4-Q2M', '7K4-02M')
>>> text = "xeno-games://127.0.0.1:5000/7K4-Q2M/" + "ab" * 32
>>> Invitation.from_text(text).port
5000
>>> Invitation.from_text(text).text() == text
True
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import re
import secrets
from dataclasses import dataclass

#: Crockford's base 32: no I, L, O, U (read as 1, 1, 0 and V)
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_LENGTH = 6
SCHEME = "xeno-games://"
_HOST = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?")
_FINGERPRINT = re.compile(r"[0-9a-f]{64}")


class InvitationError(ValueError):
    """An invitation, code or fingerprint that cannot be read; the text says why."""


def new_code() -> str:
    """A fresh code, e.g. ``7K4-Q2M``."""
    chars = "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))
    return f"{chars[:3]}-{chars[3:]}"


def normal_code(text: str) -> str:
    """The code as the host made it: capitals, ``O`` read as 0, ``I``/``L`` as 1, one dash."""
    plain = text.strip().upper().replace("-", "").replace(" ", "")
    plain = plain.translate(str.maketrans("OIL", "011"))
    if len(plain) != CODE_LENGTH or any(c not in ALPHABET for c in plain):
        raise InvitationError(f"a code is {CODE_LENGTH} letters and digits like 7K4-Q2M, not {text[:20]!r}")
    return f"{plain[:3]}-{plain[3:]}"


def normal_fingerprint(text: str) -> str:
    """A SHA-256 fingerprint as 64 lower-case hex digits (colons and spaces are dropped)."""
    plain = text.strip().lower().replace(":", "").replace(" ", "")
    if not _FINGERPRINT.fullmatch(plain):
        raise InvitationError("a fingerprint is 64 hex digits (the SHA-256 of the host's certificate)")
    return plain


def check_host(host: str) -> str:
    """A host name or an IP address (IPv6 without brackets)."""
    try:
        return str(ipaddress.ip_address(host))
    except ValueError:
        pass
    if not _HOST.fullmatch(host):
        raise InvitationError(f"{host[:40]!r} is not a host name or an IP address")
    return host


def split_address(text: str) -> tuple[str, int]:
    """``HOST:PORT`` or ``[IPv6]:PORT`` as (host, port)."""
    match = re.fullmatch(r"\[([0-9A-Fa-f:.]+)\]:([0-9]{1,5})|([^:\[\]]+):([0-9]{1,5})", text.strip())
    if not match:
        raise InvitationError(f"an address is HOST:PORT, e.g. 192.168.1.20:52110, not {text[:40]!r}")
    host = match.group(1) or match.group(3)
    port = int(match.group(2) or match.group(4))
    if not 1 <= port <= 65535:
        raise InvitationError(f"port {port} is not from 1 to 65535")
    return check_host(host), port


@dataclass(frozen=True)
class Invitation:
    """Where the host waits, the code, and its certificate's fingerprint."""

    host: str
    port: int
    code: str
    fingerprint: str

    def address(self) -> str:
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"

    def text(self) -> str:
        return f"{SCHEME}{self.address()}/{self.code}/{self.fingerprint}"

    @staticmethod
    def from_text(text: str) -> Invitation:
        """Read an invitation; :class:`InvitationError` says what is wrong with it."""
        text = text.strip()
        if len(text) > 400:
            raise InvitationError("an invitation is one short line")
        if not text.startswith(SCHEME):
            raise InvitationError(f"an invitation starts with {SCHEME}")
        parts = text[len(SCHEME) :].split("/")
        if len(parts) != 3:
            raise InvitationError("an invitation is xeno-games://HOST:PORT/CODE/FINGERPRINT")
        host, port = split_address(parts[0])
        return Invitation(host, port, normal_code(parts[1]), normal_fingerprint(parts[2]))


def fingerprint_of(certificate_der: bytes) -> str:
    """The SHA-256 of a certificate (DER), as the invitation carries it."""
    return hashlib.sha256(certificate_der).hexdigest()


def new_nonce() -> str:
    return secrets.token_hex(16)


def proof(code: str, role: str, fingerprint: str, host_nonce: str, joiner_nonce: str) -> str:
    """HMAC-SHA-256 of the code over the role (``joiner`` or ``host``), the fingerprint and both nonces."""
    message = f"xeno-games net 1|{role}|{fingerprint}|{host_nonce}|{joiner_nonce}".encode()
    return hmac.new(normal_code(code).encode(), message, hashlib.sha256).hexdigest()


def proof_matches(expected: str, given: str) -> bool:
    """Constant-time comparison of two proofs."""
    return hmac.compare_digest(expected.encode(), given.encode())
