<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AnalysisText</name>
    <message>
        <source>Review: played {move} {mark} (grey) — an inaccuracy, it lost {loss}% of the chance to win; better: {better} (blue)</source>
        <translation>Revue : joué {move} {mark} (gris) — une imprécision, elle a perdu {loss} % de la chance de gagner ; mieux : {better} (bleu)</translation>
    </message>
    <message>
        <source>Review: played {move} {mark} (grey) — a mistake, it lost {loss}% of the chance to win; better: {better} (blue)</source>
        <translation>Revue : joué {move} {mark} (gris) — une erreur, elle a perdu {loss} % de la chance de gagner ; mieux : {better} (bleu)</translation>
    </message>
    <message>
        <source>Review: played {move} {mark} (grey) — a blunder, it lost {loss}% of the chance to win; better: {better} (blue)</source>
        <translation>Revue : joué {move} {mark} (gris) — une gaffe, elle a perdu {loss} % de la chance de gagner ; mieux : {better} (bleu)</translation>
    </message>
    <message>
        <source>Inaccuracy by {player}: lost {loss}% of the chance to win; better was {better}</source>
        <translation>Imprécision de {player} : a perdu {loss} % de la chance de gagner ; mieux valait {better}</translation>
    </message>
    <message>
        <source>Mistake by {player}: lost {loss}% of the chance to win; better was {better}</source>
        <translation>Erreur de {player} : a perdu {loss} % de la chance de gagner ; mieux valait {better}</translation>
    </message>
    <message>
        <source>Blunder by {player}: lost {loss}% of the chance to win; better was {better}</source>
        <translation>Gaffe de {player} : a perdu {loss} % de la chance de gagner ; mieux valait {better}</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win here, by the engine&apos;s judgement</source>
        <translation>La chance de gagner de chaque joueur ici, selon le moteur</translation>
    </message>
    <message>
        <source>The engine is still judging this position</source>
        <translation>Le moteur analyse encore cette position</translation>
    </message>
    <message>
        <source>Chance to win here: {chances}</source>
        <translation>Chance de gagner ici : {chances}</translation>
    </message>
    <message>
        <source>move</source>
        <translation>coup</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win as the game went; click to show that position</source>
        <translation>La chance de gagner de chaque joueur au fil de la partie ; cliquez pour afficher cette position</translation>
    </message>
    <message>
        <source>The analysis stopped: {error} (View &gt; Show Evaluation twice restarts it)</source>
        <translation>L&apos;analyse s&apos;est arrêtée : {error} (Affichage &gt; Afficher l&apos;évaluation deux fois la relance)</translation>
    </message>
    <message>
        <source> (still judging the rest of the game…)</source>
        <translation> (le reste de la partie est encore en cours d&apos;analyse…)</translation>
    </message>
    <message>
        <source>Review: no move lost much by the engine&apos;s judgement so far{pending}</source>
        <translation>Revue : selon le moteur, aucun coup n&apos;a beaucoup perdu jusqu&apos;ici{pending}</translation>
    </message>
    <message numerus="yes">
        <source>Review: %n move marked; the worst: {moves}{pending} — click one to see the better move|Review: %n moves marked; the worst: {moves}{pending} — click one to see the better move</source>
        <translation>
            <numerusform>Revue : %n coup marqué ; le pire : {moves}{pending} — cliquez sur l&apos;un pour voir le meilleur coup</numerusform>
            <numerusform>Revue : %n coups marqués ; les pires : {moves}{pending} — cliquez sur l&apos;un pour voir le meilleur coup</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BallText</name>
    <message>
        <source>Drag or {keys} to turn the ball · wheel to zoom · double-click a space to bring it to the front · J: turn to the stacks that can move · R: reset the view</source>
        <translation>Faites glisser ou {keys} pour tourner la boule · molette pour zoomer · double-clic sur une case pour l&apos;amener devant · J : tourner vers les piles qui peuvent jouer · R : réinitialiser la vue</translation>
    </message>
</context>
<context>
    <name>BannerText</name>
    <message>
        <source>{player} wins</source>
        <translation>{player} gagne</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <source>{players} lost</source>
        <translation>{players} a perdu</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N)</source>
        <translation>Commencer une nouvelle partie (Ctrl+N)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Browse the moves (the result stays here, on one line)</source>
        <translation>Parcourir les coups (le résultat reste ici, sur une ligne)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Show the whole result again</source>
        <translation>Réafficher le résultat complet</translation>
    </message>
</context>
<context>
    <name>BoardText</name>
    <message>
        <source>The game is over: start a New game (Ctrl+N) or browse the moves</source>
        <translation>La partie est finie : commencez une Nouvelle partie (Ctrl+N) ou parcourez les coups</translation>
    </message>
</context>
<context>
    <name>CliText</name>
    <message>
        <source>{message} (see {prog} --help)</source>
        <translation>{message} (voir {prog} --help)</translation>
    </message>
    <message>
        <source>option {option!r} should be KEY=VALUE, e.g. players=3</source>
        <translation>l&apos;option {option!r} doit être KEY=VALUE, ex. players=3</translation>
    </message>
    <message>
        <source>move {number} ({move!r}): {error}</source>
        <translation>coup {number} ({move!r}) : {error}</translation>
    </message>
    <message>
        <source>DEPTH must be 0 or more</source>
        <translation>DEPTH doit valoir 0 ou plus</translation>
    </message>
    <message>
        <source>{seconds} s, {rate} nodes/s</source>
        <translation>{seconds} s, {rate} nœuds/s</translation>
    </message>
    <message>
        <source>unknown level {level!r} (known: {levels})</source>
        <translation>niveau inconnu {level!r} (connus : {levels})</translation>
    </message>
    <message>
        <source>{level} plays at the node budget its rating map gives: not with --nodes or --time</source>
        <translation>{level} joue avec le budget de nœuds que donne sa carte de classement : pas avec --nodes ni --time</translation>
    </message>
    <message>
        <source>-n must be at least 1</source>
        <translation>-n doit valoir au moins 1</translation>
    </message>
    <message>
        <source>--nodes must be at least 1</source>
        <translation>--nodes doit valoir au moins 1</translation>
    </message>
    <message>
        <source>--own-nodes gives each level its own node budget: not with --nodes or --time</source>
        <translation>--own-nodes donne à chaque niveau son propre budget de nœuds : pas avec --nodes ni --time</translation>
    </message>
    <message>
        <source>--time must be a positive number of seconds</source>
        <translation>--time doit être un nombre positif de secondes</translation>
    </message>
    <message>
        <source>--jobs must be from 1 to 256</source>
        <translation>--jobs doit aller de 1 à 256</translation>
    </message>
    <message>
        <source>  game {done}/{count}: {score}</source>
        <translation>  partie {done}/{count} : {score}</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>{count} nodes</source>
        <translation>{count} nœuds</translation>
    </message>
    <message>
        <source>each level&apos;s own nodes ({a} / {b})</source>
        <translation>les nœuds propres à chaque niveau ({a} / {b})</translation>
    </message>
    <message>
        <source>{limits} a move</source>
        <translation>{limits} par coup</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>the levels&apos; time budgets</source>
        <translation>le temps propre à chaque niveau</translation>
    </message>
    <message>
        <source>, {count} jobs</source>
        <translation>, {count} processus</translation>
    </message>
    <message>
        <source>{game}: {a} (A) vs {b} (B), {count} games, seed {seed}, {budget}{jobs}</source>
        <translation>{game} : {a} (A) contre {b} (B), {count} parties, graine {seed}, {budget}{jobs}</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>victoires</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>nulles</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>défaites</translation>
    </message>
    <message>
        <source>unfinished (move cap): {count}</source>
        <translation>inachevées (plafond de coups) : {count}</translation>
    </message>
    <message>
        <source>{seconds} s; median {median} s per move, max {longest} s</source>
        <translation>{seconds} s ; médiane {median} s par coup, max {longest} s</translation>
    </message>
    <message>
        <source>Elo A - B: {estimate}</source>
        <translation>Elo A - B : {estimate}</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder|%n blunders</source>
        <translation>
            <numerusform>%n gaffe</numerusform>
            <numerusform>%n gaffes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake|%n mistakes</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy|%n inaccuracies</source>
        <translation>
            <numerusform>%n imprécision</numerusform>
            <numerusform>%n imprécisions</numerusform>
        </translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <source>--level must be a level that searches ({levels}), not {level!r}</source>
        <translation>--level doit être un niveau qui cherche ({levels}), pas {level!r}</translation>
    </message>
    <message>
        <source>--nodes must be from 1 to 1,000,000,000</source>
        <translation>--nodes doit aller de 1 à 1 000 000 000</translation>
    </message>
    <message>
        <source>analysing position {done}/{total}</source>
        <translation>analyse de la position {done}/{total}</translation>
    </message>
    <message numerus="yes">
        <source>{game}, %n move, analysed by {level} at {nodes} nodes a position|{game}, %n moves, analysed by {level} at {nodes} nodes a position</source>
        <translation>
            <numerusform>{game}, %n coup, analysé par {level} à {nodes} nœuds par position</numerusform>
            <numerusform>{game}, %n coups, analysés par {level} à {nodes} nœuds par position</numerusform>
        </translation>
    </message>
    <message>
        <source>{verdict}; better {move} ({player} {chance}%)</source>
        <translation>{verdict} ; mieux : {move} ({player} {chance} %)</translation>
    </message>
    <message>
        <source>; worst: move {number} {move} (-{loss}%)</source>
        <translation> ; le pire : coup {number} {move} (-{loss} %)</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>inachevée</translation>
    </message>
    <message>
        <source>Summary: {summary}; result: {result}</source>
        <translation>Résumé : {summary} ; résultat : {result}</translation>
    </message>
    <message>
        <source>Xeno, Zeno, Oxono and X Spectrum. With no command, start the app.</source>
        <translation>Xeno, Zeno, Oxono et X Spectrum. Sans commande, lance l&apos;application.</translation>
    </message>
    <message>
        <source>the app&apos;s language: en, es, fr, de or ko (default: the system&apos;s)</source>
        <translation>la langue de l&apos;application : en, es, fr, de ou ko (par défaut : celle du système)</translation>
    </message>
    <message>
        <source>start the app with a saved game</source>
        <translation>lancer l&apos;application avec une partie enregistrée</translation>
    </message>
    <message>
        <source>a game record (.json)</source>
        <translation>une partie enregistrée (.json)</translation>
    </message>
    <message>
        <source>count legal move sequences</source>
        <translation>compter les suites de coups légaux</translation>
    </message>
    <message>
        <source>game name, e.g. oxono</source>
        <translation>nom du jeu, ex. oxono</translation>
    </message>
    <message>
        <source>plies</source>
        <translation>demi-coups</translation>
    </message>
    <message>
        <source>position text (default: the start)</source>
        <translation>texte de position (par défaut : le départ)</translation>
    </message>
    <message>
        <source>moves to play first, separated by &apos;;&apos;</source>
        <translation>coups à jouer d&apos;abord, séparés par &apos;;&apos;</translation>
    </message>
    <message>
        <source>print the count under each first move</source>
        <translation>afficher le compte sous chaque premier coup</translation>
    </message>
    <message>
        <source>print time and nodes per second</source>
        <translation>afficher le temps et les nœuds par seconde</translation>
    </message>
    <message>
        <source>a game option (repeatable)</source>
        <translation>une option du jeu (répétable)</translation>
    </message>
    <message>
        <source>AI against AI, headless</source>
        <translation>IA contre IA, sans fenêtre</translation>
    </message>
    <message>
        <source>level of player A ({levels})</source>
        <translation>niveau du joueur A ({levels})</translation>
    </message>
    <message>
        <source>level of player B</source>
        <translation>niveau du joueur B</translation>
    </message>
    <message>
        <source>number of games (seats alternate)</source>
        <translation>nombre de parties (les places alternent)</translation>
    </message>
    <message>
        <source>a node (MCTS: playout) budget per move instead of the time budget: the same games anywhere</source>
        <translation>un budget de nœuds (MCTS : simulations) par coup au lieu du temps : les mêmes parties partout</translation>
    </message>
    <message>
        <source>each level its own node budget for this game (repeatable, and the levels stay apart)</source>
        <translation>chaque niveau avec son propre budget de nœuds pour ce jeu (répétable, et les niveaux restent distincts)</translation>
    </message>
    <message>
        <source>seconds per move instead of the levels&apos; time budgets</source>
        <translation>secondes par coup au lieu des budgets de temps des niveaux</translation>
    </message>
    <message>
        <source>games played at once, in processes (same results with --nodes)</source>
        <translation>parties jouées à la fois, dans des processus (mêmes résultats avec --nodes)</translation>
    </message>
    <message>
        <source>no per-game progress</source>
        <translation>pas de progression par partie</translation>
    </message>
    <message>
        <source>a game option, e.g. players=3</source>
        <translation>une option du jeu, ex. players=3</translation>
    </message>
    <message>
        <source>each move of a saved game: win chances, mistakes</source>
        <translation>chaque coup d&apos;une partie enregistrée : chances de gagner, erreurs</translation>
    </message>
    <message>
        <source>the AI level that judges (default: hard)</source>
        <translation>le niveau d&apos;IA qui juge (par défaut : hard)</translation>
    </message>
    <message>
        <source>nodes per position (default: the level&apos;s own node budget)</source>
        <translation>nœuds par position (par défaut : le budget propre du niveau)</translation>
    </message>
    <message>
        <source>draw a position to a PNG image</source>
        <translation>dessiner une position dans une image PNG</translation>
    </message>
    <message>
        <source>PNG file to write</source>
        <translation>fichier PNG à écrire</translation>
    </message>
    <message>
        <source>image size in pixels</source>
        <translation>taille de l&apos;image en pixels</translation>
    </message>
    <message>
        <source>Xeno: the space (1..N) turned to face the viewer</source>
        <translation>Xeno : la case (1..N) tournée vers le spectateur</translation>
    </message>
    <message>
        <source>open the window, draw every game to PNG and let the AI move once in each (needs a display)</source>
        <translation>ouvrir la fenêtre, dessiner chaque jeu en PNG et laisser l&apos;IA jouer une fois dans chacun (il faut un écran)</translation>
    </message>
    <message>
        <source>folder for the pictures (default: a new temporary folder)</source>
        <translation>dossier des images (par défaut : un nouveau dossier temporaire)</translation>
    </message>
    <message>
        <source>mine puzzles from games between the levels, or prove a puzzle file</source>
        <translation>extraire des problèmes de parties entre niveaux, ou prouver un fichier de problèmes</translation>
    </message>
    <message>
        <source>the games played: add, list, stats, export, delete</source>
        <translation>les parties jouées : add, list, stats, export, delete</translation>
    </message>
    <message>
        <source>host a game over the network (headless: every seat here is the AI)</source>
        <translation>héberger une partie en réseau (sans fenêtre : chaque place ici est l&apos;IA)</translation>
    </message>
    <message>
        <source>join a game over the network (headless: --ai LEVEL plays)</source>
        <translation>rejoindre une partie en réseau (sans fenêtre : --ai LEVEL joue)</translation>
    </message>
    <message>
        <source>xeno-games: error: {message}</source>
        <translation>xeno-games : erreur : {message}</translation>
    </message>
</context>
<context>
    <name>ClockBoxText</name>
    <message>
        <source>No clock</source>
        <translation>Sans pendule</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Personnalisé…</translation>
    </message>
    <message>
        <source>The players&apos; time: minutes for the game and seconds added after each move, or seconds for each move. The side whose time runs out loses.</source>
        <translation>Le temps des joueurs : des minutes pour la partie et des secondes ajoutées après chaque coup, ou des secondes par coup. Le camp qui n&apos;a plus de temps perd.</translation>
    </message>
    <message>
        <source>e.g. 20+10 or 45 s/move</source>
        <translation>ex. 20+10 ou 45 s/move</translation>
    </message>
    <message>
        <source>Minutes + seconds a move (20+10), or seconds a move (45 s/move)</source>
        <translation>Minutes + secondes par coup (20+10), ou secondes par coup (45 s/move)</translation>
    </message>
    <message>
        <source>Write a time control, e.g. 20+10 or 45 s/move</source>
        <translation>Écrivez une cadence, ex. 20+10 ou 45 s/move</translation>
    </message>
</context>
<context>
    <name>ClockText</name>
    <message>
        <source>a time control is one of {join}, not {kind!r}</source>
        <translation>une cadence est l&apos;une de {join}, pas {kind!r}</translation>
    </message>
    <message>
        <source>no time control has no seconds and no increment</source>
        <translation>« sans pendule » n&apos;a ni secondes ni incrément</translation>
    </message>
    <message>
        <source>the time must be more than 0 s and at most {max_seconds:g} hours</source>
        <translation>le temps doit dépasser 0 s et valoir au plus {max_seconds:g} heures</translation>
    </message>
    <message>
        <source>the increment must be from 0 to {max_increment:g} s</source>
        <translation>l&apos;incrément doit aller de 0 à {max_increment:g} s</translation>
    </message>
    <message>
        <source>seconds per move take no increment</source>
        <translation>les secondes par coup ne prennent pas d&apos;incrément</translation>
    </message>
    <message>
        <source>{minutes} min + {seconds} s a move</source>
        <translation>{minutes} min + {seconds} s par coup</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>{seconds} s a move</source>
        <translation>{seconds} s par coup</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>sans pendule</translation>
    </message>
    <message>
        <source>a time control is a text, not {kind}</source>
        <translation>une cadence est un texte, pas {kind}</translation>
    </message>
    <message>
        <source>{text!r}: {exc}</source>
        <translation>{text!r} : {exc}</translation>
    </message>
    <message>
        <source>{text!r} is no time control: write 5+3 (minutes+seconds a move), 30 s/move or none</source>
        <translation>{text!r} n&apos;est pas une cadence : écrivez 5+3 (minutes+secondes par coup), 30 s/move ou none</translation>
    </message>
    <message>
        <source>a clock needs at least one player</source>
        <translation>une pendule a besoin d&apos;au moins un joueur</translation>
    </message>
    <message>
        <source>no player {player} on a clock of {players}</source>
        <translation>pas de joueur {player} sur une pendule de {players}</translation>
    </message>
    <message>
        <source>{count} times for a clock of {players} players</source>
        <translation>{count} temps pour une pendule de {players} joueurs</translation>
    </message>
    <message>
        <source>a clock is a JSON object</source>
        <translation>une pendule est un objet JSON</translation>
    </message>
    <message>
        <source>a clock&apos;s &apos;left&apos; is a list with each player&apos;s seconds</source>
        <translation>le &apos;left&apos; d&apos;une pendule est une liste des secondes de chaque joueur</translation>
    </message>
    <message>
        <source>the times left are a list of {players} numbers</source>
        <translation>les temps restants sont une liste de {players} nombres</translation>
    </message>
    <message>
        <source>a time left is a number of seconds, not {value!r}</source>
        <translation>un temps restant est un nombre de secondes, pas {value!r}</translation>
    </message>
    <message>
        <source>a time left of {value!r} s is out of range</source>
        <translation>un temps restant de {value!r} s est hors limites</translation>
    </message>
</context>
<context>
    <name>CommandText</name>
    <message>
        <source>Game records (*.json)</source>
        <translation>Parties enregistrées (*.json)</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Impossible de commencer la partie</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Cannot open {path}:
{error}</source>
        <translation>Impossible d&apos;ouvrir {path} :
{error}</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message numerus="yes">
        <source>Opened {path} (%n move)|Opened {path} (%n moves)</source>
        <translation>
            <numerusform>{path} ouvert (%n coup)</numerusform>
            <numerusform>{path} ouvert (%n coups)</numerusform>
        </translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Cannot save {path}:
{error}</source>
        <translation>Impossible d&apos;enregistrer {path} :
{error}</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>Impossible d&apos;enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} enregistré</translation>
    </message>
    <message>
        <source>{player} gives up this game?</source>
        <translation>{player} abandonne cette partie ?</translation>
    </message>
    <message>
        <source>Resign?</source>
        <translation>Abandonner ?</translation>
    </message>
    <message>
        <source>Copied position: {position}</source>
        <translation>Position copiée : {position}</translation>
    </message>
    <message numerus="yes">
        <source>Copied the whole game (%n move)|Copied the whole game (%n moves)</source>
        <translation>
            <numerusform>Partie entière copiée (%n coup)</numerusform>
            <numerusform>Partie entière copiée (%n coups)</numerusform>
        </translation>
    </message>
    <message>
        <source>This is not a {game} position:
{error}</source>
        <translation>Ce n&apos;est pas une position de {game} :
{error}</translation>
    </message>
    <message>
        <source>Cannot paste position</source>
        <translation>Impossible de coller la position</translation>
    </message>
    <message>
        <source>About Xeno Games</source>
        <translation>À propos de Xeno Games</translation>
    </message>
    <message>
        <source>Could not copy: another program holds the clipboard. Try again.</source>
        <translation>Copie impossible : un autre programme tient le presse-papiers. Réessayez.</translation>
    </message>
</context>
<context>
    <name>ControllerText</name>
    <message>
        <source>{player} is played by the AI ({level}): wait for its move</source>
        <translation>{player} est joué par l&apos;IA ({level}) : attendez son coup</translation>
    </message>
    <message>
        <source>{player} is played by the AI here: go to the end (End) to play on</source>
        <translation>{player} est joué ici par l&apos;IA : allez à la fin (Fin) pour continuer</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>aucun coup</translation>
    </message>
    <message>
        <source>the AI chose an illegal move: {error}</source>
        <translation>l&apos;IA a choisi un coup illégal : {error}</translation>
    </message>
</context>
<context>
    <name>Doing</name>
    <message>
        <source>resume another game</source>
        <translation>reprendre une autre partie</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>quitter</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>open another game</source>
        <translation>ouvrir une autre partie</translation>
    </message>
    <message>
        <source>open the game you dropped</source>
        <translation>ouvrir la partie déposée</translation>
    </message>
    <message>
        <source>start from the pasted position</source>
        <translation>partir de la position collée</translation>
    </message>
    <message>
        <source>start a lesson</source>
        <translation>commencer une leçon</translation>
    </message>
    <message>
        <source>host a game over the network</source>
        <translation>héberger une partie en réseau</translation>
    </message>
    <message>
        <source>join a game over the network</source>
        <translation>rejoindre une partie en réseau</translation>
    </message>
    <message>
        <source>open a game from the library</source>
        <translation>ouvrir une partie de la bibliothèque</translation>
    </message>
</context>
<context>
    <name>EloText</name>
    <message>
        <source>{elo} Elo (95% CI {low} .. {high}), score {score}% of {games}</source>
        <translation>{elo} Elo (IC 95 % {low} .. {high}), score {score} % sur {games}</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>
Games in progress are autosaved in {folder}.</source>
        <translation>
Les parties en cours sont enregistrées automatiquement dans {folder}.</translation>
    </message>
    <message>
        <source>Something went wrong: {kind}: {error}
The app goes on; if it misbehaves, restart it and Resume your game.{where}
The details are written to {log}.</source>
        <translation>Un problème est survenu : {kind} : {error}
L&apos;application continue ; si elle se comporte mal, redémarrez-la et reprenez votre partie.{where}
Les détails sont écrits dans {log}.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Erreur inattendue</translation>
    </message>
</context>
<context>
    <name>GameCredit</name>
    <message>
        <source>Oxono is a game by Jérémy Partinico (Cosmoludo, 2024).</source>
        <translation>Oxono est un jeu de Jérémy Partinico (Cosmoludo, 2024).</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>Random totem start</source>
        <translation>Totems au hasard au départ</translation>
    </message>
    <message>
        <source>Place the X and O totems at random on c4/d3.</source>
        <translation>Place les totems X et O au hasard sur c4/d3.</translation>
    </message>
    <message>
        <source>Ball of {n} spaces</source>
        <translation>Boule de {n} cases</translation>
    </message>
    <message>
        <source>{n}: never</source>
        <translation>{n} : jamais</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>The ball: its number of spaces.</source>
        <translation>La boule : son nombre de cases.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>The board&apos;s size must divide evenly.</source>
        <translation>La taille du plateau doit se diviser exactement.</translation>
    </message>
    <message>
        <source>Jumps are compulsory</source>
        <translation>Les sauts sont obligatoires</translation>
    </message>
    <message>
        <source>Quick setup</source>
        <translation>Mise en place rapide</translation>
    </message>
    <message>
        <source>Random setup piece and colours.</source>
        <translation>Pièce de mise en place et couleurs au hasard.</translation>
    </message>
    <message>
        <source>Draw on threefold repetition</source>
        <translation>Nulle par triple répétition</translation>
    </message>
    <message>
        <source>Draw after moves without a jump</source>
        <translation>Nulle après des coups sans saut</translation>
    </message>
    <message>
        <source>Draw after moves without a capture</source>
        <translation>Nulle après des coups sans prise</translation>
    </message>
</context>
<context>
    <name>GameSummary</name>
    <message>
        <source>Move a totem, drop a pawn beside it: four of one colour or one symbol in a line wins.</source>
        <translation>Déplacez un totem, posez un pion à côté : quatre d&apos;une couleur ou d&apos;un symbole alignés gagnent.</translation>
    </message>
    <message>
        <source>Turn the ball, move and jump stacks of rings, and take the top ring of every stack you jump.</source>
        <translation>Tournez la boule, déplacez et faites sauter des piles d&apos;anneaux, et prenez l&apos;anneau du dessus de chaque pile sautée.</translation>
    </message>
    <message>
        <source>Pyramids of three colours slide, jump and stack; capture every enemy piece to win.</source>
        <translation>Des pyramides de trois couleurs glissent, sautent et s&apos;empilent ; prenez toutes les pièces adverses pour gagner.</translation>
    </message>
    <message>
        <source>Step forward, push enemy pieces and pull your own; the last side with pieces wins.</source>
        <translation>Avancez, poussez les pièces adverses et tirez les vôtres ; le dernier camp avec des pièces gagne.</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <source>{player} made a line of four</source>
        <translation>{player} a aligné quatre pions</translation>
    </message>
    <message>
        <source>all 32 pawns are placed</source>
        <translation>les 32 pions sont posés</translation>
    </message>
    <message>
        <source>the same position occurred three times</source>
        <translation>la même position s&apos;est produite trois fois</translation>
    </message>
    <message>
        <source>{player} has no pieces left</source>
        <translation>{player} n&apos;a plus de pièces</translation>
    </message>
    <message>
        <source>{player} controls every stack</source>
        <translation>{player} contrôle toutes les piles</translation>
    </message>
    <message>
        <source>{player} has no move</source>
        <translation>{player} n&apos;a aucun coup</translation>
    </message>
    <message>
        <source>no player can move</source>
        <translation>aucun joueur ne peut jouer</translation>
    </message>
    <message>
        <source>{n} moves without a jump</source>
        <translation>{n} coups sans saut</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>setup: piece from {start} onto {end}</source>
        <translation>mise en place : pièce de {start} sur {end}</translation>
    </message>
    <message>
        <source>{player} chooses {colour}</source>
        <comment>a colour, lower case</comment>
        <translation>{player} choisit {colour}</translation>
    </message>
    <message>
        <source>{player} has no legal move</source>
        <translation>{player} n&apos;a aucun coup légal</translation>
    </message>
    <message>
        <source>{n} moves without a capture</source>
        <translation>{n} coups sans prise</translation>
    </message>
    <message>
        <source>{n} turns were played</source>
        <translation>{n} tours ont été joués</translation>
    </message>
    <message numerus="yes">
        <source>{why}; both sides have %n step of tempo left|{why}; both sides have %n steps of tempo left</source>
        <translation>
            <numerusform>{why} ; il reste aux deux camps %n pas de tempo</numerusform>
            <numerusform>{why} ; il reste aux deux camps %n pas de tempo</numerusform>
        </translation>
    </message>
    <message>
        <source>{why}; {player} has more tempo left ({more} to {less})</source>
        <translation>{why} ; il reste plus de tempo à {player} ({more} contre {less})</translation>
    </message>
</context>
<context>
    <name>HelpText</name>
    <message>
        <source>{games} and {last}</source>
        <translation>{games} et {last}</translation>
    </message>
    <message>
        <source>{games}: play at one screen or against the AI.</source>
        <translation>{games} : jouez à un même écran ou contre l&apos;IA.</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Règles de {game}</translation>
    </message>
    <message>
        <source>The exact rules are in English: they are the reference the app plays by.</source>
        <translation>Les règles exactes sont en anglais : c&apos;est la référence selon laquelle l&apos;application joue.</translation>
    </message>
    <message>
        <source>The rules page is missing: {error}</source>
        <translation>La page des règles est introuvable : {error}</translation>
    </message>
</context>
<context>
    <name>HostText</name>
    <message>
        <source>the game has not started: waiting for players to join</source>
        <translation>la partie n&apos;a pas commencé : en attente de joueurs</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>the game is paused: a player&apos;s connection is down</source>
        <translation>la partie est en pause : la connexion d&apos;un joueur est coupée</translation>
    </message>
    <message>
        <source>waiting for the answer to an undo request or a draw offer</source>
        <translation>en attente de la réponse à une demande de reprise ou à une proposition de nulle</translation>
    </message>
    <message>
        <source>it is {player}&apos;s turn</source>
        <translation>c&apos;est au tour de {player}</translation>
    </message>
    <message>
        <source>{where}: no free seat</source>
        <translation>{where} : aucune place libre</translation>
    </message>
    <message>
        <source>{name} joined as {player}</source>
        <translation>{name} a rejoint en tant que {player}</translation>
    </message>
    <message>
        <source>{name} is back</source>
        <translation>{name} est de retour</translation>
    </message>
    <message>
        <source>every player has joined</source>
        <translation>tous les joueurs ont rejoint</translation>
    </message>
    <message>
        <source>{name} left: {reason}</source>
        <translation>{name} est parti : {reason}</translation>
    </message>
    <message>
        <source>{name}&apos;s connection is down: {reason}</source>
        <translation>la connexion de {name} est coupée : {reason}</translation>
    </message>
    <message>
        <source>{player}&apos;s move refused: {why}</source>
        <translation>coup de {player} refusé : {why}</translation>
    </message>
    <message>
        <source>the AI could not move: {error}</source>
        <translation>l&apos;IA n&apos;a pas pu jouer : {error}</translation>
    </message>
    <message>
        <source>{player} asks to take back moves</source>
        <translation>{player} demande à reprendre des coups</translation>
    </message>
    <message>
        <source>{player} asks to agree a draw</source>
        <translation>{player} propose de convenir de la nulle</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>refusé</translation>
    </message>
    <message>
        <source>back to move {number}</source>
        <translation>retour au coup {number}</translation>
    </message>
    <message>
        <source>it is {player}&apos;s turn, not a player&apos;s at this computer</source>
        <translation>c&apos;est au tour de {player}, pas d&apos;un joueur de cet ordinateur</translation>
    </message>
</context>
<context>
    <name>HowToText</name>
    <message>
        <source>How to Play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>Exact Rules…</source>
        <translation>Règles exactes…</translation>
    </message>
    <message>
        <source>The complete rules of this game, every case covered</source>
        <translation>Les règles complètes de ce jeu, tous les cas couverts</translation>
    </message>
    <message>
        <source>Lessons…</source>
        <translation>Leçons…</translation>
    </message>
    <message>
        <source>Learn this game on the board, step by step</source>
        <translation>Apprenez ce jeu sur le plateau, étape par étape</translation>
    </message>
    <message>
        <source>Lessons ({status})…</source>
        <translation>Leçons ({status})…</translation>
    </message>
    <message>
        <source>The page is missing: {error}</source>
        <translation>La page est introuvable : {error}</translation>
    </message>
</context>
<context>
    <name>JoinText</name>
    <message>
        <source>the host cannot be reached: {error}</source>
        <translation>l&apos;hôte est injoignable : {error}</translation>
    </message>
    <message>
        <source>reconnecting ({count}): {error}</source>
        <translation>reconnexion ({count}) : {error}</translation>
    </message>
    <message>
        <source>connected to {address}</source>
        <translation>connecté à {address}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>the host closed the game: {reason}</source>
        <translation>l&apos;hôte a fermé la partie : {reason}</translation>
    </message>
    <message>
        <source>the host closed the connection: {reason}</source>
        <translation>l&apos;hôte a fermé la connexion : {reason}</translation>
    </message>
    <message>
        <source>the connection is down: {reason}</source>
        <translation>la connexion est coupée : {reason}</translation>
    </message>
    <message>
        <source>the game is stopped: {error}</source>
        <translation>la partie est arrêtée : {error}</translation>
    </message>
    <message>
        <source>the host broke the protocol: {error}</source>
        <translation>l&apos;hôte n&apos;a pas respecté le protocole : {error}</translation>
    </message>
    <message>
        <source>playing {game}</source>
        <translation>partie de {game}</translation>
    </message>
    <message>
        <source>the host sent move {number}, this side is at {here}</source>
        <translation>l&apos;hôte a envoyé le coup {number}, ce côté en est au {here}</translation>
    </message>
    <message>
        <source>move {number} ({move}) is not legal here: {error}</source>
        <translation>le coup {number} ({move}) n&apos;est pas légal ici : {error}</translation>
    </message>
    <message>
        <source>the positions differ after move {number}</source>
        <translation>les positions diffèrent après le coup {number}</translation>
    </message>
    <message>
        <source>the host took back moves this side never saw</source>
        <translation>l&apos;hôte a repris des coups que ce côté n&apos;a jamais vus</translation>
    </message>
    <message>
        <source>the host took back moves after the game ended</source>
        <translation>l&apos;hôte a repris des coups après la fin de la partie</translation>
    </message>
    <message>
        <source>the positions differ after taking back to move {number}</source>
        <translation>les positions diffèrent après la reprise jusqu&apos;au coup {number}</translation>
    </message>
    <message>
        <source>back to move {number}</source>
        <translation>retour au coup {number}</translation>
    </message>
    <message>
        <source>asks to take back moves</source>
        <translation>demande à reprendre des coups</translation>
    </message>
    <message>
        <source>offers a draw</source>
        <translation>propose la nulle</translation>
    </message>
    <message>
        <source>the AI could not move: {error}</source>
        <translation>l&apos;IA n&apos;a pas pu jouer : {error}</translation>
    </message>
    <message>
        <source>the connection is down: the game is paused</source>
        <translation>la connexion est coupée : la partie est en pause</translation>
    </message>
    <message>
        <source>it is not this side&apos;s turn, or the game waits</source>
        <translation>ce n&apos;est pas à ce côté de jouer, ou la partie attend</translation>
    </message>
</context>
<context>
    <name>KeptText</name>
    <message numerus="yes">
        <source>%n move played|%n moves played</source>
        <translation>
            <numerusform>%n coup joué</numerusform>
            <numerusform>%n coups joués</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not autosave to {path}: {error}</source>
        <translation>Enregistrement automatique impossible dans {path} : {error}</translation>
    </message>
</context>
<context>
    <name>LabelText</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Ami</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} joueurs</translation>
    </message>
</context>
<context>
    <name>LanguageMenuText</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Speak this language (from the next start)</source>
        <translation>Utiliser cette langue (au prochain démarrage)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The app will speak {language} the next time it starts.</source>
        <translation>L&apos;application parlera {language} au prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>LearnModeText</name>
    <message>
        <source>The lessons cannot be read: {error}</source>
        <translation>Impossible de lire les leçons : {error}</translation>
    </message>
    <message>
        <source>The puzzles cannot be read: {error}</source>
        <translation>Impossible de lire les problèmes : {error}</translation>
    </message>
    <message>
        <source>{game}, {goal} (rating {rating})</source>
        <translation>{game}, {goal} (classement {rating})</translation>
    </message>
    <message>
        <source> — solved</source>
        <translation> — résolu</translation>
    </message>
    <message>
        <source>{done} of {count} done</source>
        <translation>{done} sur {count} faites</translation>
    </message>
    <message>
        <source>Lessons and puzzles</source>
        <translation>Leçons et problèmes</translation>
    </message>
    <message>
        <source>No puzzles of this game yet</source>
        <translation>Pas encore de problèmes pour ce jeu</translation>
    </message>
    <message>
        <source>Look at {places}</source>
        <translation>Regardez {places}</translation>
    </message>
    <message>
        <source>Read the step above the board</source>
        <translation>Lisez l&apos;étape au-dessus du plateau</translation>
    </message>
    <message>
        <source>Move {number}: {player} played {move}, but had a win in {n}. Can you find it?</source>
        <translation>Coup {number} : {player} a joué {move}, mais avait un gain en {n}. Saurez-vous le trouver ?</translation>
    </message>
</context>
<context>
    <name>LearnText</name>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Start this step (or puzzle) again</source>
        <translation>Recommencer cette étape (ou ce problème)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Mark the piece to move (the puzzle then counts as missed)</source>
        <translation>Marquer la pièce à jouer (le problème compte alors comme manqué)</translation>
    </message>
    <message>
        <source>Show Solution</source>
        <translation>Voir la solution</translation>
    </message>
    <message>
        <source>Play the solution on the board</source>
        <translation>Jouer la solution sur le plateau</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>On to the next step</source>
        <translation>Passer à l&apos;étape suivante</translation>
    </message>
    <message>
        <source>Next Puzzle</source>
        <translation>Problème suivant</translation>
    </message>
    <message>
        <source>Another puzzle near your rating</source>
        <translation>Un autre problème proche de votre classement</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>Retour à la page d&apos;accueil</translation>
    </message>
    <message>
        <source>Practise This as a Puzzle</source>
        <translation>S&apos;exercer avec ce problème</translation>
    </message>
    <message>
        <source>This position, as a puzzle</source>
        <translation>Cette position, comme problème</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>Hide this offer</source>
        <translation>Masquer cette proposition</translation>
    </message>
    <message>
        <source>Next Lesson</source>
        <translation>Leçon suivante</translation>
    </message>
    <message>
        <source>A win you missed</source>
        <translation>Un gain manqué</translation>
    </message>
    <message>
        <source>Learn by playing</source>
        <translation>Apprendre en jouant</translation>
    </message>
    <message>
        <source>Lessons:</source>
        <translation>Leçons :</translation>
    </message>
    <message>
        <source>The lessons of {game}</source>
        <translation>Les leçons de {game}</translation>
    </message>
    <message>
        <source>{game} puzzles</source>
        <translation>Problèmes de {game}</translation>
    </message>
    <message>
        <source>Puzzles of {game}, one at a time, near your rating</source>
        <translation>Problèmes de {game}, un à la fois, proches de votre classement</translation>
    </message>
    <message>
        <source>Play Today&apos;s Puzzle</source>
        <translation>Problème du jour</translation>
    </message>
    <message>
        <source>The same puzzle for everyone today</source>
        <translation>Le même problème pour tous aujourd&apos;hui</translation>
    </message>
    <message>
        <source> (provisional: fewer than 20 puzzles rated)</source>
        <translation> (provisoire : moins de 20 problèmes classés)</translation>
    </message>
    <message>
        <source>Puzzles, one at a time near your rating: {rating}{provisional} · {solved} solved, {missed} missed</source>
        <translation>Problèmes, un à la fois près de votre classement : {rating}{provisional} · {solved} résolus, {missed} manqués</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle: {puzzle}</source>
        <translation>Problème du jour : {puzzle}</translation>
    </message>
    <message>
        <source>No puzzles yet</source>
        <translation>Pas encore de problèmes</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Faite</translation>
    </message>
    <message>
        <source>Not done yet</source>
        <translation>Pas encore faite</translation>
    </message>
</context>
<context>
    <name>LessonFileText</name>
    <message>
        <source>&apos;game&apos; is {found!r}, but the file is {game}.json</source>
        <translation>&apos;game&apos; vaut {found!r}, mais le fichier est {game}.json</translation>
    </message>
    <message>
        <source>&apos;language&apos; is {found!r}, but the folder is {language}/</source>
        <translation>&apos;language&apos; vaut {found!r}, mais le dossier est {language}/</translation>
    </message>
    <message>
        <source>&apos;lessons&apos; must be an object, not {kind}</source>
        <translation>&apos;lessons&apos; doit être un objet, pas {kind}</translation>
    </message>
    <message>
        <source>the English {game}.json has no lesson {id!r}</source>
        <translation>le {game}.json anglais n&apos;a pas de leçon {id!r}</translation>
    </message>
    <message>
        <source>a lesson</source>
        <translation>une leçon</translation>
    </message>
    <message>
        <source>&apos;steps&apos; must be an object (step number: texts), not {kind}</source>
        <translation>&apos;steps&apos; doit être un objet (numéro d&apos;étape : textes), pas {kind}</translation>
    </message>
    <message>
        <source>the English lesson has no step {key!r} (it has 1 to {count})</source>
        <translation>la leçon anglaise n&apos;a pas d&apos;étape {key!r} (elle en a de 1 à {count})</translation>
    </message>
    <message>
        <source>a step</source>
        <translation>une étape</translation>
    </message>
    <message>
        <source>the English step has no &apos;wrong&apos; to translate</source>
        <translation>l&apos;étape anglaise n&apos;a pas de &apos;wrong&apos; à traduire</translation>
    </message>
    <message>
        <source>{file}: lesson {lesson!r}</source>
        <translation>{file} : leçon {lesson!r}</translation>
    </message>
    <message>
        <source>{where}, step {step}</source>
        <translation>{where}, étape {step}</translation>
    </message>
    <message>
        <source>is not a game id</source>
        <translation>n&apos;est pas un id de jeu</translation>
    </message>
    <message>
        <source>this id is used twice</source>
        <translation>cet id est utilisé deux fois</translation>
    </message>
    <message>
        <source>names no game (known: {games})</source>
        <translation>ne nomme aucun jeu (connus : {games})</translation>
    </message>
    <message>
        <source>this id is used by {game} too</source>
        <translation>cet id est aussi utilisé par {game}</translation>
    </message>
    <message>
        <source>the key {key!r} is given twice</source>
        <translation>la clé {key!r} est donnée deux fois</translation>
    </message>
    <message>
        <source>{name} is not a JSON number</source>
        <translation>{name} n&apos;est pas un nombre JSON</translation>
    </message>
    <message>
        <source>cannot be read ({error})</source>
        <translation>ne peut pas être lu ({error})</translation>
    </message>
    <message>
        <source>is larger than {size} KB</source>
        <translation>dépasse {size} Ko</translation>
    </message>
    <message>
        <source>is not UTF-8 text</source>
        <translation>n&apos;est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>is nested too deeply</source>
        <translation>est imbriqué trop profondément</translation>
    </message>
    <message>
        <source>is not valid JSON: {error}</source>
        <translation>n&apos;est pas du JSON valide : {error}</translation>
    </message>
    <message>
        <source>{what} must be a JSON object, not {kind}</source>
        <translation>{what} doit être un objet JSON, pas {kind}</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>le fichier</translation>
    </message>
    <message>
        <source>unknown field {field!r} (known: {fields})</source>
        <translation>champ inconnu {field!r} (connus : {fields})</translation>
    </message>
    <message>
        <source>the field {field!r} is missing</source>
        <translation>le champ {field!r} manque</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>un texte</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>{name!r} must be a text, not {kind}</source>
        <translation>{name!r} doit être un texte, pas {kind}</translation>
    </message>
    <message>
        <source>{name!r} is longer than {limit} characters</source>
        <translation>{name!r} dépasse {limit} caractères</translation>
    </message>
    <message>
        <source>{name!r} is empty</source>
        <translation>{name!r} est vide</translation>
    </message>
    <message>
        <source>{name!r} holds a control character</source>
        <translation>{name!r} contient un caractère de contrôle</translation>
    </message>
    <message>
        <source>{name!r} must be a list, not {kind}</source>
        <translation>{name!r} doit être une liste, pas {kind}</translation>
    </message>
    <message>
        <source>{name!r} has more than {limit} entries</source>
        <translation>{name!r} a plus de {limit} entrées</translation>
    </message>
    <message>
        <source>the id {id!r} must be lower-case letters, digits and &apos;-&apos;</source>
        <translation>l&apos;id {id!r} doit être fait de minuscules, de chiffres et de &apos;-&apos;</translation>
    </message>
    <message>
        <source>unknown board: {error}</source>
        <translation>plateau inconnu : {error}</translation>
    </message>
    <message>
        <source>the board {board!r} is a {found} board, not {game}</source>
        <translation>le plateau {board!r} est un plateau de {found}, pas de {game}</translation>
    </message>
    <message>
        <source>&apos;options&apos; must be an object, not {kind}</source>
        <translation>&apos;options&apos; doit être un objet, pas {kind}</translation>
    </message>
    <message>
        <source>an option&apos;s value must be a text, a number, true/false or null</source>
        <translation>la valeur d&apos;une option doit être un texte, un nombre, true/false ou null</translation>
    </message>
    <message>
        <source>a lesson needs at least one step</source>
        <translation>une leçon a besoin d&apos;au moins une étape</translation>
    </message>
    <message>
        <source>the mark {mark!r} is not a place (like &apos;c3&apos;, or a space number on the ball)</source>
        <translation>la marque {mark!r} n&apos;est pas un endroit (comme &apos;c3&apos;, ou un numéro de case sur la boule)</translation>
    </message>
    <message>
        <source>&apos;expect&apos; lists a move twice</source>
        <translation>&apos;expect&apos; liste un coup deux fois</translation>
    </message>
    <message>
        <source>&apos;wins&apos; must be true or false, not {kind}</source>
        <translation>&apos;wins&apos; doit valoir true ou false, pas {kind}</translation>
    </message>
    <message>
        <source>a reading step (no &apos;expect&apos;) has no &apos;reply&apos;, &apos;wrong&apos; or &apos;wins&apos;</source>
        <translation>une étape de lecture (sans &apos;expect&apos;) n&apos;a ni &apos;reply&apos;, ni &apos;wrong&apos;, ni &apos;wins&apos;</translation>
    </message>
    <message>
        <source>a winning step has no &apos;reply&apos;: the game is over</source>
        <translation>une étape gagnante n&apos;a pas de &apos;reply&apos; : la partie est finie</translation>
    </message>
    <message>
        <source>the first step must give a &apos;position&apos;</source>
        <translation>la première étape doit donner une &apos;position&apos;</translation>
    </message>
    <message>
        <source>give this step a &apos;position&apos;: the previous step&apos;s moves lead to different ones</source>
        <translation>donnez une &apos;position&apos; à cette étape : les coups de l&apos;étape précédente mènent à des positions différentes</translation>
    </message>
    <message>
        <source>the game is over in this position, so no move can be expected</source>
        <translation>la partie est finie dans cette position, aucun coup ne peut donc être attendu</translation>
    </message>
    <message>
        <source>expected move</source>
        <translation>le coup attendu</translation>
    </message>
    <message>
        <source>{move} does not win the game here</source>
        <translation>{move} ne gagne pas la partie ici</translation>
    </message>
    <message>
        <source>the game is over after {move}, so there is no reply</source>
        <translation>la partie est finie après {move}, il n&apos;y a donc pas de réponse</translation>
    </message>
    <message>
        <source>reply to {move}</source>
        <translation>la réponse à {move}</translation>
    </message>
    <message>
        <source>the position {text!r} does not parse: {error}</source>
        <translation>la position {text!r} ne se lit pas : {error}</translation>
    </message>
    <message>
        <source>write the position as the rules do: {written!r}, not {text!r}</source>
        <translation>écrivez la position comme les règles : {written!r}, pas {text!r}</translation>
    </message>
    <message>
        <source>the {what} {text!r} is not legal here: {error}</source>
        <translation>impossible de jouer {what} {text!r} ici : {error}</translation>
    </message>
    <message>
        <source>write the {what} as the rules do: {written!r}, not {text!r}</source>
        <translation>écrivez {what} comme les règles : {written!r}, pas {text!r}</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <source>That move is legal, but it is not the point here. Try again.</source>
        <translation>Ce coup est légal, mais ce n&apos;est pas le but ici. Réessayez.</translation>
    </message>
    <message>
        <source>win in {n}</source>
        <translation>gain en {n}</translation>
    </message>
    <message>
        <source>best capture</source>
        <translation>la meilleure prise</translation>
    </message>
    <message>
        <source>it is a choice, not a move on the board</source>
        <translation>c&apos;est un choix, pas un coup sur le plateau</translation>
    </message>
    <message>
        <source>space {number}</source>
        <translation>case {number}</translation>
    </message>
    <message>
        <source>the right move brings a piece to {place}</source>
        <translation>le bon coup amène une pièce en {place}</translation>
    </message>
    <message>
        <source>the right move starts at {place}</source>
        <translation>le bon coup part de {place}</translation>
    </message>
    <message>
        <source>Here you play both sides.</source>
        <translation>Ici, vous jouez les deux camps.</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Étape {number} sur {count}</translation>
    </message>
    <message>
        <source>Lesson complete: {title}</source>
        <translation>Leçon terminée : {title}</translation>
    </message>
    <message>
        <source>Read this step, then press Next.</source>
        <translation>Lisez cette étape, puis appuyez sur Suivant.</translation>
    </message>
    <message>
        <source>Press Next to go on.</source>
        <translation>Appuyez sur Suivant pour continuer.</translation>
    </message>
    <message>
        <source>Right! Press Next.</source>
        <translation>Bien ! Appuyez sur Suivant.</translation>
    </message>
    <message>
        <source>{player} to move: {goal}.</source>
        <translation>{player} au trait : {goal}.</translation>
    </message>
    <message>
        <source>Puzzle {rating}</source>
        <translation>Problème {rating}</translation>
    </message>
    <message>
        <source> · your rating {rating}</source>
        <translation> · votre classement {rating}</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Not this move ({move}): try another.</source>
        <translation>Pas ce coup ({move}) : essayez-en un autre.</translation>
    </message>
    <message>
        <source>Right! Now the reply…</source>
        <translation>Bien ! Maintenant la réponse…</translation>
    </message>
    <message>
        <source>Right! Go on: your move.</source>
        <translation>Bien ! Continuez : à vous de jouer.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Résolu !</translation>
    </message>
    <message>
        <source>Solved, with help: the rating counts it as missed.</source>
        <translation>Résolu, avec de l&apos;aide : le classement le compte comme manqué.</translation>
    </message>
    <message>
        <source>Hint: {hint}.</source>
        <translation>Indice : {hint}.</translation>
    </message>
    <message>
        <source>The solution: {moves}</source>
        <translation>La solution : {moves}</translation>
    </message>
</context>
<context>
    <name>LevelHintText</name>
    <message>
        <source>AI {level}</source>
        <translation>IA {level}</translation>
    </message>
    <message>
        <source>Suggested for you: {level} (not rated yet: finish a game against the AI)</source>
        <translation>Suggéré pour vous : {level} (pas encore classé : finissez une partie contre l&apos;IA)</translation>
    </message>
    <message>
        <source>Suggested for you: {level} (your rating {rating})</source>
        <translation>Suggéré pour vous : {level} (votre classement {rating})</translation>
    </message>
    <message>
        <source>Match me plays at {rating}: {budget}</source>
        <translation>« À mon niveau » joue à {rating} : {budget}</translation>
    </message>
</context>
<context>
    <name>LevelText</name>
    <message>
        <source>Random</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Match me ({rating})</source>
        <translation>À mon niveau ({rating})</translation>
    </message>
    <message>
        <source>unknown AI level {level!r} (known: {levels})</source>
        <translation>niveau d&apos;IA inconnu {level!r} (connus : {levels})</translation>
    </message>
</context>
<context>
    <name>LibraryCliText</name>
    <message>
        <source>the library file (default: XENO_GAMES_LIBRARY, else library.sqlite3 in the data folder)</source>
        <translation>le fichier de la bibliothèque (par défaut : XENO_GAMES_LIBRARY, sinon library.sqlite3 dans le dossier des données)</translation>
    </message>
    <message>
        <source>import game records, or folders of them</source>
        <translation>importer des enregistrements de parties, ou des dossiers qui en contiennent</translation>
    </message>
    <message>
        <source>a game record (.json) or a folder of them</source>
        <translation>un enregistrement de partie (.json) ou un dossier qui en contient</translation>
    </message>
    <message>
        <source>the games, newest first</source>
        <translation>les parties, la plus récente d&apos;abord</translation>
    </message>
    <message>
        <source>only this game ({games})</source>
        <translation>seulement ce jeu ({games})</translation>
    </message>
    <message>
        <source>at most this many (default: all)</source>
        <translation>au plus autant (par défaut : toutes)</translation>
    </message>
    <message>
        <source>JSON, one object per game in a list</source>
        <translation>JSON, un objet par partie dans une liste</translation>
    </message>
    <message>
        <source>games, wins, draws, losses per game and level; the rating</source>
        <translation>parties, victoires, nulles, défaites par jeu et niveau ; le classement</translation>
    </message>
    <message>
        <source>only this game</source>
        <translation>seulement ce jeu</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>write a game as its game record</source>
        <translation>écrire une partie sous forme d&apos;enregistrement</translation>
    </message>
    <message>
        <source>the game&apos;s number (library list)</source>
        <translation>le numéro de la partie (library list)</translation>
    </message>
    <message>
        <source>the file to write (.json)</source>
        <translation>le fichier à écrire (.json)</translation>
    </message>
    <message>
        <source>forget games</source>
        <translation>oublier des parties</translation>
    </message>
    <message>
        <source>the games&apos; numbers (library list)</source>
        <translation>les numéros des parties (library list)</translation>
    </message>
    <message>
        <source>library needs a command: add, list, stats, export or delete</source>
        <translation>library a besoin d&apos;une commande : add, list, stats, export ou delete</translation>
    </message>
    <message>
        <source>xeno-games: warning: {message}</source>
        <translation>xeno-games : avertissement : {message}</translation>
    </message>
    <message>
        <source>xeno-games: error: {message}</source>
        <translation>xeno-games : erreur : {message}</translation>
    </message>
    <message>
        <source>no such file or folder: {path}</source>
        <translation>fichier ou dossier introuvable : {path}</translation>
    </message>
    <message>
        <source>refused {line}</source>
        <translation>refusé {line}</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>date</source>
        <translation>date</translation>
    </message>
    <message>
        <source>game</source>
        <translation>jeu</translation>
    </message>
    <message>
        <source>board</source>
        <translation>plateau</translation>
    </message>
    <message>
        <source>opponent</source>
        <translation>adversaire</translation>
    </message>
    <message>
        <source>result</source>
        <translation>résultat</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>coups</translation>
    </message>
    <message numerus="yes">
        <source>%n game|%n games</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>no games in the library</source>
        <translation>aucune partie dans la bibliothèque</translation>
    </message>
    <message>
        <source>  rating {value} ± {spread} after {count} rated games</source>
        <translation>  classement {value} ± {spread} après {count} parties classées</translation>
    </message>
    <message>
        <source>level</source>
        <translation>niveau</translation>
    </message>
    <message>
        <source>games</source>
        <translation>parties</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnées</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>nulles</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdues</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>inachevées</translation>
    </message>
    <message>
        <source>  reviewed {count}: {inaccuracies} inaccuracies, {mistakes} mistakes, {blunders} blunders</source>
        <translation>  revues {count} : {inaccuracies} imprécisions, {mistakes} erreurs, {blunders} gaffes</translation>
    </message>
    <message>
        <source>{path} is a folder: name the file to write</source>
        <translation>{path} est un dossier : nommez le fichier à écrire</translation>
    </message>
    <message>
        <source>game {number} written to {path}</source>
        <translation>partie {number} écrite dans {path}</translation>
    </message>
    <message>
        <source>there is no game {number} in the library</source>
        <translation>il n&apos;y a pas de partie {number} dans la bibliothèque</translation>
    </message>
    <message>
        <source>{count} game(s) deleted</source>
        <translation>{count} partie(s) supprimée(s)</translation>
    </message>
</context>
<context>
    <name>LibraryText</name>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Inachevées</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message numerus="yes">
        <source>Game {number} · {players} · %n move|Game {number} · {players} · %n moves</source>
        <translation>
            <numerusform>Partie {number} · {players} · %n coup</numerusform>
            <numerusform>Partie {number} · {players} · %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Match me</source>
        <translation>À mon niveau</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>No game reviewed yet: Game ▸ Review Game marks the moves that lost the most.</source>
        <translation>Aucune partie revue pour l&apos;instant : Partie ▸ Revoir la partie marque les coups qui ont le plus perdu.</translation>
    </message>
    <message>
        <source>Your rating after each game against the AI</source>
        <translation>Votre classement après chaque partie contre l&apos;IA</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>classement</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>Mistakes per reviewed game</source>
        <translation>Erreurs par partie revue</translation>
    </message>
    <message>
        <source>mistakes</source>
        <translation>erreurs</translation>
    </message>
    <message>
        <source>reviewed game</source>
        <translation>partie revue</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jeu :</translation>
    </message>
    <message>
        <source>No games in the library yet: every game you play lands here.</source>
        <translation>Pas encore de parties dans la bibliothèque : chaque partie que vous jouez arrive ici.</translation>
    </message>
    <message>
        <source>Every opponent</source>
        <translation>Tous les adversaires</translation>
    </message>
    <message>
        <source>No rating yet: finish a game against one of the AI&apos;s levels.</source>
        <translation>Pas encore de classement : finissez une partie contre l&apos;un des niveaux de l&apos;IA.</translation>
    </message>
    <message>
        <source>Your rating in {game}: {rating} ± {margin} (95% sure it lies in {low}–{high}), after {games} games against the levels</source>
        <translation>Votre classement à {game} : {rating} ± {margin} (sûr à 95 % qu&apos;il est entre {low} et {high}), après {games} parties contre les niveaux</translation>
    </message>
    <message>
        <source>Mistakes (orange) and blunders (red): {average} a game over {count} reviewed</source>
        <translation>Erreurs (orange) et gaffes (rouge) : {average} par partie sur {count} revues</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>Every board</source>
        <translation>Tous les plateaux</translation>
    </message>
    <message>
        <source>Every result</source>
        <translation>Tous les résultats</translation>
    </message>
    <message>
        <source>From this day (the earliest day: any)</source>
        <translation>À partir de ce jour (le jour le plus ancien : n&apos;importe lequel)</translation>
    </message>
    <message>
        <source>To this day (the earliest day: any)</source>
        <translation>Jusqu&apos;à ce jour (le jour le plus ancien : n&apos;importe lequel)</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>to</source>
        <translation>au</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <source>Open the game at its start, to step through it</source>
        <translation>Ouvrir la partie à son début, pour la parcourir pas à pas</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>Re&amp;voir</translation>
    </message>
    <message>
        <source>Open the game and mark the moves that lost the most</source>
        <translation>Ouvrir la partie et marquer les coups qui ont le plus perdu</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>Play on from where the game was left</source>
        <translation>Continuer à jouer là où la partie s&apos;était arrêtée</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>Save the game as a game record (.json)</source>
        <translation>Enregistrer la partie dans un fichier (.json)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>Remove the chosen games from the library</source>
        <translation>Retirer les parties choisies de la bibliothèque</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>Add saved game records to the library</source>
        <translation>Ajouter des parties enregistrées à la bibliothèque</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Parties</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistiques</translation>
    </message>
    <message>
        <source>any day</source>
        <translation>n&apos;importe quel jour</translation>
    </message>
    <message numerus="yes">
        <source>%n game|%n games</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>Supprimer des parties</translation>
    </message>
    <message numerus="yes">
        <source>Remove this game from the library? This cannot be undone.|Remove these %n games from the library? This cannot be undone.</source>
        <translation>
            <numerusform>Retirer cette partie de la bibliothèque ? C&apos;est définitif.</numerusform>
            <numerusform>Retirer ces %n parties de la bibliothèque ? C&apos;est définitif.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Games</source>
        <translation>Importer des parties</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Parties enregistrées (*.json)</translation>
    </message>
</context>
<context>
    <name>MatchText</name>
    <message>
        <source>{nodes} nodes a move</source>
        <translation>{nodes} nœuds par coup</translation>
    </message>
    <message numerus="yes">
        <source>%n turn deep|%n turns deep</source>
        <translation>
            <numerusform>%n tour de profondeur</numerusform>
            <numerusform>%n tours de profondeur</numerusform>
        </translation>
    </message>
    <message>
        <source>deepening</source>
        <translation>en approfondissant</translation>
    </message>
    <message>
        <source> ({deeper} on {share}% of moves)</source>
        <translation> ({deeper} sur {share} % des coups)</translation>
    </message>
    <message>
        <source>noise {noise}</source>
        <translation>bruit {noise}</translation>
    </message>
    <message>
        <source>{share}% random moves</source>
        <translation>{share} % de coups au hasard</translation>
    </message>
</context>
<context>
    <name>MenuText</name>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nouvelle…</translation>
    </message>
    <message>
        <source>Start a new game (choose game, players, seed)</source>
        <translation>Commencer une nouvelle partie (jeu, joueurs, graine)</translation>
    </message>
    <message>
        <source>Start &amp;Page</source>
        <translation>&amp;Page d&apos;accueil</translation>
    </message>
    <message>
        <source>The games, play the computer or a friend, resume</source>
        <translation>Les jeux : contre l&apos;ordinateur ou un ami, reprendre</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a saved game record</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save this game</source>
        <translation>Enregistrer cette partie</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save this game to a new file</source>
        <translation>Enregistrer cette partie dans un nouveau fichier</translation>
    </message>
    <message>
        <source>&amp;Library…</source>
        <translation>&amp;Bibliothèque…</translation>
    </message>
    <message>
        <source>Every game you played: replay, review or continue one; your statistics</source>
        <translation>Toutes vos parties : rejouez-en, revoyez-en ou continuez-en une ; vos statistiques</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>A&amp;bandonner</translation>
    </message>
    <message>
        <source>The player to move gives up the game</source>
        <translation>Le joueur au trait abandonne la partie</translation>
    </message>
    <message>
        <source>&amp;Host a Game…</source>
        <translation>&amp;Héberger une partie…</translation>
    </message>
    <message>
        <source>Play over the network: choose the seats, then send the invitation</source>
        <translation>Jouer en réseau : choisissez les places, puis envoyez l&apos;invitation</translation>
    </message>
    <message>
        <source>&amp;Join a Game…</source>
        <translation>&amp;Rejoindre une partie…</translation>
    </message>
    <message>
        <source>Play over the network with a host&apos;s invitation</source>
        <translation>Jouer en réseau avec l&apos;invitation d&apos;un hôte</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Close the app</source>
        <translation>Fermer l&apos;application</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Take back the last move (against the AI: yours)</source>
        <translation>Reprendre le dernier coup (contre l&apos;IA : le vôtre)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Play again a move you took back</source>
        <translation>Rejouer un coup repris</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>&amp;Copier la position</translation>
    </message>
    <message>
        <source>Copy the position text</source>
        <translation>Copier le texte de la position</translation>
    </message>
    <message>
        <source>Copy &amp;Game</source>
        <translation>Copier la &amp;partie</translation>
    </message>
    <message>
        <source>Copy the whole game as text: the players, the moves by round, the result</source>
        <translation>Copier toute la partie en texte : les joueurs, les coups par tour, le résultat</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>Co&amp;ller une position</translation>
    </message>
    <message>
        <source>Start a new game from a position text on the clipboard</source>
        <translation>Commencer une nouvelle partie depuis un texte de position du presse-papiers</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Ask the AI which move it would play</source>
        <translation>Demander à l&apos;IA quel coup elle jouerait</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Re&amp;voir la partie</translation>
    </message>
    <message>
        <source>Mark the moves that lost the most, by the engine&apos;s judgement</source>
        <translation>Marquer les coups qui ont le plus perdu, selon le moteur</translation>
    </message>
    <message>
        <source>Show &amp;Evaluation</source>
        <translation>Afficher l&apos;&amp;évaluation</translation>
    </message>
    <message>
        <source>The bar beside the board and the graph under the moves: each player&apos;s chance to win</source>
        <translation>La barre à côté du plateau et le graphique sous les coups : la chance de gagner de chaque joueur</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner le plateau</translation>
    </message>
    <message>
        <source>Turn the board around</source>
        <translation>Retourner le plateau</translation>
    </message>
    <message>
        <source>&amp;Reset View</source>
        <translation>&amp;Réinitialiser la vue</translation>
    </message>
    <message>
        <source>Turn the ball back to its starting view</source>
        <translation>Remettre la boule dans sa vue de départ</translation>
    </message>
    <message>
        <source>Space &amp;Numbers</source>
        <translation>&amp;Numéros des cases</translation>
    </message>
    <message>
        <source>Show each space&apos;s number on the ball</source>
        <translation>Afficher le numéro de chaque case sur la boule</translation>
    </message>
    <message>
        <source>&amp;Letters on Pieces</source>
        <translation>&amp;Lettres sur les pièces</translation>
    </message>
    <message>
        <source>Write each stack&apos;s colours as letters (for colour-blind players)</source>
        <translation>Écrire les couleurs de chaque pile en lettres (pour les daltoniens)</translation>
    </message>
    <message>
        <source>&amp;Animate Moves</source>
        <translation>&amp;Animer les coups</translation>
    </message>
    <message>
        <source>Show moves travelling over the board</source>
        <translation>Montrer les coups qui parcourent le plateau</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>Moves take {seconds} s to play out</source>
        <translation>Les coups prennent {seconds} s à se dérouler</translation>
    </message>
    <message>
        <source>Show &amp;Side Panel</source>
        <translation>Afficher le &amp;panneau latéral</translation>
    </message>
    <message>
        <source>Show or hide the Players and Moves panel</source>
        <translation>Afficher ou masquer le panneau Joueurs et coups</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Plein &amp;écran</translation>
    </message>
    <message>
        <source>Fill the screen with the window</source>
        <translation>Remplir l&apos;écran avec la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>Show the position one move earlier</source>
        <translation>Afficher la position un coup plus tôt</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>Show the position one move later</source>
        <translation>Afficher la position un coup plus tard</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Début</translation>
    </message>
    <message>
        <source>Show the start position</source>
        <translation>Afficher la position de départ</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>&amp;Fin</translation>
    </message>
    <message>
        <source>Show the latest position</source>
        <translation>Afficher la dernière position</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>Pas en arrière</translation>
    </message>
    <message>
        <source>Undo one step of the move being built</source>
        <translation>Annuler une étape du coup en cours</translation>
    </message>
    <message>
        <source>How to &amp;Play</source>
        <translation>Comment &amp;jouer</translation>
    </message>
    <message>
        <source>The rules in plain words, with pictures, and the controls</source>
        <translation>Les règles en mots simples, avec des images, et les commandes</translation>
    </message>
    <message>
        <source>&amp;Exact Rules</source>
        <translation>Règles &amp;exactes</translation>
    </message>
    <message>
        <source>The exact rules this app implements: the reference</source>
        <translation>Les règles exactes que suit cette application : la référence</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>About Xeno Games</source>
        <translation>À propos de Xeno Games</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Play Over &amp;Network</source>
        <translation>Jouer en &amp;réseau</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Vitesse d&apos;animation</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
</context>
<context>
    <name>MoveListText</name>
    <message>
        <source>{player} wins</source>
        <translation>{player} gagne</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <source>{players} lost</source>
        <translation>{players} a perdu</translation>
    </message>
</context>
<context>
    <name>NetCliText</name>
    <message>
        <source>the game&apos;s name (as in xeno-games perft)</source>
        <translation>le nom du jeu (comme dans xeno-games perft)</translation>
    </message>
    <message>
        <source>the port to listen on (0: any free port)</source>
        <translation>le port d&apos;écoute (0 : n&apos;importe quel port libre)</translation>
    </message>
    <message>
        <source>the address to listen on (default: every one)</source>
        <translation>l&apos;adresse d&apos;écoute (par défaut : toutes)</translation>
    </message>
    <message>
        <source>the address the invitation shows (default: this computer&apos;s)</source>
        <translation>l&apos;adresse que montre l&apos;invitation (par défaut : celle de cet ordinateur)</translation>
    </message>
    <message>
        <source>the code joiners must know (default: a new random one)</source>
        <translation>le code que doivent connaître ceux qui rejoignent (par défaut : un nouveau au hasard)</translation>
    </message>
    <message>
        <source>seat N (1, 2, …) is host, remote or ai:LEVEL (default: 1=host, the others remote)</source>
        <translation>la place N (1, 2, …) est host, remote ou ai:LEVEL (par défaut : 1=host, les autres remote)</translation>
    </message>
    <message>
        <source>a game option</source>
        <translation>une option du jeu</translation>
    </message>
    <message>
        <source>the seed of the game&apos;s shuffle and the AI</source>
        <translation>la graine du tirage de la partie et de l&apos;IA</translation>
    </message>
    <message>
        <source>a node budget for every AI move (repeatable games)</source>
        <translation>un budget de nœuds pour chaque coup de l&apos;IA (parties reproductibles)</translation>
    </message>
    <message>
        <source>a time control: none, 5+3 (minutes + seconds), 30 s/move</source>
        <translation>une cadence : none, 5+3 (minutes + secondes), 30 s/move</translation>
    </message>
    <message>
        <source>show the game in the Join dialogs on this network (mDNS) until every seat is taken</source>
        <translation>montrer la partie dans les fenêtres Rejoindre de ce réseau (mDNS) jusqu&apos;à ce que toutes les places soient prises</translation>
    </message>
    <message>
        <source>the answer to undo requests</source>
        <translation>la réponse aux demandes de reprise</translation>
    </message>
    <message>
        <source>the answer to draw offers</source>
        <translation>la réponse aux propositions de nulle</translation>
    </message>
    <message>
        <source>the game record to write (default: in the data folder)</source>
        <translation>la partie enregistrée à écrire (par défaut : dans le dossier de données)</translation>
    </message>
    <message>
        <source>no line per move</source>
        <translation>pas de ligne par coup</translation>
    </message>
    <message>
        <source>HOST:PORT (or give --invitation)</source>
        <translation>HOST:PORT (ou donnez --invitation)</translation>
    </message>
    <message>
        <source>the host&apos;s code, e.g. 7K4-Q2M</source>
        <translation>le code de l&apos;hôte, ex. 7K4-Q2M</translation>
    </message>
    <message>
        <source>the host&apos;s certificate fingerprint (64 hex digits)</source>
        <translation>l&apos;empreinte du certificat de l&apos;hôte (64 chiffres hexadécimaux)</translation>
    </message>
    <message>
        <source>the whole invitation text (address, code and fingerprint)</source>
        <translation>le texte entier de l&apos;invitation (adresse, code et empreinte)</translation>
    </message>
    <message>
        <source>the AI plays this side (headless: required)</source>
        <translation>l&apos;IA joue ce camp (sans fenêtre : obligatoire)</translation>
    </message>
    <message>
        <source>a node budget for every AI move</source>
        <translation>un budget de nœuds pour chaque coup de l&apos;IA</translation>
    </message>
    <message>
        <source>the name the host shows</source>
        <translation>le nom que l&apos;hôte affiche</translation>
    </message>
</context>
<context>
    <name>NetFoundText</name>
    <message>
        <source>Looking for games on this network…</source>
        <translation>Recherche de parties sur ce réseau…</translation>
    </message>
    <message>
        <source>No game is waiting on this network. A host on another network (or whose network hides it) sends the invitation: paste it above.</source>
        <translation>Aucune partie n&apos;attend sur ce réseau. Un hôte d&apos;un autre réseau (ou dont le réseau la cache) envoie l&apos;invitation : collez-la ci-dessus.</translation>
    </message>
    <message>
        <source>, {n} players</source>
        <translation>, {n} joueurs</translation>
    </message>
    <message>
        <source>, clock {clock}</source>
        <translation>, pendule {clock}</translation>
    </message>
    <message numerus="yes">
        <source>%n seat free|%n seats free</source>
        <translation>
            <numerusform>%n place libre</numerusform>
            <numerusform>%n places libres</numerusform>
        </translation>
    </message>
    <message>
        <source>Games waiting on this network</source>
        <translation>Parties en attente sur ce réseau</translation>
    </message>
    <message>
        <source>Choose a game: its address fills in; type the code the host gives you</source>
        <translation>Choisissez une partie : son adresse se remplit ; tapez le code que l&apos;hôte vous donne</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>non démarré</translation>
    </message>
    <message>
        <source>Cannot look for games on this network ({error}): paste the invitation.</source>
        <translation>Impossible de chercher des parties sur ce réseau ({error}) : collez l&apos;invitation.</translation>
    </message>
    <message>
        <source>none advertised</source>
        <translation>aucun annoncé</translation>
    </message>
    <message>
        <source>Certificate {start}… — the host&apos;s Invitation box shows the same first eight digits; if not, this is not your host</source>
        <translation>Certificat {start}… — la boîte Invitation de l&apos;hôte montre les mêmes huit premiers chiffres ; sinon, ce n&apos;est pas votre hôte</translation>
    </message>
    <message numerus="yes">
        <source>%n game waiting: choose one, then type the code its host gives you|%n games waiting: choose one, then type the code its host gives you</source>
        <translation>
            <numerusform>%n partie en attente : choisissez-en une, puis tapez le code que son hôte vous donne</numerusform>
            <numerusform>%n parties en attente : choisissez-en une, puis tapez le code que son hôte vous donne</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetModeText</name>
    <message>
        <source>Cannot host the game: {error}</source>
        <translation>Impossible d&apos;héberger la partie : {error}</translation>
    </message>
    <message>
        <source>Hosting: the code is {code}</source>
        <translation>Hébergement : le code est {code}</translation>
    </message>
    <message>
        <source>Hosting stopped</source>
        <translation>Hébergement arrêté</translation>
    </message>
    <message>
        <source>Joined {host}:{port}: waiting for the host&apos;s game</source>
        <translation>Connecté à {host}:{port} : en attente de la partie de l&apos;hôte</translation>
    </message>
    <message>
        <source>Joined: waiting for the host&apos;s game…</source>
        <translation>Connecté : en attente de la partie de l&apos;hôte…</translation>
    </message>
    <message>
        <source>Moves taken back: the game is back at move {number}</source>
        <translation>Coups repris : la partie revient au coup {number}</translation>
    </message>
    <message>
        <source>Game over: {reason}</source>
        <translation>Partie terminée : {reason}</translation>
    </message>
    <message>
        <source>{player} asks to take back their last move</source>
        <translation>{player} demande à reprendre son dernier coup</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Autoriser</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>{player} offers a draw</source>
        <translation>{player} propose la nulle</translation>
    </message>
    <message>
        <source>Accept Draw</source>
        <translation>Accepter la nulle</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Décliner</translation>
    </message>
    <message>
        <source>The take-back was refused</source>
        <translation>La reprise a été refusée</translation>
    </message>
    <message>
        <source>The draw was declined</source>
        <translation>La nulle a été déclinée</translation>
    </message>
    <message>
        <source>Every player has joined: the game starts</source>
        <translation>Tous les joueurs ont rejoint : la partie commence</translation>
    </message>
    <message>
        <source>The game starts: you play {player}</source>
        <translation>La partie commence : vous jouez {player}</translation>
    </message>
    <message>
        <source>Back in the game at move {number}</source>
        <translation>De retour dans la partie au coup {number}</translation>
    </message>
    <message>
        <source>Connection lost — {reason}</source>
        <translation>Connexion perdue — {reason}</translation>
    </message>
    <message>
        <source>The game over the network ended: {reason}.</source>
        <translation>La partie en réseau est terminée : {reason}.</translation>
    </message>
    <message>
        <source> The game is saved: Resume it from the start page.</source>
        <translation> La partie est gardée : reprenez-la depuis la page d&apos;accueil.</translation>
    </message>
    <message>
        <source>The game goes on at its last move: play from there</source>
        <translation>La partie continue à son dernier coup : jouez à partir de là</translation>
    </message>
    <message>
        <source>{move}: sent to the host</source>
        <translation>{move} : envoyé à l&apos;hôte</translation>
    </message>
    <message>
        <source>Asked the other side to take back your last move — waiting for the answer</source>
        <translation>Demande à l&apos;autre camp de reprendre votre dernier coup — en attente de la réponse</translation>
    </message>
    <message>
        <source>Draw offered — waiting for the answer</source>
        <translation>Nulle proposée — en attente de la réponse</translation>
    </message>
    <message>
        <source>{player} gives up this game?</source>
        <translation>{player} abandonne cette partie ?</translation>
    </message>
    <message>
        <source>Resign?</source>
        <translation>Abandonner ?</translation>
    </message>
    <message>
        <source>Not sent: {error}</source>
        <translation>Non envoyé : {error}</translation>
    </message>
    <message>
        <source>You: {text}</source>
        <translation>Vous : {text}</translation>
    </message>
    <message>
        <source>In a game over the network the host&apos;s seats stay</source>
        <translation>Dans une partie en réseau, les places restent celles de l&apos;hôte</translation>
    </message>
</context>
<context>
    <name>NetPanelText</name>
    <message>
        <source>Reconnect</source>
        <translation>Se reconnecter</translation>
    </message>
    <message>
        <source>Connect to the host again with the same invitation</source>
        <translation>Se reconnecter à l&apos;hôte avec la même invitation</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>Chat and what happened over the network</source>
        <translation>Discussion et ce qui s&apos;est passé sur le réseau</translation>
    </message>
    <message>
        <source>Say something (Enter to send)</source>
        <translation>Dites quelque chose (Entrée pour envoyer)</translation>
    </message>
    <message>
        <source>Offer Draw</source>
        <translation>Proposer la nulle</translation>
    </message>
    <message>
        <source>Offer the other players a draw</source>
        <translation>Proposer la nulle aux autres joueurs</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>Abandonner cette partie</translation>
    </message>
</context>
<context>
    <name>NetReadText</name>
    <message>
        <source>The other player</source>
        <translation>L&apos;autre joueur</translation>
    </message>
    <message>
        <source>Waiting for the host&apos;s game</source>
        <translation>En attente de la partie de l&apos;hôte</translation>
    </message>
    <message>
        <source>Waiting for the players to join</source>
        <translation>En attente des joueurs</translation>
    </message>
    <message>
        <source>{player} plays at the AI here: wait for their move</source>
        <translation>{player} est joué ici par l&apos;IA : attendez son coup</translation>
    </message>
    <message>
        <source>{player} plays at another computer: wait for their move</source>
        <translation>{player} joue sur un autre ordinateur : attendez son coup</translation>
    </message>
    <message>
        <source>The connection is down: the game is paused</source>
        <translation>La connexion est coupée : la partie est en pause</translation>
    </message>
    <message>
        <source>Reconnected: waiting for the host&apos;s game</source>
        <translation>Reconnecté : en attente de la partie de l&apos;hôte</translation>
    </message>
    <message>
        <source>The game is paused: a player&apos;s connection is down</source>
        <translation>La partie est en pause : la connexion d&apos;un joueur est coupée</translation>
    </message>
    <message>
        <source>{name} joined</source>
        <translation>{name} a rejoint</translation>
    </message>
    <message>
        <source>waiting for a player to join…</source>
        <translation>en attente d&apos;un joueur…</translation>
    </message>
    <message>
        <source>{player}: {who} (here)</source>
        <translation>{player} : {who} (ici)</translation>
    </message>
    <message>
        <source>Waiting for {players} to join — code {code}</source>
        <translation>En attente de {players} — code {code}</translation>
    </message>
    <message>
        <source>Connection lost — {reason}</source>
        <translation>Connexion perdue — {reason}</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting to the host…</source>
        <translation>Connexion perdue — reconnexion à l&apos;hôte…</translation>
    </message>
    <message>
        <source>Reconnected: waiting for the host&apos;s game…</source>
        <translation>Reconnecté : en attente de la partie de l&apos;hôte…</translation>
    </message>
    <message>
        <source>Joined: waiting for the host&apos;s game…</source>
        <translation>Connecté : en attente de la partie de l&apos;hôte…</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Connection lost — waiting for {players} to reconnect</source>
        <translation>Connexion perdue — en attente de la reconnexion de {players}</translation>
    </message>
    <message>
        <source>you, here</source>
        <translation>vous, ici</translation>
    </message>
    <message>
        <source>the AI here</source>
        <translation>l&apos;IA ici</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connecté</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>non connecté</translation>
    </message>
    <message>
        <source>away</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>at another computer</source>
        <translation>sur un autre ordinateur</translation>
    </message>
</context>
<context>
    <name>NetText</name>
    <message>
        <source>Host a game over the network</source>
        <translation>Héberger une partie en réseau</translation>
    </message>
    <message>
        <source>The host&apos;s clock decides for everyone; the network&apos;s delay is not charged</source>
        <translation>La pendule de l&apos;hôte fait foi pour tous ; le délai du réseau n&apos;est pas décompté</translation>
    </message>
    <message>
        <source>Host</source>
        <comment>the host&apos;s name until changed</comment>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Your name, as the players who join see it</source>
        <translation>Votre nom, tel que le voient les joueurs qui rejoignent</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Votre nom :</translation>
    </message>
    <message>
        <source>Start hosting</source>
        <translation>Commencer l&apos;hébergement</translation>
    </message>
    <message>
        <source>Wait for the players who join; the invitation shows here</source>
        <translation>Attendre les joueurs qui rejoignent ; l&apos;invitation s&apos;affiche ici</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Invitation</translation>
    </message>
    <message>
        <source>The code to read out to the players who join</source>
        <translation>Le code à lire aux joueurs qui rejoignent</translation>
    </message>
    <message>
        <source>The whole invitation: send it to the players who join</source>
        <translation>L&apos;invitation entière : envoyez-la aux joueurs qui rejoignent</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy the invitation, to paste in a message to the players</source>
        <translation>Copier l&apos;invitation, à coller dans un message aux joueurs</translation>
    </message>
    <message>
        <source>Players on this network also see the game in their Join dialog; they still need the code.</source>
        <translation>Les joueurs de ce réseau voient aussi la partie dans leur fenêtre Rejoindre ; il leur faut quand même le code.</translation>
    </message>
    <message>
        <source>Human here</source>
        <translation>Humain ici</translation>
    </message>
    <message>
        <source>Joins over the network</source>
        <translation>Rejoint par le réseau</translation>
    </message>
    <message>
        <source>Who plays this side: you here, a player who joins, or this computer&apos;s AI</source>
        <translation>Qui joue ce camp : vous ici, un joueur qui rejoint, ou l&apos;IA de cet ordinateur</translation>
    </message>
    <message>
        <source>Choose at least one seat for a player who joins over the network</source>
        <translation>Choisissez au moins une place pour un joueur qui rejoint par le réseau</translation>
    </message>
    <message>
        <source>Waiting for players…</source>
        <translation>En attente des joueurs…</translation>
    </message>
    <message>
        <source>Address {host} · port {port}
Certificate fingerprint {fingerprint}</source>
        <translation>Adresse {host} · port {port}
Empreinte du certificat {fingerprint}</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiée</translation>
    </message>
    <message>
        <source>The host refused the code: check it with the host (like 7K4-Q2M) and try again. ({error})</source>
        <translation>L&apos;hôte a refusé le code : vérifiez-le avec l&apos;hôte (comme 7K4-Q2M) et réessayez. ({error})</translation>
    </message>
    <message>
        <source>The computer that answered is not the host of this invitation (another certificate): ask the host for a new invitation. ({error})</source>
        <translation>L&apos;ordinateur qui a répondu n&apos;est pas l&apos;hôte de cette invitation (autre certificat) : demandez une nouvelle invitation à l&apos;hôte. ({error})</translation>
    </message>
    <message>
        <source>No answer from the host: check the address and that the host is still waiting. ({error})</source>
        <translation>Pas de réponse de l&apos;hôte : vérifiez l&apos;adresse et que l&apos;hôte attend toujours. ({error})</translation>
    </message>
    <message>
        <source>The game is full: every seat has its player. ({error})</source>
        <translation>La partie est complète : chaque place a son joueur. ({error})</translation>
    </message>
    <message>
        <source>Could not join: {error}</source>
        <translation>Impossible de rejoindre : {error}</translation>
    </message>
    <message>
        <source>Join a game over the network</source>
        <translation>Rejoindre une partie en réseau</translation>
    </message>
    <message>
        <source>Choose a game waiting on this network, or paste the invitation the host sent you, or type the host&apos;s address and code.</source>
        <translation>Choisissez une partie en attente sur ce réseau, ou collez l&apos;invitation envoyée par l&apos;hôte, ou tapez son adresse et son code.</translation>
    </message>
    <message>
        <source>Invitation:</source>
        <translation>Invitation :</translation>
    </message>
    <message>
        <source>7K4-Q2M (for a game chosen above, or an address typed)</source>
        <translation>7K4-Q2M (pour une partie choisie ci-dessus, ou une adresse tapée)</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Code :</translation>
    </message>
    <message>
        <source>Guest</source>
        <comment>a joining player&apos;s name until changed</comment>
        <translation>Invité</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Type the code {host} gives you, then Join.</source>
        <translation>Tapez le code que {host} vous donne, puis Rejoindre.</translation>
    </message>
    <message>
        <source> Its certificate starts {start}, as on your host&apos;s screen?</source>
        <translation> Son certificat commence par {start}, comme sur l&apos;écran de votre hôte ?</translation>
    </message>
    <message>
        <source>This is not an invitation: {error}</source>
        <translation>Ce n&apos;est pas une invitation : {error}</translation>
    </message>
    <message>
        <source>Joining {host}:{port}…</source>
        <translation>Connexion à {host}:{port}…</translation>
    </message>
</context>
<context>
    <name>NewGameText</name>
    <message>
        <source>AI {level}</source>
        <translation>IA {level}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Which game to play</source>
        <translation>Le jeu à jouer</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jeu :</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Pendule :</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <source>The seed: the same seed deals the same game</source>
        <translation>La graine : la même graine donne la même partie</translation>
    </message>
    <message>
        <source>Seed for any random setup and for the AI (same seed, same game)</source>
        <translation>Graine pour toute mise en place au hasard et pour l&apos;IA (même graine, même partie)</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option} :</translation>
    </message>
    <message>
        <source>Who plays {player}: a human at this screen or the AI at a level</source>
        <translation>Qui joue {player} : un humain à cet écran ou l&apos;IA à un niveau</translation>
    </message>
    <message>
        <source>{player}:</source>
        <translation>{player} :</translation>
    </message>
</context>
<context>
    <name>OxonoText</name>
    <message>
        <source>in hand: X {x} · O {o}</source>
        <translation>en main : X {x} · O {o}</translation>
    </message>
    <message>
        <source>The game is over: New game (Ctrl+N), or browse the moves</source>
        <translation>La partie est finie : Nouvelle partie (Ctrl+N), ou parcourez les coups</translation>
    </message>
    <message>
        <source>{player}: choose a totem (X or O)</source>
        <translation>{player} : choisissez un totem (X ou O)</translation>
    </message>
    <message>
        <source>{player}: choose the {symbol} totem (no {other} pawns left)</source>
        <translation>{player} : choisissez le totem {symbol} (plus de pions {other})</translation>
    </message>
    <message>
        <source>{player}: choose where the {symbol} totem goes (Esc: choose again)</source>
        <translation>{player} : choisissez où va le totem {symbol} (Échap : choisir à nouveau)</translation>
    </message>
    <message>
        <source>{player}: place your {symbol} pawn next to the totem (Esc: move the totem elsewhere)</source>
        <translation>{player} : posez votre pion {symbol} à côté du totem (Échap : déplacer le totem ailleurs)</translation>
    </message>
    <message>
        <source>{player}: {square} holds no totem — first choose a totem (X or O)</source>
        <translation>{player} : {square} ne porte aucun totem — choisissez d&apos;abord un totem (X ou O)</translation>
    </message>
    <message>
        <source>{player} has no {symbol} pawns left: choose the {other} totem</source>
        <translation>{player} n&apos;a plus de pions {symbol} : choisissez le totem {other}</translation>
    </message>
    <message>
        <source>The {symbol} totem cannot go to {square}: it moves like a rook through empty squares — choose a highlighted square (Esc: choose again)</source>
        <translation>Le totem {symbol} ne peut pas aller en {square} : il se déplace comme une tour sur des cases vides — choisissez une case en surbrillance (Échap : choisir à nouveau)</translation>
    </message>
    <message>
        <source>Your {symbol} pawn cannot go on {square}: it goes on an empty square next to the totem on {totem} — choose a highlighted square</source>
        <translation>Votre pion {symbol} ne peut pas aller en {square} : il va sur une case vide à côté du totem en {totem} — choisissez une case en surbrillance</translation>
    </message>
    <message>
        <source>{symbol} to {target}, pawn {square} is not legal here</source>
        <translation>{symbol} en {target}, pion en {square} n&apos;est pas légal ici</translation>
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
        <translation>transparent</translation>
    </message>
    <message>
        <source>cyan</source>
        <translation>cyan</translation>
    </message>
    <message>
        <source>left/right up to {n}</source>
        <translation>gauche/droite jusqu&apos;à {n}</translation>
    </message>
    <message>
        <source>forward/backward up to {n}</source>
        <translation>avant/arrière jusqu&apos;à {n}</translation>
    </message>
    <message>
        <source>diagonally up to {n}</source>
        <translation>en diagonale jusqu&apos;à {n}</translation>
    </message>
    <message>
        <source>jumps over up to {n}</source>
        <translation>saute par-dessus jusqu&apos;à {n}</translation>
    </message>
    <message>
        <source>{player}&apos;s {piece}</source>
        <translation>{piece} de {player}</translation>
    </message>
    <message>
        <source>base {piece}</source>
        <translation>base {piece}</translation>
    </message>
    <message>
        <source>nested {piece}</source>
        <translation>emboîtée {piece}</translation>
    </message>
    <message>
        <source>stacked {piece}</source>
        <translation>empilée {piece}</translation>
    </message>
    <message>
        <source>{player}&apos;s combination: {parts} (distance {n})</source>
        <translation>combinaison de {player} : {parts} (distance {n})</translation>
    </message>
    <message>
        <source>
moves: {ways}</source>
        <translation>
se déplace : {ways}</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Pink</source>
        <translation>Rose</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
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
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Sky</source>
        <translation>Ciel</translation>
    </message>
</context>
<context>
    <name>ProgressText</name>
    <message>
        <source>not a lesson or puzzle id: {value!r}</source>
        <translation>ce n&apos;est pas un identifiant de leçon ou de problème : {value!r}</translation>
    </message>
    <message>
        <source>{key!r} is not a list of ids</source>
        <translation>{key!r} n&apos;est pas une liste d&apos;identifiants</translation>
    </message>
    <message>
        <source>the file is {count} bytes, far more than any progress file</source>
        <translation>le fichier fait {count} octets, bien plus que tout fichier de progression</translation>
    </message>
    <message>
        <source>the file is not JSON ({exc})</source>
        <translation>le fichier n&apos;est pas du JSON ({exc})</translation>
    </message>
    <message>
        <source>the file holds no progress object</source>
        <translation>le fichier ne contient aucun objet de progression</translation>
    </message>
    <message>
        <source>unknown version {value!r}</source>
        <translation>version inconnue {value!r}</translation>
    </message>
    <message>
        <source>the puzzle rating {value!r} is not a rating</source>
        <translation>le classement aux problèmes {value!r} n&apos;est pas un classement</translation>
    </message>
    <message>
        <source>the count of rated puzzles {value!r} is not a count</source>
        <translation>le nombre de problèmes classés {value!r} n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>Your progress could not be read ({error}); it starts afresh for now.</source>
        <translation>Votre progression n&apos;a pas pu être lue ({error}) ; elle repart de zéro pour l&apos;instant.</translation>
    </message>
    <message>
        <source>The file was kept as {path}.</source>
        <translation>Le fichier a été gardé sous {path}.</translation>
    </message>
    <message>
        <source>The file could not be moved aside ({error}).</source>
        <translation>Le fichier n&apos;a pas pu être mis de côté ({error}).</translation>
    </message>
    <message>
        <source>Your progress file {path} was refused: {error}. {kept} It starts afresh.</source>
        <translation>Votre fichier de progression {path} a été refusé : {error}. {kept} Elle repart de zéro.</translation>
    </message>
</context>
<context>
    <name>PuzzleCliText</name>
    <message>
        <source>play seeded games between the levels and keep proven puzzles</source>
        <translation>jouer des parties à graine entre les niveaux et garder les problèmes prouvés</translation>
    </message>
    <message>
        <source>a registry name: {games}</source>
        <translation>un nom enregistré : {games}</translation>
    </message>
    <message>
        <source>puzzles to find</source>
        <translation>problèmes à trouver</translation>
    </message>
    <message>
        <source>a .jsonl file to add them to (default: print them)</source>
        <translation>un fichier .jsonl où les ajouter (par défaut : les afficher)</translation>
    </message>
    <message>
        <source>the largest N of a win in N (1..{most})</source>
        <translation>le plus grand N d&apos;un gain en N (1..{most})</translation>
    </message>
    <message>
        <source>the last plies of each game searched for wins</source>
        <translation>les derniers demi-coups de chaque partie où chercher des gains</translation>
    </message>
    <message>
        <source>no best capture puzzles</source>
        <translation>pas de problèmes de meilleure prise</translation>
    </message>
    <message>
        <source>stop after this many games</source>
        <translation>s&apos;arrêter après ce nombre de parties</translation>
    </message>
    <message>
        <source>prove every puzzle of a file again (exhaustive search)</source>
        <translation>prouver à nouveau chaque problème d&apos;un fichier (recherche exhaustive)</translation>
    </message>
    <message>
        <source>check this many puzzles, chosen with --seed</source>
        <translation>vérifier ce nombre de problèmes, choisis avec --seed</translation>
    </message>
    <message>
        <source>a line for every puzzle</source>
        <translation>une ligne par problème</translation>
    </message>
</context>
<context>
    <name>RecordText</name>
    <message>
        <source>{where}missing field {key!r}</source>
        <translation>{where}champ {key!r} manquant</translation>
    </message>
    <message>
        <source>{where}field {key!r} has the wrong type ({kind})</source>
        <translation>{where}le champ {key!r} a le mauvais type ({kind})</translation>
    </message>
    <message>
        <source>seat {index} is not {{&apos;kind&apos;: &apos;human&apos;}} or {{&apos;kind&apos;: &apos;ai&apos;, &apos;level&apos;: ...}}</source>
        <translation>la place {index} n&apos;est ni {{&apos;kind&apos;: &apos;human&apos;}} ni {{&apos;kind&apos;: &apos;ai&apos;, &apos;level&apos;: ...}}</translation>
    </message>
    <message>
        <source>seat {index}: an AI seat needs a level</source>
        <translation>place {index} : une place d&apos;IA a besoin d&apos;un niveau</translation>
    </message>
    <message>
        <source>the file does not hold a game record (expected a JSON object)</source>
        <translation>le fichier ne contient pas de partie enregistrée (objet JSON attendu)</translation>
    </message>
    <message>
        <source>not a game record: field &apos;format&apos; should be {record_format!r}</source>
        <translation>ce n&apos;est pas une partie enregistrée : le champ &apos;format&apos; doit être {record_format!r}</translation>
    </message>
    <message>
        <source>record format version {version} is newer than this app reads ({format_version})</source>
        <translation>la version de format {version} est plus récente que ce que lit cette application ({format_version})</translation>
    </message>
    <message>
        <source>record format version {version} does not exist (versions start at 1)</source>
        <translation>la version de format {version} n&apos;existe pas (les versions commencent à 1)</translation>
    </message>
    <message>
        <source>unknown game {game_id!r}</source>
        <translation>jeu inconnu {game_id!r}</translation>
    </message>
    <message>
        <source>field &apos;start_position&apos; has the wrong type</source>
        <translation>le champ &apos;start_position&apos; a le mauvais type</translation>
    </message>
    <message>
        <source>bad game setup: {exc}</source>
        <translation>mise en place incorrecte : {exc}</translation>
    </message>
    <message>
        <source>move {number} is not a text</source>
        <translation>le coup {number} n&apos;est pas un texte</translation>
    </message>
    <message>
        <source>move {number} ({text!r}): {exc}</source>
        <translation>coup {number} ({text!r}) : {exc}</translation>
    </message>
    <message>
        <source>result: no player {resigned!r} to resign</source>
        <translation>résultat : pas de joueur {resigned!r} pour abandonner</translation>
    </message>
    <message>
        <source>field &apos;cursor&apos; should be a move number from 0 to {length}</source>
        <translation>le champ &apos;cursor&apos; doit être un numéro de coup de 0 à {length}</translation>
    </message>
    <message>
        <source>field &apos;time_control&apos; has the wrong type</source>
        <translation>le champ &apos;time_control&apos; a le mauvais type</translation>
    </message>
    <message>
        <source>field &apos;time_control&apos;: {exc}</source>
        <translation>champ &apos;time_control&apos; : {exc}</translation>
    </message>
    <message>
        <source>field &apos;time_left&apos; should be a list of at most {positions} positions&apos; times</source>
        <translation>le champ &apos;time_left&apos; doit être une liste des temps d&apos;au plus {positions} positions</translation>
    </message>
    <message>
        <source>field &apos;time_left&apos;, after move {ply}: {exc}</source>
        <translation>champ &apos;time_left&apos;, après le coup {ply} : {exc}</translation>
    </message>
    <message>
        <source>{path} is not a game record: larger than {max_record_bytes} MB</source>
        <translation>{path} n&apos;est pas une partie enregistrée : plus de {max_record_bytes} Mo</translation>
    </message>
    <message>
        <source>cannot read {path}: {exc}</source>
        <translation>impossible de lire {path} : {exc}</translation>
    </message>
    <message>
        <source>not valid JSON (line {lineno}, column {colno}): {msg}</source>
        <translation>JSON invalide (ligne {lineno}, colonne {colno}) : {msg}</translation>
    </message>
    <message>
        <source>not a game record: its JSON is nested too deeply</source>
        <translation>ce n&apos;est pas une partie enregistrée : son JSON est trop imbriqué</translation>
    </message>
    <message>
        <source>not a game record: {exc}</source>
        <translation>ce n&apos;est pas une partie enregistrée : {exc}</translation>
    </message>
</context>
<context>
    <name>ResultText</name>
    <message>
        <source>wins {wins}  draws {draws}  losses {losses}  unfinished {unfinished}</source>
        <translation>victoires {wins}  nulles {draws}  défaites {losses}  inachevées {unfinished}</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>{text!r} is not an Oxono move (like &apos;X d3-d6 d5&apos;)</source>
        <translation>{text!r} n&apos;est pas un coup d&apos;Oxono (comme &apos;X d3-d6 d5&apos;)</translation>
    </message>
    <message>
        <source>{text} is not legal in {position}</source>
        <translation>{text} n&apos;est pas légal dans {position}</translation>
    </message>
    <message>
        <source>{text!r}: needs exactly one {name} totem &apos;{ch}&apos;</source>
        <translation>{text!r} : il faut exactement un totem {name} &apos;{ch}&apos;</translation>
    </message>
    <message>
        <source>{text!r}: a player has more than 8 pawns of one symbol</source>
        <translation>{text!r} : un joueur a plus de 8 pions d&apos;un symbole</translation>
    </message>
    <message>
        <source>{text!r}: {pink_down} pink and {black_down} black pawns cannot have {player} to move (Pink moves first)</source>
        <translation>{text!r} : {pink_down} pions roses et {black_down} noirs ne peuvent pas donner le trait à {player} (Rose commence)</translation>
    </message>
    <message>
        <source>game {id!r} is registered already</source>
        <translation>le jeu {id!r} est déjà enregistré</translation>
    </message>
    <message>
        <source>unknown game {game!r} (known: {games})</source>
        <translation>jeu inconnu {game!r} (connus : {games})</translation>
    </message>
    <message>
        <source>unknown game {name!r} (known: {known})</source>
        <translation>jeu inconnu {name!r} (connus : {known})</translation>
    </message>
    <message>
        <source>{text!r} is not a square (a1..{value}{rank})</source>
        <translation>{text!r} n&apos;est pas une case (a1..{value}{rank})</translation>
    </message>
    <message>
        <source>{text!r}: expected the ranks, a space, and the side to move &apos;{side}&apos; or &apos;{side2}&apos;</source>
        <translation>{text!r} : les rangées, une espace et le camp au trait &apos;{side}&apos; ou &apos;{side2}&apos; attendus</translation>
    </message>
    <message>
        <source>{source!r}: expected {size} ranks separated by &apos;/&apos;, found {count}</source>
        <translation>{source!r} : {size} rangées séparées par &apos;/&apos; attendues, {count} trouvées</translation>
    </message>
    <message>
        <source>{source!r}: unknown piece {ch!r} on rank {rank}</source>
        <translation>{source!r} : pièce inconnue {ch!r} sur la rangée {rank}</translation>
    </message>
    <message>
        <source>{source!r}: rank {rank} has {file} squares, not {size}</source>
        <translation>{source!r} : la rangée {rank} a {file} cases, pas {size}</translation>
    </message>
    <message>
        <source>{name!r} is not a board name like &apos;xeno-30&apos;</source>
        <translation>{name!r} n&apos;est pas un nom de plateau comme &apos;xeno-30&apos;</translation>
    </message>
    <message>
        <source>{strip!r}: boards have at most {max_spaces} spaces</source>
        <translation>{strip!r} : les plateaux ont au plus {max_spaces} cases</translation>
    </message>
    <message>
        <source>no Xeno board has {size} spaces: boards have 24, 60, 12·n² or 30·n² spaces (e.g. {boards})</source>
        <translation>aucun plateau de Xeno n&apos;a {size} cases : les plateaux ont 24, 60, 12·n² ou 30·n² cases (ex. {boards})</translation>
    </message>
    <message>
        <source>{name}: the base polyhedron is not closed</source>
        <translation>{name} : le polyèdre de base n&apos;est pas fermé</translation>
    </message>
    <message>
        <source>{board} has {size} spaces: it cannot be shared by {merged} players</source>
        <translation>{board} a {size} cases : il ne peut pas être partagé entre {merged} joueurs</translation>
    </message>
    <message>
        <source>{text!r}: {token!r} is not a space of {board} (1..{size})</source>
        <translation>{text!r} : {token!r} n&apos;est pas une case de {board} (1..{size})</translation>
    </message>
    <message>
        <source>{text!r} is not a setup move like &apos;S 5&gt;9&apos;</source>
        <translation>{text!r} n&apos;est pas un coup de mise en place comme &apos;S 5&gt;9&apos;</translation>
    </message>
    <message>
        <source>{text!r} is not a colour choice like &apos;C b&apos;</source>
        <translation>{text!r} n&apos;est pas un choix de couleur comme &apos;C b&apos;</translation>
    </message>
    <message>
        <source>{text!r} is not a Xeno move (like &apos;12-7&apos;, &apos;12x7x19&apos;, &apos;S 5&gt;9&apos; or &apos;C b&apos;)</source>
        <translation>{text!r} n&apos;est pas un coup de Xeno (comme &apos;12-7&apos;, &apos;12x7x19&apos;, &apos;S 5&gt;9&apos; ou &apos;C b&apos;)</translation>
    </message>
    <message>
        <source>{text!r}: expected &apos;&lt;board&gt; &lt;to-move&gt; &lt;stacks&gt;&apos;, like &apos;xeno-12 a ab,b,,a,…&apos;</source>
        <translation>{text!r} : &apos;&lt;board&gt; &lt;to-move&gt; &lt;stacks&gt;&apos; attendu, comme &apos;xeno-12 a ab,b,,a,…&apos;</translation>
    </message>
    <message>
        <source>{text!r}: {exc}</source>
        <translation>{text!r} : {exc}</translation>
    </message>
    <message>
        <source>the position is for {board}, not {opt}</source>
        <translation>la position est pour {board}, pas {opt}</translation>
    </message>
    <message>
        <source>{text!r}: {board} has {size} spaces, the position lists {count}</source>
        <translation>{text!r} : {board} a {size} cases, la position en liste {count}</translation>
    </message>
    <message>
        <source>{text!r}: space {number} holds {join!r}, not colours a..f</source>
        <translation>{text!r} : la case {number} porte {join!r}, pas des couleurs a..f</translation>
    </message>
    <message>
        <source>{text!r}: a position needs pieces of at least two colours</source>
        <translation>{text!r} : une position a besoin de pièces d&apos;au moins deux couleurs</translation>
    </message>
    <message>
        <source>{text!r}: the player to move must be one of the colours present</source>
        <translation>{text!r} : le joueur au trait doit être l&apos;une des couleurs présentes</translation>
    </message>
    <message>
        <source>{text!r}: the fourth field should be &apos;seats:&lt;colours&gt;&apos;</source>
        <translation>{text!r} : le quatrième champ doit être &apos;seats:&lt;colours&gt;&apos;</translation>
    </message>
    <message>
        <source>{text!r}: bad seat colours {spec!r}</source>
        <translation>{text!r} : couleurs de places incorrectes {spec!r}</translation>
    </message>
    <message>
        <source>{text!r}: the seats must list each colour present once</source>
        <translation>{text!r} : les places doivent lister une fois chaque couleur présente</translation>
    </message>
    <message>
        <source>{text!r}: before the setup move every space holds one piece</source>
        <translation>{text!r} : avant le coup de mise en place, chaque case porte une pièce</translation>
    </message>
    <message>
        <source>{text!r}: &apos;S&lt;space&gt;&apos; names the removed piece&apos;s space</source>
        <translation>{text!r} : &apos;S&lt;space&gt;&apos; nomme la case de la pièce retirée</translation>
    </message>
    <message>
        <source>{text!r}: &apos;C&lt;colours&gt;&apos; lists the distinct colours chosen so far</source>
        <translation>{text!r} : &apos;C&lt;colours&gt;&apos; liste les couleurs distinctes choisies jusqu&apos;ici</translation>
    </message>
    <message>
        <source>{text!r}: a chosen colour has no pieces</source>
        <translation>{text!r} : une couleur choisie n&apos;a pas de pièces</translation>
    </message>
    <message>
        <source>{text!r}: after the setup move one space is empty and one holds two pieces</source>
        <translation>{text!r} : après le coup de mise en place, une case est vide et une autre porte deux pièces</translation>
    </message>
    <message>
        <source>rank {rank}: cannot read {text!r} (a digit or a piece like Rl, Yl&lt;Bs^Rm)</source>
        <translation>rangée {rank} : impossible de lire {text!r} (un chiffre ou une pièce comme Rl, Yl&lt;Bs^Rm)</translation>
    </message>
    <message>
        <source>rank {rank}: {exc}</source>
        <translation>rangée {rank} : {exc}</translation>
    </message>
    <message>
        <source>rank {rank} {text!r} describes {count} squares, not 8</source>
        <translation>la rangée {rank} {text!r} décrit {count} cases, pas 8</translation>
    </message>
    <message>
        <source>expected the reserve {label}… but found {text!r}</source>
        <translation>réserve {label}… attendue, mais trouvé {text!r}</translation>
    </message>
    <message>
        <source>reserve {label} {exc}</source>
        <translation>réserve {label} {exc}</translation>
    </message>
    <message>
        <source>reserve {label} holds {token!r}: write its pieces in its owner&apos;s case</source>
        <translation>la réserve {label} contient {token!r} : écrivez ses pièces dans la casse de leur propriétaire</translation>
    </message>
    <message>
        <source>a position text has 4 fields (board, side to move, S:…, N:…), not {count}: {text!r}</source>
        <translation>un texte de position a 4 champs (plateau, camp au trait, S:…, N:…), pas {count} : {text!r}</translation>
    </message>
    <message>
        <source>the board needs 8 ranks separated by &apos;/&apos;, not {count}</source>
        <translation>le plateau a besoin de 8 rangées séparées par &apos;/&apos;, pas {count}</translation>
    </message>
    <message>
        <source>the side to move is &apos;s&apos; or &apos;n&apos;, not {side!r}</source>
        <translation>le camp au trait est &apos;s&apos; ou &apos;n&apos;, pas {side!r}</translation>
    </message>
    <message>
        <source>there are only two {name} pieces in the game, not {n}</source>
        <translation>il n&apos;y a que deux pièces {name} dans le jeu, pas {n}</translation>
    </message>
    <message>
        <source>an empty move text</source>
        <translation>un texte de coup vide</translation>
    </message>
    <message>
        <source>{text!r} is not an X Spectrum move (like c3-d2, c3-d2=Bl&lt;Bm, c3:^Bs-d2, c3=Bl^Bm, Rl@a1)</source>
        <translation>{text!r} n&apos;est pas un coup de X Spectrum (comme c3-d2, c3-d2=Bl&lt;Bm, c3:^Bs-d2, c3=Bl^Bm, Rl@a1)</translation>
    </message>
    <message>
        <source>{text!r}: a square alone is not a move (add -target or =arrangement)</source>
        <translation>{text!r} : une case seule n&apos;est pas un coup (ajoutez -cible ou =disposition)</translation>
    </message>
    <message>
        <source>{text!r} is not a piece (R/Y/B, upper case South, lower case North, then s/m/l)</source>
        <translation>{text!r} n&apos;est pas une pièce (R/Y/B, majuscule Sud, minuscule Nord, puis s/m/l)</translation>
    </message>
    <message>
        <source>a combination holds at most 3 pieces</source>
        <translation>une combinaison compte au plus 3 pièces</translation>
    </message>
    <message>
        <source>a nested piece must be smaller than the base</source>
        <translation>une pièce emboîtée doit être plus petite que la base</translation>
    </message>
    <message>
        <source>nested pieces must be of different sizes, largest first</source>
        <translation>les pièces emboîtées doivent être de tailles différentes, la plus grande d&apos;abord</translation>
    </message>
    <message>
        <source>a stacked piece cannot be larger than the base</source>
        <translation>une pièce empilée ne peut pas être plus grande que la base</translation>
    </message>
    <message>
        <source>empty contents</source>
        <translation>contenu vide</translation>
    </message>
    <message>
        <source>{text!r}: expected &lt; or ^ before each further piece</source>
        <translation>{text!r} : &lt; ou ^ attendu avant chaque pièce suivante</translation>
    </message>
    <message>
        <source>{text!r} mixes pieces of both players</source>
        <translation>{text!r} mélange des pièces des deux joueurs</translation>
    </message>
    <message>
        <source>{text!r}: nested pieces (&lt;) come before stacked ones (^)</source>
        <translation>{text!r} : les pièces emboîtées (&lt;) viennent avant les empilées (^)</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <source>the position has no pieces at all</source>
        <translation>la position n&apos;a aucune pièce</translation>
    </message>
    <message>
        <source>{move} is not legal here</source>
        <translation>{move} n&apos;est pas légal ici</translation>
    </message>
    <message>
        <source>this position was not reached by a move: nothing to undo</source>
        <translation>cette position n&apos;a pas été atteinte par un coup : rien à annuler</translation>
    </message>
    <message>
        <source>{move} did not lead to this position</source>
        <translation>{move} n&apos;a pas mené à cette position</translation>
    </message>
    <message>
        <source>{text!r} is not a Zeno move (like &apos;c3-d4 +e4 -a3&apos;, &apos;c3*c4&apos; or &apos;e8-xx(0)&apos;)</source>
        <translation>{text!r} n&apos;est pas un coup de Zeno (comme &apos;c3-d4 +e4 -a3&apos;, &apos;c3*c4&apos; ou &apos;e8-xx(0)&apos;)</translation>
    </message>
    <message>
        <source>{text!r}: {token!r} is neither &apos;+square&apos; (push) nor &apos;-square&apos; (pull)</source>
        <translation>{text!r} : {token!r} n&apos;est ni &apos;+case&apos; (pousser) ni &apos;-case&apos; (tirer)</translation>
    </message>
    <message>
        <source>{text!r}: {group} is named twice</source>
        <translation>{text!r} : {group} est nommée deux fois</translation>
    </message>
    <message>
        <source>{text}: {player} has no piece on {square}</source>
        <translation>{text} : {player} n&apos;a pas de pièce en {square}</translation>
    </message>
    <message>
        <source>{text}: that step stays on the board (name its square)</source>
        <translation>{text} : ce pas reste sur le plateau (nommez sa case)</translation>
    </message>
    <message>
        <source>{text}: a piece moves one step forward, straight or diagonally</source>
        <translation>{text} : une pièce avance d&apos;un pas, tout droit ou en diagonale</translation>
    </message>
    <message>
        <source>{text}: {square} is occupied: write it with &apos;*&apos;</source>
        <translation>{text} : {square} est occupée : écrivez-la avec &apos;*&apos;</translation>
    </message>
    <message>
        <source>{text}: {square} is empty: write it with &apos;-&apos;</source>
        <translation>{text} : {square} est vide : écrivez-la avec &apos;-&apos;</translation>
    </message>
    <message>
        <source>{text}: only enemy pieces on the landing rank can be pushed</source>
        <translation>{text} : seules les pièces adverses de la rangée d&apos;arrivée peuvent être poussées</translation>
    </message>
    <message>
        <source>{text}: only your other pieces on the rank the piece left can be pulled</source>
        <translation>{text} : seules vos autres pièces de la rangée quittée peuvent être tirées</translation>
    </message>
    <message>
        <source>{text!r}: {player} has more than 8 pieces</source>
        <translation>{text!r} : {player} a plus de 8 pièces</translation>
    </message>
    <message>
        <source>{text!r}: both sides have no pieces</source>
        <translation>{text!r} : aucun camp n&apos;a de pièces</translation>
    </message>
</context>
<context>
    <name>SceneText</name>
    <message>
        <source>to move</source>
        <translation>au trait</translation>
    </message>
    <message>
        <source>clear: forward / back</source>
        <translation>transparent : avant / arrière</translation>
    </message>
    <message>
        <source>cyan: left / right</source>
        <translation>cyan : gauche / droite</translation>
    </message>
    <message>
        <source>cyan+clear: diagonals</source>
        <translation>cyan+transparent : diagonales</translation>
    </message>
    <message>
        <source>orange: jumps, all 8</source>
        <translation>orange : saute, les 8</translation>
    </message>
    <message>
        <source> · to move</source>
        <translation> · au trait</translation>
    </message>
    <message>
        <source>reserve empty</source>
        <translation>réserve vide</translation>
    </message>
    <message>
        <source>pieces  {n}</source>
        <translation>pièces  {n}</translation>
    </message>
    <message>
        <source>tempo   {n}</source>
        <translation>tempo   {n}</translation>
    </message>
</context>
<context>
    <name>SchemaText</name>
    <message>
        <source>the game library {path} is a folder: name a file</source>
        <translation>la bibliothèque de parties {path} est un dossier : nommez un fichier</translation>
    </message>
    <message>
        <source>cannot read the library {path}: {error}</source>
        <translation>impossible de lire la bibliothèque {path} : {error}</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>ce n&apos;est pas une base de données SQLite</translation>
    </message>
    <message>
        <source>it is another program&apos;s database</source>
        <translation>c&apos;est la base de données d&apos;un autre programme</translation>
    </message>
    <message>
        <source>a newer version of the app made it (schema {found}, this one reads {read})</source>
        <translation>une version plus récente de l&apos;application l&apos;a créée (schéma {found}, celle-ci lit le {read})</translation>
    </message>
    <message>
        <source>it is damaged ({error})</source>
        <translation>elle est endommagée ({error})</translation>
    </message>
    <message>
        <source>another program is using it</source>
        <translation>un autre programme l&apos;utilise</translation>
    </message>
    <message>
        <source>the game library {path} cannot be opened: {error}</source>
        <translation>la bibliothèque de parties {path} ne peut pas être ouverte : {error}</translation>
    </message>
    <message>
        <source>it cannot be read ({error})</source>
        <translation>elle ne peut pas être lue ({error})</translation>
    </message>
    <message>
        <source>The game library {path} could not be opened: {why} (kept as {kept}). Your games are kept in a fresh library, {used}.</source>
        <translation>La bibliothèque de parties {path} n&apos;a pas pu être ouverte : {why} (conservée sous {kept}). Vos parties sont gardées dans une nouvelle bibliothèque, {used}.</translation>
    </message>
    <message>
        <source>The game library {path} could not be opened: {why}. Your games are kept in a fresh library, {used}.</source>
        <translation>La bibliothèque de parties {path} n&apos;a pas pu être ouverte : {why}. Vos parties sont gardées dans une nouvelle bibliothèque, {used}.</translation>
    </message>
    <message>
        <source>{text}, which cannot be made either: {error}</source>
        <translation>{text}, qui ne peut pas non plus être créée : {error}</translation>
    </message>
</context>
<context>
    <name>SearchText</name>
    <message>
        <source>the AI did not answer within {seconds} s</source>
        <translation>l&apos;IA n&apos;a pas répondu en {seconds} s</translation>
    </message>
    <message>
        <source>the AI&apos;s process ended unexpectedly</source>
        <translation>le processus de l&apos;IA s&apos;est arrêté de façon inattendue</translation>
    </message>
</context>
<context>
    <name>SeatText</name>
    <message>
        <source>AI ({level})</source>
        <translation>IA ({level})</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>{player} resigned</source>
        <translation>{player} a abandonné</translation>
    </message>
    <message>
        <source>{player} ran out of time</source>
        <translation>{player} n&apos;a plus de temps</translation>
    </message>
</context>
<context>
    <name>SideText</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>AI {level}</source>
        <translation>IA {level}</translation>
    </message>
    <message>
        <source>Who plays this side: change it at any time, even mid-game</source>
        <translation>Qui joue ce camp : changez-le à tout moment, même en cours de partie</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Ask the AI again (a new AI process starts if the old one ended)</source>
        <translation>Redemander à l&apos;IA (un nouveau processus démarre si l&apos;ancien s&apos;est arrêté)</translation>
    </message>
    <message>
        <source>The AI could not move: {error}</source>
        <translation>L&apos;IA n&apos;a pas pu jouer : {error}</translation>
    </message>
    <message>
        <source>◀ to move</source>
        <translation>◀ au trait</translation>
    </message>
    <message>
        <source>{player}&apos;s time left ({clock})</source>
        <translation>Temps restant de {player} ({clock})</translation>
    </message>
    <message>
        <source>{player}&apos;s time left</source>
        <translation>Temps restant de {player}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>The start position — click to show it</source>
        <translation>La position de départ — cliquez pour l&apos;afficher</translation>
    </message>
    <message>
        <source>{player}&apos;s moves</source>
        <translation>Coups de {player}</translation>
    </message>
    <message>
        <source>{player} could not move: passed over</source>
        <translation>{player} ne pouvait pas jouer : passé</translation>
    </message>
    <message>
        <source>{player}: {move} — click to show the position after it</source>
        <translation>{player} : {move} — cliquez pour afficher la position après ce coup</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
</context>
<context>
    <name>SpectrumText</name>
    <message numerus="yes">
        <source>%n piece|%n pieces</source>
        <translation>
            <numerusform>%n pièce</numerusform>
            <numerusform>%n pièces</numerusform>
        </translation>
    </message>
    <message>
        <source>nested</source>
        <translation>emboîtée</translation>
    </message>
    <message>
        <source>stacked</source>
        <translation>empilée</translation>
    </message>
    <message numerus="yes">
        <source>%n pip|%n pips</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>{nested} nested,
{stacked} stacked</source>
        <translation>{nested} emboîtée,
{stacked} empilée</translation>
    </message>
    <message>
        <source>{nested} nested
under the {base}</source>
        <translation>{nested} emboîtée
sous la {base}</translation>
    </message>
    <message>
        <source>{stacked} stacked
on the {base}</source>
        <translation>{stacked} empilée
sur la {base}</translation>
    </message>
    <message>
        <source>{base} alone</source>
        <translation>{base} seule</translation>
    </message>
    <message>
        <source>rearrange: nest the
{piece} under the base</source>
        <translation>réarranger : emboîter la
{piece} sous la base</translation>
    </message>
    <message>
        <source>rearrange: stack the
{piece} on top</source>
        <translation>réarranger : empiler la
{piece} dessus</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>board: {board}
reserve: {reserve}</source>
        <translation>plateau : {board}
réserve : {reserve}</translation>
    </message>
    <message>
        <source>How they stand on {square}:</source>
        <translation>Leur disposition en {square} :</translation>
    </message>
    <message numerus="yes">
        <source>move the whole square
%n piece together|move the whole square
%n pieces together</source>
        <translation>
            <numerusform>déplacer toute la case
%n pièce ensemble</numerusform>
            <numerusform>déplacer toute la case
%n pièces ensemble</numerusform>
        </translation>
    </message>
    <message>
        <source>the base</source>
        <translation>la base</translation>
    </message>
    <message>
        <source>move out only the
{piece} ({role})</source>
        <translation>sortir seulement la
{piece} ({role})</translation>
    </message>
    <message>
        <source>Move from {square}:</source>
        <translation>Jouer depuis {square} :</translation>
    </message>
    <message>
        <source>The game is over: New game (Ctrl+N), or browse the moves</source>
        <translation>La partie est finie : Nouvelle partie (Ctrl+N), ou parcourez les coups</translation>
    </message>
    <message>
        <source>{player}: choose how the pieces stand on {square} (Esc: back)</source>
        <translation>{player} : choisissez la disposition des pièces en {square} (Échap : retour)</translation>
    </message>
    <message>
        <source>{player}: click the start square to bring the {piece} back (Esc: cancel)</source>
        <translation>{player} : cliquez sur la case de départ pour faire revenir la {piece} (Échap : annuler)</translation>
    </message>
    <message>
        <source>{player}: click one of your squares, or a piece in your reserve</source>
        <translation>{player} : cliquez sur une de vos cases, ou sur une pièce de votre réserve</translation>
    </message>
    <message>
        <source>the whole square</source>
        <translation>toute la case</translation>
    </message>
    <message>
        <source>base</source>
        <translation>base</translation>
    </message>
    <message>
        <source>the {role} {piece}</source>
        <translation>la {piece} ({role})</translation>
    </message>
    <message>
        <source>{player}: click where {what} on {square} goes (Esc: back)</source>
        <translation>{player} : cliquez où va {what} de {square} (Échap : retour)</translation>
    </message>
    <message>
        <source>{player}: that is {other}&apos;s reserve</source>
        <translation>{player} : c&apos;est la réserve de {other}</translation>
    </message>
    <message>
        <source>{player}: the {piece} re-enters only on its own start square, which is taken</source>
        <translation>{player} : la {piece} ne revient que sur sa propre case de départ, qui est occupée</translation>
    </message>
    <message>
        <source>{player}: choose an arrangement beside the board (Esc: back)</source>
        <translation>{player} : choisissez une disposition à côté du plateau (Échap : retour)</translation>
    </message>
    <message>
        <source>combination</source>
        <translation>combinaison</translation>
    </message>
    <message>
        <source>{player}: the {piece} on {square} has no move</source>
        <translation>{player} : la {piece} en {square} n&apos;a aucun coup</translation>
    </message>
    <message>
        <source>{player}: {square} is empty — click one of your own squares</source>
        <translation>{player} : {square} est vide — cliquez sur une de vos cases</translation>
    </message>
    <message>
        <source>{player}: {square} is {other}&apos;s — click one of your own squares</source>
        <translation>{player} : {square} est à {other} — cliquez sur une de vos cases</translation>
    </message>
    <message>
        <source>{player}: that cannot go to {square} — choose a highlighted square (Esc: back)</source>
        <translation>{player} : cela ne peut pas aller en {square} — choisissez une case en surbrillance (Échap : retour)</translation>
    </message>
</context>
<context>
    <name>StartText</name>
    <message numerus="yes">
        <source>%n day ago|%n days ago</source>
        <translation>
            <numerusform>il y a %n jour</numerusform>
            <numerusform>il y a %n jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour ago|%n hours ago</source>
        <translation>
            <numerusform>il y a %n heure</numerusform>
            <numerusform>il y a %n heures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute ago|%n minutes ago</source>
        <translation>
            <numerusform>il y a %n minute</numerusform>
            <numerusform>il y a %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player|%n players</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low} à {high} joueurs</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>à l&apos;instant</translation>
    </message>
    <message>
        <source>the game on show</source>
        <translation>la partie affichée</translation>
    </message>
    <message>
        <source>Back to It</source>
        <translation>Y retourner</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Back to the game on show</source>
        <translation>Retourner à la partie affichée</translation>
    </message>
    <message>
        <source>Go on with this game, exactly where it was left</source>
        <translation>Continuer cette partie exactement là où elle en était</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Let this game go (asks first: it cannot be got back)</source>
        <translation>Laisser tomber cette partie (demande d&apos;abord : elle ne pourra pas être récupérée)</translation>
    </message>
    <message>
        <source>Play the computer</source>
        <translation>Contre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>A game of {game} against the AI (Easy); change it under New Game</source>
        <translation>Une partie de {game} contre l&apos;IA (Facile) ; changez-la dans Nouvelle partie</translation>
    </message>
    <message>
        <source>Play a friend</source>
        <translation>Contre un ami</translation>
    </message>
    <message>
        <source>A game of {game} for two people at this screen</source>
        <translation>Une partie de {game} pour deux personnes à cet écran</translation>
    </message>
    <message>
        <source>Abstract games: pick one, and play the computer or a friend at this screen.</source>
        <translation>Jeux abstraits : choisissez-en un et jouez contre l&apos;ordinateur ou un ami à cet écran.</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Parties inachevées</translation>
    </message>
    <message>
        <source>New game with every option…</source>
        <translation>Nouvelle partie avec toutes les options…</translation>
    </message>
    <message>
        <source>Choose the game, its options and who plays each side (Ctrl+N)</source>
        <translation>Choisissez le jeu, ses options et qui joue chaque camp (Ctrl+N)</translation>
    </message>
    <message>
        <source>Play over the network:</source>
        <translation>Jouer en réseau :</translation>
    </message>
    <message>
        <source>Host…</source>
        <translation>Héberger…</translation>
    </message>
    <message>
        <source>Host a game that friends on other computers join with a code</source>
        <translation>Héberger une partie que des amis rejoignent depuis d&apos;autres ordinateurs avec un code</translation>
    </message>
    <message>
        <source>Join…</source>
        <translation>Rejoindre…</translation>
    </message>
    <message>
        <source>Join a game hosted on another computer (games on this network show)</source>
        <translation>Rejoindre une partie hébergée sur un autre ordinateur (les parties de ce réseau s&apos;affichent)</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Parties récentes</translation>
    </message>
</context>
<context>
    <name>StoreText</name>
    <message>
        <source>{text!r} is not a day (write it as 2026-12-04)</source>
        <translation>{text!r} n&apos;est pas un jour (écrivez-le comme 2026-12-04)</translation>
    </message>
    <message numerus="yes">
        <source>%n game added|%n games added</source>
        <translation>
            <numerusform>%n partie ajoutée</numerusform>
            <numerusform>%n parties ajoutées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n already in the library</source>
        <translation>
            <numerusform>, %n déjà dans la bibliothèque</numerusform>
            <numerusform>, %n déjà dans la bibliothèque</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n refused</source>
        <translation>
            <numerusform>, %n refusée</numerusform>
            <numerusform>, %n refusées</numerusform>
        </translation>
    </message>
    <message>
        <source>the game library {path}: {error}</source>
        <translation>la bibliothèque de parties {path} : {error}</translation>
    </message>
    <message>
        <source>the game library {path} cannot be written: {error}</source>
        <translation>la bibliothèque de parties {path} ne peut pas être écrite : {error}</translation>
    </message>
    <message>
        <source>cannot read it: {error}</source>
        <translation>illisible : {error}</translation>
    </message>
    <message>
        <source>not read: one import reads at most {count} files</source>
        <translation>non lu : une importation lit au plus {count} fichiers</translation>
    </message>
    <message>
        <source>there is no game {number} in the library</source>
        <translation>il n&apos;y a pas de partie {number} dans la bibliothèque</translation>
    </message>
    <message>
        <source>game {number} cannot be replayed: {error}</source>
        <translation>la partie {number} ne peut pas être rejouée : {error}</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <translation>impossible d&apos;écrire {path} : {error}</translation>
    </message>
    <message>
        <source>the game library {path} cannot be opened: {error}</source>
        <translation>la bibliothèque de parties {path} ne peut pas être ouverte : {error}</translation>
    </message>
</context>
<context>
    <name>TallyText</name>
    <message>
        <source>{games} games, {wins} won, {draws} drawn, {losses} lost, {unfinished} unfinished</source>
        <translation>{games} parties, {wins} gagnées, {draws} nulles, {losses} perdues, {unfinished} inachevées</translation>
    </message>
    <message>
        <source>, {other} between others</source>
        <translation>, {other} entre d&apos;autres</translation>
    </message>
</context>
<context>
    <name>UnsavedText</name>
    <message>
        <source>Unsaved moves</source>
        <translation>Coups non enregistrés</translation>
    </message>
    <message>
        <source>This game of {game} has moves you have not saved.</source>
        <translation>Cette partie de {game} a des coups que vous n&apos;avez pas enregistrés.</translation>
    </message>
    <message>
        <source>What becomes of it before you {doing}?</source>
        <translation>Qu&apos;en faire avant de {doing} ?</translation>
    </message>
    <message>
        <source> Kept games wait on the start page, under Resume.</source>
        <translation> Les parties gardées attendent sur la page d&apos;accueil, sous Reprendre.</translation>
    </message>
    <message>
        <source>Keep for Later</source>
        <translation>Garder pour plus tard</translation>
    </message>
    <message>
        <source>Resume it later from the start page</source>
        <translation>Reprenez-la plus tard depuis la page d&apos;accueil</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <source>Save it in a file of your own</source>
        <translation>Enregistrez-la dans un fichier à vous</translation>
    </message>
    <message>
        <source>Let it go: it cannot be got back</source>
        <translation>Laissez-la : elle ne pourra pas être récupérée</translation>
    </message>
</context>
<context>
    <name>WindowText</name>
    <message>
        <source>Players and moves</source>
        <translation>Joueurs et coups</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Choisissez un jeu</translation>
    </message>
    <message>
        <source>Cannot resume the game</source>
        <translation>Impossible de reprendre la partie</translation>
    </message>
    <message>
        <source>This kept game cannot be replayed:
{error}</source>
        <translation>Cette partie gardée ne peut pas être rejouée :
{error}</translation>
    </message>
    <message>
        <source>That game is no longer kept</source>
        <translation>Cette partie n&apos;est plus gardée</translation>
    </message>
    <message>
        <source>Discard this game?</source>
        <translation>Abandonner cette partie ?</translation>
    </message>
    <message>
        <source>Discard this unfinished game? It cannot be got back.</source>
        <translation>Abandonner cette partie inachevée ? Elle ne pourra pas être récupérée.</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Indice : {move}</translation>
    </message>
    <message>
        <source>The AI could not find a hint: {error} — the game is as it was</source>
        <translation>L&apos;IA n&apos;a pas trouvé d&apos;indice : {error} — la partie est inchangée</translation>
    </message>
    <message>
        <source>The AI could not choose a move: {error} — the game is as it was</source>
        <translation>L&apos;IA n&apos;a pas pu choisir de coup : {error} — la partie est inchangée</translation>
    </message>
    <message>
        <source>Game over: {reason}</source>
        <translation>Partie terminée : {reason}</translation>
    </message>
    <message>
        <source>{player} (AI, {level}) to move</source>
        <translation>{player} (IA, {level}) au trait</translation>
    </message>
    <message>
        <source>{player} to move</source>
        <translation>{player} au trait</translation>
    </message>
    <message>
        <source>Showing move {ply} of {length} — {text}</source>
        <translation>Coup {ply} sur {length} — {text}</translation>
    </message>
    <message>
        <source>Play here?</source>
        <translation>Jouer ici ?</translation>
    </message>
    <message numerus="yes">
        <source>You are looking at an earlier position. Playing here drops the %n later move. Play here?|You are looking at an earlier position. Playing here drops the %n later moves. Play here?</source>
        <translation>
            <numerusform>Vous regardez une position antérieure. Jouer ici supprime le %n coup suivant. Jouer ici ?</numerusform>
            <numerusform>Vous regardez une position antérieure. Jouer ici supprime les %n coups suivants. Jouer ici ?</numerusform>
        </translation>
    </message>
    <message>
        <source>A hint is for a human player to move</source>
        <translation>Un indice est pour un joueur humain au trait</translation>
    </message>
    <message>
        <source>Finding a hint… {seconds} s</source>
        <translation>Recherche d&apos;un indice… {seconds} s</translation>
    </message>
    <message>
        <source>AI thinking… {seconds} s</source>
        <translation>L&apos;IA réfléchit… {seconds} s</translation>
    </message>
</context>
<context>
    <name>XenoText</name>
    <message>
        <source>{spaces} and {n} more</source>
        <translation>{spaces} et {n} autres</translation>
    </message>
    <message>
        <source>{spaces} and {last}</source>
        <translation>{spaces} et {last}</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Choisissez une couleur</translation>
    </message>
    <message>
        <source>{player}: choose the colour you will play</source>
        <translation>{player} : choisissez la couleur que vous jouerez</translation>
    </message>
    <message>
        <source>Play the {colour} pieces (letter {letter})</source>
        <translation>Jouer les pièces {colour} (lettre {letter})</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>{colours} (bottom to top): {owner} controls it</source>
        <translation>{colours} (de bas en haut) : {owner} la contrôle</translation>
    </message>
    <message>
        <source>choosing a colour</source>
        <translation>choix d&apos;une couleur</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>mise en place</translation>
    </message>
    <message>
        <source> · skipped (no move)</source>
        <translation> · passé (aucun coup)</translation>
    </message>
    <message numerus="yes">
        <source>%n stack|%n stacks</source>
        <translation>
            <numerusform>%n pile</numerusform>
            <numerusform>%n piles</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} (setup): the {colour} piece on space {space} is taken off — click a stack of another colour to put it on</source>
        <translation>{player} (mise en place) : la pièce {colour} de la case {space} est retirée — cliquez sur une pile d&apos;une autre couleur pour l&apos;y poser</translation>
    </message>
    <message>
        <source>{player}: choose a colour</source>
        <translation>{player} : choisissez une couleur</translation>
    </message>
    <message>
        <source>{player} to move: stack {space} must jump (jumps are compulsory) — striped red frame; J turns the ball to it</source>
        <translation>{player} au trait : la pile {space} doit sauter (les sauts sont obligatoires) — cadre rayé rouge ; J tourne la boule vers elle</translation>
    </message>
    <message>
        <source>{player} to move: stacks {spaces} must jump — striped red frames; J turns the ball to them</source>
        <translation>{player} au trait : les piles {spaces} doivent sauter — cadres rayés rouges ; J tourne la boule vers elles</translation>
    </message>
    <message>
        <source>{player} to move: only stack {space} can move (gold frame; J turns the ball to it)</source>
        <translation>{player} au trait : seule la pile {space} peut jouer (cadre doré ; J tourne la boule vers elle)</translation>
    </message>
    <message numerus="yes">
        <source>{player} to move: click one of your %n stacks that can move (gold frames; J turns the ball to them)</source>
        <translation>
            <numerusform>{player} au trait : cliquez sur une de vos %n pile qui peuvent jouer (cadres dorés ; J tourne la boule vers elles)</numerusform>
            <numerusform>{player} au trait : cliquez sur une de vos %n piles qui peuvent jouer (cadres dorés ; J tourne la boule vers elles)</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}: click where stack {space} goes (Esc: choose again)</source>
        <translation>{player} : cliquez où va la pile {space} (Échap : choisir à nouveau)</translation>
    </message>
    <message>
        <source>{player}: the jump goes on — click the next landing space (Esc: one step back)</source>
        <translation>{player} : le saut continue — cliquez sur la case d&apos;arrivée suivante (Échap : un pas en arrière)</translation>
    </message>
    <message>
        <source>The game is over: start a new game or look back through the moves</source>
        <translation>La partie est finie : commencez une nouvelle partie ou revoyez les coups</translation>
    </message>
    <message>
        <source>That is off the ball: drag to turn it, click a space to play</source>
        <translation>C&apos;est hors de la boule : faites glisser pour la tourner, cliquez sur une case pour jouer</translation>
    </message>
    <message>
        <source>No stack is marked now: J turns the ball to the stacks that can move on your turn</source>
        <translation>Aucune pile n&apos;est marquée : J tourne la boule vers les piles qui peuvent jouer à votre tour</translation>
    </message>
    <message numerus="yes">
        <source>Stack {spaces} must jump|Stacks {spaces} must jump</source>
        <translation>
            <numerusform>La pile {spaces} doit sauter</numerusform>
            <numerusform>Les piles {spaces} doivent sauter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stack {spaces} can move|Stacks {spaces} can move</source>
        <translation>
            <numerusform>La pile {spaces} peut jouer</numerusform>
            <numerusform>Les piles {spaces} peuvent jouer</numerusform>
        </translation>
    </message>
    <message>
        <source> (group {number} of {count}: J for the next)</source>
        <translation> (groupe {number} sur {count} : J pour le suivant)</translation>
    </message>
    <message>
        <source>{what} — turn the ball with the mouse or {keys}</source>
        <translation>{what} — tournez la boule avec la souris ou {keys}</translation>
    </message>
    <message>
        <source>Space {space} holds the piece taken off: put it on a stack of another colour</source>
        <translation>La case {space} porte la pièce retirée : posez-la sur une pile d&apos;une autre couleur</translation>
    </message>
    <message>
        <source>Space {space} has the same colour as the piece taken off: choose another colour</source>
        <translation>La case {space} a la même couleur que la pièce retirée : choisissez une autre couleur</translation>
    </message>
    <message>
        <source>Stack {stack} cannot go to space {space} (Esc: choose again)</source>
        <translation>La pile {stack} ne peut pas aller en case {space} (Échap : choisir à nouveau)</translation>
    </message>
    <message>
        <source>Space {space} is empty: click one of your ({colour}) stacks</source>
        <translation>La case {space} est vide : cliquez sur une de vos piles ({colour})</translation>
    </message>
    <message>
        <source>Stack {space} is {owner}&apos;s (its top piece): you play {colour}</source>
        <translation>La pile {space} est à {owner} (sa pièce du dessus) : vous jouez {colour}</translation>
    </message>
    <message numerus="yes">
        <source>Jumps are compulsory: stack {spaces} must jump (J turns the ball to it)|Jumps are compulsory: stacks {spaces} must jump (J turns the ball to them)</source>
        <translation>
            <numerusform>Les sauts sont obligatoires : la pile {spaces} doit sauter (J tourne la boule vers elle)</numerusform>
            <numerusform>Les sauts sont obligatoires : les piles {spaces} doivent sauter (J tourne la boule vers elles)</numerusform>
        </translation>
    </message>
    <message>
        <source>Stack {space} has no empty space next to it</source>
        <translation>La pile {space} n&apos;a aucune case vide à côté</translation>
    </message>
    <message>
        <source>{player}: choose a colour (click the ball to see the choice again)</source>
        <translation>{player} : choisissez une couleur (cliquez sur la boule pour revoir le choix)</translation>
    </message>
    <message>
        <source>Space {space}: {stack}</source>
        <translation>Case {space} : {stack}</translation>
    </message>
</context>
<context>
    <name>ZenoText</name>
    <message numerus="yes">
        <source>%n piece · tempo {tempo}|%n pieces · tempo {tempo}</source>
        <translation>
            <numerusform>%n pièce · tempo {tempo}</numerusform>
            <numerusform>%n pièces · tempo {tempo}</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} pushed</source>
        <translation>{n} poussées</translation>
    </message>
    <message>
        <source>{n} pulled</source>
        <translation>{n} tirées</translation>
    </message>
    <message>
        <source>Done (Enter)</source>
        <translation>Fini (Entrée)</translation>
    </message>
    <message>
        <source>The game is over: New game (Ctrl+N), or browse the moves</source>
        <translation>La partie est finie : Nouvelle partie (Ctrl+N), ou parcourez les coups</translation>
    </message>
    <message>
        <source>{player}: choose a piece to move</source>
        <translation>{player} : choisissez une pièce à jouer</translation>
    </message>
    <message>
        <source>{player}: choose where it steps (a red cross removes it: a self-capture) — Esc: another piece</source>
        <translation>{player} : choisissez où elle avance (une croix rouge la retire : auto-prise) — Échap : une autre pièce</translation>
    </message>
    <message>
        <source>enemy pieces on the landing rank to push them</source>
        <translation>des pièces adverses sur la rangée d&apos;arrivée pour les pousser</translation>
    </message>
    <message>
        <source>your pieces on the rank you left to pull them</source>
        <translation>vos pièces sur la rangée quittée pour les tirer</translation>
    </message>
    <message>
        <source>{player}: click {what} — Enter or Done plays the turn (Esc: back)</source>
        <translation>{player} : cliquez sur {what} — Entrée ou Fini joue le tour (Échap : retour)</translation>
    </message>
    <message>
        <source>, or </source>
        <translation>, ou </translation>
    </message>
    <message>
        <source>{player}: choose one of your own pieces first</source>
        <translation>{player} : choisissez d&apos;abord une de vos pièces</translation>
    </message>
    <message>
        <source>A piece steps one space forward: straight or diagonally — choose a marked target</source>
        <translation>Une pièce avance d&apos;une case : tout droit ou en diagonale — choisissez une cible marquée</translation>
    </message>
    <message>
        <source>Click a marked piece to push or pull it, or Enter / Done to play the turn</source>
        <translation>Cliquez sur une pièce marquée pour la pousser ou la tirer, ou Entrée / Fini pour jouer le tour</translation>
    </message>
    <message>
        <source>{square} cannot be pushed or pulled: only enemy pieces on the landing rank (push) and your other pieces on the rank you left (pull)</source>
        <translation>{square} ne peut être ni poussée ni tirée : seulement les pièces adverses sur la rangée d&apos;arrivée (pousser) et vos autres pièces sur la rangée quittée (tirer)</translation>
    </message>
    <message>
        <source>{move} is not legal here</source>
        <translation>{move} n&apos;est pas légal ici</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>utilisation : </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>arguments positionnels</translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>afficher cette aide et quitter</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>afficher la version du programme et quitter</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>les arguments suivants sont requis : %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>arguments non reconnus : %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>un argument attendu</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>choix invalide : %(value)r (choisir parmi %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valeur %(type)s invalide : %(value)r</translation>
    </message>
</context>
</TS>
