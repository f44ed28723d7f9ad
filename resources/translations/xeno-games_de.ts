<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AnalysisText</name>
    <message>
        <source>Review: played {move} {mark} (grey) — an inaccuracy, it lost {loss}% of the chance to win; better: {better} (blue)</source>
        <translation>Auswertung: gespielt {move} {mark} (grau) — eine Ungenauigkeit, sie verlor {loss} % der Gewinnchance; besser: {better} (blau)</translation>
    </message>
    <message>
        <source>Review: played {move} {mark} (grey) — a mistake, it lost {loss}% of the chance to win; better: {better} (blue)</source>
        <translation>Auswertung: gespielt {move} {mark} (grau) — ein Fehler, er verlor {loss} % der Gewinnchance; besser: {better} (blau)</translation>
    </message>
    <message>
        <source>Review: played {move} {mark} (grey) — a blunder, it lost {loss}% of the chance to win; better: {better} (blue)</source>
        <translation>Auswertung: gespielt {move} {mark} (grau) — ein grober Fehler, er verlor {loss} % der Gewinnchance; besser: {better} (blau)</translation>
    </message>
    <message>
        <source>Inaccuracy by {player}: lost {loss}% of the chance to win; better was {better}</source>
        <translation>Ungenauigkeit von {player}: {loss} % der Gewinnchance verloren; besser war {better}</translation>
    </message>
    <message>
        <source>Mistake by {player}: lost {loss}% of the chance to win; better was {better}</source>
        <translation>Fehler von {player}: {loss} % der Gewinnchance verloren; besser war {better}</translation>
    </message>
    <message>
        <source>Blunder by {player}: lost {loss}% of the chance to win; better was {better}</source>
        <translation>Grober Fehler von {player}: {loss} % der Gewinnchance verloren; besser war {better}</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win here, by the engine&apos;s judgement</source>
        <translation>Die Gewinnchance jedes Spielers hier, nach Urteil der Engine</translation>
    </message>
    <message>
        <source>The engine is still judging this position</source>
        <translation>Die Engine bewertet diese Stellung noch</translation>
    </message>
    <message>
        <source>Chance to win here: {chances}</source>
        <translation>Gewinnchance hier: {chances}</translation>
    </message>
    <message>
        <source>move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win as the game went; click to show that position</source>
        <translation>Die Gewinnchance jedes Spielers im Lauf des Spiels; klicken zeigt diese Stellung</translation>
    </message>
    <message>
        <source>The analysis stopped: {error} (View &gt; Show Evaluation twice restarts it)</source>
        <translation>Die Analyse ist stehen geblieben: {error} (Ansicht &gt; Bewertung zeigen zweimal startet sie neu)</translation>
    </message>
    <message>
        <source> (still judging the rest of the game…)</source>
        <translation> (der Rest des Spiels wird noch bewertet…)</translation>
    </message>
    <message>
        <source>Review: no move lost much by the engine&apos;s judgement so far{pending}</source>
        <translation>Auswertung: laut Engine hat bisher kein Zug viel verloren{pending}</translation>
    </message>
    <message numerus="yes">
        <source>Review: %n move marked; the worst: {moves}{pending} — click one to see the better move|Review: %n moves marked; the worst: {moves}{pending} — click one to see the better move</source>
        <translation>
            <numerusform>Auswertung: %n Zug markiert; der schlechteste: {moves}{pending} — klick einen an, um den besseren Zug zu sehen</numerusform>
            <numerusform>Auswertung: %n Züge markiert; die schlechtesten: {moves}{pending} — klick einen an, um den besseren Zug zu sehen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BallText</name>
    <message>
        <source>Drag or {keys} to turn the ball · wheel to zoom · double-click a space to bring it to the front · J: turn to the stacks that can move · R: reset the view</source>
        <translation>Ziehen oder {keys} dreht die Kugel · Mausrad zoomt · Doppelklick holt ein Feld nach vorn · J: zu den Stapeln drehen, die ziehen können · R: Ansicht zurücksetzen</translation>
    </message>
</context>
<context>
    <name>BannerText</name>
    <message>
        <source>{player} wins</source>
        <translation>{player} gewinnt</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>{players} lost</source>
        <translation>{players} verliert</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N)</source>
        <translation>Ein neues Spiel beginnen (Strg+N)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>Browse the moves (the result stays here, on one line)</source>
        <translation>Die Züge durchgehen (das Ergebnis bleibt hier, in einer Zeile)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Show the whole result again</source>
        <translation>Das ganze Ergebnis wieder zeigen</translation>
    </message>
</context>
<context>
    <name>BoardText</name>
    <message>
        <source>The game is over: start a New game (Ctrl+N) or browse the moves</source>
        <translation>Das Spiel ist aus: beginne ein Neues Spiel (Strg+N) oder geh die Züge durch</translation>
    </message>
</context>
<context>
    <name>CliText</name>
    <message>
        <source>{message} (see {prog} --help)</source>
        <translation>{message} (siehe {prog} --help)</translation>
    </message>
    <message>
        <source>option {option!r} should be KEY=VALUE, e.g. players=3</source>
        <translation>Option {option!r} muss KEY=VALUE sein, z. B. players=3</translation>
    </message>
    <message>
        <source>move {number} ({move!r}): {error}</source>
        <translation>Zug {number} ({move!r}): {error}</translation>
    </message>
    <message>
        <source>DEPTH must be 0 or more</source>
        <translation>DEPTH muss 0 oder mehr sein</translation>
    </message>
    <message>
        <source>{seconds} s, {rate} nodes/s</source>
        <translation>{seconds} s, {rate} Knoten/s</translation>
    </message>
    <message>
        <source>unknown level {level!r} (known: {levels})</source>
        <translation>unbekannte Stufe {level!r} (bekannt: {levels})</translation>
    </message>
    <message>
        <source>{level} plays at the node budget its rating map gives: not with --nodes or --time</source>
        <translation>{level} spielt mit dem Knotenbudget, das seine Wertungskarte ergibt: nicht mit --nodes oder --time</translation>
    </message>
    <message>
        <source>-n must be at least 1</source>
        <translation>-n muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>--nodes must be at least 1</source>
        <translation>--nodes muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>--own-nodes gives each level its own node budget: not with --nodes or --time</source>
        <translation>--own-nodes gibt jeder Stufe ihr eigenes Knotenbudget: nicht mit --nodes oder --time</translation>
    </message>
    <message>
        <source>--time must be a positive number of seconds</source>
        <translation>--time muss eine positive Zahl von Sekunden sein</translation>
    </message>
    <message>
        <source>--jobs must be from 1 to 256</source>
        <translation>--jobs muss zwischen 1 und 256 liegen</translation>
    </message>
    <message>
        <source>  game {done}/{count}: {score}</source>
        <translation>  Spiel {done}/{count}: {score}</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>{count} nodes</source>
        <translation>{count} Knoten</translation>
    </message>
    <message>
        <source>each level&apos;s own nodes ({a} / {b})</source>
        <translation>die eigenen Knoten jeder Stufe ({a} / {b})</translation>
    </message>
    <message>
        <source>{limits} a move</source>
        <translation>{limits} pro Zug</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>the levels&apos; time budgets</source>
        <translation>die Zeitvorgaben der Stufen</translation>
    </message>
    <message>
        <source>, {count} jobs</source>
        <translation>, {count} Prozesse</translation>
    </message>
    <message>
        <source>{game}: {a} (A) vs {b} (B), {count} games, seed {seed}, {budget}{jobs}</source>
        <translation>{game}: {a} (A) gegen {b} (B), {count} Spiele, Seed {seed}, {budget}{jobs}</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>Niederl.</translation>
    </message>
    <message>
        <source>unfinished (move cap): {count}</source>
        <translation>unbeendet (Zuglimit): {count}</translation>
    </message>
    <message>
        <source>{seconds} s; median {median} s per move, max {longest} s</source>
        <translation>{seconds} s; Median {median} s pro Zug, max. {longest} s</translation>
    </message>
    <message>
        <source>Elo A - B: {estimate}</source>
        <translation>Elo A - B: {estimate}</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder|%n blunders</source>
        <translation>
            <numerusform>%n grober Fehler</numerusform>
            <numerusform>%n grobe Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake|%n mistakes</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy|%n inaccuracies</source>
        <translation>
            <numerusform>%n Ungenauigkeit</numerusform>
            <numerusform>%n Ungenauigkeiten</numerusform>
        </translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>--level must be a level that searches ({levels}), not {level!r}</source>
        <translation>--level muss eine suchende Stufe sein ({levels}), nicht {level!r}</translation>
    </message>
    <message>
        <source>--nodes must be from 1 to 1,000,000,000</source>
        <translation>--nodes muss zwischen 1 und 1.000.000.000 liegen</translation>
    </message>
    <message>
        <source>analysing position {done}/{total}</source>
        <translation>analysiere Stellung {done}/{total}</translation>
    </message>
    <message numerus="yes">
        <source>{game}, %n move, analysed by {level} at {nodes} nodes a position|{game}, %n moves, analysed by {level} at {nodes} nodes a position</source>
        <translation>
            <numerusform>{game}, %n Zug, analysiert von {level} mit {nodes} Knoten pro Stellung</numerusform>
            <numerusform>{game}, %n Züge, analysiert von {level} mit {nodes} Knoten pro Stellung</numerusform>
        </translation>
    </message>
    <message>
        <source>{verdict}; better {move} ({player} {chance}%)</source>
        <translation>{verdict}; besser {move} ({player} {chance} %)</translation>
    </message>
    <message>
        <source>; worst: move {number} {move} (-{loss}%)</source>
        <translation>; am schlechtesten: Zug {number} {move} (-{loss} %)</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>unbeendet</translation>
    </message>
    <message>
        <source>Summary: {summary}; result: {result}</source>
        <translation>Zusammenfassung: {summary}; Ergebnis: {result}</translation>
    </message>
    <message>
        <source>Xeno, Zeno, Oxono and X Spectrum. With no command, start the app.</source>
        <translation>Xeno, Zeno, Oxono und X Spectrum. Ohne Befehl startet die App.</translation>
    </message>
    <message>
        <source>the app&apos;s language: en, es, fr, de or ko (default: the system&apos;s)</source>
        <translation>die Sprache der App: en, es, fr, de oder ko (Standard: die des Systems)</translation>
    </message>
    <message>
        <source>start the app with a saved game</source>
        <translation>die App mit einem gespeicherten Spiel starten</translation>
    </message>
    <message>
        <source>a game record (.json)</source>
        <translation>eine Spielaufzeichnung (.json)</translation>
    </message>
    <message>
        <source>count legal move sequences</source>
        <translation>erlaubte Zugfolgen zählen</translation>
    </message>
    <message>
        <source>game name, e.g. oxono</source>
        <translation>Name des Spiels, z. B. oxono</translation>
    </message>
    <message>
        <source>plies</source>
        <translation>Halbzüge</translation>
    </message>
    <message>
        <source>position text (default: the start)</source>
        <translation>Stellungstext (Standard: der Anfang)</translation>
    </message>
    <message>
        <source>moves to play first, separated by &apos;;&apos;</source>
        <translation>zuerst zu spielende Züge, getrennt durch &apos;;&apos;</translation>
    </message>
    <message>
        <source>print the count under each first move</source>
        <translation>die Anzahl unter jedem ersten Zug ausgeben</translation>
    </message>
    <message>
        <source>print time and nodes per second</source>
        <translation>Zeit und Knoten pro Sekunde ausgeben</translation>
    </message>
    <message>
        <source>a game option (repeatable)</source>
        <translation>eine Spieloption (wiederholbar)</translation>
    </message>
    <message>
        <source>AI against AI, headless</source>
        <translation>KI gegen KI, ohne Fenster</translation>
    </message>
    <message>
        <source>level of player A ({levels})</source>
        <translation>Stufe von Spieler A ({levels})</translation>
    </message>
    <message>
        <source>level of player B</source>
        <translation>Stufe von Spieler B</translation>
    </message>
    <message>
        <source>number of games (seats alternate)</source>
        <translation>Anzahl der Spiele (Plätze wechseln)</translation>
    </message>
    <message>
        <source>a node (MCTS: playout) budget per move instead of the time budget: the same games anywhere</source>
        <translation>ein Knotenbudget (MCTS: Playouts) pro Zug statt des Zeitbudgets: überall dieselben Spiele</translation>
    </message>
    <message>
        <source>each level its own node budget for this game (repeatable, and the levels stay apart)</source>
        <translation>jede Stufe mit ihrem eigenen Knotenbudget für dieses Spiel (wiederholbar, und die Stufen bleiben getrennt)</translation>
    </message>
    <message>
        <source>seconds per move instead of the levels&apos; time budgets</source>
        <translation>Sekunden pro Zug statt der Zeitbudgets der Stufen</translation>
    </message>
    <message>
        <source>games played at once, in processes (same results with --nodes)</source>
        <translation>gleichzeitig gespielte Spiele, in Prozessen (gleiche Ergebnisse mit --nodes)</translation>
    </message>
    <message>
        <source>no per-game progress</source>
        <translation>kein Fortschritt pro Spiel</translation>
    </message>
    <message>
        <source>a game option, e.g. players=3</source>
        <translation>eine Spieloption, z. B. players=3</translation>
    </message>
    <message>
        <source>each move of a saved game: win chances, mistakes</source>
        <translation>jeder Zug eines gespeicherten Spiels: Gewinnchancen, Fehler</translation>
    </message>
    <message>
        <source>the AI level that judges (default: hard)</source>
        <translation>die KI-Stufe, die bewertet (Standard: hard)</translation>
    </message>
    <message>
        <source>nodes per position (default: the level&apos;s own node budget)</source>
        <translation>Knoten pro Stellung (Standard: das eigene Knotenbudget der Stufe)</translation>
    </message>
    <message>
        <source>draw a position to a PNG image</source>
        <translation>eine Stellung als PNG-Bild zeichnen</translation>
    </message>
    <message>
        <source>PNG file to write</source>
        <translation>zu schreibende PNG-Datei</translation>
    </message>
    <message>
        <source>image size in pixels</source>
        <translation>Bildgröße in Pixeln</translation>
    </message>
    <message>
        <source>Xeno: the space (1..N) turned to face the viewer</source>
        <translation>Xeno: das Feld (1..N), das zum Betrachter gedreht wird</translation>
    </message>
    <message>
        <source>open the window, draw every game to PNG and let the AI move once in each (needs a display)</source>
        <translation>das Fenster öffnen, jedes Spiel als PNG zeichnen und die KI in jedem einmal ziehen lassen (braucht einen Bildschirm)</translation>
    </message>
    <message>
        <source>folder for the pictures (default: a new temporary folder)</source>
        <translation>Ordner für die Bilder (Standard: ein neuer temporärer Ordner)</translation>
    </message>
    <message>
        <source>mine puzzles from games between the levels, or prove a puzzle file</source>
        <translation>Aufgaben aus Spielen zwischen den Stufen gewinnen oder eine Aufgabendatei prüfen</translation>
    </message>
    <message>
        <source>the games played: add, list, stats, export, delete</source>
        <translation>die gespielten Spiele: add, list, stats, export, delete</translation>
    </message>
    <message>
        <source>host a game over the network (headless: every seat here is the AI)</source>
        <translation>ein Netzwerkspiel eröffnen (ohne Fenster: jeder Platz hier ist die KI)</translation>
    </message>
    <message>
        <source>join a game over the network (headless: --ai LEVEL plays)</source>
        <translation>einem Netzwerkspiel beitreten (ohne Fenster: --ai LEVEL spielt)</translation>
    </message>
    <message>
        <source>xeno-games: error: {message}</source>
        <translation>xeno-games: Fehler: {message}</translation>
    </message>
</context>
<context>
    <name>ClockBoxText</name>
    <message>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Eigene…</translation>
    </message>
    <message>
        <source>The players&apos; time: minutes for the game and seconds added after each move, or seconds for each move. The side whose time runs out loses.</source>
        <translation>Die Zeit der Spieler: Minuten für das Spiel und Sekunden, die nach jedem Zug hinzukommen, oder Sekunden pro Zug. Wer keine Zeit mehr hat, verliert.</translation>
    </message>
    <message>
        <source>e.g. 20+10 or 45 s/move</source>
        <translation>z. B. 20+10 oder 45 s/move</translation>
    </message>
    <message>
        <source>Minutes + seconds a move (20+10), or seconds a move (45 s/move)</source>
        <translation>Minuten + Sekunden pro Zug (20+10) oder Sekunden pro Zug (45 s/move)</translation>
    </message>
    <message>
        <source>Write a time control, e.g. 20+10 or 45 s/move</source>
        <translation>Schreib eine Bedenkzeit, z. B. 20+10 oder 45 s/move</translation>
    </message>
</context>
<context>
    <name>ClockText</name>
    <message>
        <source>a time control is one of {join}, not {kind!r}</source>
        <translation>eine Bedenkzeit ist eine von {join}, nicht {kind!r}</translation>
    </message>
    <message>
        <source>no time control has no seconds and no increment</source>
        <translation>„ohne Uhr“ hat weder Sekunden noch Zuschlag</translation>
    </message>
    <message>
        <source>the time must be more than 0 s and at most {max_seconds:g} hours</source>
        <translation>die Zeit muss über 0 s und höchstens {max_seconds:g} Stunden betragen</translation>
    </message>
    <message>
        <source>the increment must be from 0 to {max_increment:g} s</source>
        <translation>der Zuschlag muss zwischen 0 und {max_increment:g} s liegen</translation>
    </message>
    <message>
        <source>seconds per move take no increment</source>
        <translation>Sekunden pro Zug haben keinen Zuschlag</translation>
    </message>
    <message>
        <source>{minutes} min + {seconds} s a move</source>
        <translation>{minutes} Min. + {seconds} s pro Zug</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} Min.</translation>
    </message>
    <message>
        <source>{seconds} s a move</source>
        <translation>{seconds} s pro Zug</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>ohne Uhr</translation>
    </message>
    <message>
        <source>a time control is a text, not {kind}</source>
        <translation>eine Bedenkzeit ist ein Text, kein {kind}</translation>
    </message>
    <message>
        <source>{text!r}: {exc}</source>
        <translation>{text!r}: {exc}</translation>
    </message>
    <message>
        <source>{text!r} is no time control: write 5+3 (minutes+seconds a move), 30 s/move or none</source>
        <translation>{text!r} ist keine Bedenkzeit: schreib 5+3 (Minuten+Sekunden pro Zug), 30 s/move oder none</translation>
    </message>
    <message>
        <source>a clock needs at least one player</source>
        <translation>eine Uhr braucht mindestens einen Spieler</translation>
    </message>
    <message>
        <source>no player {player} on a clock of {players}</source>
        <translation>kein Spieler {player} auf einer Uhr für {players}</translation>
    </message>
    <message>
        <source>{count} times for a clock of {players} players</source>
        <translation>{count} Zeiten für eine Uhr mit {players} Spielern</translation>
    </message>
    <message>
        <source>a clock is a JSON object</source>
        <translation>eine Uhr ist ein JSON-Objekt</translation>
    </message>
    <message>
        <source>a clock&apos;s &apos;left&apos; is a list with each player&apos;s seconds</source>
        <translation>das &apos;left&apos; einer Uhr ist eine Liste mit den Sekunden jedes Spielers</translation>
    </message>
    <message>
        <source>the times left are a list of {players} numbers</source>
        <translation>die Restzeiten sind eine Liste von {players} Zahlen</translation>
    </message>
    <message>
        <source>a time left is a number of seconds, not {value!r}</source>
        <translation>eine Restzeit ist eine Zahl von Sekunden, nicht {value!r}</translation>
    </message>
    <message>
        <source>a time left of {value!r} s is out of range</source>
        <translation>eine Restzeit von {value!r} s liegt außerhalb des Bereichs</translation>
    </message>
</context>
<context>
    <name>CommandText</name>
    <message>
        <source>Game records (*.json)</source>
        <translation>Spielaufzeichnungen (*.json)</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Das Spiel kann nicht beginnen</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Cannot open {path}:
{error}</source>
        <translation>{path} lässt sich nicht öffnen:
{error}</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Spiel lässt sich nicht öffnen</translation>
    </message>
    <message numerus="yes">
        <source>Opened {path} (%n move)|Opened {path} (%n moves)</source>
        <translation>
            <numerusform>{path} geöffnet (%n Zug)</numerusform>
            <numerusform>{path} geöffnet (%n Züge)</numerusform>
        </translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Cannot save {path}:
{error}</source>
        <translation>{path} lässt sich nicht speichern:
{error}</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>Spiel lässt sich nicht speichern</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} gespeichert</translation>
    </message>
    <message>
        <source>{player} gives up this game?</source>
        <translation>{player} gibt dieses Spiel auf?</translation>
    </message>
    <message>
        <source>Resign?</source>
        <translation>Aufgeben?</translation>
    </message>
    <message>
        <source>Copied position: {position}</source>
        <translation>Stellung kopiert: {position}</translation>
    </message>
    <message numerus="yes">
        <source>Copied the whole game (%n move)|Copied the whole game (%n moves)</source>
        <translation>
            <numerusform>Ganzes Spiel kopiert (%n Zug)</numerusform>
            <numerusform>Ganzes Spiel kopiert (%n Züge)</numerusform>
        </translation>
    </message>
    <message>
        <source>This is not a {game} position:
{error}</source>
        <translation>Das ist keine {game}-Stellung:
{error}</translation>
    </message>
    <message>
        <source>Cannot paste position</source>
        <translation>Stellung lässt sich nicht einfügen</translation>
    </message>
    <message>
        <source>About Xeno Games</source>
        <translation>Über Xeno Games</translation>
    </message>
    <message>
        <source>Could not copy: another program holds the clipboard. Try again.</source>
        <translation>Kopieren ging nicht: Ein anderes Programm hält die Zwischenablage. Versuch es noch einmal.</translation>
    </message>
</context>
<context>
    <name>ControllerText</name>
    <message>
        <source>{player} is played by the AI ({level}): wait for its move</source>
        <translation>{player} spielt die KI ({level}): warte auf ihren Zug</translation>
    </message>
    <message>
        <source>{player} is played by the AI here: go to the end (End) to play on</source>
        <translation>{player} spielt hier die KI: geh ans Ende (Ende), um weiterzuspielen</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>kein Zug</translation>
    </message>
    <message>
        <source>the AI chose an illegal move: {error}</source>
        <translation>die KI hat einen unerlaubten Zug gewählt: {error}</translation>
    </message>
</context>
<context>
    <name>Doing</name>
    <message>
        <source>resume another game</source>
        <translation>ein anderes Spiel fortsetzt</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>das Programm beendest</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>ein neues Spiel beginnst</translation>
    </message>
    <message>
        <source>open another game</source>
        <translation>ein anderes Spiel öffnest</translation>
    </message>
    <message>
        <source>open the game you dropped</source>
        <translation>das abgelegte Spiel öffnest</translation>
    </message>
    <message>
        <source>start from the pasted position</source>
        <translation>von der eingefügten Stellung beginnst</translation>
    </message>
    <message>
        <source>start a lesson</source>
        <translation>eine Lektion beginnst</translation>
    </message>
    <message>
        <source>host a game over the network</source>
        <translation>ein Netzwerkspiel eröffnest</translation>
    </message>
    <message>
        <source>join a game over the network</source>
        <translation>einem Netzwerkspiel beitrittst</translation>
    </message>
    <message>
        <source>open a game from the library</source>
        <translation>ein Spiel aus der Bibliothek öffnest</translation>
    </message>
</context>
<context>
    <name>EloText</name>
    <message>
        <source>{elo} Elo (95% CI {low} .. {high}), score {score}% of {games}</source>
        <translation>{elo} Elo (95-%-KI {low} .. {high}), Punkte {score} % von {games}</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>
Games in progress are autosaved in {folder}.</source>
        <translation>
Laufende Spiele werden automatisch in {folder} gesichert.</translation>
    </message>
    <message>
        <source>Something went wrong: {kind}: {error}
The app goes on; if it misbehaves, restart it and Resume your game.{where}
The details are written to {log}.</source>
        <translation>Etwas ist schiefgegangen: {kind}: {error}
Die App läuft weiter; falls sie sich seltsam verhält, starte sie neu und setze dein Spiel fort.{where}
Die Einzelheiten stehen in {log}.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Unerwarteter Fehler</translation>
    </message>
</context>
<context>
    <name>GameCredit</name>
    <message>
        <source>Oxono is a game by Jérémy Partinico (Cosmoludo, 2024).</source>
        <translation>Oxono ist ein Spiel von Jérémy Partinico (Cosmoludo, 2024).</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>Random totem start</source>
        <translation>Totems zufällig aufstellen</translation>
    </message>
    <message>
        <source>Place the X and O totems at random on c4/d3.</source>
        <translation>Stellt die Totems X und O zufällig auf c4/d3.</translation>
    </message>
    <message>
        <source>Ball of {n} spaces</source>
        <translation>Kugel mit {n} Feldern</translation>
    </message>
    <message>
        <source>{n}: never</source>
        <translation>{n}: nie</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>The ball: its number of spaces.</source>
        <translation>Die Kugel: ihre Anzahl Felder.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>The board&apos;s size must divide evenly.</source>
        <translation>Die Größe des Bretts muss sich glatt teilen lassen.</translation>
    </message>
    <message>
        <source>Jumps are compulsory</source>
        <translation>Springen ist Pflicht</translation>
    </message>
    <message>
        <source>Quick setup</source>
        <translation>Schneller Aufbau</translation>
    </message>
    <message>
        <source>Random setup piece and colours.</source>
        <translation>Aufbaustein und Farben zufällig.</translation>
    </message>
    <message>
        <source>Draw on threefold repetition</source>
        <translation>Remis bei dreifacher Wiederholung</translation>
    </message>
    <message>
        <source>Draw after moves without a jump</source>
        <translation>Remis nach Zügen ohne Sprung</translation>
    </message>
    <message>
        <source>Draw after moves without a capture</source>
        <translation>Remis nach Zügen ohne Schlagen</translation>
    </message>
</context>
<context>
    <name>GameSummary</name>
    <message>
        <source>Move a totem, drop a pawn beside it: four of one colour or one symbol in a line wins.</source>
        <translation>Zieh ein Totem, setz einen Stein daneben: vier einer Farbe oder eines Symbols in einer Reihe gewinnen.</translation>
    </message>
    <message>
        <source>Turn the ball, move and jump stacks of rings, and take the top ring of every stack you jump.</source>
        <translation>Dreh die Kugel, zieh und spring mit Ringstapeln und nimm den obersten Ring jedes übersprungenen Stapels.</translation>
    </message>
    <message>
        <source>Pyramids of three colours slide, jump and stack; capture every enemy piece to win.</source>
        <translation>Pyramiden in drei Farben gleiten, springen und stapeln sich; schlag alle gegnerischen Steine, um zu gewinnen.</translation>
    </message>
    <message>
        <source>Step forward, push enemy pieces and pull your own; the last side with pieces wins.</source>
        <translation>Tritt vor, schieb gegnerische Steine und zieh deine eigenen; wer zuletzt Steine hat, gewinnt.</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <source>{player} made a line of four</source>
        <translation>{player} hat eine Viererreihe gebildet</translation>
    </message>
    <message>
        <source>all 32 pawns are placed</source>
        <translation>alle 32 Steine sind gesetzt</translation>
    </message>
    <message>
        <source>the same position occurred three times</source>
        <translation>dieselbe Stellung kam dreimal vor</translation>
    </message>
    <message>
        <source>{player} has no pieces left</source>
        <translation>{player} hat keine Steine mehr</translation>
    </message>
    <message>
        <source>{player} controls every stack</source>
        <translation>{player} beherrscht jeden Stapel</translation>
    </message>
    <message>
        <source>{player} has no move</source>
        <translation>{player} hat keinen Zug</translation>
    </message>
    <message>
        <source>no player can move</source>
        <translation>kein Spieler kann ziehen</translation>
    </message>
    <message>
        <source>{n} moves without a jump</source>
        <translation>{n} Züge ohne Sprung</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>setup: piece from {start} onto {end}</source>
        <translation>Aufbau: Stein von {start} auf {end}</translation>
    </message>
    <message>
        <source>{player} chooses {colour}</source>
        <comment>a colour, lower case</comment>
        <translation>{player} wählt {colour}</translation>
    </message>
    <message>
        <source>{player} has no legal move</source>
        <translation>{player} hat keinen erlaubten Zug</translation>
    </message>
    <message>
        <source>{n} moves without a capture</source>
        <translation>{n} Züge ohne Schlagen</translation>
    </message>
    <message>
        <source>{n} turns were played</source>
        <translation>{n} Züge wurden gespielt</translation>
    </message>
    <message numerus="yes">
        <source>{why}; both sides have %n step of tempo left|{why}; both sides have %n steps of tempo left</source>
        <translation>
            <numerusform>{why}; beide Seiten haben noch %n Schritt Tempo</numerusform>
            <numerusform>{why}; beide Seiten haben noch %n Schritte Tempo</numerusform>
        </translation>
    </message>
    <message>
        <source>{why}; {player} has more tempo left ({more} to {less})</source>
        <translation>{why}; {player} hat mehr Tempo übrig ({more} zu {less})</translation>
    </message>
</context>
<context>
    <name>HelpText</name>
    <message>
        <source>{games} and {last}</source>
        <translation>{games} und {last}</translation>
    </message>
    <message>
        <source>{games}: play at one screen or against the AI.</source>
        <translation>{games}: spiel an einem Bildschirm oder gegen die KI.</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Regeln von {game}</translation>
    </message>
    <message>
        <source>The exact rules are in English: they are the reference the app plays by.</source>
        <translation>Die genauen Regeln sind auf Englisch: Sie sind die Grundlage, nach der die App spielt.</translation>
    </message>
    <message>
        <source>The rules page is missing: {error}</source>
        <translation>Die Regelseite fehlt: {error}</translation>
    </message>
</context>
<context>
    <name>HostText</name>
    <message>
        <source>the game has not started: waiting for players to join</source>
        <translation>das Spiel hat noch nicht begonnen: es wird auf Mitspieler gewartet</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>the game is paused: a player&apos;s connection is down</source>
        <translation>das Spiel ruht: die Verbindung eines Spielers ist unterbrochen</translation>
    </message>
    <message>
        <source>waiting for the answer to an undo request or a draw offer</source>
        <translation>es wird auf die Antwort auf eine Rücknahmebitte oder ein Remisangebot gewartet</translation>
    </message>
    <message>
        <source>it is {player}&apos;s turn</source>
        <translation>{player} ist am Zug</translation>
    </message>
    <message>
        <source>{where}: no free seat</source>
        <translation>{where}: kein freier Platz</translation>
    </message>
    <message>
        <source>{name} joined as {player}</source>
        <translation>{name} ist als {player} beigetreten</translation>
    </message>
    <message>
        <source>{name} is back</source>
        <translation>{name} ist zurück</translation>
    </message>
    <message>
        <source>every player has joined</source>
        <translation>alle Spieler sind beigetreten</translation>
    </message>
    <message>
        <source>{name} left: {reason}</source>
        <translation>{name} ist gegangen: {reason}</translation>
    </message>
    <message>
        <source>{name}&apos;s connection is down: {reason}</source>
        <translation>die Verbindung von {name} ist unterbrochen: {reason}</translation>
    </message>
    <message>
        <source>{player}&apos;s move refused: {why}</source>
        <translation>Zug von {player} abgelehnt: {why}</translation>
    </message>
    <message>
        <source>the AI could not move: {error}</source>
        <translation>die KI konnte nicht ziehen: {error}</translation>
    </message>
    <message>
        <source>{player} asks to take back moves</source>
        <translation>{player} bittet, Züge zurückzunehmen</translation>
    </message>
    <message>
        <source>{player} asks to agree a draw</source>
        <translation>{player} bittet um ein Remis</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>back to move {number}</source>
        <translation>zurück bei Zug {number}</translation>
    </message>
    <message>
        <source>it is {player}&apos;s turn, not a player&apos;s at this computer</source>
        <translation>{player} ist am Zug, kein Spieler an diesem Computer</translation>
    </message>
</context>
<context>
    <name>HowToText</name>
    <message>
        <source>How to Play</source>
        <translation>So wird gespielt</translation>
    </message>
    <message>
        <source>Exact Rules…</source>
        <translation>Genaue Regeln…</translation>
    </message>
    <message>
        <source>The complete rules of this game, every case covered</source>
        <translation>Die vollständigen Regeln dieses Spiels, jeder Fall bedacht</translation>
    </message>
    <message>
        <source>Lessons…</source>
        <translation>Lektionen…</translation>
    </message>
    <message>
        <source>Learn this game on the board, step by step</source>
        <translation>Lerne dieses Spiel auf dem Brett, Schritt für Schritt</translation>
    </message>
    <message>
        <source>Lessons ({status})…</source>
        <translation>Lektionen ({status})…</translation>
    </message>
    <message>
        <source>The page is missing: {error}</source>
        <translation>Die Seite fehlt: {error}</translation>
    </message>
</context>
<context>
    <name>JoinText</name>
    <message>
        <source>the host cannot be reached: {error}</source>
        <translation>der Gastgeber ist nicht erreichbar: {error}</translation>
    </message>
    <message>
        <source>reconnecting ({count}): {error}</source>
        <translation>neue Verbindung ({count}): {error}</translation>
    </message>
    <message>
        <source>connected to {address}</source>
        <translation>verbunden mit {address}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>the host closed the game: {reason}</source>
        <translation>der Gastgeber hat das Spiel beendet: {reason}</translation>
    </message>
    <message>
        <source>the host closed the connection: {reason}</source>
        <translation>der Gastgeber hat die Verbindung getrennt: {reason}</translation>
    </message>
    <message>
        <source>the connection is down: {reason}</source>
        <translation>die Verbindung ist unterbrochen: {reason}</translation>
    </message>
    <message>
        <source>the game is stopped: {error}</source>
        <translation>das Spiel ist angehalten: {error}</translation>
    </message>
    <message>
        <source>the host broke the protocol: {error}</source>
        <translation>der Gastgeber hat das Protokoll verletzt: {error}</translation>
    </message>
    <message>
        <source>playing {game}</source>
        <translation>es wird {game} gespielt</translation>
    </message>
    <message>
        <source>the host sent move {number}, this side is at {here}</source>
        <translation>der Gastgeber schickte Zug {number}, diese Seite ist bei Zug {here}</translation>
    </message>
    <message>
        <source>move {number} ({move}) is not legal here: {error}</source>
        <translation>Zug {number} ({move}) ist hier nicht erlaubt: {error}</translation>
    </message>
    <message>
        <source>the positions differ after move {number}</source>
        <translation>die Stellungen unterscheiden sich nach Zug {number}</translation>
    </message>
    <message>
        <source>the host took back moves this side never saw</source>
        <translation>der Gastgeber hat Züge zurückgenommen, die diese Seite nie gesehen hat</translation>
    </message>
    <message>
        <source>the host took back moves after the game ended</source>
        <translation>der Gastgeber hat Züge zurückgenommen, nachdem die Partie zu Ende war</translation>
    </message>
    <message>
        <source>the positions differ after taking back to move {number}</source>
        <translation>die Stellungen unterscheiden sich nach dem Zurücknehmen bis Zug {number}</translation>
    </message>
    <message>
        <source>back to move {number}</source>
        <translation>zurück bei Zug {number}</translation>
    </message>
    <message>
        <source>asks to take back moves</source>
        <translation>bittet, Züge zurückzunehmen</translation>
    </message>
    <message>
        <source>offers a draw</source>
        <translation>bietet Remis an</translation>
    </message>
    <message>
        <source>the AI could not move: {error}</source>
        <translation>die KI konnte nicht ziehen: {error}</translation>
    </message>
    <message>
        <source>the connection is down: the game is paused</source>
        <translation>die Verbindung ist unterbrochen: das Spiel ruht</translation>
    </message>
    <message>
        <source>it is not this side&apos;s turn, or the game waits</source>
        <translation>diese Seite ist nicht am Zug, oder das Spiel wartet</translation>
    </message>
</context>
<context>
    <name>KeptText</name>
    <message numerus="yes">
        <source>%n move played|%n moves played</source>
        <translation>
            <numerusform>%n Zug gespielt</numerusform>
            <numerusform>%n Züge gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not autosave to {path}: {error}</source>
        <translation>Automatisches Sichern nach {path} ging nicht: {error}</translation>
    </message>
</context>
<context>
    <name>LabelText</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Freund</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} Spieler</translation>
    </message>
</context>
<context>
    <name>LanguageMenuText</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Speak this language (from the next start)</source>
        <translation>Diese Sprache verwenden (ab dem nächsten Start)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The app will speak {language} the next time it starts.</source>
        <translation>Die App spricht beim nächsten Start {language}.</translation>
    </message>
</context>
<context>
    <name>LearnModeText</name>
    <message>
        <source>The lessons cannot be read: {error}</source>
        <translation>Die Lektionen lassen sich nicht lesen: {error}</translation>
    </message>
    <message>
        <source>The puzzles cannot be read: {error}</source>
        <translation>Die Aufgaben lassen sich nicht lesen: {error}</translation>
    </message>
    <message>
        <source>{game}, {goal} (rating {rating})</source>
        <translation>{game}, {goal} (Wertung {rating})</translation>
    </message>
    <message>
        <source> — solved</source>
        <translation> — gelöst</translation>
    </message>
    <message>
        <source>{done} of {count} done</source>
        <translation>{done} von {count} erledigt</translation>
    </message>
    <message>
        <source>Lessons and puzzles</source>
        <translation>Lektionen und Aufgaben</translation>
    </message>
    <message>
        <source>No puzzles of this game yet</source>
        <translation>Noch keine Aufgaben für dieses Spiel</translation>
    </message>
    <message>
        <source>Look at {places}</source>
        <translation>Schau auf {places}</translation>
    </message>
    <message>
        <source>Read the step above the board</source>
        <translation>Lies den Schritt über dem Brett</translation>
    </message>
    <message>
        <source>Move {number}: {player} played {move}, but had a win in {n}. Can you find it?</source>
        <translation>Zug {number}: {player} spielte {move}, hatte aber einen Gewinn in {n}. Findest du ihn?</translation>
    </message>
</context>
<context>
    <name>LearnText</name>
    <message>
        <source>Retry</source>
        <translation>Nochmal</translation>
    </message>
    <message>
        <source>Start this step (or puzzle) again</source>
        <translation>Diesen Schritt (oder diese Aufgabe) neu beginnen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Mark the piece to move (the puzzle then counts as missed)</source>
        <translation>Den zu ziehenden Stein markieren (die Aufgabe zählt dann als verpasst)</translation>
    </message>
    <message>
        <source>Show Solution</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Play the solution on the board</source>
        <translation>Die Lösung auf dem Brett spielen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>On to the next step</source>
        <translation>Weiter zum nächsten Schritt</translation>
    </message>
    <message>
        <source>Next Puzzle</source>
        <translation>Nächste Aufgabe</translation>
    </message>
    <message>
        <source>Another puzzle near your rating</source>
        <translation>Eine andere Aufgabe nahe deiner Wertung</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>Zurück zur Startseite</translation>
    </message>
    <message>
        <source>Practise This as a Puzzle</source>
        <translation>Als Aufgabe üben</translation>
    </message>
    <message>
        <source>This position, as a puzzle</source>
        <translation>Diese Stellung als Aufgabe</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>Hide this offer</source>
        <translation>Dieses Angebot ausblenden</translation>
    </message>
    <message>
        <source>Next Lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <source>A win you missed</source>
        <translation>Ein verpasster Gewinn</translation>
    </message>
    <message>
        <source>Learn by playing</source>
        <translation>Spielend lernen</translation>
    </message>
    <message>
        <source>Lessons:</source>
        <translation>Lektionen:</translation>
    </message>
    <message>
        <source>The lessons of {game}</source>
        <translation>Die Lektionen zu {game}</translation>
    </message>
    <message>
        <source>{game} puzzles</source>
        <translation>{game}-Aufgaben</translation>
    </message>
    <message>
        <source>Puzzles of {game}, one at a time, near your rating</source>
        <translation>Aufgaben zu {game}, eine nach der anderen, nahe deiner Wertung</translation>
    </message>
    <message>
        <source>Play Today&apos;s Puzzle</source>
        <translation>Aufgabe des Tages</translation>
    </message>
    <message>
        <source>The same puzzle for everyone today</source>
        <translation>Heute für alle dieselbe Aufgabe</translation>
    </message>
    <message>
        <source> (provisional: fewer than 20 puzzles rated)</source>
        <translation> (vorläufig: weniger als 20 Aufgaben gewertet)</translation>
    </message>
    <message>
        <source>Puzzles, one at a time near your rating: {rating}{provisional} · {solved} solved, {missed} missed</source>
        <translation>Aufgaben, eine nach der anderen nahe deiner Wertung: {rating}{provisional} · {solved} gelöst, {missed} verpasst</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle: {puzzle}</source>
        <translation>Aufgabe des Tages: {puzzle}</translation>
    </message>
    <message>
        <source>No puzzles yet</source>
        <translation>Noch keine Aufgaben</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Not done yet</source>
        <translation>Noch nicht erledigt</translation>
    </message>
</context>
<context>
    <name>LessonFileText</name>
    <message>
        <source>&apos;game&apos; is {found!r}, but the file is {game}.json</source>
        <translation>&apos;game&apos; ist {found!r}, aber die Datei ist {game}.json</translation>
    </message>
    <message>
        <source>&apos;language&apos; is {found!r}, but the folder is {language}/</source>
        <translation>&apos;language&apos; ist {found!r}, aber der Ordner ist {language}/</translation>
    </message>
    <message>
        <source>&apos;lessons&apos; must be an object, not {kind}</source>
        <translation>&apos;lessons&apos; muss ein Objekt sein, nicht {kind}</translation>
    </message>
    <message>
        <source>the English {game}.json has no lesson {id!r}</source>
        <translation>die englische {game}.json hat keine Lektion {id!r}</translation>
    </message>
    <message>
        <source>a lesson</source>
        <translation>eine Lektion</translation>
    </message>
    <message>
        <source>&apos;steps&apos; must be an object (step number: texts), not {kind}</source>
        <translation>&apos;steps&apos; muss ein Objekt sein (Schrittnummer: Texte), nicht {kind}</translation>
    </message>
    <message>
        <source>the English lesson has no step {key!r} (it has 1 to {count})</source>
        <translation>die englische Lektion hat keinen Schritt {key!r} (sie hat 1 bis {count})</translation>
    </message>
    <message>
        <source>a step</source>
        <translation>ein Schritt</translation>
    </message>
    <message>
        <source>the English step has no &apos;wrong&apos; to translate</source>
        <translation>der englische Schritt hat kein &apos;wrong&apos; zum Übersetzen</translation>
    </message>
    <message>
        <source>{file}: lesson {lesson!r}</source>
        <translation>{file}: Lektion {lesson!r}</translation>
    </message>
    <message>
        <source>{where}, step {step}</source>
        <translation>{where}, Schritt {step}</translation>
    </message>
    <message>
        <source>is not a game id</source>
        <translation>ist keine Spiel-ID</translation>
    </message>
    <message>
        <source>this id is used twice</source>
        <translation>diese ID kommt zweimal vor</translation>
    </message>
    <message>
        <source>names no game (known: {games})</source>
        <translation>nennt kein Spiel (bekannt: {games})</translation>
    </message>
    <message>
        <source>this id is used by {game} too</source>
        <translation>diese ID benutzt auch {game}</translation>
    </message>
    <message>
        <source>the key {key!r} is given twice</source>
        <translation>der Schlüssel {key!r} steht zweimal da</translation>
    </message>
    <message>
        <source>{name} is not a JSON number</source>
        <translation>{name} ist keine JSON-Zahl</translation>
    </message>
    <message>
        <source>cannot be read ({error})</source>
        <translation>kann nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>is larger than {size} KB</source>
        <translation>ist größer als {size} KB</translation>
    </message>
    <message>
        <source>is not UTF-8 text</source>
        <translation>ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>is nested too deeply</source>
        <translation>ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>is not valid JSON: {error}</source>
        <translation>ist kein gültiges JSON: {error}</translation>
    </message>
    <message>
        <source>{what} must be a JSON object, not {kind}</source>
        <translation>{what} muss ein JSON-Objekt sein, nicht {kind}</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>die Datei</translation>
    </message>
    <message>
        <source>unknown field {field!r} (known: {fields})</source>
        <translation>unbekanntes Feld {field!r} (bekannt: {fields})</translation>
    </message>
    <message>
        <source>the field {field!r} is missing</source>
        <translation>das Feld {field!r} fehlt</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>ein Text</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>{name!r} must be a text, not {kind}</source>
        <translation>{name!r} muss ein Text sein, nicht {kind}</translation>
    </message>
    <message>
        <source>{name!r} is longer than {limit} characters</source>
        <translation>{name!r} ist länger als {limit} Zeichen</translation>
    </message>
    <message>
        <source>{name!r} is empty</source>
        <translation>{name!r} ist leer</translation>
    </message>
    <message>
        <source>{name!r} holds a control character</source>
        <translation>{name!r} enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <source>{name!r} must be a list, not {kind}</source>
        <translation>{name!r} muss eine Liste sein, nicht {kind}</translation>
    </message>
    <message>
        <source>{name!r} has more than {limit} entries</source>
        <translation>{name!r} hat mehr als {limit} Einträge</translation>
    </message>
    <message>
        <source>the id {id!r} must be lower-case letters, digits and &apos;-&apos;</source>
        <translation>die ID {id!r} darf nur Kleinbuchstaben, Ziffern und &apos;-&apos; enthalten</translation>
    </message>
    <message>
        <source>unknown board: {error}</source>
        <translation>unbekanntes Brett: {error}</translation>
    </message>
    <message>
        <source>the board {board!r} is a {found} board, not {game}</source>
        <translation>das Brett {board!r} ist ein {found}-Brett, kein {game}-Brett</translation>
    </message>
    <message>
        <source>&apos;options&apos; must be an object, not {kind}</source>
        <translation>&apos;options&apos; muss ein Objekt sein, nicht {kind}</translation>
    </message>
    <message>
        <source>an option&apos;s value must be a text, a number, true/false or null</source>
        <translation>der Wert einer Option muss ein Text, eine Zahl, true/false oder null sein</translation>
    </message>
    <message>
        <source>a lesson needs at least one step</source>
        <translation>eine Lektion braucht mindestens einen Schritt</translation>
    </message>
    <message>
        <source>the mark {mark!r} is not a place (like &apos;c3&apos;, or a space number on the ball)</source>
        <translation>die Markierung {mark!r} ist kein Ort (wie &apos;c3&apos; oder eine Feldnummer auf der Kugel)</translation>
    </message>
    <message>
        <source>&apos;expect&apos; lists a move twice</source>
        <translation>&apos;expect&apos; nennt einen Zug zweimal</translation>
    </message>
    <message>
        <source>&apos;wins&apos; must be true or false, not {kind}</source>
        <translation>&apos;wins&apos; muss true oder false sein, nicht {kind}</translation>
    </message>
    <message>
        <source>a reading step (no &apos;expect&apos;) has no &apos;reply&apos;, &apos;wrong&apos; or &apos;wins&apos;</source>
        <translation>ein Leseschritt (ohne &apos;expect&apos;) hat kein &apos;reply&apos;, &apos;wrong&apos; oder &apos;wins&apos;</translation>
    </message>
    <message>
        <source>a winning step has no &apos;reply&apos;: the game is over</source>
        <translation>ein Gewinnschritt hat kein &apos;reply&apos;: das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>the first step must give a &apos;position&apos;</source>
        <translation>der erste Schritt muss eine &apos;position&apos; angeben</translation>
    </message>
    <message>
        <source>give this step a &apos;position&apos;: the previous step&apos;s moves lead to different ones</source>
        <translation>gib diesem Schritt eine &apos;position&apos;: die Züge des vorigen Schritts führen zu verschiedenen Stellungen</translation>
    </message>
    <message>
        <source>the game is over in this position, so no move can be expected</source>
        <translation>in dieser Stellung ist das Spiel zu Ende, also kann kein Zug erwartet werden</translation>
    </message>
    <message>
        <source>expected move</source>
        <translation>der erwartete Zug</translation>
    </message>
    <message>
        <source>{move} does not win the game here</source>
        <translation>{move} gewinnt das Spiel hier nicht</translation>
    </message>
    <message>
        <source>the game is over after {move}, so there is no reply</source>
        <translation>nach {move} ist das Spiel zu Ende, also gibt es keine Antwort</translation>
    </message>
    <message>
        <source>reply to {move}</source>
        <translation>die Antwort auf {move}</translation>
    </message>
    <message>
        <source>the position {text!r} does not parse: {error}</source>
        <translation>die Stellung {text!r} lässt sich nicht lesen: {error}</translation>
    </message>
    <message>
        <source>write the position as the rules do: {written!r}, not {text!r}</source>
        <translation>schreib die Stellung wie die Regeln: {written!r}, nicht {text!r}</translation>
    </message>
    <message>
        <source>the {what} {text!r} is not legal here: {error}</source>
        <translation>{what} {text!r} ist hier nicht erlaubt: {error}</translation>
    </message>
    <message>
        <source>write the {what} as the rules do: {written!r}, not {text!r}</source>
        <translation>schreib {what} wie die Regeln: {written!r}, nicht {text!r}</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <source>That move is legal, but it is not the point here. Try again.</source>
        <translation>Der Zug ist erlaubt, aber hier geht es um etwas anderes. Versuch es noch einmal.</translation>
    </message>
    <message>
        <source>win in {n}</source>
        <translation>Gewinn in {n}</translation>
    </message>
    <message>
        <source>best capture</source>
        <translation>bester Schlag</translation>
    </message>
    <message>
        <source>it is a choice, not a move on the board</source>
        <translation>es ist eine Wahl, kein Zug auf dem Brett</translation>
    </message>
    <message>
        <source>space {number}</source>
        <translation>Feld {number}</translation>
    </message>
    <message>
        <source>the right move brings a piece to {place}</source>
        <translation>der richtige Zug bringt einen Stein nach {place}</translation>
    </message>
    <message>
        <source>the right move starts at {place}</source>
        <translation>der richtige Zug beginnt auf {place}</translation>
    </message>
    <message>
        <source>Here you play both sides.</source>
        <translation>Hier spielst du beide Seiten.</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Schritt {number} von {count}</translation>
    </message>
    <message>
        <source>Lesson complete: {title}</source>
        <translation>Lektion geschafft: {title}</translation>
    </message>
    <message>
        <source>Read this step, then press Next.</source>
        <translation>Lies diesen Schritt und drück dann Weiter.</translation>
    </message>
    <message>
        <source>Press Next to go on.</source>
        <translation>Drück Weiter, um fortzufahren.</translation>
    </message>
    <message>
        <source>Right! Press Next.</source>
        <translation>Richtig! Drück Weiter.</translation>
    </message>
    <message>
        <source>{player} to move: {goal}.</source>
        <translation>{player} am Zug: {goal}.</translation>
    </message>
    <message>
        <source>Puzzle {rating}</source>
        <translation>Aufgabe {rating}</translation>
    </message>
    <message>
        <source> · your rating {rating}</source>
        <translation> · deine Wertung {rating}</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Not this move ({move}): try another.</source>
        <translation>Nicht dieser Zug ({move}): versuch einen anderen.</translation>
    </message>
    <message>
        <source>Right! Now the reply…</source>
        <translation>Richtig! Jetzt die Antwort…</translation>
    </message>
    <message>
        <source>Right! Go on: your move.</source>
        <translation>Richtig! Weiter: du bist am Zug.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Gelöst!</translation>
    </message>
    <message>
        <source>Solved, with help: the rating counts it as missed.</source>
        <translation>Gelöst, mit Hilfe: die Wertung zählt es als verpasst.</translation>
    </message>
    <message>
        <source>Hint: {hint}.</source>
        <translation>Tipp: {hint}.</translation>
    </message>
    <message>
        <source>The solution: {moves}</source>
        <translation>Die Lösung: {moves}</translation>
    </message>
</context>
<context>
    <name>LevelHintText</name>
    <message>
        <source>AI {level}</source>
        <translation>KI {level}</translation>
    </message>
    <message>
        <source>Suggested for you: {level} (not rated yet: finish a game against the AI)</source>
        <translation>Vorschlag für dich: {level} (noch keine Wertung: beende ein Spiel gegen die KI)</translation>
    </message>
    <message>
        <source>Suggested for you: {level} (your rating {rating})</source>
        <translation>Vorschlag für dich: {level} (deine Wertung {rating})</translation>
    </message>
    <message>
        <source>Match me plays at {rating}: {budget}</source>
        <translation>„Wie ich“ spielt auf {rating}: {budget}</translation>
    </message>
</context>
<context>
    <name>LevelText</name>
    <message>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Match me ({rating})</source>
        <translation>Wie ich ({rating})</translation>
    </message>
    <message>
        <source>unknown AI level {level!r} (known: {levels})</source>
        <translation>unbekannte KI-Stufe {level!r} (bekannt: {levels})</translation>
    </message>
</context>
<context>
    <name>LibraryCliText</name>
    <message>
        <source>the library file (default: XENO_GAMES_LIBRARY, else library.sqlite3 in the data folder)</source>
        <translation>die Bibliotheksdatei (Standard: XENO_GAMES_LIBRARY, sonst library.sqlite3 im Datenordner)</translation>
    </message>
    <message>
        <source>import game records, or folders of them</source>
        <translation>Spielaufzeichnungen importieren, oder Ordner davon</translation>
    </message>
    <message>
        <source>a game record (.json) or a folder of them</source>
        <translation>eine Spielaufzeichnung (.json) oder ein Ordner davon</translation>
    </message>
    <message>
        <source>the games, newest first</source>
        <translation>die Spiele, das neueste zuerst</translation>
    </message>
    <message>
        <source>only this game ({games})</source>
        <translation>nur dieses Spiel ({games})</translation>
    </message>
    <message>
        <source>at most this many (default: all)</source>
        <translation>höchstens so viele (Standard: alle)</translation>
    </message>
    <message>
        <source>JSON, one object per game in a list</source>
        <translation>JSON, ein Objekt pro Spiel in einer Liste</translation>
    </message>
    <message>
        <source>games, wins, draws, losses per game and level; the rating</source>
        <translation>Spiele, Siege, Remis, Niederlagen pro Spiel und Stufe; die Wertung</translation>
    </message>
    <message>
        <source>only this game</source>
        <translation>nur dieses Spiel</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>write a game as its game record</source>
        <translation>ein Spiel als seine Spielaufzeichnung schreiben</translation>
    </message>
    <message>
        <source>the game&apos;s number (library list)</source>
        <translation>die Nummer des Spiels (library list)</translation>
    </message>
    <message>
        <source>the file to write (.json)</source>
        <translation>die zu schreibende Datei (.json)</translation>
    </message>
    <message>
        <source>forget games</source>
        <translation>Spiele vergessen</translation>
    </message>
    <message>
        <source>the games&apos; numbers (library list)</source>
        <translation>die Nummern der Spiele (library list)</translation>
    </message>
    <message>
        <source>library needs a command: add, list, stats, export or delete</source>
        <translation>library braucht einen Befehl: add, list, stats, export oder delete</translation>
    </message>
    <message>
        <source>xeno-games: warning: {message}</source>
        <translation>xeno-games: Warnung: {message}</translation>
    </message>
    <message>
        <source>xeno-games: error: {message}</source>
        <translation>xeno-games: Fehler: {message}</translation>
    </message>
    <message>
        <source>no such file or folder: {path}</source>
        <translation>keine solche Datei und kein solcher Ordner: {path}</translation>
    </message>
    <message>
        <source>refused {line}</source>
        <translation>abgelehnt {line}</translation>
    </message>
    <message>
        <source>id</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>Züge</translation>
    </message>
    <message numerus="yes">
        <source>%n game|%n games</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>no games in the library</source>
        <translation>keine Spiele in der Bibliothek</translation>
    </message>
    <message>
        <source>  rating {value} ± {spread} after {count} rated games</source>
        <translation>  Wertung {value} ± {spread} nach {count} gewerteten Spielen</translation>
    </message>
    <message>
        <source>level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>unbeendet</translation>
    </message>
    <message>
        <source>  reviewed {count}: {inaccuracies} inaccuracies, {mistakes} mistakes, {blunders} blunders</source>
        <translation>  ausgewertet {count}: {inaccuracies} Ungenauigkeiten, {mistakes} Fehler, {blunders} grobe Fehler</translation>
    </message>
    <message>
        <source>{path} is a folder: name the file to write</source>
        <translation>{path} ist ein Ordner: nenne die zu schreibende Datei</translation>
    </message>
    <message>
        <source>game {number} written to {path}</source>
        <translation>Spiel {number} nach {path} geschrieben</translation>
    </message>
    <message>
        <source>there is no game {number} in the library</source>
        <translation>es gibt kein Spiel {number} in der Bibliothek</translation>
    </message>
    <message>
        <source>{count} game(s) deleted</source>
        <translation>{count} Spiel(e) gelöscht</translation>
    </message>
</context>
<context>
    <name>LibraryText</name>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Unbeendet</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message numerus="yes">
        <source>Game {number} · {players} · %n move|Game {number} · {players} · %n moves</source>
        <translation>
            <numerusform>Spiel {number} · {players} · %n Zug</numerusform>
            <numerusform>Spiel {number} · {players} · %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>Match me</source>
        <translation>Wie ich</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>No game reviewed yet: Game ▸ Review Game marks the moves that lost the most.</source>
        <translation>Noch kein Spiel ausgewertet: Spiel ▸ Spiel auswerten markiert die Züge, die am meisten verloren.</translation>
    </message>
    <message>
        <source>Your rating after each game against the AI</source>
        <translation>Deine Wertung nach jedem Spiel gegen die KI</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Mistakes per reviewed game</source>
        <translation>Fehler pro ausgewertetem Spiel</translation>
    </message>
    <message>
        <source>mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>reviewed game</source>
        <translation>ausgewertetes Spiel</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>No games in the library yet: every game you play lands here.</source>
        <translation>Noch keine Spiele in der Bibliothek: jedes Spiel, das du spielst, landet hier.</translation>
    </message>
    <message>
        <source>Every opponent</source>
        <translation>Jeder Gegner</translation>
    </message>
    <message>
        <source>No rating yet: finish a game against one of the AI&apos;s levels.</source>
        <translation>Noch keine Wertung: beende ein Spiel gegen eine der KI-Stufen.</translation>
    </message>
    <message>
        <source>Your rating in {game}: {rating} ± {margin} (95% sure it lies in {low}–{high}), after {games} games against the levels</source>
        <translation>Deine Wertung in {game}: {rating} ± {margin} (zu 95 % sicher zwischen {low} und {high}), nach {games} Spielen gegen die Stufen</translation>
    </message>
    <message>
        <source>Mistakes (orange) and blunders (red): {average} a game over {count} reviewed</source>
        <translation>Fehler (orange) und grobe Fehler (rot): {average} pro Spiel über {count} ausgewertete</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Jedes Spiel</translation>
    </message>
    <message>
        <source>Every board</source>
        <translation>Jedes Brett</translation>
    </message>
    <message>
        <source>Every result</source>
        <translation>Jedes Ergebnis</translation>
    </message>
    <message>
        <source>From this day (the earliest day: any)</source>
        <translation>Ab diesem Tag (der früheste Tag: beliebig)</translation>
    </message>
    <message>
        <source>To this day (the earliest day: any)</source>
        <translation>Bis zu diesem Tag (der früheste Tag: beliebig)</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Nachspielen</translation>
    </message>
    <message>
        <source>Open the game at its start, to step through it</source>
        <translation>Das Spiel am Anfang öffnen, um es Schritt für Schritt durchzugehen</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>A&amp;uswerten</translation>
    </message>
    <message>
        <source>Open the game and mark the moves that lost the most</source>
        <translation>Das Spiel öffnen und die Züge markieren, die am meisten verloren</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Play on from where the game was left</source>
        <translation>Dort weiterspielen, wo das Spiel stehen blieb</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save the game as a game record (.json)</source>
        <translation>Das Spiel als Spielaufzeichnung speichern (.json)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>Remove the chosen games from the library</source>
        <translation>Die gewählten Spiele aus der Bibliothek entfernen</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Add saved game records to the library</source>
        <translation>Gespeicherte Spielaufzeichnungen zur Bibliothek hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Spiele</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <source>any day</source>
        <translation>beliebiger Tag</translation>
    </message>
    <message numerus="yes">
        <source>%n game|%n games</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation>Spiel exportieren</translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>Spiele löschen</translation>
    </message>
    <message numerus="yes">
        <source>Remove this game from the library? This cannot be undone.|Remove these %n games from the library? This cannot be undone.</source>
        <translation>
            <numerusform>Dieses Spiel aus der Bibliothek entfernen? Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>Diese %n Spiele aus der Bibliothek entfernen? Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Games</source>
        <translation>Spiele importieren</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Spielaufzeichnungen (*.json)</translation>
    </message>
</context>
<context>
    <name>MatchText</name>
    <message>
        <source>{nodes} nodes a move</source>
        <translation>{nodes} Knoten pro Zug</translation>
    </message>
    <message numerus="yes">
        <source>%n turn deep|%n turns deep</source>
        <translation>
            <numerusform>%n Zug tief</numerusform>
            <numerusform>%n Züge tief</numerusform>
        </translation>
    </message>
    <message>
        <source>deepening</source>
        <translation>vertiefend</translation>
    </message>
    <message>
        <source> ({deeper} on {share}% of moves)</source>
        <translation> ({deeper} bei {share} % der Züge)</translation>
    </message>
    <message>
        <source>noise {noise}</source>
        <translation>Rauschen {noise}</translation>
    </message>
    <message>
        <source>{share}% random moves</source>
        <translation>{share} % Zufallszüge</translation>
    </message>
</context>
<context>
    <name>MenuText</name>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>Start a new game (choose game, players, seed)</source>
        <translation>Ein neues Spiel beginnen (Spiel, Spieler, Startwert)</translation>
    </message>
    <message>
        <source>Start &amp;Page</source>
        <translation>&amp;Startseite</translation>
    </message>
    <message>
        <source>The games, play the computer or a friend, resume</source>
        <translation>Die Spiele: gegen den Computer oder Freunde, fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a saved game record</source>
        <translation>Eine gespeicherte Spielaufzeichnung öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save this game</source>
        <translation>Dieses Spiel speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save this game to a new file</source>
        <translation>Dieses Spiel in eine neue Datei speichern</translation>
    </message>
    <message>
        <source>&amp;Library…</source>
        <translation>&amp;Bibliothek…</translation>
    </message>
    <message>
        <source>Every game you played: replay, review or continue one; your statistics</source>
        <translation>Alle deine Spiele: nachspielen, prüfen oder fortsetzen; deine Statistik</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <source>The player to move gives up the game</source>
        <translation>Der Spieler am Zug gibt das Spiel auf</translation>
    </message>
    <message>
        <source>&amp;Host a Game…</source>
        <translation>Spiel &amp;eröffnen…</translation>
    </message>
    <message>
        <source>Play over the network: choose the seats, then send the invitation</source>
        <translation>Im Netzwerk spielen: Plätze wählen, dann die Einladung schicken</translation>
    </message>
    <message>
        <source>&amp;Join a Game…</source>
        <translation>Spiel &amp;beitreten…</translation>
    </message>
    <message>
        <source>Play over the network with a host&apos;s invitation</source>
        <translation>Im Netzwerk spielen, mit der Einladung eines Gastgebers</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Close the app</source>
        <translation>Die App schließen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last move (against the AI: yours)</source>
        <translation>Den letzten Zug zurücknehmen (gegen die KI: deinen)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Play again a move you took back</source>
        <translation>Einen zurückgenommenen Zug wieder spielen</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>Stellung &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the position text</source>
        <translation>Den Stellungstext kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;Game</source>
        <translation>Spiel ko&amp;pieren</translation>
    </message>
    <message>
        <source>Copy the whole game as text: the players, the moves by round, the result</source>
        <translation>Das ganze Spiel als Text kopieren: Spieler, Züge nach Runden, Ergebnis</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>Stellung &amp;einfügen</translation>
    </message>
    <message>
        <source>Start a new game from a position text on the clipboard</source>
        <translation>Ein neues Spiel aus einem Stellungstext in der Zwischenablage beginnen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Ask the AI which move it would play</source>
        <translation>Die KI fragen, welchen Zug sie spielen würde</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Spiel &amp;auswerten</translation>
    </message>
    <message>
        <source>Mark the moves that lost the most, by the engine&apos;s judgement</source>
        <translation>Die Züge markieren, die laut Engine am meisten verloren</translation>
    </message>
    <message>
        <source>Show &amp;Evaluation</source>
        <translation>&amp;Bewertung zeigen</translation>
    </message>
    <message>
        <source>The bar beside the board and the graph under the moves: each player&apos;s chance to win</source>
        <translation>Der Balken neben dem Brett und die Kurve unter den Zügen: die Gewinnchance jedes Spielers</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>Turn the board around</source>
        <translation>Das Brett umdrehen</translation>
    </message>
    <message>
        <source>&amp;Reset View</source>
        <translation>Ansicht &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Turn the ball back to its starting view</source>
        <translation>Die Kugel in die Anfangsansicht zurückdrehen</translation>
    </message>
    <message>
        <source>Space &amp;Numbers</source>
        <translation>Feld&amp;nummern</translation>
    </message>
    <message>
        <source>Show each space&apos;s number on the ball</source>
        <translation>Die Nummer jedes Feldes auf der Kugel zeigen</translation>
    </message>
    <message>
        <source>&amp;Letters on Pieces</source>
        <translation>&amp;Buchstaben auf Steinen</translation>
    </message>
    <message>
        <source>Write each stack&apos;s colours as letters (for colour-blind players)</source>
        <translation>Die Farben jedes Stapels als Buchstaben schreiben (bei Farbenblindheit)</translation>
    </message>
    <message>
        <source>&amp;Animate Moves</source>
        <translation>Züge &amp;animieren</translation>
    </message>
    <message>
        <source>Show moves travelling over the board</source>
        <translation>Züge über das Brett wandern lassen</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>Moves take {seconds} s to play out</source>
        <translation>Züge brauchen {seconds} s zum Ablaufen</translation>
    </message>
    <message>
        <source>Show &amp;Side Panel</source>
        <translation>&amp;Seitenleiste zeigen</translation>
    </message>
    <message>
        <source>Show or hide the Players and Moves panel</source>
        <translation>Die Leiste mit Spielern und Zügen zeigen oder verbergen</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Fill the screen with the window</source>
        <translation>Das Fenster füllt den Bildschirm</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Show the position one move earlier</source>
        <translation>Die Stellung einen Zug früher zeigen</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
    <message>
        <source>Show the position one move later</source>
        <translation>Die Stellung einen Zug später zeigen</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Anfang</translation>
    </message>
    <message>
        <source>Show the start position</source>
        <translation>Die Anfangsstellung zeigen</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>&amp;Ende</translation>
    </message>
    <message>
        <source>Show the latest position</source>
        <translation>Die neueste Stellung zeigen</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Undo one step of the move being built</source>
        <translation>Einen Schritt des begonnenen Zugs zurücknehmen</translation>
    </message>
    <message>
        <source>How to &amp;Play</source>
        <translation>So wird &amp;gespielt</translation>
    </message>
    <message>
        <source>The rules in plain words, with pictures, and the controls</source>
        <translation>Die Regeln in einfachen Worten, mit Bildern, und die Bedienung</translation>
    </message>
    <message>
        <source>&amp;Exact Rules</source>
        <translation>&amp;Genaue Regeln</translation>
    </message>
    <message>
        <source>The exact rules this app implements: the reference</source>
        <translation>Die genauen Regeln, nach denen die App spielt: die Referenz</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>About Xeno Games</source>
        <translation>Über Xeno Games</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>Play Over &amp;Network</source>
        <translation>Im &amp;Netzwerk spielen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>Animations&amp;tempo</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
</context>
<context>
    <name>MoveListText</name>
    <message>
        <source>{player} wins</source>
        <translation>{player} gewinnt</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>{players} lost</source>
        <translation>{players} verliert</translation>
    </message>
</context>
<context>
    <name>NetCliText</name>
    <message>
        <source>the game&apos;s name (as in xeno-games perft)</source>
        <translation>der Name des Spiels (wie bei xeno-games perft)</translation>
    </message>
    <message>
        <source>the port to listen on (0: any free port)</source>
        <translation>der Port, auf dem gelauscht wird (0: ein beliebiger freier)</translation>
    </message>
    <message>
        <source>the address to listen on (default: every one)</source>
        <translation>die Adresse, auf der gelauscht wird (Standard: alle)</translation>
    </message>
    <message>
        <source>the address the invitation shows (default: this computer&apos;s)</source>
        <translation>die Adresse, die die Einladung zeigt (Standard: die dieses Computers)</translation>
    </message>
    <message>
        <source>the code joiners must know (default: a new random one)</source>
        <translation>der Code, den Beitretende kennen müssen (Standard: ein neuer zufälliger)</translation>
    </message>
    <message>
        <source>seat N (1, 2, …) is host, remote or ai:LEVEL (default: 1=host, the others remote)</source>
        <translation>Platz N (1, 2, …) ist host, remote oder ai:LEVEL (Standard: 1=host, die anderen remote)</translation>
    </message>
    <message>
        <source>a game option</source>
        <translation>eine Spieloption</translation>
    </message>
    <message>
        <source>the seed of the game&apos;s shuffle and the AI</source>
        <translation>der Startwert für das Mischen des Spiels und die KI</translation>
    </message>
    <message>
        <source>a node budget for every AI move (repeatable games)</source>
        <translation>ein Knotenbudget für jeden KI-Zug (wiederholbare Spiele)</translation>
    </message>
    <message>
        <source>a time control: none, 5+3 (minutes + seconds), 30 s/move</source>
        <translation>eine Bedenkzeit: none, 5+3 (Minuten + Sekunden), 30 s/move</translation>
    </message>
    <message>
        <source>show the game in the Join dialogs on this network (mDNS) until every seat is taken</source>
        <translation>das Spiel in den Beitreten-Dialogen dieses Netzwerks zeigen (mDNS), bis jeder Platz besetzt ist</translation>
    </message>
    <message>
        <source>the answer to undo requests</source>
        <translation>die Antwort auf Rücknahmebitten</translation>
    </message>
    <message>
        <source>the answer to draw offers</source>
        <translation>die Antwort auf Remisangebote</translation>
    </message>
    <message>
        <source>the game record to write (default: in the data folder)</source>
        <translation>die zu schreibende Spielaufzeichnung (Standard: im Datenordner)</translation>
    </message>
    <message>
        <source>no line per move</source>
        <translation>keine Zeile pro Zug</translation>
    </message>
    <message>
        <source>HOST:PORT (or give --invitation)</source>
        <translation>HOST:PORT (oder gib --invitation an)</translation>
    </message>
    <message>
        <source>the host&apos;s code, e.g. 7K4-Q2M</source>
        <translation>der Code des Gastgebers, z. B. 7K4-Q2M</translation>
    </message>
    <message>
        <source>the host&apos;s certificate fingerprint (64 hex digits)</source>
        <translation>der Zertifikats-Fingerabdruck des Gastgebers (64 Hexziffern)</translation>
    </message>
    <message>
        <source>the whole invitation text (address, code and fingerprint)</source>
        <translation>der ganze Einladungstext (Adresse, Code und Fingerabdruck)</translation>
    </message>
    <message>
        <source>the AI plays this side (headless: required)</source>
        <translation>die KI spielt diese Seite (ohne Fenster: nötig)</translation>
    </message>
    <message>
        <source>a node budget for every AI move</source>
        <translation>ein Knotenbudget für jeden KI-Zug</translation>
    </message>
    <message>
        <source>the name the host shows</source>
        <translation>der Name, den der Gastgeber zeigt</translation>
    </message>
</context>
<context>
    <name>NetFoundText</name>
    <message>
        <source>Looking for games on this network…</source>
        <translation>Suche Spiele in diesem Netzwerk…</translation>
    </message>
    <message>
        <source>No game is waiting on this network. A host on another network (or whose network hides it) sends the invitation: paste it above.</source>
        <translation>In diesem Netzwerk wartet kein Spiel. Ein Gastgeber in einem anderen Netzwerk (oder dessen Netzwerk es verbirgt) schickt die Einladung: füge sie oben ein.</translation>
    </message>
    <message>
        <source>, {n} players</source>
        <translation>, {n} Spieler</translation>
    </message>
    <message>
        <source>, clock {clock}</source>
        <translation>, Uhr {clock}</translation>
    </message>
    <message numerus="yes">
        <source>%n seat free|%n seats free</source>
        <translation>
            <numerusform>%n Platz frei</numerusform>
            <numerusform>%n Plätze frei</numerusform>
        </translation>
    </message>
    <message>
        <source>Games waiting on this network</source>
        <translation>Spiele, die in diesem Netzwerk warten</translation>
    </message>
    <message>
        <source>Choose a game: its address fills in; type the code the host gives you</source>
        <translation>Wähle ein Spiel: seine Adresse wird eingetragen; tippe den Code, den der Gastgeber dir gibt</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>Cannot look for games on this network ({error}): paste the invitation.</source>
        <translation>In diesem Netzwerk lässt sich nicht nach Spielen suchen ({error}): füge die Einladung ein.</translation>
    </message>
    <message>
        <source>none advertised</source>
        <translation>keins angegeben</translation>
    </message>
    <message>
        <source>Certificate {start}… — the host&apos;s Invitation box shows the same first eight digits; if not, this is not your host</source>
        <translation>Zertifikat {start}… — das Feld Einladung des Gastgebers zeigt dieselben ersten acht Zeichen; sonst ist das nicht dein Gastgeber</translation>
    </message>
    <message numerus="yes">
        <source>%n game waiting: choose one, then type the code its host gives you|%n games waiting: choose one, then type the code its host gives you</source>
        <translation>
            <numerusform>%n Spiel wartet: wähle eins und tippe den Code, den sein Gastgeber dir gibt</numerusform>
            <numerusform>%n Spiele warten: wähle eins und tippe den Code, den sein Gastgeber dir gibt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetModeText</name>
    <message>
        <source>Cannot host the game: {error}</source>
        <translation>Das Spiel lässt sich nicht eröffnen: {error}</translation>
    </message>
    <message>
        <source>Hosting: the code is {code}</source>
        <translation>Eröffnet: der Code ist {code}</translation>
    </message>
    <message>
        <source>Hosting stopped</source>
        <translation>Eröffnung beendet</translation>
    </message>
    <message>
        <source>Joined {host}:{port}: waiting for the host&apos;s game</source>
        <translation>{host}:{port} beigetreten: warte auf das Spiel des Gastgebers</translation>
    </message>
    <message>
        <source>Joined: waiting for the host&apos;s game…</source>
        <translation>Beigetreten: warte auf das Spiel des Gastgebers…</translation>
    </message>
    <message>
        <source>Moves taken back: the game is back at move {number}</source>
        <translation>Züge zurückgenommen: das Spiel steht wieder bei Zug {number}</translation>
    </message>
    <message>
        <source>Game over: {reason}</source>
        <translation>Spiel aus: {reason}</translation>
    </message>
    <message>
        <source>{player} asks to take back their last move</source>
        <translation>{player} bittet, den letzten Zug zurückzunehmen</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Erlauben</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>{player} offers a draw</source>
        <translation>{player} bietet Remis an</translation>
    </message>
    <message>
        <source>Accept Draw</source>
        <translation>Remis annehmen</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>The take-back was refused</source>
        <translation>Das Zurücknehmen wurde abgelehnt</translation>
    </message>
    <message>
        <source>The draw was declined</source>
        <translation>Das Remis wurde abgelehnt</translation>
    </message>
    <message>
        <source>Every player has joined: the game starts</source>
        <translation>Alle Spieler sind da: das Spiel beginnt</translation>
    </message>
    <message>
        <source>The game starts: you play {player}</source>
        <translation>Das Spiel beginnt: du spielst {player}</translation>
    </message>
    <message>
        <source>Back in the game at move {number}</source>
        <translation>Zurück im Spiel bei Zug {number}</translation>
    </message>
    <message>
        <source>Connection lost — {reason}</source>
        <translation>Verbindung verloren — {reason}</translation>
    </message>
    <message>
        <source>The game over the network ended: {reason}.</source>
        <translation>Das Netzwerkspiel ist zu Ende: {reason}.</translation>
    </message>
    <message>
        <source> The game is saved: Resume it from the start page.</source>
        <translation> Das Spiel ist gesichert: setze es auf der Startseite fort.</translation>
    </message>
    <message>
        <source>The game goes on at its last move: play from there</source>
        <translation>Das Spiel geht beim letzten Zug weiter: spiel von dort</translation>
    </message>
    <message>
        <source>{move}: sent to the host</source>
        <translation>{move}: an den Gastgeber gesendet</translation>
    </message>
    <message>
        <source>Asked the other side to take back your last move — waiting for the answer</source>
        <translation>Die andere Seite wurde gebeten, deinen letzten Zug zurückzunehmen — warte auf die Antwort</translation>
    </message>
    <message>
        <source>Draw offered — waiting for the answer</source>
        <translation>Remis angeboten — warte auf die Antwort</translation>
    </message>
    <message>
        <source>{player} gives up this game?</source>
        <translation>{player} gibt dieses Spiel auf?</translation>
    </message>
    <message>
        <source>Resign?</source>
        <translation>Aufgeben?</translation>
    </message>
    <message>
        <source>Not sent: {error}</source>
        <translation>Nicht gesendet: {error}</translation>
    </message>
    <message>
        <source>You: {text}</source>
        <translation>Du: {text}</translation>
    </message>
    <message>
        <source>In a game over the network the host&apos;s seats stay</source>
        <translation>In einem Netzwerkspiel bleiben die Plätze des Gastgebers</translation>
    </message>
</context>
<context>
    <name>NetPanelText</name>
    <message>
        <source>Reconnect</source>
        <translation>Neu verbinden</translation>
    </message>
    <message>
        <source>Connect to the host again with the same invitation</source>
        <translation>Mit derselben Einladung erneut mit dem Gastgeber verbinden</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Chat and what happened over the network</source>
        <translation>Chat und was im Netzwerk geschah</translation>
    </message>
    <message>
        <source>Say something (Enter to send)</source>
        <translation>Sag etwas (Enter zum Senden)</translation>
    </message>
    <message>
        <source>Offer Draw</source>
        <translation>Remis anbieten</translation>
    </message>
    <message>
        <source>Offer the other players a draw</source>
        <translation>Den anderen Spielern Remis anbieten</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>Dieses Spiel aufgeben</translation>
    </message>
</context>
<context>
    <name>NetReadText</name>
    <message>
        <source>The other player</source>
        <translation>Der andere Spieler</translation>
    </message>
    <message>
        <source>Waiting for the host&apos;s game</source>
        <translation>Warte auf das Spiel des Gastgebers</translation>
    </message>
    <message>
        <source>Waiting for the players to join</source>
        <translation>Warte, bis die Spieler beitreten</translation>
    </message>
    <message>
        <source>{player} plays at the AI here: wait for their move</source>
        <translation>{player} spielt hier die KI: warte auf den Zug</translation>
    </message>
    <message>
        <source>{player} plays at another computer: wait for their move</source>
        <translation>{player} spielt an einem anderen Computer: warte auf den Zug</translation>
    </message>
    <message>
        <source>The connection is down: the game is paused</source>
        <translation>Die Verbindung ist unterbrochen: das Spiel pausiert</translation>
    </message>
    <message>
        <source>Reconnected: waiting for the host&apos;s game</source>
        <translation>Wieder verbunden: warte auf das Spiel des Gastgebers</translation>
    </message>
    <message>
        <source>The game is paused: a player&apos;s connection is down</source>
        <translation>Das Spiel pausiert: die Verbindung eines Spielers ist unterbrochen</translation>
    </message>
    <message>
        <source>{name} joined</source>
        <translation>{name} ist beigetreten</translation>
    </message>
    <message>
        <source>waiting for a player to join…</source>
        <translation>warte auf einen Spieler…</translation>
    </message>
    <message>
        <source>{player}: {who} (here)</source>
        <translation>{player}: {who} (hier)</translation>
    </message>
    <message>
        <source>Waiting for {players} to join — code {code}</source>
        <translation>Warte, bis {players} beitritt — Code {code}</translation>
    </message>
    <message>
        <source>Connection lost — {reason}</source>
        <translation>Verbindung verloren — {reason}</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting to the host…</source>
        <translation>Verbindung verloren — verbinde neu mit dem Gastgeber…</translation>
    </message>
    <message>
        <source>Reconnected: waiting for the host&apos;s game…</source>
        <translation>Wieder verbunden: warte auf das Spiel des Gastgebers…</translation>
    </message>
    <message>
        <source>Joined: waiting for the host&apos;s game…</source>
        <translation>Beigetreten: warte auf das Spiel des Gastgebers…</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Connection lost — waiting for {players} to reconnect</source>
        <translation>Verbindung verloren — warte, bis {players} sich wieder verbindet</translation>
    </message>
    <message>
        <source>you, here</source>
        <translation>du, hier</translation>
    </message>
    <message>
        <source>the AI here</source>
        <translation>die KI hier</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>away</source>
        <translation>abwesend</translation>
    </message>
    <message>
        <source>at another computer</source>
        <translation>an einem anderen Computer</translation>
    </message>
</context>
<context>
    <name>NetText</name>
    <message>
        <source>Host a game over the network</source>
        <translation>Ein Netzwerkspiel eröffnen</translation>
    </message>
    <message>
        <source>The host&apos;s clock decides for everyone; the network&apos;s delay is not charged</source>
        <translation>Die Uhr des Gastgebers gilt für alle; die Verzögerung des Netzwerks wird nicht berechnet</translation>
    </message>
    <message>
        <source>Host</source>
        <comment>the host&apos;s name until changed</comment>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <source>Your name, as the players who join see it</source>
        <translation>Dein Name, wie die beitretenden Spieler ihn sehen</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <source>Start hosting</source>
        <translation>Eröffnen</translation>
    </message>
    <message>
        <source>Wait for the players who join; the invitation shows here</source>
        <translation>Auf die beitretenden Spieler warten; die Einladung erscheint hier</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Einladung</translation>
    </message>
    <message>
        <source>The code to read out to the players who join</source>
        <translation>Der Code, den du den beitretenden Spielern vorliest</translation>
    </message>
    <message>
        <source>The whole invitation: send it to the players who join</source>
        <translation>Die ganze Einladung: schick sie an die beitretenden Spieler</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the invitation, to paste in a message to the players</source>
        <translation>Die Einladung kopieren, um sie in eine Nachricht an die Spieler einzufügen</translation>
    </message>
    <message>
        <source>Players on this network also see the game in their Join dialog; they still need the code.</source>
        <translation>Spieler in diesem Netzwerk sehen das Spiel auch in ihrem Beitreten-Dialog; den Code brauchen sie trotzdem.</translation>
    </message>
    <message>
        <source>Human here</source>
        <translation>Mensch hier</translation>
    </message>
    <message>
        <source>Joins over the network</source>
        <translation>Tritt übers Netzwerk bei</translation>
    </message>
    <message>
        <source>Who plays this side: you here, a player who joins, or this computer&apos;s AI</source>
        <translation>Wer diese Seite spielt: du hier, ein beitretender Spieler oder die KI dieses Computers</translation>
    </message>
    <message>
        <source>Choose at least one seat for a player who joins over the network</source>
        <translation>Wähle mindestens einen Platz für einen Spieler, der über das Netzwerk beitritt</translation>
    </message>
    <message>
        <source>Waiting for players…</source>
        <translation>Warte auf Spieler…</translation>
    </message>
    <message>
        <source>Address {host} · port {port}
Certificate fingerprint {fingerprint}</source>
        <translation>Adresse {host} · Port {port}
Zertifikats-Fingerabdruck {fingerprint}</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>The host refused the code: check it with the host (like 7K4-Q2M) and try again. ({error})</source>
        <translation>Der Gastgeber hat den Code abgelehnt: prüf ihn mit dem Gastgeber (wie 7K4-Q2M) und versuch es noch einmal. ({error})</translation>
    </message>
    <message>
        <source>The computer that answered is not the host of this invitation (another certificate): ask the host for a new invitation. ({error})</source>
        <translation>Der Computer, der geantwortet hat, ist nicht der Gastgeber dieser Einladung (anderes Zertifikat): bitte den Gastgeber um eine neue Einladung. ({error})</translation>
    </message>
    <message>
        <source>No answer from the host: check the address and that the host is still waiting. ({error})</source>
        <translation>Keine Antwort vom Gastgeber: prüf die Adresse und ob der Gastgeber noch wartet. ({error})</translation>
    </message>
    <message>
        <source>The game is full: every seat has its player. ({error})</source>
        <translation>Das Spiel ist voll: jeder Platz ist besetzt. ({error})</translation>
    </message>
    <message>
        <source>Could not join: {error}</source>
        <translation>Beitritt fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>Join a game over the network</source>
        <translation>Einem Netzwerkspiel beitreten</translation>
    </message>
    <message>
        <source>Choose a game waiting on this network, or paste the invitation the host sent you, or type the host&apos;s address and code.</source>
        <translation>Wähle ein Spiel, das in diesem Netzwerk wartet, füge die Einladung des Gastgebers ein oder tippe seine Adresse und seinen Code.</translation>
    </message>
    <message>
        <source>Invitation:</source>
        <translation>Einladung:</translation>
    </message>
    <message>
        <source>7K4-Q2M (for a game chosen above, or an address typed)</source>
        <translation>7K4-Q2M (für ein oben gewähltes Spiel oder eine getippte Adresse)</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Code:</translation>
    </message>
    <message>
        <source>Guest</source>
        <comment>a joining player&apos;s name until changed</comment>
        <translation>Gast</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Type the code {host} gives you, then Join.</source>
        <translation>Tippe den Code, den {host} dir gibt, dann Beitreten.</translation>
    </message>
    <message>
        <source> Its certificate starts {start}, as on your host&apos;s screen?</source>
        <translation> Sein Zertifikat beginnt mit {start}, wie auf dem Bildschirm deines Gastgebers?</translation>
    </message>
    <message>
        <source>This is not an invitation: {error}</source>
        <translation>Das ist keine Einladung: {error}</translation>
    </message>
    <message>
        <source>Joining {host}:{port}…</source>
        <translation>Trete {host}:{port} bei…</translation>
    </message>
</context>
<context>
    <name>NewGameText</name>
    <message>
        <source>AI {level}</source>
        <translation>KI {level}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Which game to play</source>
        <translation>Welches Spiel gespielt wird</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Uhr:</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Erweitert</translation>
    </message>
    <message>
        <source>The seed: the same seed deals the same game</source>
        <translation>Der Startwert: derselbe Startwert ergibt dasselbe Spiel</translation>
    </message>
    <message>
        <source>Seed for any random setup and for the AI (same seed, same game)</source>
        <translation>Startwert für zufälligen Aufbau und für die KI (gleicher Startwert, gleiches Spiel)</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <source>Who plays {player}: a human at this screen or the AI at a level</source>
        <translation>Wer {player} spielt: ein Mensch an diesem Bildschirm oder die KI auf einer Stufe</translation>
    </message>
    <message>
        <source>{player}:</source>
        <translation>{player}:</translation>
    </message>
</context>
<context>
    <name>OxonoText</name>
    <message>
        <source>in hand: X {x} · O {o}</source>
        <translation>in der Hand: X {x} · O {o}</translation>
    </message>
    <message>
        <source>The game is over: New game (Ctrl+N), or browse the moves</source>
        <translation>Das Spiel ist aus: Neues Spiel (Strg+N) oder die Züge durchgehen</translation>
    </message>
    <message>
        <source>{player}: choose a totem (X or O)</source>
        <translation>{player}: wähle ein Totem (X oder O)</translation>
    </message>
    <message>
        <source>{player}: choose the {symbol} totem (no {other} pawns left)</source>
        <translation>{player}: wähle das Totem {symbol} (keine {other}-Steine mehr)</translation>
    </message>
    <message>
        <source>{player}: choose where the {symbol} totem goes (Esc: choose again)</source>
        <translation>{player}: wähle, wohin das Totem {symbol} zieht (Esc: neu wählen)</translation>
    </message>
    <message>
        <source>{player}: place your {symbol} pawn next to the totem (Esc: move the totem elsewhere)</source>
        <translation>{player}: setz deinen {symbol}-Stein neben das Totem (Esc: Totem woanders hinziehen)</translation>
    </message>
    <message>
        <source>{player}: {square} holds no totem — first choose a totem (X or O)</source>
        <translation>{player}: auf {square} steht kein Totem — wähle zuerst ein Totem (X oder O)</translation>
    </message>
    <message>
        <source>{player} has no {symbol} pawns left: choose the {other} totem</source>
        <translation>{player} hat keine {symbol}-Steine mehr: wähle das Totem {other}</translation>
    </message>
    <message>
        <source>The {symbol} totem cannot go to {square}: it moves like a rook through empty squares — choose a highlighted square (Esc: choose again)</source>
        <translation>Das Totem {symbol} kann nicht nach {square}: Es zieht wie ein Turm über leere Felder — wähle ein markiertes Feld (Esc: neu wählen)</translation>
    </message>
    <message>
        <source>Your {symbol} pawn cannot go on {square}: it goes on an empty square next to the totem on {totem} — choose a highlighted square</source>
        <translation>Dein {symbol}-Stein kann nicht auf {square}: Er kommt auf ein leeres Feld neben dem Totem auf {totem} — wähle ein markiertes Feld</translation>
    </message>
    <message>
        <source>{symbol} to {target}, pawn {square} is not legal here</source>
        <translation>{symbol} nach {target}, Stein auf {square} ist hier nicht erlaubt</translation>
    </message>
</context>
<context>
    <name>Pieces</name>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>klar</translation>
    </message>
    <message>
        <source>cyan</source>
        <translation>cyan</translation>
    </message>
    <message>
        <source>left/right up to {n}</source>
        <translation>links/rechts bis {n}</translation>
    </message>
    <message>
        <source>forward/backward up to {n}</source>
        <translation>vor/zurück bis {n}</translation>
    </message>
    <message>
        <source>diagonally up to {n}</source>
        <translation>schräg bis {n}</translation>
    </message>
    <message>
        <source>jumps over up to {n}</source>
        <translation>springt über bis {n}</translation>
    </message>
    <message>
        <source>{player}&apos;s {piece}</source>
        <translation>{piece} von {player}</translation>
    </message>
    <message>
        <source>base {piece}</source>
        <translation>Basis {piece}</translation>
    </message>
    <message>
        <source>nested {piece}</source>
        <translation>verschachtelt {piece}</translation>
    </message>
    <message>
        <source>stacked {piece}</source>
        <translation>gestapelt {piece}</translation>
    </message>
    <message>
        <source>{player}&apos;s combination: {parts} (distance {n})</source>
        <translation>Kombination von {player}: {parts} (Reichweite {n})</translation>
    </message>
    <message>
        <source>
moves: {ways}</source>
        <translation>
zieht: {ways}</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Sky</source>
        <translation>Himmelblau</translation>
    </message>
</context>
<context>
    <name>ProgressText</name>
    <message>
        <source>not a lesson or puzzle id: {value!r}</source>
        <translation>keine Lektions- oder Aufgaben-ID: {value!r}</translation>
    </message>
    <message>
        <source>{key!r} is not a list of ids</source>
        <translation>{key!r} ist keine Liste von IDs</translation>
    </message>
    <message>
        <source>the file is {count} bytes, far more than any progress file</source>
        <translation>die Datei hat {count} Bytes, weit mehr als jede Fortschrittsdatei</translation>
    </message>
    <message>
        <source>the file is not JSON ({exc})</source>
        <translation>die Datei ist kein JSON ({exc})</translation>
    </message>
    <message>
        <source>the file holds no progress object</source>
        <translation>die Datei enthält kein Fortschrittsobjekt</translation>
    </message>
    <message>
        <source>unknown version {value!r}</source>
        <translation>unbekannte Version {value!r}</translation>
    </message>
    <message>
        <source>the puzzle rating {value!r} is not a rating</source>
        <translation>die Aufgabenwertung {value!r} ist keine Wertung</translation>
    </message>
    <message>
        <source>the count of rated puzzles {value!r} is not a count</source>
        <translation>die Anzahl gewerteter Aufgaben {value!r} ist keine Anzahl</translation>
    </message>
    <message>
        <source>Your progress could not be read ({error}); it starts afresh for now.</source>
        <translation>Dein Fortschritt ließ sich nicht lesen ({error}); er beginnt vorerst neu.</translation>
    </message>
    <message>
        <source>The file was kept as {path}.</source>
        <translation>Die Datei wurde als {path} aufbewahrt.</translation>
    </message>
    <message>
        <source>The file could not be moved aside ({error}).</source>
        <translation>Die Datei ließ sich nicht beiseitelegen ({error}).</translation>
    </message>
    <message>
        <source>Your progress file {path} was refused: {error}. {kept} It starts afresh.</source>
        <translation>Deine Fortschrittsdatei {path} wurde abgelehnt: {error}. {kept} Er beginnt neu.</translation>
    </message>
</context>
<context>
    <name>PuzzleCliText</name>
    <message>
        <source>play seeded games between the levels and keep proven puzzles</source>
        <translation>Spiele mit Startwert zwischen den Stufen spielen und bewiesene Aufgaben behalten</translation>
    </message>
    <message>
        <source>a registry name: {games}</source>
        <translation>ein registrierter Name: {games}</translation>
    </message>
    <message>
        <source>puzzles to find</source>
        <translation>zu findende Aufgaben</translation>
    </message>
    <message>
        <source>a .jsonl file to add them to (default: print them)</source>
        <translation>eine .jsonl-Datei, der sie angefügt werden (Standard: ausgeben)</translation>
    </message>
    <message>
        <source>the largest N of a win in N (1..{most})</source>
        <translation>das größte N eines Gewinns in N (1..{most})</translation>
    </message>
    <message>
        <source>the last plies of each game searched for wins</source>
        <translation>die letzten Halbzüge jedes Spiels, in denen nach Gewinnen gesucht wird</translation>
    </message>
    <message>
        <source>no best capture puzzles</source>
        <translation>keine Aufgaben zum besten Schlag</translation>
    </message>
    <message>
        <source>stop after this many games</source>
        <translation>nach so vielen Spielen aufhören</translation>
    </message>
    <message>
        <source>prove every puzzle of a file again (exhaustive search)</source>
        <translation>jede Aufgabe einer Datei erneut beweisen (vollständige Suche)</translation>
    </message>
    <message>
        <source>check this many puzzles, chosen with --seed</source>
        <translation>so viele Aufgaben prüfen, gewählt mit --seed</translation>
    </message>
    <message>
        <source>a line for every puzzle</source>
        <translation>eine Zeile pro Aufgabe</translation>
    </message>
</context>
<context>
    <name>RecordText</name>
    <message>
        <source>{where}missing field {key!r}</source>
        <translation>{where}Feld {key!r} fehlt</translation>
    </message>
    <message>
        <source>{where}field {key!r} has the wrong type ({kind})</source>
        <translation>{where}das Feld {key!r} hat den falschen Typ ({kind})</translation>
    </message>
    <message>
        <source>seat {index} is not {{&apos;kind&apos;: &apos;human&apos;}} or {{&apos;kind&apos;: &apos;ai&apos;, &apos;level&apos;: ...}}</source>
        <translation>Platz {index} ist weder {{&apos;kind&apos;: &apos;human&apos;}} noch {{&apos;kind&apos;: &apos;ai&apos;, &apos;level&apos;: ...}}</translation>
    </message>
    <message>
        <source>seat {index}: an AI seat needs a level</source>
        <translation>Platz {index}: ein KI-Platz braucht eine Stufe</translation>
    </message>
    <message>
        <source>the file does not hold a game record (expected a JSON object)</source>
        <translation>die Datei enthält keine Spielaufzeichnung (JSON-Objekt erwartet)</translation>
    </message>
    <message>
        <source>not a game record: field &apos;format&apos; should be {record_format!r}</source>
        <translation>keine Spielaufzeichnung: das Feld &apos;format&apos; muss {record_format!r} sein</translation>
    </message>
    <message>
        <source>record format version {version} is newer than this app reads ({format_version})</source>
        <translation>die Formatversion {version} ist neuer, als diese App liest ({format_version})</translation>
    </message>
    <message>
        <source>record format version {version} does not exist (versions start at 1)</source>
        <translation>die Formatversion {version} gibt es nicht (Versionen beginnen bei 1)</translation>
    </message>
    <message>
        <source>unknown game {game_id!r}</source>
        <translation>unbekanntes Spiel {game_id!r}</translation>
    </message>
    <message>
        <source>field &apos;start_position&apos; has the wrong type</source>
        <translation>das Feld &apos;start_position&apos; hat den falschen Typ</translation>
    </message>
    <message>
        <source>bad game setup: {exc}</source>
        <translation>fehlerhafter Spielaufbau: {exc}</translation>
    </message>
    <message>
        <source>move {number} is not a text</source>
        <translation>Zug {number} ist kein Text</translation>
    </message>
    <message>
        <source>move {number} ({text!r}): {exc}</source>
        <translation>Zug {number} ({text!r}): {exc}</translation>
    </message>
    <message>
        <source>result: no player {resigned!r} to resign</source>
        <translation>Ergebnis: kein Spieler {resigned!r}, der aufgibt</translation>
    </message>
    <message>
        <source>field &apos;cursor&apos; should be a move number from 0 to {length}</source>
        <translation>das Feld &apos;cursor&apos; muss eine Zugnummer von 0 bis {length} sein</translation>
    </message>
    <message>
        <source>field &apos;time_control&apos; has the wrong type</source>
        <translation>das Feld &apos;time_control&apos; hat den falschen Typ</translation>
    </message>
    <message>
        <source>field &apos;time_control&apos;: {exc}</source>
        <translation>Feld &apos;time_control&apos;: {exc}</translation>
    </message>
    <message>
        <source>field &apos;time_left&apos; should be a list of at most {positions} positions&apos; times</source>
        <translation>das Feld &apos;time_left&apos; muss eine Liste der Zeiten von höchstens {positions} Stellungen sein</translation>
    </message>
    <message>
        <source>field &apos;time_left&apos;, after move {ply}: {exc}</source>
        <translation>Feld &apos;time_left&apos;, nach Zug {ply}: {exc}</translation>
    </message>
    <message>
        <source>{path} is not a game record: larger than {max_record_bytes} MB</source>
        <translation>{path} ist keine Spielaufzeichnung: größer als {max_record_bytes} MB</translation>
    </message>
    <message>
        <source>cannot read {path}: {exc}</source>
        <translation>{path} lässt sich nicht lesen: {exc}</translation>
    </message>
    <message>
        <source>not valid JSON (line {lineno}, column {colno}): {msg}</source>
        <translation>kein gültiges JSON (Zeile {lineno}, Spalte {colno}): {msg}</translation>
    </message>
    <message>
        <source>not a game record: its JSON is nested too deeply</source>
        <translation>keine Spielaufzeichnung: ihr JSON ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>not a game record: {exc}</source>
        <translation>keine Spielaufzeichnung: {exc}</translation>
    </message>
</context>
<context>
    <name>ResultText</name>
    <message>
        <source>wins {wins}  draws {draws}  losses {losses}  unfinished {unfinished}</source>
        <translation>Siege {wins}  Remis {draws}  Niederlagen {losses}  unbeendet {unfinished}</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>{text!r} is not an Oxono move (like &apos;X d3-d6 d5&apos;)</source>
        <translation>{text!r} ist kein Oxono-Zug (wie &apos;X d3-d6 d5&apos;)</translation>
    </message>
    <message>
        <source>{text} is not legal in {position}</source>
        <translation>{text} ist in {position} nicht erlaubt</translation>
    </message>
    <message>
        <source>{text!r}: needs exactly one {name} totem &apos;{ch}&apos;</source>
        <translation>{text!r}: braucht genau ein Totem {name} &apos;{ch}&apos;</translation>
    </message>
    <message>
        <source>{text!r}: a player has more than 8 pawns of one symbol</source>
        <translation>{text!r}: ein Spieler hat mehr als 8 Steine eines Symbols</translation>
    </message>
    <message>
        <source>{text!r}: {pink_down} pink and {black_down} black pawns cannot have {player} to move (Pink moves first)</source>
        <translation>{text!r}: bei {pink_down} rosa und {black_down} schwarzen Steinen kann nicht {player} am Zug sein (Rosa beginnt)</translation>
    </message>
    <message>
        <source>game {id!r} is registered already</source>
        <translation>Spiel {id!r} ist schon registriert</translation>
    </message>
    <message>
        <source>unknown game {game!r} (known: {games})</source>
        <translation>unbekanntes Spiel {game!r} (bekannt: {games})</translation>
    </message>
    <message>
        <source>unknown game {name!r} (known: {known})</source>
        <translation>unbekanntes Spiel {name!r} (bekannt: {known})</translation>
    </message>
    <message>
        <source>{text!r} is not a square (a1..{value}{rank})</source>
        <translation>{text!r} ist kein Feld (a1..{value}{rank})</translation>
    </message>
    <message>
        <source>{text!r}: expected the ranks, a space, and the side to move &apos;{side}&apos; or &apos;{side2}&apos;</source>
        <translation>{text!r}: erwartet werden die Reihen, ein Leerzeichen und die Seite am Zug &apos;{side}&apos; oder &apos;{side2}&apos;</translation>
    </message>
    <message>
        <source>{source!r}: expected {size} ranks separated by &apos;/&apos;, found {count}</source>
        <translation>{source!r}: {size} Reihen mit &apos;/&apos; getrennt erwartet, {count} gefunden</translation>
    </message>
    <message>
        <source>{source!r}: unknown piece {ch!r} on rank {rank}</source>
        <translation>{source!r}: unbekannter Stein {ch!r} auf Reihe {rank}</translation>
    </message>
    <message>
        <source>{source!r}: rank {rank} has {file} squares, not {size}</source>
        <translation>{source!r}: Reihe {rank} hat {file} Felder, nicht {size}</translation>
    </message>
    <message>
        <source>{name!r} is not a board name like &apos;xeno-30&apos;</source>
        <translation>{name!r} ist kein Brettname wie &apos;xeno-30&apos;</translation>
    </message>
    <message>
        <source>{strip!r}: boards have at most {max_spaces} spaces</source>
        <translation>{strip!r}: Bretter haben höchstens {max_spaces} Felder</translation>
    </message>
    <message>
        <source>no Xeno board has {size} spaces: boards have 24, 60, 12·n² or 30·n² spaces (e.g. {boards})</source>
        <translation>kein Xeno-Brett hat {size} Felder: Bretter haben 24, 60, 12·n² oder 30·n² Felder (z. B. {boards})</translation>
    </message>
    <message>
        <source>{name}: the base polyhedron is not closed</source>
        <translation>{name}: das Grundpolyeder ist nicht geschlossen</translation>
    </message>
    <message>
        <source>{board} has {size} spaces: it cannot be shared by {merged} players</source>
        <translation>{board} hat {size} Felder: es lässt sich nicht auf {merged} Spieler aufteilen</translation>
    </message>
    <message>
        <source>{text!r}: {token!r} is not a space of {board} (1..{size})</source>
        <translation>{text!r}: {token!r} ist kein Feld von {board} (1..{size})</translation>
    </message>
    <message>
        <source>{text!r} is not a setup move like &apos;S 5&gt;9&apos;</source>
        <translation>{text!r} ist kein Aufbauzug wie &apos;S 5&gt;9&apos;</translation>
    </message>
    <message>
        <source>{text!r} is not a colour choice like &apos;C b&apos;</source>
        <translation>{text!r} ist keine Farbwahl wie &apos;C b&apos;</translation>
    </message>
    <message>
        <source>{text!r} is not a Xeno move (like &apos;12-7&apos;, &apos;12x7x19&apos;, &apos;S 5&gt;9&apos; or &apos;C b&apos;)</source>
        <translation>{text!r} ist kein Xeno-Zug (wie &apos;12-7&apos;, &apos;12x7x19&apos;, &apos;S 5&gt;9&apos; oder &apos;C b&apos;)</translation>
    </message>
    <message>
        <source>{text!r}: expected &apos;&lt;board&gt; &lt;to-move&gt; &lt;stacks&gt;&apos;, like &apos;xeno-12 a ab,b,,a,…&apos;</source>
        <translation>{text!r}: &apos;&lt;board&gt; &lt;to-move&gt; &lt;stacks&gt;&apos; erwartet, wie &apos;xeno-12 a ab,b,,a,…&apos;</translation>
    </message>
    <message>
        <source>{text!r}: {exc}</source>
        <translation>{text!r}: {exc}</translation>
    </message>
    <message>
        <source>the position is for {board}, not {opt}</source>
        <translation>die Stellung ist für {board}, nicht {opt}</translation>
    </message>
    <message>
        <source>{text!r}: {board} has {size} spaces, the position lists {count}</source>
        <translation>{text!r}: {board} hat {size} Felder, die Stellung nennt {count}</translation>
    </message>
    <message>
        <source>{text!r}: space {number} holds {join!r}, not colours a..f</source>
        <translation>{text!r}: Feld {number} enthält {join!r}, keine Farben a..f</translation>
    </message>
    <message>
        <source>{text!r}: a position needs pieces of at least two colours</source>
        <translation>{text!r}: eine Stellung braucht Steine von mindestens zwei Farben</translation>
    </message>
    <message>
        <source>{text!r}: the player to move must be one of the colours present</source>
        <translation>{text!r}: der Spieler am Zug muss eine der vorhandenen Farben sein</translation>
    </message>
    <message>
        <source>{text!r}: the fourth field should be &apos;seats:&lt;colours&gt;&apos;</source>
        <translation>{text!r}: das vierte Feld sollte &apos;seats:&lt;colours&gt;&apos; sein</translation>
    </message>
    <message>
        <source>{text!r}: bad seat colours {spec!r}</source>
        <translation>{text!r}: falsche Platzfarben {spec!r}</translation>
    </message>
    <message>
        <source>{text!r}: the seats must list each colour present once</source>
        <translation>{text!r}: die Plätze müssen jede vorhandene Farbe einmal nennen</translation>
    </message>
    <message>
        <source>{text!r}: before the setup move every space holds one piece</source>
        <translation>{text!r}: vor dem Aufbauzug trägt jedes Feld einen Stein</translation>
    </message>
    <message>
        <source>{text!r}: &apos;S&lt;space&gt;&apos; names the removed piece&apos;s space</source>
        <translation>{text!r}: &apos;S&lt;space&gt;&apos; nennt das Feld des herausgenommenen Steins</translation>
    </message>
    <message>
        <source>{text!r}: &apos;C&lt;colours&gt;&apos; lists the distinct colours chosen so far</source>
        <translation>{text!r}: &apos;C&lt;colours&gt;&apos; nennt die bisher gewählten verschiedenen Farben</translation>
    </message>
    <message>
        <source>{text!r}: a chosen colour has no pieces</source>
        <translation>{text!r}: eine gewählte Farbe hat keine Steine</translation>
    </message>
    <message>
        <source>{text!r}: after the setup move one space is empty and one holds two pieces</source>
        <translation>{text!r}: nach dem Aufbauzug ist ein Feld leer und eines trägt zwei Steine</translation>
    </message>
    <message>
        <source>rank {rank}: cannot read {text!r} (a digit or a piece like Rl, Yl&lt;Bs^Rm)</source>
        <translation>Reihe {rank}: {text!r} ist nicht lesbar (eine Ziffer oder ein Stein wie Rl, Yl&lt;Bs^Rm)</translation>
    </message>
    <message>
        <source>rank {rank}: {exc}</source>
        <translation>Reihe {rank}: {exc}</translation>
    </message>
    <message>
        <source>rank {rank} {text!r} describes {count} squares, not 8</source>
        <translation>Reihe {rank} {text!r} beschreibt {count} Felder, nicht 8</translation>
    </message>
    <message>
        <source>expected the reserve {label}… but found {text!r}</source>
        <translation>Vorrat {label}… erwartet, aber {text!r} gefunden</translation>
    </message>
    <message>
        <source>reserve {label} {exc}</source>
        <translation>Vorrat {label} {exc}</translation>
    </message>
    <message>
        <source>reserve {label} holds {token!r}: write its pieces in its owner&apos;s case</source>
        <translation>Vorrat {label} enthält {token!r}: schreib seine Steine in der Schreibweise ihres Besitzers</translation>
    </message>
    <message>
        <source>a position text has 4 fields (board, side to move, S:…, N:…), not {count}: {text!r}</source>
        <translation>ein Stellungstext hat 4 Felder (Brett, Seite am Zug, S:…, N:…), nicht {count}: {text!r}</translation>
    </message>
    <message>
        <source>the board needs 8 ranks separated by &apos;/&apos;, not {count}</source>
        <translation>das Brett braucht 8 Reihen, getrennt durch &apos;/&apos;, nicht {count}</translation>
    </message>
    <message>
        <source>the side to move is &apos;s&apos; or &apos;n&apos;, not {side!r}</source>
        <translation>die Seite am Zug ist &apos;s&apos; oder &apos;n&apos;, nicht {side!r}</translation>
    </message>
    <message>
        <source>there are only two {name} pieces in the game, not {n}</source>
        <translation>es gibt nur zwei Steine {name} im Spiel, nicht {n}</translation>
    </message>
    <message>
        <source>an empty move text</source>
        <translation>ein leerer Zugtext</translation>
    </message>
    <message>
        <source>{text!r} is not an X Spectrum move (like c3-d2, c3-d2=Bl&lt;Bm, c3:^Bs-d2, c3=Bl^Bm, Rl@a1)</source>
        <translation>{text!r} ist kein X-Spectrum-Zug (wie c3-d2, c3-d2=Bl&lt;Bm, c3:^Bs-d2, c3=Bl^Bm, Rl@a1)</translation>
    </message>
    <message>
        <source>{text!r}: a square alone is not a move (add -target or =arrangement)</source>
        <translation>{text!r}: ein Feld allein ist kein Zug (füge -Ziel oder =Anordnung an)</translation>
    </message>
    <message>
        <source>{text!r} is not a piece (R/Y/B, upper case South, lower case North, then s/m/l)</source>
        <translation>{text!r} ist kein Stein (R/Y/B, groß Süd, klein Nord, dann s/m/l)</translation>
    </message>
    <message>
        <source>a combination holds at most 3 pieces</source>
        <translation>eine Kombination hat höchstens 3 Steine</translation>
    </message>
    <message>
        <source>a nested piece must be smaller than the base</source>
        <translation>ein verschachtelter Stein muss kleiner als die Basis sein</translation>
    </message>
    <message>
        <source>nested pieces must be of different sizes, largest first</source>
        <translation>verschachtelte Steine müssen verschieden groß sein, der größte zuerst</translation>
    </message>
    <message>
        <source>a stacked piece cannot be larger than the base</source>
        <translation>ein gestapelter Stein darf nicht größer als die Basis sein</translation>
    </message>
    <message>
        <source>empty contents</source>
        <translation>leerer Inhalt</translation>
    </message>
    <message>
        <source>{text!r}: expected &lt; or ^ before each further piece</source>
        <translation>{text!r}: vor jedem weiteren Stein wird &lt; oder ^ erwartet</translation>
    </message>
    <message>
        <source>{text!r} mixes pieces of both players</source>
        <translation>{text!r} mischt Steine beider Spieler</translation>
    </message>
    <message>
        <source>{text!r}: nested pieces (&lt;) come before stacked ones (^)</source>
        <translation>{text!r}: verschachtelte Steine (&lt;) kommen vor gestapelten (^)</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist aus</translation>
    </message>
    <message>
        <source>the position has no pieces at all</source>
        <translation>die Stellung hat gar keine Steine</translation>
    </message>
    <message>
        <source>{move} is not legal here</source>
        <translation>{move} ist hier nicht erlaubt</translation>
    </message>
    <message>
        <source>this position was not reached by a move: nothing to undo</source>
        <translation>diese Stellung entstand durch keinen Zug: nichts zurückzunehmen</translation>
    </message>
    <message>
        <source>{move} did not lead to this position</source>
        <translation>{move} führte nicht zu dieser Stellung</translation>
    </message>
    <message>
        <source>{text!r} is not a Zeno move (like &apos;c3-d4 +e4 -a3&apos;, &apos;c3*c4&apos; or &apos;e8-xx(0)&apos;)</source>
        <translation>{text!r} ist kein Zeno-Zug (wie &apos;c3-d4 +e4 -a3&apos;, &apos;c3*c4&apos; oder &apos;e8-xx(0)&apos;)</translation>
    </message>
    <message>
        <source>{text!r}: {token!r} is neither &apos;+square&apos; (push) nor &apos;-square&apos; (pull)</source>
        <translation>{text!r}: {token!r} ist weder &apos;+Feld&apos; (schieben) noch &apos;-Feld&apos; (ziehen)</translation>
    </message>
    <message>
        <source>{text!r}: {group} is named twice</source>
        <translation>{text!r}: {group} ist doppelt genannt</translation>
    </message>
    <message>
        <source>{text}: {player} has no piece on {square}</source>
        <translation>{text}: {player} hat keinen Stein auf {square}</translation>
    </message>
    <message>
        <source>{text}: that step stays on the board (name its square)</source>
        <translation>{text}: dieser Schritt bleibt auf dem Brett (nenne sein Feld)</translation>
    </message>
    <message>
        <source>{text}: a piece moves one step forward, straight or diagonally</source>
        <translation>{text}: ein Stein tritt einen Schritt vor, gerade oder schräg</translation>
    </message>
    <message>
        <source>{text}: {square} is occupied: write it with &apos;*&apos;</source>
        <translation>{text}: {square} ist besetzt: schreib es mit &apos;*&apos;</translation>
    </message>
    <message>
        <source>{text}: {square} is empty: write it with &apos;-&apos;</source>
        <translation>{text}: {square} ist leer: schreib es mit &apos;-&apos;</translation>
    </message>
    <message>
        <source>{text}: only enemy pieces on the landing rank can be pushed</source>
        <translation>{text}: nur gegnerische Steine auf der Landereihe lassen sich schieben</translation>
    </message>
    <message>
        <source>{text}: only your other pieces on the rank the piece left can be pulled</source>
        <translation>{text}: nur deine anderen Steine auf der verlassenen Reihe lassen sich ziehen</translation>
    </message>
    <message>
        <source>{text!r}: {player} has more than 8 pieces</source>
        <translation>{text!r}: {player} hat mehr als 8 Steine</translation>
    </message>
    <message>
        <source>{text!r}: both sides have no pieces</source>
        <translation>{text!r}: keine Seite hat Steine</translation>
    </message>
</context>
<context>
    <name>SceneText</name>
    <message>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>clear: forward / back</source>
        <translation>klar: vor / zurück</translation>
    </message>
    <message>
        <source>cyan: left / right</source>
        <translation>cyan: links / rechts</translation>
    </message>
    <message>
        <source>cyan+clear: diagonals</source>
        <translation>cyan+klar: diagonal</translation>
    </message>
    <message>
        <source>orange: jumps, all 8</source>
        <translation>orange: springt, alle 8</translation>
    </message>
    <message>
        <source> · to move</source>
        <translation> · am Zug</translation>
    </message>
    <message>
        <source>reserve empty</source>
        <translation>Vorrat leer</translation>
    </message>
    <message>
        <source>pieces  {n}</source>
        <translation>Steine  {n}</translation>
    </message>
    <message>
        <source>tempo   {n}</source>
        <translation>Tempo   {n}</translation>
    </message>
</context>
<context>
    <name>SchemaText</name>
    <message>
        <source>the game library {path} is a folder: name a file</source>
        <translation>die Spielbibliothek {path} ist ein Ordner: nenne eine Datei</translation>
    </message>
    <message>
        <source>cannot read the library {path}: {error}</source>
        <translation>die Bibliothek {path} kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>sie ist keine SQLite-Datenbank</translation>
    </message>
    <message>
        <source>it is another program&apos;s database</source>
        <translation>sie ist die Datenbank eines anderen Programms</translation>
    </message>
    <message>
        <source>a newer version of the app made it (schema {found}, this one reads {read})</source>
        <translation>eine neuere Version der App hat sie angelegt (Schema {found}, diese liest {read})</translation>
    </message>
    <message>
        <source>it is damaged ({error})</source>
        <translation>sie ist beschädigt ({error})</translation>
    </message>
    <message>
        <source>another program is using it</source>
        <translation>ein anderes Programm benutzt sie</translation>
    </message>
    <message>
        <source>the game library {path} cannot be opened: {error}</source>
        <translation>die Spielbibliothek {path} kann nicht geöffnet werden: {error}</translation>
    </message>
    <message>
        <source>it cannot be read ({error})</source>
        <translation>sie kann nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>The game library {path} could not be opened: {why} (kept as {kept}). Your games are kept in a fresh library, {used}.</source>
        <translation>Die Spielbibliothek {path} konnte nicht geöffnet werden: {why} (aufbewahrt als {kept}). Deine Spiele landen in einer neuen Bibliothek, {used}.</translation>
    </message>
    <message>
        <source>The game library {path} could not be opened: {why}. Your games are kept in a fresh library, {used}.</source>
        <translation>Die Spielbibliothek {path} konnte nicht geöffnet werden: {why}. Deine Spiele landen in einer neuen Bibliothek, {used}.</translation>
    </message>
    <message>
        <source>{text}, which cannot be made either: {error}</source>
        <translation>{text}, die sich auch nicht anlegen lässt: {error}</translation>
    </message>
</context>
<context>
    <name>SearchText</name>
    <message>
        <source>the AI did not answer within {seconds} s</source>
        <translation>die KI hat nicht innerhalb von {seconds} s geantwortet</translation>
    </message>
    <message>
        <source>the AI&apos;s process ended unexpectedly</source>
        <translation>der KI-Prozess ist unerwartet beendet worden</translation>
    </message>
</context>
<context>
    <name>SeatText</name>
    <message>
        <source>AI ({level})</source>
        <translation>KI ({level})</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>{player} resigned</source>
        <translation>{player} hat aufgegeben</translation>
    </message>
    <message>
        <source>{player} ran out of time</source>
        <translation>{player} hat keine Zeit mehr</translation>
    </message>
</context>
<context>
    <name>SideText</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>AI {level}</source>
        <translation>KI {level}</translation>
    </message>
    <message>
        <source>Who plays this side: change it at any time, even mid-game</source>
        <translation>Wer diese Seite spielt: jederzeit änderbar, auch mitten im Spiel</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut</translation>
    </message>
    <message>
        <source>Ask the AI again (a new AI process starts if the old one ended)</source>
        <translation>Die KI noch einmal fragen (ein neuer KI-Prozess startet, falls der alte beendet ist)</translation>
    </message>
    <message>
        <source>The AI could not move: {error}</source>
        <translation>Die KI konnte nicht ziehen: {error}</translation>
    </message>
    <message>
        <source>◀ to move</source>
        <translation>◀ am Zug</translation>
    </message>
    <message>
        <source>{player}&apos;s time left ({clock})</source>
        <translation>Restzeit von {player} ({clock})</translation>
    </message>
    <message>
        <source>{player}&apos;s time left</source>
        <translation>Restzeit von {player}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>The start position — click to show it</source>
        <translation>Die Anfangsstellung — klicken, um sie zu zeigen</translation>
    </message>
    <message>
        <source>{player}&apos;s moves</source>
        <translation>Züge von {player}</translation>
    </message>
    <message>
        <source>{player} could not move: passed over</source>
        <translation>{player} konnte nicht ziehen: übersprungen</translation>
    </message>
    <message>
        <source>{player}: {move} — click to show the position after it</source>
        <translation>{player}: {move} — klicken, um die Stellung danach zu zeigen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
</context>
<context>
    <name>SpectrumText</name>
    <message numerus="yes">
        <source>%n piece|%n pieces</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>nested</source>
        <translation>verschachtelt</translation>
    </message>
    <message>
        <source>stacked</source>
        <translation>gestapelt</translation>
    </message>
    <message numerus="yes">
        <source>%n pip|%n pips</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>{nested} nested,
{stacked} stacked</source>
        <translation>{nested} verschachtelt,
{stacked} gestapelt</translation>
    </message>
    <message>
        <source>{nested} nested
under the {base}</source>
        <translation>{nested} verschachtelt
unter {base}</translation>
    </message>
    <message>
        <source>{stacked} stacked
on the {base}</source>
        <translation>{stacked} gestapelt
auf {base}</translation>
    </message>
    <message>
        <source>{base} alone</source>
        <translation>{base} allein</translation>
    </message>
    <message>
        <source>rearrange: nest the
{piece} under the base</source>
        <translation>umordnen: {piece}
unter die Basis stecken</translation>
    </message>
    <message>
        <source>rearrange: stack the
{piece} on top</source>
        <translation>umordnen: {piece}
obendrauf stapeln</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>board: {board}
reserve: {reserve}</source>
        <translation>Brett: {board}
Vorrat: {reserve}</translation>
    </message>
    <message>
        <source>How they stand on {square}:</source>
        <translation>So stehen sie auf {square}:</translation>
    </message>
    <message numerus="yes">
        <source>move the whole square
%n piece together|move the whole square
%n pieces together</source>
        <translation>
            <numerusform>das ganze Feld ziehen
%n Stein zusammen</numerusform>
            <numerusform>das ganze Feld ziehen
%n Steine zusammen</numerusform>
        </translation>
    </message>
    <message>
        <source>the base</source>
        <translation>die Basis</translation>
    </message>
    <message>
        <source>move out only the
{piece} ({role})</source>
        <translation>nur {piece}
herausziehen ({role})</translation>
    </message>
    <message>
        <source>Move from {square}:</source>
        <translation>Zug von {square}:</translation>
    </message>
    <message>
        <source>The game is over: New game (Ctrl+N), or browse the moves</source>
        <translation>Das Spiel ist aus: Neues Spiel (Strg+N) oder die Züge durchgehen</translation>
    </message>
    <message>
        <source>{player}: choose how the pieces stand on {square} (Esc: back)</source>
        <translation>{player}: wähle, wie die Steine auf {square} stehen (Esc: zurück)</translation>
    </message>
    <message>
        <source>{player}: click the start square to bring the {piece} back (Esc: cancel)</source>
        <translation>{player}: klick das Startfeld an, um {piece} zurückzubringen (Esc: abbrechen)</translation>
    </message>
    <message>
        <source>{player}: click one of your squares, or a piece in your reserve</source>
        <translation>{player}: klick eines deiner Felder an oder einen Stein in deinem Vorrat</translation>
    </message>
    <message>
        <source>the whole square</source>
        <translation>das ganze Feld</translation>
    </message>
    <message>
        <source>base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>the {role} {piece}</source>
        <translation>{piece} ({role})</translation>
    </message>
    <message>
        <source>{player}: click where {what} on {square} goes (Esc: back)</source>
        <translation>{player}: klick an, wohin {what} auf {square} zieht (Esc: zurück)</translation>
    </message>
    <message>
        <source>{player}: that is {other}&apos;s reserve</source>
        <translation>{player}: das ist der Vorrat von {other}</translation>
    </message>
    <message>
        <source>{player}: the {piece} re-enters only on its own start square, which is taken</source>
        <translation>{player}: {piece} kommt nur auf seinem eigenen Startfeld zurück, und das ist besetzt</translation>
    </message>
    <message>
        <source>{player}: choose an arrangement beside the board (Esc: back)</source>
        <translation>{player}: wähle eine Anordnung neben dem Brett (Esc: zurück)</translation>
    </message>
    <message>
        <source>combination</source>
        <translation>Kombination</translation>
    </message>
    <message>
        <source>{player}: the {piece} on {square} has no move</source>
        <translation>{player}: {piece} auf {square} hat keinen Zug</translation>
    </message>
    <message>
        <source>{player}: {square} is empty — click one of your own squares</source>
        <translation>{player}: {square} ist leer — klick eines deiner eigenen Felder an</translation>
    </message>
    <message>
        <source>{player}: {square} is {other}&apos;s — click one of your own squares</source>
        <translation>{player}: {square} gehört {other} — klick eines deiner eigenen Felder an</translation>
    </message>
    <message>
        <source>{player}: that cannot go to {square} — choose a highlighted square (Esc: back)</source>
        <translation>{player}: das kann nicht nach {square} — wähle ein markiertes Feld (Esc: zurück)</translation>
    </message>
</context>
<context>
    <name>StartText</name>
    <message numerus="yes">
        <source>%n day ago|%n days ago</source>
        <translation>
            <numerusform>vor %n Tag</numerusform>
            <numerusform>vor %n Tagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour ago|%n hours ago</source>
        <translation>
            <numerusform>vor %n Stunde</numerusform>
            <numerusform>vor %n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute ago|%n minutes ago</source>
        <translation>
            <numerusform>vor %n Minute</numerusform>
            <numerusform>vor %n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player|%n players</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} Spieler</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message>
        <source>the game on show</source>
        <translation>das gezeigte Spiel</translation>
    </message>
    <message>
        <source>Back to It</source>
        <translation>Zurück dazu</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Back to the game on show</source>
        <translation>Zurück zum gezeigten Spiel</translation>
    </message>
    <message>
        <source>Go on with this game, exactly where it was left</source>
        <translation>Dieses Spiel genau dort fortsetzen, wo es stehen blieb</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Let this game go (asks first: it cannot be got back)</source>
        <translation>Dieses Spiel aufgeben (fragt vorher: es lässt sich nicht zurückholen)</translation>
    </message>
    <message>
        <source>Play the computer</source>
        <translation>Gegen den Computer</translation>
    </message>
    <message>
        <source>A game of {game} against the AI (Easy); change it under New Game</source>
        <translation>Eine Partie {game} gegen die KI (Leicht); änderbar unter Neues Spiel</translation>
    </message>
    <message>
        <source>Play a friend</source>
        <translation>Gegen Freunde</translation>
    </message>
    <message>
        <source>A game of {game} for two people at this screen</source>
        <translation>Eine Partie {game} für zwei Personen an diesem Bildschirm</translation>
    </message>
    <message>
        <source>Abstract games: pick one, and play the computer or a friend at this screen.</source>
        <translation>Abstrakte Spiele: such dir eins aus und spiel gegen den Computer oder mit Freunden an diesem Bildschirm.</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Unbeendete Spiele</translation>
    </message>
    <message>
        <source>New game with every option…</source>
        <translation>Neues Spiel mit allen Optionen…</translation>
    </message>
    <message>
        <source>Choose the game, its options and who plays each side (Ctrl+N)</source>
        <translation>Wähle das Spiel, seine Optionen und wer welche Seite spielt (Strg+N)</translation>
    </message>
    <message>
        <source>Play over the network:</source>
        <translation>Im Netzwerk spielen:</translation>
    </message>
    <message>
        <source>Host…</source>
        <translation>Eröffnen…</translation>
    </message>
    <message>
        <source>Host a game that friends on other computers join with a code</source>
        <translation>Ein Spiel eröffnen, dem Freunde an anderen Computern mit einem Code beitreten</translation>
    </message>
    <message>
        <source>Join…</source>
        <translation>Beitreten…</translation>
    </message>
    <message>
        <source>Join a game hosted on another computer (games on this network show)</source>
        <translation>Einem Spiel auf einem anderen Computer beitreten (Spiele in diesem Netzwerk werden gezeigt)</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Letzte Spiele</translation>
    </message>
</context>
<context>
    <name>StoreText</name>
    <message>
        <source>{text!r} is not a day (write it as 2026-12-04)</source>
        <translation>{text!r} ist kein Tag (schreib ihn als 2026-12-04)</translation>
    </message>
    <message numerus="yes">
        <source>%n game added|%n games added</source>
        <translation>
            <numerusform>%n Spiel hinzugefügt</numerusform>
            <numerusform>%n Spiele hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n already in the library</source>
        <translation>
            <numerusform>, %n schon in der Bibliothek</numerusform>
            <numerusform>, %n schon in der Bibliothek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n refused</source>
        <translation>
            <numerusform>, %n abgelehnt</numerusform>
            <numerusform>, %n abgelehnt</numerusform>
        </translation>
    </message>
    <message>
        <source>the game library {path}: {error}</source>
        <translation>die Spielbibliothek {path}: {error}</translation>
    </message>
    <message>
        <source>the game library {path} cannot be written: {error}</source>
        <translation>in die Spielbibliothek {path} kann nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>cannot read it: {error}</source>
        <translation>nicht lesbar: {error}</translation>
    </message>
    <message>
        <source>not read: one import reads at most {count} files</source>
        <translation>nicht gelesen: ein Import liest höchstens {count} Dateien</translation>
    </message>
    <message>
        <source>there is no game {number} in the library</source>
        <translation>es gibt kein Spiel {number} in der Bibliothek</translation>
    </message>
    <message>
        <source>game {number} cannot be replayed: {error}</source>
        <translation>Spiel {number} lässt sich nicht nachspielen: {error}</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <translation>{path} kann nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>the game library {path} cannot be opened: {error}</source>
        <translation>die Spielbibliothek {path} kann nicht geöffnet werden: {error}</translation>
    </message>
</context>
<context>
    <name>TallyText</name>
    <message>
        <source>{games} games, {wins} won, {draws} drawn, {losses} lost, {unfinished} unfinished</source>
        <translation>{games} Spiele, {wins} gewonnen, {draws} Remis, {losses} verloren, {unfinished} unbeendet</translation>
    </message>
    <message>
        <source>, {other} between others</source>
        <translation>, {other} zwischen anderen</translation>
    </message>
</context>
<context>
    <name>UnsavedText</name>
    <message>
        <source>Unsaved moves</source>
        <translation>Ungespeicherte Züge</translation>
    </message>
    <message>
        <source>This game of {game} has moves you have not saved.</source>
        <translation>Dieses {game}-Spiel hat Züge, die du nicht gespeichert hast.</translation>
    </message>
    <message>
        <source>What becomes of it before you {doing}?</source>
        <translation>Was soll damit geschehen, bevor du {doing}?</translation>
    </message>
    <message>
        <source> Kept games wait on the start page, under Resume.</source>
        <translation> Aufbewahrte Spiele warten auf der Startseite unter Fortsetzen.</translation>
    </message>
    <message>
        <source>Keep for Later</source>
        <translation>Für später aufheben</translation>
    </message>
    <message>
        <source>Resume it later from the start page</source>
        <translation>Später auf der Startseite fortsetzen</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Save it in a file of your own</source>
        <translation>In einer eigenen Datei speichern</translation>
    </message>
    <message>
        <source>Let it go: it cannot be got back</source>
        <translation>Loslassen: es lässt sich nicht zurückholen</translation>
    </message>
</context>
<context>
    <name>WindowText</name>
    <message>
        <source>Players and moves</source>
        <translation>Spieler und Züge</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Wähle ein Spiel</translation>
    </message>
    <message>
        <source>Cannot resume the game</source>
        <translation>Das Spiel lässt sich nicht fortsetzen</translation>
    </message>
    <message>
        <source>This kept game cannot be replayed:
{error}</source>
        <translation>Dieses aufbewahrte Spiel lässt sich nicht nachspielen:
{error}</translation>
    </message>
    <message>
        <source>That game is no longer kept</source>
        <translation>Dieses Spiel ist nicht mehr aufbewahrt</translation>
    </message>
    <message>
        <source>Discard this game?</source>
        <translation>Dieses Spiel verwerfen?</translation>
    </message>
    <message>
        <source>Discard this unfinished game? It cannot be got back.</source>
        <translation>Dieses unbeendete Spiel verwerfen? Es lässt sich nicht zurückholen.</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Tipp: {move}</translation>
    </message>
    <message>
        <source>The AI could not find a hint: {error} — the game is as it was</source>
        <translation>Die KI fand keinen Tipp: {error} — das Spiel ist unverändert</translation>
    </message>
    <message>
        <source>The AI could not choose a move: {error} — the game is as it was</source>
        <translation>Die KI konnte keinen Zug wählen: {error} — das Spiel ist unverändert</translation>
    </message>
    <message>
        <source>Game over: {reason}</source>
        <translation>Spiel aus: {reason}</translation>
    </message>
    <message>
        <source>{player} (AI, {level}) to move</source>
        <translation>{player} (KI, {level}) am Zug</translation>
    </message>
    <message>
        <source>{player} to move</source>
        <translation>{player} am Zug</translation>
    </message>
    <message>
        <source>Showing move {ply} of {length} — {text}</source>
        <translation>Zug {ply} von {length} — {text}</translation>
    </message>
    <message>
        <source>Play here?</source>
        <translation>Hier spielen?</translation>
    </message>
    <message numerus="yes">
        <source>You are looking at an earlier position. Playing here drops the %n later move. Play here?|You are looking at an earlier position. Playing here drops the %n later moves. Play here?</source>
        <translation>
            <numerusform>Du siehst eine frühere Stellung. Wenn du hier spielst, fällt %n späterer Zug weg. Hier spielen?</numerusform>
            <numerusform>Du siehst eine frühere Stellung. Wenn du hier spielst, fallen %n spätere Züge weg. Hier spielen?</numerusform>
        </translation>
    </message>
    <message>
        <source>A hint is for a human player to move</source>
        <translation>Ein Tipp ist für einen menschlichen Spieler am Zug</translation>
    </message>
    <message>
        <source>Finding a hint… {seconds} s</source>
        <translation>Suche einen Tipp… {seconds} s</translation>
    </message>
    <message>
        <source>AI thinking… {seconds} s</source>
        <translation>KI denkt… {seconds} s</translation>
    </message>
</context>
<context>
    <name>XenoText</name>
    <message>
        <source>{spaces} and {n} more</source>
        <translation>{spaces} und {n} weitere</translation>
    </message>
    <message>
        <source>{spaces} and {last}</source>
        <translation>{spaces} und {last}</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Wähle eine Farbe</translation>
    </message>
    <message>
        <source>{player}: choose the colour you will play</source>
        <translation>{player}: wähle die Farbe, die du spielst</translation>
    </message>
    <message>
        <source>Play the {colour} pieces (letter {letter})</source>
        <translation>Die Steine in {colour} spielen (Buchstabe {letter})</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>{colours} (bottom to top): {owner} controls it</source>
        <translation>{colours} (von unten nach oben): {owner} beherrscht ihn</translation>
    </message>
    <message>
        <source>choosing a colour</source>
        <translation>wählt eine Farbe</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source> · skipped (no move)</source>
        <translation> · übersprungen (kein Zug)</translation>
    </message>
    <message numerus="yes">
        <source>%n stack|%n stacks</source>
        <translation>
            <numerusform>%n Stapel</numerusform>
            <numerusform>%n Stapel</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} (setup): the {colour} piece on space {space} is taken off — click a stack of another colour to put it on</source>
        <translation>{player} (Aufbau): der Stein in {colour} auf Feld {space} ist herausgenommen — klick einen Stapel anderer Farbe an, um ihn daraufzusetzen</translation>
    </message>
    <message>
        <source>{player}: choose a colour</source>
        <translation>{player}: wähle eine Farbe</translation>
    </message>
    <message>
        <source>{player} to move: stack {space} must jump (jumps are compulsory) — striped red frame; J turns the ball to it</source>
        <translation>{player} am Zug: Stapel {space} muss springen (Springen ist Pflicht) — rot gestreifter Rahmen; J dreht die Kugel dorthin</translation>
    </message>
    <message>
        <source>{player} to move: stacks {spaces} must jump — striped red frames; J turns the ball to them</source>
        <translation>{player} am Zug: die Stapel {spaces} müssen springen — rot gestreifte Rahmen; J dreht die Kugel dorthin</translation>
    </message>
    <message>
        <source>{player} to move: only stack {space} can move (gold frame; J turns the ball to it)</source>
        <translation>{player} am Zug: nur Stapel {space} kann ziehen (goldener Rahmen; J dreht die Kugel dorthin)</translation>
    </message>
    <message numerus="yes">
        <source>{player} to move: click one of your %n stacks that can move (gold frames; J turns the ball to them)</source>
        <translation>
            <numerusform>{player} am Zug: klick einen deiner %n Stapel an, die ziehen können (goldene Rahmen; J dreht die Kugel dorthin)</numerusform>
            <numerusform>{player} am Zug: klick einen deiner %n Stapel an, die ziehen können (goldene Rahmen; J dreht die Kugel dorthin)</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}: click where stack {space} goes (Esc: choose again)</source>
        <translation>{player}: klick an, wohin Stapel {space} zieht (Esc: neu wählen)</translation>
    </message>
    <message>
        <source>{player}: the jump goes on — click the next landing space (Esc: one step back)</source>
        <translation>{player}: der Sprung geht weiter — klick das nächste Landefeld an (Esc: einen Schritt zurück)</translation>
    </message>
    <message>
        <source>The game is over: start a new game or look back through the moves</source>
        <translation>Das Spiel ist aus: beginne ein neues Spiel oder sieh dir die Züge noch einmal an</translation>
    </message>
    <message>
        <source>That is off the ball: drag to turn it, click a space to play</source>
        <translation>Das ist neben der Kugel: zum Drehen ziehen, zum Spielen ein Feld anklicken</translation>
    </message>
    <message>
        <source>No stack is marked now: J turns the ball to the stacks that can move on your turn</source>
        <translation>Gerade ist kein Stapel markiert: J dreht die Kugel zu den Stapeln, die in deinem Zug ziehen können</translation>
    </message>
    <message numerus="yes">
        <source>Stack {spaces} must jump|Stacks {spaces} must jump</source>
        <translation>
            <numerusform>Stapel {spaces} muss springen</numerusform>
            <numerusform>Stapel {spaces} müssen springen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stack {spaces} can move|Stacks {spaces} can move</source>
        <translation>
            <numerusform>Stapel {spaces} kann ziehen</numerusform>
            <numerusform>Stapel {spaces} können ziehen</numerusform>
        </translation>
    </message>
    <message>
        <source> (group {number} of {count}: J for the next)</source>
        <translation> (Gruppe {number} von {count}: J für die nächste)</translation>
    </message>
    <message>
        <source>{what} — turn the ball with the mouse or {keys}</source>
        <translation>{what} — dreh die Kugel mit der Maus oder {keys}</translation>
    </message>
    <message>
        <source>Space {space} holds the piece taken off: put it on a stack of another colour</source>
        <translation>Auf Feld {space} liegt der herausgenommene Stein: setz ihn auf einen Stapel anderer Farbe</translation>
    </message>
    <message>
        <source>Space {space} has the same colour as the piece taken off: choose another colour</source>
        <translation>Feld {space} hat dieselbe Farbe wie der herausgenommene Stein: wähle eine andere Farbe</translation>
    </message>
    <message>
        <source>Stack {stack} cannot go to space {space} (Esc: choose again)</source>
        <translation>Stapel {stack} kann nicht auf Feld {space} (Esc: neu wählen)</translation>
    </message>
    <message>
        <source>Space {space} is empty: click one of your ({colour}) stacks</source>
        <translation>Feld {space} ist leer: klick einen deiner Stapel ({colour}) an</translation>
    </message>
    <message>
        <source>Stack {space} is {owner}&apos;s (its top piece): you play {colour}</source>
        <translation>Stapel {space} gehört {owner} (sein oberster Stein): du spielst {colour}</translation>
    </message>
    <message numerus="yes">
        <source>Jumps are compulsory: stack {spaces} must jump (J turns the ball to it)|Jumps are compulsory: stacks {spaces} must jump (J turns the ball to them)</source>
        <translation>
            <numerusform>Springen ist Pflicht: Stapel {spaces} muss springen (J dreht die Kugel dorthin)</numerusform>
            <numerusform>Springen ist Pflicht: Stapel {spaces} müssen springen (J dreht die Kugel dorthin)</numerusform>
        </translation>
    </message>
    <message>
        <source>Stack {space} has no empty space next to it</source>
        <translation>Stapel {space} hat kein leeres Feld daneben</translation>
    </message>
    <message>
        <source>{player}: choose a colour (click the ball to see the choice again)</source>
        <translation>{player}: wähle eine Farbe (klick auf die Kugel, um die Auswahl wieder zu sehen)</translation>
    </message>
    <message>
        <source>Space {space}: {stack}</source>
        <translation>Feld {space}: {stack}</translation>
    </message>
</context>
<context>
    <name>ZenoText</name>
    <message numerus="yes">
        <source>%n piece · tempo {tempo}|%n pieces · tempo {tempo}</source>
        <translation>
            <numerusform>%n Stein · Tempo {tempo}</numerusform>
            <numerusform>%n Steine · Tempo {tempo}</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} pushed</source>
        <translation>{n} geschoben</translation>
    </message>
    <message>
        <source>{n} pulled</source>
        <translation>{n} gezogen</translation>
    </message>
    <message>
        <source>Done (Enter)</source>
        <translation>Fertig (Enter)</translation>
    </message>
    <message>
        <source>The game is over: New game (Ctrl+N), or browse the moves</source>
        <translation>Das Spiel ist aus: Neues Spiel (Strg+N) oder die Züge durchgehen</translation>
    </message>
    <message>
        <source>{player}: choose a piece to move</source>
        <translation>{player}: wähle einen Stein zum Ziehen</translation>
    </message>
    <message>
        <source>{player}: choose where it steps (a red cross removes it: a self-capture) — Esc: another piece</source>
        <translation>{player}: wähle, wohin er tritt (ein rotes Kreuz nimmt ihn weg: Selbstschlag) — Esc: anderer Stein</translation>
    </message>
    <message>
        <source>enemy pieces on the landing rank to push them</source>
        <translation>gegnerische Steine auf der Landereihe, um sie zu schieben</translation>
    </message>
    <message>
        <source>your pieces on the rank you left to pull them</source>
        <translation>deine Steine auf der verlassenen Reihe, um sie zu ziehen</translation>
    </message>
    <message>
        <source>{player}: click {what} — Enter or Done plays the turn (Esc: back)</source>
        <translation>{player}: klick {what} an — Enter oder Fertig spielt den Zug (Esc: zurück)</translation>
    </message>
    <message>
        <source>, or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>{player}: choose one of your own pieces first</source>
        <translation>{player}: wähle zuerst einen deiner eigenen Steine</translation>
    </message>
    <message>
        <source>A piece steps one space forward: straight or diagonally — choose a marked target</source>
        <translation>Ein Stein tritt ein Feld vor: gerade oder schräg — wähle ein markiertes Ziel</translation>
    </message>
    <message>
        <source>Click a marked piece to push or pull it, or Enter / Done to play the turn</source>
        <translation>Klick einen markierten Stein an, um ihn zu schieben oder zu ziehen, oder Enter / Fertig, um den Zug zu spielen</translation>
    </message>
    <message>
        <source>{square} cannot be pushed or pulled: only enemy pieces on the landing rank (push) and your other pieces on the rank you left (pull)</source>
        <translation>{square} kann weder geschoben noch gezogen werden: nur gegnerische Steine auf der Landereihe (schieben) und deine anderen Steine auf der verlassenen Reihe (ziehen)</translation>
    </message>
    <message>
        <source>{move} is not legal here</source>
        <translation>{move} ist hier nicht erlaubt</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>Positionsargumente</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>Versionsnummer des Programms zeigen und beenden</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>folgende Argumente sind nötig: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>ein Argument erwartet</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Wahl: %(value)r (wähle aus %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger %(type)s-Wert: %(value)r</translation>
    </message>
</context>
</TS>
