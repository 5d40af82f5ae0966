#!/usr/bin/env python3
"""The seventeenth name set's treebank prose (part 3 of issue 30's seventeenth set; docs/adr/0236).

A Universal Dependencies treebank no earlier set, tuning set or model read (reserved in /work/wt/reserved17.md,
point 2): Lithuanian HSE (news and essays: a feature on a Vilnius factory that made flight recorders, essays on
tolerance, Russia, Aristophanes' "Clouds" and Lithuanian intellectuals) and French Rhapsodie (spoken: radio
interviews, a radio hour on Szymanowski, a flu debate). The kinds are new ("lt-real" and "fr-real" are the
twelfth's ALKSNIS and the eleventh's GSD): "lt-hse-real", "fr-rhapsodie-real". UD has no person labels: the builder read every candidate run (PROPN tokens in a
row, flat and flat:name words joined) of the sentences with a run and sorted it by hand into PERSONS (real persons,
as the text writes them) and DROP (runs the builder could not call or that hold a person inside a longer name).
Every other run read was read as no person (a place, state, party, movement, firm, brand, aircraft, God).

A name is labelled as the text writes it, case ending included ("Romualdo Beniušio", "R. Beniušis"; "Pétaine‘o"),
as the earlier sets do; initials stay in ("A. Sysas"). One-word persons are labelled: the essays name Socrates,
Aristophanes, Stalin, Smetona, Putin, Soros by one name, and news names a man again by his surname.

How a sentence is kept: ADR 0194's rules through pii_setkit.TreebankPart (ADR 0225), unchanged. A sentence naming
a person an earlier set labelled (the sets before "seventeenth" in pii_sets.ORDER) is left out.

h17a's scripts/pii-seventeenth-names.py imports this module (documents(), KINDS); this module writes nothing.
Deterministic, stdlib only. Self-check: python3 scripts/pii_seventeenth_ud.py
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # the earlier parts' modules sit beside this one
from pii_twelfth_more import words  # noqa: E402 (shared helpers)
import pii_setkit as setkit  # noqa: E402  (the labeller, grouping and checks every set's treebank part shares)

# key: (kind, folder under testdata/third_party, files read, commit of github.com/UniversalDependencies/UD_<x>,
# which sentences were read: "any" = those with a run, a piece one of the read ids holds, or ("",)).
TREEBANKS = {
    # Lithuanian HSE: the three files whole (263 sentences; news and essays).
    "lt": ("lt-hse-real", "ud-lt-hse-seventeenth", ["lt_hse-ud-test.conllu", "lt_hse-ud-dev.conllu",
                                                    "lt_hse-ud-train.conllu"],
           "4153e684760985a692917e73e7904cb2ff2d6dd5", "any", ("",)),
    # French Rhapsodie (spoken: radio news, a press review, football commentary, broadcasts, interviews, a sermon,
    # speeches, directions): the three files whole.
    "fr": ("fr-rhapsodie-real", "ud-fr-rhapsodie-seventeenth", ["fr_rhapsodie-ud-test.conllu",
                                                                "fr_rhapsodie-ud-dev.conllu",
                                                                "fr_rhapsodie-ud-train.conllu"],
           "e638b8136977e5ddd9c49ac0b99cc56b7216db33", "any", ("",)),
}
# French sentences left out by id: "eh oui, Dominique." (a first name alone; "Dominique" is inside a label
# elsewhere, so it cannot go to DROP), and two with a name cut off mid-word ("Gu~, Gutiérrez", "Mascherano, ou M~").
SKIP = {"Rhap_D2013-1", "Rhap_D2003-92", "Rhap_D2003-126"}
UD_DOC = 6  # kept sentences to a document, in file order
LEAST = 8  # the fewest names a kind may have (ADR 0194)


# The persons, as the text writes them, read from every candidate run of the sentences read.
PERSONS = {
    # Lithuanian HSE: a co-pilot, former factory workers and a politician (news); laureates of the Tolerance award;
    # philosophers, writers, politicians and historical figures the essays discuss.
    "lt": words("""A. Sysas|Adamo Michniko|Aleksandro Rovenskio|Algimantui Čekuoliui|Algirdas Sysas|Alkibiadu|
Amipsijus|Andriui Mamontovui|Andriui Navickui|Andrzejaus Wajdos|Aristofanas|Aristofano|Aristofaną|Aristotelis|
Arvydas Juozaitis|Arūnui Peškaičiui|Audenas|Carlo Schmidto|Daivai Čepauskaitei|Domas Burkauskas|Donatui Pusliui|
Efraimo Zuroffo|Efraimą Zuroffą|Hitleriu|Irenai Veisaitei|Jurgai Šeduikytei|Kratinas|Ksantipė|Ksenofontas|
Leonidas Donskis|Lozoraitis|Marius Ivaškevičius|Mykolas Riomeris|Mykolui Drungai|Paveličiaus|Platonas|Putinas|
Pétaine‘as|Pétaine‘o|R. Beniušio|R. Beniušis|Radžvilas|Robertui Povilaičiui|Romualdas Ozolas|Romualdo Beniušio|
Sauliui Beržiniui|Schmidto|Sigitui Parulskiui|Smetonos|Sokratas|Sokrato|Sokratui|Sorosas|Stalino|Stasys Lozoraitis|
Tiso|Tomas Šernas|Tomui Venclovai|V. Juknaitė|Valdui Balčiūnui|Vanda Juknaitė|Vytautas Kavolis|Vytautas Radžvilas"""),
    # French Rhapsodie: writers, film makers and journalists interviewed or named (Duras, Giroud, Achard, Renoir),
    # a radio hour on Szymanowski (composers, pianists, a conductor, the host; the transcript spells "Szymanoski",
    # "Rozyski"), a flu debate (experts, a minister, reporters).
    "fr": words("""Allégret|Antoine Flahault|Blumenfeld|Casimir Kord|Didier Von Moere|Dominique Le Marchant|Felix Blumenfeld|
Fitelberg|Françoise Giroud|Frédéric Chopin|Jacques Becker|Jean François Saluzzo|Jean Renoir|Karol Szymanowski|
Marc Allégret|Marcel Achard|Marguerite Duras|Maria Yudina|Michel Setbon|Neuhaus|Noskowski|Paul Colin|Renoir|
Roselyne Bachelot|Rozycki|Rozyski|Sophie Pagès|Strauss|Szeluto|Szymanoski|Wagner|Yudina|Jacques Bangou|
Sébastien Paour|Nicolas Sarkozy|Bernard Van Craeynest|Hélène Chevalier|Jean-François Achilli|Sara Ghibaudo|
Jean-Baptiste Prévot|Sonia Bourane|Barack Obama|Obama|Bertrand Vanier|Yvan Colonna|Colonna|Bonnet|Sollacaro|
Christian Binner|Philippe Lemaire|Laurent Doulsant|Orson Welles|François Mitterrand|Jacques Attali|Marivaux|
Lewis Carroll|Charlie Chaplin|Mitterrand|Henry de Monfreid|Monfreid|Jean-Christophe Giesbert|François Fillon|
Rachida Dati|Laurent Joffrin|Étienne Mougeotte|Jules Clauwaert|Roger Antech|Francis Brochet|Erikson|Messi|
Lionel Messi|Agüero|Diarra|Gallas|Gabi Heinze|Heinze|Gourcuff|Rodriguez|Maxi Rodriguez|Mexès|Papa|Gutiérrez|
Steve Mandanda|Mandanda|Maradona|Thierry Henry|Carrisou|Anelka|Abidal|Mascherano|Zanetti|Gago|Yves Klein|Nietzsche|
Quentin Tarantino|Paris Hilton|Massimo Gargia|Wittgenstein|Platon|Ségolène Royal|Pascale Ferran|Murakami|
Roland Barthes|Bachelard|Proust|Gide|Claudel|Valéry|Malraux|François Mauriac|Sartre|Chaplin"""),
}

# Runs read as unclear: a sentence holding one outside a label leaves.
DROP = {
    # A person inside a longer name: "Kemalio Turkiją", "Mustafos Kemalio Turkija" (Atatürk's Turkey), "Vytauto
    # Didžiojo universitete" (a university), "Sugiharos fondo" (a foundation), "Radio Maryja" (a station). Christ
    # ("Kristaus"), the comedy's fictional farmer Strepsiades, and the plural "Faidonais, Faidrais, Kritonais"
    # ("Lithuanian Phaedos": not a person).
    "lt": words("""Kemalio Turkiją|Mustafos Kemalio Turkija|Vytauto|Sugiharos|Maryja|Kristaus|Strepsiadas|Strepsiado|
Faidonais|Faidrais|Kritonais"""),
    # French: first names alone (an infomercial's "Valérie", "Pierre", "Magalie"; "Clara"; ministers "Hervé",
    # "Alain"), the infomercial's bailiff "Maître Vendiste", persons inside names ("Académie Goncourt", "prix
    # Goncourt", "hôpital Raymond Poincaré", "institut Pasteur", the car "Morris Léon Bollée", the opera "Le Roi
    # Roger"; "radio Timsit", the César award, the style "Napoléon trois", streets, squares and schools named after
    # persons: "place Victor Hugo", "cours Jean Jaurès", "boulevard Gambetta", "rue Lakanal", "lycée Voltaire",
    # "Janson de Sailly"; firms "maison Soré", "maison Morel"), Chaplin's Tramp "Charlot" and the film "Landru",
    # Jesus, Christ, the apostles, Solomon, Job, places named after saints ("Notre-Dame", "Saint-Jean",
    # "Sainte-Claire"), and "Da" (a title or a word: not called). More first names alone: "Eric", "Maria",
    # "Emmanuelle", "Ginette", "Patrick", "Angelina", "Eugène", "Jean-Christophe", "Charlie", "Maxi", "Bixente",
    # "Haruki" (split from "Murakami" by "euh"), and "Alexandre XXX" / "monsieur YYY" (names not heard or hidden);
    # a misspoken "Gaga"; "les Besse" (a family), "fils de la Sarce" (not called); "Kafka sur le rivage" (a book);
    # more streets, squares, stops and schools named after persons (Gambetta, Diderot, Arago, Stendhal,
    # Champollion, "lycée Paul Valéry", "Albert Premier de Belgique", "galeries Lafayette", "quai Branly", the
    # bookshop Gibert, the publishers La Martinière and Belin).
    "fr": words("""Valérie|Pierre|Magalie|Clara|Hervé|Alain|Maître Vendiste|Académie Goncourt|Goncourt|Raymond Poincaré|
Pasteur|Morris Léon Bollée|Roger|Jésus|Christ|Paul|Salomon|Job|Jean-Paul|Notre-Dame|Saint-Jean|Eric|Maria|Emmanuelle|
Ginette|Patrick|Angelina|Alexandre XXX|Charlot|Napoléon|Timsit|Landru|César|Da|Victor Hugo|Jean Jaurès|Gambetta|
Lakanal|Voltaire|Janson|Soré|Morel|Sainte-Claire|Gaga|Bixente|Eugène|Jean-Christophe|Charlie|Maxi|Haruki|Kafka|Besse|
YYY|Sarce|Général Champon|Paul Vallier|Vaucanson|Hubert Dubedout|Agutte Sembat|Sembat|Henri Quatre|Diderot|
Reuilly-Diderot|Arago|Paul Valéry|Stendhal|Lesdiguières|Edouard Rey|Champollion|Albert|Lafayette|Branly|Gibert|
Prisse|Saint-Germain|Faubourg Saint Antoine|Martinière|Belin"""),
}


# The part's functions: the rules every set's treebank part shares (pii_setkit.TreebankPart, ADR 0169).
PART = setkit.TreebankPart("seventeenth", TREEBANKS, PERSONS, DROP, SKIP,
                           lambda key, sid: any(p in sid for p in TREEBANKS[key][5]),  # a piece the read ids hold
                           UD_DOC, LEAST)
earlier_names, label, documents, check, main, thin, KINDS = PART.public()


if __name__ == "__main__":
    main()
