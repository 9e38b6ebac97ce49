<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../facetable/app/action_bar.py" line="+106"/>
        <source>Your move</source>
        <extracomment>The prompt&apos;s font size; a prompt that needs more room than the bar has is written smaller, down to the least size (its tooltip has it all). The list is never wider than this share of the bar (a longer row wraps). ... and never narrower than this (a row then takes at most two lines). The least size the buttons&apos; words are written at to leave the list room.</extracomment>
        <translation>Nước đi của bạn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What to do</source>
        <translation>Việc cần làm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choices</source>
        <translation>Các lựa chọn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problem</source>
        <translation>Sự cố</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Confirm</source>
        <translation>Xác nhận</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Done</source>
        <translation>Xong</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="vanished">Ván mới…</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation type="vanished">Xem lại ván</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Key: %1</source>
        <translation>Phím: %1</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <location filename="../facetable/games/coup.py" line="+22"/>
        <source>Balanced</source>
        <extracomment>Bot style id -&gt; label (context &quot;Bots&quot;): the personality presets. The new-game dialog adds &quot;Random (hidden)&quot;: one of them drawn per seat from the game&apos;s seed and never shown.</extracomment>
        <translation>Cân bằng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cautious</source>
        <translation>Thận trọng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bold</source>
        <translation>Táo bạo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suspicious</source>
        <translation>Đa nghi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vengeful</source>
        <translation>Thù dai</translation>
    </message>
    <message>
        <location line="+41"/>
        <location filename="../facetable/games/crack.py" line="+50"/>
        <location filename="../facetable/games/faceguess.py" line="+84"/>
        <location filename="../facetable/games/flip7.py" line="+47"/>
        <location filename="../facetable/games/goodface.py" line="+58"/>
        <source>Picks any legal move.</source>
        <translation>Chọn bất kỳ nước đi hợp lệ nào.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never bluffs; challenges only claims it can prove false.</source>
        <translation>Không bao giờ nói dối; chỉ kiểm tra những lời tuyên bố mà nó chứng minh được là sai.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays its cards at random, bluffs rarely, seldom challenges.</source>
        <translation>Chơi bài ngẫu nhiên, hiếm khi nói dối, ít khi kiểm tra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts cards, bluffs now and then, challenges unlikely claims; wins three two-player games in four against easy.</source>
        <translation>Đếm bài, thỉnh thoảng nói dối, kiểm tra những lời tuyên bố khó tin; thắng mức dễ ba trên bốn ván hai người.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reads every claim and block, bluffs when a challenge is unlikely, keeps out of the line of fire; wins 77% of five-player games against four honest bots, 55% against four normal.</source>
        <translation>Theo dõi mọi lời tuyên bố và mọi lần chặn, nói dối khi khó bị kiểm tra, tránh làm mục tiêu; thắng 77% ván năm người trước bốn máy trung thực, 55% trước bốn máy mức thường.</translation>
    </message>
    <message>
        <location filename="../facetable/games/crack.py" line="+1"/>
        <source>Guesses a possible value at random and stops after one right guess.</source>
        <translation>Đoán ngẫu nhiên một giá trị có thể và dừng sau một lần đoán đúng.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reasons from the neighbours of each tile; guesses on while it is sure enough.</source>
        <translation>Suy luận từ các quân bên cạnh mỗi quân; đoán tiếp khi đủ chắc chắn.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exact odds from everything public, and reads what the others&apos; guesses tell; wins about six games in seven against normal.</source>
        <translation>Tính xác suất chính xác từ mọi thông tin công khai và đọc cả điều mà các lượt đoán của đối thủ tiết lộ; thắng khoảng sáu trên bảy ván trước mức thường.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first hard bot (exact odds only), kept as a reference; hard wins about three games in five against it.</source>
        <translation>Phiên bản đầu tiên của mức khó (chỉ tính xác suất chính xác), giữ lại làm mốc so sánh; mức khó thắng nó khoảng ba trên năm ván.</translation>
    </message>
    <message>
        <source>Exact odds from everything public; wins about four games in five against normal.</source>
        <translation type="vanished">Tính xác suất chính xác từ mọi thông tin công khai; thắng khoảng bốn trên năm ván trước mức thường.</translation>
    </message>
    <message>
        <source>The first hard bot, kept as a reference.</source>
        <translation type="vanished">Phiên bản đầu tiên của mức khó, giữ lại làm mốc so sánh.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../facetable/games/goodface.py" line="+12"/>
        <source>Searches sampled worlds (ISMCTS); a reference, not a level.</source>
        <translation>Tìm kiếm trên các thế cờ được lấy mẫu (ISMCTS); dùng làm mốc so sánh, không phải một mức chơi.</translation>
    </message>
    <message>
        <location filename="../facetable/games/flip7.py" line="+1"/>
        <source>Stays at 23 points in its line; the arena&apos;s reference.</source>
        <translation>Dừng lại khi hàng bài đạt 23 điểm; đối thủ chuẩn của đấu trường.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stays early at 17; a gentle opponent.</source>
        <translation>Dừng lại sớm ở 17 điểm; một đối thủ hiền.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weighs the bust risk of the next card; beats easy two games in three.</source>
        <translation>Cân nhắc khả năng Quắc của lá tiếp theo; thắng mức dễ hai trên ba ván.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts the pile and looks a few cards ahead; a small but real edge over normal.</source>
        <translation>Đếm bài trong chồng và tính trước vài lá; nhỉnh hơn mức thường một chút nhưng thật sự.</translation>
    </message>
    <message>
        <location filename="../facetable/games/faceguess.py" line="-61"/>
        <source>Honest: never bluffs</source>
        <extracomment>Bot style id -&gt; label (context &quot;Bots&quot;): the personality presets, in the order of ``facetable.bots.faceguess.personality.PRESETS``.</extracomment>
        <translation>Thật thà: không bao giờ lừa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluffer: often puts a Bad card down</source>
        <translation>Hay lừa: thường úp lá Mặt Xấu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrarian: plays against the table</source>
        <translation>Ngược đời: chơi ngược lại cả bàn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follower: plays what the table played</source>
        <translation>Theo đuôi: chơi như cả bàn đã chơi</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Plays the kind it holds more of and expects everyone to show what they showed last round.</source>
        <translation>Úp loại lá mình có nhiều hơn và cho rằng mỗi người sẽ úp giống vòng trước.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Counts cards and answers the table as a whole; wins 37% of four-player games against three easy bots (35% with the fooled bonus; a fair share is 25%).</source>
        <translation>Đếm bài và đối phó với cả bàn như một; thắng 37% số ván bốn người khi gặp ba máy mức dễ (35% khi bật điểm lừa được; phần công bằng là 25%).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reads each player&apos;s habits from the history (the cards they showed, how they call, how they answer the table&apos;s calls), and so their personality or their picking at random without being told, and plays against them, near the end for the win; wins 54% of four-player games against three random bots and 69% against three normal bots of hidden random personality (a shared first place counts for each; a fair share is 25%). With a personality of its own it follows that style on half its commits (with a hidden random one: 50% and 62%). With the fooled bonus it wins 47% against three random bots and 62% against three normal bots.</source>
        <translation>Đọc thói quen của từng người qua diễn biến ván (các lá họ đã lật, cách họ đoán, cách họ đáp lại lời đoán của cả bàn), nhờ đó nhận ra tính cách của họ hay việc họ chỉ chọn ngẫu nhiên mà không cần ai cho biết, và chơi khắc chế họ, gần cuối ván thì chơi để thắng; thắng 54% số ván bốn người khi gặp ba máy chơi ngẫu nhiên và 69% khi gặp ba máy mức bình thường có tính cách ngẫu nhiên được giấu kín (nhiều người cùng đứng đầu thì mỗi người đều tính là thắng; phần công bằng là 25%). Khi có tính cách riêng, nó làm theo tính cách đó ở một nửa số lần úp bài (với tính cách ngẫu nhiên được giấu kín: 50% và 62%). Khi bật điểm lừa được, nó thắng 47% khi gặp ba máy chơi ngẫu nhiên và 62% khi gặp ba máy mức bình thường.</translation>
    </message>
    <message>
        <source>Reads each player&apos;s habits from the history (the cards they showed, how they call, how they answer the table&apos;s calls), tells them from picking at random, and plays against them, near the end for the win; wins 52% of four-player games against three random bots (47% with the fooled bonus; a fair share is 25%). With the fooled bonus it wins 62% against three normal bots; without it most games against them end in a shared win.</source>
        <translation type="vanished">Đọc thói quen của từng người qua diễn biến ván (các lá họ đã lật, cách họ đoán, cách họ đáp lại lời đoán của cả bàn), nhận ra người chỉ chọn ngẫu nhiên, và chơi khắc chế họ, gần cuối ván thì chơi để thắng; thắng 52% số ván bốn người khi gặp ba máy chơi ngẫu nhiên (47% khi bật điểm lừa được; phần công bằng là 25%). Khi bật điểm lừa được, nó thắng 62% khi gặp ba máy mức bình thường; khi không bật, phần lớn các ván với chúng kết thúc với nhiều người cùng thắng.</translation>
    </message>
    <message>
        <source>Reads each player&apos;s habits from the history (the cards they showed, how they call, how they answer the table&apos;s calls) and plays against them; wins 48% of four-player games against three random bots (40% with the fooled bonus; a fair share is 25%). With the fooled bonus it wins 55% against three normal bots; without it most games against them end in a shared win.</source>
        <translation type="vanished">Đọc thói quen của từng người qua diễn biến ván (các lá họ đã lật, cách họ đoán, cách họ đáp lại lời đoán của cả bàn) và chơi khắc chế họ; thắng 48% số ván bốn người khi gặp ba máy chơi ngẫu nhiên (40% khi bật điểm lừa được; phần công bằng là 25%). Khi bật điểm lừa được, nó thắng 55% khi gặp ba máy mức bình thường; khi không bật, phần lớn các ván với chúng kết thúc với nhiều người cùng thắng.</translation>
    </message>
    <message>
        <source>Counts cards and answers the table as a whole; wins 37% of four-player games against three easy bots (a fair share is 25%).</source>
        <translation type="vanished">Đếm bài và đối phó với cả bàn như một; thắng 37% số ván bốn người khi gặp ba máy mức dễ (phần công bằng là 25%).</translation>
    </message>
    <message>
        <source>Reads each player&apos;s habits from the cards they showed; wins 48% of four-player games against three random bots. Against normal bots most games end in a shared win.</source>
        <translation type="vanished">Đọc thói quen của từng người qua các lá họ đã lật; thắng 48% số ván bốn người khi gặp ba máy chơi ngẫu nhiên. Gặp máy mức bình thường, phần lớn các ván kết thúc với nhiều người cùng thắng.</translation>
    </message>
    <message>
        <source>Flips and passes by simple rules of thumb about its own Party.</source>
        <translation type="vanished">Lật và chuyền theo vài quy tắc đơn giản về Đội của mình.</translation>
    </message>
    <message>
        <source>Counts the unseen cards, flips when that is worth it for its Party, and orders its Stack against the others&apos; flipping habits.</source>
        <translation type="vanished">Đếm các lá chưa thấy, lật khi có lợi cho Đội của mình, và xếp Cọc Bài theo thói quen lật của người khác.</translation>
    </message>
    <message>
        <source>Plans its Stacks and flips by playing them out on worlds consistent with what it has seen.</source>
        <translation type="vanished">Lên kế hoạch Cọc Bài và lượt lật bằng cách chơi thử trên các khả năng khớp với những gì nó đã thấy.</translation>
    </message>
    <message>
        <location filename="../facetable/games/goodface.py" line="-11"/>
        <source>Flips and passes by simple rules of thumb about its own Party; wins 42% of four-player games against three random bots (a fair share is 25%).</source>
        <translation>Lật và chuyền theo vài quy tắc đơn giản về Đội của mình; thắng 42% số ván bốn người khi gặp ba máy chơi ngẫu nhiên (phần công bằng là 25%).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Counts the unseen cards, flips when that is worth it for its Party, and orders its Stack against the others&apos; flipping habits; wins 46% of four-player games against three easy bots (a fair share is 25%).</source>
        <translation>Đếm các lá chưa thấy, lật khi có lợi cho Đội của mình, và xếp Cọc Bài theo thói quen lật của người khác; thắng 46% số ván bốn người khi gặp ba máy mức dễ (phần công bằng là 25%).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guesses how each Stack was built and baits the players who flip the most; wins 33% of four-player games against three normal bots and 79% against three random bots (a fair share is 25%).</source>
        <translation>Đoán cách từng Cọc Bài được xếp và giăng bẫy những người hay lật nhất; thắng 33% số ván bốn người khi gặp ba máy mức bình thường và 79% khi gặp ba máy chơi ngẫu nhiên (phần công bằng là 25%).</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../facetable/app/coach_window.py" line="+33"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Review: %1</source>
        <translation>Xem lại ván: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Every decision %1 made is played out many times, with %2 at every seat, against the move %2 would have made, from what %1 could see at the time.</source>
        <translation type="vanished">Mỗi quyết định của %1 được chơi tiếp nhiều lần, với %2 ở mọi chỗ ngồi, so với nước đi mà %2 sẽ chọn, chỉ dựa trên những gì %1 thấy được lúc đó.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every decision %1 made is played out many times against the move the strongest bot (%2) would have made, with that bot at every seat, from what %1 could see at the time.</source>
        <translation>Mỗi quyết định của %1 được chơi tiếp nhiều lần, so với nước đi mà máy mạnh nhất (%2) sẽ chọn, với máy đó ở mọi chỗ ngồi, chỉ dựa trên những gì %1 thấy được lúc đó.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Playing the decisions out…</source>
        <translation>Đang chơi tiếp từng quyết định…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stop</source>
        <translation>Dừng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop now and show what was judged so far</source>
        <translation>Dừng ngay và cho xem những gì đã đánh giá được</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Stopping…</source>
        <translation>Đang dừng…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The review could not be made: %1</source>
        <translation>Không thể xem lại ván: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stopped early: fewer playouts, so the ranges are wider.</source>
        <translation>Đã dừng sớm: ít lượt chơi thử hơn nên khoảng tin cậy rộng hơn.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The decisions that cost the most:</source>
        <translation>Những quyết định làm bạn mất nhiều nhất:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No decision cost a win chance the playouts could measure.</source>
        <translation>Không quyết định nào làm mất cơ hội thắng mà các lượt chơi thử đo được.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Move %1, %2: played “%3”; the bot would play “%4”.</source>
        <translation>Nước %1, %2: đã chọn “%3”; máy sẽ chọn “%4”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win chance %1 instead of %2: it cost %3 (most likely between %4 and %5).</source>
        <translation>Cơ hội thắng %1 thay vì %2: mất %3 (nhiều khả năng trong khoảng %4 đến %5).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Win chance %1 instead of %2: too close to call (it may have cost nothing, or up to %3).</source>
        <translation>Cơ hội thắng %1 thay vì %2: khó phân định (có thể không mất gì, hoặc mất đến %3).</translation>
    </message>
    <message>
        <source>Win chance %1 instead of %2: it cost %3 (95%: %4 to %5).</source>
        <translation type="vanished">Cơ hội thắng %1 thay vì %2: mất %3 (95%: từ %4 đến %5).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show in the replay</source>
        <translation>Xem trong bản phát lại</translation>
    </message>
</context>
<context>
    <name>CoachWindow</name>
    <message numerus="yes">
        <location line="-36"/>
        <source>%Ln decision(s) reviewed.</source>
        <translation>
            <numerusform>Đã xem lại %Ln quyết định.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln of them made as the bot would have.</source>
        <translation>
            <numerusform>%Ln trong số đó giống nước máy sẽ chọn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Coup</name>
    <message>
        <location filename="../facetable/table/coup/controller.py" line="+170"/>
        <source>wins</source>
        <translation>thắng</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+193"/>
        <source>out</source>
        <translation>bị loại</translation>
    </message>
    <message>
        <location line="-263"/>
        <source>Court deck</source>
        <translation>Bài để bốc</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../facetable/table/coup/text.py" line="+77"/>
        <source>Treasury</source>
        <translation>Ngân khố</translation>
    </message>
    <message>
        <location line="+204"/>
        <source>(%1 chosen)</source>
        <translation>(đã chọn %1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Done: keep %1</source>
        <translation>Xong: giữ %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../facetable/table/coup/text.py" line="+43"/>
        <location line="+107"/>
        <location line="+4"/>
        <location line="+12"/>
        <location line="+56"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Launch a Coup against %1 for 7 coins? It cannot be blocked or undone.</source>
        <translation>Trả 7 đồng để giết một lá của %1? Không ai chặn được và không rút lại được.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay 3 coins to assassinate %1?</source>
        <translation>Trả 3 đồng để ám sát %1?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not showing costs your last influence: you will be out of the game. Go on?</source>
        <translation>Không lật bài thì bạn mất mạng cuối cùng và chết. Vẫn tiếp tục?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the claim is true you lose your last influence and are out of the game. Challenge?</source>
        <translation>Nếu người kia nói thật, bạn mất mạng cuối cùng và chết. Vẫn kiểm tra?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Coins</source>
        <translation>Đồng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Influence</source>
        <translation>Mạng</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turned up</source>
        <translation>Đã lật</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 wins: the last player with influence! Every card is face up now; the History panel tells which claims were bluffs.</source>
        <translation>%1 thắng: người cuối cùng còn sống! Mọi lá bài giờ đã lật ngửa; bảng Diễn biến cho biết lời nào là nói dối.</translation>
    </message>
    <message>
        <location filename="../facetable/table/coup/history.py" line="+30"/>
        <source>%1&apos;s turn</source>
        <translation>Lượt của %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>After the game: every claim</source>
        <translation>Sau ván: mọi lời tuyên bố</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bluffs per player</source>
        <translation>Số lần nói dối của mỗi người</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards at the end</source>
        <translation>Bài lúc kết thúc</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: holds %2; turned up %3</source>
        <translation>%1: giữ %2; đã lật %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>blocking %1</source>
        <translation>chặn %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not known</source>
        <translation>không rõ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>truth, challenged by %1</source>
        <translation>nói thật, bị %1 kiểm tra</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>truth</source>
        <translation>nói thật</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bluff, caught by %1</source>
        <translation>nói dối, bị %1 bắt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bluff, got through</source>
        <translation>nói dối, trót lọt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 bluffs, %3 got through, %4 caught</source>
        <translation>%1: nói dối %2 lần, %3 trót lọt, %4 bị bắt</translation>
    </message>
    <message>
        <location filename="../facetable/table/coup/text.py" line="-275"/>
        <source>Duke</source>
        <translation>Công tước</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assassin</source>
        <translation>Sát thủ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captain</source>
        <translation>Thuyền trưởng</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ambassador</source>
        <translation>Đại sứ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contessa</source>
        <translation>Nữ bá tước</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Income</source>
        <translation>Lấy 1 đồng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foreign Aid</source>
        <translation>Lấy 2 đồng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coup</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax</source>
        <translation>Lấy 3 đồng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assassination</source>
        <translation>Ám sát</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steal</source>
        <translation>Cướp Bài</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange</source>
        <translation>Đổi bài</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Tax: take 3 coins. Blocks Foreign Aid.</source>
        <translation>Lấy 3 đồng. Chặn được việc Lấy 2 đồng.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assassinate: pay 3 coins and a player loses an influence.</source>
        <translation>Ám sát: trả 3 đồng, một người chơi mất một mạng.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steal: take 2 coins from a player. Blocks stealing.</source>
        <translation>Cướp: lấy 2 đồng của một người chơi. Chặn được việc cướp.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange: draw 2 cards from the court deck, keep as many as you had. Blocks stealing.</source>
        <translation>Đổi bài: bốc 2 lá từ bài để bốc, giữ lại đúng số lá bạn đang có. Chặn được việc cướp.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocks an assassination.</source>
        <translation>Chặn được một vụ ám sát.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A face-down card</source>
        <translation>Một lá bài úp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An influence whose role is hidden.</source>
        <translation>Một mạng mà vai trò còn được giấu kín.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Face down: the others do not see it.</source>
        <translation>Đang úp: những người khác không nhìn thấy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turned up: this influence is lost.</source>
        <translation>Đã lật: mạng này đã mất.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chosen to keep.</source>
        <translation>Được chọn để giữ lại.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goes back to the court deck.</source>
        <translation>Trả về bài để bốc.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Court deck: %1 cards</source>
        <translation>Bài để bốc: %1 lá</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Coins are taken from it and paid into it; it never runs out.</source>
        <translation>Tiền được lấy từ đây và trả vào đây; không bao giờ cạn.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: 1 coin</source>
        <translation>%1: 1 đồng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 coins</source>
        <translation>%1: %2 đồng</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Income: take 1 coin</source>
        <translation>Lấy 1 đồng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foreign Aid: take 2 coins</source>
        <translation>Lấy 2 đồng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax: claim the Duke, take 3 coins</source>
        <translation>Lấy 3 đồng: tuyên bố có Công tước</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange: claim the Ambassador</source>
        <translation>Đổi bài: tuyên bố có Đại sứ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge the claim</source>
        <translation>Kiểm tra lời tuyên bố</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the claim stand</source>
        <translation>Cho qua lời tuyên bố</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not show the card (lose an influence)</source>
        <translation>Không lật lá bài (mất một mạng)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block (with the first or the second role offered)</source>
        <translation>Chặn (bằng vai trò thứ nhất hoặc thứ hai được gợi ý)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the claimed card</source>
        <translation>Lật lá bài đã tuyên bố</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done: keep the chosen cards (Exchange)</source>
        <translation>Xong: giữ các lá đã chọn (Đổi bài)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>· %1</source>
        <translation>· %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Income, +1 coin</source>
        <translation>lấy 1 đồng từ ngân khố</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foreign Aid, +2 coins</source>
        <translation>lấy 2 đồng từ ngân khố</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tax, +3 coins</source>
        <translation>lấy 3 đồng từ ngân khố</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exchange with the court deck</source>
        <translation>đổi bài với bài để bốc</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coup against %1 (pays 7)</source>
        <translation>giết một lá của %1 (trả 7 đồng)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assassinate %1 (pays 3)</source>
        <translation>ám sát %1 (trả 3 đồng)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>steal from %1</source>
        <translation>cướp của %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 claims %2: %3</source>
        <translation>%1 nói có %2: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 claims %2: blocks %3</source>
        <translation>%1 nói có %2: chặn %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Anyone may challenge %1&apos;s %2</source>
        <translation>Ai cũng có thể kiểm tra %2 của %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> or </source>
        <translation> hoặc </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 may block with %2</source>
        <translation>%1 có thể chặn bằng %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anyone may block with %1</source>
        <translation>Ai cũng có thể chặn bằng %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 challenges %2&apos;s %3!</source>
        <translation>%1 không tin %3 của %2: kiểm tra!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody challenges %1&apos;s %2</source>
        <translation>Không ai kiểm tra %2 của %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody blocks</source>
        <translation>Không ai chặn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 shows %2: the claim was true</source>
        <translation>%1 lật %2: nói thật</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not show %2</source>
        <translation>%1 không lật %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 loses an influence: %2 is turned up</source>
        <translation>%1 mất một mạng: lật %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of the game</source>
        <translation>%1 đã chết</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1&apos;s action fails; %Ln coin(s) come back</source>
        <translation>
            <numerusform>Hành động của %1 thất bại; trả lại %Ln đồng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 takes %Ln coin(s) from %2</source>
        <translation>
            <numerusform>%1 cướp %Ln đồng của %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1 draws %Ln card(s) from the court deck</source>
        <translation>
            <numerusform>%1 bốc %Ln lá từ bài để bốc</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1 returns %Ln card(s) to the court deck</source>
        <translation>
            <numerusform>%1 trả %Ln lá vào bài để bốc</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s action fails; %2 coins come back</source>
        <translation type="vanished">Hành động của %1 thất bại; trả lại %2 đồng</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>%1&apos;s action fails</source>
        <translation>Hành động của %1 thất bại</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s action is blocked</source>
        <translation>Hành động của %1 bị chặn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already out: nothing more happens</source>
        <translation>%1 đã chết: không có gì xảy ra nữa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins!</source>
        <translation>%1 chiến thắng!</translation>
    </message>
    <message>
        <source>%1 takes %2 coins from %3</source>
        <translation type="vanished">%1 cướp %2 đồng của %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1&apos;s cards: %2</source>
        <translation>Bài của %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 draws %2</source>
        <translation>%1 bốc %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 draws a new card</source>
        <translation>%1 bốc một lá mới</translation>
    </message>
    <message>
        <source>%1 draws %2 cards from the court deck</source>
        <translation type="vanished">%1 bốc %2 lá từ bài để bốc</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s %2 goes back into the court deck, which is shuffled</source>
        <translation>%2 của %1 được trả vào bài để bốc, rồi xáo lại</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 returns %2 to the court deck</source>
        <translation>%1 trả %2 vào bài để bốc</translation>
    </message>
    <message>
        <source>%1 returns %2 cards to the court deck</source>
        <translation type="vanished">%1 trả %2 lá vào bài để bốc</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 chooses to challenge (hidden until everyone answers)</source>
        <translation>%1 chọn kiểm tra (giữ kín đến khi mọi người trả lời)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 chooses to block with %2 (hidden until everyone answers)</source>
        <translation>%1 chọn chặn bằng %2 (giữ kín đến khi mọi người trả lời)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 chooses to let it go (hidden until everyone answers)</source>
        <translation>%1 chọn cho qua (giữ kín đến khi mọi người trả lời)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Income (+1)</source>
        <translation>Lấy 1 đồng (+1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foreign Aid (+2)</source>
        <translation>Lấy 2 đồng (+2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tax as %1 (+3)</source>
        <translation>Lấy 3 đồng, nói có %1 (+3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exchange as %1</source>
        <translation>Đổi bài, nói có %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coup %1 (pay 7)</source>
        <translation>Giết %1 (trả 7)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assassinate %1 as %2 (pay 3)</source>
        <translation>Ám sát %1, nói có %2 (trả 3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Steal from %1 as %2</source>
        <translation>Cướp của %1, nói có %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenge</source>
        <translation>Kiểm tra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow</source>
        <translation>Cho qua</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Block with %1</source>
        <translation>Chặn bằng %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show %1</source>
        <translation>Lật %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do not show (lose an influence)</source>
        <translation>Không lật (mất một mạng)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn up %1</source>
        <translation>Lật %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep %1</source>
        <translation>Giữ %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1, you have 10 coins or more and must launch a Coup: choose whom</source>
        <translation>%1, bạn có từ 10 đồng trở lên nên phải Giết: chọn người</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, your turn: choose an action (click a player to target them)</source>
        <translation>%1, đến lượt bạn: chọn một hành động (bấm vào một người chơi để nhắm vào họ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, challenge or allow? %2</source>
        <translation>%1, kiểm tra hay cho qua? %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, block or allow? %2</source>
        <translation>%1, chặn hay cho qua? %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, you are challenged: show the card or not? %2</source>
        <translation>%1, bạn bị kiểm tra: có lật lá bài không? %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, you lose an influence: click the card to turn up</source>
        <translation>%1, bạn mất một mạng: bấm vào lá bài muốn lật</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, keep %2 of these cards: click them, then Done</source>
        <translation>%1, giữ %2 lá trong số này: bấm để chọn, rồi bấm Xong</translation>
    </message>
</context>
<context>
    <name>Crack</name>
    <message>
        <location filename="../facetable/table/crack/controller.py" line="+105"/>
        <source>Out</source>
        <extracomment>The keys of the big buttons: (kind, value) -&gt; key. The guess history&apos;s lines, kept between refreshes (None: to be made again).</extracomment>
        <translation>Bị loại</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 hidden</source>
        <translation>%1 miếng úp</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>Guess the value</source>
        <translation>Đoán giá trị</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hidden</source>
        <translation>Đang úp</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Revealed</source>
        <translation>Đã lật</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>out</source>
        <translation>bị loại</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 cracked every other code and wins!</source>
        <translation>%1 đã phá mã của mọi đối thủ và chiến thắng!</translation>
    </message>
    <message>
        <location filename="../facetable/table/crack/text.py" line="+21"/>
        <source>black</source>
        <translation>đen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>white</source>
        <translation>trắng</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>dash</source>
        <translation>gạch ngang</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Black tile</source>
        <translation>Miếng đen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White tile</source>
        <translation>Miếng trắng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its number is hidden. Guess it to turn it up.</source>
        <translation>Số của miếng này đang được giấu. Đoán đúng thì nó bị lật lên.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black tile %1</source>
        <translation>Miếng đen %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White tile %1</source>
        <translation>Miếng trắng %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turned up: everyone knows it.</source>
        <translation>Đã lật: mọi người đều biết.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden from the other players.</source>
        <translation>Những người chơi khác không nhìn thấy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A dash stands where its owner put it, not in number order.</source>
        <translation>Miếng gạch ngang đứng ở chỗ chủ của nó đặt, không theo thứ tự số.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Black tiles left to draw: %1</source>
        <translation>Miếng đen còn để rút: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White tiles left to draw: %1</source>
        <translation>Miếng trắng còn để rút: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Draw a black tile</source>
        <translation>Rút một miếng đen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw a white tile</source>
        <translation>Rút một miếng trắng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guess again (after a right guess)</source>
        <translation>Đoán tiếp (sau khi đoán đúng)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop and keep your tile hidden</source>
        <translation>Kết thúc lượt và giữ miếng của bạn úp</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a tile</source>
        <translation>một miếng</translation>
    </message>
    <message>
        <source>held</source>
        <translation type="vanished">chờ</translation>
    </message>
    <message>
        <source>%1&apos;s %2 tile %3</source>
        <translation type="vanished">miếng %2 ở ô %3 của %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s held %2 tile</source>
        <translation>miếng %2 %1 đang giữ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s %2 tile in position %3</source>
        <translation>miếng %2 ở vị trí %3 của %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: draw a tile (click the black or white heap, or B / W)</source>
        <translation>%1: rút một miếng (nhấn vào đống đen hoặc trắng, hoặc phím B / W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: click an opponent&apos;s hidden tile and name its value</source>
        <translation>%1: nhấn vào một miếng úp của đối thủ và đoán giá trị của nó</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: right! Guess again or stop?</source>
        <translation>%1: đoán đúng! Đoán tiếp hay kết thúc lượt?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: choose where your tile stands (click a yellow spot)</source>
        <translation>%1: chọn chỗ đặt miếng của bạn (nhấn vào một ô vàng)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: wrong, and the pool is empty: turn up one of your tiles</source>
        <translation>%1: đoán sai mà đã hết miếng để rút: hãy lật một miếng của bạn</translation>
    </message>
    <message>
        <location filename="../facetable/table/crack/controller.py" line="-182"/>
        <location filename="../facetable/table/crack/text.py" line="+8"/>
        <source>Draw a %1 tile</source>
        <translation>Rút miếng %1</translation>
    </message>
    <message>
        <location filename="../facetable/table/crack/text.py" line="+2"/>
        <source>%1 is %2</source>
        <translation>%1 là %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guess again</source>
        <translation>Đoán tiếp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>Kết thúc lượt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stand it at position %1</source>
        <translation>Đặt vào ô %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn up %1</source>
        <translation>Lật %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>right</source>
        <extracomment>Marks that open a guess&apos;s line, so right and wrong read apart without colour too; the log panels colour the lines they open (``facetable.app.side_panels``).</extracomment>
        <translation>đúng</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wrong</source>
        <translation>sai</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 is %3 — %4</source>
        <translation>%1: %2 là %3 — %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 draws a %2 tile</source>
        <translation>%1 rút một miếng %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (your %1)</source>
        <translation> (của bạn: %1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 must show the drawn tile: %2</source>
        <translation>%1 phải lật miếng vừa rút: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 stops</source>
        <translation>%1 kết thúc lượt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s code is cracked</source>
        <translation>Mã của %1 đã bị phá</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins!</source>
        <translation>%1 chiến thắng!</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../facetable/app/curtain.py" line="+47"/>
        <source>Pass to %1</source>
        <translation>Chuyển máy cho %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone else, please look away.</source>
        <translation>Những người khác vui lòng nhìn đi chỗ khác.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1 — show my table</source>
        <translation>Tôi là %1 — hiện bàn của tôi</translation>
    </message>
</context>
<context>
    <name>DealCode</name>
    <message>
        <location filename="../facetable/app/game_files.py" line="+40"/>
        <source>Type or paste a deal code.</source>
        <translation>Hãy gõ hoặc dán một mã chia bài.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a deal code: it should look like flip7-G20G-8J01-G1RN-2YEP-GEFY-M.</source>
        <translation>Đây không phải mã chia bài: mã có dạng như flip7-G20G-8J01-G1RN-2YEP-GEFY-M.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal code is for a game this FaceTable does not have ({detail}).</source>
        <translation>Mã chia bài này dành cho một trò chơi mà FaceTable này không có ({detail}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal code has a mistake in it: check every letter and digit.</source>
        <translation>Mã chia bài này bị sai: hãy kiểm tra từng chữ và từng số.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal code was made by a newer FaceTable.</source>
        <translation>Mã chia bài này được tạo bởi một FaceTable mới hơn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal code&apos;s options do not fit this FaceTable ({detail}).</source>
        <translation>Các tùy chọn trong mã chia bài này không hợp với FaceTable này ({detail}).</translation>
    </message>
</context>
<context>
    <name>FaceCards</name>
    <message>
        <location filename="../facetable/table/face_cards.py" line="+26"/>
        <source>A face-down card</source>
        <translation>Một lá bài úp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its face is hidden from you.</source>
        <translation>Bạn không nhìn thấy mặt của lá này.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hand: %1</source>
        <translation>Trên tay: %1</translation>
    </message>
</context>
<context>
    <name>FaceGuess</name>
    <message>
        <location filename="../facetable/table/faceguess/controller.py" line="+127"/>
        <source>Winner</source>
        <extracomment>Moves that animate together, one card after another. Ids of the cards a redrawn table shows on the discard pile (below any zone item&apos;s). Points fly row by row (guesser by guesser from the start player), this far apart. The story (``story.py``), the cards the last round discarded (item -&gt; kind), each card&apos;s picture, and the score events not yet flown. The guess being made (``call_grid.CallEditor``), for (seat, round). The hand card the human clicked to put down. Points on their way to a seat (its score shows what it showed until they land). Every point flown: (seat, amount, reason, guesser, about, start, end) (for tests).</extracomment>
        <translation>Thắng</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Points</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm</source>
        <translation>Xác nhận</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Điểm số</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right guesses</source>
        <translation>Đoán đúng</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hand</source>
        <translation>Trên tay</translation>
    </message>
    <message>
        <location filename="../facetable/table/faceguess/text.py" line="+23"/>
        <location line="+230"/>
        <source>Good Face</source>
        <translation>Mặt Tốt</translation>
    </message>
    <message>
        <location line="-229"/>
        <location line="+232"/>
        <source>Bad Face</source>
        <translation>Mặt Xấu</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>Good</source>
        <translation>Tốt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad</source>
        <translation>Xấu</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+114"/>
        <location line="+13"/>
        <location line="+49"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <translation type="vanished">Trên tay: %1</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>Score %1</source>
        <translation>Điểm %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start</source>
        <translation>Đi đầu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw pile</source>
        <translation>Chồng rút</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard: %1</source>
        <translation>Bài bỏ: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 · %2 starts · target: %3 points</source>
        <translation>Vòng %1 · %2 đi đầu · mục tiêu: %3 điểm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cards face down: %1 of %2</source>
        <translation>đã úp: %1/%2 lá</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your guess</source>
        <translation>đến lượt bạn đoán</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is guessing</source>
        <translation>%1 đang đoán</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the cards are revealed</source>
        <translation>các lá đã được lật</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over · won by %1</source>
        <translation>Trò chơi kết thúc · người thắng: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+96"/>
        <location line="+6"/>
        <source> and </source>
        <translation> và </translation>
    </message>
    <message>
        <location line="-98"/>
        <source>Round %1</source>
        <translation>Vòng %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Put a %1 down</source>
        <translation>Úp một lá %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Confirm: %1</source>
        <translation>Xác nhận: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, put one card face down: your hand holds only Good Faces (G).</source>
        <translation>%1, hãy úp một lá: trên tay bạn chỉ có Mặt Tốt (G).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, put one card face down: your hand holds only Bad Faces (B).</source>
        <translation>%1, hãy úp một lá: trên tay bạn chỉ có Mặt Xấu (B).</translation>
    </message>
    <message>
        <source>%1, put one card face down: click it in your hand, or press G for a Good Face or B for a Bad Face. Nobody sees it before the reveal.</source>
        <translation type="vanished">%1, hãy úp một lá: bấm vào lá đó trên tay, hoặc nhấn G để úp Mặt Tốt, B để úp Mặt Xấu. Không ai thấy nó trước lúc lật bài.</translation>
    </message>
    <message>
        <source>%1, put one card face down: click it in your hand, or press G (Good Face) or B (Bad Face).</source>
        <translation type="vanished">%1, hãy úp một lá: bấm vào lá đó trên tay, hoặc nhấn G (Mặt Tốt) hay B (Mặt Xấu).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, put one card face down: click it in your hand, or press G or B.</source>
        <translation>%1, hãy úp một lá: bấm vào lá đó trên tay, hoặc nhấn G hay B.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1–%1</source>
        <translation>1–%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, guess: Good or Bad for each player? Click in your row of the grid, or press %2 and G / B; then Confirm (Enter). %3 of %4 set.</source>
        <translation>%1, hãy đoán: lá của mỗi người là Tốt hay Xấu? Bấm vào hàng của bạn trong bảng, hoặc nhấn %2 rồi G / B; sau đó Xác nhận (Enter). Đã chọn %3/%4.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Round %1: %2 starts</source>
        <translation>Vòng %1: %2 đi đầu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is dealt %2 Good and %3 Bad</source>
        <translation>%1 được chia %2 lá Tốt và %3 lá Xấu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 puts a %2 face down</source>
        <translation>%1 úp một lá %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 puts a card face down</source>
        <translation>%1 úp một lá</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 guesses: %2</source>
        <translation>%1 đoán: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cards are revealed: %1</source>
        <translation>Lật bài: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points this round: %1</source>
        <translation>Điểm vòng này: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 draws a %2</source>
        <translation>%1 rút được một lá %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 wins with %2 points!</source>
        <translation>%1 thắng với %2 điểm!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: %2 points, as many as %3, but more right guesses (%4 to %5).</source>
        <translation>%1 thắng: %2 điểm, bằng %3, nhưng nhiều lời đoán đúng hơn (%4 so với %5).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 share the win: %2 points and %3 right guesses each.</source>
        <translation>%1 cùng thắng: mỗi người %2 điểm và %3 lời đoán đúng.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The draw pile cannot refill every hand. %1</source>
        <translation>Chồng bài rút không còn đủ để rút cho mọi người. %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round %1 — %2 starts</source>
        <translation>Vòng %1 — %2 đi đầu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>· %1: %2</source>
        <translation>· %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>· Cards: %1</source>
        <translation>· Các lá: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>· Points: %1</source>
        <translation>· Điểm: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Put down a Good Face, or call Good</source>
        <translation>Đặt một Mặt Tốt xuống, hoặc đoán Tốt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put down a Bad Face, or call Bad</source>
        <translation>Đặt một Mặt Xấu xuống, hoặc đoán Xấu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the player to call about</source>
        <translation>Chọn người chơi để đoán</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the previous or next player</source>
        <translation>Chọn người chơi trước hoặc sau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch the call about that player</source>
        <translation>Đổi lời đoán về người chơi đó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm your calls</source>
        <translation>Xác nhận các lời đoán của bạn</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation type="vanished">Một lá bài úp</translation>
    </message>
    <message>
        <source>Its face is hidden from you.</source>
        <translation type="vanished">Bạn không thấy mặt của nó.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Put down, it gives its player a point for every player who calls it Good.</source>
        <translation>Khi đặt xuống, nó cho người đặt một điểm với mỗi người chơi đoán nó là Tốt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put down, it scores nothing from the calls about it (with the fooled bonus: a point for every Good call).</source>
        <translation>Khi đặt xuống, nó không được điểm từ các lời đoán về nó (với thưởng lừa: một điểm cho mỗi lời đoán Tốt).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw pile: %1 cards</source>
        <translation>Chồng rút: %1 lá</translation>
    </message>
</context>
<context>
    <name>Flip7</name>
    <message>
        <source>round %1</source>
        <extracomment>The table holds still this long (ms at speed 1) before these events are shown: a bust shows the duplicate card, outlined, before the line turns over. The chance that the deciding human&apos;s next Hit busts, from their view (odds helper).</extracomment>
        <translation type="vanished">vòng này %1</translation>
    </message>
    <message>
        <location filename="../facetable/table/flip7/controller.py" line="+96"/>
        <source>%1 this round</source>
        <extracomment>The table holds still this long (ms at speed 1) before these events are shown: a bust shows the duplicate card, outlined, before the line turns over. The keys of the big buttons. The chance that the deciding human&apos;s next Hit busts, from their view (odds helper). While a round summary is up (or queued to come up): the events that came after the round&apos;s end, shown once it is dismissed. None: the table runs freely.</extracomment>
        <translation>%1 vòng này</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pts</source>
        <translation>%1 điểm</translation>
    </message>
    <message>
        <location line="+243"/>
        <source>%1 holds The Zero and must hit</source>
        <translation>%1 đang giữ Số 0 nên phải rút bài</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: hit or stay?</source>
        <translation>%1: rút bài hay dừng lại?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(chance to bust on a Hit: %1%)</source>
        <translation>(khả năng bị Quắc nếu rút bài: %1%)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 made a Flip 7: +15 for you, or 15 off an opponent?</source>
        <translation>%1 đạt Flip 7: nhận +15 điểm cho mình, hay trừ 15 điểm của một đối thủ?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: choose where %2 goes (click a player or a card)</source>
        <translation>%1: chọn nơi đặt lá %2 (nhấn vào một người chơi hoặc một lá bài)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../facetable/table/flip7/summary.py" line="+87"/>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../facetable/table/flip7/summary.py" line="+1"/>
        <source>Total</source>
        <translation>Tổng</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last round</source>
        <translation>Vòng trước</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 wins with %2 points!</source>
        <translation>%1 chiến thắng với %2 điểm!</translation>
    </message>
    <message>
        <location filename="../facetable/table/flip7/text.py" line="+31"/>
        <source>The Zero</source>
        <translation>Số 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unlucky 7</source>
        <translation>Số 7 Xui Xẻo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lucky 13</source>
        <translation>Số 13 May Mắn</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Just One More!</source>
        <translation>Rút Thêm Một Lá</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flip Four!</source>
        <translation>Lật Liên Tiếp 4 Lá</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Swap</source>
        <translation>Hoán Đổi Bài</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steal</source>
        <translation>Cướp Bài</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discard</source>
        <translation>Hủy Bỏ Bài</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Worth 0 and counts toward the seven. Its holder must hit, and scores 0 for the round without a Flip 7.</source>
        <translation>Giá trị 0 và được tính vào bảy lá. Ai giữ lá này phải rút bài, và được 0 điểm vòng đó nếu không đạt Flip 7.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worth 7. When it joins a line, every other card of that line is discarded.</source>
        <translation>Giá trị 7. Khi vào một hàng, mọi lá khác trong hàng đó bị bỏ đi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worth 13. Its holder may hold one other 13 without busting.</source>
        <translation>Giá trị 13. Ai giữ lá này được giữ thêm một lá 13 khác mà không bị Quắc.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A number card worth %1 points. A second %1 in the same line busts.</source>
        <translation>Lá Số giá trị %1 điểm. Lá %1 thứ hai trong cùng hàng làm bạn bị Quắc.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A modifier: halves the sum of its holder&apos;s number cards (rounded down).</source>
        <translation>Lá Điều chỉnh: chia đôi tổng các lá Số của người giữ (làm tròn xuống).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A modifier: takes %1 points off its holder&apos;s round score.</source>
        <translation>Lá Điều chỉnh: trừ %1 điểm vào điểm vòng của người giữ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target takes one more card, then must stay.</source>
        <translation>Mục tiêu nhận thêm một lá, rồi phải Dừng lại.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target draws four cards, one at a time.</source>
        <translation>Mục tiêu rút bốn lá, từng lá một.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange two face-up cards between the lines of two players.</source>
        <translation>Hoán đổi hai lá ngửa giữa hàng bài của hai người chơi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take one face-up card from another player&apos;s line into yours.</source>
        <translation>Lấy một lá ngửa từ hàng của người khác về hàng của bạn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send one face-up card of a player&apos;s line to the discard pile.</source>
        <translation>Bỏ một lá ngửa trong hàng của một người chơi vào chồng bài bỏ.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A face-down card</source>
        <translation>Một lá bài úp</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw pile: %1 cards left</source>
        <translation>Chồng bài rút: còn %1 lá</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard pile: %1 cards</source>
        <translation>Chồng bài bỏ: %1 lá</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hit: take the next card</source>
        <translation>Rút bài: lấy lá tiếp theo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stay: take no more cards this round</source>
        <translation>Dừng lại: không rút thêm trong vòng này</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stayed</source>
        <translation>Đã dừng</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 hits</source>
        <translation>%1 rút bài</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 draws %2</source>
        <translation>%1 bốc %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 keeps %2</source>
        <translation>%1 giữ lá %2 cho mình</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gives %2 to %3</source>
        <translation>%1 trao lá %2 cho %3</translation>
    </message>
    <message>
        <location filename="../facetable/table/flip7/summary.py" line="-33"/>
        <location filename="../facetable/table/flip7/text.py" line="-96"/>
        <source>Busted</source>
        <translation>Bị Quắc</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip 7: 15 off %1</source>
        <translation>Flip 7: trừ 15 điểm của %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip 7: +15 bonus</source>
        <translation>Flip 7: thưởng +15</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round %1 over</source>
        <translation>Hết vòng %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cards</source>
        <translation>Các lá bài</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This round</source>
        <translation>Vòng này</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The next round starts by itself in %1 s</source>
        <extracomment>The words of each row, as shown (tests and screen readers read them).</extracomment>
        <translation>Vòng sau tự bắt đầu sau %1 giây</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next round (Enter)</source>
        <translation>Vòng sau (Enter)</translation>
    </message>
    <message>
        <location filename="../facetable/table/flip7/text.py" line="+9"/>
        <source>your %1</source>
        <translation>%1 của bạn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2</source>
        <translation>%2 của %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (you)</source>
        <translation>%1 (bạn)</translation>
    </message>
    <message>
        <location filename="../facetable/table/flip7/controller.py" line="-255"/>
        <location filename="../facetable/table/flip7/text.py" line="+13"/>
        <source>Hit</source>
        <translation>Rút bài</translation>
    </message>
    <message>
        <location filename="../facetable/table/flip7/text.py" line="+2"/>
        <source>Stay</source>
        <translation>Dừng lại</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take +15 for yourself</source>
        <translation>Nhận +15 điểm cho mình</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take 15 off %1&apos;s total</source>
        <translation>Trừ 15 điểm tổng của %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give %1 to %2</source>
        <translation>Trao lá %1 cho %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2</source>
        <translation>Đánh %1 lên %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Steal %1</source>
        <translation>Cướp lá %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard %1</source>
        <translation>Hủy bỏ lá %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap %1 ↔ %2</source>
        <translation>Hoán đổi lá %1 ↔ lá %2</translation>
    </message>
    <message>
        <source>Swap %1 and %2</source>
        <translation type="vanished">Hoán đổi lá %1 với lá %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Round %1 — %2 deals</source>
        <translation>Vòng %1 — %2 chia bài</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must stay</source>
        <translation>%1 buộc phải dừng lại</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 stays</source>
        <translation>%1 dừng lại</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 busts with %2</source>
        <translation>%1 bị Quắc vì lá %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 flips 7!</source>
        <translation>%1 đạt Flip 7!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 swaps %2 and %3</source>
        <translation>%1 hoán đổi lá %2 với lá %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 steals %2</source>
        <translation>%1 cướp lá %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 discards %2</source>
        <translation>%1 hủy bỏ lá %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2 on %3</source>
        <translation>%1 đánh %2 lên %3</translation>
    </message>
    <message>
        <source>%1 goes to %2</source>
        <translation type="vanished">Lá %1 được trao cho %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 has no effect</source>
        <translation>Lá %1 không có tác dụng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The discard pile is shuffled into a new draw pile</source>
        <translation>Xáo chồng bài bỏ thành chồng bài rút mới</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes 15 off %2</source>
        <translation>%1 trừ 15 điểm của %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round over:</source>
        <translation>Hết vòng:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins the game!</source>
        <translation>%1 thắng chung cuộc!</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../facetable/app/game_files.py" line="+5"/>
        <source>FaceTable games (*.json)</source>
        <translation>Ván FaceTable (*.json)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>New game from deal &amp;code…</source>
        <translation>Ván mới từ &amp;mã chia bài…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy &amp;deal code</source>
        <translation>Sao chép mã &amp;chia bài</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Replays…</source>
        <translation>&amp;Xem lại các ván…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open game file…</source>
        <translation>&amp;Mở tệp ván chơi…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export this game…</source>
        <translation>&amp;Xuất ván này…</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+108"/>
        <source>A game is reviewed once it is over.</source>
        <translation>Chỉ xem lại được ván đã kết thúc.</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+24"/>
        <source>Game file</source>
        <translation>Tệp ván chơi</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Open game file</source>
        <translation>Mở tệp ván chơi</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This game is not finished (%1 moves). Play on from where it stopped, or watch it?</source>
        <translation>Ván này chưa kết thúc (%1 nước đi). Chơi tiếp từ chỗ đã dừng, hay xem lại?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play on</source>
        <translation>Chơi tiếp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch</source>
        <translation>Xem</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>There is no game to export.</source>
        <translation>Không có ván nào để xuất.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Only bots played this game: there is no player&apos;s decision to review.</source>
        <translation>Ván này chỉ có máy chơi: không có quyết định nào của người chơi để xem lại.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+8"/>
        <source>Export game</source>
        <translation>Xuất ván chơi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be written: %1</source>
        <translation>Không ghi được ván chơi: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was written to %1.</source>
        <translation>Ván chơi đã được ghi vào %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no game to take a deal code from.</source>
        <translation>Không có ván nào để lấy mã chia bài.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal code copied: %1</source>
        <translation>Đã sao chép mã chia bài: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+9"/>
        <source>New game from deal code</source>
        <translation>Ván mới từ mã chia bài</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Deal code:</source>
        <translation>Mã chia bài:</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <location filename="../facetable/games/coup.py" line="-41"/>
        <source>Deck: {cards} cards, {copies} of each role (one deck of playing cards)</source>
        <translation>Bộ bài: {cards} lá, mỗi vai {copies} lá (một bộ bài tây)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deck: {cards} cards, {copies} of each role (two decks of playing cards)</source>
        <translation>Bộ bài: {cards} lá, mỗi vai {copies} lá (hai bộ bài tây)</translation>
    </message>
    <message>
        <location line="+24"/>
        <location filename="../facetable/games/crack.py" line="-26"/>
        <location filename="../facetable/games/faceguess.py" line="-20"/>
        <location filename="../facetable/games/flip7.py" line="-24"/>
        <location filename="../facetable/games/goodface.py" line="-30"/>
        <source>Players</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two players: the starting player gets 1 coin</source>
        <translation>Hai người chơi: người đi đầu nhận 1 đồng vàng</translation>
    </message>
    <message>
        <location filename="../facetable/games/flip7.py" line="+1"/>
        <source>Points to win</source>
        <translation>Điểm để thắng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brutal mode</source>
        <translation>Chế độ Tàn Khốc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lucky 13 pair counts twice</source>
        <translation>Cặp có Số 13 May Mắn tính là hai lá</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck printing</source>
        <translation>Bản in bộ bài</translation>
    </message>
    <message>
        <location filename="../facetable/games/crack.py" line="+1"/>
        <source>Advanced game (dashes)</source>
        <translation>Luật nâng cao (có miếng gạch ngang)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory mode (hide the guess log)</source>
        <translation>Chế độ trí nhớ (ẩn nhật ký đoán)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help in the value menu</source>
        <translation>Trợ giúp trong danh sách giá trị</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off: every value</source>
        <translation>Tắt: mọi giá trị</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey out values seen in that colour</source>
        <translation>Làm mờ các giá trị đã thấy cùng màu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full: only values the clues allow</source>
        <translation>Đầy đủ: chỉ các giá trị manh mối cho phép</translation>
    </message>
    <message>
        <location filename="../facetable/games/flip7.py" line="+4"/>
        <source>Standard (one of each minus card, two of each action)</source>
        <translation>Chuẩn (mỗi lá trừ điểm có 1 lá, mỗi lá Hành động có 2 lá)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two of each minus card, one of each action</source>
        <translation>Mỗi lá trừ điểm có 2 lá, mỗi lá Hành động có 1 lá</translation>
    </message>
    <message>
        <location filename="../facetable/games/goodface.py" line="+1"/>
        <source>Pass the Stack to the</source>
        <translation>Chuyển Cọc Bài sang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild card: Greedy Face</source>
        <translation>Quân bài Hoang dã: Mặt Tham Lam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild card: Sad Face</source>
        <translation>Quân bài Hoang dã: Mặt Buồn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild card: Blank Face</source>
        <translation>Quân bài Hoang dã: Mặt Trắng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Blank Face acts as</source>
        <translation>Mặt Trắng có tác dụng như</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stacks before the game ends</source>
        <translation>Số Cọc Bài tối đa trước khi kết thúc</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left (clockwise)</source>
        <translation>Bên trái (theo chiều kim đồng hồ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right (counter-clockwise)</source>
        <translation>Bên phải (ngược chiều kim đồng hồ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Greedy Face</source>
        <translation>Một lá Mặt Tham Lam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Sad Face</source>
        <translation>Một lá Mặt Buồn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peek: look at the next card of the Stack</source>
        <translation>Nhìn trộm: xem lá tiếp theo của Cọc Bài</translation>
    </message>
    <message>
        <location filename="../facetable/games/faceguess.py" line="-39"/>
        <source>Fooled bonus on: it gives bluffing a point. A Bad card scores +1 for each player who called it Good.</source>
        <translation>Đang bật điểm lừa được: lừa được là có điểm. Lá Mặt Xấu được +1 cho mỗi người đoán nó là Tốt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fooled bonus off: a Bad card scores nothing. Turn it on to give bluffing a point.</source>
        <translation>Đang tắt điểm lừa được: lá Mặt Xấu không được điểm nào. Bật lên để lừa được là có điểm.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Good cards in the deck (of 50)</source>
        <translation>Số lá Mặt Tốt trong bộ bài (trên 50)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target score</source>
        <translation>Điểm mục tiêu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fooled bonus: a Bad card scores for each Good guess about it</source>
        <translation>Điểm lừa được: lá Mặt Xấu được điểm cho mỗi lời đoán Tốt về nó</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>10 points</source>
        <translation>10 điểm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>15 points</source>
        <translation>15 điểm</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <location filename="../facetable/app/game_over.py" line="+38"/>
        <source>Place</source>
        <translation>Hạng</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>New game…</source>
        <translation>Ván mới…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same setup again</source>
        <translation>Chơi lại như cũ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>See the table</source>
        <translation>Xem bàn chơi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <location filename="../facetable/app/main_window.py" line="+757"/>
        <source>Watch the replay</source>
        <translation>Xem lại ván</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review my game</source>
        <translation>Xem lại ván của tôi</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The game could not be saved: %1</source>
        <extracomment>With FACETABLE_TRACE_MOVES=1 every action is printed on stdout (one JSON line: the move) once it is saved and as the table starts to show it, and a few moments of the app are too ({&quot;trace&quot;: name}): the kill and signal tests (tests/test_kill.py) compare the saves with it. A bot&apos;s personality: one of the game&apos;s styles, &quot;random&quot; (drawn at the start, hidden) or None (the bot&apos;s default). A human must decide: (seat, legal actions). The action bar shows them. Nobody human is deciding (a bot thinks, or cards move). The next human is not the one looking: cover the table and hand over (seat). The human looking has played and the next human must take the screen: the one who played reads the result until ``done`` (a Done button, or ``hand_over_pause_ms``) before the curtain comes (seat that played, seat next). Another seat now looks at the table (hot-seat): private log lines must be rebuilt. Something went wrong that the player should read (an illegal move, a bot&apos;s failure). A public line for the log (a bot&apos;s failure, said once). The game ended: the engine&apos;s Outcome. Undo or Redo may have become possible or impossible (``undo_point``, ``can_redo``). Undo rebuilt the table: this new controller replaces the old one (already disposed of once the replay is shown); the window shows it and listens to it. Seat -&gt; the style its bot plays (a &quot;random&quot; one drawn now; the table never shows it). Seat -&gt; the factory of its bot (the runner makes the bot where it thinks). Saves the game after every action (``facetable.saves.Recorder``), or None. A resumed game&apos;s moves, replayed onto the table by ``start``. Hot-seat: before the curtain, the human who played keeps the table until they say Done (None), for this many ms, or not at all (0, the curtain comes at once). Undo&apos;s mode (``facetable.saves.undo``): off, safe or practice. Per move of the history: whether it brought something hidden to light, and whether it kept something from another seat (Safe undo&apos;s questions). Moves taken back by Undo, in order, for Redo (emptied by a new decision). A practice game (played with Practice undo): never counted in the statistics.</extracomment>
        <translation type="vanished">Không lưu được ván chơi: %1</translation>
    </message>
    <message>
        <location filename="../facetable/app/session.py" line="+444"/>
        <source>Please wait for your turn.</source>
        <extracomment>A bot&apos;s personality: one of the game&apos;s styles, &quot;random&quot; (drawn at the start, hidden) or None (the bot&apos;s default). A human must decide: (seat, legal actions). The action bar shows them. Nobody human is deciding (a bot thinks, or cards move). The next human is not the one looking: cover the table and hand over (seat). The human looking has played and the next human must take the screen: the one who played reads the result until ``done`` (a Done button, or ``hand_over_pause_ms``) before the curtain comes (seat that played, seat next). Another seat now looks at the table (hot-seat): private log lines must be rebuilt. Something went wrong that the player should read (an illegal move, a bot&apos;s failure). A public line for the log (an undo, a bot&apos;s failure said once): a ``Note``, a str that can write itself again in another language. The game could not be saved (the OSError): emitted the first time only, the game goes on unsaved; the window tells the player (``MainWindow.unsaved``). The game ended: the engine&apos;s Outcome. Undo or Redo may have become possible or impossible (``undo_point``, ``can_redo``). Undo rebuilt the table: this new controller replaces the old one (already disposed of once the replay is shown); the window shows it and listens to it. A move was applied and its events go to the table (as the seat looking sees them). ``setup``&apos;s ``deal`` and ``first`` (None: drawn from the seed); saved with the game. Seat -&gt; the style its bot plays (a &quot;random&quot; one drawn now; the table never shows it). Seat -&gt; the factory of its bot (the runner makes the bot where it thinks). Saves the game after every action (``facetable.saves.Recorder``), or None. Seat -&gt; how many of its bot&apos;s decisions failed this game (a fallback move was played for each); the first is said, the others only counted. A resumed game&apos;s moves, replayed onto the table by ``start``. Hot-seat: before the curtain, the human who played keeps the table until they say Done (None), for this many ms, or not at all (0, the curtain comes at once). Reactions let pass without asking (``TableController.quiet_answer``): &quot;off&quot;, &quot;unless_able&quot; or &quot;ask_challenges&quot;. Undo&apos;s mode (``facetable.saves.undo``): off, safe or practice. Per move of the history: whether it brought something hidden to light, and whether it kept something from another seat (Safe undo&apos;s questions). Moves taken back by Undo, in order, for Redo (emptied by a new decision). A practice game (played with Practice undo): never counted in the statistics. While held, nobody is asked to move (a lesson&apos;s explanation is being read). ``guard(action) -&gt; reason or None``: a human&apos;s move the guard refuses is not played and the reason is said (a lesson asking for one kind of move).</extracomment>
        <translation>Vui lòng chờ đến lượt của bạn.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>That move is not allowed: %1</source>
        <translation>Nước đi này không hợp lệ: %1</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Undo: %1 moves taken back.</source>
        <translation>Hoàn tác: đã rút lại %1 nước đi.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Redo: %1 moves played again.</source>
        <translation>Làm lại: đã đi lại %1 nước đi.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>did not answer in time</source>
        <translation>không trả lời kịp giờ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its process stopped</source>
        <translation>tiến trình của nó đã dừng</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1&apos;s bot failed (%2); a random legal move was played.</source>
        <translation>Máy của %1 gặp lỗi (%2); một nước đi hợp lệ ngẫu nhiên đã được chơi thay.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s bot made a mistake; it plays a random move instead.</source>
        <translation>Máy của %1 bị lỗi; thay vào đó nó sẽ đi một nước ngẫu nhiên.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../facetable/games/flip7.py" line="-28"/>
        <source>Flip 7: With a Vengeance</source>
        <translation>Flip 7: Phục Hận</translation>
    </message>
    <message>
        <location filename="../facetable/games/crack.py" line="-27"/>
        <source>Crack the Code</source>
        <translation>Phá mã</translation>
    </message>
    <message>
        <location filename="../facetable/games/coup.py" line="-18"/>
        <source>Coup</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location filename="../facetable/games/goodface.py" line="-32"/>
        <source>Good Face Bad Face</source>
        <translation>Mặt Tốt Mặt Xấu</translation>
    </message>
    <message>
        <location filename="../facetable/games/faceguess.py" line="-24"/>
        <source>Face Guess</source>
        <translation>Đoán Mặt</translation>
    </message>
</context>
<context>
    <name>GoodFace</name>
    <message>
        <location filename="../facetable/table/goodface/controller.py" line="+113"/>
        <source>wins</source>
        <translation>thắng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack Owner</source>
        <translation>Người Chơi Giữ Bài</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Must flip</source>
        <translation>Phải lật</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Party</source>
        <extracomment>Moves that animate together, one card after another (the deal, a Stack taken back). While a Stack is built, a kind&apos;s letter adds a card of that kind. Milliseconds (at speed 1) to hold the table still after an event: a flipped card is seen before it moves on. The story as this seat knows it (``story.py``), and each card&apos;s picture. The staging row: the cards chosen for the Stack being built, in order.</extracomment>
        <translation>Đội</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your new Stack: card 1 is flipped first. Click a card to take it back; drag it or use its arrows to move it.</source>
        <translation>Cọc Bài mới của bạn: lá số 1 được lật đầu tiên. Bấm vào một lá để lấy lại; kéo nó hoặc dùng các mũi tên để đổi chỗ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../facetable/table/goodface/text.py" line="+167"/>
        <source>Done</source>
        <translation>Xong</translation>
    </message>
    <message>
        <location line="+196"/>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Goods</source>
        <translation>Mặt Tốt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bads</source>
        <translation>Mặt Xấu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hand</source>
        <translation>Tay</translation>
    </message>
    <message>
        <location filename="../facetable/table/goodface/text.py" line="-138"/>
        <source>Good Face</source>
        <translation>Mặt Tốt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bad Face</source>
        <translation>Mặt Xấu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Greedy Face</source>
        <translation>Mặt Tham Lam</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sad Face</source>
        <translation>Mặt Buồn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blank Face</source>
        <translation>Mặt Trắng</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>1 card</source>
        <translation type="vanished">1 lá</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation type="vanished">%1 lá</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>a Good Face now would win you the game</source>
        <translation>lật được Mặt Tốt lúc này là bạn thắng</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a Good Face would make it %1 Goods</source>
        <translation>một lá Mặt Tốt sẽ nâng lên %1 lá Mặt Tốt</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>a Good Face would take a Bad out of your Party, back to your hand</source>
        <translation>một lá Mặt Tốt sẽ đưa một lá Mặt Xấu ra khỏi Đội, về tay bạn</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a Good Face would start your Party</source>
        <translation>một lá Mặt Tốt sẽ mở đầu Đội của bạn</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a Bad Face now would cost you your Good</source>
        <translation>một lá Mặt Xấu lúc này sẽ làm bạn mất lá Mặt Tốt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Bad Face now would cost you your %1 Goods</source>
        <translation>một lá Mặt Xấu lúc này sẽ làm bạn mất %1 lá Mặt Tốt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a third Bad Face would send all three back to your hand</source>
        <translation>lá Mặt Xấu thứ ba sẽ đưa cả ba về tay bạn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Bad Face would make it 2 Bads in your Party</source>
        <translation>một lá Mặt Xấu sẽ thành 2 lá Mặt Xấu trong Đội</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Bad Face would sit in your Party</source>
        <translation>một lá Mặt Xấu sẽ nằm trong Đội của bạn</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Flip: %1; %2.</source>
        <translation>Lật: %1; %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You peeked: the top card is a %1.</source>
        <translation>Bạn đã nhìn trộm: lá trên cùng là %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flip: %1.</source>
        <translation>Lật: %1.</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>Flip the top card</source>
        <extracomment>The key that adds (building) or keeps (Sad Face) a card of each kind. The kind whose rules a Blank Face follows when it acts as one. The Stack holder&apos;s moves: each one&apos;s key and words (its button and the keys&apos; help).</extracomment>
        <translation>Lật lá trên cùng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the Stack on</source>
        <translation>Chuyển Cọc Bài đi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the rest back</source>
        <translation>Lấy phần còn lại về tay</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Keep a %1</source>
        <translation>Giữ một lá %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done: pass on a Stack of %1</source>
        <translation>Xong: chuyển đi Cọc Bài %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a %1</source>
        <translation>Đặt một lá %1</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln card(s)</source>
        <translation>
            <numerusform>%Ln lá</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Flipped, it joins the flipper&apos;s Party; four Goods in a Party win. On a Party of Bads, it takes one Bad back to the hand.</source>
        <extracomment>What a card with each effect does when flipped (its tooltip).</extracomment>
        <translation>Khi lật ngửa, lá này vào Đội của người lật; bốn lá Mặt Tốt trong Đội là thắng. Nếu Đội đang có Mặt Xấu, nó đưa một lá Mặt Xấu về tay.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flipped, it joins the flipper&apos;s Party. It sends the Party&apos;s Goods back to the hand; three Bads go back together.</source>
        <translation>Khi lật ngửa, lá này vào Đội của người lật. Nó đưa các lá Mặt Tốt của Đội về tay; đủ ba lá Mặt Xấu thì cả ba cùng về tay.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flipped by a player, they give the Stack Owner a card of their Party and must pass. Flipped by the owner, they must flip the next Stack that reaches them.</source>
        <translation>Người khác lật: họ đưa cho Người Chơi Giữ Bài một lá trong Đội của mình và phải chuyển đi. Người Chơi Giữ Bài lật: họ phải lật Cọc Bài kế tiếp đến tay mình.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flipped by a player, they give all but one card of their hand to the Stack Owner. Flipped by the owner, they deal all but one card of their hand to the others.</source>
        <translation>Người khác lật: họ đưa cho Người Chơi Giữ Bài toàn bộ bài trên tay trừ một lá. Người Chơi Giữ Bài lật: họ chia toàn bộ bài trên tay trừ một lá cho những người khác.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Peek: the flipper looks at the next card of the Stack, then may flip it.</source>
        <translation>Nhìn trộm: người lật xem lá tiếp theo của Cọc Bài, rồi có thể lật nó.</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation type="vanished">Một lá bài úp</translation>
    </message>
    <message>
        <source>Its face is hidden from you.</source>
        <translation type="vanished">Bạn không nhìn thấy mặt của lá này.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Acts as a %1. %2</source>
        <translation>Có tác dụng như %1. %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In your Stack: face down for the others.</source>
        <translation>Trong Cọc Bài của bạn: những người khác chỉ thấy mặt sau.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You peeked at it.</source>
        <translation>Bạn đã nhìn trộm lá này.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Put a card in the Stack you build, or keep one after a Sad Face: %1</source>
        <translation>Đặt một lá vào Cọc Bài đang xếp, hoặc giữ một lá sau Mặt Buồn: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a card of the Stack you build</source>
        <translation>Chọn một lá trong Cọc Bài đang xếp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move that card earlier or later</source>
        <translation>Dời lá đó lên trước hoặc ra sau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take that card back to your hand</source>
        <translation>Lấy lá đó về tay</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done: play the Stack as arranged</source>
        <translation>Xong: đưa Cọc Bài ra theo thứ tự đã xếp</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>%1, build your Stack: click the cards of your hand in the order they will be flipped (keys: %2), then Done (D).</source>
        <translation>%1, hãy xếp Cọc Bài: bấm các lá trên tay theo thứ tự chúng sẽ được lật (phím: %2), rồi bấm Xong (D).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, your new Stack has %2; card 1 is flipped first. Drag a card or use its arrows (or ←/→ to choose, Shift+←/→ to move) to change the order; click it (or Backspace) to take it back. Done (D) passes the Stack on.</source>
        <translation>%1, Cọc Bài mới của bạn có %2; lá số 1 được lật đầu tiên. Kéo một lá hoặc dùng mũi tên của nó (hoặc ←/→ để chọn, Shift+←/→ để di chuyển) để đổi thứ tự; bấm vào nó (hoặc Backspace) để lấy lại. Xong (D) chuyển Cọc Bài đi.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1, your Stack is back with %2: you must flip its top card. %3</source>
        <translation>%1, Cọc Bài của bạn đã quay về với %2: bạn phải lật lá trên cùng. %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, flip again or take the rest back (%2)? %3</source>
        <translation>%1, lật tiếp hay lấy phần còn lại về tay (%2)? %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, you carry the must-flip marker: flip the top card of %2&apos;s Stack. %3</source>
        <translation>%1, bạn đang mang dấu phải lật: hãy lật lá trên cùng của Cọc Bài của %2. %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2&apos;s Stack reaches you (%3): flip the top card or pass it on? %4</source>
        <translation>%1, Cọc Bài của %2 đến tay bạn (%3): lật lá trên cùng hay chuyển đi? %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, flip again or pass the Stack on (%2 left)? %3</source>
        <translation>%1, lật tiếp hay chuyển Cọc Bài đi (còn %2)? %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, Sad Face: click the one card of your hand to keep; the others go to %2.</source>
        <translation>%1, Mặt Buồn: bấm vào một lá trên tay để giữ; các lá còn lại về tay %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, Sad Face: click the one card of your hand to keep; the others are dealt around the table.</source>
        <translation>%1, Mặt Buồn: bấm vào một lá trên tay để giữ; các lá còn lại được chia quanh bàn.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Stack %1: %2 is the Stack Owner</source>
        <translation>Cọc Bài %1: %2 là Người Chơi Giữ Bài</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(%1 has no cards and is skipped)</source>
        <translation>(%1 hết bài nên bị bỏ qua)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 builds a Stack of %2</source>
        <translation>%1 xếp một Cọc Bài %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 passes the Stack to %2</source>
        <translation>%1 chuyển Cọc Bài cho %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 peeks at the next card: a %2</source>
        <translation>%1 nhìn trộm lá tiếp theo: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 peeks at the next card</source>
        <translation>%1 nhìn trộm lá tiếp theo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must flip the top card of the next Stack that reaches them</source>
        <translation>%1 phải lật lá trên cùng của Cọc Bài tiếp theo đến tay mình</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Stack is used up</source>
        <translation>Cọc Bài đã hết</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes the rest of the Stack back (%2)</source>
        <translation>%1 lấy phần còn lại của Cọc Bài về tay (%2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+108"/>
        <source>%1 flips a %2</source>
        <translation>%1 lật ngửa một lá %2</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>The %1 goes into %2&apos;s Party</source>
        <translation>Lá %1 vào Đội của %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A %1 leaves %2&apos;s Party for the hand</source>
        <translation>Một lá %1 rời Đội của %2 về tay</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 goes back to %2&apos;s hand</source>
        <translation>Lá %1 trở về tay %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gives %2 a %3 from the Party</source>
        <translation>%1 đưa cho %2 một lá %3 từ Đội</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 leaves %2&apos;s Party: the must-flip marker is gone</source>
        <translation>Lá %1 rời Đội của %2: dấu phải lật không còn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 goes to %2&apos;s hand</source>
        <translation>Lá %1 về tay %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gives %2 a card</source>
        <translation>%1 đưa cho %2 một lá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gives %2 a %3</source>
        <translation>%1 đưa cho %2 một lá %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 deals %2 a card</source>
        <translation>%1 chia cho %2 một lá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 deals %2 a %3</source>
        <translation>%1 chia cho %2 một lá %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> and </source>
        <translation> và </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins with four Good Faces in the Party!</source>
        <translation>%1 thắng với bốn lá Mặt Tốt trong Đội!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last Stack is played: %1 wins with the most Goods in the Party</source>
        <translation>Cọc Bài cuối cùng đã chơi xong: %1 thắng với nhiều Mặt Tốt nhất trong Đội</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last Stack is played: %1 share the win</source>
        <translation>Cọc Bài cuối cùng đã chơi xong: %1 cùng thắng</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stack %1 of %2 · the game is over</source>
        <translation>Cọc Bài %1 trên %2 · ván chơi đã kết thúc</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>into the Party</source>
        <translation>vào Đội</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it and a Bad from the Party go back to the hand</source>
        <translation>nó và một lá Mặt Xấu trong Đội trở về tay</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a third Bad: all three go back to the hand</source>
        <translation>lá Mặt Xấu thứ ba: cả ba trở về tay</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Good of the Party and the Bad go back to the hand</source>
        <translation>lá Mặt Tốt trong Đội và lá Mặt Xấu trở về tay</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 Goods of the Party and the Bad go back to the hand</source>
        <translation>%1 lá Mặt Tốt trong Đội và lá Mặt Xấu trở về tay</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the Party: must flip the next Stack that comes</source>
        <translation>vào Đội: phải lật Cọc Bài kế tiếp đến tay</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing in the Party to give</source>
        <translation>Đội không có gì để đưa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gives %1 a %2 from the Party</source>
        <translation>đưa cho %1 một lá %2 từ Đội</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>keeps the only card</source>
        <translation>giữ lá duy nhất</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gives %1 to %2</source>
        <translation>đưa %1 cho %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deals %1 around the table</source>
        <translation>chia %1 quanh bàn</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the last card</source>
        <translation>lá cuối cùng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>peeks at the next card: a %1</source>
        <translation>nhìn trộm lá tiếp theo: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peeks at the next card</source>
        <translation>nhìn trộm lá tiếp theo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Stack %1 — %2</source>
        <translation>Cọc Bài %1 — %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 builds %2 and passes it to %3</source>
        <translation>%1 xếp %2 và chuyển cho %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 builds %2</source>
        <translation>%1 xếp %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passes</source>
        <translation>%1 chuyển đi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes %2 back</source>
        <translation>%1 lấy %2 về tay</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>· %1</source>
        <translation>· %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stack %1 of %2</source>
        <translation>Cọc Bài %1 trên %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2 builds a Stack</source>
        <translation>%1 · %2 đang xếp Cọc Bài</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · your Stack (%2), top first: %3 · with %4</source>
        <translation>%1 · Cọc Bài của bạn (%2), từ trên xuống: %3 · đang ở chỗ %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2&apos;s Stack (%3) · with %4</source>
        <translation>%1 · Cọc Bài của %2 (%3) · đang ở chỗ %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your Stack · %1</source>
        <translation>Cọc Bài của bạn · %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s Stack · %2</source>
        <translation>Cọc Bài của %1 · %2</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <translation type="vanished">Trên tay: %1</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../facetable/app/hints.py" line="+52"/>
        <source>&amp;Hint</source>
        <translation>&amp;Gợi ý</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the strongest bot would do now, and why</source>
        <translation>Máy mạnh nhất sẽ làm gì lúc này, và vì sao</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>A hint is for the player whose turn it is, at their own table.</source>
        <translation>Gợi ý chỉ dành cho người chơi đang đến lượt, khi đang nhìn bàn của chính mình.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>(thinking about a hint…)</source>
        <translation>(đang nghĩ gợi ý…)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>No hint could be worked out: %1</source>
        <translation>Không tìm được gợi ý: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hint: “%1”, your only move.</source>
        <translation>Gợi ý: “%1”, nước đi duy nhất của bạn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: the strongest bot would play “%1”. In %2 quick playouts from what you can see, it won %3 of games and “%5” %4: too few to tell them apart.</source>
        <translation>Gợi ý: máy mạnh nhất sẽ chọn “%1”. Trong %2 lần chơi thử nhanh chỉ dựa trên những gì bạn thấy, nước này thắng %3 số ván và “%5” thắng %4: quá ít lần để phân biệt hai nước.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: the strongest bot would play “%1”. In %2 quick playouts from what you can see, it won %3 of games, against %4 for “%5”.</source>
        <translation>Gợi ý: máy mạnh nhất sẽ chọn “%1”. Trong %2 lần chơi thử nhanh chỉ dựa trên những gì bạn thấy, nước này thắng %3 số ván, so với %4 của “%5”.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../facetable/app/lesson.py" line="+41"/>
        <source>The game has gone another way than the lesson&apos;s story, so the lesson ends here; this game goes on as a practice game (not saved, not counted).</source>
        <translation>Ván chơi đã đi khác với câu chuyện của bài học, nên bài học dừng ở đây; ván này tiếp tục như một ván tập (không lưu, không tính vào thống kê).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lesson was skipped; this game goes on as a practice game (not saved, not counted).</source>
        <translation>Đã bỏ qua bài học; ván này tiếp tục như một ván tập (không lưu, không tính vào thống kê).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lesson is over; this game goes on as a practice game (not saved, not counted).</source>
        <translation>Bài học đã xong; ván này tiếp tục như một ván tập (không lưu, không tính vào thống kê).</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Start the lesson while your game of %1 is still going?</source>
        <translation>Bắt đầu bài học khi ván %1 của bạn vẫn đang chơi dở?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your game is saved: Continue on the welcome screen brings it back.</source>
        <translation>Ván của bạn đã được lưu: nhấn Chơi tiếp ở màn hình chào để chơi tiếp.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the lesson</source>
        <translation>Bắt đầu bài học</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>Read the lesson&apos;s note first, then press Next.</source>
        <extracomment>The lesson is over: finished (False) or skipped (True). The event kind the current step waits for before it is shown (None: shown).</extracomment>
        <translation>Hãy đọc lời hướng dẫn trước, rồi nhấn Tiếp.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The lesson asks for another move now (the highlighted one), or press Skip lesson.</source>
        <translation>Bài học đang yêu cầu một nước đi khác (nước được tô sáng), hoặc nhấn Bỏ qua bài học.</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>Learn to play: step %1 of %2</source>
        <translation>Học chơi: bước %1 / %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next (Enter)</source>
        <translation>Tiếp (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip lesson (Esc)</source>
        <translation>Bỏ qua bài học (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lesson</source>
        <translation>Bài học</translation>
    </message>
    <message>
        <location filename="../facetable/games/lessons/coup.py" line="+21"/>
        <source>Welcome to Coup! Your two face-down cards are your influence: only you see them (here a Duke and a Contessa). Lose both and you are out.</source>
        <translation>Chào mừng bạn đến với Coup! Hai lá úp của bạn là hai mạng: chỉ bạn thấy chúng (ở đây là Công tước và Nữ bá tước). Mất cả hai là bạn bị loại.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn. Income takes 1 coin, and nobody can stop it. Press Income.</source>
        <translation>Đến lượt bạn. Lấy 1 đồng thì không ai ngăn được. Nhấn Lấy 1 đồng.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 claims the Duke to take 3 coins. Anyone may challenge a claim they doubt. Let this one go: press Allow.</source>
        <translation>%1 xưng là Công tước để lấy 3 đồng. Ai nghi ngờ một lời xưng đều có thể kiểm tra. Lần này cứ để qua: nhấn Cho qua.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%2 claims the Duke too. Allow it as well.</source>
        <translation>%2 cũng xưng là Công tước. Cũng cho qua luôn.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 claims the Captain to steal 2 of your coins. Doubt it: press Challenge.</source>
        <translation>%1 xưng là Thuyền trưởng để lấy 2 đồng của bạn. Hãy nghi ngờ: nhấn Kiểm tra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had the Captain, so you lose the challenge and one influence. Choose a card to turn face up.</source>
        <translation>%1 có Thuyền trưởng thật, nên bạn kiểm tra sai và mất một mạng. Chọn một lá để lật ngửa.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>You do hold the Duke: claim it yourself and take 3 coins. Press Tax.</source>
        <translation>Bạn thật sự có Công tước: hãy tự xưng và lấy 3 đồng. Nhấn Lấy 3 đồng.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The steal goes on. A Captain or an Ambassador could block it, and a block is a claim too. You hold neither: press Allow.</source>
        <translation>Việc lấy đồng vẫn tiếp tục. Thuyền trưởng hoặc Đại sứ có thể chặn nó, và chặn cũng là một lời xưng. Bạn không có lá nào trong hai lá đó: nhấn Cho qua.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is Coup: take coins, claim roles (truly or not), challenge or block the others&apos; claims. With 7 coins you may launch a coup, at 10 you must. The last player with influence wins. Play on!</source>
        <translation>Coup là thế: lấy đồng, xưng nhân vật (thật hay giả), kiểm tra hoặc chặn lời xưng của người khác. Có 7 đồng thì bạn có thể đảo chính, có 10 đồng thì bắt buộc. Người cuối cùng còn mạng sẽ thắng. Chơi tiếp nào!</translation>
    </message>
    <message>
        <location filename="../facetable/games/lessons/crack.py" line="+34"/>
        <source>Welcome to Crack the Code! Everyone hides a row of number tiles, black and white, 0 to 11. Guess all of %1&apos;s tiles before %1 guesses yours.</source>
        <translation>Chào mừng bạn đến với Phá mã! Mỗi người giấu một hàng miếng số, đen và trắng, từ 0 đến 11. Hãy đoán hết các miếng của %1 trước khi %1 đoán hết của bạn.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First, draw four start tiles. Take black ones: press Draw a black tile four times (%1 draws in between).</source>
        <translation>Trước hết, rút bốn miếng khởi đầu. Lấy miếng đen: nhấn Rút một miếng đen bốn lần (%1 rút xen giữa).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is your row: your tiles stand from low to high, and only you see their numbers. A padlock means the others cannot.</source>
        <translation>Đây là hàng của bạn: các miếng xếp từ thấp đến cao, và chỉ bạn thấy số của chúng. Hình ổ khóa nghĩa là người khác không thấy.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each turn starts with a draw. Take a white tile this time: press Draw a white tile.</source>
        <translation>Mỗi lượt bắt đầu bằng việc rút. Lần này lấy miếng trắng: nhấn Rút một miếng trắng.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now guess one of %1&apos;s tiles. The first one is white and lower than everything after it: guess that it is 0. Click it, then pick 0.</source>
        <translation>Giờ hãy đoán một miếng của %1. Miếng đầu tiên màu trắng và nhỏ hơn mọi miếng sau nó: đoán là 0. Bấm vào nó, rồi chọn 0.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Guess %1&apos;s last tile: it is black and high. Say 11.</source>
        <translation>Đoán miếng cuối của %1: nó màu đen và lớn. Hãy nói 11.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 plays a turn. Then draw again, any colour.</source>
        <translation>%1 chơi một lượt. Sau đó bạn rút tiếp, màu nào cũng được.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s first black tile is a 4 (a small secret from the lesson). Guess it.</source>
        <translation>Miếng đen đầu tiên của %1 là số 4 (bài học tiết lộ nhỏ cho bạn). Hãy đoán nó.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Right! The tile turns face up. Now you may guess again, or stop to keep your drawn tile hidden. Press Guess again.</source>
        <translation>Đúng rồi! Miếng đó được lật ngửa. Giờ bạn có thể đoán tiếp, hoặc dừng để giữ kín miếng vừa rút. Nhấn Đoán tiếp.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wrong: it was not 11. A wrong guess ends your turn, and the tile you drew is shown face up to everyone.</source>
        <translation>Sai rồi: nó không phải 11. Đoán sai thì hết lượt, và miếng bạn vừa rút bị lật ngửa cho mọi người thấy.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Right again. Stop now: the tile you drew stays hidden in your row. Press Stop.</source>
        <translation>Lại đúng. Giờ hãy dừng: miếng bạn vừa rút được giữ kín trong hàng của bạn. Nhấn Dừng.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is the game: draw, guess, then go on or stop. The last player with a hidden tile wins. Play on!</source>
        <translation>Trò chơi là thế: rút, đoán, rồi đoán tiếp hoặc dừng. Người cuối cùng còn miếng úp sẽ thắng. Chơi tiếp nào!</translation>
    </message>
    <message>
        <location filename="../facetable/games/lessons/faceguess.py" line="+23"/>
        <source>Welcome to Face Guess! Each round everyone puts one card face down, a Good Face or a Bad Face, then calls Good or Bad about everyone else. This is your hand.</source>
        <extracomment>Your hand: three Good Faces and two Bad ones. Calls about the two others, clockwise from your left (%1 first): a bit set is Good.</extracomment>
        <translation>Chào mừng bạn đến với Đoán Mặt! Mỗi vòng, mọi người úp một lá, Mặt Tốt hoặc Mặt Xấu, rồi đoán Tốt hay Xấu cho từng người khác. Đây là bài trên tay bạn.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put a Good Face down (the others choose theirs at the same time).</source>
        <translation>Úp một Mặt Tốt (những người khác cũng chọn lá của họ cùng lúc).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now call each other player Good or Bad. Call both of them Bad: click in your row of the grid, then press Confirm.</source>
        <translation>Giờ hãy đoán Tốt hay Xấu cho từng người chơi khác. Đoán cả hai là Xấu: bấm vào hàng của bạn trong bảng, rồi nhấn Xác nhận.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards are turned up. %1&apos;s was Bad: your call was right (+1). %2&apos;s was Good: wrong (−1). And your Good Face scored 1 for each Good call about it.</source>
        <translation>Các lá được lật ngửa. Lá của %1 là Xấu: bạn đoán đúng (+1). Lá của %2 là Tốt: sai (−1). Còn Mặt Tốt của bạn được 1 điểm cho mỗi lần ai đó đoán nó là Tốt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round 2, and %1 starts. Bluff this time: put a Bad Face down. Whoever calls it Good loses a point.</source>
        <translation>Vòng 2, %1 đi trước. Lần này hãy lừa: úp một Mặt Xấu. Ai đoán nó là Tốt sẽ mất một điểm.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 and %2 have made their calls (see the History). Your turn: call %1 Good and %2 Bad, then press Confirm.</source>
        <translation>%1 và %2 đã đoán xong (xem Diễn biến). Đến lượt bạn: đoán %1 là Tốt và %2 là Xấu, rồi nhấn Xác nhận.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both calls right: +2. Nobody fell for your bluff this time. The game ends after a round in which someone has 10 points; the highest score wins. Play on!</source>
        <translation>Cả hai lần đoán đều đúng: +2. Lần này không ai bị bạn lừa. Trò chơi kết thúc sau vòng có người đạt 10 điểm; ai nhiều điểm nhất sẽ thắng. Chơi tiếp nào!</translation>
    </message>
    <message>
        <location filename="../facetable/games/lessons/flip7.py" line="+30"/>
        <source>Welcome to Flip 7! Each player was dealt one card. This row is your line: the numbers in it are your points this round, unless you bust.</source>
        <translation>Chào mừng bạn đến với Flip 7! Mỗi người được chia một lá. Đây là hàng bài của bạn: các lá Số trong đó là điểm của bạn ở vòng này, trừ khi bạn bị Quắc.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn. Hit takes the top card of the draw pile into your line. Press Hit (or click the pile).</source>
        <translation>Đến lượt bạn. Rút bài đưa lá trên cùng của chồng rút vào hàng bài của bạn. Nhấn Rút bài (hoặc bấm vào chồng bài).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An action card! Flip Four makes a player take the next four cards, one at a time. Give it to %1: click %1&apos;s seat.</source>
        <translation>Một lá Hành động! Lật Liên Tiếp 4 Lá bắt một người nhận bốn lá tiếp theo, từng lá một. Hãy dành nó cho %1: bấm vào ô của %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 drew a second 8: two cards of the same number in a line is a bust. %1 scores nothing this round.</source>
        <translation>%1 rút phải lá 8 thứ hai: hai lá cùng số trong một hàng là bị Quắc. %1 không được điểm nào ở vòng này.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%2 plays on. When your turn comes, Hit again.</source>
        <translation>%2 chơi tiếp. Khi đến lượt bạn, hãy Rút bài lần nữa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A minus card is a modifier: whoever gets it loses points. You choose who takes it: give it to %2.</source>
        <translation>Lá trừ điểm là một lá Điều chỉnh: ai nhận nó sẽ bị trừ điểm. Bạn chọn người nhận: hãy đưa nó cho %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every Hit risks a bust, and a bust loses the whole line. Stay banks your points for the round. Press Stay.</source>
        <translation>Mỗi lần Rút bài đều có thể bị Quắc, và bị Quắc là mất cả hàng bài. Dừng lại để giữ điểm của vòng này. Nhấn Dừng lại.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The round ends when everyone has stayed or busted. Seven different numbers in a line is a Flip 7: 15 extra points and the round ends at once. That is the whole game: play on, the first to 50 points wins.</source>
        <translation>Vòng kết thúc khi mọi người đã Dừng lại hoặc bị Quắc. Bảy số khác nhau trong một hàng là Flip 7: thêm 15 điểm và vòng kết thúc ngay. Trò chơi chỉ có vậy: chơi tiếp nhé, ai đạt 50 điểm trước sẽ thắng.</translation>
    </message>
    <message>
        <location filename="../facetable/games/lessons/goodface.py" line="+27"/>
        <source>Welcome to Good Face Bad Face! Four Good Faces in your Party win. This is your hand, and you are the Stack Owner: you build the first Stack.</source>
        <extracomment>Dealt one card round at a time from you: you hold three Good Faces and two Bad ones. The seed makes the bots&apos; choices (searched for the story below).</extracomment>
        <translation>Chào mừng bạn đến với Mặt Tốt Mặt Xấu! Có bốn Mặt Tốt trong Đội là thắng. Đây là bài trên tay bạn, và bạn là Người Chơi Giữ Bài: bạn xếp Cọc Bài đầu tiên.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Build the Stack face down from your hand: click a Bad Face, then a Good Face (the first you click is the top card), then press Done.</source>
        <translation>Xếp Cọc Bài úp từ bài trên tay: bấm một Mặt Xấu, rồi một Mặt Tốt (lá bấm trước nằm trên cùng), rồi nhấn Xong.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Good Face goes under the Bad one.</source>
        <translation>Mặt Tốt nằm dưới Mặt Xấu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your Stack is built. Press Done to pass it on to %1.</source>
        <translation>Cọc Bài đã xếp xong. Nhấn Xong để chuyển nó cho %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 flipped the top card: your Bad Face. It goes into %1&apos;s Party, and after a Bad Face the Stack must be passed on.</source>
        <translation>%1 lật lá trên cùng: Mặt Xấu của bạn. Nó vào Đội của %1, và sau một Mặt Xấu thì Cọc Bài phải được chuyển đi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%2 flipped your Good Face into %2&apos;s Party. The Stack is empty, so the round is over and the next player builds a Stack.</source>
        <translation>%2 lật Mặt Tốt của bạn vào Đội của %2. Cọc Bài đã hết, nên vòng kết thúc và người kế tiếp xếp một Cọc Bài mới.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Stack comes to you. Pass it on unopened, or flip its top card into your own Party. Flip it!</source>
        <translation>Một Cọc Bài đến tay bạn. Chuyển đi mà không mở, hoặc lật lá trên cùng vào Đội của bạn. Hãy lật!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Good Face: it joins your Party. After a Good Face you may flip again or pass. Pass the Stack on.</source>
        <translation>Một Mặt Tốt: nó vào Đội của bạn. Sau một Mặt Tốt, bạn có thể lật tiếp hoặc chuyển đi. Hãy chuyển Cọc Bài đi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Stack that comes back to its owner must be flipped by them. A Bad Face sends a Party&apos;s Good Faces back to the hand (and a Good one a Bad Face). First to four Good Faces wins. Play on!</source>
        <translation>Cọc Bài quay về người xếp thì người đó phải lật. Một Mặt Xấu đưa các Mặt Tốt của Đội về tay (và một Mặt Tốt đưa một Mặt Xấu về). Ai có bốn Mặt Tốt trước sẽ thắng. Chơi tiếp nào!</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../facetable/app/main_window.py" line="-704"/>
        <source>Slow</source>
        <translation>Chậm</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+22"/>
        <source>Normal</source>
        <translation>Bình thường</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Fast</source>
        <translation>Nhanh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Tức thì</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Tắt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>10 seconds</source>
        <translation>10 giây</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>20 seconds</source>
        <translation>20 giây</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>30 seconds</source>
        <translation>30 giây</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask me every time</source>
        <translation>Luôn hỏi tôi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass unless I hold a card that blocks</source>
        <translation>Bỏ qua, trừ khi tôi giữ lá có thể chặn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass unless I hold a card that blocks; ask me about challenges</source>
        <translation>Bỏ qua, trừ khi tôi giữ lá có thể chặn; hỏi tôi về việc kiểm tra</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait for Done</source>
        <translation>Chờ bấm Xong</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 seconds</source>
        <translation>2 giây</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 seconds</source>
        <translation>4 giây</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pause</source>
        <translation>Không chờ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Until I dismiss them</source>
        <translation>Đến khi tôi đóng lại</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 seconds</source>
        <translation>5 giây</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None</source>
        <translation>Không</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short</source>
        <translation>Ngắn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Long</source>
        <translation>Dài</translation>
    </message>
    <message>
        <location line="+90"/>
        <location filename="../facetable/app/window_access.py" line="+190"/>
        <source>Scores</source>
        <extracomment>Sound effects (``sound_cues.py``); without a ``sound`` given, a silent one. Where games are saved (``facetable.saves.SaveStore``); None: nothing is saved. Bots think in another process (``use_worker``), or in this thread between frames. Bot-only games show every card (``--open-hands``, for debugging; never with humans). Others&apos; claims that do not concern the human pass by themselves (see Settings). A round&apos;s results stay until dismissed (0) or this many seconds (see Settings). Hot-seat: &quot;button&quot; (wait for Done) or seconds before the curtain (0: none). The lesson being told at the table (``lesson.LessonCoach``), if any. How the current game was set up (game, options, seats, table options): &quot;Same setup again&quot; starts it anew with a new shuffle. The last finished game (``later_game.LastGame``): who starts the next one. The window was closed (Quit, SIGTERM): dialogs still returning start nothing. The player was told that games cannot be saved (``unsaved``): said once a run.</extracomment>
        <translation>Điểm số</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Round results stay</source>
        <translation>Thời gian hiện kết quả vòng</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Others&apos; claims that do not concern me</source>
        <translation>Lời tuyên bố của người khác không liên quan đến tôi</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Learn to play</source>
        <translation>&amp;Học chơi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Learn to play this game</source>
        <translation>Học chơi trò này</translation>
    </message>
    <message>
        <location line="+400"/>
        <source>Games will not be kept: FaceTable cannot save in the folder %1 (%2).</source>
        <translation>Các ván chơi sẽ không được giữ lại: FaceTable không thể lưu vào thư mục %1 (%2).</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation type="vanished">Lượt đoán</translation>
    </message>
    <message>
        <location line="-504"/>
        <location filename="../facetable/app/window_access.py" line="+1"/>
        <source>History</source>
        <translation>Diễn biến</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../facetable/app/window_access.py" line="+1"/>
        <source>Log</source>
        <translation>Nhật ký</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Game</source>
        <translation>&amp;Trò chơi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Ván mới…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Thoát</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Thống kê…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animation speed</source>
        <translation>Tốc độ hoạt ảnh</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause before a bot&apos;s move</source>
        <translation>Chờ trước nước đi của máy</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language</source>
        <translation>Ngôn ngữ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before passing the screen</source>
        <translation>Trước khi chuyển máy</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time to react to a claim</source>
        <translation>Thời gian phản ứng với một lời tuyên bố</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Confirm moves that cannot be undone</source>
        <translation>Hỏi lại trước các nước đi không thể rút lại</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the odds (the chance to bust on a Hit)</source>
        <translation>Hiện xác suất (khả năng bị Quắc khi rút bài)</translation>
    </message>
    <message>
        <source>Open hands when only bots play (debug)</source>
        <translation type="vanished">Ngửa bài khi chỉ có máy chơi (gỡ lỗi)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules…</source>
        <translation>&amp;Luật chơi…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Phím tắt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About FaceTable</source>
        <translation>&amp;Giới thiệu FaceTable</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>About FaceTable</source>
        <translation>Giới thiệu FaceTable</translation>
    </message>
    <message>
        <location line="-9"/>
        <location filename="../facetable/tools/lang_shots.py" line="+215"/>
        <source>&lt;h3&gt;FaceTable %1&lt;/h3&gt;&lt;p&gt;Tabletop card games against bots or friends on one screen.&lt;/p&gt;&lt;p&gt;How to play: Help → Rules… (F1).&lt;/p&gt;</source>
        <extracomment>How much longer a pseudo-translated text is. The longest run of padding letters without a space (a long word).</extracomment>
        <translation>&lt;h3&gt;FaceTable %1&lt;/h3&gt;&lt;p&gt;Các trò chơi bài trên bàn, đấu với máy hoặc với bạn bè trên cùng một màn hình.&lt;/p&gt;&lt;p&gt;Cách chơi: Trợ giúp → Luật chơi… (F1).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>About &amp;Qt</source>
        <translation>Giới thiệu &amp;Qt</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Commit %1, built %2.</source>
        <translation>Commit %1, bản dựng ngày %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commit %1, run from source (committed %2).</source>
        <translation>Commit %1, chạy từ mã nguồn (commit ngày %2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FaceTable is free software under the MIT License. It uses Qt and PySide6 (GNU LGPL version 3) and other free software; their licenses: %1</source>
        <translation>FaceTable là phần mềm tự do theo Giấy phép MIT. Ứng dụng dùng Qt và PySide6 (GNU LGPL phiên bản 3) cùng các phần mềm tự do khác; giấy phép của chúng: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>About Qt</source>
        <translation>Giới thiệu Qt</translation>
    </message>
    <message>
        <location line="+204"/>
        <source>Quit FaceTable while your game of %1 is still going?</source>
        <translation>Thoát FaceTable khi ván %1 của bạn vẫn đang chơi?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is saved: Continue on the welcome screen brings it back next time.</source>
        <translation>Ván chơi đã được lưu: lần sau nhấn Chơi tiếp ở màn hình chào để chơi tiếp.</translation>
    </message>
    <message>
        <location filename="../facetable/app/lesson.py" line="-400"/>
        <location filename="../facetable/app/main_window.py" line="+2"/>
        <location line="+8"/>
        <source>This game is not saved: it will be lost.</source>
        <translation>Ván này không được lưu: nó sẽ mất.</translation>
    </message>
    <message>
        <location filename="../facetable/app/main_window.py" line="-7"/>
        <source>Quit</source>
        <translation>Thoát</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game while your game of %1 is still going?</source>
        <translation>Bắt đầu ván mới khi ván %1 của bạn vẫn đang chơi?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The unfinished game is kept in the archive of saved games; it will not be counted in the statistics.</source>
        <translation>Ván đang dở được giữ trong kho ván đã lưu; nó sẽ không được tính vào thống kê.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a new game</source>
        <translation>Bắt đầu ván mới</translation>
    </message>
    <message>
        <location filename="../facetable/app/lesson.py" line="-8"/>
        <location filename="../facetable/app/main_window.py" line="+2"/>
        <source>Game in progress</source>
        <extracomment>The bubble&apos;s widths (the first that hides least), and the room kept between it and the table&apos;s edges.</extracomment>
        <translation>Ván đang chơi</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../facetable/app/main_window.py" line="+5"/>
        <source>Keep playing</source>
        <translation>Chơi tiếp</translation>
    </message>
    <message>
        <source>The game will not be saved: %1</source>
        <translation type="vanished">Ván này sẽ không được lưu: %1</translation>
    </message>
    <message>
        <location filename="../facetable/app/main_window.py" line="+143"/>
        <source>Saved game</source>
        <translation>Ván đã lưu</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Your game of %1 with %2 is waiting (%Ln move(s) so far).</source>
        <translation>
            <numerusform>Ván %1 của bạn với %2 đang chờ (đã có %Ln nước đi).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+97"/>
        <source>The game was resumed after %Ln move(s).</source>
        <translation>
            <numerusform>Ván chơi được tiếp tục sau %Ln nước đi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your game of %1 with %2 is waiting (%3 moves so far).</source>
        <translation type="vanished">Ván %1 của bạn với %2 đang chờ (đã có %3 nước đi).</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>There is no unfinished game to continue.</source>
        <translation>Không có ván nào đang dở để chơi tiếp.</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation type="vanished">Ván đang dở</translation>
    </message>
    <message>
        <source>Continue your game of %1 with %2? (%3 moves so far)</source>
        <translation type="vanished">Chơi tiếp ván %1 với %2? (đã có %3 nước đi)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="vanished">Chơi tiếp</translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="vanished">Ván mới</translation>
    </message>
    <message>
        <source>The game was resumed after %1 moves.</source>
        <translation type="vanished">Ván chơi được tiếp tục sau %1 nước đi.</translation>
    </message>
    <message>
        <location line="+222"/>
        <source>(%1 s left, then: %2)</source>
        <translation>(còn %1 giây, sau đó: %2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1, your move is made. Press Done, then pass the screen to %2.</source>
        <translation>%1, bạn đã đi xong. Bấm Xong rồi chuyển máy cho %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, your move is made. The screen passes to %2 in a moment (or press Done).</source>
        <translation>%1, bạn đã đi xong. Máy sẽ chuyển cho %2 trong giây lát (hoặc bấm Xong).</translation>
    </message>
    <message>
        <source>&lt;h3&gt;FaceTable %1&lt;/h3&gt;&lt;p&gt;Tabletop card games against bots or friends on one screen.&lt;/p&gt;&lt;p&gt;Cards and rules: see the rules files shipped with the app.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;FaceTable %1&lt;/h3&gt;&lt;p&gt;Các trò chơi bài trên bàn, đấu với máy hoặc với bạn bè trên cùng một màn hình.&lt;/p&gt;&lt;p&gt;Lá bài và luật chơi: xem các tệp luật đi kèm ứng dụng.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The language changes when FaceTable starts again.</source>
        <translation type="vanished">Ngôn ngữ sẽ đổi khi mở lại FaceTable.</translation>
    </message>
    <message>
        <location filename="../facetable/app/window_access.py" line="-53"/>
        <source>Zoom in</source>
        <extracomment>The table whose score panel waits to be fitted (``fit_scores``). The panels&apos; width before ``fit_scores`` first widened them this game, or None.</extracomment>
        <translation>Phóng to</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom out</source>
        <translation>Thu nhỏ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actual size</source>
        <translation>Kích thước gốc</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Digits</source>
        <translation>Chữ số</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The language&apos;s own digits</source>
        <translation>Chữ số của ngôn ngữ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latin digits (0–9)</source>
        <translation>Chữ số Latinh (0–9)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom (%1%)</source>
        <translation>Thu phóng (%1%)</translation>
    </message>
    <message>
        <location filename="../facetable/app/sound_cues.py" line="+23"/>
        <source>Quiet</source>
        <translation>Nhỏ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Vừa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loud</source>
        <translation>To</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full</source>
        <translation>Tối đa</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Sound</source>
        <translation>Â&amp;m thanh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound &amp;effects</source>
        <translation>&amp;Hiệu ứng âm thanh</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Volume</source>
        <translation>Âm &amp;lượng</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No sound device was found.</source>
        <translation>Không tìm thấy thiết bị âm thanh nào.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../facetable/games/spec.py" line="+103"/>
        <source>Bot – easy</source>
        <extracomment>A seat&apos;s style that picks one of the game&apos;s styles at random and keeps it hidden. What a mapping a game does not declare holds: nothing. The labels of the usual levels. A game whose levels differ declares its own labels.</extracomment>
        <translation>Máy – dễ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bot – normal</source>
        <translation>Máy – vừa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bot – hard</source>
        <translation>Máy – khó</translation>
    </message>
    <message>
        <location filename="../facetable/app/new_game_dialog.py" line="+55"/>
        <source>Player {number}</source>
        <extracomment>The size every game fits in, per language, font and player count (``_fit_every_game``): measuring makes every game&apos;s widgets, so it is done once per process, not per dialog. The seed of the order in which new bot seats get character names: the dialog comes before the game&apos;s seed is drawn, and the same defaults each time read better than new ones. A seat as the dialog remembers it: (name, kind, level, style). {number} is the seat number, 1 for the first seat.</extracomment>
        <translation>Người chơi {number}</translation>
    </message>
    <message>
        <source>Bot – {level}</source>
        <extracomment>A bot level with no label of its own; {level} is its untranslated name.</extracomment>
        <translation type="vanished">Máy – {level}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Seat {number}</source>
        <extracomment>{number} is the seat number, 1 for the first seat.</extracomment>
        <translation>Ghế {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name of seat {number}</source>
        <extracomment>{number} is the seat number, 1 for the first seat.</extracomment>
        <translation>Tên ở ghế {number}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who plays seat {number}</source>
        <extracomment>{number} is the seat number, 1 for the first seat.</extracomment>
        <translation>Ai ngồi ghế {number}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Human</source>
        <translation>Người</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Personality of the bot in seat {number}</source>
        <extracomment>{number} is the seat number, 1 for the first seat.</extracomment>
        <translation>Tính cách của máy ở ghế {number}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Random (hidden)</source>
        <translation>Ngẫu nhiên (ẩn)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>New game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Game</source>
        <translation>&amp;Trò chơi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Number of players</source>
        <translation>&amp;Số người chơi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Options</source>
        <translation>Tùy chọn</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Start</source>
        <translation>&amp;Bắt đầu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Seat {number} needs a name.</source>
        <translation>Ghế {number} cần có tên.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seats {first} and {second} have the same name.</source>
        <translation>Ghế {first} và ghế {second} trùng tên.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>These choices cannot start a game: {details}</source>
        <translation>Không thể bắt đầu ván với các lựa chọn này: {details}</translation>
    </message>
    <message>
        <location line="+263"/>
        <source>Not used with the players and options chosen.</source>
        <translation>Không dùng với số người chơi và các tùy chọn đã chọn.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../facetable/app/replay_window.py" line="+35"/>
        <source>Slow</source>
        <translation>Chậm</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Bình thường</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Nhanh</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fastest</source>
        <translation>Nhanh nhất</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Replay: %1</source>
        <extracomment>Milliseconds between two moves while playing, at speed 1. The window&apos;s size when the screen has room for it. The game&apos;s name and when it started, written in the language in use. The log&apos;s lines, kept to be written again on a language switch. The bar&apos;s width with the buttons&apos; words; narrower, the buttons show icons only (their tooltips keep the words), so the window fits a small screen.</extracomment>
        <translation>Xem lại: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <translation>Diễn biến</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log</source>
        <translation>Nhật ký</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Start</source>
        <extracomment>The bar&apos;s buttons: (key, label, tooltip), in order.</extracomment>
        <translation>Đầu ván</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start (Home)</source>
        <translation>Về đầu ván (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>Round</source>
        <translation>Vòng</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Back to the start of the round (Page Up)</source>
        <translation>Về đầu vòng (Page Up)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Turn</source>
        <translation>Lượt</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Back to the start of the turn (Up)</source>
        <translation>Về đầu lượt (mũi tên lên)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Move</source>
        <translation>Nước đi</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Back one move (Left)</source>
        <translation>Lùi một nước đi (mũi tên trái)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+350"/>
        <source>Play</source>
        <translation>Phát</translation>
    </message>
    <message>
        <location line="-349"/>
        <source>Play the moves one after another (Space)</source>
        <translation>Phát lần lượt từng nước đi (phím cách)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forward one move (Right)</source>
        <translation>Tiến một nước đi (mũi tên phải)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forward to the next turn (Down)</source>
        <translation>Tới lượt kế tiếp (mũi tên xuống)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forward to the next round (Page Down)</source>
        <translation>Tới vòng kế tiếp (Page Down)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Cuối ván</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward to the end (End)</source>
        <translation>Tới cuối ván (End)</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Playing speed</source>
        <translation>Tốc độ phát</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whose view of the table is shown</source>
        <translation>Bàn chơi được nhìn từ chỗ ngồi của ai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seen by:</source>
        <translation>Nhìn từ:</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Everything open</source>
        <translation>Mở hết mọi lá bài</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table (public)</source>
        <translation>Bàn chơi (công khai)</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>Move %1 of %2</source>
        <translation>Nước đi %1 / %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1</source>
        <translation>Vòng %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: every card is shown</source>
        <translation>Hết ván: mọi lá bài đều được lật lên</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This game has no rounds</source>
        <translation>Trò chơi này không chia vòng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
</context>
<context>
    <name>Replays</name>
    <message>
        <location filename="../facetable/app/replays.py" line="+67"/>
        <source>Not finished</source>
        <translation>Chưa kết thúc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Won by %1</source>
        <translation>%1 thắng</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Replays</source>
        <extracomment>The list&apos;s columns, and the one it is sorted by at first (oldest game first).</extracomment>
        <translation>Xem lại các ván</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Trò chơi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Started</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Nước đi</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Now</source>
        <translation>Bây giờ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Being played</source>
        <translation>Đang chơi</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>No game has been played yet.</source>
        <translation>Chưa có ván nào được chơi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch</source>
        <translation>Xem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>Xuất…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review…</source>
        <translation>Xem lại…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which of your decisions cost you the most win chance</source>
        <translation>Quyết định nào làm bạn mất nhiều cơ hội thắng nhất</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../facetable/app/rules_window.py" line="+196"/>
        <location line="+19"/>
        <source>Rules</source>
        <extracomment>Learn to play was pressed: the game id (the window has closed).</extracomment>
        <translation>Luật chơi</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>&amp;Game:</source>
        <translation>&amp;Trò chơi:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learn to play</source>
        <translation>Học chơi</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The rules of %1 are missing from this copy of FaceTable. Installing FaceTable again should bring them back.</source>
        <translation>Bản FaceTable này thiếu luật chơi của %1. Cài đặt lại FaceTable sẽ khôi phục chúng.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These rules are not in %1 yet; here they are in English.</source>
        <translation>Luật chơi này chưa có bằng %1; dưới đây là bản tiếng Anh.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <location filename="../facetable/saves/files.py" line="+44"/>
        <source>{file} is too large to be a saved game ({detail}).</source>
        <extracomment>The first sentence of a problem&apos;s message, per reason (context &quot;Saves&quot;). Placeholders: {file} the file&apos;s name, {detail} a technical detail (English), {game} a game id.</extracomment>
        <translation>{file} quá lớn, không thể là một ván đã lưu ({detail}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} cannot be read ({detail}).</source>
        <translation>Không đọc được {file} ({detail}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is damaged and cannot be read ({detail}).</source>
        <translation>{file} bị hỏng, không đọc được ({detail}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is cut short: it was not written to the end.</source>
        <translation>{file} bị cụt: tệp chưa được ghi đến cuối.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a FaceTable file.</source>
        <translation>{file} không phải là tệp của FaceTable.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} was written by a newer FaceTable ({detail}).</source>
        <translation>{file} được ghi bởi một phiên bản FaceTable mới hơn ({detail}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} holds values FaceTable cannot use ({detail}).</source>
        <translation>{file} chứa giá trị mà FaceTable không dùng được ({detail}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is a game this FaceTable does not have ({game}).</source>
        <translation>{file} là một trò chơi mà bản FaceTable này không có ({game}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{file} no longer replays: the game&apos;s rules changed since it was saved ({detail}).</source>
        <translation>{file} không còn chơi lại được: luật của trò chơi đã thay đổi từ khi lưu ({detail}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It was moved to {aside}.</source>
        <extracomment>The second sentence: where the file is now (context &quot;Saves&quot;); {aside} is its new path.</extracomment>
        <translation>Tệp đã được chuyển sang {aside}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It was left where it is.</source>
        <translation>Tệp được để nguyên chỗ cũ.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../facetable/app/shortcuts.py" line="+38"/>
        <source>Choose a move from the list under the table</source>
        <translation>Chọn một nước đi trong danh sách dưới bàn chơi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm a move that cannot be undone</source>
        <translation>Xác nhận một nước đi không thể rút lại</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back instead of confirming</source>
        <translation>Quay lại thay vì xác nhận</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show my table after a hand-over</source>
        <translation>Hiện bàn của tôi sau khi chuyển máy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a game: new game, same setup again, back</source>
        <translation>Sau ván chơi: ván mới, chơi lại như cũ, quay lại</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a game: see the table, or the results again</source>
        <translation>Sau ván chơi: xem bàn chơi, hoặc xem lại kết quả</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn to play: the next step, after an explanation</source>
        <translation>Học chơi: sang bước tiếp theo, sau một lời giải thích</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn to play: skip the lesson</source>
        <translation>Học chơi: bỏ qua bài học</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Keyboard shortcuts</source>
        <translation>Phím tắt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Press any key to close.</source>
        <translation>Nhấn phím bất kỳ để đóng.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>At the table: %1</source>
        <extracomment>What is shown, as (section title, [(key, description)]) pairs.</extracomment>
        <translation>Tại bàn chơi: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everywhere</source>
        <translation>Ở mọi nơi</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../facetable/games/spec.py" line="-3"/>
        <source>Easy bots</source>
        <translation>Máy dễ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal bots</source>
        <translation>Máy vừa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard bots</source>
        <translation>Máy khó</translation>
    </message>
    <message>
        <location filename="../facetable/app/stats_window.py" line="+31"/>
        <source>Mixed levels</source>
        <extracomment>Games against bots of more than one level (the game&apos;s own levels are named in its declaration).</extracomment>
        <translation>Nhiều mức</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents</source>
        <translation>Đối thủ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Số ván</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Thắng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Tỉ lệ thắng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streak</source>
        <translation>Chuỗi hiện tại</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best streak</source>
        <translation>Chuỗi thắng dài nhất</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score</source>
        <translation>Điểm cao nhất</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average game</source>
        <translation>Ván trung bình</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 bots</source>
        <extracomment>A bot level with no label of its own; %1 is its name.</extracomment>
        <translation>Máy %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 won</source>
        <translation>thắng %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost</source>
        <translation>thua %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 moves, %2 min</source>
        <translation>%1 nước đi, %2 phút</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, with hints</source>
        <extracomment>A row of games in which hints were used; %1 names the opponents (&quot;Hard bots&quot;).</extracomment>
        <translation>%1, có dùng gợi ý</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No games counted yet.</source>
        <translation>Chưa có ván nào được tính.</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln ván</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Counted: finished games with at least one human and one bot; a game is won when a human places first. Practice games are not counted; games in which hints were used are counted apart, in rows of their own, and not in the chart.</source>
        <translation>Được tính: các ván đã xong có ít nhất một người và một máy; một ván là thắng khi một người chơi về nhất. Ván luyện tập không được tính; ván có dùng gợi ý được tính riêng, ở các dòng riêng, và không có trong biểu đồ.</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation type="vanished">%1 ván</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>Game:</source>
        <translation>Trò chơi:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Records by opponents</source>
        <translation>Thành tích theo đối thủ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Win rate by opponents</source>
        <translation>Tỉ lệ thắng theo đối thủ</translation>
    </message>
    <message>
        <source>Counted: finished games with at least one human and one bot; a game is won when a human places first. Practice games are not counted.</source>
        <translation type="vanished">Được tính: các ván đã xong có ít nhất một người và một máy; một ván là thắng khi một người chơi về nhất. Ván luyện tập không được tính.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reset statistics…</source>
        <translation>Xóa thống kê…</translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+12"/>
        <source>Reset statistics</source>
        <translation>Xóa thống kê</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Forget the statistics of every game? This cannot be undone. Saved games are kept.</source>
        <translation>Xóa thống kê của mọi trò chơi? Không thể hoàn tác. Các ván đã lưu vẫn được giữ.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The statistics could not be reset: %1</source>
        <translation>Không xóa được thống kê: %1</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../facetable/app/table_view.py" line="+67"/>
        <source>Card table</source>
        <extracomment>The zoom levels offered, in percent; Ctrl+= and Ctrl+- step through them. The smallest table a zoom lays out (tests/test_flip7_layout.py covers 740×440 and up).</extracomment>
        <translation>Bàn chơi bài</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../facetable/app/theme_menu.py" line="+15"/>
        <source>Burgundy</source>
        <translation>Đỏ rượu vang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Navy blue</source>
        <translation>Xanh hải quân</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Xanh lá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Xanh dương</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night (dark)</source>
        <translation>Đêm (tối)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Card back</source>
        <translation>Mặt sau lá bài</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table felt</source>
        <translation>Nỉ mặt bàn</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <location filename="../facetable/app/undo_menu.py" line="+22"/>
        <source>Off</source>
        <translation>Tắt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Safe: only while nothing new is seen</source>
        <translation>An toàn: chỉ khi chưa lộ ra điều gì mới</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice: anything (not counted in statistics)</source>
        <translation>Luyện tập: mọi nước đi (không tính vào thống kê)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Undo is off (Edit → Undo mode).</source>
        <extracomment>Why Undo is greyed out (context &quot;Undo&quot;).</extracomment>
        <translation>Hoàn tác đang tắt (Sửa → Chế độ hoàn tác).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No undo when several people play a game with secrets: it would show one what another did.</source>
        <translation>Không hoàn tác khi nhiều người cùng chơi một trò có bí mật: việc đó sẽ cho người này thấy điều người kia đã làm.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have made no decision to take back yet.</source>
        <translation>Bạn chưa có nước đi nào để rút lại.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Something hidden has been seen since your last decision (a card, a tile, an answer): it stands. Practice mode allows it.</source>
        <translation>Từ nước đi vừa rồi của bạn, một điều bị giấu đã lộ ra (một lá bài, một miếng, một câu trả lời): nước đi đó được giữ nguyên. Chế độ luyện tập cho phép rút lại.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Others have played since your hidden choice, without knowing it: it stands. Practice mode allows it.</source>
        <translation>Người khác đã đi sau lựa chọn bí mật của bạn mà không biết nó: lựa chọn đó được giữ nguyên. Chế độ luyện tập cho phép rút lại.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over.</source>
        <translation>Ván đã kết thúc.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game is being played.</source>
        <translation>Không có ván nào đang chơi.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Edit</source>
        <translation>&amp;Sửa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo mode</source>
        <translation>Chế độ hoàn tác</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Take back your last decision and the bots&apos; moves after it.</source>
        <translation>Rút lại nước đi vừa rồi của bạn và các nước đi của máy sau đó.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play again what Undo took back.</source>
        <translation>Đi lại những gì Hoàn tác đã rút lại.</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../facetable/app/welcome.py" line="+180"/>
        <source>Play</source>
        <extracomment>A game tile&apos;s picture, in device-independent pixels: its full size, and the least height it is given when many games share a small window (below that, the games scroll). Degrees between two cards of a fan. Pictures drawn so far, by (game, cover, width, height, pixel ratio).</extracomment>
        <translation>Chơi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set up a new game of %1</source>
        <translation>Thiết lập một ván %1 mới</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+130"/>
        <source>Rules</source>
        <translation>Luật chơi</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>How to play %1</source>
        <translation>Cách chơi %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Learn to play</source>
        <translation>Học chơi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A short guided game of %1</source>
        <translation>Một ván %1 ngắn có hướng dẫn</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Card games against bots or friends, on one screen.</source>
        <extracomment>A button lying on the picture&apos;s foot, centred (Learn to play), or None. New game: the game id to open the dialog on (&quot;&quot; for the last one played). Rules: the game id (&quot;&quot; for the rules window&apos;s first game). Learn to play: the game id.</extracomment>
        <translation>Các trò chơi bài đấu với máy hoặc với bạn bè, trên cùng một màn hình.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue</source>
        <translation>Chơi tiếp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game…</source>
        <translation>Ván mới…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
</context>
</TS>
