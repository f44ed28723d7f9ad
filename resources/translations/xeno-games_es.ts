<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AnalysisText</name>
    <message>
        <source>Review: played {move} {mark} (grey) — an inaccuracy, it lost {loss}% of the chance to win; better: {better} (blue)</source>
        <translation>Repaso: se jugó {move} {mark} (gris) — una imprecisión, perdió un {loss}% de la probabilidad de ganar; mejor: {better} (azul)</translation>
    </message>
    <message>
        <source>Review: played {move} {mark} (grey) — a mistake, it lost {loss}% of the chance to win; better: {better} (blue)</source>
        <translation>Repaso: se jugó {move} {mark} (gris) — un error, perdió un {loss}% de la probabilidad de ganar; mejor: {better} (azul)</translation>
    </message>
    <message>
        <source>Review: played {move} {mark} (grey) — a blunder, it lost {loss}% of the chance to win; better: {better} (blue)</source>
        <translation>Repaso: se jugó {move} {mark} (gris) — un error grave, perdió un {loss}% de la probabilidad de ganar; mejor: {better} (azul)</translation>
    </message>
    <message>
        <source>Inaccuracy by {player}: lost {loss}% of the chance to win; better was {better}</source>
        <translation>Imprecisión de {player}: perdió un {loss}% de la probabilidad de ganar; era mejor {better}</translation>
    </message>
    <message>
        <source>Mistake by {player}: lost {loss}% of the chance to win; better was {better}</source>
        <translation>Error de {player}: perdió un {loss}% de la probabilidad de ganar; era mejor {better}</translation>
    </message>
    <message>
        <source>Blunder by {player}: lost {loss}% of the chance to win; better was {better}</source>
        <translation>Error grave de {player}: perdió un {loss}% de la probabilidad de ganar; era mejor {better}</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win here, by the engine&apos;s judgement</source>
        <translation>La probabilidad de ganar de cada jugador aquí, según el motor</translation>
    </message>
    <message>
        <source>The engine is still judging this position</source>
        <translation>El motor todavía está juzgando esta posición</translation>
    </message>
    <message>
        <source>Chance to win here: {chances}</source>
        <translation>Probabilidad de ganar aquí: {chances}</translation>
    </message>
    <message>
        <source>move</source>
        <translation>jugada</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win as the game went; click to show that position</source>
        <translation>La probabilidad de ganar de cada jugador a lo largo de la partida; haz clic para ver esa posición</translation>
    </message>
    <message>
        <source>The analysis stopped: {error} (View &gt; Show Evaluation twice restarts it)</source>
        <translation>El análisis se detuvo: {error} (Ver &gt; Mostrar evaluación dos veces lo reinicia)</translation>
    </message>
    <message>
        <source> (still judging the rest of the game…)</source>
        <translation> (todavía juzgando el resto de la partida…)</translation>
    </message>
    <message>
        <source>Review: no move lost much by the engine&apos;s judgement so far{pending}</source>
        <translation>Repaso: según el motor, ninguna jugada ha perdido mucho por ahora{pending}</translation>
    </message>
    <message numerus="yes">
        <source>Review: %n move marked; the worst: {moves}{pending} — click one to see the better move|Review: %n moves marked; the worst: {moves}{pending} — click one to see the better move</source>
        <translation>
            <numerusform>Repaso: %n jugada marcada; la peor: {moves}{pending} — haz clic en una para ver la jugada mejor</numerusform>
            <numerusform>Repaso: %n jugadas marcadas; las peores: {moves}{pending} — haz clic en una para ver la jugada mejor</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BallText</name>
    <message>
        <source>Drag or {keys} to turn the ball · wheel to zoom · double-click a space to bring it to the front · J: turn to the stacks that can move · R: reset the view</source>
        <translation>Arrastra o usa {keys} para girar la bola · rueda para acercar · doble clic en una casilla para traerla al frente · J: girar hacia las pilas que pueden mover · R: restablecer la vista</translation>
    </message>
</context>
<context>
    <name>BannerText</name>
    <message>
        <source>{player} wins</source>
        <translation>{player} gana</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>{players} lost</source>
        <translation>{players} pierde</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N)</source>
        <translation>Empezar una partida nueva (Ctrl+N)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Repasar</translation>
    </message>
    <message>
        <source>Browse the moves (the result stays here, on one line)</source>
        <translation>Recorrer las jugadas (el resultado queda aquí, en una línea)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Show the whole result again</source>
        <translation>Mostrar de nuevo el resultado completo</translation>
    </message>
</context>
<context>
    <name>BoardText</name>
    <message>
        <source>The game is over: start a New game (Ctrl+N) or browse the moves</source>
        <translation>La partida ha terminado: empieza una Partida nueva (Ctrl+N) o recorre las jugadas</translation>
    </message>
</context>
<context>
    <name>CliText</name>
    <message>
        <source>{message} (see {prog} --help)</source>
        <translation>{message} (ver {prog} --help)</translation>
    </message>
    <message>
        <source>option {option!r} should be KEY=VALUE, e.g. players=3</source>
        <translation>la opción {option!r} debe ser KEY=VALUE, p. ej. players=3</translation>
    </message>
    <message>
        <source>move {number} ({move!r}): {error}</source>
        <translation>jugada {number} ({move!r}): {error}</translation>
    </message>
    <message>
        <source>DEPTH must be 0 or more</source>
        <translation>DEPTH debe ser 0 o más</translation>
    </message>
    <message>
        <source>{seconds} s, {rate} nodes/s</source>
        <translation>{seconds} s, {rate} nodos/s</translation>
    </message>
    <message>
        <source>unknown level {level!r} (known: {levels})</source>
        <translation>nivel desconocido {level!r} (conocidos: {levels})</translation>
    </message>
    <message>
        <source>{level} plays at the node budget its rating map gives: not with --nodes or --time</source>
        <translation>{level} juega con el presupuesto de nodos que da su mapa de valoración: no con --nodes ni --time</translation>
    </message>
    <message>
        <source>-n must be at least 1</source>
        <translation>-n debe ser al menos 1</translation>
    </message>
    <message>
        <source>--nodes must be at least 1</source>
        <translation>--nodes debe ser al menos 1</translation>
    </message>
    <message>
        <source>--own-nodes gives each level its own node budget: not with --nodes or --time</source>
        <translation>--own-nodes da a cada nivel su propio presupuesto de nodos: no con --nodes ni --time</translation>
    </message>
    <message>
        <source>--time must be a positive number of seconds</source>
        <translation>--time debe ser un número positivo de segundos</translation>
    </message>
    <message>
        <source>--jobs must be from 1 to 256</source>
        <translation>--jobs debe estar entre 1 y 256</translation>
    </message>
    <message>
        <source>  game {done}/{count}: {score}</source>
        <translation>  partida {done}/{count}: {score}</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>{count} nodes</source>
        <translation>{count} nodos</translation>
    </message>
    <message>
        <source>each level&apos;s own nodes ({a} / {b})</source>
        <translation>los nodos propios de cada nivel ({a} / {b})</translation>
    </message>
    <message>
        <source>{limits} a move</source>
        <translation>{limits} por jugada</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>the levels&apos; time budgets</source>
        <translation>el tiempo de cada nivel</translation>
    </message>
    <message>
        <source>, {count} jobs</source>
        <translation>, {count} procesos</translation>
    </message>
    <message>
        <source>{game}: {a} (A) vs {b} (B), {count} games, seed {seed}, {budget}{jobs}</source>
        <translation>{game}: {a} (A) contra {b} (B), {count} partidas, semilla {seed}, {budget}{jobs}</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>victorias</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>tablas</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>derrotas</translation>
    </message>
    <message>
        <source>unfinished (move cap): {count}</source>
        <translation>sin terminar (tope de jugadas): {count}</translation>
    </message>
    <message>
        <source>{seconds} s; median {median} s per move, max {longest} s</source>
        <translation>{seconds} s; mediana {median} s por jugada, máximo {longest} s</translation>
    </message>
    <message>
        <source>Elo A - B: {estimate}</source>
        <translation>Elo A - B: {estimate}</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder|%n blunders</source>
        <translation>
            <numerusform>%n error grave</numerusform>
            <numerusform>%n errores graves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake|%n mistakes</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy|%n inaccuracies</source>
        <translation>
            <numerusform>%n imprecisión</numerusform>
            <numerusform>%n imprecisiones</numerusform>
        </translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>error grave</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>error</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisión</translation>
    </message>
    <message>
        <source>--level must be a level that searches ({levels}), not {level!r}</source>
        <translation>--level debe ser un nivel que busca ({levels}), no {level!r}</translation>
    </message>
    <message>
        <source>--nodes must be from 1 to 1,000,000,000</source>
        <translation>--nodes debe estar entre 1 y 1.000.000.000</translation>
    </message>
    <message>
        <source>analysing position {done}/{total}</source>
        <translation>analizando la posición {done}/{total}</translation>
    </message>
    <message numerus="yes">
        <source>{game}, %n move, analysed by {level} at {nodes} nodes a position|{game}, %n moves, analysed by {level} at {nodes} nodes a position</source>
        <translation>
            <numerusform>{game}, %n jugada, analizada por {level} a {nodes} nodos por posición</numerusform>
            <numerusform>{game}, %n jugadas, analizadas por {level} a {nodes} nodos por posición</numerusform>
        </translation>
    </message>
    <message>
        <source>{verdict}; better {move} ({player} {chance}%)</source>
        <translation>{verdict}; mejor {move} ({player} {chance}%)</translation>
    </message>
    <message>
        <source>; worst: move {number} {move} (-{loss}%)</source>
        <translation>; la peor: jugada {number} {move} (-{loss}%)</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>sin terminar</translation>
    </message>
    <message>
        <source>Summary: {summary}; result: {result}</source>
        <translation>Resumen: {summary}; resultado: {result}</translation>
    </message>
    <message>
        <source>Xeno, Zeno, Oxono and X Spectrum. With no command, start the app.</source>
        <translation>Xeno, Zeno, Oxono y X Spectrum. Sin orden, abre la aplicación.</translation>
    </message>
    <message>
        <source>the app&apos;s language: en, es, fr, de or ko (default: the system&apos;s)</source>
        <translation>el idioma de la aplicación: en, es, fr, de o ko (por defecto: el del sistema)</translation>
    </message>
    <message>
        <source>start the app with a saved game</source>
        <translation>abrir la aplicación con una partida guardada</translation>
    </message>
    <message>
        <source>a game record (.json)</source>
        <translation>un registro de partida (.json)</translation>
    </message>
    <message>
        <source>count legal move sequences</source>
        <translation>contar secuencias de jugadas legales</translation>
    </message>
    <message>
        <source>game name, e.g. oxono</source>
        <translation>nombre del juego, p. ej. oxono</translation>
    </message>
    <message>
        <source>plies</source>
        <translation>medias jugadas</translation>
    </message>
    <message>
        <source>position text (default: the start)</source>
        <translation>texto de posición (por defecto: el inicio)</translation>
    </message>
    <message>
        <source>moves to play first, separated by &apos;;&apos;</source>
        <translation>jugadas que hacer antes, separadas por &apos;;&apos;</translation>
    </message>
    <message>
        <source>print the count under each first move</source>
        <translation>imprimir la cuenta bajo cada primera jugada</translation>
    </message>
    <message>
        <source>print time and nodes per second</source>
        <translation>imprimir el tiempo y los nodos por segundo</translation>
    </message>
    <message>
        <source>a game option (repeatable)</source>
        <translation>una opción del juego (repetible)</translation>
    </message>
    <message>
        <source>AI against AI, headless</source>
        <translation>IA contra IA, sin ventana</translation>
    </message>
    <message>
        <source>level of player A ({levels})</source>
        <translation>nivel del jugador A ({levels})</translation>
    </message>
    <message>
        <source>level of player B</source>
        <translation>nivel del jugador B</translation>
    </message>
    <message>
        <source>number of games (seats alternate)</source>
        <translation>número de partidas (los puestos se alternan)</translation>
    </message>
    <message>
        <source>a node (MCTS: playout) budget per move instead of the time budget: the same games anywhere</source>
        <translation>un presupuesto de nodos (MCTS: simulaciones) por jugada en lugar del de tiempo: las mismas partidas en cualquier máquina</translation>
    </message>
    <message>
        <source>each level its own node budget for this game (repeatable, and the levels stay apart)</source>
        <translation>cada nivel con su propio presupuesto de nodos para este juego (repetible, y los niveles se distinguen)</translation>
    </message>
    <message>
        <source>seconds per move instead of the levels&apos; time budgets</source>
        <translation>segundos por jugada en lugar de los presupuestos de tiempo de los niveles</translation>
    </message>
    <message>
        <source>games played at once, in processes (same results with --nodes)</source>
        <translation>partidas jugadas a la vez, en procesos (mismos resultados con --nodes)</translation>
    </message>
    <message>
        <source>no per-game progress</source>
        <translation>sin progreso por partida</translation>
    </message>
    <message>
        <source>a game option, e.g. players=3</source>
        <translation>una opción del juego, p. ej. players=3</translation>
    </message>
    <message>
        <source>each move of a saved game: win chances, mistakes</source>
        <translation>cada jugada de una partida guardada: probabilidades de ganar, errores</translation>
    </message>
    <message>
        <source>the AI level that judges (default: hard)</source>
        <translation>el nivel de IA que juzga (por defecto: hard)</translation>
    </message>
    <message>
        <source>nodes per position (default: the level&apos;s own node budget)</source>
        <translation>nodos por posición (por defecto: el presupuesto propio del nivel)</translation>
    </message>
    <message>
        <source>draw a position to a PNG image</source>
        <translation>dibujar una posición en una imagen PNG</translation>
    </message>
    <message>
        <source>PNG file to write</source>
        <translation>archivo PNG que escribir</translation>
    </message>
    <message>
        <source>image size in pixels</source>
        <translation>tamaño de la imagen en píxeles</translation>
    </message>
    <message>
        <source>Xeno: the space (1..N) turned to face the viewer</source>
        <translation>Xeno: la casilla (1..N) girada hacia quien mira</translation>
    </message>
    <message>
        <source>open the window, draw every game to PNG and let the AI move once in each (needs a display)</source>
        <translation>abrir la ventana, dibujar cada juego en PNG y dejar que la IA mueva una vez en cada uno (necesita pantalla)</translation>
    </message>
    <message>
        <source>folder for the pictures (default: a new temporary folder)</source>
        <translation>carpeta para las imágenes (por defecto: una carpeta temporal nueva)</translation>
    </message>
    <message>
        <source>mine puzzles from games between the levels, or prove a puzzle file</source>
        <translation>extraer problemas de partidas entre niveles, o comprobar un archivo de problemas</translation>
    </message>
    <message>
        <source>the games played: add, list, stats, export, delete</source>
        <translation>las partidas jugadas: add, list, stats, export, delete</translation>
    </message>
    <message>
        <source>host a game over the network (headless: every seat here is the AI)</source>
        <translation>crear una partida en red (sin ventana: cada puesto de aquí es la IA)</translation>
    </message>
    <message>
        <source>join a game over the network (headless: --ai LEVEL plays)</source>
        <translation>unirse a una partida en red (sin ventana: juega --ai LEVEL)</translation>
    </message>
    <message>
        <source>xeno-games: error: {message}</source>
        <translation>xeno-games: error: {message}</translation>
    </message>
</context>
<context>
    <name>ClockBoxText</name>
    <message>
        <source>No clock</source>
        <translation>Sin reloj</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Personalizado…</translation>
    </message>
    <message>
        <source>The players&apos; time: minutes for the game and seconds added after each move, or seconds for each move. The side whose time runs out loses.</source>
        <translation>El tiempo de los jugadores: minutos para la partida y segundos añadidos tras cada jugada, o segundos por jugada. Pierde el bando que se queda sin tiempo.</translation>
    </message>
    <message>
        <source>e.g. 20+10 or 45 s/move</source>
        <translation>p. ej. 20+10 o 45 s/move</translation>
    </message>
    <message>
        <source>Minutes + seconds a move (20+10), or seconds a move (45 s/move)</source>
        <translation>Minutos + segundos por jugada (20+10), o segundos por jugada (45 s/move)</translation>
    </message>
    <message>
        <source>Write a time control, e.g. 20+10 or 45 s/move</source>
        <translation>Escribe un control de tiempo, p. ej. 20+10 o 45 s/move</translation>
    </message>
</context>
<context>
    <name>ClockText</name>
    <message>
        <source>a time control is one of {join}, not {kind!r}</source>
        <translation>un control de tiempo es uno de {join}, no {kind!r}</translation>
    </message>
    <message>
        <source>no time control has no seconds and no increment</source>
        <translation>«sin reloj» no tiene segundos ni incremento</translation>
    </message>
    <message>
        <source>the time must be more than 0 s and at most {max_seconds:g} hours</source>
        <translation>el tiempo debe ser más de 0 s y como mucho {max_seconds:g} horas</translation>
    </message>
    <message>
        <source>the increment must be from 0 to {max_increment:g} s</source>
        <translation>el incremento debe estar entre 0 y {max_increment:g} s</translation>
    </message>
    <message>
        <source>seconds per move take no increment</source>
        <translation>los segundos por jugada no llevan incremento</translation>
    </message>
    <message>
        <source>{minutes} min + {seconds} s a move</source>
        <translation>{minutes} min + {seconds} s por jugada</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>{seconds} s a move</source>
        <translation>{seconds} s por jugada</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>sin reloj</translation>
    </message>
    <message>
        <source>a time control is a text, not {kind}</source>
        <translation>un control de tiempo es un texto, no {kind}</translation>
    </message>
    <message>
        <source>{text!r}: {exc}</source>
        <translation>{text!r}: {exc}</translation>
    </message>
    <message>
        <source>{text!r} is no time control: write 5+3 (minutes+seconds a move), 30 s/move or none</source>
        <translation>{text!r} no es un control de tiempo: escribe 5+3 (minutos+segundos por jugada), 30 s/move o none</translation>
    </message>
    <message>
        <source>a clock needs at least one player</source>
        <translation>un reloj necesita al menos un jugador</translation>
    </message>
    <message>
        <source>no player {player} on a clock of {players}</source>
        <translation>no hay jugador {player} en un reloj de {players}</translation>
    </message>
    <message>
        <source>{count} times for a clock of {players} players</source>
        <translation>{count} tiempos para un reloj de {players} jugadores</translation>
    </message>
    <message>
        <source>a clock is a JSON object</source>
        <translation>un reloj es un objeto JSON</translation>
    </message>
    <message>
        <source>a clock&apos;s &apos;left&apos; is a list with each player&apos;s seconds</source>
        <translation>el &apos;left&apos; de un reloj es una lista con los segundos de cada jugador</translation>
    </message>
    <message>
        <source>the times left are a list of {players} numbers</source>
        <translation>los tiempos restantes son una lista de {players} números</translation>
    </message>
    <message>
        <source>a time left is a number of seconds, not {value!r}</source>
        <translation>un tiempo restante es un número de segundos, no {value!r}</translation>
    </message>
    <message>
        <source>a time left of {value!r} s is out of range</source>
        <translation>un tiempo restante de {value!r} s está fuera de rango</translation>
    </message>
</context>
<context>
    <name>CommandText</name>
    <message>
        <source>Game records (*.json)</source>
        <translation>Registros de partidas (*.json)</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>No se puede empezar la partida</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Cannot open {path}:
{error}</source>
        <translation>No se puede abrir {path}:
{error}</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message numerus="yes">
        <source>Opened {path} (%n move)|Opened {path} (%n moves)</source>
        <translation>
            <numerusform>Abierto {path} (%n jugada)</numerusform>
            <numerusform>Abierto {path} (%n jugadas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Cannot save {path}:
{error}</source>
        <translation>No se puede guardar {path}:
{error}</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Guardado {path}</translation>
    </message>
    <message>
        <source>{player} gives up this game?</source>
        <translation>¿{player} abandona esta partida?</translation>
    </message>
    <message>
        <source>Resign?</source>
        <translation>¿Abandonar?</translation>
    </message>
    <message>
        <source>Copied position: {position}</source>
        <translation>Posición copiada: {position}</translation>
    </message>
    <message numerus="yes">
        <source>Copied the whole game (%n move)|Copied the whole game (%n moves)</source>
        <translation>
            <numerusform>Partida completa copiada (%n jugada)</numerusform>
            <numerusform>Partida completa copiada (%n jugadas)</numerusform>
        </translation>
    </message>
    <message>
        <source>This is not a {game} position:
{error}</source>
        <translation>Esto no es una posición de {game}:
{error}</translation>
    </message>
    <message>
        <source>Cannot paste position</source>
        <translation>No se puede pegar la posición</translation>
    </message>
    <message>
        <source>About Xeno Games</source>
        <translation>Acerca de Xeno Games</translation>
    </message>
    <message>
        <source>Could not copy: another program holds the clipboard. Try again.</source>
        <translation>No se pudo copiar: otro programa ocupa el portapapeles. Inténtalo de nuevo.</translation>
    </message>
</context>
<context>
    <name>ControllerText</name>
    <message>
        <source>{player} is played by the AI ({level}): wait for its move</source>
        <translation>{player} lo juega la IA ({level}): espera su jugada</translation>
    </message>
    <message>
        <source>{player} is played by the AI here: go to the end (End) to play on</source>
        <translation>{player} lo juega aquí la IA: ve al final (Fin) para seguir jugando</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>ninguna jugada</translation>
    </message>
    <message>
        <source>the AI chose an illegal move: {error}</source>
        <translation>la IA eligió una jugada ilegal: {error}</translation>
    </message>
</context>
<context>
    <name>Doing</name>
    <message>
        <source>resume another game</source>
        <translation>reanudar otra partida</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>salir</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>empezar una partida nueva</translation>
    </message>
    <message>
        <source>open another game</source>
        <translation>abrir otra partida</translation>
    </message>
    <message>
        <source>open the game you dropped</source>
        <translation>abrir la partida que soltaste</translation>
    </message>
    <message>
        <source>start from the pasted position</source>
        <translation>empezar desde la posición pegada</translation>
    </message>
    <message>
        <source>start a lesson</source>
        <translation>empezar una lección</translation>
    </message>
    <message>
        <source>host a game over the network</source>
        <translation>abrir una partida en red</translation>
    </message>
    <message>
        <source>join a game over the network</source>
        <translation>unirte a una partida en red</translation>
    </message>
    <message>
        <source>open a game from the library</source>
        <translation>abrir una partida de la biblioteca</translation>
    </message>
</context>
<context>
    <name>EloText</name>
    <message>
        <source>{elo} Elo (95% CI {low} .. {high}), score {score}% of {games}</source>
        <translation>{elo} Elo (IC 95% {low} .. {high}), puntuación {score}% de {games}</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>
Games in progress are autosaved in {folder}.</source>
        <translation>
Las partidas en curso se guardan solas en {folder}.</translation>
    </message>
    <message>
        <source>Something went wrong: {kind}: {error}
The app goes on; if it misbehaves, restart it and Resume your game.{where}
The details are written to {log}.</source>
        <translation>Algo salió mal: {kind}: {error}
La aplicación sigue; si falla, reiníciala y reanuda tu partida.{where}
Los detalles están en {log}.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Error inesperado</translation>
    </message>
</context>
<context>
    <name>GameCredit</name>
    <message>
        <source>Oxono is a game by Jérémy Partinico (Cosmoludo, 2024).</source>
        <translation>Oxono es un juego de Jérémy Partinico (Cosmoludo, 2024).</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>Random totem start</source>
        <translation>Tótems al azar al empezar</translation>
    </message>
    <message>
        <source>Place the X and O totems at random on c4/d3.</source>
        <translation>Coloca los tótems X y O al azar en c4/d3.</translation>
    </message>
    <message>
        <source>Ball of {n} spaces</source>
        <translation>Bola de {n} casillas</translation>
    </message>
    <message>
        <source>{n}: never</source>
        <translation>{n}: nunca</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>The ball: its number of spaces.</source>
        <translation>La bola: su número de casillas.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>The board&apos;s size must divide evenly.</source>
        <translation>El tamaño del tablero debe dividirse en partes iguales.</translation>
    </message>
    <message>
        <source>Jumps are compulsory</source>
        <translation>Saltar es obligatorio</translation>
    </message>
    <message>
        <source>Quick setup</source>
        <translation>Preparación rápida</translation>
    </message>
    <message>
        <source>Random setup piece and colours.</source>
        <translation>Pieza de preparación y colores al azar.</translation>
    </message>
    <message>
        <source>Draw on threefold repetition</source>
        <translation>Tablas por triple repetición</translation>
    </message>
    <message>
        <source>Draw after moves without a jump</source>
        <translation>Tablas tras jugadas sin salto</translation>
    </message>
    <message>
        <source>Draw after moves without a capture</source>
        <translation>Tablas tras jugadas sin captura</translation>
    </message>
</context>
<context>
    <name>GameSummary</name>
    <message>
        <source>Move a totem, drop a pawn beside it: four of one colour or one symbol in a line wins.</source>
        <translation>Mueve un tótem y pon un peón a su lado: cuatro de un color o de un símbolo en línea ganan.</translation>
    </message>
    <message>
        <source>Turn the ball, move and jump stacks of rings, and take the top ring of every stack you jump.</source>
        <translation>Gira la bola, mueve y salta pilas de anillos, y quédate el anillo de arriba de cada pila que saltes.</translation>
    </message>
    <message>
        <source>Pyramids of three colours slide, jump and stack; capture every enemy piece to win.</source>
        <translation>Pirámides de tres colores se deslizan, saltan y se apilan; captura todas las piezas rivales para ganar.</translation>
    </message>
    <message>
        <source>Step forward, push enemy pieces and pull your own; the last side with pieces wins.</source>
        <translation>Avanza, empuja piezas rivales y tira de las tuyas; gana el último bando con piezas.</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <source>{player} made a line of four</source>
        <translation>{player} ha hecho una línea de cuatro</translation>
    </message>
    <message>
        <source>all 32 pawns are placed</source>
        <translation>los 32 peones están colocados</translation>
    </message>
    <message>
        <source>the same position occurred three times</source>
        <translation>la misma posición se repitió tres veces</translation>
    </message>
    <message>
        <source>{player} has no pieces left</source>
        <translation>a {player} no le quedan piezas</translation>
    </message>
    <message>
        <source>{player} controls every stack</source>
        <translation>{player} controla todas las pilas</translation>
    </message>
    <message>
        <source>{player} has no move</source>
        <translation>{player} no tiene jugada</translation>
    </message>
    <message>
        <source>no player can move</source>
        <translation>ningún jugador puede mover</translation>
    </message>
    <message>
        <source>{n} moves without a jump</source>
        <translation>{n} jugadas sin salto</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>setup: piece from {start} onto {end}</source>
        <translation>preparación: pieza de {start} sobre {end}</translation>
    </message>
    <message>
        <source>{player} chooses {colour}</source>
        <comment>a colour, lower case</comment>
        <translation>{player} elige {colour}</translation>
    </message>
    <message>
        <source>{player} has no legal move</source>
        <translation>{player} no tiene ninguna jugada legal</translation>
    </message>
    <message>
        <source>{n} moves without a capture</source>
        <translation>{n} jugadas sin captura</translation>
    </message>
    <message>
        <source>{n} turns were played</source>
        <translation>se jugaron {n} turnos</translation>
    </message>
    <message numerus="yes">
        <source>{why}; both sides have %n step of tempo left|{why}; both sides have %n steps of tempo left</source>
        <translation>
            <numerusform>{why}; a ambos bandos les queda %n paso de tempo</numerusform>
            <numerusform>{why}; a ambos bandos les quedan %n pasos de tempo</numerusform>
        </translation>
    </message>
    <message>
        <source>{why}; {player} has more tempo left ({more} to {less})</source>
        <translation>{why}; a {player} le queda más tempo ({more} a {less})</translation>
    </message>
</context>
<context>
    <name>HelpText</name>
    <message>
        <source>{games} and {last}</source>
        <translation>{games} y {last}</translation>
    </message>
    <message>
        <source>{games}: play at one screen or against the AI.</source>
        <translation>{games}: juega en una misma pantalla o contra la IA.</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Reglas de {game}</translation>
    </message>
    <message>
        <source>The exact rules are in English: they are the reference the app plays by.</source>
        <translation>Las reglas exactas están en inglés: son la referencia con la que juega la aplicación.</translation>
    </message>
    <message>
        <source>The rules page is missing: {error}</source>
        <translation>Falta la página de reglas: {error}</translation>
    </message>
</context>
<context>
    <name>HostText</name>
    <message>
        <source>the game has not started: waiting for players to join</source>
        <translation>la partida no ha empezado: esperando a que se unan jugadores</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>the game is paused: a player&apos;s connection is down</source>
        <translation>la partida está en pausa: se cortó la conexión de un jugador</translation>
    </message>
    <message>
        <source>waiting for the answer to an undo request or a draw offer</source>
        <translation>esperando la respuesta a una petición de deshacer o a una oferta de tablas</translation>
    </message>
    <message>
        <source>it is {player}&apos;s turn</source>
        <translation>le toca a {player}</translation>
    </message>
    <message>
        <source>{where}: no free seat</source>
        <translation>{where}: no queda ningún puesto libre</translation>
    </message>
    <message>
        <source>{name} joined as {player}</source>
        <translation>{name} se ha unido como {player}</translation>
    </message>
    <message>
        <source>{name} is back</source>
        <translation>{name} ha vuelto</translation>
    </message>
    <message>
        <source>every player has joined</source>
        <translation>todos los jugadores se han unido</translation>
    </message>
    <message>
        <source>{name} left: {reason}</source>
        <translation>{name} se ha ido: {reason}</translation>
    </message>
    <message>
        <source>{name}&apos;s connection is down: {reason}</source>
        <translation>se cortó la conexión de {name}: {reason}</translation>
    </message>
    <message>
        <source>{player}&apos;s move refused: {why}</source>
        <translation>jugada de {player} rechazada: {why}</translation>
    </message>
    <message>
        <source>the AI could not move: {error}</source>
        <translation>la IA no pudo mover: {error}</translation>
    </message>
    <message>
        <source>{player} asks to take back moves</source>
        <translation>{player} pide deshacer jugadas</translation>
    </message>
    <message>
        <source>{player} asks to agree a draw</source>
        <translation>{player} propone acordar tablas</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>rechazado</translation>
    </message>
    <message>
        <source>back to move {number}</source>
        <translation>de vuelta a la jugada {number}</translation>
    </message>
    <message>
        <source>it is {player}&apos;s turn, not a player&apos;s at this computer</source>
        <translation>le toca a {player}, no a un jugador de este ordenador</translation>
    </message>
</context>
<context>
    <name>HowToText</name>
    <message>
        <source>How to Play</source>
        <translation>Cómo jugar</translation>
    </message>
    <message>
        <source>Exact Rules…</source>
        <translation>Reglas exactas…</translation>
    </message>
    <message>
        <source>The complete rules of this game, every case covered</source>
        <translation>Las reglas completas de este juego, con todos los casos</translation>
    </message>
    <message>
        <source>Lessons…</source>
        <translation>Lecciones…</translation>
    </message>
    <message>
        <source>Learn this game on the board, step by step</source>
        <translation>Aprende este juego en el tablero, paso a paso</translation>
    </message>
    <message>
        <source>Lessons ({status})…</source>
        <translation>Lecciones ({status})…</translation>
    </message>
    <message>
        <source>The page is missing: {error}</source>
        <translation>Falta la página: {error}</translation>
    </message>
</context>
<context>
    <name>JoinText</name>
    <message>
        <source>the host cannot be reached: {error}</source>
        <translation>no se puede contactar con el anfitrión: {error}</translation>
    </message>
    <message>
        <source>reconnecting ({count}): {error}</source>
        <translation>reconectando ({count}): {error}</translation>
    </message>
    <message>
        <source>connected to {address}</source>
        <translation>conectado a {address}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>the host closed the game: {reason}</source>
        <translation>el anfitrión cerró la partida: {reason}</translation>
    </message>
    <message>
        <source>the host closed the connection: {reason}</source>
        <translation>el anfitrión cerró la conexión: {reason}</translation>
    </message>
    <message>
        <source>the connection is down: {reason}</source>
        <translation>se cortó la conexión: {reason}</translation>
    </message>
    <message>
        <source>the game is stopped: {error}</source>
        <translation>la partida se ha detenido: {error}</translation>
    </message>
    <message>
        <source>the host broke the protocol: {error}</source>
        <translation>el anfitrión no respetó el protocolo: {error}</translation>
    </message>
    <message>
        <source>playing {game}</source>
        <translation>jugando a {game}</translation>
    </message>
    <message>
        <source>the host sent move {number}, this side is at {here}</source>
        <translation>el anfitrión envió la jugada {number}, este lado va por la {here}</translation>
    </message>
    <message>
        <source>move {number} ({move}) is not legal here: {error}</source>
        <translation>la jugada {number} ({move}) no es legal aquí: {error}</translation>
    </message>
    <message>
        <source>the positions differ after move {number}</source>
        <translation>las posiciones difieren tras la jugada {number}</translation>
    </message>
    <message>
        <source>the host took back moves this side never saw</source>
        <translation>el anfitrión deshizo jugadas que este lado nunca vio</translation>
    </message>
    <message>
        <source>the host took back moves after the game ended</source>
        <translation>el anfitrión deshizo jugadas después de terminar la partida</translation>
    </message>
    <message>
        <source>the positions differ after taking back to move {number}</source>
        <translation>las posiciones difieren tras deshacer hasta la jugada {number}</translation>
    </message>
    <message>
        <source>back to move {number}</source>
        <translation>de vuelta a la jugada {number}</translation>
    </message>
    <message>
        <source>asks to take back moves</source>
        <translation>pide deshacer jugadas</translation>
    </message>
    <message>
        <source>offers a draw</source>
        <translation>ofrece tablas</translation>
    </message>
    <message>
        <source>the AI could not move: {error}</source>
        <translation>la IA no pudo mover: {error}</translation>
    </message>
    <message>
        <source>the connection is down: the game is paused</source>
        <translation>se cortó la conexión: la partida está en pausa</translation>
    </message>
    <message>
        <source>it is not this side&apos;s turn, or the game waits</source>
        <translation>no es el turno de este lado, o la partida está esperando</translation>
    </message>
</context>
<context>
    <name>KeptText</name>
    <message numerus="yes">
        <source>%n move played|%n moves played</source>
        <translation>
            <numerusform>%n jugada hecha</numerusform>
            <numerusform>%n jugadas hechas</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not autosave to {path}: {error}</source>
        <translation>No se pudo guardar automáticamente en {path}: {error}</translation>
    </message>
</context>
<context>
    <name>LabelText</name>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Amigo</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>estándar</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} jugadores</translation>
    </message>
</context>
<context>
    <name>LanguageMenuText</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Speak this language (from the next start)</source>
        <translation>Usar este idioma (desde el próximo inicio)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The app will speak {language} the next time it starts.</source>
        <translation>La aplicación hablará {language} la próxima vez que se inicie.</translation>
    </message>
</context>
<context>
    <name>LearnModeText</name>
    <message>
        <source>The lessons cannot be read: {error}</source>
        <translation>No se pueden leer las lecciones: {error}</translation>
    </message>
    <message>
        <source>The puzzles cannot be read: {error}</source>
        <translation>No se pueden leer los problemas: {error}</translation>
    </message>
    <message>
        <source>{game}, {goal} (rating {rating})</source>
        <translation>{game}, {goal} (valoración {rating})</translation>
    </message>
    <message>
        <source> — solved</source>
        <translation> — resuelto</translation>
    </message>
    <message>
        <source>{done} of {count} done</source>
        <translation>{done} de {count} hechas</translation>
    </message>
    <message>
        <source>Lessons and puzzles</source>
        <translation>Lecciones y problemas</translation>
    </message>
    <message>
        <source>No puzzles of this game yet</source>
        <translation>Todavía no hay problemas de este juego</translation>
    </message>
    <message>
        <source>Look at {places}</source>
        <translation>Mira {places}</translation>
    </message>
    <message>
        <source>Read the step above the board</source>
        <translation>Lee el paso encima del tablero</translation>
    </message>
    <message>
        <source>Move {number}: {player} played {move}, but had a win in {n}. Can you find it?</source>
        <translation>Jugada {number}: {player} jugó {move}, pero tenía una victoria en {n}. ¿La encuentras?</translation>
    </message>
</context>
<context>
    <name>LearnText</name>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Start this step (or puzzle) again</source>
        <translation>Empezar de nuevo este paso (o problema)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Mark the piece to move (the puzzle then counts as missed)</source>
        <translation>Marcar la pieza que hay que mover (el problema cuenta entonces como fallado)</translation>
    </message>
    <message>
        <source>Show Solution</source>
        <translation>Ver solución</translation>
    </message>
    <message>
        <source>Play the solution on the board</source>
        <translation>Jugar la solución en el tablero</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>On to the next step</source>
        <translation>Al siguiente paso</translation>
    </message>
    <message>
        <source>Next Puzzle</source>
        <translation>Siguiente problema</translation>
    </message>
    <message>
        <source>Another puzzle near your rating</source>
        <translation>Otro problema cerca de tu valoración</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>Volver a la página de inicio</translation>
    </message>
    <message>
        <source>Practise This as a Puzzle</source>
        <translation>Practicarlo como problema</translation>
    </message>
    <message>
        <source>This position, as a puzzle</source>
        <translation>Esta posición, como problema</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>Hide this offer</source>
        <translation>Ocultar esta oferta</translation>
    </message>
    <message>
        <source>Next Lesson</source>
        <translation>Siguiente lección</translation>
    </message>
    <message>
        <source>A win you missed</source>
        <translation>Una victoria que se te escapó</translation>
    </message>
    <message>
        <source>Learn by playing</source>
        <translation>Aprende jugando</translation>
    </message>
    <message>
        <source>Lessons:</source>
        <translation>Lecciones:</translation>
    </message>
    <message>
        <source>The lessons of {game}</source>
        <translation>Las lecciones de {game}</translation>
    </message>
    <message>
        <source>{game} puzzles</source>
        <translation>Problemas de {game}</translation>
    </message>
    <message>
        <source>Puzzles of {game}, one at a time, near your rating</source>
        <translation>Problemas de {game}, de uno en uno, cerca de tu valoración</translation>
    </message>
    <message>
        <source>Play Today&apos;s Puzzle</source>
        <translation>Problema del día</translation>
    </message>
    <message>
        <source>The same puzzle for everyone today</source>
        <translation>El mismo problema para todos hoy</translation>
    </message>
    <message>
        <source> (provisional: fewer than 20 puzzles rated)</source>
        <translation> (provisional: menos de 20 problemas valorados)</translation>
    </message>
    <message>
        <source>Puzzles, one at a time near your rating: {rating}{provisional} · {solved} solved, {missed} missed</source>
        <translation>Problemas, de uno en uno cerca de tu valoración: {rating}{provisional} · {solved} resueltos, {missed} fallados</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle: {puzzle}</source>
        <translation>Problema del día: {puzzle}</translation>
    </message>
    <message>
        <source>No puzzles yet</source>
        <translation>Todavía no hay problemas</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecha</translation>
    </message>
    <message>
        <source>Not done yet</source>
        <translation>Aún sin hacer</translation>
    </message>
</context>
<context>
    <name>LessonFileText</name>
    <message>
        <source>&apos;game&apos; is {found!r}, but the file is {game}.json</source>
        <translation>&apos;game&apos; es {found!r}, pero el archivo es {game}.json</translation>
    </message>
    <message>
        <source>&apos;language&apos; is {found!r}, but the folder is {language}/</source>
        <translation>&apos;language&apos; es {found!r}, pero la carpeta es {language}/</translation>
    </message>
    <message>
        <source>&apos;lessons&apos; must be an object, not {kind}</source>
        <translation>&apos;lessons&apos; debe ser un objeto, no {kind}</translation>
    </message>
    <message>
        <source>the English {game}.json has no lesson {id!r}</source>
        <translation>el {game}.json inglés no tiene ninguna lección {id!r}</translation>
    </message>
    <message>
        <source>a lesson</source>
        <translation>una lección</translation>
    </message>
    <message>
        <source>&apos;steps&apos; must be an object (step number: texts), not {kind}</source>
        <translation>&apos;steps&apos; debe ser un objeto (número de paso: textos), no {kind}</translation>
    </message>
    <message>
        <source>the English lesson has no step {key!r} (it has 1 to {count})</source>
        <translation>la lección inglesa no tiene ningún paso {key!r} (tiene del 1 al {count})</translation>
    </message>
    <message>
        <source>a step</source>
        <translation>un paso</translation>
    </message>
    <message>
        <source>the English step has no &apos;wrong&apos; to translate</source>
        <translation>el paso inglés no tiene &apos;wrong&apos; que traducir</translation>
    </message>
    <message>
        <source>{file}: lesson {lesson!r}</source>
        <translation>{file}: lección {lesson!r}</translation>
    </message>
    <message>
        <source>{where}, step {step}</source>
        <translation>{where}, paso {step}</translation>
    </message>
    <message>
        <source>is not a game id</source>
        <translation>no es un id de juego</translation>
    </message>
    <message>
        <source>this id is used twice</source>
        <translation>este id se usa dos veces</translation>
    </message>
    <message>
        <source>names no game (known: {games})</source>
        <translation>no nombra ningún juego (conocidos: {games})</translation>
    </message>
    <message>
        <source>this id is used by {game} too</source>
        <translation>este id también lo usa {game}</translation>
    </message>
    <message>
        <source>the key {key!r} is given twice</source>
        <translation>la clave {key!r} aparece dos veces</translation>
    </message>
    <message>
        <source>{name} is not a JSON number</source>
        <translation>{name} no es un número JSON</translation>
    </message>
    <message>
        <source>cannot be read ({error})</source>
        <translation>no se puede leer ({error})</translation>
    </message>
    <message>
        <source>is larger than {size} KB</source>
        <translation>ocupa más de {size} KB</translation>
    </message>
    <message>
        <source>is not UTF-8 text</source>
        <translation>no es texto UTF-8</translation>
    </message>
    <message>
        <source>is nested too deeply</source>
        <translation>está anidado demasiado hondo</translation>
    </message>
    <message>
        <source>is not valid JSON: {error}</source>
        <translation>no es JSON válido: {error}</translation>
    </message>
    <message>
        <source>{what} must be a JSON object, not {kind}</source>
        <translation>{what} debe ser un objeto JSON, no {kind}</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>el archivo</translation>
    </message>
    <message>
        <source>unknown field {field!r} (known: {fields})</source>
        <translation>campo desconocido {field!r} (conocidos: {fields})</translation>
    </message>
    <message>
        <source>the field {field!r} is missing</source>
        <translation>falta el campo {field!r}</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>un texto</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>{name!r} must be a text, not {kind}</source>
        <translation>{name!r} debe ser un texto, no {kind}</translation>
    </message>
    <message>
        <source>{name!r} is longer than {limit} characters</source>
        <translation>{name!r} tiene más de {limit} caracteres</translation>
    </message>
    <message>
        <source>{name!r} is empty</source>
        <translation>{name!r} está vacío</translation>
    </message>
    <message>
        <source>{name!r} holds a control character</source>
        <translation>{name!r} contiene un carácter de control</translation>
    </message>
    <message>
        <source>{name!r} must be a list, not {kind}</source>
        <translation>{name!r} debe ser una lista, no {kind}</translation>
    </message>
    <message>
        <source>{name!r} has more than {limit} entries</source>
        <translation>{name!r} tiene más de {limit} entradas</translation>
    </message>
    <message>
        <source>the id {id!r} must be lower-case letters, digits and &apos;-&apos;</source>
        <translation>el id {id!r} debe tener letras minúsculas, cifras y &apos;-&apos;</translation>
    </message>
    <message>
        <source>unknown board: {error}</source>
        <translation>tablero desconocido: {error}</translation>
    </message>
    <message>
        <source>the board {board!r} is a {found} board, not {game}</source>
        <translation>el tablero {board!r} es de {found}, no de {game}</translation>
    </message>
    <message>
        <source>&apos;options&apos; must be an object, not {kind}</source>
        <translation>&apos;options&apos; debe ser un objeto, no {kind}</translation>
    </message>
    <message>
        <source>an option&apos;s value must be a text, a number, true/false or null</source>
        <translation>el valor de una opción debe ser un texto, un número, true/false o null</translation>
    </message>
    <message>
        <source>a lesson needs at least one step</source>
        <translation>una lección necesita al menos un paso</translation>
    </message>
    <message>
        <source>the mark {mark!r} is not a place (like &apos;c3&apos;, or a space number on the ball)</source>
        <translation>la marca {mark!r} no es un lugar (como &apos;c3&apos;, o un número de casilla en la bola)</translation>
    </message>
    <message>
        <source>&apos;expect&apos; lists a move twice</source>
        <translation>&apos;expect&apos; lista una jugada dos veces</translation>
    </message>
    <message>
        <source>&apos;wins&apos; must be true or false, not {kind}</source>
        <translation>&apos;wins&apos; debe ser true o false, no {kind}</translation>
    </message>
    <message>
        <source>a reading step (no &apos;expect&apos;) has no &apos;reply&apos;, &apos;wrong&apos; or &apos;wins&apos;</source>
        <translation>un paso de lectura (sin &apos;expect&apos;) no lleva &apos;reply&apos;, &apos;wrong&apos; ni &apos;wins&apos;</translation>
    </message>
    <message>
        <source>a winning step has no &apos;reply&apos;: the game is over</source>
        <translation>un paso ganador no lleva &apos;reply&apos;: la partida ha terminado</translation>
    </message>
    <message>
        <source>the first step must give a &apos;position&apos;</source>
        <translation>el primer paso debe dar una &apos;position&apos;</translation>
    </message>
    <message>
        <source>give this step a &apos;position&apos;: the previous step&apos;s moves lead to different ones</source>
        <translation>da a este paso una &apos;position&apos;: las jugadas del paso anterior llevan a posiciones distintas</translation>
    </message>
    <message>
        <source>the game is over in this position, so no move can be expected</source>
        <translation>la partida ha terminado en esta posición, así que no se puede esperar ninguna jugada</translation>
    </message>
    <message>
        <source>expected move</source>
        <translation>la jugada esperada</translation>
    </message>
    <message>
        <source>{move} does not win the game here</source>
        <translation>{move} no gana la partida aquí</translation>
    </message>
    <message>
        <source>the game is over after {move}, so there is no reply</source>
        <translation>la partida termina tras {move}, así que no hay respuesta</translation>
    </message>
    <message>
        <source>reply to {move}</source>
        <translation>la respuesta a {move}</translation>
    </message>
    <message>
        <source>the position {text!r} does not parse: {error}</source>
        <translation>la posición {text!r} no se puede leer: {error}</translation>
    </message>
    <message>
        <source>write the position as the rules do: {written!r}, not {text!r}</source>
        <translation>escribe la posición como lo hacen las reglas: {written!r}, no {text!r}</translation>
    </message>
    <message>
        <source>the {what} {text!r} is not legal here: {error}</source>
        <translation>{what} {text!r} no es legal aquí: {error}</translation>
    </message>
    <message>
        <source>write the {what} as the rules do: {written!r}, not {text!r}</source>
        <translation>escribe {what} como lo hacen las reglas: {written!r}, no {text!r}</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <source>That move is legal, but it is not the point here. Try again.</source>
        <translation>Esa jugada es legal, pero no es lo que se busca aquí. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>win in {n}</source>
        <translation>gana en {n}</translation>
    </message>
    <message>
        <source>best capture</source>
        <translation>la mejor captura</translation>
    </message>
    <message>
        <source>it is a choice, not a move on the board</source>
        <translation>es una elección, no una jugada en el tablero</translation>
    </message>
    <message>
        <source>space {number}</source>
        <translation>casilla {number}</translation>
    </message>
    <message>
        <source>the right move brings a piece to {place}</source>
        <translation>la jugada correcta lleva una pieza a {place}</translation>
    </message>
    <message>
        <source>the right move starts at {place}</source>
        <translation>la jugada correcta empieza en {place}</translation>
    </message>
    <message>
        <source>Here you play both sides.</source>
        <translation>Aquí juegas con los dos bandos.</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Paso {number} de {count}</translation>
    </message>
    <message>
        <source>Lesson complete: {title}</source>
        <translation>Lección terminada: {title}</translation>
    </message>
    <message>
        <source>Read this step, then press Next.</source>
        <translation>Lee este paso y pulsa Siguiente.</translation>
    </message>
    <message>
        <source>Press Next to go on.</source>
        <translation>Pulsa Siguiente para continuar.</translation>
    </message>
    <message>
        <source>Right! Press Next.</source>
        <translation>¡Bien! Pulsa Siguiente.</translation>
    </message>
    <message>
        <source>{player} to move: {goal}.</source>
        <translation>Le toca a {player}: {goal}.</translation>
    </message>
    <message>
        <source>Puzzle {rating}</source>
        <translation>Problema {rating}</translation>
    </message>
    <message>
        <source> · your rating {rating}</source>
        <translation> · tu valoración {rating}</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>Not this move ({move}): try another.</source>
        <translation>Esta jugada no ({move}): prueba otra.</translation>
    </message>
    <message>
        <source>Right! Now the reply…</source>
        <translation>¡Bien! Ahora la respuesta…</translation>
    </message>
    <message>
        <source>Right! Go on: your move.</source>
        <translation>¡Bien! Sigue: te toca.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>¡Resuelto!</translation>
    </message>
    <message>
        <source>Solved, with help: the rating counts it as missed.</source>
        <translation>Resuelto, con ayuda: la valoración lo cuenta como fallado.</translation>
    </message>
    <message>
        <source>Hint: {hint}.</source>
        <translation>Pista: {hint}.</translation>
    </message>
    <message>
        <source>The solution: {moves}</source>
        <translation>La solución: {moves}</translation>
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
        <translation>Sugerido para ti: {level} (sin valoración aún: termina una partida contra la IA)</translation>
    </message>
    <message>
        <source>Suggested for you: {level} (your rating {rating})</source>
        <translation>Sugerido para ti: {level} (tu valoración {rating})</translation>
    </message>
    <message>
        <source>Match me plays at {rating}: {budget}</source>
        <translation>«A mi nivel» juega a {rating}: {budget}</translation>
    </message>
</context>
<context>
    <name>LevelText</name>
    <message>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Match me ({rating})</source>
        <translation>A mi nivel ({rating})</translation>
    </message>
    <message>
        <source>unknown AI level {level!r} (known: {levels})</source>
        <translation>nivel de IA desconocido {level!r} (conocidos: {levels})</translation>
    </message>
</context>
<context>
    <name>LibraryCliText</name>
    <message>
        <source>the library file (default: XENO_GAMES_LIBRARY, else library.sqlite3 in the data folder)</source>
        <translation>el archivo de la biblioteca (por defecto: XENO_GAMES_LIBRARY, si no library.sqlite3 en la carpeta de datos)</translation>
    </message>
    <message>
        <source>import game records, or folders of them</source>
        <translation>importar registros de partidas, o carpetas de ellos</translation>
    </message>
    <message>
        <source>a game record (.json) or a folder of them</source>
        <translation>un registro de partida (.json) o una carpeta de ellos</translation>
    </message>
    <message>
        <source>the games, newest first</source>
        <translation>las partidas, la más reciente primero</translation>
    </message>
    <message>
        <source>only this game ({games})</source>
        <translation>solo este juego ({games})</translation>
    </message>
    <message>
        <source>at most this many (default: all)</source>
        <translation>como mucho tantas (por defecto: todas)</translation>
    </message>
    <message>
        <source>JSON, one object per game in a list</source>
        <translation>JSON, un objeto por partida en una lista</translation>
    </message>
    <message>
        <source>games, wins, draws, losses per game and level; the rating</source>
        <translation>partidas, victorias, tablas y derrotas por juego y nivel; la valoración</translation>
    </message>
    <message>
        <source>only this game</source>
        <translation>solo este juego</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>write a game as its game record</source>
        <translation>escribir una partida como su registro de partida</translation>
    </message>
    <message>
        <source>the game&apos;s number (library list)</source>
        <translation>el número de la partida (library list)</translation>
    </message>
    <message>
        <source>the file to write (.json)</source>
        <translation>el archivo que se escribe (.json)</translation>
    </message>
    <message>
        <source>forget games</source>
        <translation>olvidar partidas</translation>
    </message>
    <message>
        <source>the games&apos; numbers (library list)</source>
        <translation>los números de las partidas (library list)</translation>
    </message>
    <message>
        <source>library needs a command: add, list, stats, export or delete</source>
        <translation>library necesita una orden: add, list, stats, export o delete</translation>
    </message>
    <message>
        <source>xeno-games: warning: {message}</source>
        <translation>xeno-games: aviso: {message}</translation>
    </message>
    <message>
        <source>xeno-games: error: {message}</source>
        <translation>xeno-games: error: {message}</translation>
    </message>
    <message>
        <source>no such file or folder: {path}</source>
        <translation>no existe ese archivo o carpeta: {path}</translation>
    </message>
    <message>
        <source>refused {line}</source>
        <translation>rechazado {line}</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>date</source>
        <translation>fecha</translation>
    </message>
    <message>
        <source>game</source>
        <translation>juego</translation>
    </message>
    <message>
        <source>board</source>
        <translation>tablero</translation>
    </message>
    <message>
        <source>opponent</source>
        <translation>rival</translation>
    </message>
    <message>
        <source>result</source>
        <translation>resultado</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>jugadas</translation>
    </message>
    <message numerus="yes">
        <source>%n game|%n games</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>no games in the library</source>
        <translation>no hay partidas en la biblioteca</translation>
    </message>
    <message>
        <source>  rating {value} ± {spread} after {count} rated games</source>
        <translation>  valoración {value} ± {spread} tras {count} partidas valoradas</translation>
    </message>
    <message>
        <source>level</source>
        <translation>nivel</translation>
    </message>
    <message>
        <source>games</source>
        <translation>partidas</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganadas</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>tablas</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdidas</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>sin terminar</translation>
    </message>
    <message>
        <source>  reviewed {count}: {inaccuracies} inaccuracies, {mistakes} mistakes, {blunders} blunders</source>
        <translation>  repasadas {count}: {inaccuracies} imprecisiones, {mistakes} errores, {blunders} errores graves</translation>
    </message>
    <message>
        <source>{path} is a folder: name the file to write</source>
        <translation>{path} es una carpeta: indica el archivo que se escribe</translation>
    </message>
    <message>
        <source>game {number} written to {path}</source>
        <translation>partida {number} escrita en {path}</translation>
    </message>
    <message>
        <source>there is no game {number} in the library</source>
        <translation>no hay ninguna partida {number} en la biblioteca</translation>
    </message>
    <message>
        <source>{count} game(s) deleted</source>
        <translation>{count} partida(s) borrada(s)</translation>
    </message>
</context>
<context>
    <name>LibraryText</name>
    <message>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Errores</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Sin terminar</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message numerus="yes">
        <source>Game {number} · {players} · %n move|Game {number} · {players} · %n moves</source>
        <translation>
            <numerusform>Partida {number} · {players} · %n jugada</numerusform>
            <numerusform>Partida {number} · {players} · %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Match me</source>
        <translation>A mi nivel</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>No game reviewed yet: Game ▸ Review Game marks the moves that lost the most.</source>
        <translation>Aún no hay partidas repasadas: Partida ▸ Repasar partida marca las jugadas que más perdieron.</translation>
    </message>
    <message>
        <source>Your rating after each game against the AI</source>
        <translation>Tu valoración tras cada partida contra la IA</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>valoración</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partida</translation>
    </message>
    <message>
        <source>Mistakes per reviewed game</source>
        <translation>Errores por partida repasada</translation>
    </message>
    <message>
        <source>mistakes</source>
        <translation>errores</translation>
    </message>
    <message>
        <source>reviewed game</source>
        <translation>partida repasada</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <source>No games in the library yet: every game you play lands here.</source>
        <translation>Aún no hay partidas en la biblioteca: cada partida que juegues llega aquí.</translation>
    </message>
    <message>
        <source>Every opponent</source>
        <translation>Todos los rivales</translation>
    </message>
    <message>
        <source>No rating yet: finish a game against one of the AI&apos;s levels.</source>
        <translation>Aún sin valoración: termina una partida contra uno de los niveles de la IA.</translation>
    </message>
    <message>
        <source>Your rating in {game}: {rating} ± {margin} (95% sure it lies in {low}–{high}), after {games} games against the levels</source>
        <translation>Tu valoración en {game}: {rating} ± {margin} (con un 95% de seguridad está entre {low} y {high}), tras {games} partidas contra los niveles</translation>
    </message>
    <message>
        <source>Mistakes (orange) and blunders (red): {average} a game over {count} reviewed</source>
        <translation>Errores (naranja) y errores graves (rojo): {average} por partida en {count} repasadas</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <source>Every board</source>
        <translation>Todos los tableros</translation>
    </message>
    <message>
        <source>Every result</source>
        <translation>Todos los resultados</translation>
    </message>
    <message>
        <source>From this day (the earliest day: any)</source>
        <translation>Desde este día (el día más antiguo: cualquiera)</translation>
    </message>
    <message>
        <source>To this day (the earliest day: any)</source>
        <translation>Hasta este día (el día más antiguo: cualquiera)</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>to</source>
        <translation>hasta</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Reproducir</translation>
    </message>
    <message>
        <source>Open the game at its start, to step through it</source>
        <translation>Abrir la partida en su inicio, para recorrerla paso a paso</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>Re&amp;pasar</translation>
    </message>
    <message>
        <source>Open the game and mark the moves that lost the most</source>
        <translation>Abrir la partida y marcar las jugadas que más perdieron</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>Play on from where the game was left</source>
        <translation>Seguir jugando desde donde se dejó la partida</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <source>Save the game as a game record (.json)</source>
        <translation>Guardar la partida como registro de partida (.json)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Eliminar…</translation>
    </message>
    <message>
        <source>Remove the chosen games from the library</source>
        <translation>Quitar las partidas elegidas de la biblioteca</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>Add saved game records to the library</source>
        <translation>Añadir registros de partidas guardados a la biblioteca</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Partidas</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Estadísticas</translation>
    </message>
    <message>
        <source>any day</source>
        <translation>cualquier día</translation>
    </message>
    <message numerus="yes">
        <source>%n game|%n games</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation>Exportar partida</translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>Eliminar partidas</translation>
    </message>
    <message numerus="yes">
        <source>Remove this game from the library? This cannot be undone.|Remove these %n games from the library? This cannot be undone.</source>
        <translation>
            <numerusform>¿Quitar esta partida de la biblioteca? No se puede deshacer.</numerusform>
            <numerusform>¿Quitar estas %n partidas de la biblioteca? No se puede deshacer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Games</source>
        <translation>Importar partidas</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Registros de partidas (*.json)</translation>
    </message>
</context>
<context>
    <name>MatchText</name>
    <message>
        <source>{nodes} nodes a move</source>
        <translation>{nodes} nodos por jugada</translation>
    </message>
    <message numerus="yes">
        <source>%n turn deep|%n turns deep</source>
        <translation>
            <numerusform>%n turno de profundidad</numerusform>
            <numerusform>%n turnos de profundidad</numerusform>
        </translation>
    </message>
    <message>
        <source>deepening</source>
        <translation>profundizando</translation>
    </message>
    <message>
        <source> ({deeper} on {share}% of moves)</source>
        <translation> ({deeper} en el {share}% de las jugadas)</translation>
    </message>
    <message>
        <source>noise {noise}</source>
        <translation>ruido {noise}</translation>
    </message>
    <message>
        <source>{share}% random moves</source>
        <translation>{share}% de jugadas al azar</translation>
    </message>
</context>
<context>
    <name>MenuText</name>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nueva…</translation>
    </message>
    <message>
        <source>Start a new game (choose game, players, seed)</source>
        <translation>Empezar una partida nueva (juego, jugadores, semilla)</translation>
    </message>
    <message>
        <source>Start &amp;Page</source>
        <translation>&amp;Página de inicio</translation>
    </message>
    <message>
        <source>The games, play the computer or a friend, resume</source>
        <translation>Los juegos: contra el ordenador o un amigo, reanudar</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open a saved game record</source>
        <translation>Abrir un registro de partida guardado</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save this game</source>
        <translation>Guardar esta partida</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Save this game to a new file</source>
        <translation>Guardar esta partida en un archivo nuevo</translation>
    </message>
    <message>
        <source>&amp;Library…</source>
        <translation>&amp;Biblioteca…</translation>
    </message>
    <message>
        <source>Every game you played: replay, review or continue one; your statistics</source>
        <translation>Todas las partidas que jugaste: reprodúcelas, repásalas o continúalas; tus estadísticas</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Abandonar</translation>
    </message>
    <message>
        <source>The player to move gives up the game</source>
        <translation>El jugador al que le toca abandona la partida</translation>
    </message>
    <message>
        <source>&amp;Host a Game…</source>
        <translation>&amp;Crear una partida…</translation>
    </message>
    <message>
        <source>Play over the network: choose the seats, then send the invitation</source>
        <translation>Jugar en red: elige los puestos y envía la invitación</translation>
    </message>
    <message>
        <source>&amp;Join a Game…</source>
        <translation>&amp;Unirse a una partida…</translation>
    </message>
    <message>
        <source>Play over the network with a host&apos;s invitation</source>
        <translation>Jugar en red con la invitación de un anfitrión</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Close the app</source>
        <translation>Cerrar la aplicación</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Take back the last move (against the AI: yours)</source>
        <translation>Deshacer la última jugada (contra la IA: la tuya)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Play again a move you took back</source>
        <translation>Volver a jugar una jugada deshecha</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>&amp;Copiar posición</translation>
    </message>
    <message>
        <source>Copy the position text</source>
        <translation>Copiar el texto de la posición</translation>
    </message>
    <message>
        <source>Copy &amp;Game</source>
        <translation>Copiar &amp;partida</translation>
    </message>
    <message>
        <source>Copy the whole game as text: the players, the moves by round, the result</source>
        <translation>Copiar la partida entera como texto: jugadores, jugadas por ronda, resultado</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>&amp;Pegar posición</translation>
    </message>
    <message>
        <source>Start a new game from a position text on the clipboard</source>
        <translation>Empezar una partida nueva desde un texto de posición del portapapeles</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Ask the AI which move it would play</source>
        <translation>Preguntar a la IA qué jugada haría</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Re&amp;pasar partida</translation>
    </message>
    <message>
        <source>Mark the moves that lost the most, by the engine&apos;s judgement</source>
        <translation>Marcar las jugadas que más perdieron, según el motor</translation>
    </message>
    <message>
        <source>Show &amp;Evaluation</source>
        <translation>Mostrar &amp;evaluación</translation>
    </message>
    <message>
        <source>The bar beside the board and the graph under the moves: each player&apos;s chance to win</source>
        <translation>La barra junto al tablero y la gráfica bajo las jugadas: la probabilidad de ganar de cada jugador</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Girar tablero</translation>
    </message>
    <message>
        <source>Turn the board around</source>
        <translation>Dar la vuelta al tablero</translation>
    </message>
    <message>
        <source>&amp;Reset View</source>
        <translation>&amp;Restablecer vista</translation>
    </message>
    <message>
        <source>Turn the ball back to its starting view</source>
        <translation>Devolver la bola a su vista inicial</translation>
    </message>
    <message>
        <source>Space &amp;Numbers</source>
        <translation>&amp;Números de casilla</translation>
    </message>
    <message>
        <source>Show each space&apos;s number on the ball</source>
        <translation>Mostrar el número de cada casilla en la bola</translation>
    </message>
    <message>
        <source>&amp;Letters on Pieces</source>
        <translation>&amp;Letras en las piezas</translation>
    </message>
    <message>
        <source>Write each stack&apos;s colours as letters (for colour-blind players)</source>
        <translation>Escribir los colores de cada pila con letras (para daltónicos)</translation>
    </message>
    <message>
        <source>&amp;Animate Moves</source>
        <translation>&amp;Animar jugadas</translation>
    </message>
    <message>
        <source>Show moves travelling over the board</source>
        <translation>Mostrar cómo las jugadas recorren el tablero</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <source>Moves take {seconds} s to play out</source>
        <translation>Las jugadas tardan {seconds} s en mostrarse</translation>
    </message>
    <message>
        <source>Show &amp;Side Panel</source>
        <translation>Mostrar &amp;panel lateral</translation>
    </message>
    <message>
        <source>Show or hide the Players and Moves panel</source>
        <translation>Mostrar u ocultar el panel de jugadores y jugadas</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>Fill the screen with the window</source>
        <translation>Llenar la pantalla con la ventana</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Atrás</translation>
    </message>
    <message>
        <source>Show the position one move earlier</source>
        <translation>Mostrar la posición una jugada antes</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>A&amp;delante</translation>
    </message>
    <message>
        <source>Show the position one move later</source>
        <translation>Mostrar la posición una jugada después</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Inicio</translation>
    </message>
    <message>
        <source>Show the start position</source>
        <translation>Mostrar la posición inicial</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>&amp;Final</translation>
    </message>
    <message>
        <source>Show the latest position</source>
        <translation>Mostrar la última posición</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>Paso atrás</translation>
    </message>
    <message>
        <source>Undo one step of the move being built</source>
        <translation>Deshacer un paso de la jugada en curso</translation>
    </message>
    <message>
        <source>How to &amp;Play</source>
        <translation>Cómo &amp;jugar</translation>
    </message>
    <message>
        <source>The rules in plain words, with pictures, and the controls</source>
        <translation>Las reglas en palabras sencillas, con imágenes, y los controles</translation>
    </message>
    <message>
        <source>&amp;Exact Rules</source>
        <translation>Reglas &amp;exactas</translation>
    </message>
    <message>
        <source>The exact rules this app implements: the reference</source>
        <translation>Las reglas exactas que sigue esta aplicación: la referencia</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>About Xeno Games</source>
        <translation>Acerca de Xeno Games</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>Play Over &amp;Network</source>
        <translation>Jugar en &amp;red</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
</context>
<context>
    <name>MoveListText</name>
    <message>
        <source>{player} wins</source>
        <translation>{player} gana</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>{players} lost</source>
        <translation>{players} pierde</translation>
    </message>
</context>
<context>
    <name>NetCliText</name>
    <message>
        <source>the game&apos;s name (as in xeno-games perft)</source>
        <translation>el nombre del juego (como en xeno-games perft)</translation>
    </message>
    <message>
        <source>the port to listen on (0: any free port)</source>
        <translation>el puerto en el que escuchar (0: cualquiera libre)</translation>
    </message>
    <message>
        <source>the address to listen on (default: every one)</source>
        <translation>la dirección en la que escuchar (por defecto: todas)</translation>
    </message>
    <message>
        <source>the address the invitation shows (default: this computer&apos;s)</source>
        <translation>la dirección que muestra la invitación (por defecto: la de este ordenador)</translation>
    </message>
    <message>
        <source>the code joiners must know (default: a new random one)</source>
        <translation>el código que deben saber quienes se unen (por defecto: uno nuevo al azar)</translation>
    </message>
    <message>
        <source>seat N (1, 2, …) is host, remote or ai:LEVEL (default: 1=host, the others remote)</source>
        <translation>el puesto N (1, 2, …) es host, remote o ai:LEVEL (por defecto: 1=host, los demás remote)</translation>
    </message>
    <message>
        <source>a game option</source>
        <translation>una opción del juego</translation>
    </message>
    <message>
        <source>the seed of the game&apos;s shuffle and the AI</source>
        <translation>la semilla del reparto de la partida y de la IA</translation>
    </message>
    <message>
        <source>a node budget for every AI move (repeatable games)</source>
        <translation>un presupuesto de nodos para cada jugada de la IA (partidas repetibles)</translation>
    </message>
    <message>
        <source>a time control: none, 5+3 (minutes + seconds), 30 s/move</source>
        <translation>un control de tiempo: none, 5+3 (minutos + segundos), 30 s/move</translation>
    </message>
    <message>
        <source>show the game in the Join dialogs on this network (mDNS) until every seat is taken</source>
        <translation>mostrar la partida en los diálogos Unirse de esta red (mDNS) hasta ocupar todos los puestos</translation>
    </message>
    <message>
        <source>the answer to undo requests</source>
        <translation>la respuesta a las peticiones de deshacer</translation>
    </message>
    <message>
        <source>the answer to draw offers</source>
        <translation>la respuesta a las ofertas de tablas</translation>
    </message>
    <message>
        <source>the game record to write (default: in the data folder)</source>
        <translation>el registro de partida que escribir (por defecto: en la carpeta de datos)</translation>
    </message>
    <message>
        <source>no line per move</source>
        <translation>sin una línea por jugada</translation>
    </message>
    <message>
        <source>HOST:PORT (or give --invitation)</source>
        <translation>HOST:PORT (o da --invitation)</translation>
    </message>
    <message>
        <source>the host&apos;s code, e.g. 7K4-Q2M</source>
        <translation>el código del anfitrión, p. ej. 7K4-Q2M</translation>
    </message>
    <message>
        <source>the host&apos;s certificate fingerprint (64 hex digits)</source>
        <translation>la huella del certificado del anfitrión (64 dígitos hexadecimales)</translation>
    </message>
    <message>
        <source>the whole invitation text (address, code and fingerprint)</source>
        <translation>el texto completo de la invitación (dirección, código y huella)</translation>
    </message>
    <message>
        <source>the AI plays this side (headless: required)</source>
        <translation>la IA juega este bando (sin ventana: obligatorio)</translation>
    </message>
    <message>
        <source>a node budget for every AI move</source>
        <translation>un presupuesto de nodos para cada jugada de la IA</translation>
    </message>
    <message>
        <source>the name the host shows</source>
        <translation>el nombre que muestra el anfitrión</translation>
    </message>
</context>
<context>
    <name>NetFoundText</name>
    <message>
        <source>Looking for games on this network…</source>
        <translation>Buscando partidas en esta red…</translation>
    </message>
    <message>
        <source>No game is waiting on this network. A host on another network (or whose network hides it) sends the invitation: paste it above.</source>
        <translation>Ninguna partida espera en esta red. Un anfitrión de otra red (o cuya red la oculta) envía la invitación: pégala arriba.</translation>
    </message>
    <message>
        <source>, {n} players</source>
        <translation>, {n} jugadores</translation>
    </message>
    <message>
        <source>, clock {clock}</source>
        <translation>, reloj {clock}</translation>
    </message>
    <message numerus="yes">
        <source>%n seat free|%n seats free</source>
        <translation>
            <numerusform>%n puesto libre</numerusform>
            <numerusform>%n puestos libres</numerusform>
        </translation>
    </message>
    <message>
        <source>Games waiting on this network</source>
        <translation>Partidas esperando en esta red</translation>
    </message>
    <message>
        <source>Choose a game: its address fills in; type the code the host gives you</source>
        <translation>Elige una partida: su dirección se rellena; escribe el código que te dé el anfitrión</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>no iniciado</translation>
    </message>
    <message>
        <source>Cannot look for games on this network ({error}): paste the invitation.</source>
        <translation>No se pueden buscar partidas en esta red ({error}): pega la invitación.</translation>
    </message>
    <message>
        <source>none advertised</source>
        <translation>ninguno anunciado</translation>
    </message>
    <message>
        <source>Certificate {start}… — the host&apos;s Invitation box shows the same first eight digits; if not, this is not your host</source>
        <translation>Certificado {start}… — el cuadro Invitación del anfitrión muestra los mismos ocho primeros dígitos; si no, no es tu anfitrión</translation>
    </message>
    <message numerus="yes">
        <source>%n game waiting: choose one, then type the code its host gives you|%n games waiting: choose one, then type the code its host gives you</source>
        <translation>
            <numerusform>%n partida esperando: elige una y escribe el código que te dé su anfitrión</numerusform>
            <numerusform>%n partidas esperando: elige una y escribe el código que te dé su anfitrión</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetModeText</name>
    <message>
        <source>Cannot host the game: {error}</source>
        <translation>No se puede crear la partida: {error}</translation>
    </message>
    <message>
        <source>Hosting: the code is {code}</source>
        <translation>Alojando: el código es {code}</translation>
    </message>
    <message>
        <source>Hosting stopped</source>
        <translation>Se dejó de alojar la partida</translation>
    </message>
    <message>
        <source>Joined {host}:{port}: waiting for the host&apos;s game</source>
        <translation>Unido a {host}:{port}: esperando la partida del anfitrión</translation>
    </message>
    <message>
        <source>Joined: waiting for the host&apos;s game…</source>
        <translation>Unido: esperando la partida del anfitrión…</translation>
    </message>
    <message>
        <source>Moves taken back: the game is back at move {number}</source>
        <translation>Jugadas deshechas: la partida vuelve a la jugada {number}</translation>
    </message>
    <message>
        <source>Game over: {reason}</source>
        <translation>Fin de la partida: {reason}</translation>
    </message>
    <message>
        <source>{player} asks to take back their last move</source>
        <translation>{player} pide deshacer su última jugada</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Permitir</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>{player} offers a draw</source>
        <translation>{player} ofrece tablas</translation>
    </message>
    <message>
        <source>Accept Draw</source>
        <translation>Aceptar tablas</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>The take-back was refused</source>
        <translation>Se rechazó deshacer la jugada</translation>
    </message>
    <message>
        <source>The draw was declined</source>
        <translation>Se rechazaron las tablas</translation>
    </message>
    <message>
        <source>Every player has joined: the game starts</source>
        <translation>Todos los jugadores se han unido: empieza la partida</translation>
    </message>
    <message>
        <source>The game starts: you play {player}</source>
        <translation>Empieza la partida: juegas con {player}</translation>
    </message>
    <message>
        <source>Back in the game at move {number}</source>
        <translation>De vuelta en la partida en la jugada {number}</translation>
    </message>
    <message>
        <source>Connection lost — {reason}</source>
        <translation>Conexión perdida — {reason}</translation>
    </message>
    <message>
        <source>The game over the network ended: {reason}.</source>
        <translation>La partida en red terminó: {reason}.</translation>
    </message>
    <message>
        <source> The game is saved: Resume it from the start page.</source>
        <translation> La partida está guardada: reanúdala desde la página de inicio.</translation>
    </message>
    <message>
        <source>The game goes on at its last move: play from there</source>
        <translation>La partida sigue en su última jugada: juega desde ahí</translation>
    </message>
    <message>
        <source>{move}: sent to the host</source>
        <translation>{move}: enviada al anfitrión</translation>
    </message>
    <message>
        <source>Asked the other side to take back your last move — waiting for the answer</source>
        <translation>Se ha pedido al otro bando deshacer tu última jugada — esperando la respuesta</translation>
    </message>
    <message>
        <source>Draw offered — waiting for the answer</source>
        <translation>Tablas ofrecidas — esperando la respuesta</translation>
    </message>
    <message>
        <source>{player} gives up this game?</source>
        <translation>¿{player} abandona esta partida?</translation>
    </message>
    <message>
        <source>Resign?</source>
        <translation>¿Abandonar?</translation>
    </message>
    <message>
        <source>Not sent: {error}</source>
        <translation>No enviado: {error}</translation>
    </message>
    <message>
        <source>You: {text}</source>
        <translation>Tú: {text}</translation>
    </message>
    <message>
        <source>In a game over the network the host&apos;s seats stay</source>
        <translation>En una partida en red los puestos los decide el anfitrión</translation>
    </message>
</context>
<context>
    <name>NetPanelText</name>
    <message>
        <source>Reconnect</source>
        <translation>Reconectar</translation>
    </message>
    <message>
        <source>Connect to the host again with the same invitation</source>
        <translation>Volver a conectar con el anfitrión con la misma invitación</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>Chat and what happened over the network</source>
        <translation>Chat y lo ocurrido en la red</translation>
    </message>
    <message>
        <source>Say something (Enter to send)</source>
        <translation>Di algo (Intro para enviar)</translation>
    </message>
    <message>
        <source>Offer Draw</source>
        <translation>Ofrecer tablas</translation>
    </message>
    <message>
        <source>Offer the other players a draw</source>
        <translation>Ofrecer tablas a los demás jugadores</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonar</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>Abandonar esta partida</translation>
    </message>
</context>
<context>
    <name>NetReadText</name>
    <message>
        <source>The other player</source>
        <translation>El otro jugador</translation>
    </message>
    <message>
        <source>Waiting for the host&apos;s game</source>
        <translation>Esperando la partida del anfitrión</translation>
    </message>
    <message>
        <source>Waiting for the players to join</source>
        <translation>Esperando a que se unan los jugadores</translation>
    </message>
    <message>
        <source>{player} plays at the AI here: wait for their move</source>
        <translation>{player} lo juega aquí la IA: espera su jugada</translation>
    </message>
    <message>
        <source>{player} plays at another computer: wait for their move</source>
        <translation>{player} juega en otro ordenador: espera su jugada</translation>
    </message>
    <message>
        <source>The connection is down: the game is paused</source>
        <translation>La conexión está caída: la partida está en pausa</translation>
    </message>
    <message>
        <source>Reconnected: waiting for the host&apos;s game</source>
        <translation>Reconectado: esperando la partida del anfitrión</translation>
    </message>
    <message>
        <source>The game is paused: a player&apos;s connection is down</source>
        <translation>La partida está en pausa: la conexión de un jugador está caída</translation>
    </message>
    <message>
        <source>{name} joined</source>
        <translation>{name} se ha unido</translation>
    </message>
    <message>
        <source>waiting for a player to join…</source>
        <translation>esperando a que se una un jugador…</translation>
    </message>
    <message>
        <source>{player}: {who} (here)</source>
        <translation>{player}: {who} (aquí)</translation>
    </message>
    <message>
        <source>Waiting for {players} to join — code {code}</source>
        <translation>Esperando a que se una {players} — código {code}</translation>
    </message>
    <message>
        <source>Connection lost — {reason}</source>
        <translation>Conexión perdida — {reason}</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting to the host…</source>
        <translation>Conexión perdida — reconectando con el anfitrión…</translation>
    </message>
    <message>
        <source>Reconnected: waiting for the host&apos;s game…</source>
        <translation>Reconectado: esperando la partida del anfitrión…</translation>
    </message>
    <message>
        <source>Joined: waiting for the host&apos;s game…</source>
        <translation>Unido: esperando la partida del anfitrión…</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>Connection lost — waiting for {players} to reconnect</source>
        <translation>Conexión perdida — esperando a que {players} se reconecte</translation>
    </message>
    <message>
        <source>you, here</source>
        <translation>tú, aquí</translation>
    </message>
    <message>
        <source>the AI here</source>
        <translation>la IA de aquí</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>conectado</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>sin conexión</translation>
    </message>
    <message>
        <source>away</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>at another computer</source>
        <translation>en otro ordenador</translation>
    </message>
</context>
<context>
    <name>NetText</name>
    <message>
        <source>Host a game over the network</source>
        <translation>Crear una partida en red</translation>
    </message>
    <message>
        <source>The host&apos;s clock decides for everyone; the network&apos;s delay is not charged</source>
        <translation>El reloj del anfitrión decide para todos; el retraso de la red no se cuenta</translation>
    </message>
    <message>
        <source>Host</source>
        <comment>the host&apos;s name until changed</comment>
        <translation>Anfitrión</translation>
    </message>
    <message>
        <source>Your name, as the players who join see it</source>
        <translation>Tu nombre, tal como lo ven los jugadores que se unan</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Tu nombre:</translation>
    </message>
    <message>
        <source>Start hosting</source>
        <translation>Empezar a alojar</translation>
    </message>
    <message>
        <source>Wait for the players who join; the invitation shows here</source>
        <translation>Esperar a los jugadores que se unan; la invitación se muestra aquí</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Invitación</translation>
    </message>
    <message>
        <source>The code to read out to the players who join</source>
        <translation>El código que hay que decir a los jugadores que se unan</translation>
    </message>
    <message>
        <source>The whole invitation: send it to the players who join</source>
        <translation>La invitación completa: envíala a los jugadores que se unan</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy the invitation, to paste in a message to the players</source>
        <translation>Copiar la invitación para pegarla en un mensaje a los jugadores</translation>
    </message>
    <message>
        <source>Players on this network also see the game in their Join dialog; they still need the code.</source>
        <translation>Los jugadores de esta red también ven la partida en su diálogo Unirse; aun así necesitan el código.</translation>
    </message>
    <message>
        <source>Human here</source>
        <translation>Persona aquí</translation>
    </message>
    <message>
        <source>Joins over the network</source>
        <translation>Se une por la red</translation>
    </message>
    <message>
        <source>Who plays this side: you here, a player who joins, or this computer&apos;s AI</source>
        <translation>Quién juega este bando: tú aquí, un jugador que se une o la IA de este ordenador</translation>
    </message>
    <message>
        <source>Choose at least one seat for a player who joins over the network</source>
        <translation>Elige al menos un puesto para un jugador que se una por la red</translation>
    </message>
    <message>
        <source>Waiting for players…</source>
        <translation>Esperando jugadores…</translation>
    </message>
    <message>
        <source>Address {host} · port {port}
Certificate fingerprint {fingerprint}</source>
        <translation>Dirección {host} · puerto {port}
Huella del certificado {fingerprint}</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiada</translation>
    </message>
    <message>
        <source>The host refused the code: check it with the host (like 7K4-Q2M) and try again. ({error})</source>
        <translation>El anfitrión rechazó el código: compruébalo con él (como 7K4-Q2M) e inténtalo de nuevo. ({error})</translation>
    </message>
    <message>
        <source>The computer that answered is not the host of this invitation (another certificate): ask the host for a new invitation. ({error})</source>
        <translation>El ordenador que respondió no es el anfitrión de esta invitación (otro certificado): pide al anfitrión una invitación nueva. ({error})</translation>
    </message>
    <message>
        <source>No answer from the host: check the address and that the host is still waiting. ({error})</source>
        <translation>El anfitrión no responde: comprueba la dirección y que el anfitrión sigue esperando. ({error})</translation>
    </message>
    <message>
        <source>The game is full: every seat has its player. ({error})</source>
        <translation>La partida está completa: cada puesto tiene su jugador. ({error})</translation>
    </message>
    <message>
        <source>Could not join: {error}</source>
        <translation>No se pudo unir: {error}</translation>
    </message>
    <message>
        <source>Join a game over the network</source>
        <translation>Unirse a una partida en red</translation>
    </message>
    <message>
        <source>Choose a game waiting on this network, or paste the invitation the host sent you, or type the host&apos;s address and code.</source>
        <translation>Elige una partida que espera en esta red, o pega la invitación que te envió el anfitrión, o escribe su dirección y código.</translation>
    </message>
    <message>
        <source>Invitation:</source>
        <translation>Invitación:</translation>
    </message>
    <message>
        <source>7K4-Q2M (for a game chosen above, or an address typed)</source>
        <translation>7K4-Q2M (para una partida elegida arriba o una dirección escrita)</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Código:</translation>
    </message>
    <message>
        <source>Guest</source>
        <comment>a joining player&apos;s name until changed</comment>
        <translation>Invitado</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>Type the code {host} gives you, then Join.</source>
        <translation>Escribe el código que te dé {host} y pulsa Unirse.</translation>
    </message>
    <message>
        <source> Its certificate starts {start}, as on your host&apos;s screen?</source>
        <translation> Su certificado empieza por {start}, ¿como en la pantalla de tu anfitrión?</translation>
    </message>
    <message>
        <source>This is not an invitation: {error}</source>
        <translation>Esto no es una invitación: {error}</translation>
    </message>
    <message>
        <source>Joining {host}:{port}…</source>
        <translation>Uniéndose a {host}:{port}…</translation>
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
        <translation>Humano</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source>Which game to play</source>
        <translation>Qué juego jugar</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Reloj:</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avanzado</translation>
    </message>
    <message>
        <source>The seed: the same seed deals the same game</source>
        <translation>La semilla: la misma semilla reparte la misma partida</translation>
    </message>
    <message>
        <source>Seed for any random setup and for the AI (same seed, same game)</source>
        <translation>Semilla para la preparación al azar y para la IA (misma semilla, misma partida)</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <source>Who plays {player}: a human at this screen or the AI at a level</source>
        <translation>Quién juega con {player}: una persona en esta pantalla o la IA en un nivel</translation>
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
        <translation>en mano: X {x} · O {o}</translation>
    </message>
    <message>
        <source>The game is over: New game (Ctrl+N), or browse the moves</source>
        <translation>La partida ha terminado: Partida nueva (Ctrl+N), o recorre las jugadas</translation>
    </message>
    <message>
        <source>{player}: choose a totem (X or O)</source>
        <translation>{player}: elige un tótem (X u O)</translation>
    </message>
    <message>
        <source>{player}: choose the {symbol} totem (no {other} pawns left)</source>
        <translation>{player}: elige el tótem {symbol} (no quedan peones {other})</translation>
    </message>
    <message>
        <source>{player}: choose where the {symbol} totem goes (Esc: choose again)</source>
        <translation>{player}: elige adónde va el tótem {symbol} (Esc: elegir de nuevo)</translation>
    </message>
    <message>
        <source>{player}: place your {symbol} pawn next to the totem (Esc: move the totem elsewhere)</source>
        <translation>{player}: pon tu peón {symbol} junto al tótem (Esc: mover el tótem a otro sitio)</translation>
    </message>
    <message>
        <source>{player}: {square} holds no totem — first choose a totem (X or O)</source>
        <translation>{player}: en {square} no hay ningún tótem — primero elige un tótem (X u O)</translation>
    </message>
    <message>
        <source>{player} has no {symbol} pawns left: choose the {other} totem</source>
        <translation>A {player} no le quedan peones {symbol}: elige el tótem {other}</translation>
    </message>
    <message>
        <source>The {symbol} totem cannot go to {square}: it moves like a rook through empty squares — choose a highlighted square (Esc: choose again)</source>
        <translation>El tótem {symbol} no puede ir a {square}: se mueve como una torre por casillas vacías — elige una casilla resaltada (Esc: elegir de nuevo)</translation>
    </message>
    <message>
        <source>Your {symbol} pawn cannot go on {square}: it goes on an empty square next to the totem on {totem} — choose a highlighted square</source>
        <translation>Tu peón {symbol} no puede ir a {square}: va en una casilla vacía junto al tótem de {totem} — elige una casilla resaltada</translation>
    </message>
    <message>
        <source>{symbol} to {target}, pawn {square} is not legal here</source>
        <translation>{symbol} a {target}, peón en {square} no es legal aquí</translation>
    </message>
</context>
<context>
    <name>Pieces</name>
    <message>
        <source>orange</source>
        <translation>naranja</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>transparente</translation>
    </message>
    <message>
        <source>cyan</source>
        <translation>cian</translation>
    </message>
    <message>
        <source>left/right up to {n}</source>
        <translation>izquierda/derecha hasta {n}</translation>
    </message>
    <message>
        <source>forward/backward up to {n}</source>
        <translation>adelante/atrás hasta {n}</translation>
    </message>
    <message>
        <source>diagonally up to {n}</source>
        <translation>en diagonal hasta {n}</translation>
    </message>
    <message>
        <source>jumps over up to {n}</source>
        <translation>salta por encima hasta {n}</translation>
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
        <translation>encajada {piece}</translation>
    </message>
    <message>
        <source>stacked {piece}</source>
        <translation>apilada {piece}</translation>
    </message>
    <message>
        <source>{player}&apos;s combination: {parts} (distance {n})</source>
        <translation>combinación de {player}: {parts} (distancia {n})</translation>
    </message>
    <message>
        <source>
moves: {ways}</source>
        <translation>
mueve: {ways}</translation>
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
        <translation>Negro</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <source>Sky</source>
        <translation>Celeste</translation>
    </message>
</context>
<context>
    <name>ProgressText</name>
    <message>
        <source>not a lesson or puzzle id: {value!r}</source>
        <translation>no es un id de lección ni de problema: {value!r}</translation>
    </message>
    <message>
        <source>{key!r} is not a list of ids</source>
        <translation>{key!r} no es una lista de ids</translation>
    </message>
    <message>
        <source>the file is {count} bytes, far more than any progress file</source>
        <translation>el archivo tiene {count} bytes, mucho más que cualquier archivo de progreso</translation>
    </message>
    <message>
        <source>the file is not JSON ({exc})</source>
        <translation>el archivo no es JSON ({exc})</translation>
    </message>
    <message>
        <source>the file holds no progress object</source>
        <translation>el archivo no contiene ningún objeto de progreso</translation>
    </message>
    <message>
        <source>unknown version {value!r}</source>
        <translation>versión desconocida {value!r}</translation>
    </message>
    <message>
        <source>the puzzle rating {value!r} is not a rating</source>
        <translation>la valoración de problemas {value!r} no es una valoración</translation>
    </message>
    <message>
        <source>the count of rated puzzles {value!r} is not a count</source>
        <translation>el número de problemas valorados {value!r} no es un número</translation>
    </message>
    <message>
        <source>Your progress could not be read ({error}); it starts afresh for now.</source>
        <translation>No se pudo leer tu progreso ({error}); por ahora empieza de cero.</translation>
    </message>
    <message>
        <source>The file was kept as {path}.</source>
        <translation>El archivo se guardó como {path}.</translation>
    </message>
    <message>
        <source>The file could not be moved aside ({error}).</source>
        <translation>No se pudo apartar el archivo ({error}).</translation>
    </message>
    <message>
        <source>Your progress file {path} was refused: {error}. {kept} It starts afresh.</source>
        <translation>Se rechazó tu archivo de progreso {path}: {error}. {kept} Empieza de cero.</translation>
    </message>
</context>
<context>
    <name>PuzzleCliText</name>
    <message>
        <source>play seeded games between the levels and keep proven puzzles</source>
        <translation>jugar partidas con semilla entre los niveles y guardar los problemas demostrados</translation>
    </message>
    <message>
        <source>a registry name: {games}</source>
        <translation>un nombre registrado: {games}</translation>
    </message>
    <message>
        <source>puzzles to find</source>
        <translation>problemas que encontrar</translation>
    </message>
    <message>
        <source>a .jsonl file to add them to (default: print them)</source>
        <translation>un archivo .jsonl al que añadirlos (por defecto: imprimirlos)</translation>
    </message>
    <message>
        <source>the largest N of a win in N (1..{most})</source>
        <translation>la N más grande de una victoria en N (1..{most})</translation>
    </message>
    <message>
        <source>the last plies of each game searched for wins</source>
        <translation>las últimas medias jugadas de cada partida en las que se buscan victorias</translation>
    </message>
    <message>
        <source>no best capture puzzles</source>
        <translation>sin problemas de mejor captura</translation>
    </message>
    <message>
        <source>stop after this many games</source>
        <translation>parar tras este número de partidas</translation>
    </message>
    <message>
        <source>prove every puzzle of a file again (exhaustive search)</source>
        <translation>demostrar de nuevo cada problema de un archivo (búsqueda exhaustiva)</translation>
    </message>
    <message>
        <source>check this many puzzles, chosen with --seed</source>
        <translation>comprobar este número de problemas, elegidos con --seed</translation>
    </message>
    <message>
        <source>a line for every puzzle</source>
        <translation>una línea por problema</translation>
    </message>
</context>
<context>
    <name>RecordText</name>
    <message>
        <source>{where}missing field {key!r}</source>
        <translation>{where}falta el campo {key!r}</translation>
    </message>
    <message>
        <source>{where}field {key!r} has the wrong type ({kind})</source>
        <translation>{where}el campo {key!r} tiene un tipo erróneo ({kind})</translation>
    </message>
    <message>
        <source>seat {index} is not {{&apos;kind&apos;: &apos;human&apos;}} or {{&apos;kind&apos;: &apos;ai&apos;, &apos;level&apos;: ...}}</source>
        <translation>el puesto {index} no es {{&apos;kind&apos;: &apos;human&apos;}} ni {{&apos;kind&apos;: &apos;ai&apos;, &apos;level&apos;: ...}}</translation>
    </message>
    <message>
        <source>seat {index}: an AI seat needs a level</source>
        <translation>puesto {index}: un puesto de IA necesita un nivel</translation>
    </message>
    <message>
        <source>the file does not hold a game record (expected a JSON object)</source>
        <translation>el archivo no contiene un registro de partida (se esperaba un objeto JSON)</translation>
    </message>
    <message>
        <source>not a game record: field &apos;format&apos; should be {record_format!r}</source>
        <translation>no es un registro de partida: el campo &apos;format&apos; debe ser {record_format!r}</translation>
    </message>
    <message>
        <source>record format version {version} is newer than this app reads ({format_version})</source>
        <translation>la versión de formato {version} es más nueva de lo que lee esta aplicación ({format_version})</translation>
    </message>
    <message>
        <source>record format version {version} does not exist (versions start at 1)</source>
        <translation>la versión de formato {version} no existe (las versiones empiezan en 1)</translation>
    </message>
    <message>
        <source>unknown game {game_id!r}</source>
        <translation>juego desconocido {game_id!r}</translation>
    </message>
    <message>
        <source>field &apos;start_position&apos; has the wrong type</source>
        <translation>el campo &apos;start_position&apos; tiene un tipo erróneo</translation>
    </message>
    <message>
        <source>bad game setup: {exc}</source>
        <translation>preparación de partida errónea: {exc}</translation>
    </message>
    <message>
        <source>move {number} is not a text</source>
        <translation>la jugada {number} no es un texto</translation>
    </message>
    <message>
        <source>move {number} ({text!r}): {exc}</source>
        <translation>jugada {number} ({text!r}): {exc}</translation>
    </message>
    <message>
        <source>result: no player {resigned!r} to resign</source>
        <translation>resultado: no hay jugador {resigned!r} que abandone</translation>
    </message>
    <message>
        <source>field &apos;cursor&apos; should be a move number from 0 to {length}</source>
        <translation>el campo &apos;cursor&apos; debe ser un número de jugada de 0 a {length}</translation>
    </message>
    <message>
        <source>field &apos;time_control&apos; has the wrong type</source>
        <translation>el campo &apos;time_control&apos; tiene un tipo erróneo</translation>
    </message>
    <message>
        <source>field &apos;time_control&apos;: {exc}</source>
        <translation>campo &apos;time_control&apos;: {exc}</translation>
    </message>
    <message>
        <source>field &apos;time_left&apos; should be a list of at most {positions} positions&apos; times</source>
        <translation>el campo &apos;time_left&apos; debe ser una lista de los tiempos de como mucho {positions} posiciones</translation>
    </message>
    <message>
        <source>field &apos;time_left&apos;, after move {ply}: {exc}</source>
        <translation>campo &apos;time_left&apos;, tras la jugada {ply}: {exc}</translation>
    </message>
    <message>
        <source>{path} is not a game record: larger than {max_record_bytes} MB</source>
        <translation>{path} no es un registro de partida: más de {max_record_bytes} MB</translation>
    </message>
    <message>
        <source>cannot read {path}: {exc}</source>
        <translation>no se puede leer {path}: {exc}</translation>
    </message>
    <message>
        <source>not valid JSON (line {lineno}, column {colno}): {msg}</source>
        <translation>JSON no válido (línea {lineno}, columna {colno}): {msg}</translation>
    </message>
    <message>
        <source>not a game record: its JSON is nested too deeply</source>
        <translation>no es un registro de partida: su JSON está anidado demasiado</translation>
    </message>
    <message>
        <source>not a game record: {exc}</source>
        <translation>no es un registro de partida: {exc}</translation>
    </message>
</context>
<context>
    <name>ResultText</name>
    <message>
        <source>wins {wins}  draws {draws}  losses {losses}  unfinished {unfinished}</source>
        <translation>victorias {wins}  tablas {draws}  derrotas {losses}  sin terminar {unfinished}</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>{text!r} is not an Oxono move (like &apos;X d3-d6 d5&apos;)</source>
        <translation>{text!r} no es una jugada de Oxono (como &apos;X d3-d6 d5&apos;)</translation>
    </message>
    <message>
        <source>{text} is not legal in {position}</source>
        <translation>{text} no es legal en {position}</translation>
    </message>
    <message>
        <source>{text!r}: needs exactly one {name} totem &apos;{ch}&apos;</source>
        <translation>{text!r}: necesita exactamente un tótem {name} &apos;{ch}&apos;</translation>
    </message>
    <message>
        <source>{text!r}: a player has more than 8 pawns of one symbol</source>
        <translation>{text!r}: un jugador tiene más de 8 peones de un símbolo</translation>
    </message>
    <message>
        <source>{text!r}: {pink_down} pink and {black_down} black pawns cannot have {player} to move (Pink moves first)</source>
        <translation>{text!r}: con {pink_down} peones rosas y {black_down} negros no le puede tocar a {player} (Rosa empieza)</translation>
    </message>
    <message>
        <source>game {id!r} is registered already</source>
        <translation>el juego {id!r} ya está registrado</translation>
    </message>
    <message>
        <source>unknown game {game!r} (known: {games})</source>
        <translation>juego desconocido {game!r} (conocidos: {games})</translation>
    </message>
    <message>
        <source>unknown game {name!r} (known: {known})</source>
        <translation>juego desconocido {name!r} (conocidos: {known})</translation>
    </message>
    <message>
        <source>{text!r} is not a square (a1..{value}{rank})</source>
        <translation>{text!r} no es una casilla (a1..{value}{rank})</translation>
    </message>
    <message>
        <source>{text!r}: expected the ranks, a space, and the side to move &apos;{side}&apos; or &apos;{side2}&apos;</source>
        <translation>{text!r}: se esperaban las filas, un espacio y el bando que mueve &apos;{side}&apos; o &apos;{side2}&apos;</translation>
    </message>
    <message>
        <source>{source!r}: expected {size} ranks separated by &apos;/&apos;, found {count}</source>
        <translation>{source!r}: se esperaban {size} filas separadas por &apos;/&apos;, hay {count}</translation>
    </message>
    <message>
        <source>{source!r}: unknown piece {ch!r} on rank {rank}</source>
        <translation>{source!r}: pieza desconocida {ch!r} en la fila {rank}</translation>
    </message>
    <message>
        <source>{source!r}: rank {rank} has {file} squares, not {size}</source>
        <translation>{source!r}: la fila {rank} tiene {file} casillas, no {size}</translation>
    </message>
    <message>
        <source>{name!r} is not a board name like &apos;xeno-30&apos;</source>
        <translation>{name!r} no es un nombre de tablero como &apos;xeno-30&apos;</translation>
    </message>
    <message>
        <source>{strip!r}: boards have at most {max_spaces} spaces</source>
        <translation>{strip!r}: los tableros tienen como mucho {max_spaces} casillas</translation>
    </message>
    <message>
        <source>no Xeno board has {size} spaces: boards have 24, 60, 12·n² or 30·n² spaces (e.g. {boards})</source>
        <translation>ningún tablero de Xeno tiene {size} casillas: los tableros tienen 24, 60, 12·n² o 30·n² casillas (p. ej. {boards})</translation>
    </message>
    <message>
        <source>{name}: the base polyhedron is not closed</source>
        <translation>{name}: el poliedro de base no es cerrado</translation>
    </message>
    <message>
        <source>{board} has {size} spaces: it cannot be shared by {merged} players</source>
        <translation>{board} tiene {size} casillas: no se puede repartir entre {merged} jugadores</translation>
    </message>
    <message>
        <source>{text!r}: {token!r} is not a space of {board} (1..{size})</source>
        <translation>{text!r}: {token!r} no es una casilla de {board} (1..{size})</translation>
    </message>
    <message>
        <source>{text!r} is not a setup move like &apos;S 5&gt;9&apos;</source>
        <translation>{text!r} no es una jugada de preparación como &apos;S 5&gt;9&apos;</translation>
    </message>
    <message>
        <source>{text!r} is not a colour choice like &apos;C b&apos;</source>
        <translation>{text!r} no es una elección de color como &apos;C b&apos;</translation>
    </message>
    <message>
        <source>{text!r} is not a Xeno move (like &apos;12-7&apos;, &apos;12x7x19&apos;, &apos;S 5&gt;9&apos; or &apos;C b&apos;)</source>
        <translation>{text!r} no es una jugada de Xeno (como &apos;12-7&apos;, &apos;12x7x19&apos;, &apos;S 5&gt;9&apos; o &apos;C b&apos;)</translation>
    </message>
    <message>
        <source>{text!r}: expected &apos;&lt;board&gt; &lt;to-move&gt; &lt;stacks&gt;&apos;, like &apos;xeno-12 a ab,b,,a,…&apos;</source>
        <translation>{text!r}: se esperaba &apos;&lt;board&gt; &lt;to-move&gt; &lt;stacks&gt;&apos;, como &apos;xeno-12 a ab,b,,a,…&apos;</translation>
    </message>
    <message>
        <source>{text!r}: {exc}</source>
        <translation>{text!r}: {exc}</translation>
    </message>
    <message>
        <source>the position is for {board}, not {opt}</source>
        <translation>la posición es para {board}, no {opt}</translation>
    </message>
    <message>
        <source>{text!r}: {board} has {size} spaces, the position lists {count}</source>
        <translation>{text!r}: {board} tiene {size} casillas, la posición enumera {count}</translation>
    </message>
    <message>
        <source>{text!r}: space {number} holds {join!r}, not colours a..f</source>
        <translation>{text!r}: la casilla {number} contiene {join!r}, no colores a..f</translation>
    </message>
    <message>
        <source>{text!r}: a position needs pieces of at least two colours</source>
        <translation>{text!r}: una posición necesita piezas de al menos dos colores</translation>
    </message>
    <message>
        <source>{text!r}: the player to move must be one of the colours present</source>
        <translation>{text!r}: el jugador que mueve debe ser uno de los colores presentes</translation>
    </message>
    <message>
        <source>{text!r}: the fourth field should be &apos;seats:&lt;colours&gt;&apos;</source>
        <translation>{text!r}: el cuarto campo debe ser &apos;seats:&lt;colours&gt;&apos;</translation>
    </message>
    <message>
        <source>{text!r}: bad seat colours {spec!r}</source>
        <translation>{text!r}: colores de puesto erróneos {spec!r}</translation>
    </message>
    <message>
        <source>{text!r}: the seats must list each colour present once</source>
        <translation>{text!r}: los puestos deben enumerar una vez cada color presente</translation>
    </message>
    <message>
        <source>{text!r}: before the setup move every space holds one piece</source>
        <translation>{text!r}: antes de la jugada de preparación cada casilla tiene una pieza</translation>
    </message>
    <message>
        <source>{text!r}: &apos;S&lt;space&gt;&apos; names the removed piece&apos;s space</source>
        <translation>{text!r}: &apos;S&lt;space&gt;&apos; nombra la casilla de la pieza quitada</translation>
    </message>
    <message>
        <source>{text!r}: &apos;C&lt;colours&gt;&apos; lists the distinct colours chosen so far</source>
        <translation>{text!r}: &apos;C&lt;colours&gt;&apos; enumera los colores distintos elegidos hasta ahora</translation>
    </message>
    <message>
        <source>{text!r}: a chosen colour has no pieces</source>
        <translation>{text!r}: un color elegido no tiene piezas</translation>
    </message>
    <message>
        <source>{text!r}: after the setup move one space is empty and one holds two pieces</source>
        <translation>{text!r}: tras la jugada de preparación una casilla está vacía y otra tiene dos piezas</translation>
    </message>
    <message>
        <source>rank {rank}: cannot read {text!r} (a digit or a piece like Rl, Yl&lt;Bs^Rm)</source>
        <translation>fila {rank}: no se puede leer {text!r} (una cifra o una pieza como Rl, Yl&lt;Bs^Rm)</translation>
    </message>
    <message>
        <source>rank {rank}: {exc}</source>
        <translation>fila {rank}: {exc}</translation>
    </message>
    <message>
        <source>rank {rank} {text!r} describes {count} squares, not 8</source>
        <translation>la fila {rank} {text!r} describe {count} casillas, no 8</translation>
    </message>
    <message>
        <source>expected the reserve {label}… but found {text!r}</source>
        <translation>se esperaba la reserva {label}… pero se encontró {text!r}</translation>
    </message>
    <message>
        <source>reserve {label} {exc}</source>
        <translation>reserva {label} {exc}</translation>
    </message>
    <message>
        <source>reserve {label} holds {token!r}: write its pieces in its owner&apos;s case</source>
        <translation>la reserva {label} contiene {token!r}: escribe sus piezas en mayúscula o minúscula según su dueño</translation>
    </message>
    <message>
        <source>a position text has 4 fields (board, side to move, S:…, N:…), not {count}: {text!r}</source>
        <translation>un texto de posición tiene 4 campos (tablero, bando que mueve, S:…, N:…), no {count}: {text!r}</translation>
    </message>
    <message>
        <source>the board needs 8 ranks separated by &apos;/&apos;, not {count}</source>
        <translation>el tablero necesita 8 filas separadas por &apos;/&apos;, no {count}</translation>
    </message>
    <message>
        <source>the side to move is &apos;s&apos; or &apos;n&apos;, not {side!r}</source>
        <translation>el bando que mueve es &apos;s&apos; o &apos;n&apos;, no {side!r}</translation>
    </message>
    <message>
        <source>there are only two {name} pieces in the game, not {n}</source>
        <translation>solo hay dos piezas {name} en el juego, no {n}</translation>
    </message>
    <message>
        <source>an empty move text</source>
        <translation>un texto de jugada vacío</translation>
    </message>
    <message>
        <source>{text!r} is not an X Spectrum move (like c3-d2, c3-d2=Bl&lt;Bm, c3:^Bs-d2, c3=Bl^Bm, Rl@a1)</source>
        <translation>{text!r} no es una jugada de X Spectrum (como c3-d2, c3-d2=Bl&lt;Bm, c3:^Bs-d2, c3=Bl^Bm, Rl@a1)</translation>
    </message>
    <message>
        <source>{text!r}: a square alone is not a move (add -target or =arrangement)</source>
        <translation>{text!r}: una casilla sola no es una jugada (añade -destino o =disposición)</translation>
    </message>
    <message>
        <source>{text!r} is not a piece (R/Y/B, upper case South, lower case North, then s/m/l)</source>
        <translation>{text!r} no es una pieza (R/Y/B, mayúscula Sur, minúscula Norte, luego s/m/l)</translation>
    </message>
    <message>
        <source>a combination holds at most 3 pieces</source>
        <translation>una combinación tiene como mucho 3 piezas</translation>
    </message>
    <message>
        <source>a nested piece must be smaller than the base</source>
        <translation>una pieza encajada debe ser más pequeña que la base</translation>
    </message>
    <message>
        <source>nested pieces must be of different sizes, largest first</source>
        <translation>las piezas encajadas deben ser de tamaños distintos, la mayor primero</translation>
    </message>
    <message>
        <source>a stacked piece cannot be larger than the base</source>
        <translation>una pieza apilada no puede ser mayor que la base</translation>
    </message>
    <message>
        <source>empty contents</source>
        <translation>contenido vacío</translation>
    </message>
    <message>
        <source>{text!r}: expected &lt; or ^ before each further piece</source>
        <translation>{text!r}: se esperaba &lt; o ^ antes de cada pieza siguiente</translation>
    </message>
    <message>
        <source>{text!r} mixes pieces of both players</source>
        <translation>{text!r} mezcla piezas de los dos jugadores</translation>
    </message>
    <message>
        <source>{text!r}: nested pieces (&lt;) come before stacked ones (^)</source>
        <translation>{text!r}: las piezas encajadas (&lt;) van antes que las apiladas (^)</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>the position has no pieces at all</source>
        <translation>la posición no tiene ninguna pieza</translation>
    </message>
    <message>
        <source>{move} is not legal here</source>
        <translation>{move} no es legal aquí</translation>
    </message>
    <message>
        <source>this position was not reached by a move: nothing to undo</source>
        <translation>no se llegó a esta posición con una jugada: nada que deshacer</translation>
    </message>
    <message>
        <source>{move} did not lead to this position</source>
        <translation>{move} no llevó a esta posición</translation>
    </message>
    <message>
        <source>{text!r} is not a Zeno move (like &apos;c3-d4 +e4 -a3&apos;, &apos;c3*c4&apos; or &apos;e8-xx(0)&apos;)</source>
        <translation>{text!r} no es una jugada de Zeno (como &apos;c3-d4 +e4 -a3&apos;, &apos;c3*c4&apos; o &apos;e8-xx(0)&apos;)</translation>
    </message>
    <message>
        <source>{text!r}: {token!r} is neither &apos;+square&apos; (push) nor &apos;-square&apos; (pull)</source>
        <translation>{text!r}: {token!r} no es ni &apos;+casilla&apos; (empujar) ni &apos;-casilla&apos; (retroceder)</translation>
    </message>
    <message>
        <source>{text!r}: {group} is named twice</source>
        <translation>{text!r}: {group} se nombra dos veces</translation>
    </message>
    <message>
        <source>{text}: {player} has no piece on {square}</source>
        <translation>{text}: {player} no tiene ninguna pieza en {square}</translation>
    </message>
    <message>
        <source>{text}: that step stays on the board (name its square)</source>
        <translation>{text}: ese paso queda dentro del tablero (nombra su casilla)</translation>
    </message>
    <message>
        <source>{text}: a piece moves one step forward, straight or diagonally</source>
        <translation>{text}: una pieza avanza un paso, recto o en diagonal</translation>
    </message>
    <message>
        <source>{text}: {square} is occupied: write it with &apos;*&apos;</source>
        <translation>{text}: {square} está ocupada: escríbela con &apos;*&apos;</translation>
    </message>
    <message>
        <source>{text}: {square} is empty: write it with &apos;-&apos;</source>
        <translation>{text}: {square} está vacía: escríbela con &apos;-&apos;</translation>
    </message>
    <message>
        <source>{text}: only enemy pieces on the landing rank can be pushed</source>
        <translation>{text}: solo se pueden empujar piezas rivales de la fila de llegada</translation>
    </message>
    <message>
        <source>{text}: only your other pieces on the rank the piece left can be pulled</source>
        <translation>{text}: solo se pueden hacer retroceder tus otras piezas de la fila que dejó la pieza</translation>
    </message>
    <message>
        <source>{text!r}: {player} has more than 8 pieces</source>
        <translation>{text!r}: {player} tiene más de 8 piezas</translation>
    </message>
    <message>
        <source>{text!r}: both sides have no pieces</source>
        <translation>{text!r}: ningún bando tiene piezas</translation>
    </message>
</context>
<context>
    <name>SceneText</name>
    <message>
        <source>to move</source>
        <translation>le toca</translation>
    </message>
    <message>
        <source>clear: forward / back</source>
        <translation>transparente: adelante / atrás</translation>
    </message>
    <message>
        <source>cyan: left / right</source>
        <translation>cian: izquierda / derecha</translation>
    </message>
    <message>
        <source>cyan+clear: diagonals</source>
        <translation>cian+transparente: diagonales</translation>
    </message>
    <message>
        <source>orange: jumps, all 8</source>
        <translation>naranja: salta, las 8</translation>
    </message>
    <message>
        <source> · to move</source>
        <translation> · le toca</translation>
    </message>
    <message>
        <source>reserve empty</source>
        <translation>reserva vacía</translation>
    </message>
    <message>
        <source>pieces  {n}</source>
        <translation>piezas  {n}</translation>
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
        <translation>la biblioteca de partidas {path} es una carpeta: indica un archivo</translation>
    </message>
    <message>
        <source>cannot read the library {path}: {error}</source>
        <translation>no se puede leer la biblioteca {path}: {error}</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>no es una base de datos SQLite</translation>
    </message>
    <message>
        <source>it is another program&apos;s database</source>
        <translation>es la base de datos de otro programa</translation>
    </message>
    <message>
        <source>a newer version of the app made it (schema {found}, this one reads {read})</source>
        <translation>la hizo una versión más nueva de la aplicación (esquema {found}, esta lee el {read})</translation>
    </message>
    <message>
        <source>it is damaged ({error})</source>
        <translation>está dañada ({error})</translation>
    </message>
    <message>
        <source>another program is using it</source>
        <translation>otro programa la está usando</translation>
    </message>
    <message>
        <source>the game library {path} cannot be opened: {error}</source>
        <translation>la biblioteca de partidas {path} no se puede abrir: {error}</translation>
    </message>
    <message>
        <source>it cannot be read ({error})</source>
        <translation>no se puede leer ({error})</translation>
    </message>
    <message>
        <source>The game library {path} could not be opened: {why} (kept as {kept}). Your games are kept in a fresh library, {used}.</source>
        <translation>No se pudo abrir la biblioteca de partidas {path}: {why} (guardada como {kept}). Tus partidas se guardan en una biblioteca nueva, {used}.</translation>
    </message>
    <message>
        <source>The game library {path} could not be opened: {why}. Your games are kept in a fresh library, {used}.</source>
        <translation>No se pudo abrir la biblioteca de partidas {path}: {why}. Tus partidas se guardan en una biblioteca nueva, {used}.</translation>
    </message>
    <message>
        <source>{text}, which cannot be made either: {error}</source>
        <translation>{text}, que tampoco se puede crear: {error}</translation>
    </message>
</context>
<context>
    <name>SearchText</name>
    <message>
        <source>the AI did not answer within {seconds} s</source>
        <translation>la IA no respondió en {seconds} s</translation>
    </message>
    <message>
        <source>the AI&apos;s process ended unexpectedly</source>
        <translation>el proceso de la IA terminó de forma inesperada</translation>
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
        <translation>Humano</translation>
    </message>
    <message>
        <source>{player} resigned</source>
        <translation>{player} abandonó</translation>
    </message>
    <message>
        <source>{player} ran out of time</source>
        <translation>a {player} se le acabó el tiempo</translation>
    </message>
</context>
<context>
    <name>SideText</name>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>AI {level}</source>
        <translation>IA {level}</translation>
    </message>
    <message>
        <source>Who plays this side: change it at any time, even mid-game</source>
        <translation>Quién juega este bando: cámbialo cuando quieras, incluso a media partida</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Ask the AI again (a new AI process starts if the old one ended)</source>
        <translation>Preguntar de nuevo a la IA (se inicia un proceso nuevo si el anterior terminó)</translation>
    </message>
    <message>
        <source>The AI could not move: {error}</source>
        <translation>La IA no pudo mover: {error}</translation>
    </message>
    <message>
        <source>◀ to move</source>
        <translation>◀ le toca</translation>
    </message>
    <message>
        <source>{player}&apos;s time left ({clock})</source>
        <translation>Tiempo restante de {player} ({clock})</translation>
    </message>
    <message>
        <source>{player}&apos;s time left</source>
        <translation>Tiempo restante de {player}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>The start position — click to show it</source>
        <translation>La posición inicial — haz clic para verla</translation>
    </message>
    <message>
        <source>{player}&apos;s moves</source>
        <translation>Jugadas de {player}</translation>
    </message>
    <message>
        <source>{player} could not move: passed over</source>
        <translation>{player} no pudo mover: se le salta</translation>
    </message>
    <message>
        <source>{player}: {move} — click to show the position after it</source>
        <translation>{player}: {move} — haz clic para ver la posición tras ella</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
</context>
<context>
    <name>SpectrumText</name>
    <message numerus="yes">
        <source>%n piece|%n pieces</source>
        <translation>
            <numerusform>%n pieza</numerusform>
            <numerusform>%n piezas</numerusform>
        </translation>
    </message>
    <message>
        <source>nested</source>
        <translation>encajada</translation>
    </message>
    <message>
        <source>stacked</source>
        <translation>apilada</translation>
    </message>
    <message numerus="yes">
        <source>%n pip|%n pips</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>{nested} nested,
{stacked} stacked</source>
        <translation>{nested} encajada,
{stacked} apilada</translation>
    </message>
    <message>
        <source>{nested} nested
under the {base}</source>
        <translation>{nested} encajada
bajo la {base}</translation>
    </message>
    <message>
        <source>{stacked} stacked
on the {base}</source>
        <translation>{stacked} apilada
sobre la {base}</translation>
    </message>
    <message>
        <source>{base} alone</source>
        <translation>{base} sola</translation>
    </message>
    <message>
        <source>rearrange: nest the
{piece} under the base</source>
        <translation>reordenar: encajar la
{piece} bajo la base</translation>
    </message>
    <message>
        <source>rearrange: stack the
{piece} on top</source>
        <translation>reordenar: apilar la
{piece} encima</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>board: {board}
reserve: {reserve}</source>
        <translation>tablero: {board}
reserva: {reserve}</translation>
    </message>
    <message>
        <source>How they stand on {square}:</source>
        <translation>Cómo quedan en {square}:</translation>
    </message>
    <message numerus="yes">
        <source>move the whole square
%n piece together|move the whole square
%n pieces together</source>
        <translation>
            <numerusform>mover la casilla entera
%n pieza junta</numerusform>
            <numerusform>mover la casilla entera
%n piezas juntas</numerusform>
        </translation>
    </message>
    <message>
        <source>the base</source>
        <translation>la base</translation>
    </message>
    <message>
        <source>move out only the
{piece} ({role})</source>
        <translation>sacar solo la
{piece} ({role})</translation>
    </message>
    <message>
        <source>Move from {square}:</source>
        <translation>Mover desde {square}:</translation>
    </message>
    <message>
        <source>The game is over: New game (Ctrl+N), or browse the moves</source>
        <translation>La partida ha terminado: Partida nueva (Ctrl+N), o recorre las jugadas</translation>
    </message>
    <message>
        <source>{player}: choose how the pieces stand on {square} (Esc: back)</source>
        <translation>{player}: elige cómo quedan las piezas en {square} (Esc: atrás)</translation>
    </message>
    <message>
        <source>{player}: click the start square to bring the {piece} back (Esc: cancel)</source>
        <translation>{player}: haz clic en la casilla de salida para devolver la {piece} (Esc: cancelar)</translation>
    </message>
    <message>
        <source>{player}: click one of your squares, or a piece in your reserve</source>
        <translation>{player}: haz clic en una de tus casillas o en una pieza de tu reserva</translation>
    </message>
    <message>
        <source>the whole square</source>
        <translation>la casilla entera</translation>
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
        <translation>{player}: haz clic adonde va {what} de {square} (Esc: atrás)</translation>
    </message>
    <message>
        <source>{player}: that is {other}&apos;s reserve</source>
        <translation>{player}: esa es la reserva de {other}</translation>
    </message>
    <message>
        <source>{player}: the {piece} re-enters only on its own start square, which is taken</source>
        <translation>{player}: la {piece} solo vuelve a entrar en su propia casilla de salida, que está ocupada</translation>
    </message>
    <message>
        <source>{player}: choose an arrangement beside the board (Esc: back)</source>
        <translation>{player}: elige una disposición junto al tablero (Esc: atrás)</translation>
    </message>
    <message>
        <source>combination</source>
        <translation>combinación</translation>
    </message>
    <message>
        <source>{player}: the {piece} on {square} has no move</source>
        <translation>{player}: la {piece} de {square} no tiene jugada</translation>
    </message>
    <message>
        <source>{player}: {square} is empty — click one of your own squares</source>
        <translation>{player}: {square} está vacía — haz clic en una de tus casillas</translation>
    </message>
    <message>
        <source>{player}: {square} is {other}&apos;s — click one of your own squares</source>
        <translation>{player}: {square} es de {other} — haz clic en una de tus casillas</translation>
    </message>
    <message>
        <source>{player}: that cannot go to {square} — choose a highlighted square (Esc: back)</source>
        <translation>{player}: eso no puede ir a {square} — elige una casilla resaltada (Esc: atrás)</translation>
    </message>
</context>
<context>
    <name>StartText</name>
    <message numerus="yes">
        <source>%n day ago|%n days ago</source>
        <translation>
            <numerusform>hace %n día</numerusform>
            <numerusform>hace %n días</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour ago|%n hours ago</source>
        <translation>
            <numerusform>hace %n hora</numerusform>
            <numerusform>hace %n horas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute ago|%n minutes ago</source>
        <translation>
            <numerusform>hace %n minuto</numerusform>
            <numerusform>hace %n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player|%n players</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} jugadores</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>ahora mismo</translation>
    </message>
    <message>
        <source>the game on show</source>
        <translation>la partida en pantalla</translation>
    </message>
    <message>
        <source>Back to It</source>
        <translation>Volver a ella</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Back to the game on show</source>
        <translation>Volver a la partida en pantalla</translation>
    </message>
    <message>
        <source>Go on with this game, exactly where it was left</source>
        <translation>Seguir esta partida justo donde se dejó</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Let this game go (asks first: it cannot be got back)</source>
        <translation>Dejar esta partida (pregunta antes: no se puede recuperar)</translation>
    </message>
    <message>
        <source>Play the computer</source>
        <translation>Contra el ordenador</translation>
    </message>
    <message>
        <source>A game of {game} against the AI (Easy); change it under New Game</source>
        <translation>Una partida de {game} contra la IA (Fácil); cámbiala en Partida nueva</translation>
    </message>
    <message>
        <source>Play a friend</source>
        <translation>Contra un amigo</translation>
    </message>
    <message>
        <source>A game of {game} for two people at this screen</source>
        <translation>Una partida de {game} para dos personas en esta pantalla</translation>
    </message>
    <message>
        <source>Abstract games: pick one, and play the computer or a friend at this screen.</source>
        <translation>Juegos abstractos: elige uno y juega contra el ordenador o un amigo en esta pantalla.</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Partidas sin terminar</translation>
    </message>
    <message>
        <source>New game with every option…</source>
        <translation>Partida nueva con todas las opciones…</translation>
    </message>
    <message>
        <source>Choose the game, its options and who plays each side (Ctrl+N)</source>
        <translation>Elige el juego, sus opciones y quién juega cada bando (Ctrl+N)</translation>
    </message>
    <message>
        <source>Play over the network:</source>
        <translation>Jugar en red:</translation>
    </message>
    <message>
        <source>Host…</source>
        <translation>Crear…</translation>
    </message>
    <message>
        <source>Host a game that friends on other computers join with a code</source>
        <translation>Crear una partida a la que tus amigos se unen desde otros ordenadores con un código</translation>
    </message>
    <message>
        <source>Join…</source>
        <translation>Unirse…</translation>
    </message>
    <message>
        <source>Join a game hosted on another computer (games on this network show)</source>
        <translation>Unirse a una partida creada en otro ordenador (se muestran las de esta red)</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
</context>
<context>
    <name>StoreText</name>
    <message>
        <source>{text!r} is not a day (write it as 2026-12-04)</source>
        <translation>{text!r} no es un día (escríbelo como 2026-12-04)</translation>
    </message>
    <message numerus="yes">
        <source>%n game added|%n games added</source>
        <translation>
            <numerusform>%n partida añadida</numerusform>
            <numerusform>%n partidas añadidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n already in the library</source>
        <translation>
            <numerusform>, %n ya estaba en la biblioteca</numerusform>
            <numerusform>, %n ya estaban en la biblioteca</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n refused</source>
        <translation>
            <numerusform>, %n rechazada</numerusform>
            <numerusform>, %n rechazadas</numerusform>
        </translation>
    </message>
    <message>
        <source>the game library {path}: {error}</source>
        <translation>la biblioteca de partidas {path}: {error}</translation>
    </message>
    <message>
        <source>the game library {path} cannot be written: {error}</source>
        <translation>no se puede escribir en la biblioteca de partidas {path}: {error}</translation>
    </message>
    <message>
        <source>cannot read it: {error}</source>
        <translation>no se puede leer: {error}</translation>
    </message>
    <message>
        <source>not read: one import reads at most {count} files</source>
        <translation>no leído: una importación lee como mucho {count} archivos</translation>
    </message>
    <message>
        <source>there is no game {number} in the library</source>
        <translation>no hay ninguna partida {number} en la biblioteca</translation>
    </message>
    <message>
        <source>game {number} cannot be replayed: {error}</source>
        <translation>la partida {number} no se puede reproducir: {error}</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <translation>no se puede escribir {path}: {error}</translation>
    </message>
    <message>
        <source>the game library {path} cannot be opened: {error}</source>
        <translation>la biblioteca de partidas {path} no se puede abrir: {error}</translation>
    </message>
</context>
<context>
    <name>TallyText</name>
    <message>
        <source>{games} games, {wins} won, {draws} drawn, {losses} lost, {unfinished} unfinished</source>
        <translation>{games} partidas, {wins} ganadas, {draws} tablas, {losses} perdidas, {unfinished} sin terminar</translation>
    </message>
    <message>
        <source>, {other} between others</source>
        <translation>, {other} entre otros</translation>
    </message>
</context>
<context>
    <name>UnsavedText</name>
    <message>
        <source>Unsaved moves</source>
        <translation>Jugadas sin guardar</translation>
    </message>
    <message>
        <source>This game of {game} has moves you have not saved.</source>
        <translation>Esta partida de {game} tiene jugadas que no has guardado.</translation>
    </message>
    <message>
        <source>What becomes of it before you {doing}?</source>
        <translation>¿Qué hacemos con ella antes de {doing}?</translation>
    </message>
    <message>
        <source> Kept games wait on the start page, under Resume.</source>
        <translation> Las partidas guardadas esperan en la página de inicio, en Reanudar.</translation>
    </message>
    <message>
        <source>Keep for Later</source>
        <translation>Guardar para luego</translation>
    </message>
    <message>
        <source>Resume it later from the start page</source>
        <translation>Reanúdala luego desde la página de inicio</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>Save it in a file of your own</source>
        <translation>Guárdala en un archivo propio</translation>
    </message>
    <message>
        <source>Let it go: it cannot be got back</source>
        <translation>Déjala: no se puede recuperar</translation>
    </message>
</context>
<context>
    <name>WindowText</name>
    <message>
        <source>Players and moves</source>
        <translation>Jugadores y jugadas</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Elige un juego</translation>
    </message>
    <message>
        <source>Cannot resume the game</source>
        <translation>No se puede reanudar la partida</translation>
    </message>
    <message>
        <source>This kept game cannot be replayed:
{error}</source>
        <translation>Esta partida guardada no se puede reproducir:
{error}</translation>
    </message>
    <message>
        <source>That game is no longer kept</source>
        <translation>Esa partida ya no está guardada</translation>
    </message>
    <message>
        <source>Discard this game?</source>
        <translation>¿Descartar esta partida?</translation>
    </message>
    <message>
        <source>Discard this unfinished game? It cannot be got back.</source>
        <translation>¿Descartar esta partida sin terminar? No se puede recuperar.</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Pista: {move}</translation>
    </message>
    <message>
        <source>The AI could not find a hint: {error} — the game is as it was</source>
        <translation>La IA no encontró ninguna pista: {error} — la partida sigue igual</translation>
    </message>
    <message>
        <source>The AI could not choose a move: {error} — the game is as it was</source>
        <translation>La IA no pudo elegir una jugada: {error} — la partida sigue igual</translation>
    </message>
    <message>
        <source>Game over: {reason}</source>
        <translation>Fin de la partida: {reason}</translation>
    </message>
    <message>
        <source>{player} (AI, {level}) to move</source>
        <translation>Le toca a {player} (IA, {level})</translation>
    </message>
    <message>
        <source>{player} to move</source>
        <translation>Le toca a {player}</translation>
    </message>
    <message>
        <source>Showing move {ply} of {length} — {text}</source>
        <translation>Jugada {ply} de {length} — {text}</translation>
    </message>
    <message>
        <source>Play here?</source>
        <translation>¿Jugar aquí?</translation>
    </message>
    <message numerus="yes">
        <source>You are looking at an earlier position. Playing here drops the %n later move. Play here?|You are looking at an earlier position. Playing here drops the %n later moves. Play here?</source>
        <translation>
            <numerusform>Estás viendo una posición anterior. Jugar aquí borra la %n jugada posterior. ¿Jugar aquí?</numerusform>
            <numerusform>Estás viendo una posición anterior. Jugar aquí borra las %n jugadas posteriores. ¿Jugar aquí?</numerusform>
        </translation>
    </message>
    <message>
        <source>A hint is for a human player to move</source>
        <translation>Las pistas son para un jugador humano al que le toca</translation>
    </message>
    <message>
        <source>Finding a hint… {seconds} s</source>
        <translation>Buscando una pista… {seconds} s</translation>
    </message>
    <message>
        <source>AI thinking… {seconds} s</source>
        <translation>La IA piensa… {seconds} s</translation>
    </message>
</context>
<context>
    <name>XenoText</name>
    <message>
        <source>{spaces} and {n} more</source>
        <translation>{spaces} y {n} más</translation>
    </message>
    <message>
        <source>{spaces} and {last}</source>
        <translation>{spaces} y {last}</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Elige un color</translation>
    </message>
    <message>
        <source>{player}: choose the colour you will play</source>
        <translation>{player}: elige el color con el que jugarás</translation>
    </message>
    <message>
        <source>Play the {colour} pieces (letter {letter})</source>
        <translation>Jugar con las piezas de color {colour} (letra {letter})</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>{colours} (bottom to top): {owner} controls it</source>
        <translation>{colours} (de abajo arriba): la controla {owner}</translation>
    </message>
    <message>
        <source>choosing a colour</source>
        <translation>eligiendo color</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>preparación</translation>
    </message>
    <message>
        <source> · skipped (no move)</source>
        <translation> · se salta (sin jugada)</translation>
    </message>
    <message numerus="yes">
        <source>%n stack|%n stacks</source>
        <translation>
            <numerusform>%n pila</numerusform>
            <numerusform>%n pilas</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} (setup): the {colour} piece on space {space} is taken off — click a stack of another colour to put it on</source>
        <translation>{player} (preparación): se quita la pieza {colour} de la casilla {space} — haz clic en una pila de otro color para ponerla encima</translation>
    </message>
    <message>
        <source>{player}: choose a colour</source>
        <translation>{player}: elige un color</translation>
    </message>
    <message>
        <source>{player} to move: stack {space} must jump (jumps are compulsory) — striped red frame; J turns the ball to it</source>
        <translation>Le toca a {player}: la pila {space} debe saltar (saltar es obligatorio) — marco rojo a rayas; J gira la bola hacia ella</translation>
    </message>
    <message>
        <source>{player} to move: stacks {spaces} must jump — striped red frames; J turns the ball to them</source>
        <translation>Le toca a {player}: las pilas {spaces} deben saltar — marcos rojos a rayas; J gira la bola hacia ellas</translation>
    </message>
    <message>
        <source>{player} to move: only stack {space} can move (gold frame; J turns the ball to it)</source>
        <translation>Le toca a {player}: solo puede mover la pila {space} (marco dorado; J gira la bola hacia ella)</translation>
    </message>
    <message numerus="yes">
        <source>{player} to move: click one of your %n stacks that can move (gold frames; J turns the ball to them)</source>
        <translation>
            <numerusform>Le toca a {player}: haz clic en una de tus %n pila que pueden mover (marcos dorados; J gira la bola hacia ellas)</numerusform>
            <numerusform>Le toca a {player}: haz clic en una de tus %n pilas que pueden mover (marcos dorados; J gira la bola hacia ellas)</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}: click where stack {space} goes (Esc: choose again)</source>
        <translation>{player}: haz clic adonde va la pila {space} (Esc: elegir de nuevo)</translation>
    </message>
    <message>
        <source>{player}: the jump goes on — click the next landing space (Esc: one step back)</source>
        <translation>{player}: el salto continúa — haz clic en la siguiente casilla de llegada (Esc: un paso atrás)</translation>
    </message>
    <message>
        <source>The game is over: start a new game or look back through the moves</source>
        <translation>La partida ha terminado: empieza una partida nueva o repasa las jugadas</translation>
    </message>
    <message>
        <source>That is off the ball: drag to turn it, click a space to play</source>
        <translation>Eso está fuera de la bola: arrastra para girarla, haz clic en una casilla para jugar</translation>
    </message>
    <message>
        <source>No stack is marked now: J turns the ball to the stacks that can move on your turn</source>
        <translation>Ahora no hay ninguna pila marcada: J gira la bola hacia las pilas que pueden mover en tu turno</translation>
    </message>
    <message numerus="yes">
        <source>Stack {spaces} must jump|Stacks {spaces} must jump</source>
        <translation>
            <numerusform>La pila {spaces} debe saltar</numerusform>
            <numerusform>Las pilas {spaces} deben saltar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stack {spaces} can move|Stacks {spaces} can move</source>
        <translation>
            <numerusform>La pila {spaces} puede mover</numerusform>
            <numerusform>Las pilas {spaces} pueden mover</numerusform>
        </translation>
    </message>
    <message>
        <source> (group {number} of {count}: J for the next)</source>
        <translation> (grupo {number} de {count}: J para el siguiente)</translation>
    </message>
    <message>
        <source>{what} — turn the ball with the mouse or {keys}</source>
        <translation>{what} — gira la bola con el ratón o con {keys}</translation>
    </message>
    <message>
        <source>Space {space} holds the piece taken off: put it on a stack of another colour</source>
        <translation>La casilla {space} tiene la pieza quitada: ponla sobre una pila de otro color</translation>
    </message>
    <message>
        <source>Space {space} has the same colour as the piece taken off: choose another colour</source>
        <translation>La casilla {space} tiene el mismo color que la pieza quitada: elige otro color</translation>
    </message>
    <message>
        <source>Stack {stack} cannot go to space {space} (Esc: choose again)</source>
        <translation>La pila {stack} no puede ir a la casilla {space} (Esc: elegir de nuevo)</translation>
    </message>
    <message>
        <source>Space {space} is empty: click one of your ({colour}) stacks</source>
        <translation>La casilla {space} está vacía: haz clic en una de tus pilas ({colour})</translation>
    </message>
    <message>
        <source>Stack {space} is {owner}&apos;s (its top piece): you play {colour}</source>
        <translation>La pila {space} es de {owner} (su pieza de arriba): tú juegas con {colour}</translation>
    </message>
    <message numerus="yes">
        <source>Jumps are compulsory: stack {spaces} must jump (J turns the ball to it)|Jumps are compulsory: stacks {spaces} must jump (J turns the ball to them)</source>
        <translation>
            <numerusform>Saltar es obligatorio: la pila {spaces} debe saltar (J gira la bola hacia ella)</numerusform>
            <numerusform>Saltar es obligatorio: las pilas {spaces} deben saltar (J gira la bola hacia ellas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Stack {space} has no empty space next to it</source>
        <translation>La pila {space} no tiene ninguna casilla vacía al lado</translation>
    </message>
    <message>
        <source>{player}: choose a colour (click the ball to see the choice again)</source>
        <translation>{player}: elige un color (haz clic en la bola para ver de nuevo la elección)</translation>
    </message>
    <message>
        <source>Space {space}: {stack}</source>
        <translation>Casilla {space}: {stack}</translation>
    </message>
</context>
<context>
    <name>ZenoText</name>
    <message numerus="yes">
        <source>%n piece · tempo {tempo}|%n pieces · tempo {tempo}</source>
        <translation>
            <numerusform>%n pieza · tempo {tempo}</numerusform>
            <numerusform>%n piezas · tempo {tempo}</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} pushed</source>
        <translation>{n} empujadas</translation>
    </message>
    <message>
        <source>{n} pulled</source>
        <translation>{n} retrocedidas</translation>
    </message>
    <message>
        <source>Done (Enter)</source>
        <translation>Hecho (Intro)</translation>
    </message>
    <message>
        <source>The game is over: New game (Ctrl+N), or browse the moves</source>
        <translation>La partida ha terminado: Partida nueva (Ctrl+N), o recorre las jugadas</translation>
    </message>
    <message>
        <source>{player}: choose a piece to move</source>
        <translation>{player}: elige una pieza para mover</translation>
    </message>
    <message>
        <source>{player}: choose where it steps (a red cross removes it: a self-capture) — Esc: another piece</source>
        <translation>{player}: elige adónde avanza (una cruz roja la retira: autocaptura) — Esc: otra pieza</translation>
    </message>
    <message>
        <source>enemy pieces on the landing rank to push them</source>
        <translation>piezas rivales en la fila de llegada para empujarlas</translation>
    </message>
    <message>
        <source>your pieces on the rank you left to pull them</source>
        <translation>piezas tuyas en la fila que dejaste para hacerlas retroceder</translation>
    </message>
    <message>
        <source>{player}: click {what} — Enter or Done plays the turn (Esc: back)</source>
        <translation>{player}: haz clic en {what} — Intro o Hecho juega el turno (Esc: atrás)</translation>
    </message>
    <message>
        <source>, or </source>
        <translation>, o </translation>
    </message>
    <message>
        <source>{player}: choose one of your own pieces first</source>
        <translation>{player}: primero elige una de tus piezas</translation>
    </message>
    <message>
        <source>A piece steps one space forward: straight or diagonally — choose a marked target</source>
        <translation>Una pieza avanza una casilla: recta o en diagonal — elige un destino marcado</translation>
    </message>
    <message>
        <source>Click a marked piece to push or pull it, or Enter / Done to play the turn</source>
        <translation>Haz clic en una pieza marcada para empujarla o hacerla retroceder, o Intro / Hecho para jugar el turno</translation>
    </message>
    <message>
        <source>{square} cannot be pushed or pulled: only enemy pieces on the landing rank (push) and your other pieces on the rank you left (pull)</source>
        <translation>{square} no se puede empujar ni hacer retroceder: solo las piezas rivales de la fila de llegada (empujar) y tus otras piezas de la fila que dejaste (retroceder)</translation>
    </message>
    <message>
        <source>{move} is not legal here</source>
        <translation>{move} no es legal aquí</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>uso: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argumentos posicionales</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>mostrar esta ayuda y salir</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>mostrar la versión del programa y salir</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>se necesitan los siguientes argumentos: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>argumentos no reconocidos: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>se esperaba un argumento</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>elección no válida: %(value)r (elige entre %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valor %(type)s no válido: %(value)r</translation>
    </message>
</context>
</TS>
