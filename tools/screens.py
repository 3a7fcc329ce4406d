"""Every screen of the handheld, rendered headlessly from scripted sessions (the real UI, a
fake clock, fixed seeds), for the README (``make screenshots`` -> docs/screens/) and for the
golden screenshots the tests compare pixel for pixel (``make golden``).

    python -m tools.screens --out docs/screens
    python -m tools.screens --out host_tests/golden/screens --golden
"""

import argparse
import os

from tools.ui_driver import Driver, choice_seed
from scopa_core.prefs import TWO_V_TWO

# The screens the golden test pins (a deliberate subset: the main screens).
GOLDEN = ("title", "setup", "house_rules", "table", "table_choose", "table_cpu", "deal_end", "pause",
          "carte_viste", "scopone_french", "two_vs_two", "six_players", "deal_end_six",
          "last_round_open", "scoperte", "scoperte_scopone", "bracket", "bracket_new",
          "language", "it_title", "it_setup", "it_table", "it_deal_end", "it_rules", "it_pause",
          "it_bracket")
# In Italian: "it_" and the name of a scene (played with the Language setting on Italiano).
ITALIAN = "it_"


def _match(d):
    d.keys("A", "A", "A")  # New match, A: done (to Start!), Start!
    return d.table()


def scene_title(d):
    pass


def scene_setup(d):
    d.key("A")


def scene_house_rules(d):
    d.keys("A", "UP", "UP", "UP", "A")  # New match, up round past Language, Start! to House rules
    d.keys("DOWN", "RIGHT")  # Napola on


def scene_table(d):
    _match(d)
    d.until(d.my_turn)


def scene_table_choose(d):
    seed, card = choice_seed()
    d.app.new_seed = lambda: seed
    t = _match(d)
    d.until(d.my_turn)
    while sorted(t.match.deal.hand(0))[t.keys.sel] != card:
        d.key("RIGHT")
    d.keys("A", "RIGHT")


def scene_table_cpu(d):
    t = _match(d)
    d.play_until(lambda: t.mode == 3 and t.match.history)  # the CPU's card on show


def scene_scopa(d):
    t = _match(d)
    d.play_until(lambda: t.mode == 4)  # a flourish


def scene_occhio(d):
    t = _match(d)
    d.play_until(lambda: d.my_turn() and len(t.match.history) > 3)
    d.key("SELECT")


def scene_carte_viste(d):
    scene_occhio(d)
    d.key("RIGHT")


def scene_legend(d):
    """Select's legend of the table's letters (the next to last page)."""
    scene_occhio(d)
    d.keys("LEFT", "LEFT")


def scene_card_names(d):
    """Select's last page: what the letters of a card's name mean."""
    scene_occhio(d)
    d.key("LEFT")


def scene_last_round_open(d):
    """One against one with carte viste: the deal's last round, the CPU's hand face up."""
    t = _match(d)
    d.play_until(lambda: d.my_turn() and t.match.deal.is_last_round())


def scene_pause(d):
    scene_table(d)
    d.key("START")


def scene_deal_end(d):
    _match(d)
    d.play_until(lambda: d.top_name() == "DealEndScreen")


def scene_mistake_call(d):
    """Mistakes house rule, seed 7: the 6 of denari takes a set the rules forbid (there is a
    6 on the table); Esperto calls it."""
    d.app.settings.level = 2
    d.app.settings.mistakes = 1
    t = _match(d)
    d.until(d.my_turn)
    while sorted(t.match.deal.hand(0))[t.keys.sel] != 5:
        d.key("RIGHT")
    d.key("A")
    from scopa_ui.table import ways

    while ways(t.human_view(), 5)[t.keys.choice][0] != 69:
        d.key("RIGHT")
    d.key("A")
    d.until(lambda: t.mode == 4)  # the call's moment


def scene_match_end(d):
    _match(d)
    d.play_until(lambda: d.top_name() == "MatchEndScreen")


def scene_stats(d):
    d.keys("DOWN", "DOWN", "A")


def scene_rules(d):
    d.keys("DOWN", "DOWN", "DOWN", "A")


def scene_about(d):
    d.keys("UP", "A")


def _with(scene, **settings):
    """``scene`` played with these settings (a variant of a screen: another game, seating,
    deck or level)."""
    def run(d):
        for name, value in settings.items():
            setattr(d.app.settings, name, value)
        scene(d)
    return run


def scene_six_players(d):
    d.app.settings.seats = 5  # six players (each for themselves: players - 1)
    t = _match(d)
    d.play_until(lambda: d.my_turn() and len(t.match.history) > 8)


def scene_language(d):
    """A first start's question (the scripts answer it only when they ask to)."""
    from scopa_ui.title import LanguageScreen

    d.app.replace(LanguageScreen(d.app))


def _torneo_won(d, rounds, then_lost=False):
    """Title, Torneo, Start!, then the player's first ``rounds`` matches won (forced results:
    the bracket's logic is scopa_core.torneo's), and the next lost if ``then_lost``, and the
    bracket opened again."""
    from scopa_core.torneo import Torneo

    d.keys("DOWN", "A", "DOWN", "A")
    t = Torneo.from_bytes(d.app.torneo)
    for r in range(rounds + then_lost):
        t.begin()
        t.record(r < rounds, 7 - r, 4 + r)
    d.app.torneo = t.to_bytes()
    d.keys("B", "A")  # back to the title (the cursor stays on Torneo) and in again


def scene_bracket_new(d):
    _torneo_won(d, 0)


def scene_bracket(d):
    _torneo_won(d, 1)


def scene_torneo_out(d):
    _torneo_won(d, 1, True)


def scene_torneo_setup(d):
    d.keys("DOWN", "A")


def scene_torneo_champion(d):
    _torneo_won(d, 3)


def scene_damaged_save(d):
    pass  # the Driver is built on a damaged nvm, see SCENES


def _damaged():
    nvm = bytearray(b"\xff" * 8192)
    nvm[0:40] = b"SV" + bytes(range(38))
    return nvm


# name -> (scene, seed, nvm factory or None)
SCENES = {
    "title": (scene_title, 7, None),
    "setup": (scene_setup, 7, None),
    "house_rules": (scene_house_rules, 7, None),
    "table": (scene_table, 7, None),
    "table_choose": (scene_table_choose, 7, None),
    "table_cpu": (scene_table_cpu, 7, None),
    "scopa": (scene_scopa, 7, None),
    "occhio": (scene_occhio, 7, None),
    "carte_viste": (scene_carte_viste, 7, None),
    "pause": (scene_pause, 7, None),
    "deal_end": (scene_deal_end, 7, None),
    "deal_end_house": (_with(scene_deal_end, napola=1, re_bello=1), 7, None),
    "mistake_call": (scene_mistake_call, 7, None),
    "match_end": (scene_match_end, 7, None),
    "stats": (scene_stats, 7, None),
    "rules": (scene_rules, 7, None),
    "about": (scene_about, 7, None),
    "scopone_french": (_with(scene_table, variant=1, deck=1), 3, None),
    "two_vs_two": (_with(scene_table, seats=TWO_V_TWO), 5, None),
    "three_players": (_with(scene_table, seats=2), 7, None),
    "last_round_open": (scene_last_round_open, 7, None),
    "scoperte": (_with(scene_table, seats=TWO_V_TWO, scoperte=1), 5, None),
    "scoperte_scopone": (_with(scene_table, seats=TWO_V_TWO, scoperte=1, variant=1), 5, None),
    "six_players": (scene_six_players, 7, None),
    "scopone_three": (_with(scene_table, variant=1, seats=2), 7, None),
    "deal_end_six": (_with(scene_deal_end, seats=5), 7, None),
    "match_end_four": (_with(scene_match_end, seats=3, level=0), 7, None),
    "damaged_save": (scene_damaged_save, 7, _damaged),
    "language": (scene_language, 7, None),
    "torneo_setup": (scene_torneo_setup, 7, None),
    "bracket": (scene_bracket, 7, None),
    "bracket_new": (scene_bracket_new, 7, None),
    "torneo_champion": (scene_torneo_champion, 7, None),
    "torneo_out": (scene_torneo_out, 7, None),
    "legend_two": (_with(scene_legend, seats=TWO_V_TWO), 5, None),
    "legend_six": (_with(scene_legend, seats=5), 7, None),
    "card_names": (scene_card_names, 7, None),
    "card_names_french": (_with(scene_card_names, deck=1), 7, None),
}
# Every screen in Italian too (the README shows one, the goldens pin the main ones).
SCENES.update({ITALIAN + name: SCENES[name] for name in list(SCENES) if name != "language"})


def render(name):
    """The Pillow image of scene ``name``."""
    scene, seed, nvm = SCENES[name]
    lang = {"lang": 1} if name.startswith(ITALIAN) else None
    # A board starts with none of the modules that read their words as they load: one left
    # by the scene before, in the other language, would speak it here.
    from scopa_ui.modules import forget_words

    forget_words()
    d = Driver(seed=seed, nvm=nvm() if nvm else None, settings=lang)
    try:
        scene(d)
        return d.image()
    finally:
        d.close()


def main(argv=None):
    ap = argparse.ArgumentParser(description="render the handheld's screens to PNG")
    ap.add_argument("--out", default="docs/screens")
    ap.add_argument("--golden", action="store_true", help="only the golden subset")
    ap.add_argument("--scale", type=int, default=1, help="also write name@Nx.png when > 1")
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    for name in (GOLDEN if args.golden else SCENES):
        img = render(name)
        img.save(os.path.join(args.out, name + ".png"), "PNG", optimize=True)
        if args.scale > 1:
            big = img.resize((img.width * args.scale, img.height * args.scale), 0)
            big.save(os.path.join(args.out, "%s@%dx.png" % (name, args.scale)), "PNG", optimize=True)
        print(name)


if __name__ == "__main__":
    main()
