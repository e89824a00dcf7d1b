"""The exceptions bgkit raises: each says where the fault is and what kind it is."""

from __future__ import annotations


class BgkitError(ValueError):
    """Input bgkit cannot answer for.

    Attributes:
        message: the full message, as the command line prints it.
        line: 1-based line of the fault (1 for one-line input such as a
            position or a record; 0 when it concerns the whole text).
        column: 1-based column of the fault, in characters (0 when unknown).
        kind: what kind of fault, a short kebab-case word: ``position``,
            ``roll``, ``play``, ``record``, ``illegal-play``, ``score``,
            ``match``, ``turn``, or a validation
            kind such as ``syntax`` or ``wrong-score``.
    """

    def __init__(
        self,
        message: str,
        line: int = 0,
        column: int = 0,
        kind: str = "invalid",
        report: dict | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column
        self.kind = kind
        self._report = report

    def __reduce__(self) -> tuple:
        # Exceptions cross process boundaries (process pools, Dask) by pickling.
        return (type(self), (self.message, self.line, self.column, self.kind, self._report))


class ParseError(BgkitError):
    """Text that does not read: a position, a roll, a play or a record."""


class IllegalPlayError(BgkitError):
    """A play that reads but that the rules do not allow with that roll."""


class ValidationError(BgkitError):
    """A transcript refused because validation found errors.

    ``line``, ``column`` and ``kind`` are those of the first error;
    ``report`` is the whole validation report, as ``validate`` returns it.
    """

    @property
    def report(self) -> dict:
        """The validation report of the refused transcript."""
        return self._report or {}
