<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name></name>
    <message>
        <source>&amp;Game</source>
        <translation type="obsolete">&amp;Trò chơi</translation>
    </message>
</context>
<context>
    <name>Crack</name>
    <message>
        <location filename="../facetable/table/crack_controller.py" line="+82"/>
        <source>Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Guess the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cracked every other code and wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../facetable/table/crack_text.py" line="+17"/>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2 tile %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: draw a tile (click the black or white heap, or B / W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: click an opponent&apos;s hidden tile and name its value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: right! Guess again or stop?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: choose where your tile stands (click a yellow spot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: wrong, and the pool is empty: turn up one of your tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Draw a %1 tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guess again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stand it at position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn up %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 is %3 — %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 draws a %2 tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (your %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 must show the drawn tile: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s code is cracked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../facetable/app/curtain.py" line="+37"/>
        <source>Pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone else, please look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1 — show my table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Flip7</name>
    <message>
        <location filename="../facetable/table/flip7_controller.py" line="+64"/>
        <source>%1 pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+109"/>
        <source>%1: hit or stay?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 made a Flip 7: +15 for you, or 15 off an opponent?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: choose where %2 goes (click a player or a card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 wins with %2 points!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../facetable/table/flip7_text.py" line="+17"/>
        <source>The Zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unlucky 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lucky 13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Just One More!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flip Four!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stayed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Busted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take +15 for yourself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take 15 off %1&apos;s total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round %1 — %2 deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 busts with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 flips 7!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 swaps %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 steals %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 discards %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 goes to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The discard pile is shuffled into a new draw pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes 15 off %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round over: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins the game!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <location filename="../facetable/app/games.py" line="+56"/>
        <location line="+8"/>
        <source>Players</source>
        <translation type="unfinished">Người chơi</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Points to win</source>
        <translation type="unfinished">Điểm để thắng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brutal mode</source>
        <translation type="unfinished">Chế độ tàn khốc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lucky 13 pair counts twice</source>
        <translation type="unfinished">Cặp 13 may mắn tính hai lần</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck printing</source>
        <translation type="unfinished">Bản in bộ bài</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Advanced game (dashes)</source>
        <translation type="unfinished">Chơi nâng cao (có quân gạch ngang)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory mode (hide the guess log)</source>
        <translation type="unfinished">Chế độ trí nhớ (ẩn nhật ký đoán)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Standard (one of each minus card, two of each action)</source>
        <translation type="unfinished">Chuẩn (mỗi lá trừ một lá, mỗi lá hành động hai lá)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two of each minus card, one of each action</source>
        <translation type="unfinished">Mỗi lá trừ hai lá, mỗi lá hành động một lá</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../facetable/app/session.py" line="+154"/>
        <source>Please wait for your turn.</source>
        <extracomment>A human must decide: (seat, legal actions). The action bar shows them. Nobody human is deciding (a bot thinks, or cards move). The next human is not the one looking: cover the table and hand over (seat). A log line, translated. Something went wrong that the player should read (an illegal move, a bot crash). The game ended: the engine&apos;s result.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That move is not allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1&apos;s bot made a mistake; it plays a random move instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../facetable/app/games.py" line="-25"/>
        <source>Flip 7: With a Vengeance</source>
        <extracomment>Largest player count probed when the Options model declares no ``le`` bound. Seats keep secrets (views are redacted): hot-seat play hides the screen between humans.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crack the Code</source>
        <translation type="unfinished">Phá mã</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../facetable/app/main_window.py" line="+22"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Game</source>
        <translation type="unfinished">&amp;Trò chơi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pause before a bot&apos;s move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About FaceTable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About FaceTable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;h3&gt;FaceTable %1&lt;/h3&gt;&lt;p&gt;Tabletop card games against bots or friends on one screen.&lt;/p&gt;&lt;p&gt;Cards and rules: see the rules files shipped with the app.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../facetable/app/new_game_dialog.py" line="+32"/>
        <source>Bot – easy</source>
        <translation type="unfinished">Máy – dễ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot – normal</source>
        <translation type="unfinished">Máy – vừa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot – hard</source>
        <translation type="unfinished">Máy – khó</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Player {number}</source>
        <extracomment>A seat as the dialog remembers it: (name, kind, level). {number} is the seat number, 1 for the first seat.</extracomment>
        <translation type="unfinished">Người chơi {number}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bot – {level}</source>
        <extracomment>A bot level with no label of its own; {level} is its untranslated name.</extracomment>
        <translation type="unfinished">Máy – {level}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seat {number}</source>
        <extracomment>{number} is the seat number, 1 for the first seat.</extracomment>
        <translation type="unfinished">Ghế {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation type="unfinished">Tên</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Human</source>
        <translation type="unfinished">Người</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>New game</source>
        <translation type="unfinished">Ván mới</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Game</source>
        <translation type="unfinished">&amp;Trò chơi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Number of players</source>
        <translation type="unfinished">&amp;Số người chơi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players</source>
        <translation type="unfinished">Người chơi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Options</source>
        <translation type="unfinished">Tùy chọn</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;Start</source>
        <translation type="unfinished">&amp;Bắt đầu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation type="unfinished">Hủy</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Seat {number} needs a name.</source>
        <translation type="unfinished">Ghế {number} cần có tên.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seats {first} and {second} have the same name.</source>
        <translation type="unfinished">Ghế {first} và ghế {second} trùng tên.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>These choices cannot start a game: {details}</source>
        <translation type="unfinished">Không thể bắt đầu ván với các lựa chọn này: {details}</translation>
    </message>
</context>
</TS>
