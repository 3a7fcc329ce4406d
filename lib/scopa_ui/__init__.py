"""The handheld's screens (displayio only). They read the game state through
``scopa_core.session.Session`` and the match; the only way they change it is by handing the
human's choice to ``HumanSeat`` or asking the session to concede. Screens are imported only
when shown, so the board compiles just what it needs."""
