<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>AnalysisText</name>
    <message>
        <source>Review: played {move} {mark} (grey) — an inaccuracy, it lost {loss}% of the chance to win; better: {better} (blue)</source>
        <translation>복기: 둔 수 {move} {mark} (회색) — 부정확한 수, 승률을 {loss}% 잃었습니다; 더 나은 수: {better} (파랑)</translation>
    </message>
    <message>
        <source>Review: played {move} {mark} (grey) — a mistake, it lost {loss}% of the chance to win; better: {better} (blue)</source>
        <translation>복기: 둔 수 {move} {mark} (회색) — 실수, 승률을 {loss}% 잃었습니다; 더 나은 수: {better} (파랑)</translation>
    </message>
    <message>
        <source>Review: played {move} {mark} (grey) — a blunder, it lost {loss}% of the chance to win; better: {better} (blue)</source>
        <translation>복기: 둔 수 {move} {mark} (회색) — 대실수, 승률을 {loss}% 잃었습니다; 더 나은 수: {better} (파랑)</translation>
    </message>
    <message>
        <source>Inaccuracy by {player}: lost {loss}% of the chance to win; better was {better}</source>
        <translation>{player}의 부정확한 수: 승률을 {loss}% 잃었습니다; {better}이(가) 더 나았습니다</translation>
    </message>
    <message>
        <source>Mistake by {player}: lost {loss}% of the chance to win; better was {better}</source>
        <translation>{player}의 실수: 승률을 {loss}% 잃었습니다; {better}이(가) 더 나았습니다</translation>
    </message>
    <message>
        <source>Blunder by {player}: lost {loss}% of the chance to win; better was {better}</source>
        <translation>{player}의 대실수: 승률을 {loss}% 잃었습니다; {better}이(가) 더 나았습니다</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win here, by the engine&apos;s judgement</source>
        <translation>엔진이 판단한 여기서의 각 플레이어 승률</translation>
    </message>
    <message>
        <source>The engine is still judging this position</source>
        <translation>엔진이 아직 이 포지션을 판단하고 있습니다</translation>
    </message>
    <message>
        <source>Chance to win here: {chances}</source>
        <translation>여기서의 승률: {chances}</translation>
    </message>
    <message>
        <source>move</source>
        <translation>수</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win as the game went; click to show that position</source>
        <translation>게임이 진행되며 바뀐 각 플레이어의 승률; 클릭하면 그 포지션이 보입니다</translation>
    </message>
    <message>
        <source>The analysis stopped: {error} (View &gt; Show Evaluation twice restarts it)</source>
        <translation>분석이 멈췄습니다: {error} (보기 &gt; 평가 보기를 두 번 누르면 다시 시작합니다)</translation>
    </message>
    <message>
        <source> (still judging the rest of the game…)</source>
        <translation> (나머지 게임은 아직 판단 중…)</translation>
    </message>
    <message>
        <source>Review: no move lost much by the engine&apos;s judgement so far{pending}</source>
        <translation>복기: 엔진 판단으로 지금까지 크게 잃은 수가 없습니다{pending}</translation>
    </message>
    <message numerus="yes">
        <source>Review: %n move marked; the worst: {moves}{pending} — click one to see the better move|Review: %n moves marked; the worst: {moves}{pending} — click one to see the better move</source>
        <translation>
            <numerusform>복기: %n수 표시; 가장 나쁜 수: {moves}{pending} — 클릭하면 더 나은 수가 보입니다</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BallText</name>
    <message>
        <source>Drag or {keys} to turn the ball · wheel to zoom · double-click a space to bring it to the front · J: turn to the stacks that can move · R: reset the view</source>
        <translation>끌거나 {keys}로 공을 돌립니다 · 휠로 확대 · 칸을 두 번 클릭하면 앞으로 · J: 움직일 수 있는 더미로 돌리기 · R: 보기 초기화</translation>
    </message>
</context>
<context>
    <name>BannerText</name>
    <message>
        <source>{player} wins</source>
        <translation>{player} 승리</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>{players} lost</source>
        <translation>{players} 패배</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N)</source>
        <translation>새 게임 시작 (Ctrl+N)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>복기</translation>
    </message>
    <message>
        <source>Browse the moves (the result stays here, on one line)</source>
        <translation>수를 살펴봅니다 (결과는 여기에 한 줄로 남습니다)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>보기</translation>
    </message>
    <message>
        <source>Show the whole result again</source>
        <translation>결과 전체를 다시 봅니다</translation>
    </message>
</context>
<context>
    <name>BoardText</name>
    <message>
        <source>The game is over: start a New game (Ctrl+N) or browse the moves</source>
        <translation>게임이 끝났습니다: 새 게임(Ctrl+N)을 시작하거나 수를 살펴보세요</translation>
    </message>
</context>
<context>
    <name>CliText</name>
    <message>
        <source>{message} (see {prog} --help)</source>
        <translation>{message} ({prog} --help 참고)</translation>
    </message>
    <message>
        <source>option {option!r} should be KEY=VALUE, e.g. players=3</source>
        <translation>옵션 {option!r}은(는) KEY=VALUE여야 합니다, 예: players=3</translation>
    </message>
    <message>
        <source>move {number} ({move!r}): {error}</source>
        <translation>{number}번째 수 ({move!r}): {error}</translation>
    </message>
    <message>
        <source>DEPTH must be 0 or more</source>
        <translation>DEPTH는 0 이상이어야 합니다</translation>
    </message>
    <message>
        <source>{seconds} s, {rate} nodes/s</source>
        <translation>{seconds}초, 초당 {rate}노드</translation>
    </message>
    <message>
        <source>unknown level {level!r} (known: {levels})</source>
        <translation>알 수 없는 단계 {level!r} (알려진 단계: {levels})</translation>
    </message>
    <message>
        <source>{level} plays at the node budget its rating map gives: not with --nodes or --time</source>
        <translation>{level}은(는) 레이팅 맵이 정한 노드 예산으로 둡니다: --nodes나 --time과 함께 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>-n must be at least 1</source>
        <translation>-n은 1 이상이어야 합니다</translation>
    </message>
    <message>
        <source>--nodes must be at least 1</source>
        <translation>--nodes는 1 이상이어야 합니다</translation>
    </message>
    <message>
        <source>--own-nodes gives each level its own node budget: not with --nodes or --time</source>
        <translation>--own-nodes는 단계마다 자기 노드 예산을 줍니다: --nodes나 --time과 함께 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>--time must be a positive number of seconds</source>
        <translation>--time은 양수인 초여야 합니다</translation>
    </message>
    <message>
        <source>--jobs must be from 1 to 256</source>
        <translation>--jobs는 1에서 256 사이여야 합니다</translation>
    </message>
    <message>
        <source>  game {done}/{count}: {score}</source>
        <translation>  게임 {done}/{count}: {score}</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds}초</translation>
    </message>
    <message>
        <source>{count} nodes</source>
        <translation>{count}노드</translation>
    </message>
    <message>
        <source>each level&apos;s own nodes ({a} / {b})</source>
        <translation>단계마다 자기 노드 ({a} / {b})</translation>
    </message>
    <message>
        <source>{limits} a move</source>
        <translation>수마다 {limits}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 또는 </translation>
    </message>
    <message>
        <source>the levels&apos; time budgets</source>
        <translation>단계별 시간 예산</translation>
    </message>
    <message>
        <source>, {count} jobs</source>
        <translation>, 작업 {count}개</translation>
    </message>
    <message>
        <source>{game}: {a} (A) vs {b} (B), {count} games, seed {seed}, {budget}{jobs}</source>
        <translation>{game}: {a} (A) 대 {b} (B), {count}게임, 시드 {seed}, {budget}{jobs}</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>승</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>무</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>패</translation>
    </message>
    <message>
        <source>unfinished (move cap): {count}</source>
        <translation>끝나지 않음 (수 제한): {count}</translation>
    </message>
    <message>
        <source>{seconds} s; median {median} s per move, max {longest} s</source>
        <translation>{seconds}초; 수당 중앙값 {median}초, 최대 {longest}초</translation>
    </message>
    <message>
        <source>Elo A - B: {estimate}</source>
        <translation>Elo A - B: {estimate}</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder|%n blunders</source>
        <translation>
            <numerusform>대실수 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake|%n mistakes</source>
        <translation>
            <numerusform>실수 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy|%n inaccuracies</source>
        <translation>
            <numerusform>부정확 %n</numerusform>
        </translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>대실수</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>실수</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>부정확</translation>
    </message>
    <message>
        <source>--level must be a level that searches ({levels}), not {level!r}</source>
        <translation>--level은 탐색하는 단계여야 합니다 ({levels}), {level!r}은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>--nodes must be from 1 to 1,000,000,000</source>
        <translation>--nodes는 1에서 1,000,000,000 사이여야 합니다</translation>
    </message>
    <message>
        <source>analysing position {done}/{total}</source>
        <translation>포지션 분석 중 {done}/{total}</translation>
    </message>
    <message numerus="yes">
        <source>{game}, %n move, analysed by {level} at {nodes} nodes a position|{game}, %n moves, analysed by {level} at {nodes} nodes a position</source>
        <translation>
            <numerusform>{game}, %n수, {level}이(가) 포지션마다 노드 {nodes}개로 분석</numerusform>
        </translation>
    </message>
    <message>
        <source>{verdict}; better {move} ({player} {chance}%)</source>
        <translation>{verdict}; 더 나은 수 {move} ({player} {chance}%)</translation>
    </message>
    <message>
        <source>; worst: move {number} {move} (-{loss}%)</source>
        <translation>; 가장 나쁜 수: {number}수째 {move} (-{loss}%)</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>끝나지 않음</translation>
    </message>
    <message>
        <source>Summary: {summary}; result: {result}</source>
        <translation>요약: {summary}; 결과: {result}</translation>
    </message>
    <message>
        <source>Xeno, Zeno, Oxono and X Spectrum. With no command, start the app.</source>
        <translation>Xeno, Zeno, Oxono, X Spectrum. 명령 없이 실행하면 앱을 시작합니다.</translation>
    </message>
    <message>
        <source>the app&apos;s language: en, es, fr, de or ko (default: the system&apos;s)</source>
        <translation>앱의 언어: en, es, fr, de, ko (기본: 시스템 언어)</translation>
    </message>
    <message>
        <source>start the app with a saved game</source>
        <translation>저장한 게임으로 앱을 시작합니다</translation>
    </message>
    <message>
        <source>a game record (.json)</source>
        <translation>게임 기록 (.json)</translation>
    </message>
    <message>
        <source>count legal move sequences</source>
        <translation>둘 수 있는 수의 연속을 셉니다</translation>
    </message>
    <message>
        <source>game name, e.g. oxono</source>
        <translation>게임 이름, 예: oxono</translation>
    </message>
    <message>
        <source>plies</source>
        <translation>수 (플라이)</translation>
    </message>
    <message>
        <source>position text (default: the start)</source>
        <translation>포지션 텍스트 (기본: 시작)</translation>
    </message>
    <message>
        <source>moves to play first, separated by &apos;;&apos;</source>
        <translation>먼저 둘 수들, &apos;;&apos;로 구분</translation>
    </message>
    <message>
        <source>print the count under each first move</source>
        <translation>첫 수마다 아래의 수를 출력</translation>
    </message>
    <message>
        <source>print time and nodes per second</source>
        <translation>시간과 초당 노드 수를 출력</translation>
    </message>
    <message>
        <source>a game option (repeatable)</source>
        <translation>게임 옵션 (여러 번 가능)</translation>
    </message>
    <message>
        <source>AI against AI, headless</source>
        <translation>AI 대 AI, 창 없이</translation>
    </message>
    <message>
        <source>level of player A ({levels})</source>
        <translation>플레이어 A의 단계 ({levels})</translation>
    </message>
    <message>
        <source>level of player B</source>
        <translation>플레이어 B의 단계</translation>
    </message>
    <message>
        <source>number of games (seats alternate)</source>
        <translation>게임 수 (자리를 번갈아)</translation>
    </message>
    <message>
        <source>a node (MCTS: playout) budget per move instead of the time budget: the same games anywhere</source>
        <translation>시간 대신 수마다 노드 예산 (MCTS: 플레이아웃): 어디서나 같은 게임</translation>
    </message>
    <message>
        <source>each level its own node budget for this game (repeatable, and the levels stay apart)</source>
        <translation>이 게임에서 단계마다 자기 노드 예산 (반복 가능, 단계가 구별됨)</translation>
    </message>
    <message>
        <source>seconds per move instead of the levels&apos; time budgets</source>
        <translation>단계의 시간 예산 대신 수마다 초</translation>
    </message>
    <message>
        <source>games played at once, in processes (same results with --nodes)</source>
        <translation>동시에 두는 게임 수, 프로세스로 (--nodes면 같은 결과)</translation>
    </message>
    <message>
        <source>no per-game progress</source>
        <translation>게임마다 진행 표시 안 함</translation>
    </message>
    <message>
        <source>a game option, e.g. players=3</source>
        <translation>게임 옵션, 예: players=3</translation>
    </message>
    <message>
        <source>each move of a saved game: win chances, mistakes</source>
        <translation>저장한 게임의 수마다: 승률, 실수</translation>
    </message>
    <message>
        <source>the AI level that judges (default: hard)</source>
        <translation>판단할 AI 단계 (기본: hard)</translation>
    </message>
    <message>
        <source>nodes per position (default: the level&apos;s own node budget)</source>
        <translation>포지션마다 노드 수 (기본: 단계 자신의 노드 예산)</translation>
    </message>
    <message>
        <source>draw a position to a PNG image</source>
        <translation>포지션을 PNG 이미지로 그립니다</translation>
    </message>
    <message>
        <source>PNG file to write</source>
        <translation>쓸 PNG 파일</translation>
    </message>
    <message>
        <source>image size in pixels</source>
        <translation>이미지 크기 (픽셀)</translation>
    </message>
    <message>
        <source>Xeno: the space (1..N) turned to face the viewer</source>
        <translation>Xeno: 보는 사람 쪽으로 돌릴 칸 (1..N)</translation>
    </message>
    <message>
        <source>open the window, draw every game to PNG and let the AI move once in each (needs a display)</source>
        <translation>창을 열고, 게임마다 PNG로 그리고, 게임마다 AI가 한 수 둡니다 (디스플레이 필요)</translation>
    </message>
    <message>
        <source>folder for the pictures (default: a new temporary folder)</source>
        <translation>그림을 둘 폴더 (기본: 새 임시 폴더)</translation>
    </message>
    <message>
        <source>mine puzzles from games between the levels, or prove a puzzle file</source>
        <translation>단계끼리 둔 게임에서 퍼즐을 캐거나 퍼즐 파일을 증명합니다</translation>
    </message>
    <message>
        <source>the games played: add, list, stats, export, delete</source>
        <translation>둔 게임들: add, list, stats, export, delete</translation>
    </message>
    <message>
        <source>host a game over the network (headless: every seat here is the AI)</source>
        <translation>네트워크 게임 열기 (창 없이: 여기의 자리는 모두 AI)</translation>
    </message>
    <message>
        <source>join a game over the network (headless: --ai LEVEL plays)</source>
        <translation>네트워크 게임에 참가 (창 없이: --ai LEVEL이 둡니다)</translation>
    </message>
    <message>
        <source>xeno-games: error: {message}</source>
        <translation>xeno-games: 오류: {message}</translation>
    </message>
</context>
<context>
    <name>ClockBoxText</name>
    <message>
        <source>No clock</source>
        <translation>시계 없음</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>직접 입력…</translation>
    </message>
    <message>
        <source>The players&apos; time: minutes for the game and seconds added after each move, or seconds for each move. The side whose time runs out loses.</source>
        <translation>플레이어의 시간: 게임 전체의 분과 수마다 더해지는 초, 또는 수마다 주어지는 초. 시간이 다 떨어진 쪽이 집니다.</translation>
    </message>
    <message>
        <source>e.g. 20+10 or 45 s/move</source>
        <translation>예: 20+10 또는 45 s/move</translation>
    </message>
    <message>
        <source>Minutes + seconds a move (20+10), or seconds a move (45 s/move)</source>
        <translation>분 + 수마다 초 (20+10), 또는 수마다 초 (45 s/move)</translation>
    </message>
    <message>
        <source>Write a time control, e.g. 20+10 or 45 s/move</source>
        <translation>시간 규칙을 적으세요. 예: 20+10 또는 45 s/move</translation>
    </message>
</context>
<context>
    <name>ClockText</name>
    <message>
        <source>a time control is one of {join}, not {kind!r}</source>
        <translation>시간 규칙은 {join} 중 하나입니다, {kind!r}이(가) 아니라</translation>
    </message>
    <message>
        <source>no time control has no seconds and no increment</source>
        <translation>&apos;시계 없음&apos;에는 초도 추가 시간도 없습니다</translation>
    </message>
    <message>
        <source>the time must be more than 0 s and at most {max_seconds:g} hours</source>
        <translation>시간은 0초보다 길고 {max_seconds:g}시간 이하여야 합니다</translation>
    </message>
    <message>
        <source>the increment must be from 0 to {max_increment:g} s</source>
        <translation>추가 시간은 0에서 {max_increment:g}초 사이여야 합니다</translation>
    </message>
    <message>
        <source>seconds per move take no increment</source>
        <translation>수마다 초에는 추가 시간이 없습니다</translation>
    </message>
    <message>
        <source>{minutes} min + {seconds} s a move</source>
        <translation>{minutes}분 + 수마다 {seconds}초</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes}분</translation>
    </message>
    <message>
        <source>{seconds} s a move</source>
        <translation>수마다 {seconds}초</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>시계 없음</translation>
    </message>
    <message>
        <source>a time control is a text, not {kind}</source>
        <translation>시간 규칙은 텍스트입니다, {kind}이(가) 아니라</translation>
    </message>
    <message>
        <source>{text!r}: {exc}</source>
        <translation>{text!r}: {exc}</translation>
    </message>
    <message>
        <source>{text!r} is no time control: write 5+3 (minutes+seconds a move), 30 s/move or none</source>
        <translation>{text!r}은(는) 시간 규칙이 아닙니다: 5+3 (분+수마다 초), 30 s/move, none 중 하나로 쓰세요</translation>
    </message>
    <message>
        <source>a clock needs at least one player</source>
        <translation>시계에는 플레이어가 적어도 한 명 필요합니다</translation>
    </message>
    <message>
        <source>no player {player} on a clock of {players}</source>
        <translation>{players}명 시계에 플레이어 {player}은(는) 없습니다</translation>
    </message>
    <message>
        <source>{count} times for a clock of {players} players</source>
        <translation>{players}명 시계에 시간 {count}개</translation>
    </message>
    <message>
        <source>a clock is a JSON object</source>
        <translation>시계는 JSON 객체입니다</translation>
    </message>
    <message>
        <source>a clock&apos;s &apos;left&apos; is a list with each player&apos;s seconds</source>
        <translation>시계의 &apos;left&apos;는 플레이어마다 초를 담은 목록입니다</translation>
    </message>
    <message>
        <source>the times left are a list of {players} numbers</source>
        <translation>남은 시간은 수 {players}개의 목록입니다</translation>
    </message>
    <message>
        <source>a time left is a number of seconds, not {value!r}</source>
        <translation>남은 시간은 초 단위 수입니다, {value!r}이(가) 아니라</translation>
    </message>
    <message>
        <source>a time left of {value!r} s is out of range</source>
        <translation>남은 시간 {value!r}초는 범위를 벗어납니다</translation>
    </message>
</context>
<context>
    <name>CommandText</name>
    <message>
        <source>Game records (*.json)</source>
        <translation>게임 기록 (*.json)</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>게임을 시작할 수 없습니다</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>게임 열기</translation>
    </message>
    <message>
        <source>Cannot open {path}:
{error}</source>
        <translation>{path}을(를) 열 수 없습니다:
{error}</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>게임을 열 수 없습니다</translation>
    </message>
    <message numerus="yes">
        <source>Opened {path} (%n move)|Opened {path} (%n moves)</source>
        <translation>
            <numerusform>{path} 열림 (%n수)</numerusform>
        </translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>게임 저장</translation>
    </message>
    <message>
        <source>Cannot save {path}:
{error}</source>
        <translation>{path}을(를) 저장할 수 없습니다:
{error}</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>게임을 저장할 수 없습니다</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} 저장됨</translation>
    </message>
    <message>
        <source>{player} gives up this game?</source>
        <translation>{player}이(가) 이 게임을 포기할까요?</translation>
    </message>
    <message>
        <source>Resign?</source>
        <translation>기권할까요?</translation>
    </message>
    <message>
        <source>Copied position: {position}</source>
        <translation>포지션 복사됨: {position}</translation>
    </message>
    <message numerus="yes">
        <source>Copied the whole game (%n move)|Copied the whole game (%n moves)</source>
        <translation>
            <numerusform>게임 전체 복사됨 (%n수)</numerusform>
        </translation>
    </message>
    <message>
        <source>This is not a {game} position:
{error}</source>
        <translation>{game} 포지션이 아닙니다:
{error}</translation>
    </message>
    <message>
        <source>Cannot paste position</source>
        <translation>포지션을 붙여 넣을 수 없습니다</translation>
    </message>
    <message>
        <source>About Xeno Games</source>
        <translation>Xeno Games 정보</translation>
    </message>
    <message>
        <source>Could not copy: another program holds the clipboard. Try again.</source>
        <translation>복사하지 못했습니다: 다른 프로그램이 클립보드를 쓰고 있습니다. 다시 해 보세요.</translation>
    </message>
</context>
<context>
    <name>ControllerText</name>
    <message>
        <source>{player} is played by the AI ({level}): wait for its move</source>
        <translation>{player}은(는) AI({level})가 둡니다: 수를 기다리세요</translation>
    </message>
    <message>
        <source>{player} is played by the AI here: go to the end (End) to play on</source>
        <translation>여기서는 AI가 {player}을(를) 둡니다: 계속하려면 끝으로 가세요 (End)</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>수 없음</translation>
    </message>
    <message>
        <source>the AI chose an illegal move: {error}</source>
        <translation>AI가 둘 수 없는 수를 골랐습니다: {error}</translation>
    </message>
</context>
<context>
    <name>Doing</name>
    <message>
        <source>resume another game</source>
        <translation>다른 게임을 이어 하기</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>끝내기</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>새 게임을 시작하기</translation>
    </message>
    <message>
        <source>open another game</source>
        <translation>다른 게임을 열기</translation>
    </message>
    <message>
        <source>open the game you dropped</source>
        <translation>끌어다 놓은 게임을 열기</translation>
    </message>
    <message>
        <source>start from the pasted position</source>
        <translation>붙여 넣은 포지션에서 시작하기</translation>
    </message>
    <message>
        <source>start a lesson</source>
        <translation>레슨을 시작하기</translation>
    </message>
    <message>
        <source>host a game over the network</source>
        <translation>네트워크 게임을 열기</translation>
    </message>
    <message>
        <source>join a game over the network</source>
        <translation>네트워크 게임에 참가하기</translation>
    </message>
    <message>
        <source>open a game from the library</source>
        <translation>라이브러리의 게임을 열기</translation>
    </message>
</context>
<context>
    <name>EloText</name>
    <message>
        <source>{elo} Elo (95% CI {low} .. {high}), score {score}% of {games}</source>
        <translation>{elo} Elo (95% 신뢰구간 {low} .. {high}), {games}게임 중 득점 {score}%</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>
Games in progress are autosaved in {folder}.</source>
        <translation>
진행 중인 게임은 {folder}에 자동 저장됩니다.</translation>
    </message>
    <message>
        <source>Something went wrong: {kind}: {error}
The app goes on; if it misbehaves, restart it and Resume your game.{where}
The details are written to {log}.</source>
        <translation>문제가 생겼습니다: {kind}: {error}
앱은 계속 돌아갑니다; 이상하면 다시 시작해 게임을 이어 하세요.{where}
자세한 내용은 {log}에 적었습니다.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>예상하지 못한 오류</translation>
    </message>
</context>
<context>
    <name>GameCredit</name>
    <message>
        <source>Oxono is a game by Jérémy Partinico (Cosmoludo, 2024).</source>
        <translation>옥소노는 제레미 파르티니코(Jérémy Partinico)의 게임입니다(Cosmoludo, 2024).</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <source>Random totem start</source>
        <translation>토템 무작위 시작</translation>
    </message>
    <message>
        <source>Place the X and O totems at random on c4/d3.</source>
        <translation>토템 X와 O를 c4/d3에 무작위로 놓습니다.</translation>
    </message>
    <message>
        <source>Ball of {n} spaces</source>
        <translation>{n}칸 공</translation>
    </message>
    <message>
        <source>{n}: never</source>
        <translation>{n}: 없음</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>보드</translation>
    </message>
    <message>
        <source>The ball: its number of spaces.</source>
        <translation>공: 칸의 수.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>The board&apos;s size must divide evenly.</source>
        <translation>보드 크기가 나누어떨어져야 합니다.</translation>
    </message>
    <message>
        <source>Jumps are compulsory</source>
        <translation>뛰어넘기 의무</translation>
    </message>
    <message>
        <source>Quick setup</source>
        <translation>빠른 준비</translation>
    </message>
    <message>
        <source>Random setup piece and colours.</source>
        <translation>준비 말과 색을 무작위로.</translation>
    </message>
    <message>
        <source>Draw on threefold repetition</source>
        <translation>세 번 반복되면 무승부</translation>
    </message>
    <message>
        <source>Draw after moves without a jump</source>
        <translation>뛰어넘기 없는 수 후 무승부</translation>
    </message>
    <message>
        <source>Draw after moves without a capture</source>
        <translation>잡기 없는 수 후 무승부</translation>
    </message>
</context>
<context>
    <name>GameSummary</name>
    <message>
        <source>Move a totem, drop a pawn beside it: four of one colour or one symbol in a line wins.</source>
        <translation>토템을 움직이고 옆에 폰을 놓으세요: 한 색이나 한 기호 넷이 한 줄이면 이깁니다.</translation>
    </message>
    <message>
        <source>Turn the ball, move and jump stacks of rings, and take the top ring of every stack you jump.</source>
        <translation>공을 돌리며 고리 더미를 움직이고 뛰어넘어, 뛰어넘은 더미마다 맨 위 고리를 가져옵니다.</translation>
    </message>
    <message>
        <source>Pyramids of three colours slide, jump and stack; capture every enemy piece to win.</source>
        <translation>세 가지 색 피라미드가 미끄러지고 뛰어넘고 쌓입니다; 상대 말을 모두 잡으면 이깁니다.</translation>
    </message>
    <message>
        <source>Step forward, push enemy pieces and pull your own; the last side with pieces wins.</source>
        <translation>앞으로 나아가 상대 조각을 밀고 내 조각을 당기세요; 마지막까지 조각이 남은 쪽이 이깁니다.</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <source>{player} made a line of four</source>
        <translation>{player}이(가) 넷을 한 줄로 놓았습니다</translation>
    </message>
    <message>
        <source>all 32 pawns are placed</source>
        <translation>폰 32개를 모두 놓았습니다</translation>
    </message>
    <message>
        <source>the same position occurred three times</source>
        <translation>같은 포지션이 세 번 나왔습니다</translation>
    </message>
    <message>
        <source>{player} has no pieces left</source>
        <translation>{player}에게 남은 말이 없습니다</translation>
    </message>
    <message>
        <source>{player} controls every stack</source>
        <translation>{player}이(가) 모든 더미를 차지했습니다</translation>
    </message>
    <message>
        <source>{player} has no move</source>
        <translation>{player}은(는) 둘 수가 없습니다</translation>
    </message>
    <message>
        <source>no player can move</source>
        <translation>아무도 둘 수가 없습니다</translation>
    </message>
    <message>
        <source>{n} moves without a jump</source>
        <translation>뛰어넘기 없이 {n}수</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>플레이어 {number}</translation>
    </message>
    <message>
        <source>setup: piece from {start} onto {end}</source>
        <translation>준비: {start}의 말을 {end} 위로</translation>
    </message>
    <message>
        <source>{player} chooses {colour}</source>
        <comment>a colour, lower case</comment>
        <translation>{player}이(가) {colour}을(를) 고릅니다</translation>
    </message>
    <message>
        <source>{player} has no legal move</source>
        <translation>{player}은(는) 둘 수 있는 수가 없습니다</translation>
    </message>
    <message>
        <source>{n} moves without a capture</source>
        <translation>잡기 없이 {n}수</translation>
    </message>
    <message>
        <source>{n} turns were played</source>
        <translation>{n}턴이 지났습니다</translation>
    </message>
    <message numerus="yes">
        <source>{why}; both sides have %n step of tempo left|{why}; both sides have %n steps of tempo left</source>
        <translation>
            <numerusform>{why}; 양쪽 모두 템포가 %n걸음 남았습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>{why}; {player} has more tempo left ({more} to {less})</source>
        <translation>{why}; {player}의 템포가 더 남았습니다 ({more} 대 {less})</translation>
    </message>
</context>
<context>
    <name>HelpText</name>
    <message>
        <source>{games} and {last}</source>
        <translation>{games}, {last}</translation>
    </message>
    <message>
        <source>{games}: play at one screen or against the AI.</source>
        <translation>{games}: 한 화면에서 함께, 또는 AI와 두세요.</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>{game} 규칙</translation>
    </message>
    <message>
        <source>The exact rules are in English: they are the reference the app plays by.</source>
        <translation>정확한 규칙은 영어로 되어 있습니다: 앱이 따르는 기준입니다.</translation>
    </message>
    <message>
        <source>The rules page is missing: {error}</source>
        <translation>규칙 페이지가 없습니다: {error}</translation>
    </message>
</context>
<context>
    <name>HostText</name>
    <message>
        <source>the game has not started: waiting for players to join</source>
        <translation>게임이 시작되지 않았습니다: 참가할 플레이어를 기다리는 중</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>게임이 끝났습니다</translation>
    </message>
    <message>
        <source>the game is paused: a player&apos;s connection is down</source>
        <translation>게임이 일시 정지되었습니다: 한 플레이어의 연결이 끊겼습니다</translation>
    </message>
    <message>
        <source>waiting for the answer to an undo request or a draw offer</source>
        <translation>무르기 요청이나 무승부 제안에 대한 답을 기다리는 중</translation>
    </message>
    <message>
        <source>it is {player}&apos;s turn</source>
        <translation>{player} 차례입니다</translation>
    </message>
    <message>
        <source>{where}: no free seat</source>
        <translation>{where}: 빈 자리가 없습니다</translation>
    </message>
    <message>
        <source>{name} joined as {player}</source>
        <translation>{name}이(가) {player}(으)로 참가했습니다</translation>
    </message>
    <message>
        <source>{name} is back</source>
        <translation>{name}이(가) 돌아왔습니다</translation>
    </message>
    <message>
        <source>every player has joined</source>
        <translation>모든 플레이어가 참가했습니다</translation>
    </message>
    <message>
        <source>{name} left: {reason}</source>
        <translation>{name}이(가) 나갔습니다: {reason}</translation>
    </message>
    <message>
        <source>{name}&apos;s connection is down: {reason}</source>
        <translation>{name}의 연결이 끊겼습니다: {reason}</translation>
    </message>
    <message>
        <source>{player}&apos;s move refused: {why}</source>
        <translation>{player}의 수가 거부되었습니다: {why}</translation>
    </message>
    <message>
        <source>the AI could not move: {error}</source>
        <translation>AI가 수를 두지 못했습니다: {error}</translation>
    </message>
    <message>
        <source>{player} asks to take back moves</source>
        <translation>{player}이(가) 수를 무르자고 합니다</translation>
    </message>
    <message>
        <source>{player} asks to agree a draw</source>
        <translation>{player}이(가) 무승부에 합의하자고 합니다</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>거절됨</translation>
    </message>
    <message>
        <source>back to move {number}</source>
        <translation>{number}수째로 돌아감</translation>
    </message>
    <message>
        <source>it is {player}&apos;s turn, not a player&apos;s at this computer</source>
        <translation>{player} 차례이며, 이 컴퓨터의 플레이어 차례가 아닙니다</translation>
    </message>
</context>
<context>
    <name>HowToText</name>
    <message>
        <source>How to Play</source>
        <translation>하는 법</translation>
    </message>
    <message>
        <source>Exact Rules…</source>
        <translation>정확한 규칙…</translation>
    </message>
    <message>
        <source>The complete rules of this game, every case covered</source>
        <translation>모든 경우를 다루는 이 게임의 전체 규칙</translation>
    </message>
    <message>
        <source>Lessons…</source>
        <translation>레슨…</translation>
    </message>
    <message>
        <source>Learn this game on the board, step by step</source>
        <translation>보드에서 이 게임을 단계별로 배웁니다</translation>
    </message>
    <message>
        <source>Lessons ({status})…</source>
        <translation>레슨 ({status})…</translation>
    </message>
    <message>
        <source>The page is missing: {error}</source>
        <translation>페이지가 없습니다: {error}</translation>
    </message>
</context>
<context>
    <name>JoinText</name>
    <message>
        <source>the host cannot be reached: {error}</source>
        <translation>호스트에 연결할 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>reconnecting ({count}): {error}</source>
        <translation>다시 연결하는 중 ({count}): {error}</translation>
    </message>
    <message>
        <source>connected to {address}</source>
        <translation>{address}에 연결됨</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>게임이 끝났습니다</translation>
    </message>
    <message>
        <source>the host closed the game: {reason}</source>
        <translation>호스트가 게임을 닫았습니다: {reason}</translation>
    </message>
    <message>
        <source>the host closed the connection: {reason}</source>
        <translation>호스트가 연결을 끊었습니다: {reason}</translation>
    </message>
    <message>
        <source>the connection is down: {reason}</source>
        <translation>연결이 끊겼습니다: {reason}</translation>
    </message>
    <message>
        <source>the game is stopped: {error}</source>
        <translation>게임이 멈췄습니다: {error}</translation>
    </message>
    <message>
        <source>the host broke the protocol: {error}</source>
        <translation>호스트가 프로토콜을 어겼습니다: {error}</translation>
    </message>
    <message>
        <source>playing {game}</source>
        <translation>{game} 플레이 중</translation>
    </message>
    <message>
        <source>the host sent move {number}, this side is at {here}</source>
        <translation>호스트는 {number}수째를 보냈는데 이쪽은 {here}수째입니다</translation>
    </message>
    <message>
        <source>move {number} ({move}) is not legal here: {error}</source>
        <translation>{number}수째 ({move})는 여기서 둘 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>the positions differ after move {number}</source>
        <translation>{number}수째 뒤의 국면이 서로 다릅니다</translation>
    </message>
    <message>
        <source>the host took back moves this side never saw</source>
        <translation>호스트가 이쪽에서 본 적 없는 수를 물렀습니다</translation>
    </message>
    <message>
        <source>the host took back moves after the game ended</source>
        <translation>게임이 끝난 뒤에 호스트가 수를 물렀습니다</translation>
    </message>
    <message>
        <source>the positions differ after taking back to move {number}</source>
        <translation>{number}수째까지 무른 뒤의 국면이 서로 다릅니다</translation>
    </message>
    <message>
        <source>back to move {number}</source>
        <translation>{number}수째로 돌아감</translation>
    </message>
    <message>
        <source>asks to take back moves</source>
        <translation>수를 무르자고 합니다</translation>
    </message>
    <message>
        <source>offers a draw</source>
        <translation>무승부를 제안합니다</translation>
    </message>
    <message>
        <source>the AI could not move: {error}</source>
        <translation>AI가 수를 두지 못했습니다: {error}</translation>
    </message>
    <message>
        <source>the connection is down: the game is paused</source>
        <translation>연결이 끊겼습니다: 게임이 일시 정지되었습니다</translation>
    </message>
    <message>
        <source>it is not this side&apos;s turn, or the game waits</source>
        <translation>이쪽 차례가 아니거나 게임이 기다리는 중입니다</translation>
    </message>
</context>
<context>
    <name>KeptText</name>
    <message numerus="yes">
        <source>%n move played|%n moves played</source>
        <translation>
            <numerusform>%n수 둠</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not autosave to {path}: {error}</source>
        <translation>{path}에 자동 저장하지 못했습니다: {error}</translation>
    </message>
</context>
<context>
    <name>LabelText</name>
    <message>
        <source>You</source>
        <translation>나</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>친구</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>네트워크</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>표준</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n}명</translation>
    </message>
</context>
<context>
    <name>LanguageMenuText</name>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>Speak this language (from the next start)</source>
        <translation>이 언어를 씁니다 (다음 시작부터)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>The app will speak {language} the next time it starts.</source>
        <translation>다음에 앱을 시작할 때부터 {language}로 표시됩니다.</translation>
    </message>
</context>
<context>
    <name>LearnModeText</name>
    <message>
        <source>The lessons cannot be read: {error}</source>
        <translation>레슨을 읽을 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>The puzzles cannot be read: {error}</source>
        <translation>퍼즐을 읽을 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>{game}, {goal} (rating {rating})</source>
        <translation>{game}, {goal} (레이팅 {rating})</translation>
    </message>
    <message>
        <source> — solved</source>
        <translation> — 풀었음</translation>
    </message>
    <message>
        <source>{done} of {count} done</source>
        <translation>{count}개 중 {done}개 완료</translation>
    </message>
    <message>
        <source>Lessons and puzzles</source>
        <translation>레슨과 퍼즐</translation>
    </message>
    <message>
        <source>No puzzles of this game yet</source>
        <translation>이 게임의 퍼즐은 아직 없습니다</translation>
    </message>
    <message>
        <source>Look at {places}</source>
        <translation>{places}을(를) 보세요</translation>
    </message>
    <message>
        <source>Read the step above the board</source>
        <translation>보드 위의 단계를 읽으세요</translation>
    </message>
    <message>
        <source>Move {number}: {player} played {move}, but had a win in {n}. Can you find it?</source>
        <translation>{number}수째: {player}은(는) {move}을(를) 두었지만 {n}수 만에 이길 수 있었습니다. 찾아볼까요?</translation>
    </message>
</context>
<context>
    <name>LearnText</name>
    <message>
        <source>Retry</source>
        <translation>다시</translation>
    </message>
    <message>
        <source>Start this step (or puzzle) again</source>
        <translation>이 단계(또는 퍼즐)를 다시 시작합니다</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>힌트</translation>
    </message>
    <message>
        <source>Mark the piece to move (the puzzle then counts as missed)</source>
        <translation>움직일 말을 표시합니다 (그러면 퍼즐은 놓친 것으로 셉니다)</translation>
    </message>
    <message>
        <source>Show Solution</source>
        <translation>풀이 보기</translation>
    </message>
    <message>
        <source>Play the solution on the board</source>
        <translation>보드에서 풀이를 둡니다</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>다음</translation>
    </message>
    <message>
        <source>On to the next step</source>
        <translation>다음 단계로</translation>
    </message>
    <message>
        <source>Next Puzzle</source>
        <translation>다음 퍼즐</translation>
    </message>
    <message>
        <source>Another puzzle near your rating</source>
        <translation>내 레이팅에 가까운 다른 퍼즐</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>나가기</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>시작 페이지로 돌아갑니다</translation>
    </message>
    <message>
        <source>Practise This as a Puzzle</source>
        <translation>퍼즐로 연습하기</translation>
    </message>
    <message>
        <source>This position, as a puzzle</source>
        <translation>이 포지션을 퍼즐로</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>나중에</translation>
    </message>
    <message>
        <source>Hide this offer</source>
        <translation>이 제안을 숨깁니다</translation>
    </message>
    <message>
        <source>Next Lesson</source>
        <translation>다음 레슨</translation>
    </message>
    <message>
        <source>A win you missed</source>
        <translation>놓친 승리</translation>
    </message>
    <message>
        <source>Learn by playing</source>
        <translation>두면서 배우기</translation>
    </message>
    <message>
        <source>Lessons:</source>
        <translation>레슨:</translation>
    </message>
    <message>
        <source>The lessons of {game}</source>
        <translation>{game} 레슨</translation>
    </message>
    <message>
        <source>{game} puzzles</source>
        <translation>{game} 퍼즐</translation>
    </message>
    <message>
        <source>Puzzles of {game}, one at a time, near your rating</source>
        <translation>{game} 퍼즐, 하나씩, 내 레이팅에 가깝게</translation>
    </message>
    <message>
        <source>Play Today&apos;s Puzzle</source>
        <translation>오늘의 퍼즐</translation>
    </message>
    <message>
        <source>The same puzzle for everyone today</source>
        <translation>오늘은 모두에게 같은 퍼즐</translation>
    </message>
    <message>
        <source> (provisional: fewer than 20 puzzles rated)</source>
        <translation> (임시: 평가한 퍼즐 20개 미만)</translation>
    </message>
    <message>
        <source>Puzzles, one at a time near your rating: {rating}{provisional} · {solved} solved, {missed} missed</source>
        <translation>퍼즐, 내 레이팅 가까이에서 하나씩: {rating}{provisional} · {solved}개 풂, {missed}개 놓침</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle: {puzzle}</source>
        <translation>오늘의 퍼즐: {puzzle}</translation>
    </message>
    <message>
        <source>No puzzles yet</source>
        <translation>아직 퍼즐이 없습니다</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>Not done yet</source>
        <translation>아직 안 함</translation>
    </message>
</context>
<context>
    <name>LessonFileText</name>
    <message>
        <source>&apos;game&apos; is {found!r}, but the file is {game}.json</source>
        <translation>&apos;game&apos;은(는) {found!r}인데 파일은 {game}.json입니다</translation>
    </message>
    <message>
        <source>&apos;language&apos; is {found!r}, but the folder is {language}/</source>
        <translation>&apos;language&apos;은(는) {found!r}인데 폴더는 {language}/입니다</translation>
    </message>
    <message>
        <source>&apos;lessons&apos; must be an object, not {kind}</source>
        <translation>&apos;lessons&apos;은(는) {kind}이(가) 아니라 객체여야 합니다</translation>
    </message>
    <message>
        <source>the English {game}.json has no lesson {id!r}</source>
        <translation>영어 {game}.json에는 레슨 {id!r}이(가) 없습니다</translation>
    </message>
    <message>
        <source>a lesson</source>
        <translation>레슨</translation>
    </message>
    <message>
        <source>&apos;steps&apos; must be an object (step number: texts), not {kind}</source>
        <translation>&apos;steps&apos;은(는) {kind}이(가) 아니라 객체(단계 번호: 텍스트)여야 합니다</translation>
    </message>
    <message>
        <source>the English lesson has no step {key!r} (it has 1 to {count})</source>
        <translation>영어 레슨에는 단계 {key!r}이(가) 없습니다 (1부터 {count}까지 있음)</translation>
    </message>
    <message>
        <source>a step</source>
        <translation>단계</translation>
    </message>
    <message>
        <source>the English step has no &apos;wrong&apos; to translate</source>
        <translation>영어 단계에는 번역할 &apos;wrong&apos;이 없습니다</translation>
    </message>
    <message>
        <source>{file}: lesson {lesson!r}</source>
        <translation>{file}: 레슨 {lesson!r}</translation>
    </message>
    <message>
        <source>{where}, step {step}</source>
        <translation>{where}, {step}단계</translation>
    </message>
    <message>
        <source>is not a game id</source>
        <translation>게임 id가 아닙니다</translation>
    </message>
    <message>
        <source>this id is used twice</source>
        <translation>이 id가 두 번 쓰였습니다</translation>
    </message>
    <message>
        <source>names no game (known: {games})</source>
        <translation>게임 이름이 아닙니다 (알려진 게임: {games})</translation>
    </message>
    <message>
        <source>this id is used by {game} too</source>
        <translation>이 id는 {game}에서도 쓰입니다</translation>
    </message>
    <message>
        <source>the key {key!r} is given twice</source>
        <translation>키 {key!r}이(가) 두 번 나옵니다</translation>
    </message>
    <message>
        <source>{name} is not a JSON number</source>
        <translation>{name}은(는) JSON 숫자가 아닙니다</translation>
    </message>
    <message>
        <source>cannot be read ({error})</source>
        <translation>읽을 수 없습니다 ({error})</translation>
    </message>
    <message>
        <source>is larger than {size} KB</source>
        <translation>{size} KB보다 큽니다</translation>
    </message>
    <message>
        <source>is not UTF-8 text</source>
        <translation>UTF-8 텍스트가 아닙니다</translation>
    </message>
    <message>
        <source>is nested too deeply</source>
        <translation>너무 깊이 중첩되어 있습니다</translation>
    </message>
    <message>
        <source>is not valid JSON: {error}</source>
        <translation>올바른 JSON이 아닙니다: {error}</translation>
    </message>
    <message>
        <source>{what} must be a JSON object, not {kind}</source>
        <translation>{what}은(는) {kind}이(가) 아니라 JSON 객체여야 합니다</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>unknown field {field!r} (known: {fields})</source>
        <translation>알 수 없는 필드 {field!r} (알려진 필드: {fields})</translation>
    </message>
    <message>
        <source>the field {field!r} is missing</source>
        <translation>필드 {field!r}이(가) 없습니다</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>객체</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>목록</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>숫자</translation>
    </message>
    <message>
        <source>{name!r} must be a text, not {kind}</source>
        <translation>{name!r}은(는) {kind}이(가) 아니라 텍스트여야 합니다</translation>
    </message>
    <message>
        <source>{name!r} is longer than {limit} characters</source>
        <translation>{name!r}이(가) {limit}자보다 깁니다</translation>
    </message>
    <message>
        <source>{name!r} is empty</source>
        <translation>{name!r}이(가) 비어 있습니다</translation>
    </message>
    <message>
        <source>{name!r} holds a control character</source>
        <translation>{name!r}에 제어 문자가 있습니다</translation>
    </message>
    <message>
        <source>{name!r} must be a list, not {kind}</source>
        <translation>{name!r}은(는) {kind}이(가) 아니라 목록이어야 합니다</translation>
    </message>
    <message>
        <source>{name!r} has more than {limit} entries</source>
        <translation>{name!r}의 항목이 {limit}개보다 많습니다</translation>
    </message>
    <message>
        <source>the id {id!r} must be lower-case letters, digits and &apos;-&apos;</source>
        <translation>id {id!r}은(는) 소문자, 숫자, &apos;-&apos;로만 이루어져야 합니다</translation>
    </message>
    <message>
        <source>unknown board: {error}</source>
        <translation>알 수 없는 보드: {error}</translation>
    </message>
    <message>
        <source>the board {board!r} is a {found} board, not {game}</source>
        <translation>보드 {board!r}은(는) {game}이(가) 아니라 {found} 보드입니다</translation>
    </message>
    <message>
        <source>&apos;options&apos; must be an object, not {kind}</source>
        <translation>&apos;options&apos;은(는) {kind}이(가) 아니라 객체여야 합니다</translation>
    </message>
    <message>
        <source>an option&apos;s value must be a text, a number, true/false or null</source>
        <translation>옵션 값은 텍스트, 숫자, true/false 또는 null이어야 합니다</translation>
    </message>
    <message>
        <source>a lesson needs at least one step</source>
        <translation>레슨에는 단계가 하나 이상 있어야 합니다</translation>
    </message>
    <message>
        <source>the mark {mark!r} is not a place (like &apos;c3&apos;, or a space number on the ball)</source>
        <translation>표시 {mark!r}은(는) 자리가 아닙니다 (&apos;c3&apos;이나 공의 칸 번호처럼 쓰세요)</translation>
    </message>
    <message>
        <source>&apos;expect&apos; lists a move twice</source>
        <translation>&apos;expect&apos;에 같은 수가 두 번 있습니다</translation>
    </message>
    <message>
        <source>&apos;wins&apos; must be true or false, not {kind}</source>
        <translation>&apos;wins&apos;은(는) {kind}이(가) 아니라 true 또는 false여야 합니다</translation>
    </message>
    <message>
        <source>a reading step (no &apos;expect&apos;) has no &apos;reply&apos;, &apos;wrong&apos; or &apos;wins&apos;</source>
        <translation>읽기 단계(&apos;expect&apos; 없음)에는 &apos;reply&apos;, &apos;wrong&apos;, &apos;wins&apos;가 없습니다</translation>
    </message>
    <message>
        <source>a winning step has no &apos;reply&apos;: the game is over</source>
        <translation>이기는 단계에는 &apos;reply&apos;가 없습니다: 게임이 끝났습니다</translation>
    </message>
    <message>
        <source>the first step must give a &apos;position&apos;</source>
        <translation>첫 단계는 &apos;position&apos;을 주어야 합니다</translation>
    </message>
    <message>
        <source>give this step a &apos;position&apos;: the previous step&apos;s moves lead to different ones</source>
        <translation>이 단계에 &apos;position&apos;을 주세요: 앞 단계의 수들이 서로 다른 국면으로 이어집니다</translation>
    </message>
    <message>
        <source>the game is over in this position, so no move can be expected</source>
        <translation>이 국면에서는 게임이 끝났으므로 기대할 수가 없습니다</translation>
    </message>
    <message>
        <source>expected move</source>
        <translation>기대한 수</translation>
    </message>
    <message>
        <source>{move} does not win the game here</source>
        <translation>{move}은(는) 여기서 게임을 이기지 못합니다</translation>
    </message>
    <message>
        <source>the game is over after {move}, so there is no reply</source>
        <translation>{move} 뒤에 게임이 끝나므로 응수가 없습니다</translation>
    </message>
    <message>
        <source>reply to {move}</source>
        <translation>{move}에 대한 응수</translation>
    </message>
    <message>
        <source>the position {text!r} does not parse: {error}</source>
        <translation>국면 {text!r}을(를) 읽을 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>write the position as the rules do: {written!r}, not {text!r}</source>
        <translation>국면을 규칙처럼 쓰세요: {text!r}이(가) 아니라 {written!r}</translation>
    </message>
    <message>
        <source>the {what} {text!r} is not legal here: {error}</source>
        <translation>{what} {text!r}은(는) 여기서 둘 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>write the {what} as the rules do: {written!r}, not {text!r}</source>
        <translation>{what}을(를) 규칙처럼 쓰세요: {text!r}이(가) 아니라 {written!r}</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <source>That move is legal, but it is not the point here. Try again.</source>
        <translation>둘 수 있는 수지만 여기서 원하는 수가 아닙니다. 다시 해 보세요.</translation>
    </message>
    <message>
        <source>win in {n}</source>
        <translation>{n}수 만에 승리</translation>
    </message>
    <message>
        <source>best capture</source>
        <translation>최선의 잡기</translation>
    </message>
    <message>
        <source>it is a choice, not a move on the board</source>
        <translation>보드 위의 수가 아니라 선택입니다</translation>
    </message>
    <message>
        <source>space {number}</source>
        <translation>{number}번 칸</translation>
    </message>
    <message>
        <source>the right move brings a piece to {place}</source>
        <translation>정답 수는 {place}에 말을 놓습니다</translation>
    </message>
    <message>
        <source>the right move starts at {place}</source>
        <translation>정답 수는 {place}에서 시작합니다</translation>
    </message>
    <message>
        <source>Here you play both sides.</source>
        <translation>여기서는 양쪽을 모두 둡니다.</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>{count}단계 중 {number}단계</translation>
    </message>
    <message>
        <source>Lesson complete: {title}</source>
        <translation>레슨 완료: {title}</translation>
    </message>
    <message>
        <source>Read this step, then press Next.</source>
        <translation>이 단계를 읽고 다음을 누르세요.</translation>
    </message>
    <message>
        <source>Press Next to go on.</source>
        <translation>계속하려면 다음을 누르세요.</translation>
    </message>
    <message>
        <source>Right! Press Next.</source>
        <translation>맞습니다! 다음을 누르세요.</translation>
    </message>
    <message>
        <source>{player} to move: {goal}.</source>
        <translation>{player} 차례: {goal}.</translation>
    </message>
    <message>
        <source>Puzzle {rating}</source>
        <translation>퍼즐 {rating}</translation>
    </message>
    <message>
        <source> · your rating {rating}</source>
        <translation> · 내 레이팅 {rating}</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>퍼즐</translation>
    </message>
    <message>
        <source>Not this move ({move}): try another.</source>
        <translation>이 수가 아닙니다 ({move}): 다른 수를 두세요.</translation>
    </message>
    <message>
        <source>Right! Now the reply…</source>
        <translation>맞습니다! 이제 상대의 응수…</translation>
    </message>
    <message>
        <source>Right! Go on: your move.</source>
        <translation>맞습니다! 계속하세요: 내 차례입니다.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>풀었습니다!</translation>
    </message>
    <message>
        <source>Solved, with help: the rating counts it as missed.</source>
        <translation>도움을 받아 풀었습니다: 레이팅은 놓친 것으로 셉니다.</translation>
    </message>
    <message>
        <source>Hint: {hint}.</source>
        <translation>힌트: {hint}.</translation>
    </message>
    <message>
        <source>The solution: {moves}</source>
        <translation>풀이: {moves}</translation>
    </message>
</context>
<context>
    <name>LevelHintText</name>
    <message>
        <source>AI {level}</source>
        <translation>AI {level}</translation>
    </message>
    <message>
        <source>Suggested for you: {level} (not rated yet: finish a game against the AI)</source>
        <translation>추천: {level} (아직 레이팅 없음: AI와 게임을 한 판 끝내세요)</translation>
    </message>
    <message>
        <source>Suggested for you: {level} (your rating {rating})</source>
        <translation>추천: {level} (내 레이팅 {rating})</translation>
    </message>
    <message>
        <source>Match me plays at {rating}: {budget}</source>
        <translation>&apos;내 수준&apos;은 {rating}으로 둡니다: {budget}</translation>
    </message>
</context>
<context>
    <name>LevelText</name>
    <message>
        <source>Random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>입문</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>쉬움</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>보통</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>어려움</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>전문가</translation>
    </message>
    <message>
        <source>Match me ({rating})</source>
        <translation>내 수준 ({rating})</translation>
    </message>
    <message>
        <source>unknown AI level {level!r} (known: {levels})</source>
        <translation>알 수 없는 AI 단계 {level!r} (알려진 단계: {levels})</translation>
    </message>
</context>
<context>
    <name>LibraryCliText</name>
    <message>
        <source>the library file (default: XENO_GAMES_LIBRARY, else library.sqlite3 in the data folder)</source>
        <translation>라이브러리 파일 (기본값: XENO_GAMES_LIBRARY, 없으면 데이터 폴더의 library.sqlite3)</translation>
    </message>
    <message>
        <source>import game records, or folders of them</source>
        <translation>게임 기록이나 그 폴더를 가져오기</translation>
    </message>
    <message>
        <source>a game record (.json) or a folder of them</source>
        <translation>게임 기록 (.json) 또는 그 폴더</translation>
    </message>
    <message>
        <source>the games, newest first</source>
        <translation>게임 목록, 최근 것부터</translation>
    </message>
    <message>
        <source>only this game ({games})</source>
        <translation>이 게임만 ({games})</translation>
    </message>
    <message>
        <source>at most this many (default: all)</source>
        <translation>최대 이만큼 (기본값: 전부)</translation>
    </message>
    <message>
        <source>JSON, one object per game in a list</source>
        <translation>JSON, 게임마다 객체 하나씩 담은 목록</translation>
    </message>
    <message>
        <source>games, wins, draws, losses per game and level; the rating</source>
        <translation>게임과 단계별 게임 수, 승, 무, 패; 레이팅</translation>
    </message>
    <message>
        <source>only this game</source>
        <translation>이 게임만</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>write a game as its game record</source>
        <translation>게임을 게임 기록으로 쓰기</translation>
    </message>
    <message>
        <source>the game&apos;s number (library list)</source>
        <translation>게임 번호 (library list)</translation>
    </message>
    <message>
        <source>the file to write (.json)</source>
        <translation>쓸 파일 (.json)</translation>
    </message>
    <message>
        <source>forget games</source>
        <translation>게임 지우기</translation>
    </message>
    <message>
        <source>the games&apos; numbers (library list)</source>
        <translation>게임 번호들 (library list)</translation>
    </message>
    <message>
        <source>library needs a command: add, list, stats, export or delete</source>
        <translation>library에는 명령이 필요합니다: add, list, stats, export 또는 delete</translation>
    </message>
    <message>
        <source>xeno-games: warning: {message}</source>
        <translation>xeno-games: 경고: {message}</translation>
    </message>
    <message>
        <source>xeno-games: error: {message}</source>
        <translation>xeno-games: 오류: {message}</translation>
    </message>
    <message>
        <source>no such file or folder: {path}</source>
        <translation>그런 파일이나 폴더가 없습니다: {path}</translation>
    </message>
    <message>
        <source>refused {line}</source>
        <translation>거부됨 {line}</translation>
    </message>
    <message>
        <source>id</source>
        <translation>번호</translation>
    </message>
    <message>
        <source>date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <source>game</source>
        <translation>게임</translation>
    </message>
    <message>
        <source>board</source>
        <translation>보드</translation>
    </message>
    <message>
        <source>opponent</source>
        <translation>상대</translation>
    </message>
    <message>
        <source>result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>수</translation>
    </message>
    <message numerus="yes">
        <source>%n game|%n games</source>
        <translation>
            <numerusform>%n게임</numerusform>
        </translation>
    </message>
    <message>
        <source>no games in the library</source>
        <translation>라이브러리에 게임이 없습니다</translation>
    </message>
    <message>
        <source>  rating {value} ± {spread} after {count} rated games</source>
        <translation>  레이팅 {value} ± {spread} (레이팅 게임 {count}판 후)</translation>
    </message>
    <message>
        <source>level</source>
        <translation>단계</translation>
    </message>
    <message>
        <source>games</source>
        <translation>게임</translation>
    </message>
    <message>
        <source>won</source>
        <translation>승</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>무</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>패</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>끝나지 않음</translation>
    </message>
    <message>
        <source>  reviewed {count}: {inaccuracies} inaccuracies, {mistakes} mistakes, {blunders} blunders</source>
        <translation>  복기 {count}: 부정확한 수 {inaccuracies}, 실수 {mistakes}, 대실수 {blunders}</translation>
    </message>
    <message>
        <source>{path} is a folder: name the file to write</source>
        <translation>{path}은(는) 폴더입니다: 쓸 파일 이름을 주세요</translation>
    </message>
    <message>
        <source>game {number} written to {path}</source>
        <translation>게임 {number}을(를) {path}에 썼습니다</translation>
    </message>
    <message>
        <source>there is no game {number} in the library</source>
        <translation>라이브러리에 게임 {number}이(가) 없습니다</translation>
    </message>
    <message>
        <source>{count} game(s) deleted</source>
        <translation>게임 {count}개 삭제됨</translation>
    </message>
</context>
<context>
    <name>LibraryText</name>
    <message>
        <source>Library</source>
        <translation>라이브러리</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>게임</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>보드</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>상대</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>수</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>실수</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>승</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>패</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>끝나지 않음</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>끝남</translation>
    </message>
    <message>
        <source>You</source>
        <translation>나</translation>
    </message>
    <message numerus="yes">
        <source>Game {number} · {players} · %n move|Game {number} · {players} · %n moves</source>
        <translation>
            <numerusform>게임 {number} · {players} · %n수</numerusform>
        </translation>
    </message>
    <message>
        <source>Match me</source>
        <translation>내 수준</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>게임 수</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>점수</translation>
    </message>
    <message>
        <source>No game reviewed yet: Game ▸ Review Game marks the moves that lost the most.</source>
        <translation>아직 복기한 게임이 없습니다: 게임 ▸ 게임 복기로 가장 많이 잃은 수를 표시합니다.</translation>
    </message>
    <message>
        <source>Your rating after each game against the AI</source>
        <translation>AI와 둔 게임마다의 내 레이팅</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>레이팅</translation>
    </message>
    <message>
        <source>game</source>
        <translation>게임</translation>
    </message>
    <message>
        <source>Mistakes per reviewed game</source>
        <translation>복기한 게임당 실수</translation>
    </message>
    <message>
        <source>mistakes</source>
        <translation>실수</translation>
    </message>
    <message>
        <source>reviewed game</source>
        <translation>복기한 게임</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>게임:</translation>
    </message>
    <message>
        <source>No games in the library yet: every game you play lands here.</source>
        <translation>라이브러리에 아직 게임이 없습니다: 두는 게임은 모두 여기에 쌓입니다.</translation>
    </message>
    <message>
        <source>Every opponent</source>
        <translation>모든 상대</translation>
    </message>
    <message>
        <source>No rating yet: finish a game against one of the AI&apos;s levels.</source>
        <translation>아직 레이팅이 없습니다: AI 단계 하나와 게임을 끝내세요.</translation>
    </message>
    <message>
        <source>Your rating in {game}: {rating} ± {margin} (95% sure it lies in {low}–{high}), after {games} games against the levels</source>
        <translation>{game}에서 내 레이팅: {rating} ± {margin} (95% 확률로 {low}–{high} 사이), 단계와 {games}게임을 둔 뒤</translation>
    </message>
    <message>
        <source>Mistakes (orange) and blunders (red): {average} a game over {count} reviewed</source>
        <translation>실수(주황)와 대실수(빨강): 복기한 {count}게임에서 게임당 {average}</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>모든 게임</translation>
    </message>
    <message>
        <source>Every board</source>
        <translation>모든 보드</translation>
    </message>
    <message>
        <source>Every result</source>
        <translation>모든 결과</translation>
    </message>
    <message>
        <source>From this day (the earliest day: any)</source>
        <translation>이날부터 (가장 이른 날: 아무 날)</translation>
    </message>
    <message>
        <source>To this day (the earliest day: any)</source>
        <translation>이날까지 (가장 이른 날: 아무 날)</translation>
    </message>
    <message>
        <source>From</source>
        <translation>부터</translation>
    </message>
    <message>
        <source>to</source>
        <translation>까지</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>다시 보기(&amp;R)</translation>
    </message>
    <message>
        <source>Open the game at its start, to step through it</source>
        <translation>게임을 처음부터 열어 한 수씩 봅니다</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>복기(&amp;V)</translation>
    </message>
    <message>
        <source>Open the game and mark the moves that lost the most</source>
        <translation>게임을 열고 가장 많이 잃은 수를 표시합니다</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>이어 하기(&amp;C)</translation>
    </message>
    <message>
        <source>Play on from where the game was left</source>
        <translation>게임을 멈춘 곳에서 이어 둡니다</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the game as a game record (.json)</source>
        <translation>게임을 게임 기록(.json)으로 저장합니다</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>삭제(&amp;D)…</translation>
    </message>
    <message>
        <source>Remove the chosen games from the library</source>
        <translation>고른 게임을 라이브러리에서 지웁니다</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>가져오기(&amp;I)…</translation>
    </message>
    <message>
        <source>Add saved game records to the library</source>
        <translation>저장한 게임 기록을 라이브러리에 추가합니다</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>게임(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>통계(&amp;S)</translation>
    </message>
    <message>
        <source>any day</source>
        <translation>아무 날</translation>
    </message>
    <message numerus="yes">
        <source>%n game|%n games</source>
        <translation>
            <numerusform>게임 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation>게임 내보내기</translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>게임 삭제</translation>
    </message>
    <message numerus="yes">
        <source>Remove this game from the library? This cannot be undone.|Remove these %n games from the library? This cannot be undone.</source>
        <translation>
            <numerusform>게임 %n개를 라이브러리에서 지울까요? 되돌릴 수 없습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Games</source>
        <translation>게임 가져오기</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>게임 기록 (*.json)</translation>
    </message>
</context>
<context>
    <name>MatchText</name>
    <message>
        <source>{nodes} nodes a move</source>
        <translation>수마다 노드 {nodes}개</translation>
    </message>
    <message numerus="yes">
        <source>%n turn deep|%n turns deep</source>
        <translation>
            <numerusform>%n턴 깊이</numerusform>
        </translation>
    </message>
    <message>
        <source>deepening</source>
        <translation>더 깊이</translation>
    </message>
    <message>
        <source> ({deeper} on {share}% of moves)</source>
        <translation> (수의 {share}%에서 {deeper})</translation>
    </message>
    <message>
        <source>noise {noise}</source>
        <translation>잡음 {noise}</translation>
    </message>
    <message>
        <source>{share}% random moves</source>
        <translation>무작위 수 {share}%</translation>
    </message>
</context>
<context>
    <name>MenuText</name>
    <message>
        <source>&amp;New…</source>
        <translation>새로 만들기(&amp;N)…</translation>
    </message>
    <message>
        <source>Start a new game (choose game, players, seed)</source>
        <translation>새 게임 시작 (게임, 플레이어, 시드 선택)</translation>
    </message>
    <message>
        <source>Start &amp;Page</source>
        <translation>시작 페이지(&amp;P)</translation>
    </message>
    <message>
        <source>The games, play the computer or a friend, resume</source>
        <translation>게임들: 컴퓨터나 친구와 두기, 이어 하기</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a saved game record</source>
        <translation>저장한 게임 기록 열기</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save this game</source>
        <translation>이 게임 저장</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>Save this game to a new file</source>
        <translation>이 게임을 새 파일에 저장</translation>
    </message>
    <message>
        <source>&amp;Library…</source>
        <translation>라이브러리(&amp;L)…</translation>
    </message>
    <message>
        <source>Every game you played: replay, review or continue one; your statistics</source>
        <translation>내가 둔 모든 게임: 다시 보기, 복기, 이어 하기; 내 통계</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>기권(&amp;R)</translation>
    </message>
    <message>
        <source>The player to move gives up the game</source>
        <translation>둘 차례인 플레이어가 게임을 포기합니다</translation>
    </message>
    <message>
        <source>&amp;Host a Game…</source>
        <translation>게임 열기(&amp;H)…</translation>
    </message>
    <message>
        <source>Play over the network: choose the seats, then send the invitation</source>
        <translation>네트워크로 두기: 자리를 정하고 초대를 보내세요</translation>
    </message>
    <message>
        <source>&amp;Join a Game…</source>
        <translation>게임 참가(&amp;J)…</translation>
    </message>
    <message>
        <source>Play over the network with a host&apos;s invitation</source>
        <translation>호스트의 초대로 네트워크에서 두기</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>Close the app</source>
        <translation>앱 닫기</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>무르기(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the last move (against the AI: yours)</source>
        <translation>마지막 수를 무릅니다 (AI와 둘 때: 내 수)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 두기(&amp;R)</translation>
    </message>
    <message>
        <source>Play again a move you took back</source>
        <translation>무른 수를 다시 둡니다</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>포지션 복사(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the position text</source>
        <translation>포지션 텍스트 복사</translation>
    </message>
    <message>
        <source>Copy &amp;Game</source>
        <translation>게임 복사(&amp;G)</translation>
    </message>
    <message>
        <source>Copy the whole game as text: the players, the moves by round, the result</source>
        <translation>게임 전체를 텍스트로 복사: 플레이어, 라운드별 수, 결과</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>포지션 붙여넣기(&amp;P)</translation>
    </message>
    <message>
        <source>Start a new game from a position text on the clipboard</source>
        <translation>클립보드의 포지션 텍스트로 새 게임 시작</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>힌트(&amp;H)</translation>
    </message>
    <message>
        <source>Ask the AI which move it would play</source>
        <translation>AI에게 어떤 수를 둘지 묻습니다</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>게임 복기(&amp;V)</translation>
    </message>
    <message>
        <source>Mark the moves that lost the most, by the engine&apos;s judgement</source>
        <translation>엔진 판단으로 가장 많이 잃은 수를 표시합니다</translation>
    </message>
    <message>
        <source>Show &amp;Evaluation</source>
        <translation>평가 보기(&amp;E)</translation>
    </message>
    <message>
        <source>The bar beside the board and the graph under the moves: each player&apos;s chance to win</source>
        <translation>보드 옆 막대와 수 아래 그래프: 각 플레이어의 승률</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>보드 뒤집기(&amp;F)</translation>
    </message>
    <message>
        <source>Turn the board around</source>
        <translation>보드를 돌려 봅니다</translation>
    </message>
    <message>
        <source>&amp;Reset View</source>
        <translation>보기 초기화(&amp;R)</translation>
    </message>
    <message>
        <source>Turn the ball back to its starting view</source>
        <translation>공을 처음 보기로 돌립니다</translation>
    </message>
    <message>
        <source>Space &amp;Numbers</source>
        <translation>칸 번호(&amp;N)</translation>
    </message>
    <message>
        <source>Show each space&apos;s number on the ball</source>
        <translation>공 위에 칸마다 번호를 보여 줍니다</translation>
    </message>
    <message>
        <source>&amp;Letters on Pieces</source>
        <translation>말에 글자(&amp;L)</translation>
    </message>
    <message>
        <source>Write each stack&apos;s colours as letters (for colour-blind players)</source>
        <translation>더미의 색을 글자로 씁니다 (색각 이상 플레이어용)</translation>
    </message>
    <message>
        <source>&amp;Animate Moves</source>
        <translation>수 애니메이션(&amp;A)</translation>
    </message>
    <message>
        <source>Show moves travelling over the board</source>
        <translation>수가 보드 위를 움직이는 모습을 보여 줍니다</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>느리게(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>보통(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>빠르게(&amp;F)</translation>
    </message>
    <message>
        <source>Moves take {seconds} s to play out</source>
        <translation>수가 {seconds}초 동안 움직입니다</translation>
    </message>
    <message>
        <source>Show &amp;Side Panel</source>
        <translation>옆 패널 보기(&amp;S)</translation>
    </message>
    <message>
        <source>Show or hide the Players and Moves panel</source>
        <translation>플레이어와 수 패널을 보이거나 숨깁니다</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>전체 화면(&amp;U)</translation>
    </message>
    <message>
        <source>Fill the screen with the window</source>
        <translation>창을 화면 가득 채웁니다</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>뒤로(&amp;B)</translation>
    </message>
    <message>
        <source>Show the position one move earlier</source>
        <translation>한 수 전 포지션을 봅니다</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>앞으로(&amp;F)</translation>
    </message>
    <message>
        <source>Show the position one move later</source>
        <translation>한 수 뒤 포지션을 봅니다</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>처음(&amp;S)</translation>
    </message>
    <message>
        <source>Show the start position</source>
        <translation>시작 포지션을 봅니다</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>끝(&amp;E)</translation>
    </message>
    <message>
        <source>Show the latest position</source>
        <translation>마지막 포지션을 봅니다</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>한 단계 뒤로</translation>
    </message>
    <message>
        <source>Undo one step of the move being built</source>
        <translation>만들고 있는 수의 한 단계를 되돌립니다</translation>
    </message>
    <message>
        <source>How to &amp;Play</source>
        <translation>하는 법(&amp;P)</translation>
    </message>
    <message>
        <source>The rules in plain words, with pictures, and the controls</source>
        <translation>쉬운 말과 그림으로 된 규칙, 그리고 조작법</translation>
    </message>
    <message>
        <source>&amp;Exact Rules</source>
        <translation>정확한 규칙(&amp;E)</translation>
    </message>
    <message>
        <source>The exact rules this app implements: the reference</source>
        <translation>이 앱이 따르는 정확한 규칙: 기준 문서</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>정보(&amp;A)</translation>
    </message>
    <message>
        <source>About Xeno Games</source>
        <translation>Xeno Games 정보</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>게임(&amp;G)</translation>
    </message>
    <message>
        <source>Play Over &amp;Network</source>
        <translation>네트워크로 두기(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>Animation &amp;Speed</source>
        <translation>애니메이션 속도(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
</context>
<context>
    <name>MoveListText</name>
    <message>
        <source>{player} wins</source>
        <translation>{player} 승리</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>{players} lost</source>
        <translation>{players} 패배</translation>
    </message>
</context>
<context>
    <name>NetCliText</name>
    <message>
        <source>the game&apos;s name (as in xeno-games perft)</source>
        <translation>게임 이름 (xeno-games perft에서처럼)</translation>
    </message>
    <message>
        <source>the port to listen on (0: any free port)</source>
        <translation>기다릴 포트 (0: 아무 빈 포트)</translation>
    </message>
    <message>
        <source>the address to listen on (default: every one)</source>
        <translation>기다릴 주소 (기본: 모두)</translation>
    </message>
    <message>
        <source>the address the invitation shows (default: this computer&apos;s)</source>
        <translation>초대에 보일 주소 (기본: 이 컴퓨터의 주소)</translation>
    </message>
    <message>
        <source>the code joiners must know (default: a new random one)</source>
        <translation>참가자가 알아야 할 코드 (기본: 새 무작위 코드)</translation>
    </message>
    <message>
        <source>seat N (1, 2, …) is host, remote or ai:LEVEL (default: 1=host, the others remote)</source>
        <translation>자리 N (1, 2, …)은 host, remote, ai:LEVEL (기본: 1=host, 나머지 remote)</translation>
    </message>
    <message>
        <source>a game option</source>
        <translation>게임 옵션</translation>
    </message>
    <message>
        <source>the seed of the game&apos;s shuffle and the AI</source>
        <translation>게임 섞기와 AI의 시드</translation>
    </message>
    <message>
        <source>a node budget for every AI move (repeatable games)</source>
        <translation>AI의 수마다 노드 예산 (같은 게임을 다시 얻음)</translation>
    </message>
    <message>
        <source>a time control: none, 5+3 (minutes + seconds), 30 s/move</source>
        <translation>시간 규칙: none, 5+3 (분 + 초), 30 s/move</translation>
    </message>
    <message>
        <source>show the game in the Join dialogs on this network (mDNS) until every seat is taken</source>
        <translation>모든 자리가 찰 때까지 이 네트워크의 참가 창에 게임을 보입니다 (mDNS)</translation>
    </message>
    <message>
        <source>the answer to undo requests</source>
        <translation>무르기 요청에 대한 답</translation>
    </message>
    <message>
        <source>the answer to draw offers</source>
        <translation>무승부 제안에 대한 답</translation>
    </message>
    <message>
        <source>the game record to write (default: in the data folder)</source>
        <translation>쓸 게임 기록 (기본: 데이터 폴더에)</translation>
    </message>
    <message>
        <source>no line per move</source>
        <translation>수마다 줄을 쓰지 않음</translation>
    </message>
    <message>
        <source>HOST:PORT (or give --invitation)</source>
        <translation>HOST:PORT (또는 --invitation)</translation>
    </message>
    <message>
        <source>the host&apos;s code, e.g. 7K4-Q2M</source>
        <translation>호스트의 코드, 예: 7K4-Q2M</translation>
    </message>
    <message>
        <source>the host&apos;s certificate fingerprint (64 hex digits)</source>
        <translation>호스트 인증서 지문 (16진수 64자리)</translation>
    </message>
    <message>
        <source>the whole invitation text (address, code and fingerprint)</source>
        <translation>초대 텍스트 전체 (주소, 코드, 지문)</translation>
    </message>
    <message>
        <source>the AI plays this side (headless: required)</source>
        <translation>AI가 이 편을 둡니다 (창 없이: 필수)</translation>
    </message>
    <message>
        <source>a node budget for every AI move</source>
        <translation>AI의 수마다 노드 예산</translation>
    </message>
    <message>
        <source>the name the host shows</source>
        <translation>호스트에게 보일 이름</translation>
    </message>
</context>
<context>
    <name>NetFoundText</name>
    <message>
        <source>Looking for games on this network…</source>
        <translation>이 네트워크에서 게임을 찾는 중…</translation>
    </message>
    <message>
        <source>No game is waiting on this network. A host on another network (or whose network hides it) sends the invitation: paste it above.</source>
        <translation>이 네트워크에서 기다리는 게임이 없습니다. 다른 네트워크의(또는 네트워크가 숨기는) 호스트는 초대를 보냅니다: 위에 붙여 넣으세요.</translation>
    </message>
    <message>
        <source>, {n} players</source>
        <translation>, {n}명</translation>
    </message>
    <message>
        <source>, clock {clock}</source>
        <translation>, 시계 {clock}</translation>
    </message>
    <message numerus="yes">
        <source>%n seat free|%n seats free</source>
        <translation>
            <numerusform>빈자리 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Games waiting on this network</source>
        <translation>이 네트워크에서 기다리는 게임</translation>
    </message>
    <message>
        <source>Choose a game: its address fills in; type the code the host gives you</source>
        <translation>게임을 고르세요: 주소가 채워집니다; 호스트가 알려 준 코드를 입력하세요</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>시작되지 않음</translation>
    </message>
    <message>
        <source>Cannot look for games on this network ({error}): paste the invitation.</source>
        <translation>이 네트워크에서 게임을 찾을 수 없습니다 ({error}): 초대를 붙여 넣으세요.</translation>
    </message>
    <message>
        <source>none advertised</source>
        <translation>알리지 않음</translation>
    </message>
    <message>
        <source>Certificate {start}… — the host&apos;s Invitation box shows the same first eight digits; if not, this is not your host</source>
        <translation>인증서 {start}… — 호스트의 초대 상자에 같은 앞 여덟 자리가 보여야 합니다; 아니면 내 호스트가 아닙니다</translation>
    </message>
    <message numerus="yes">
        <source>%n game waiting: choose one, then type the code its host gives you|%n games waiting: choose one, then type the code its host gives you</source>
        <translation>
            <numerusform>기다리는 게임 %n개: 하나를 고르고 호스트가 알려 준 코드를 입력하세요</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetModeText</name>
    <message>
        <source>Cannot host the game: {error}</source>
        <translation>게임을 열 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>Hosting: the code is {code}</source>
        <translation>호스팅 중: 코드는 {code}</translation>
    </message>
    <message>
        <source>Hosting stopped</source>
        <translation>호스팅을 멈췄습니다</translation>
    </message>
    <message>
        <source>Joined {host}:{port}: waiting for the host&apos;s game</source>
        <translation>{host}:{port}에 참가: 호스트의 게임을 기다리는 중</translation>
    </message>
    <message>
        <source>Joined: waiting for the host&apos;s game…</source>
        <translation>참가함: 호스트의 게임을 기다리는 중…</translation>
    </message>
    <message>
        <source>Moves taken back: the game is back at move {number}</source>
        <translation>수를 물렀습니다: 게임이 {number}수째로 돌아갔습니다</translation>
    </message>
    <message>
        <source>Game over: {reason}</source>
        <translation>게임 끝: {reason}</translation>
    </message>
    <message>
        <source>{player} asks to take back their last move</source>
        <translation>{player}이(가) 마지막 수를 무르자고 합니다</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>허락</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>거절</translation>
    </message>
    <message>
        <source>{player} offers a draw</source>
        <translation>{player}이(가) 무승부를 제안합니다</translation>
    </message>
    <message>
        <source>Accept Draw</source>
        <translation>무승부 수락</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>거절</translation>
    </message>
    <message>
        <source>The take-back was refused</source>
        <translation>무르기가 거절되었습니다</translation>
    </message>
    <message>
        <source>The draw was declined</source>
        <translation>무승부가 거절되었습니다</translation>
    </message>
    <message>
        <source>Every player has joined: the game starts</source>
        <translation>모든 플레이어가 참가했습니다: 게임을 시작합니다</translation>
    </message>
    <message>
        <source>The game starts: you play {player}</source>
        <translation>게임 시작: 나는 {player}</translation>
    </message>
    <message>
        <source>Back in the game at move {number}</source>
        <translation>{number}수째에서 게임으로 돌아왔습니다</translation>
    </message>
    <message>
        <source>Connection lost — {reason}</source>
        <translation>연결 끊김 — {reason}</translation>
    </message>
    <message>
        <source>The game over the network ended: {reason}.</source>
        <translation>네트워크 게임이 끝났습니다: {reason}.</translation>
    </message>
    <message>
        <source> The game is saved: Resume it from the start page.</source>
        <translation> 게임이 저장되었습니다: 시작 페이지에서 이어 하세요.</translation>
    </message>
    <message>
        <source>The game goes on at its last move: play from there</source>
        <translation>게임은 마지막 수에서 이어집니다: 거기서 두세요</translation>
    </message>
    <message>
        <source>{move}: sent to the host</source>
        <translation>{move}: 호스트에게 보냄</translation>
    </message>
    <message>
        <source>Asked the other side to take back your last move — waiting for the answer</source>
        <translation>상대에게 내 마지막 수를 무르자고 했습니다 — 답을 기다리는 중</translation>
    </message>
    <message>
        <source>Draw offered — waiting for the answer</source>
        <translation>무승부 제안 — 답을 기다리는 중</translation>
    </message>
    <message>
        <source>{player} gives up this game?</source>
        <translation>{player}이(가) 이 게임을 포기할까요?</translation>
    </message>
    <message>
        <source>Resign?</source>
        <translation>기권할까요?</translation>
    </message>
    <message>
        <source>Not sent: {error}</source>
        <translation>보내지 못함: {error}</translation>
    </message>
    <message>
        <source>You: {text}</source>
        <translation>나: {text}</translation>
    </message>
    <message>
        <source>In a game over the network the host&apos;s seats stay</source>
        <translation>네트워크 게임에서는 호스트가 정한 자리가 유지됩니다</translation>
    </message>
</context>
<context>
    <name>NetPanelText</name>
    <message>
        <source>Reconnect</source>
        <translation>다시 연결</translation>
    </message>
    <message>
        <source>Connect to the host again with the same invitation</source>
        <translation>같은 초대로 호스트에 다시 연결합니다</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>수락</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>거절</translation>
    </message>
    <message>
        <source>Chat and what happened over the network</source>
        <translation>채팅과 네트워크에서 일어난 일</translation>
    </message>
    <message>
        <source>Say something (Enter to send)</source>
        <translation>할 말을 적으세요 (Enter로 보내기)</translation>
    </message>
    <message>
        <source>Offer Draw</source>
        <translation>무승부 제안</translation>
    </message>
    <message>
        <source>Offer the other players a draw</source>
        <translation>다른 플레이어에게 무승부를 제안합니다</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>기권</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>이 게임을 포기합니다</translation>
    </message>
</context>
<context>
    <name>NetReadText</name>
    <message>
        <source>The other player</source>
        <translation>상대 플레이어</translation>
    </message>
    <message>
        <source>Waiting for the host&apos;s game</source>
        <translation>호스트의 게임을 기다리는 중</translation>
    </message>
    <message>
        <source>Waiting for the players to join</source>
        <translation>플레이어가 참가하기를 기다리는 중</translation>
    </message>
    <message>
        <source>{player} plays at the AI here: wait for their move</source>
        <translation>여기서는 AI가 {player}을(를) 둡니다: 수를 기다리세요</translation>
    </message>
    <message>
        <source>{player} plays at another computer: wait for their move</source>
        <translation>{player}은(는) 다른 컴퓨터에서 둡니다: 수를 기다리세요</translation>
    </message>
    <message>
        <source>The connection is down: the game is paused</source>
        <translation>연결이 끊겼습니다: 게임이 멈췄습니다</translation>
    </message>
    <message>
        <source>Reconnected: waiting for the host&apos;s game</source>
        <translation>다시 연결됨: 호스트의 게임을 기다리는 중</translation>
    </message>
    <message>
        <source>The game is paused: a player&apos;s connection is down</source>
        <translation>게임이 멈췄습니다: 한 플레이어의 연결이 끊겼습니다</translation>
    </message>
    <message>
        <source>{name} joined</source>
        <translation>{name} 참가함</translation>
    </message>
    <message>
        <source>waiting for a player to join…</source>
        <translation>플레이어의 참가를 기다리는 중…</translation>
    </message>
    <message>
        <source>{player}: {who} (here)</source>
        <translation>{player}: {who} (여기)</translation>
    </message>
    <message>
        <source>Waiting for {players} to join — code {code}</source>
        <translation>{players}의 참가를 기다리는 중 — 코드 {code}</translation>
    </message>
    <message>
        <source>Connection lost — {reason}</source>
        <translation>연결 끊김 — {reason}</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting to the host…</source>
        <translation>연결 끊김 — 호스트에 다시 연결하는 중…</translation>
    </message>
    <message>
        <source>Reconnected: waiting for the host&apos;s game…</source>
        <translation>다시 연결됨: 호스트의 게임을 기다리는 중…</translation>
    </message>
    <message>
        <source>Joined: waiting for the host&apos;s game…</source>
        <translation>참가함: 호스트의 게임을 기다리는 중…</translation>
    </message>
    <message>
        <source> and </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Connection lost — waiting for {players} to reconnect</source>
        <translation>연결 끊김 — {players}의 재연결을 기다리는 중</translation>
    </message>
    <message>
        <source>you, here</source>
        <translation>나, 여기</translation>
    </message>
    <message>
        <source>the AI here</source>
        <translation>여기의 AI</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>연결됨</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>연결 안 됨</translation>
    </message>
    <message>
        <source>away</source>
        <translation>자리 비움</translation>
    </message>
    <message>
        <source>at another computer</source>
        <translation>다른 컴퓨터에서</translation>
    </message>
</context>
<context>
    <name>NetText</name>
    <message>
        <source>Host a game over the network</source>
        <translation>네트워크 게임 열기</translation>
    </message>
    <message>
        <source>The host&apos;s clock decides for everyone; the network&apos;s delay is not charged</source>
        <translation>호스트의 시계가 모두에게 적용됩니다; 네트워크 지연은 계산하지 않습니다</translation>
    </message>
    <message>
        <source>Host</source>
        <comment>the host&apos;s name until changed</comment>
        <translation>호스트</translation>
    </message>
    <message>
        <source>Your name, as the players who join see it</source>
        <translation>참가하는 플레이어에게 보이는 내 이름</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>내 이름:</translation>
    </message>
    <message>
        <source>Start hosting</source>
        <translation>호스팅 시작</translation>
    </message>
    <message>
        <source>Wait for the players who join; the invitation shows here</source>
        <translation>참가할 플레이어를 기다립니다; 초대는 여기에 나옵니다</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>초대</translation>
    </message>
    <message>
        <source>The code to read out to the players who join</source>
        <translation>참가할 플레이어에게 불러 줄 코드</translation>
    </message>
    <message>
        <source>The whole invitation: send it to the players who join</source>
        <translation>초대 전체: 참가할 플레이어에게 보내세요</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <source>Copy the invitation, to paste in a message to the players</source>
        <translation>초대를 복사해 플레이어에게 보낼 메시지에 붙여 넣으세요</translation>
    </message>
    <message>
        <source>Players on this network also see the game in their Join dialog; they still need the code.</source>
        <translation>이 네트워크의 플레이어는 참가 창에서도 게임을 볼 수 있지만, 코드는 여전히 필요합니다.</translation>
    </message>
    <message>
        <source>Human here</source>
        <translation>여기의 사람</translation>
    </message>
    <message>
        <source>Joins over the network</source>
        <translation>네트워크로 참가</translation>
    </message>
    <message>
        <source>Who plays this side: you here, a player who joins, or this computer&apos;s AI</source>
        <translation>이 편을 둘 쪽: 여기의 나, 참가하는 플레이어, 또는 이 컴퓨터의 AI</translation>
    </message>
    <message>
        <source>Choose at least one seat for a player who joins over the network</source>
        <translation>네트워크로 참가할 플레이어의 자리를 적어도 하나 고르세요</translation>
    </message>
    <message>
        <source>Waiting for players…</source>
        <translation>플레이어를 기다리는 중…</translation>
    </message>
    <message>
        <source>Address {host} · port {port}
Certificate fingerprint {fingerprint}</source>
        <translation>주소 {host} · 포트 {port}
인증서 지문 {fingerprint}</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>복사됨</translation>
    </message>
    <message>
        <source>The host refused the code: check it with the host (like 7K4-Q2M) and try again. ({error})</source>
        <translation>호스트가 코드를 거절했습니다: 호스트와 확인하고 (예: 7K4-Q2M) 다시 해 보세요. ({error})</translation>
    </message>
    <message>
        <source>The computer that answered is not the host of this invitation (another certificate): ask the host for a new invitation. ({error})</source>
        <translation>응답한 컴퓨터는 이 초대의 호스트가 아닙니다 (다른 인증서): 호스트에게 새 초대를 요청하세요. ({error})</translation>
    </message>
    <message>
        <source>No answer from the host: check the address and that the host is still waiting. ({error})</source>
        <translation>호스트의 응답이 없습니다: 주소와 호스트가 아직 기다리는지 확인하세요. ({error})</translation>
    </message>
    <message>
        <source>The game is full: every seat has its player. ({error})</source>
        <translation>게임이 가득 찼습니다: 모든 자리에 플레이어가 있습니다. ({error})</translation>
    </message>
    <message>
        <source>Could not join: {error}</source>
        <translation>참가하지 못했습니다: {error}</translation>
    </message>
    <message>
        <source>Join a game over the network</source>
        <translation>네트워크 게임에 참가</translation>
    </message>
    <message>
        <source>Choose a game waiting on this network, or paste the invitation the host sent you, or type the host&apos;s address and code.</source>
        <translation>이 네트워크에서 기다리는 게임을 고르거나, 호스트가 보낸 초대를 붙여 넣거나, 호스트의 주소와 코드를 입력하세요.</translation>
    </message>
    <message>
        <source>Invitation:</source>
        <translation>초대:</translation>
    </message>
    <message>
        <source>7K4-Q2M (for a game chosen above, or an address typed)</source>
        <translation>7K4-Q2M (위에서 고른 게임이나 입력한 주소용)</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>코드:</translation>
    </message>
    <message>
        <source>Guest</source>
        <comment>a joining player&apos;s name until changed</comment>
        <translation>손님</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>참가</translation>
    </message>
    <message>
        <source>Type the code {host} gives you, then Join.</source>
        <translation>{host}이(가) 알려 준 코드를 입력하고 참가를 누르세요.</translation>
    </message>
    <message>
        <source> Its certificate starts {start}, as on your host&apos;s screen?</source>
        <translation> 인증서가 {start}(으)로 시작하나요? 호스트 화면과 같은지 보세요.</translation>
    </message>
    <message>
        <source>This is not an invitation: {error}</source>
        <translation>초대가 아닙니다: {error}</translation>
    </message>
    <message>
        <source>Joining {host}:{port}…</source>
        <translation>{host}:{port}에 참가하는 중…</translation>
    </message>
</context>
<context>
    <name>NewGameText</name>
    <message>
        <source>AI {level}</source>
        <translation>AI {level}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>사람</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <source>Which game to play</source>
        <translation>둘 게임</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>게임:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>시계:</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>옵션</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>고급</translation>
    </message>
    <message>
        <source>The seed: the same seed deals the same game</source>
        <translation>시드: 같은 시드면 같은 게임이 나옵니다</translation>
    </message>
    <message>
        <source>Seed for any random setup and for the AI (same seed, same game)</source>
        <translation>무작위 준비와 AI에 쓰는 시드 (같은 시드, 같은 게임)</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>시드:</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <source>Who plays {player}: a human at this screen or the AI at a level</source>
        <translation>{player}을(를) 둘 사람: 이 화면의 사람 또는 단계별 AI</translation>
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
        <translation>손에: X {x} · O {o}</translation>
    </message>
    <message>
        <source>The game is over: New game (Ctrl+N), or browse the moves</source>
        <translation>게임이 끝났습니다: 새 게임(Ctrl+N) 또는 수 살펴보기</translation>
    </message>
    <message>
        <source>{player}: choose a totem (X or O)</source>
        <translation>{player}: 토템을 고르세요 (X 또는 O)</translation>
    </message>
    <message>
        <source>{player}: choose the {symbol} totem (no {other} pawns left)</source>
        <translation>{player}: {symbol} 토템을 고르세요 ({other} 폰이 남지 않았습니다)</translation>
    </message>
    <message>
        <source>{player}: choose where the {symbol} totem goes (Esc: choose again)</source>
        <translation>{player}: {symbol} 토템이 갈 곳을 고르세요 (Esc: 다시 고르기)</translation>
    </message>
    <message>
        <source>{player}: place your {symbol} pawn next to the totem (Esc: move the totem elsewhere)</source>
        <translation>{player}: 토템 옆에 {symbol} 폰을 놓으세요 (Esc: 토템을 다른 곳으로)</translation>
    </message>
    <message>
        <source>{player}: {square} holds no totem — first choose a totem (X or O)</source>
        <translation>{player}: {square}에는 토템이 없습니다 — 먼저 토템을 고르세요 (X 또는 O)</translation>
    </message>
    <message>
        <source>{player} has no {symbol} pawns left: choose the {other} totem</source>
        <translation>{player}에게 {symbol} 폰이 남지 않았습니다: {other} 토템을 고르세요</translation>
    </message>
    <message>
        <source>The {symbol} totem cannot go to {square}: it moves like a rook through empty squares — choose a highlighted square (Esc: choose again)</source>
        <translation>{symbol} 토템은 {square}로 갈 수 없습니다: 룩처럼 빈칸으로만 움직입니다 — 표시된 칸을 고르세요 (Esc: 다시 고르기)</translation>
    </message>
    <message>
        <source>Your {symbol} pawn cannot go on {square}: it goes on an empty square next to the totem on {totem} — choose a highlighted square</source>
        <translation>{symbol} 폰은 {square}에 놓을 수 없습니다: {totem}의 토템 옆 빈칸에 놓습니다 — 표시된 칸을 고르세요</translation>
    </message>
    <message>
        <source>{symbol} to {target}, pawn {square} is not legal here</source>
        <translation>{symbol} 토템 {target}, 폰 {square}는 여기서 둘 수 없습니다</translation>
    </message>
</context>
<context>
    <name>Pieces</name>
    <message>
        <source>orange</source>
        <translation>주황</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>투명</translation>
    </message>
    <message>
        <source>cyan</source>
        <translation>청록</translation>
    </message>
    <message>
        <source>left/right up to {n}</source>
        <translation>왼쪽/오른쪽으로 {n}칸까지</translation>
    </message>
    <message>
        <source>forward/backward up to {n}</source>
        <translation>앞/뒤로 {n}칸까지</translation>
    </message>
    <message>
        <source>diagonally up to {n}</source>
        <translation>대각선으로 {n}칸까지</translation>
    </message>
    <message>
        <source>jumps over up to {n}</source>
        <translation>{n}칸까지 뛰어넘기</translation>
    </message>
    <message>
        <source>{player}&apos;s {piece}</source>
        <translation>{player}의 {piece}</translation>
    </message>
    <message>
        <source>base {piece}</source>
        <translation>밑동 {piece}</translation>
    </message>
    <message>
        <source>nested {piece}</source>
        <translation>끼움 {piece}</translation>
    </message>
    <message>
        <source>stacked {piece}</source>
        <translation>쌓음 {piece}</translation>
    </message>
    <message>
        <source>{player}&apos;s combination: {parts} (distance {n})</source>
        <translation>{player}의 조합: {parts} (거리 {n})</translation>
    </message>
    <message>
        <source>
moves: {ways}</source>
        <translation>
움직임: {ways}</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Pink</source>
        <translation>분홍</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>검정</translation>
    </message>
    <message>
        <source>White</source>
        <translation>흰색</translation>
    </message>
    <message>
        <source>South</source>
        <translation>남</translation>
    </message>
    <message>
        <source>North</source>
        <translation>북</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>주황</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>파랑</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>초록</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>노랑</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>보라</translation>
    </message>
    <message>
        <source>Sky</source>
        <translation>하늘</translation>
    </message>
</context>
<context>
    <name>ProgressText</name>
    <message>
        <source>not a lesson or puzzle id: {value!r}</source>
        <translation>레슨이나 퍼즐 id가 아닙니다: {value!r}</translation>
    </message>
    <message>
        <source>{key!r} is not a list of ids</source>
        <translation>{key!r}이(가) id 목록이 아닙니다</translation>
    </message>
    <message>
        <source>the file is {count} bytes, far more than any progress file</source>
        <translation>파일이 {count}바이트로, 어떤 진행 기록 파일보다 훨씬 큽니다</translation>
    </message>
    <message>
        <source>the file is not JSON ({exc})</source>
        <translation>파일이 JSON이 아닙니다 ({exc})</translation>
    </message>
    <message>
        <source>the file holds no progress object</source>
        <translation>파일에 진행 기록 객체가 없습니다</translation>
    </message>
    <message>
        <source>unknown version {value!r}</source>
        <translation>알 수 없는 버전 {value!r}</translation>
    </message>
    <message>
        <source>the puzzle rating {value!r} is not a rating</source>
        <translation>퍼즐 레이팅 {value!r}이(가) 레이팅이 아닙니다</translation>
    </message>
    <message>
        <source>the count of rated puzzles {value!r} is not a count</source>
        <translation>평가한 퍼즐 수 {value!r}이(가) 수가 아닙니다</translation>
    </message>
    <message>
        <source>Your progress could not be read ({error}); it starts afresh for now.</source>
        <translation>진행 기록을 읽지 못했습니다 ({error}); 지금은 처음부터 시작합니다.</translation>
    </message>
    <message>
        <source>The file was kept as {path}.</source>
        <translation>파일은 {path}(으)로 보관했습니다.</translation>
    </message>
    <message>
        <source>The file could not be moved aside ({error}).</source>
        <translation>파일을 옮겨 두지 못했습니다 ({error}).</translation>
    </message>
    <message>
        <source>Your progress file {path} was refused: {error}. {kept} It starts afresh.</source>
        <translation>진행 기록 파일 {path}을(를) 받아들이지 않았습니다: {error}. {kept} 처음부터 시작합니다.</translation>
    </message>
</context>
<context>
    <name>PuzzleCliText</name>
    <message>
        <source>play seeded games between the levels and keep proven puzzles</source>
        <translation>단계끼리 시드 게임을 두고 증명된 퍼즐을 남깁니다</translation>
    </message>
    <message>
        <source>a registry name: {games}</source>
        <translation>등록된 이름: {games}</translation>
    </message>
    <message>
        <source>puzzles to find</source>
        <translation>찾을 퍼즐 수</translation>
    </message>
    <message>
        <source>a .jsonl file to add them to (default: print them)</source>
        <translation>추가할 .jsonl 파일 (기본: 출력)</translation>
    </message>
    <message>
        <source>the largest N of a win in N (1..{most})</source>
        <translation>N수 만에 승리에서 가장 큰 N (1..{most})</translation>
    </message>
    <message>
        <source>the last plies of each game searched for wins</source>
        <translation>승리를 찾을 각 게임의 마지막 플라이 수</translation>
    </message>
    <message>
        <source>no best capture puzzles</source>
        <translation>최선의 잡기 퍼즐 없이</translation>
    </message>
    <message>
        <source>stop after this many games</source>
        <translation>이만큼 게임을 두고 멈춤</translation>
    </message>
    <message>
        <source>prove every puzzle of a file again (exhaustive search)</source>
        <translation>파일의 퍼즐을 모두 다시 증명합니다 (전수 탐색)</translation>
    </message>
    <message>
        <source>check this many puzzles, chosen with --seed</source>
        <translation>--seed로 고른 이만큼의 퍼즐을 검사</translation>
    </message>
    <message>
        <source>a line for every puzzle</source>
        <translation>퍼즐마다 한 줄</translation>
    </message>
</context>
<context>
    <name>RecordText</name>
    <message>
        <source>{where}missing field {key!r}</source>
        <translation>{where}{key!r} 필드가 없습니다</translation>
    </message>
    <message>
        <source>{where}field {key!r} has the wrong type ({kind})</source>
        <translation>{where}{key!r} 필드의 형식이 잘못되었습니다 ({kind})</translation>
    </message>
    <message>
        <source>seat {index} is not {{&apos;kind&apos;: &apos;human&apos;}} or {{&apos;kind&apos;: &apos;ai&apos;, &apos;level&apos;: ...}}</source>
        <translation>{index}번 자리가 {{&apos;kind&apos;: &apos;human&apos;}}도 {{&apos;kind&apos;: &apos;ai&apos;, &apos;level&apos;: ...}}도 아닙니다</translation>
    </message>
    <message>
        <source>seat {index}: an AI seat needs a level</source>
        <translation>{index}번 자리: AI 자리에는 단계가 필요합니다</translation>
    </message>
    <message>
        <source>the file does not hold a game record (expected a JSON object)</source>
        <translation>파일에 게임 기록이 없습니다 (JSON 객체가 와야 합니다)</translation>
    </message>
    <message>
        <source>not a game record: field &apos;format&apos; should be {record_format!r}</source>
        <translation>게임 기록이 아닙니다: &apos;format&apos; 필드는 {record_format!r}이어야 합니다</translation>
    </message>
    <message>
        <source>record format version {version} is newer than this app reads ({format_version})</source>
        <translation>기록 형식 버전 {version}은(는) 이 앱이 읽는 버전({format_version})보다 새롭습니다</translation>
    </message>
    <message>
        <source>record format version {version} does not exist (versions start at 1)</source>
        <translation>기록 형식 버전 {version}은(는) 없습니다 (버전은 1부터)</translation>
    </message>
    <message>
        <source>unknown game {game_id!r}</source>
        <translation>알 수 없는 게임 {game_id!r}</translation>
    </message>
    <message>
        <source>field &apos;start_position&apos; has the wrong type</source>
        <translation>&apos;start_position&apos; 필드의 형식이 잘못되었습니다</translation>
    </message>
    <message>
        <source>bad game setup: {exc}</source>
        <translation>잘못된 게임 준비: {exc}</translation>
    </message>
    <message>
        <source>move {number} is not a text</source>
        <translation>{number}번째 수가 텍스트가 아닙니다</translation>
    </message>
    <message>
        <source>move {number} ({text!r}): {exc}</source>
        <translation>{number}번째 수 ({text!r}): {exc}</translation>
    </message>
    <message>
        <source>result: no player {resigned!r} to resign</source>
        <translation>결과: 기권할 플레이어 {resigned!r}이(가) 없습니다</translation>
    </message>
    <message>
        <source>field &apos;cursor&apos; should be a move number from 0 to {length}</source>
        <translation>&apos;cursor&apos; 필드는 0에서 {length} 사이의 수 번호여야 합니다</translation>
    </message>
    <message>
        <source>field &apos;time_control&apos; has the wrong type</source>
        <translation>&apos;time_control&apos; 필드의 형식이 잘못되었습니다</translation>
    </message>
    <message>
        <source>field &apos;time_control&apos;: {exc}</source>
        <translation>&apos;time_control&apos; 필드: {exc}</translation>
    </message>
    <message>
        <source>field &apos;time_left&apos; should be a list of at most {positions} positions&apos; times</source>
        <translation>&apos;time_left&apos; 필드는 최대 {positions}개 포지션의 시간 목록이어야 합니다</translation>
    </message>
    <message>
        <source>field &apos;time_left&apos;, after move {ply}: {exc}</source>
        <translation>&apos;time_left&apos; 필드, {ply}수 뒤: {exc}</translation>
    </message>
    <message>
        <source>{path} is not a game record: larger than {max_record_bytes} MB</source>
        <translation>{path}은(는) 게임 기록이 아닙니다: {max_record_bytes} MB보다 큽니다</translation>
    </message>
    <message>
        <source>cannot read {path}: {exc}</source>
        <translation>{path}을(를) 읽을 수 없습니다: {exc}</translation>
    </message>
    <message>
        <source>not valid JSON (line {lineno}, column {colno}): {msg}</source>
        <translation>올바른 JSON이 아닙니다 ({lineno}줄, {colno}열): {msg}</translation>
    </message>
    <message>
        <source>not a game record: its JSON is nested too deeply</source>
        <translation>게임 기록이 아닙니다: JSON이 너무 깊게 중첩되어 있습니다</translation>
    </message>
    <message>
        <source>not a game record: {exc}</source>
        <translation>게임 기록이 아닙니다: {exc}</translation>
    </message>
</context>
<context>
    <name>ResultText</name>
    <message>
        <source>wins {wins}  draws {draws}  losses {losses}  unfinished {unfinished}</source>
        <translation>승 {wins}  무 {draws}  패 {losses}  끝나지 않음 {unfinished}</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>{text!r} is not an Oxono move (like &apos;X d3-d6 d5&apos;)</source>
        <translation>{text!r}은(는) 옥소노 수가 아닙니다 (&apos;X d3-d6 d5&apos; 같은)</translation>
    </message>
    <message>
        <source>{text} is not legal in {position}</source>
        <translation>{text}은(는) {position}에서 둘 수 없습니다</translation>
    </message>
    <message>
        <source>{text!r}: needs exactly one {name} totem &apos;{ch}&apos;</source>
        <translation>{text!r}: {name} 토템 &apos;{ch}&apos;가 정확히 하나 필요합니다</translation>
    </message>
    <message>
        <source>{text!r}: a player has more than 8 pawns of one symbol</source>
        <translation>{text!r}: 한 플레이어의 한 기호 폰이 8개를 넘습니다</translation>
    </message>
    <message>
        <source>{text!r}: {pink_down} pink and {black_down} black pawns cannot have {player} to move (Pink moves first)</source>
        <translation>{text!r}: 분홍 폰 {pink_down}개와 검정 폰 {black_down}개로는 {player} 차례일 수 없습니다 (분홍이 먼저 둡니다)</translation>
    </message>
    <message>
        <source>game {id!r} is registered already</source>
        <translation>게임 {id!r}은(는) 이미 등록되어 있습니다</translation>
    </message>
    <message>
        <source>unknown game {game!r} (known: {games})</source>
        <translation>알 수 없는 게임 {game!r} (알려진 게임: {games})</translation>
    </message>
    <message>
        <source>unknown game {name!r} (known: {known})</source>
        <translation>알 수 없는 게임 {name!r} (알려진 게임: {known})</translation>
    </message>
    <message>
        <source>{text!r} is not a square (a1..{value}{rank})</source>
        <translation>{text!r}은(는) 칸이 아닙니다 (a1..{value}{rank})</translation>
    </message>
    <message>
        <source>{text!r}: expected the ranks, a space, and the side to move &apos;{side}&apos; or &apos;{side2}&apos;</source>
        <translation>{text!r}: 줄들, 공백, 둘 차례 &apos;{side}&apos; 또는 &apos;{side2}&apos;가 와야 합니다</translation>
    </message>
    <message>
        <source>{source!r}: expected {size} ranks separated by &apos;/&apos;, found {count}</source>
        <translation>{source!r}: &apos;/&apos;로 나눈 {size}줄이 와야 하는데 {count}줄입니다</translation>
    </message>
    <message>
        <source>{source!r}: unknown piece {ch!r} on rank {rank}</source>
        <translation>{source!r}: {rank}줄에 알 수 없는 말 {ch!r}</translation>
    </message>
    <message>
        <source>{source!r}: rank {rank} has {file} squares, not {size}</source>
        <translation>{source!r}: {rank}줄이 {size}칸이 아니라 {file}칸입니다</translation>
    </message>
    <message>
        <source>{name!r} is not a board name like &apos;xeno-30&apos;</source>
        <translation>{name!r}은(는) &apos;xeno-30&apos; 같은 보드 이름이 아닙니다</translation>
    </message>
    <message>
        <source>{strip!r}: boards have at most {max_spaces} spaces</source>
        <translation>{strip!r}: 보드는 최대 {max_spaces}칸입니다</translation>
    </message>
    <message>
        <source>no Xeno board has {size} spaces: boards have 24, 60, 12·n² or 30·n² spaces (e.g. {boards})</source>
        <translation>칸이 {size}개인 Xeno 보드는 없습니다: 보드는 24, 60, 12·n², 30·n²칸입니다 (예: {boards})</translation>
    </message>
    <message>
        <source>{name}: the base polyhedron is not closed</source>
        <translation>{name}: 기본 다면체가 닫혀 있지 않습니다</translation>
    </message>
    <message>
        <source>{board} has {size} spaces: it cannot be shared by {merged} players</source>
        <translation>{board}은(는) {size}칸이라 {merged}명이 나눌 수 없습니다</translation>
    </message>
    <message>
        <source>{text!r}: {token!r} is not a space of {board} (1..{size})</source>
        <translation>{text!r}: {token!r}은(는) {board}의 칸이 아닙니다 (1..{size})</translation>
    </message>
    <message>
        <source>{text!r} is not a setup move like &apos;S 5&gt;9&apos;</source>
        <translation>{text!r}은(는) &apos;S 5&gt;9&apos; 같은 준비 수가 아닙니다</translation>
    </message>
    <message>
        <source>{text!r} is not a colour choice like &apos;C b&apos;</source>
        <translation>{text!r}은(는) &apos;C b&apos; 같은 색 선택이 아닙니다</translation>
    </message>
    <message>
        <source>{text!r} is not a Xeno move (like &apos;12-7&apos;, &apos;12x7x19&apos;, &apos;S 5&gt;9&apos; or &apos;C b&apos;)</source>
        <translation>{text!r}은(는) Xeno 수가 아닙니다 (&apos;12-7&apos;, &apos;12x7x19&apos;, &apos;S 5&gt;9&apos;, &apos;C b&apos; 같은)</translation>
    </message>
    <message>
        <source>{text!r}: expected &apos;&lt;board&gt; &lt;to-move&gt; &lt;stacks&gt;&apos;, like &apos;xeno-12 a ab,b,,a,…&apos;</source>
        <translation>{text!r}: &apos;xeno-12 a ab,b,,a,…&apos;처럼 &apos;&lt;board&gt; &lt;to-move&gt; &lt;stacks&gt;&apos;가 와야 합니다</translation>
    </message>
    <message>
        <source>{text!r}: {exc}</source>
        <translation>{text!r}: {exc}</translation>
    </message>
    <message>
        <source>the position is for {board}, not {opt}</source>
        <translation>이 포지션은 {opt}가 아니라 {board}용입니다</translation>
    </message>
    <message>
        <source>{text!r}: {board} has {size} spaces, the position lists {count}</source>
        <translation>{text!r}: {board}은(는) {size}칸인데 포지션에는 {count}칸이 있습니다</translation>
    </message>
    <message>
        <source>{text!r}: space {number} holds {join!r}, not colours a..f</source>
        <translation>{text!r}: {number}번 칸에 a..f 색이 아니라 {join!r}이(가) 있습니다</translation>
    </message>
    <message>
        <source>{text!r}: a position needs pieces of at least two colours</source>
        <translation>{text!r}: 포지션에는 적어도 두 색의 말이 필요합니다</translation>
    </message>
    <message>
        <source>{text!r}: the player to move must be one of the colours present</source>
        <translation>{text!r}: 둘 차례는 있는 색 가운데 하나여야 합니다</translation>
    </message>
    <message>
        <source>{text!r}: the fourth field should be &apos;seats:&lt;colours&gt;&apos;</source>
        <translation>{text!r}: 네 번째 필드는 &apos;seats:&lt;colours&gt;&apos;여야 합니다</translation>
    </message>
    <message>
        <source>{text!r}: bad seat colours {spec!r}</source>
        <translation>{text!r}: 잘못된 자리 색 {spec!r}</translation>
    </message>
    <message>
        <source>{text!r}: the seats must list each colour present once</source>
        <translation>{text!r}: 자리에는 있는 색을 한 번씩 적어야 합니다</translation>
    </message>
    <message>
        <source>{text!r}: before the setup move every space holds one piece</source>
        <translation>{text!r}: 준비 수 전에는 모든 칸에 말이 하나씩 있습니다</translation>
    </message>
    <message>
        <source>{text!r}: &apos;S&lt;space&gt;&apos; names the removed piece&apos;s space</source>
        <translation>{text!r}: &apos;S&lt;space&gt;&apos;는 뺀 말의 칸을 가리킵니다</translation>
    </message>
    <message>
        <source>{text!r}: &apos;C&lt;colours&gt;&apos; lists the distinct colours chosen so far</source>
        <translation>{text!r}: &apos;C&lt;colours&gt;&apos;는 지금까지 고른 서로 다른 색을 나열합니다</translation>
    </message>
    <message>
        <source>{text!r}: a chosen colour has no pieces</source>
        <translation>{text!r}: 고른 색에 말이 없습니다</translation>
    </message>
    <message>
        <source>{text!r}: after the setup move one space is empty and one holds two pieces</source>
        <translation>{text!r}: 준비 수 뒤에는 한 칸이 비고 한 칸에 말이 둘 있습니다</translation>
    </message>
    <message>
        <source>rank {rank}: cannot read {text!r} (a digit or a piece like Rl, Yl&lt;Bs^Rm)</source>
        <translation>{rank}줄: {text!r}을(를) 읽을 수 없습니다 (숫자나 Rl, Yl&lt;Bs^Rm 같은 말)</translation>
    </message>
    <message>
        <source>rank {rank}: {exc}</source>
        <translation>{rank}줄: {exc}</translation>
    </message>
    <message>
        <source>rank {rank} {text!r} describes {count} squares, not 8</source>
        <translation>{rank}줄 {text!r}은(는) 8칸이 아니라 {count}칸을 나타냅니다</translation>
    </message>
    <message>
        <source>expected the reserve {label}… but found {text!r}</source>
        <translation>예비 {label}…이(가) 와야 하는데 {text!r}이(가) 있습니다</translation>
    </message>
    <message>
        <source>reserve {label} {exc}</source>
        <translation>예비 {label} {exc}</translation>
    </message>
    <message>
        <source>reserve {label} holds {token!r}: write its pieces in its owner&apos;s case</source>
        <translation>예비 {label}에 {token!r}이(가) 있습니다: 말은 주인에 맞는 대소문자로 쓰세요</translation>
    </message>
    <message>
        <source>a position text has 4 fields (board, side to move, S:…, N:…), not {count}: {text!r}</source>
        <translation>포지션 텍스트는 필드가 4개입니다 (보드, 둘 차례, S:…, N:…), {count}개가 아닙니다: {text!r}</translation>
    </message>
    <message>
        <source>the board needs 8 ranks separated by &apos;/&apos;, not {count}</source>
        <translation>보드에는 &apos;/&apos;로 나눈 8줄이 필요합니다, {count}줄이 아니라</translation>
    </message>
    <message>
        <source>the side to move is &apos;s&apos; or &apos;n&apos;, not {side!r}</source>
        <translation>둘 차례는 &apos;s&apos;나 &apos;n&apos;입니다, {side!r}이(가) 아니라</translation>
    </message>
    <message>
        <source>there are only two {name} pieces in the game, not {n}</source>
        <translation>게임에 {name} 말은 {n}개가 아니라 2개뿐입니다</translation>
    </message>
    <message>
        <source>an empty move text</source>
        <translation>빈 수 텍스트</translation>
    </message>
    <message>
        <source>{text!r} is not an X Spectrum move (like c3-d2, c3-d2=Bl&lt;Bm, c3:^Bs-d2, c3=Bl^Bm, Rl@a1)</source>
        <translation>{text!r}은(는) X Spectrum 수가 아닙니다 (c3-d2, c3-d2=Bl&lt;Bm, c3:^Bs-d2, c3=Bl^Bm, Rl@a1 같은)</translation>
    </message>
    <message>
        <source>{text!r}: a square alone is not a move (add -target or =arrangement)</source>
        <translation>{text!r}: 칸 하나만으로는 수가 아닙니다 (-목표나 =배치를 붙이세요)</translation>
    </message>
    <message>
        <source>{text!r} is not a piece (R/Y/B, upper case South, lower case North, then s/m/l)</source>
        <translation>{text!r}은(는) 말이 아닙니다 (R/Y/B, 대문자 남, 소문자 북, 그다음 s/m/l)</translation>
    </message>
    <message>
        <source>a combination holds at most 3 pieces</source>
        <translation>조합에는 말이 3개까지입니다</translation>
    </message>
    <message>
        <source>a nested piece must be smaller than the base</source>
        <translation>끼운 말은 밑동보다 작아야 합니다</translation>
    </message>
    <message>
        <source>nested pieces must be of different sizes, largest first</source>
        <translation>끼운 말은 크기가 서로 달라야 하고 큰 것이 먼저입니다</translation>
    </message>
    <message>
        <source>a stacked piece cannot be larger than the base</source>
        <translation>쌓은 말은 밑동보다 클 수 없습니다</translation>
    </message>
    <message>
        <source>empty contents</source>
        <translation>내용이 비어 있음</translation>
    </message>
    <message>
        <source>{text!r}: expected &lt; or ^ before each further piece</source>
        <translation>{text!r}: 다음 말마다 앞에 &lt; 또는 ^가 와야 합니다</translation>
    </message>
    <message>
        <source>{text!r} mixes pieces of both players</source>
        <translation>{text!r}에 두 플레이어의 말이 섞여 있습니다</translation>
    </message>
    <message>
        <source>{text!r}: nested pieces (&lt;) come before stacked ones (^)</source>
        <translation>{text!r}: 끼운 말(&lt;)이 쌓은 말(^)보다 먼저 옵니다</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>게임이 끝났습니다</translation>
    </message>
    <message>
        <source>the position has no pieces at all</source>
        <translation>포지션에 말이 하나도 없습니다</translation>
    </message>
    <message>
        <source>{move} is not legal here</source>
        <translation>{move}은(는) 여기서 둘 수 없습니다</translation>
    </message>
    <message>
        <source>this position was not reached by a move: nothing to undo</source>
        <translation>이 포지션은 수로 도달한 것이 아닙니다: 무를 것이 없습니다</translation>
    </message>
    <message>
        <source>{move} did not lead to this position</source>
        <translation>{move}은(는) 이 포지션으로 이어지지 않았습니다</translation>
    </message>
    <message>
        <source>{text!r} is not a Zeno move (like &apos;c3-d4 +e4 -a3&apos;, &apos;c3*c4&apos; or &apos;e8-xx(0)&apos;)</source>
        <translation>{text!r}은(는) Zeno 수가 아닙니다 (&apos;c3-d4 +e4 -a3&apos;, &apos;c3*c4&apos;, &apos;e8-xx(0)&apos; 같은)</translation>
    </message>
    <message>
        <source>{text!r}: {token!r} is neither &apos;+square&apos; (push) nor &apos;-square&apos; (pull)</source>
        <translation>{text!r}: {token!r}은(는) &apos;+칸&apos;(밀기)도 &apos;-칸&apos;(당기기)도 아닙니다</translation>
    </message>
    <message>
        <source>{text!r}: {group} is named twice</source>
        <translation>{text!r}: {group}이(가) 두 번 나옵니다</translation>
    </message>
    <message>
        <source>{text}: {player} has no piece on {square}</source>
        <translation>{text}: {player}의 조각이 {square}에 없습니다</translation>
    </message>
    <message>
        <source>{text}: that step stays on the board (name its square)</source>
        <translation>{text}: 그 걸음은 보드 안에 있습니다 (칸을 적으세요)</translation>
    </message>
    <message>
        <source>{text}: a piece moves one step forward, straight or diagonally</source>
        <translation>{text}: 조각은 앞으로 한 걸음, 똑바로나 대각선으로 움직입니다</translation>
    </message>
    <message>
        <source>{text}: {square} is occupied: write it with &apos;*&apos;</source>
        <translation>{text}: {square}은(는) 차 있습니다: &apos;*&apos;로 쓰세요</translation>
    </message>
    <message>
        <source>{text}: {square} is empty: write it with &apos;-&apos;</source>
        <translation>{text}: {square}은(는) 비어 있습니다: &apos;-&apos;로 쓰세요</translation>
    </message>
    <message>
        <source>{text}: only enemy pieces on the landing rank can be pushed</source>
        <translation>{text}: 착지한 줄의 상대 조각만 밀 수 있습니다</translation>
    </message>
    <message>
        <source>{text}: only your other pieces on the rank the piece left can be pulled</source>
        <translation>{text}: 조각이 떠나온 줄의 내 다른 조각만 당길 수 있습니다</translation>
    </message>
    <message>
        <source>{text!r}: {player} has more than 8 pieces</source>
        <translation>{text!r}: {player}의 말이 8개를 넘습니다</translation>
    </message>
    <message>
        <source>{text!r}: both sides have no pieces</source>
        <translation>{text!r}: 양쪽 모두 말이 없습니다</translation>
    </message>
</context>
<context>
    <name>SceneText</name>
    <message>
        <source>to move</source>
        <translation>차례</translation>
    </message>
    <message>
        <source>clear: forward / back</source>
        <translation>투명: 앞 / 뒤</translation>
    </message>
    <message>
        <source>cyan: left / right</source>
        <translation>청록: 왼쪽 / 오른쪽</translation>
    </message>
    <message>
        <source>cyan+clear: diagonals</source>
        <translation>청록+투명: 대각선</translation>
    </message>
    <message>
        <source>orange: jumps, all 8</source>
        <translation>주황: 뛰어넘기, 8방향</translation>
    </message>
    <message>
        <source> · to move</source>
        <translation> · 차례</translation>
    </message>
    <message>
        <source>reserve empty</source>
        <translation>예비 없음</translation>
    </message>
    <message>
        <source>pieces  {n}</source>
        <translation>조각  {n}</translation>
    </message>
    <message>
        <source>tempo   {n}</source>
        <translation>템포   {n}</translation>
    </message>
</context>
<context>
    <name>SchemaText</name>
    <message>
        <source>the game library {path} is a folder: name a file</source>
        <translation>게임 라이브러리 {path}은(는) 폴더입니다: 파일 이름을 주세요</translation>
    </message>
    <message>
        <source>cannot read the library {path}: {error}</source>
        <translation>라이브러리 {path}을(를) 읽을 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>SQLite 데이터베이스가 아닙니다</translation>
    </message>
    <message>
        <source>it is another program&apos;s database</source>
        <translation>다른 프로그램의 데이터베이스입니다</translation>
    </message>
    <message>
        <source>a newer version of the app made it (schema {found}, this one reads {read})</source>
        <translation>더 새 버전의 앱이 만들었습니다 (스키마 {found}, 이 버전은 {read}을(를) 읽습니다)</translation>
    </message>
    <message>
        <source>it is damaged ({error})</source>
        <translation>손상되었습니다 ({error})</translation>
    </message>
    <message>
        <source>another program is using it</source>
        <translation>다른 프로그램이 사용 중입니다</translation>
    </message>
    <message>
        <source>the game library {path} cannot be opened: {error}</source>
        <translation>게임 라이브러리 {path}을(를) 열 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>it cannot be read ({error})</source>
        <translation>읽을 수 없습니다 ({error})</translation>
    </message>
    <message>
        <source>The game library {path} could not be opened: {why} (kept as {kept}). Your games are kept in a fresh library, {used}.</source>
        <translation>게임 라이브러리 {path}을(를) 열 수 없었습니다: {why} ({kept}(으)로 보관함). 게임은 새 라이브러리 {used}에 보관됩니다.</translation>
    </message>
    <message>
        <source>The game library {path} could not be opened: {why}. Your games are kept in a fresh library, {used}.</source>
        <translation>게임 라이브러리 {path}을(를) 열 수 없었습니다: {why}. 게임은 새 라이브러리 {used}에 보관됩니다.</translation>
    </message>
    <message>
        <source>{text}, which cannot be made either: {error}</source>
        <translation>{text} — 새 라이브러리도 만들 수 없습니다: {error}</translation>
    </message>
</context>
<context>
    <name>SearchText</name>
    <message>
        <source>the AI did not answer within {seconds} s</source>
        <translation>AI가 {seconds}초 안에 답하지 않았습니다</translation>
    </message>
    <message>
        <source>the AI&apos;s process ended unexpectedly</source>
        <translation>AI 프로세스가 예기치 않게 끝났습니다</translation>
    </message>
</context>
<context>
    <name>SeatText</name>
    <message>
        <source>AI ({level})</source>
        <translation>AI ({level})</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>사람</translation>
    </message>
    <message>
        <source>{player} resigned</source>
        <translation>{player} 기권</translation>
    </message>
    <message>
        <source>{player} ran out of time</source>
        <translation>{player} 시간 초과</translation>
    </message>
</context>
<context>
    <name>SideText</name>
    <message>
        <source>Human</source>
        <translation>사람</translation>
    </message>
    <message>
        <source>AI {level}</source>
        <translation>AI {level}</translation>
    </message>
    <message>
        <source>Who plays this side: change it at any time, even mid-game</source>
        <translation>이 편을 두는 쪽: 언제든, 게임 중에도 바꿀 수 있습니다</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <source>Ask the AI again (a new AI process starts if the old one ended)</source>
        <translation>AI에게 다시 묻습니다 (이전 AI 프로세스가 끝났으면 새로 시작합니다)</translation>
    </message>
    <message>
        <source>The AI could not move: {error}</source>
        <translation>AI가 수를 두지 못했습니다: {error}</translation>
    </message>
    <message>
        <source>◀ to move</source>
        <translation>◀ 차례</translation>
    </message>
    <message>
        <source>{player}&apos;s time left ({clock})</source>
        <translation>{player}의 남은 시간 ({clock})</translation>
    </message>
    <message>
        <source>{player}&apos;s time left</source>
        <translation>{player}의 남은 시간</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>The start position — click to show it</source>
        <translation>시작 포지션 — 클릭하면 보입니다</translation>
    </message>
    <message>
        <source>{player}&apos;s moves</source>
        <translation>{player}의 수</translation>
    </message>
    <message>
        <source>{player} could not move: passed over</source>
        <translation>{player}은(는) 둘 수 없어 건너뜀</translation>
    </message>
    <message>
        <source>{player}: {move} — click to show the position after it</source>
        <translation>{player}: {move} — 클릭하면 이 수 뒤의 포지션이 보입니다</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>수</translation>
    </message>
</context>
<context>
    <name>SpectrumText</name>
    <message numerus="yes">
        <source>%n piece|%n pieces</source>
        <translation>
            <numerusform>말 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>nested</source>
        <translation>끼움</translation>
    </message>
    <message>
        <source>stacked</source>
        <translation>쌓음</translation>
    </message>
    <message numerus="yes">
        <source>%n pip|%n pips</source>
        <translation>
            <numerusform>점 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>{nested} nested,
{stacked} stacked</source>
        <translation>{nested} 끼움,
{stacked} 쌓음</translation>
    </message>
    <message>
        <source>{nested} nested
under the {base}</source>
        <translation>{nested}을(를)
{base} 아래에 끼움</translation>
    </message>
    <message>
        <source>{stacked} stacked
on the {base}</source>
        <translation>{stacked}을(를)
{base} 위에 쌓음</translation>
    </message>
    <message>
        <source>{base} alone</source>
        <translation>{base} 단독</translation>
    </message>
    <message>
        <source>rearrange: nest the
{piece} under the base</source>
        <translation>재배치: {piece}을(를)
밑동 아래에 끼움</translation>
    </message>
    <message>
        <source>rearrange: stack the
{piece} on top</source>
        <translation>재배치: {piece}을(를)
맨 위에 쌓음</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>비어 있음</translation>
    </message>
    <message>
        <source>board: {board}
reserve: {reserve}</source>
        <translation>보드: {board}
예비: {reserve}</translation>
    </message>
    <message>
        <source>How they stand on {square}:</source>
        <translation>{square}에 놓이는 모양:</translation>
    </message>
    <message numerus="yes">
        <source>move the whole square
%n piece together|move the whole square
%n pieces together</source>
        <translation>
            <numerusform>칸 전체를 움직임
말 %n개 함께</numerusform>
        </translation>
    </message>
    <message>
        <source>the base</source>
        <translation>밑동</translation>
    </message>
    <message>
        <source>move out only the
{piece} ({role})</source>
        <translation>{piece}만
빼서 움직임 ({role})</translation>
    </message>
    <message>
        <source>Move from {square}:</source>
        <translation>{square}에서 움직이기:</translation>
    </message>
    <message>
        <source>The game is over: New game (Ctrl+N), or browse the moves</source>
        <translation>게임이 끝났습니다: 새 게임(Ctrl+N) 또는 수 살펴보기</translation>
    </message>
    <message>
        <source>{player}: choose how the pieces stand on {square} (Esc: back)</source>
        <translation>{player}: {square}에 말이 놓일 모양을 고르세요 (Esc: 뒤로)</translation>
    </message>
    <message>
        <source>{player}: click the start square to bring the {piece} back (Esc: cancel)</source>
        <translation>{player}: 시작 칸을 클릭해 {piece}을(를) 되돌리세요 (Esc: 취소)</translation>
    </message>
    <message>
        <source>{player}: click one of your squares, or a piece in your reserve</source>
        <translation>{player}: 내 칸 하나나 예비의 말 하나를 클릭하세요</translation>
    </message>
    <message>
        <source>the whole square</source>
        <translation>칸 전체</translation>
    </message>
    <message>
        <source>base</source>
        <translation>밑동</translation>
    </message>
    <message>
        <source>the {role} {piece}</source>
        <translation>{role} {piece}</translation>
    </message>
    <message>
        <source>{player}: click where {what} on {square} goes (Esc: back)</source>
        <translation>{player}: {square}의 {what}이(가) 갈 곳을 클릭하세요 (Esc: 뒤로)</translation>
    </message>
    <message>
        <source>{player}: that is {other}&apos;s reserve</source>
        <translation>{player}: 그것은 {other}의 예비입니다</translation>
    </message>
    <message>
        <source>{player}: the {piece} re-enters only on its own start square, which is taken</source>
        <translation>{player}: {piece}은(는) 자기 시작 칸으로만 돌아오는데, 그 칸이 차 있습니다</translation>
    </message>
    <message>
        <source>{player}: choose an arrangement beside the board (Esc: back)</source>
        <translation>{player}: 보드 옆에서 배치를 고르세요 (Esc: 뒤로)</translation>
    </message>
    <message>
        <source>combination</source>
        <translation>조합</translation>
    </message>
    <message>
        <source>{player}: the {piece} on {square} has no move</source>
        <translation>{player}: {square}의 {piece}은(는) 움직일 수 없습니다</translation>
    </message>
    <message>
        <source>{player}: {square} is empty — click one of your own squares</source>
        <translation>{player}: {square}은(는) 비어 있습니다 — 내 칸을 클릭하세요</translation>
    </message>
    <message>
        <source>{player}: {square} is {other}&apos;s — click one of your own squares</source>
        <translation>{player}: {square}은(는) {other}의 칸입니다 — 내 칸을 클릭하세요</translation>
    </message>
    <message>
        <source>{player}: that cannot go to {square} — choose a highlighted square (Esc: back)</source>
        <translation>{player}: {square}로는 갈 수 없습니다 — 표시된 칸을 고르세요 (Esc: 뒤로)</translation>
    </message>
</context>
<context>
    <name>StartText</name>
    <message numerus="yes">
        <source>%n day ago|%n days ago</source>
        <translation>
            <numerusform>%n일 전</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour ago|%n hours ago</source>
        <translation>
            <numerusform>%n시간 전</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute ago|%n minutes ago</source>
        <translation>
            <numerusform>%n분 전</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player|%n players</source>
        <translation>
            <numerusform>%n명</numerusform>
        </translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high}명</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>방금</translation>
    </message>
    <message>
        <source>the game on show</source>
        <translation>보고 있는 게임</translation>
    </message>
    <message>
        <source>Back to It</source>
        <translation>돌아가기</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>이어 하기</translation>
    </message>
    <message>
        <source>Back to the game on show</source>
        <translation>보고 있던 게임으로 돌아갑니다</translation>
    </message>
    <message>
        <source>Go on with this game, exactly where it was left</source>
        <translation>이 게임을 멈춘 곳에서 그대로 이어 합니다</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>버리기</translation>
    </message>
    <message>
        <source>Let this game go (asks first: it cannot be got back)</source>
        <translation>이 게임을 버립니다 (먼저 묻습니다: 되돌릴 수 없습니다)</translation>
    </message>
    <message>
        <source>Play the computer</source>
        <translation>컴퓨터와 두기</translation>
    </message>
    <message>
        <source>A game of {game} against the AI (Easy); change it under New Game</source>
        <translation>AI(쉬움)와 두는 {game} 게임; 새 게임에서 바꿀 수 있습니다</translation>
    </message>
    <message>
        <source>Play a friend</source>
        <translation>친구와 두기</translation>
    </message>
    <message>
        <source>A game of {game} for two people at this screen</source>
        <translation>이 화면에서 두 사람이 두는 {game} 게임</translation>
    </message>
    <message>
        <source>Abstract games: pick one, and play the computer or a friend at this screen.</source>
        <translation>추상 전략 게임: 하나를 골라 컴퓨터나 이 화면의 친구와 두세요.</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>끝나지 않은 게임</translation>
    </message>
    <message>
        <source>New game with every option…</source>
        <translation>모든 옵션으로 새 게임…</translation>
    </message>
    <message>
        <source>Choose the game, its options and who plays each side (Ctrl+N)</source>
        <translation>게임과 옵션, 각 편을 둘 사람을 고릅니다 (Ctrl+N)</translation>
    </message>
    <message>
        <source>Play over the network:</source>
        <translation>네트워크로 두기:</translation>
    </message>
    <message>
        <source>Host…</source>
        <translation>열기…</translation>
    </message>
    <message>
        <source>Host a game that friends on other computers join with a code</source>
        <translation>다른 컴퓨터의 친구가 코드로 참가하는 게임을 엽니다</translation>
    </message>
    <message>
        <source>Join…</source>
        <translation>참가…</translation>
    </message>
    <message>
        <source>Join a game hosted on another computer (games on this network show)</source>
        <translation>다른 컴퓨터에서 연 게임에 참가합니다 (이 네트워크의 게임이 보입니다)</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>최근 게임</translation>
    </message>
</context>
<context>
    <name>StoreText</name>
    <message>
        <source>{text!r} is not a day (write it as 2026-12-04)</source>
        <translation>{text!r}은(는) 날짜가 아닙니다 (2026-12-04처럼 쓰세요)</translation>
    </message>
    <message numerus="yes">
        <source>%n game added|%n games added</source>
        <translation>
            <numerusform>게임 %n개 추가됨</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n already in the library</source>
        <translation>
            <numerusform>, %n개는 이미 라이브러리에 있음</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n refused</source>
        <translation>
            <numerusform>, %n개 거부됨</numerusform>
        </translation>
    </message>
    <message>
        <source>the game library {path}: {error}</source>
        <translation>게임 라이브러리 {path}: {error}</translation>
    </message>
    <message>
        <source>the game library {path} cannot be written: {error}</source>
        <translation>게임 라이브러리 {path}에 쓸 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>cannot read it: {error}</source>
        <translation>읽을 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>not read: one import reads at most {count} files</source>
        <translation>읽지 않음: 한 번의 가져오기는 최대 {count}개 파일을 읽습니다</translation>
    </message>
    <message>
        <source>there is no game {number} in the library</source>
        <translation>라이브러리에 게임 {number}이(가) 없습니다</translation>
    </message>
    <message>
        <source>game {number} cannot be replayed: {error}</source>
        <translation>게임 {number}을(를) 다시 둘 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <translation>{path}을(를) 쓸 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>the game library {path} cannot be opened: {error}</source>
        <translation>게임 라이브러리 {path}을(를) 열 수 없습니다: {error}</translation>
    </message>
</context>
<context>
    <name>TallyText</name>
    <message>
        <source>{games} games, {wins} won, {draws} drawn, {losses} lost, {unfinished} unfinished</source>
        <translation>{games}게임, {wins}승, {draws}무, {losses}패, 끝나지 않음 {unfinished}</translation>
    </message>
    <message>
        <source>, {other} between others</source>
        <translation>, 다른 이들끼리 {other}</translation>
    </message>
</context>
<context>
    <name>UnsavedText</name>
    <message>
        <source>Unsaved moves</source>
        <translation>저장하지 않은 수</translation>
    </message>
    <message>
        <source>This game of {game} has moves you have not saved.</source>
        <translation>이 {game} 게임에 저장하지 않은 수가 있습니다.</translation>
    </message>
    <message>
        <source>What becomes of it before you {doing}?</source>
        <translation>{doing} 전에 이 게임을 어떻게 할까요?</translation>
    </message>
    <message>
        <source> Kept games wait on the start page, under Resume.</source>
        <translation> 보관한 게임은 시작 페이지의 &apos;이어 하기&apos;에서 기다립니다.</translation>
    </message>
    <message>
        <source>Keep for Later</source>
        <translation>나중을 위해 보관</translation>
    </message>
    <message>
        <source>Resume it later from the start page</source>
        <translation>나중에 시작 페이지에서 이어 합니다</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>저장…</translation>
    </message>
    <message>
        <source>Save it in a file of your own</source>
        <translation>내 파일로 저장합니다</translation>
    </message>
    <message>
        <source>Let it go: it cannot be got back</source>
        <translation>버립니다: 되돌릴 수 없습니다</translation>
    </message>
</context>
<context>
    <name>WindowText</name>
    <message>
        <source>Players and moves</source>
        <translation>플레이어와 수</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>게임을 고르세요</translation>
    </message>
    <message>
        <source>Cannot resume the game</source>
        <translation>게임을 이어 할 수 없습니다</translation>
    </message>
    <message>
        <source>This kept game cannot be replayed:
{error}</source>
        <translation>보관한 이 게임은 다시 재생할 수 없습니다:
{error}</translation>
    </message>
    <message>
        <source>That game is no longer kept</source>
        <translation>그 게임은 더 이상 보관되어 있지 않습니다</translation>
    </message>
    <message>
        <source>Discard this game?</source>
        <translation>이 게임을 버릴까요?</translation>
    </message>
    <message>
        <source>Discard this unfinished game? It cannot be got back.</source>
        <translation>끝나지 않은 이 게임을 버릴까요? 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>힌트: {move}</translation>
    </message>
    <message>
        <source>The AI could not find a hint: {error} — the game is as it was</source>
        <translation>AI가 힌트를 찾지 못했습니다: {error} — 게임은 그대로입니다</translation>
    </message>
    <message>
        <source>The AI could not choose a move: {error} — the game is as it was</source>
        <translation>AI가 수를 고르지 못했습니다: {error} — 게임은 그대로입니다</translation>
    </message>
    <message>
        <source>Game over: {reason}</source>
        <translation>게임 끝: {reason}</translation>
    </message>
    <message>
        <source>{player} (AI, {level}) to move</source>
        <translation>{player} (AI, {level}) 차례</translation>
    </message>
    <message>
        <source>{player} to move</source>
        <translation>{player} 차례</translation>
    </message>
    <message>
        <source>Showing move {ply} of {length} — {text}</source>
        <translation>{length}수 중 {ply}수째 — {text}</translation>
    </message>
    <message>
        <source>Play here?</source>
        <translation>여기서 둘까요?</translation>
    </message>
    <message numerus="yes">
        <source>You are looking at an earlier position. Playing here drops the %n later move. Play here?|You are looking at an earlier position. Playing here drops the %n later moves. Play here?</source>
        <translation>
            <numerusform>이전 포지션을 보고 있습니다. 여기서 두면 뒤의 %n수가 사라집니다. 여기서 둘까요?</numerusform>
        </translation>
    </message>
    <message>
        <source>A hint is for a human player to move</source>
        <translation>힌트는 둘 차례인 사람 플레이어에게만 있습니다</translation>
    </message>
    <message>
        <source>Finding a hint… {seconds} s</source>
        <translation>힌트 찾는 중… {seconds}초</translation>
    </message>
    <message>
        <source>AI thinking… {seconds} s</source>
        <translation>AI 생각 중… {seconds}초</translation>
    </message>
</context>
<context>
    <name>XenoText</name>
    <message>
        <source>{spaces} and {n} more</source>
        <translation>{spaces} 외 {n}개</translation>
    </message>
    <message>
        <source>{spaces} and {last}</source>
        <translation>{spaces}, {last}</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>색 고르기</translation>
    </message>
    <message>
        <source>{player}: choose the colour you will play</source>
        <translation>{player}: 둘 색을 고르세요</translation>
    </message>
    <message>
        <source>Play the {colour} pieces (letter {letter})</source>
        <translation>{colour} 말로 둡니다 (글자 {letter})</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>비어 있음</translation>
    </message>
    <message>
        <source>{colours} (bottom to top): {owner} controls it</source>
        <translation>{colours} (아래에서 위로): {owner}이(가) 차지</translation>
    </message>
    <message>
        <source>choosing a colour</source>
        <translation>색 고르는 중</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>준비</translation>
    </message>
    <message>
        <source> · skipped (no move)</source>
        <translation> · 건너뜀 (둘 수 없음)</translation>
    </message>
    <message numerus="yes">
        <source>%n stack|%n stacks</source>
        <translation>
            <numerusform>더미 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} (setup): the {colour} piece on space {space} is taken off — click a stack of another colour to put it on</source>
        <translation>{player} (준비): {space}번 칸의 {colour} 말을 뺐습니다 — 다른 색 더미를 클릭해 그 위에 올리세요</translation>
    </message>
    <message>
        <source>{player}: choose a colour</source>
        <translation>{player}: 색을 고르세요</translation>
    </message>
    <message>
        <source>{player} to move: stack {space} must jump (jumps are compulsory) — striped red frame; J turns the ball to it</source>
        <translation>{player} 차례: {space}번 더미가 뛰어넘어야 합니다 (뛰어넘기 의무) — 빨간 줄무늬 테두리; J로 공을 그쪽으로 돌립니다</translation>
    </message>
    <message>
        <source>{player} to move: stacks {spaces} must jump — striped red frames; J turns the ball to them</source>
        <translation>{player} 차례: {spaces}번 더미가 뛰어넘어야 합니다 — 빨간 줄무늬 테두리; J로 공을 그쪽으로 돌립니다</translation>
    </message>
    <message>
        <source>{player} to move: only stack {space} can move (gold frame; J turns the ball to it)</source>
        <translation>{player} 차례: {space}번 더미만 움직일 수 있습니다 (금색 테두리; J로 공을 그쪽으로 돌립니다)</translation>
    </message>
    <message numerus="yes">
        <source>{player} to move: click one of your %n stacks that can move (gold frames; J turns the ball to them)</source>
        <translation>
            <numerusform>{player} 차례: 움직일 수 있는 내 더미 %n개 중 하나를 클릭하세요 (금색 테두리; J로 공을 그쪽으로 돌립니다)</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}: click where stack {space} goes (Esc: choose again)</source>
        <translation>{player}: {space}번 더미가 갈 곳을 클릭하세요 (Esc: 다시 고르기)</translation>
    </message>
    <message>
        <source>{player}: the jump goes on — click the next landing space (Esc: one step back)</source>
        <translation>{player}: 뛰어넘기가 이어집니다 — 다음 착지 칸을 클릭하세요 (Esc: 한 단계 뒤로)</translation>
    </message>
    <message>
        <source>The game is over: start a new game or look back through the moves</source>
        <translation>게임이 끝났습니다: 새 게임을 시작하거나 수를 되돌아보세요</translation>
    </message>
    <message>
        <source>That is off the ball: drag to turn it, click a space to play</source>
        <translation>공 바깥입니다: 끌어서 공을 돌리고, 칸을 클릭해 두세요</translation>
    </message>
    <message>
        <source>No stack is marked now: J turns the ball to the stacks that can move on your turn</source>
        <translation>지금 표시된 더미가 없습니다: 내 차례에 J를 누르면 움직일 수 있는 더미로 공을 돌립니다</translation>
    </message>
    <message numerus="yes">
        <source>Stack {spaces} must jump|Stacks {spaces} must jump</source>
        <translation>
            <numerusform>{spaces}번 더미가 뛰어넘어야 합니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stack {spaces} can move|Stacks {spaces} can move</source>
        <translation>
            <numerusform>{spaces}번 더미가 움직일 수 있습니다</numerusform>
        </translation>
    </message>
    <message>
        <source> (group {number} of {count}: J for the next)</source>
        <translation> ({count}개 묶음 중 {number}번째: 다음은 J)</translation>
    </message>
    <message>
        <source>{what} — turn the ball with the mouse or {keys}</source>
        <translation>{what} — 마우스나 {keys}로 공을 돌리세요</translation>
    </message>
    <message>
        <source>Space {space} holds the piece taken off: put it on a stack of another colour</source>
        <translation>{space}번 칸에 뺀 말이 있습니다: 다른 색 더미 위에 올리세요</translation>
    </message>
    <message>
        <source>Space {space} has the same colour as the piece taken off: choose another colour</source>
        <translation>{space}번 칸은 뺀 말과 같은 색입니다: 다른 색을 고르세요</translation>
    </message>
    <message>
        <source>Stack {stack} cannot go to space {space} (Esc: choose again)</source>
        <translation>{stack}번 더미는 {space}번 칸으로 갈 수 없습니다 (Esc: 다시 고르기)</translation>
    </message>
    <message>
        <source>Space {space} is empty: click one of your ({colour}) stacks</source>
        <translation>{space}번 칸은 비어 있습니다: 내 ({colour}) 더미를 클릭하세요</translation>
    </message>
    <message>
        <source>Stack {space} is {owner}&apos;s (its top piece): you play {colour}</source>
        <translation>{space}번 더미는 {owner}의 것입니다 (맨 위 말): 나는 {colour}입니다</translation>
    </message>
    <message numerus="yes">
        <source>Jumps are compulsory: stack {spaces} must jump (J turns the ball to it)|Jumps are compulsory: stacks {spaces} must jump (J turns the ball to them)</source>
        <translation>
            <numerusform>뛰어넘기는 의무입니다: {spaces}번 더미가 뛰어넘어야 합니다 (J로 공을 그쪽으로 돌립니다)</numerusform>
        </translation>
    </message>
    <message>
        <source>Stack {space} has no empty space next to it</source>
        <translation>{space}번 더미 옆에 빈칸이 없습니다</translation>
    </message>
    <message>
        <source>{player}: choose a colour (click the ball to see the choice again)</source>
        <translation>{player}: 색을 고르세요 (공을 클릭하면 선택 창이 다시 나옵니다)</translation>
    </message>
    <message>
        <source>Space {space}: {stack}</source>
        <translation>{space}번 칸: {stack}</translation>
    </message>
</context>
<context>
    <name>ZenoText</name>
    <message numerus="yes">
        <source>%n piece · tempo {tempo}|%n pieces · tempo {tempo}</source>
        <translation>
            <numerusform>조각 %n개 · 템포 {tempo}</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} pushed</source>
        <translation>{n}개 밈</translation>
    </message>
    <message>
        <source>{n} pulled</source>
        <translation>{n}개 당김</translation>
    </message>
    <message>
        <source>Done (Enter)</source>
        <translation>완료 (Enter)</translation>
    </message>
    <message>
        <source>The game is over: New game (Ctrl+N), or browse the moves</source>
        <translation>게임이 끝났습니다: 새 게임(Ctrl+N) 또는 수 살펴보기</translation>
    </message>
    <message>
        <source>{player}: choose a piece to move</source>
        <translation>{player}: 움직일 조각을 고르세요</translation>
    </message>
    <message>
        <source>{player}: choose where it steps (a red cross removes it: a self-capture) — Esc: another piece</source>
        <translation>{player}: 나아갈 곳을 고르세요 (빨간 X는 조각이 제거됨: 자체 캡처) — Esc: 다른 조각</translation>
    </message>
    <message>
        <source>enemy pieces on the landing rank to push them</source>
        <translation>착지한 줄의 상대 조각 (밀기)</translation>
    </message>
    <message>
        <source>your pieces on the rank you left to pull them</source>
        <translation>떠나온 줄의 내 조각 (당기기)</translation>
    </message>
    <message>
        <source>{player}: click {what} — Enter or Done plays the turn (Esc: back)</source>
        <translation>{player}: {what}을(를) 클릭하세요 — Enter나 완료로 차례를 마칩니다 (Esc: 뒤로)</translation>
    </message>
    <message>
        <source>, or </source>
        <translation> 또는 </translation>
    </message>
    <message>
        <source>{player}: choose one of your own pieces first</source>
        <translation>{player}: 먼저 내 조각 하나를 고르세요</translation>
    </message>
    <message>
        <source>A piece steps one space forward: straight or diagonally — choose a marked target</source>
        <translation>조각은 앞으로 한 칸 나아갑니다: 똑바로 또는 대각선으로 — 표시된 곳을 고르세요</translation>
    </message>
    <message>
        <source>Click a marked piece to push or pull it, or Enter / Done to play the turn</source>
        <translation>표시된 조각을 클릭해 밀거나 당기세요, 또는 Enter / 완료로 차례를 마치세요</translation>
    </message>
    <message>
        <source>{square} cannot be pushed or pulled: only enemy pieces on the landing rank (push) and your other pieces on the rank you left (pull)</source>
        <translation>{square}은(는) 밀거나 당길 수 없습니다: 착지한 줄의 상대 조각(밀기)과 떠나온 줄의 내 다른 조각(당기기)만 됩니다</translation>
    </message>
    <message>
        <source>{move} is not legal here</source>
        <translation>{move}은(는) 여기서 둘 수 없습니다</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>사용법: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>위치 인수</translation>
    </message>
    <message>
        <source>options</source>
        <translation>옵션</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>이 도움말을 보이고 끝냅니다</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>프로그램 버전을 보이고 끝냅니다</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>다음 인수가 필요합니다: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>알 수 없는 인수: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>인수 하나가 필요합니다</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>잘못된 선택: %(value)r (%(choices)s 중에서 고르세요)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>잘못된 %(type)s 값: %(value)r</translation>
    </message>
</context>
</TS>
