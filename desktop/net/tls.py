"""TLS for one game: a self-signed certificate made per game, and the joiner's pin of it.

The standard library speaks TLS but cannot make a certificate, so the host
makes one with the ``cryptography`` package: a fresh P-256 key and a
certificate valid for two days, never written anywhere but a temporary file
that is deleted as soon as :mod:`ssl` has read it.  The joiner does not check
the certificate against any authority (there is none for a game between
friends); it checks instead that the SHA-256 of the certificate the host shows
is the fingerprint in the invitation (:func:`check_pin`).  Both sides insist
on TLS 1.3.
"""

from __future__ import annotations

import datetime as _dt
import os
import socket
import ssl
import tempfile
from dataclasses import dataclass

from desktop.net.invite import fingerprint_of, proof_matches


class PinError(ssl.SSLError):
    """The host's certificate is not the one in the invitation."""


@dataclass(frozen=True)
class Certificate:
    """A certificate and its private key, both PEM, and the certificate's fingerprint."""

    cert_pem: bytes
    key_pem: bytes
    fingerprint: str


def make_certificate(name: str = "xeno-games host") -> Certificate:
    """A new self-signed certificate and key for one game."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, name)])
    now = _dt.datetime.now(_dt.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - _dt.timedelta(hours=1))
        .not_valid_after(now + _dt.timedelta(days=2))
        .sign(key, hashes.SHA256())
    )
    der = cert.public_bytes(serialization.Encoding.DER)
    return Certificate(
        cert.public_bytes(serialization.Encoding.PEM),
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        ),
        fingerprint_of(der),
    )


def server_context(certificate: Certificate) -> ssl.SSLContext:
    """The host's TLS 1.3 context with the game's certificate."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_3
    with tempfile.TemporaryDirectory(prefix="xeno-games-tls-") as folder:
        path = os.path.join(folder, "game.pem")
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as handle:
            handle.write(certificate.key_pem + certificate.cert_pem)
        context.load_cert_chain(path)
    return context


def client_context() -> ssl.SSLContext:
    """The joiner's TLS 1.3 context: no authority is asked; :func:`check_pin` decides."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_3
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def peer_fingerprint(sock: ssl.SSLSocket) -> str:
    der = sock.getpeercert(binary_form=True)
    if not der:
        raise PinError("the host showed no certificate")
    return fingerprint_of(der)


def check_pin(sock: ssl.SSLSocket, fingerprint: str | None) -> str:
    """The host's fingerprint, after checking it is ``fingerprint`` (``None``: not checked)."""
    seen = peer_fingerprint(sock)
    if fingerprint is not None and not proof_matches(fingerprint, seen):
        raise PinError(
            "the host's certificate is not the one in the invitation: "
            "someone may be in the middle (or the host started a new game)"
        )
    return seen


def connect(host: str, port: int, timeout: float) -> ssl.SSLSocket:
    """A TLS connection to ``host:port`` (handshake done, blocking with ``timeout``)."""
    raw = socket.create_connection((host, port), timeout=timeout)
    try:
        return client_context().wrap_socket(raw, server_hostname=None)
    except BaseException:
        raw.close()
        raise
