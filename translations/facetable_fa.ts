<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../facetable/app/action_bar.py" line="+106"/>
        <source>Your move</source>
        <extracomment>The prompt&apos;s font size; a prompt that needs more room than the bar has is written smaller, down to the least size (its tooltip has it all). The list is never wider than this share of the bar (a longer row wraps). ... and never narrower than this (a row then takes at most two lines). The least size the buttons&apos; words are written at to leave the list room.</extracomment>
        <translation>نوبت شما</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What to do</source>
        <translation>کاری که باید بکنید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choices</source>
        <translation>انتخاب‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problem</source>
        <translation>مشکل</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Confirm</source>
        <translation>تأیید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>بازگشت</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Done</source>
        <translation>تمام</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="vanished">بازی تازه…</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation type="vanished">تماشای دوبارهٔ بازی</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Key: %1</source>
        <translation>کلید: %1</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <location filename="../facetable/games/coup.py" line="+22"/>
        <source>Balanced</source>
        <extracomment>Bot style id -&gt; label (context &quot;Bots&quot;): the personality presets. The new-game dialog adds &quot;Random (hidden)&quot;: one of them drawn per seat from the game&apos;s seed and never shown.</extracomment>
        <translation>متعادل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cautious</source>
        <translation>محتاط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bold</source>
        <translation>جسور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suspicious</source>
        <translation>بدگمان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vengeful</source>
        <translation>کینه‌جو</translation>
    </message>
    <message>
        <location line="+41"/>
        <location filename="../facetable/games/crack.py" line="+50"/>
        <location filename="../facetable/games/faceguess.py" line="+84"/>
        <location filename="../facetable/games/flip7.py" line="+47"/>
        <location filename="../facetable/games/goodface.py" line="+58"/>
        <source>Picks any legal move.</source>
        <translation>هر حرکت مجازی را انتخاب می‌کند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never bluffs; challenges only claims it can prove false.</source>
        <translation>هرگز بلوف نمی‌زند؛ فقط ادعاهایی را به چالش می‌کشد که نادرستی‌شان را بتواند ثابت کند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays its cards at random, bluffs rarely, seldom challenges.</source>
        <translation>کارت‌هایش را تصادفی بازی می‌کند، به‌ندرت بلوف می‌زند و کم چالش می‌کند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts cards, bluffs now and then, challenges unlikely claims; wins three two-player games in four against easy.</source>
        <translation>کارت‌ها را می‌شمارد، گاه بلوف می‌زند و ادعاهای بعید را به چالش می‌کشد؛ در بازی دونفره از هر چهار بازی سه بار سطح آسان را می‌برد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reads every claim and block, bluffs when a challenge is unlikely, keeps out of the line of fire; wins 77% of five-player games against four honest bots, 55% against four normal.</source>
        <translation>هر ادعا و هر بلوک را زیر نظر دارد، وقتی چالش بعید است بلوف می‌زند و از تیررس دور می‌ماند؛ در بازی پنج‌نفره ۷۷٪ بازی‌ها را در برابر چهار ربات صادق و ۵۵٪ را در برابر چهار ربات معمولی می‌برد.</translation>
    </message>
    <message>
        <location filename="../facetable/games/crack.py" line="+1"/>
        <source>Guesses a possible value at random and stops after one right guess.</source>
        <translation>یک مقدار ممکن را تصادفی حدس می‌زند و پس از یک حدس درست می‌ایستد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reasons from the neighbours of each tile; guesses on while it is sure enough.</source>
        <translation>از کاشی‌های کناری هر کاشی استدلال می‌کند؛ تا وقتی به اندازهٔ کافی مطمئن است حدس را ادامه می‌دهد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exact odds from everything public, and reads what the others&apos; guesses tell; wins about six games in seven against normal.</source>
        <translation>احتمال دقیق را از همهٔ اطلاعات آشکار حساب می‌کند و آنچه حدس‌های دیگران لو می‌دهد را هم در نظر می‌گیرد؛ از هر هفت بازی حدود شش بار سطح معمولی را می‌برد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first hard bot (exact odds only), kept as a reference; hard wins about three games in five against it.</source>
        <translation>نسخهٔ نخست سطح سخت (فقط احتمال دقیق)، که برای مقایسه نگه داشته شده است؛ سطح سخت از هر پنج بازی حدود سه بار آن را می‌برد.</translation>
    </message>
    <message>
        <source>Exact odds from everything public; wins about four games in five against normal.</source>
        <translation type="vanished">احتمال دقیق را از همهٔ اطلاعات آشکار حساب می‌کند؛ از هر پنج بازی حدود چهار بار سطح معمولی را می‌برد.</translation>
    </message>
    <message>
        <source>The first hard bot, kept as a reference.</source>
        <translation type="vanished">نسخهٔ نخست سطح سخت، که برای مقایسه نگه داشته شده است.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../facetable/games/goodface.py" line="+12"/>
        <source>Searches sampled worlds (ISMCTS); a reference, not a level.</source>
        <translation>در جهان‌های نمونه‌گیری‌شده جست‌وجو می‌کند (ISMCTS)؛ برای مقایسه است، نه یک سطح بازی.</translation>
    </message>
    <message>
        <location filename="../facetable/games/flip7.py" line="+1"/>
        <source>Stays at 23 points in its line; the arena&apos;s reference.</source>
        <translation>وقتی ردیفش به ۲۳ امتیاز برسد می‌ایستد؛ حریف مرجع میدان مسابقه.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stays early at 17; a gentle opponent.</source>
        <translation>زود، در ۱۷ امتیاز، می‌ایستد؛ حریفی ملایم.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weighs the bust risk of the next card; beats easy two games in three.</source>
        <translation>خطر سوختن با کارت بعدی را می‌سنجد؛ از هر سه بازی دو بار سطح آسان را می‌برد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts the pile and looks a few cards ahead; a small but real edge over normal.</source>
        <translation>کارت‌های دسته را می‌شمارد و چند کارت جلوتر را می‌بیند؛ برتری کوچک اما واقعی بر سطح معمولی.</translation>
    </message>
    <message>
        <location filename="../facetable/games/faceguess.py" line="-61"/>
        <source>Honest: never bluffs</source>
        <extracomment>Bot style id -&gt; label (context &quot;Bots&quot;): the personality presets, in the order of ``facetable.bots.faceguess.personality.PRESETS``.</extracomment>
        <translation>درستکار: هرگز بلوف نمی‌زند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bluffer: often puts a Bad card down</source>
        <translation>بلوف‌زن: اغلب کارت بد می‌گذارد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrarian: plays against the table</source>
        <translation>مخالف‌خوان: برخلاف میز بازی می‌کند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follower: plays what the table played</source>
        <translation>دنباله‌رو: همان را بازی می‌کند که میز بازی کرد</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Plays the kind it holds more of and expects everyone to show what they showed last round.</source>
        <translation>از نوعی که بیشتر در دست دارد کارت می‌گذارد و انتظار دارد هر کس همان چهرهٔ دور قبلش را بگذارد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Counts cards and answers the table as a whole; wins 37% of four-player games against three easy bots (35% with the fooled bonus; a fair share is 25%).</source>
        <translation>کارت‌ها را می‌شمارد و با کل میز یکجا روبه‌رو می‌شود؛ در بازی چهارنفره در برابر سه ربات سطح آسان ۳۷٪ بازی‌ها را می‌برد (با جایزهٔ فریب ۳۵٪؛ سهم منصفانه ۲۵٪ است).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reads each player&apos;s habits from the history (the cards they showed, how they call, how they answer the table&apos;s calls), and so their personality or their picking at random without being told, and plays against them, near the end for the win; wins 54% of four-player games against three random bots and 69% against three normal bots of hidden random personality (a shared first place counts for each; a fair share is 25%). With a personality of its own it follows that style on half its commits (with a hidden random one: 50% and 62%). With the fooled bonus it wins 47% against three random bots and 62% against three normal bots.</source>
        <translation>عادت‌های هر بازیکن را از روند بازی می‌خواند (کارت‌هایی که رو کرده، حدس‌هایش، و واکنشش به حدس‌های میز)، و از همین راه شخصیت او یا انتخاب تصادفی‌اش را بی‌آنکه به او گفته شود بازمی‌شناسد و در برابرش بازی می‌کند، و نزدیک پایان برای برد؛ در بازی چهارنفره در برابر سه ربات تصادفی ۵۴٪ و در برابر سه ربات سطح معمولی با شخصیت تصادفیِ پنهان ۶۹٪ بازی‌ها را می‌برد (جایگاه اول مشترک برای هر کدام برد حساب می‌شود؛ سهم منصفانه ۲۵٪ است). اگر خودش شخصیتی داشته باشد، در نیمی از کارت‌گذاشتن‌هایش از آن پیروی می‌کند (با شخصیت تصادفیِ پنهان: ۵۰٪ و ۶۲٪). با جایزهٔ فریب در برابر سه ربات تصادفی ۴۷٪ و در برابر سه ربات سطح معمولی ۶۲٪ می‌برد.</translation>
    </message>
    <message>
        <source>Reads each player&apos;s habits from the history (the cards they showed, how they call, how they answer the table&apos;s calls), tells them from picking at random, and plays against them, near the end for the win; wins 52% of four-player games against three random bots (47% with the fooled bonus; a fair share is 25%). With the fooled bonus it wins 62% against three normal bots; without it most games against them end in a shared win.</source>
        <translation type="vanished">عادت‌های هر بازیکن را از روند بازی می‌خواند (کارت‌هایی که رو کرده، حدس‌هایش، و واکنشش به حدس‌های میز)، عادت را از انتخاب تصادفی بازمی‌شناسد و در برابرش بازی می‌کند، و نزدیک پایان برای برد؛ در بازی چهارنفره در برابر سه ربات تصادفی ۵۲٪ بازی‌ها را می‌برد (با جایزهٔ فریب ۴۷٪؛ سهم منصفانه ۲۵٪ است). با جایزهٔ فریب در برابر سه ربات سطح معمولی ۶۲٪ می‌برد؛ بدون آن بیشتر بازی‌ها در برابر آن‌ها با برد مشترک تمام می‌شوند.</translation>
    </message>
    <message>
        <source>Reads each player&apos;s habits from the history (the cards they showed, how they call, how they answer the table&apos;s calls) and plays against them; wins 48% of four-player games against three random bots (40% with the fooled bonus; a fair share is 25%). With the fooled bonus it wins 55% against three normal bots; without it most games against them end in a shared win.</source>
        <translation type="vanished">عادت‌های هر بازیکن را از روند بازی می‌خواند (کارت‌هایی که رو کرده، حدس‌هایش، و واکنشش به حدس‌های میز) و در برابرش بازی می‌کند؛ در بازی چهارنفره در برابر سه ربات تصادفی ۴۸٪ بازی‌ها را می‌برد (با جایزهٔ فریب ۴۰٪؛ سهم منصفانه ۲۵٪ است). با جایزهٔ فریب در برابر سه ربات سطح معمولی ۵۵٪ می‌برد؛ بدون آن بیشتر بازی‌ها در برابر آن‌ها با برد مشترک تمام می‌شوند.</translation>
    </message>
    <message>
        <source>Counts cards and answers the table as a whole; wins 37% of four-player games against three easy bots (a fair share is 25%).</source>
        <translation type="vanished">کارت‌ها را می‌شمارد و با کل میز یکجا روبه‌رو می‌شود؛ در بازی چهارنفره در برابر سه ربات سطح آسان ۳۷٪ بازی‌ها را می‌برد (سهم منصفانه ۲۵٪ است).</translation>
    </message>
    <message>
        <source>Reads each player&apos;s habits from the cards they showed; wins 48% of four-player games against three random bots. Against normal bots most games end in a shared win.</source>
        <translation type="vanished">عادت‌های هر بازیکن را از کارت‌هایی که رو کرده می‌خواند؛ در بازی چهارنفره در برابر سه ربات تصادفی ۴۸٪ بازی‌ها را می‌برد. در برابر ربات‌های سطح معمولی بیشتر بازی‌ها با برد مشترک تمام می‌شوند.</translation>
    </message>
    <message>
        <source>Flips and passes by simple rules of thumb about its own Party.</source>
        <translation type="vanished">با چند قاعده‌ی ساده درباره‌ی گروه خودش برمی‌گرداند یا رد می‌کند.</translation>
    </message>
    <message>
        <source>Counts the unseen cards, flips when that is worth it for its Party, and orders its Stack against the others&apos; flipping habits.</source>
        <translation type="vanished">کارت‌های دیده‌نشده را می‌شمارد، وقتی به نفع گروهش باشد برمی‌گرداند و دسته‌اش را بر پایه‌ی عادت‌های برگرداندن دیگران می‌چیند.</translation>
    </message>
    <message>
        <source>Plans its Stacks and flips by playing them out on worlds consistent with what it has seen.</source>
        <translation type="vanished">دسته‌ها و برگرداندن‌هایش را با بازی آزمایشی روی حالت‌هایی که با دیده‌هایش جور است برنامه‌ریزی می‌کند.</translation>
    </message>
    <message>
        <location filename="../facetable/games/goodface.py" line="-11"/>
        <source>Flips and passes by simple rules of thumb about its own Party; wins 42% of four-player games against three random bots (a fair share is 25%).</source>
        <translation>با چند قاعده‌ی ساده درباره‌ی گروه خودش برمی‌گرداند یا رد می‌کند؛ در بازی چهارنفره در برابر سه ربات تصادفی ۴۲٪ بازی‌ها را می‌برد (سهم منصفانه ۲۵٪ است).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Counts the unseen cards, flips when that is worth it for its Party, and orders its Stack against the others&apos; flipping habits; wins 46% of four-player games against three easy bots (a fair share is 25%).</source>
        <translation>کارت‌های دیده‌نشده را می‌شمارد، وقتی به نفع گروهش باشد برمی‌گرداند و دسته‌اش را بر پایه‌ی عادت‌های برگرداندن دیگران می‌چیند؛ در بازی چهارنفره در برابر سه ربات سطح آسان ۴۶٪ بازی‌ها را می‌برد (سهم منصفانه ۲۵٪ است).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Guesses how each Stack was built and baits the players who flip the most; wins 33% of four-player games against three normal bots and 79% against three random bots (a fair share is 25%).</source>
        <translation>حدس می‌زند هر دسته چگونه چیده شده و برای بازیکنانی که بیشتر از همه برمی‌گردانند طعمه می‌گذارد؛ در بازی چهارنفره در برابر سه ربات سطح معمولی ۳۳٪ و در برابر سه ربات تصادفی ۷۹٪ بازی‌ها را می‌برد (سهم منصفانه ۲۵٪ است).</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../facetable/app/coach_window.py" line="+33"/>
        <source>%1%</source>
        <translation>%1٪</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Review: %1</source>
        <translation>بازبینی: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>Every decision %1 made is played out many times, with %2 at every seat, against the move %2 would have made, from what %1 could see at the time.</source>
        <translation type="vanished">هر تصمیم %1 بارها تا پایان بازی ادامه داده می‌شود، با %2 در همهٔ جایگاه‌ها، در برابر حرکتی که %2 انجام می‌داد، فقط از روی آنچه %1 در آن لحظه می‌دید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every decision %1 made is played out many times against the move the strongest bot (%2) would have made, with that bot at every seat, from what %1 could see at the time.</source>
        <translation>هر تصمیم %1 بارها تا پایان بازی ادامه داده می‌شود، در برابر حرکتی که قوی‌ترین ربات (%2) انجام می‌داد، با همان ربات در همهٔ جایگاه‌ها، فقط از روی آنچه %1 در آن لحظه می‌دید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Playing the decisions out…</source>
        <translation>در حال بازی کردن تصمیم‌ها تا پایان…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stop</source>
        <translation>توقف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop now and show what was judged so far</source>
        <translation>همین حالا بایست و آنچه تا اینجا سنجیده شده را نشان بده</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Stopping…</source>
        <translation>در حال توقف…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The review could not be made: %1</source>
        <translation>بازبینی انجام نشد: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stopped early: fewer playouts, so the ranges are wider.</source>
        <translation>زودتر متوقف شد: بازی‌های آزمایشی کمتر، پس بازه‌ها پهن‌ترند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The decisions that cost the most:</source>
        <translation>پرهزینه‌ترین تصمیم‌ها:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No decision cost a win chance the playouts could measure.</source>
        <translation>هیچ تصمیمی شانس بردی را از دست نداد که بازی‌های آزمایشی بتوانند بسنجند.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Move %1, %2: played “%3”; the bot would play “%4”.</source>
        <translation>حرکت %1، %2: «%3» بازی شد؛ ربات «%4» را بازی می‌کرد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win chance %1 instead of %2: it cost %3 (most likely between %4 and %5).</source>
        <translation>شانس برد %1 به جای %2: هزینه‌اش %3 بود (به احتمال زیاد بین %4 و %5).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Win chance %1 instead of %2: too close to call (it may have cost nothing, or up to %3).</source>
        <translation>شانس برد %1 به جای %2: تفاوت آن‌قدر کم است که نمی‌توان گفت (شاید هزینه‌ای نداشت، شاید تا %3).</translation>
    </message>
    <message>
        <source>Win chance %1 instead of %2: it cost %3 (95%: %4 to %5).</source>
        <translation type="vanished">شانس برد %1 به جای %2: هزینه‌اش %3 بود (۹۵٪: از %4 تا %5).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show in the replay</source>
        <translation>نمایش در بازپخش</translation>
    </message>
</context>
<context>
    <name>CoachWindow</name>
    <message numerus="yes">
        <location line="-36"/>
        <source>%Ln decision(s) reviewed.</source>
        <translation>
            <numerusform>%Ln تصمیم بازبینی شد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln of them made as the bot would have.</source>
        <translation>
            <numerusform>%Ln مورد از آن‌ها همان حرکت ربات بود.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Coup</name>
    <message>
        <location filename="../facetable/table/coup/controller.py" line="+170"/>
        <source>wins</source>
        <translation>برنده</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+193"/>
        <source>out</source>
        <translation>حذف‌شده</translation>
    </message>
    <message>
        <location line="-263"/>
        <source>Court deck</source>
        <translation>دستهٔ دربار</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../facetable/table/coup/text.py" line="+77"/>
        <source>Treasury</source>
        <translation>خزانه</translation>
    </message>
    <message>
        <location line="+204"/>
        <source>(%1 chosen)</source>
        <translation>(%1 انتخاب شده)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Done: keep %1</source>
        <translation>تمام: نگه‌داشتن %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../facetable/table/coup/text.py" line="+43"/>
        <location line="+107"/>
        <location line="+4"/>
        <location line="+12"/>
        <location line="+56"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Launch a Coup against %1 for 7 coins? It cannot be blocked or undone.</source>
        <translation>با ۷ سکه علیه %1 کودتا می‌کنید؟ نه می‌شود جلویش را گرفت نه آن را برگرداند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay 3 coins to assassinate %1?</source>
        <translation>۳ سکه برای ترور %1 می‌پردازید؟</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not showing costs your last influence: you will be out of the game. Go on?</source>
        <translation>اگر نشان ندهید آخرین نفوذتان را از دست می‌دهید و از بازی بیرون می‌روید. ادامه می‌دهید؟</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the claim is true you lose your last influence and are out of the game. Challenge?</source>
        <translation>اگر ادعا راست باشد آخرین نفوذتان را از دست می‌دهید و از بازی بیرون می‌روید. چالش می‌کنید؟</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Coins</source>
        <translation>سکه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Influence</source>
        <translation>نفوذ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turned up</source>
        <translation>رو شده</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 wins: the last player with influence! Every card is face up now; the History panel tells which claims were bluffs.</source>
        <translation>‏%1 برنده است: آخرین بازیکنی که نفوذ دارد! اکنون همهٔ کارت‌ها رو هستند؛ پنل تاریخچه می‌گوید کدام ادعاها بلوف بودند.</translation>
    </message>
    <message>
        <location filename="../facetable/table/coup/history.py" line="+30"/>
        <source>%1&apos;s turn</source>
        <translation>نوبت %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>After the game: every claim</source>
        <translation>پس از بازی: همهٔ ادعاها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bluffs per player</source>
        <translation>بلوف‌های هر بازیکن</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards at the end</source>
        <translation>کارت‌ها در پایان</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: holds %2; turned up %3</source>
        <translation>‏%1: در دست %2؛ رو شده %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>blocking %1</source>
        <translation>جلوگیری از %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 (%3)</source>
        <translation>‏%1: %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not known</source>
        <translation>نامعلوم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>truth, challenged by %1</source>
        <translation>راست، %1 به چالش کشید</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>truth</source>
        <translation>راست</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bluff, caught by %1</source>
        <translation>بلوف، %1 آن را گرفت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bluff, got through</source>
        <translation>بلوف، گذشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2</source>
        <translation>‏%1 — %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 bluffs, %3 got through, %4 caught</source>
        <translation>‏%1: %2 بلوف، %3 گذشت، %4 گرفته شد</translation>
    </message>
    <message>
        <location filename="../facetable/table/coup/text.py" line="-275"/>
        <source>Duke</source>
        <translation>دوک</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Assassin</source>
        <translation>آدمکش</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captain</source>
        <translation>کاپیتان</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ambassador</source>
        <translation>سفیر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contessa</source>
        <translation>کنتس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Income</source>
        <translation>درآمد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foreign Aid</source>
        <translation>کمک خارجی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coup</source>
        <translation>کودتا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax</source>
        <translation>مالیات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assassination</source>
        <translation>ترور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steal</source>
        <translation>دزدی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange</source>
        <translation>مبادله</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Tax: take 3 coins. Blocks Foreign Aid.</source>
        <translation>مالیات: ۳ سکه بگیر. جلوی کمک خارجی را می‌گیرد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assassinate: pay 3 coins and a player loses an influence.</source>
        <translation>ترور: ۳ سکه بپرداز تا یک بازیکن یک نفوذ از دست بدهد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steal: take 2 coins from a player. Blocks stealing.</source>
        <translation>دزدی: ۲ سکه از یک بازیکن بگیر. جلوی دزدی را می‌گیرد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange: draw 2 cards from the court deck, keep as many as you had. Blocks stealing.</source>
        <translation>مبادله: ۲ کارت از دستهٔ دربار بکش و به همان تعداد که داشتی نگه دار. جلوی دزدی را می‌گیرد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocks an assassination.</source>
        <translation>جلوی ترور را می‌گیرد.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A face-down card</source>
        <translation>یک کارت به پشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An influence whose role is hidden.</source>
        <translation>نفوذی که نقشش پنهان است.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Face down: the others do not see it.</source>
        <translation>به پشت: دیگران آن را نمی‌بینند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turned up: this influence is lost.</source>
        <translation>رو شده: این نفوذ از دست رفته است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chosen to keep.</source>
        <translation>برای نگه داشتن انتخاب شده.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goes back to the court deck.</source>
        <translation>به دستهٔ دربار برمی‌گردد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Court deck: %1 cards</source>
        <translation>دستهٔ دربار: %1 کارت</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Coins are taken from it and paid into it; it never runs out.</source>
        <translation>سکه‌ها از آن برداشته و به آن پرداخته می‌شوند؛ هرگز تمام نمی‌شود.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: 1 coin</source>
        <translation>‏%1: ۱ سکه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 coins</source>
        <translation>‏%1: %2 سکه</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Income: take 1 coin</source>
        <translation>درآمد: ۱ سکه بگیر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foreign Aid: take 2 coins</source>
        <translation>کمک خارجی: ۲ سکه بگیر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tax: claim the Duke, take 3 coins</source>
        <translation>مالیات: ادعای دوک، ۳ سکه بگیر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange: claim the Ambassador</source>
        <translation>مبادله: ادعای سفیر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge the claim</source>
        <translation>ادعا را به چالش بکش</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the claim stand</source>
        <translation>اجازه بده ادعا بماند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not show the card (lose an influence)</source>
        <translation>کارت را نشان نده (یک نفوذ از دست می‌رود)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block (with the first or the second role offered)</source>
        <translation>جلوگیری (با نقش اول یا دوم پیشنهادی)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the claimed card</source>
        <translation>کارتِ ادعاشده را نشان بده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done: keep the chosen cards (Exchange)</source>
        <translation>تمام: کارت‌های انتخاب‌شده را نگه دار (مبادله)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (%2)</source>
        <translation>‏%1 (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>· %1</source>
        <translation>‏· %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Income, +1 coin</source>
        <translation>درآمد، ۱ سکه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foreign Aid, +2 coins</source>
        <translation>کمک خارجی، ۲ سکه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tax, +3 coins</source>
        <translation>مالیات، ۳ سکه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exchange with the court deck</source>
        <translation>مبادله با دستهٔ دربار</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coup against %1 (pays 7)</source>
        <translation>کودتا علیه %1 (با ۷ سکه)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assassinate %1 (pays 3)</source>
        <translation>ترور %1 (با ۳ سکه)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>steal from %1</source>
        <translation>دزدی از %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2</source>
        <translation>‏%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 claims %2: %3</source>
        <translation>‏%1 ادعای %2 می‌کند: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 claims %2: blocks %3</source>
        <translation>‏%1 ادعای %2 می‌کند: جلوی %3 را می‌گیرد</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Anyone may challenge %1&apos;s %2</source>
        <translation>هر کسی می‌تواند ادعای %2 از سوی %1 را به چالش بکشد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> or </source>
        <translation> یا </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 may block with %2</source>
        <translation>‏%1 می‌تواند با %2 جلوی آن را بگیرد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anyone may block with %1</source>
        <translation>هر کسی می‌تواند با %1 جلوی آن را بگیرد</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 challenges %2&apos;s %3!</source>
        <translation>‏%1 ادعای %3 از سوی %2 را به چالش می‌کشد!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody challenges %1&apos;s %2</source>
        <translation>کسی ادعای %2 از سوی %1 را به چالش نمی‌کشد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody blocks</source>
        <translation>کسی جلوی آن را نمی‌گیرد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 shows %2: the claim was true</source>
        <translation>‏%1 کارت %2 را نشان می‌دهد: ادعا راست بود</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not show %2</source>
        <translation>‏%1 کارت %2 را نشان نمی‌دهد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 loses an influence: %2 is turned up</source>
        <translation>‏%1 یک نفوذ از دست می‌دهد: %2 رو می‌شود</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is out of the game</source>
        <translation>‏%1 از بازی بیرون رفت</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1&apos;s action fails; %Ln coin(s) come back</source>
        <translation>
            <numerusform>حرکت %1 شکست می‌خورد؛ %Ln سکه برمی‌گردد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 takes %Ln coin(s) from %2</source>
        <translation>
            <numerusform>‏%1 از %2 %Ln سکه می‌گیرد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1 draws %Ln card(s) from the court deck</source>
        <translation>
            <numerusform>‏%1 از دستهٔ دربار %Ln کارت برمی‌دارد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1 returns %Ln card(s) to the court deck</source>
        <translation>
            <numerusform>‏%1 %Ln کارت به دستهٔ دربار برمی‌گرداند</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s action fails; %2 coins come back</source>
        <translation type="vanished">حرکت %1 شکست می‌خورد؛ %2 سکه برمی‌گردد</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>%1&apos;s action fails</source>
        <translation>حرکت %1 شکست می‌خورد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s action is blocked</source>
        <translation>جلوی حرکت %1 گرفته شد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already out: nothing more happens</source>
        <translation>‏%1 پیش‌تر بیرون رفته است: دیگر اتفاقی نمی‌افتد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins!</source>
        <translation>‏%1 برنده شد!</translation>
    </message>
    <message>
        <source>%1 takes %2 coins from %3</source>
        <translation type="vanished">‏%1 از %3 %2 سکه می‌گیرد</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1&apos;s cards: %2</source>
        <translation>کارت‌های %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 draws %2</source>
        <translation>‏%1 برمی‌دارد: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 draws a new card</source>
        <translation>‏%1 یک کارت تازه برمی‌دارد</translation>
    </message>
    <message>
        <source>%1 draws %2 cards from the court deck</source>
        <translation type="vanished">‏%1 از دستهٔ دربار %2 کارت برمی‌دارد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s %2 goes back into the court deck, which is shuffled</source>
        <translation>کارت %2 از %1 به دستهٔ دربار برمی‌گردد و دسته بر زده می‌شود</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 returns %2 to the court deck</source>
        <translation>‏%1 به دستهٔ دربار برمی‌گرداند: %2</translation>
    </message>
    <message>
        <source>%1 returns %2 cards to the court deck</source>
        <translation type="vanished">‏%1 %2 کارت به دستهٔ دربار برمی‌گرداند</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 chooses to challenge (hidden until everyone answers)</source>
        <translation>‏%1 چالش را برمی‌گزیند (تا پاسخ همه پنهان می‌ماند)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 chooses to block with %2 (hidden until everyone answers)</source>
        <translation>‏%1 جلوگیری با %2 را برمی‌گزیند (تا پاسخ همه پنهان می‌ماند)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 chooses to let it go (hidden until everyone answers)</source>
        <translation>‏%1 اجازه می‌دهد (تا پاسخ همه پنهان می‌ماند)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Income (+1)</source>
        <translation>درآمد (⁦+۱⁩)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foreign Aid (+2)</source>
        <translation>کمک خارجی (⁦+۲⁩)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tax as %1 (+3)</source>
        <translation>مالیات به‌عنوان %1 (⁦+۳⁩)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exchange as %1</source>
        <translation>مبادله به‌عنوان %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coup %1 (pay 7)</source>
        <translation>کودتا علیه %1 (۷ سکه)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assassinate %1 as %2 (pay 3)</source>
        <translation>ترور %1 به‌عنوان %2 (۳ سکه)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Steal from %1 as %2</source>
        <translation>دزدی از %1 به‌عنوان %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenge</source>
        <translation>چالش</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow</source>
        <translation>اجازه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Block with %1</source>
        <translation>جلوگیری با %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show %1</source>
        <translation>نشان دادن %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do not show (lose an influence)</source>
        <translation>نشان نده (یک نفوذ از دست می‌رود)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn up %1</source>
        <translation>رو کردن %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep %1</source>
        <translation>نگه‌داشتن %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1, you have 10 coins or more and must launch a Coup: choose whom</source>
        <translation>‏%1، ۱۰ سکه یا بیشتر دارید و باید کودتا کنید: بازیکن را انتخاب کنید</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, your turn: choose an action (click a player to target them)</source>
        <translation>‏%1، نوبت شماست: یک حرکت انتخاب کنید (برای هدف گرفتن یک بازیکن روی او کلیک کنید)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, challenge or allow? %2</source>
        <translation>‏%1، چالش یا اجازه؟ %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, block or allow? %2</source>
        <translation>‏%1، جلوگیری یا اجازه؟ %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, you are challenged: show the card or not? %2</source>
        <translation>‏%1، شما را به چالش کشیده‌اند: کارت را نشان می‌دهید یا نه؟ %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, you lose an influence: click the card to turn up</source>
        <translation>‏%1، یک نفوذ از دست می‌دهید: روی کارتی که باید رو شود کلیک کنید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, keep %2 of these cards: click them, then Done</source>
        <translation>‏%1، %2 کارت از این‌ها را نگه دارید: رویشان کلیک کنید، سپس «تمام»</translation>
    </message>
</context>
<context>
    <name>Crack</name>
    <message>
        <location filename="../facetable/table/crack/controller.py" line="+105"/>
        <source>Out</source>
        <extracomment>The keys of the big buttons: (kind, value) -&gt; key. The guess history&apos;s lines, kept between refreshes (None: to be made again).</extracomment>
        <translation>حذف‌شده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 hidden</source>
        <translation>‏%1 مهرهٔ پنهان</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>Guess the value</source>
        <translation>حدس مقدار</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hidden</source>
        <translation>پنهان</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Revealed</source>
        <translation>رو شده</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>out</source>
        <translation>حذف‌شده</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 cracked every other code and wins!</source>
        <translation>‏%1 رمز همهٔ حریف‌ها را شکست و برنده شد!</translation>
    </message>
    <message>
        <location filename="../facetable/table/crack/text.py" line="+21"/>
        <source>black</source>
        <translation>سیاه</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>white</source>
        <translation>سفید</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>dash</source>
        <translation>خط تیره</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Black tile</source>
        <translation>مهرهٔ سیاه</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White tile</source>
        <translation>مهرهٔ سفید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its number is hidden. Guess it to turn it up.</source>
        <translation>عددش پنهان است. درست حدسش بزن تا رو شود.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black tile %1</source>
        <translation>مهرهٔ سیاه %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White tile %1</source>
        <translation>مهرهٔ سفید %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turned up: everyone knows it.</source>
        <translation>رو شده: همه آن را می‌دانند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden from the other players.</source>
        <translation>از دید بازیکنان دیگر پنهان است.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A dash stands where its owner put it, not in number order.</source>
        <translation>خط تیره همان جایی می‌ایستد که صاحبش گذاشته، نه به ترتیب عددها.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Black tiles left to draw: %1</source>
        <translation>مهره‌های سیاهِ مانده برای کشیدن: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White tiles left to draw: %1</source>
        <translation>مهره‌های سفیدِ مانده برای کشیدن: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Draw a black tile</source>
        <translation>یک مهرهٔ سیاه بکش</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw a white tile</source>
        <translation>یک مهرهٔ سفید بکش</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guess again (after a right guess)</source>
        <translation>دوباره حدس بزن (پس از حدس درست)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop and keep your tile hidden</source>
        <translation>نوبتت را تمام کن و مهره‌ات را پنهان نگه دار</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a tile</source>
        <translation>یک مهره</translation>
    </message>
    <message>
        <source>held</source>
        <translation type="vanished">انتظار</translation>
    </message>
    <message>
        <source>%1&apos;s %2 tile %3</source>
        <translation type="vanished">مهرهٔ %2 %1 در جایگاه %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s held %2 tile</source>
        <translation>مهرهٔ %2 در دست %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s %2 tile in position %3</source>
        <translation>مهرهٔ %2 %1 در جایگاه %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: draw a tile (click the black or white heap, or B / W)</source>
        <translation>‏%1: یک مهره بکش (روی تودهٔ سیاه یا سفید کلیک کن، یا B / W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: click an opponent&apos;s hidden tile and name its value</source>
        <translation>‏%1: روی یک مهرهٔ پنهانِ حریف کلیک کن و مقدارش را حدس بزن</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: right! Guess again or stop?</source>
        <translation>‏%1: درست بود! دوباره حدس می‌زنی یا نوبتت را تمام می‌کنی؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: choose where your tile stands (click a yellow spot)</source>
        <translation>‏%1: جای مهره‌ات را انتخاب کن (روی یکی از جایگاه‌های زرد کلیک کن)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: wrong, and the pool is empty: turn up one of your tiles</source>
        <translation>‏%1: غلط بود و مهره‌ای برای کشیدن نمانده: یکی از مهره‌هایت را رو کن</translation>
    </message>
    <message>
        <location filename="../facetable/table/crack/controller.py" line="-182"/>
        <location filename="../facetable/table/crack/text.py" line="+8"/>
        <source>Draw a %1 tile</source>
        <translation>کشیدن مهرهٔ %1</translation>
    </message>
    <message>
        <location filename="../facetable/table/crack/text.py" line="+2"/>
        <source>%1 is %2</source>
        <translation>‏%1 برابر %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guess again</source>
        <translation>حدس دوباره</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>پایان نوبت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stand it at position %1</source>
        <translation>گذاشتن در جایگاه %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn up %1</source>
        <translation>رو کردن %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>right</source>
        <extracomment>Marks that open a guess&apos;s line, so right and wrong read apart without colour too; the log panels colour the lines they open (``facetable.app.side_panels``).</extracomment>
        <translation>درست</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wrong</source>
        <translation>غلط</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 is %3 — %4</source>
        <translation>‏%1: %2 برابر %3 — %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 draws a %2 tile</source>
        <translation>‏%1 یک مهرهٔ %2 کشید</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (your %1)</source>
        <translation> (مهرهٔ تو: %1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 must show the drawn tile: %2</source>
        <translation>‏%1 باید مهرهٔ کشیده‌شده را رو کند: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 stops</source>
        <translation>‏%1 نوبتش را تمام کرد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s code is cracked</source>
        <translation>رمز %1 شکسته شد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins!</source>
        <translation>‏%1 برنده شد!</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../facetable/app/curtain.py" line="+47"/>
        <source>Pass to %1</source>
        <translation>دستگاه را به %1 بدهید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone else, please look away.</source>
        <translation>بقیه لطفاً به صفحه نگاه نکنند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1 — show my table</source>
        <translation>من %1 هستم — میز من را نشان بده</translation>
    </message>
</context>
<context>
    <name>DealCode</name>
    <message>
        <location filename="../facetable/app/game_files.py" line="+40"/>
        <source>Type or paste a deal code.</source>
        <translation>یک کد پخش کارت بنویسید یا بچسبانید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a deal code: it should look like flip7-G20G-8J01-G1RN-2YEP-GEFY-M.</source>
        <translation>این کد پخش کارت نیست: باید شبیه flip7-G20G-8J01-G1RN-2YEP-GEFY-M باشد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal code is for a game this FaceTable does not have ({detail}).</source>
        <translation>این کد پخش کارت برای بازی‌ای است که این FaceTable ندارد ({detail}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal code has a mistake in it: check every letter and digit.</source>
        <translation>این کد پخش کارت اشتباه دارد: همهٔ حرف‌ها و رقم‌ها را بررسی کنید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal code was made by a newer FaceTable.</source>
        <translation>این کد پخش کارت را یک FaceTable جدیدتر ساخته است.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal code&apos;s options do not fit this FaceTable ({detail}).</source>
        <translation>گزینه‌های این کد پخش کارت با این FaceTable جور نیست ({detail}).</translation>
    </message>
</context>
<context>
    <name>FaceCards</name>
    <message>
        <location filename="../facetable/table/face_cards.py" line="+26"/>
        <source>A face-down card</source>
        <translation>یک کارت به پشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its face is hidden from you.</source>
        <translation>روی این کارت را نمی‌بینید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hand: %1</source>
        <translation>دست: %1</translation>
    </message>
</context>
<context>
    <name>FaceGuess</name>
    <message>
        <location filename="../facetable/table/faceguess/controller.py" line="+127"/>
        <source>Winner</source>
        <extracomment>Moves that animate together, one card after another. Ids of the cards a redrawn table shows on the discard pile (below any zone item&apos;s). Points fly row by row (guesser by guesser from the start player), this far apart. The story (``story.py``), the cards the last round discarded (item -&gt; kind), each card&apos;s picture, and the score events not yet flown. The guess being made (``call_grid.CallEditor``), for (seat, round). The hand card the human clicked to put down. Points on their way to a seat (its score shows what it showed until they land). Every point flown: (seat, amount, reason, guesser, about, start, end) (for tests).</extracomment>
        <translation>برنده</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Points</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm</source>
        <translation>تأیید</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right guesses</source>
        <translation>حدس درست</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hand</source>
        <translation>دست</translation>
    </message>
    <message>
        <location filename="../facetable/table/faceguess/text.py" line="+23"/>
        <location line="+230"/>
        <source>Good Face</source>
        <translation>چهرهٔ خوب</translation>
    </message>
    <message>
        <location line="-229"/>
        <location line="+232"/>
        <source>Bad Face</source>
        <translation>چهرهٔ بد</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>Good</source>
        <translation>خوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bad</source>
        <translation>بد</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>, </source>
        <translation>، </translation>
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
        <translation type="vanished">دست: %1</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>Score %1</source>
        <translation>امتیاز %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start</source>
        <translation>شروع</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw pile</source>
        <translation>قرعه‌کشی</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard: %1</source>
        <translation>دورریخته: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 · %2 starts · target: %3 points</source>
        <translation>دور %1 · %2 شروع می‌کند · هدف: %3 امتیاز</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cards face down: %1 of %2</source>
        <translation>کارت‌های رو به پایین: %1 از %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your guess</source>
        <translation>نوبت حدس شما</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is guessing</source>
        <translation>%1 حدس می‌زند</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the cards are revealed</source>
        <translation>کارت‌ها رو شدند</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over · won by %1</source>
        <translation>بازی تمام شد · برنده: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+96"/>
        <location line="+6"/>
        <source> and </source>
        <translation> و </translation>
    </message>
    <message>
        <location line="-98"/>
        <source>Round %1</source>
        <translation>دور %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Put a %1 down</source>
        <translation>یک %1 رو به پایین بگذارید</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Confirm: %1</source>
        <translation>تأیید: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, put one card face down: your hand holds only Good Faces (G).</source>
        <translation>%1، یک کارت رو به پایین بگذارید: دست شما فقط چهرهٔ خوب دارد (G).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, put one card face down: your hand holds only Bad Faces (B).</source>
        <translation>%1، یک کارت رو به پایین بگذارید: دست شما فقط چهرهٔ بد دارد (B).</translation>
    </message>
    <message>
        <source>%1, put one card face down: click it in your hand, or press G for a Good Face or B for a Bad Face. Nobody sees it before the reveal.</source>
        <translation type="vanished">%1، یک کارت رو به پایین بگذارید: روی آن در دستتان کلیک کنید، یا G را برای چهرهٔ خوب و B را برای چهرهٔ بد بزنید. پیش از رو کردن کسی آن را نمی‌بیند.</translation>
    </message>
    <message>
        <source>%1, put one card face down: click it in your hand, or press G (Good Face) or B (Bad Face).</source>
        <translation type="vanished">%1، یک کارت رو به پایین بگذارید: روی آن در دستتان کلیک کنید، یا G (چهرهٔ خوب) یا B (چهرهٔ بد) را بزنید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, put one card face down: click it in your hand, or press G or B.</source>
        <translation>%1، یک کارت رو به پایین بگذارید: روی آن در دستتان کلیک کنید، یا G یا B را بزنید.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1–%1</source>
        <translation>1–%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, guess: Good or Bad for each player? Click in your row of the grid, or press %2 and G / B; then Confirm (Enter). %3 of %4 set.</source>
        <translation>%1، حدس بزنید: کارت هر بازیکن خوب است یا بد؟ در ردیف خودتان در جدول کلیک کنید، یا %2 و سپس G / B را بزنید؛ بعد تأیید (Enter). %3 از %4 انتخاب شده.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Round %1: %2 starts</source>
        <translation>دور %1: %2 شروع می‌کند</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is dealt %2 Good and %3 Bad</source>
        <translation>به %1 %2 کارت خوب و %3 کارت بد داده شد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 puts a %2 face down</source>
        <translation>%1 یک %2 رو به پایین می‌گذارد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 puts a card face down</source>
        <translation>%1 یک کارت رو به پایین می‌گذارد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 guesses: %2</source>
        <translation>حدس %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cards are revealed: %1</source>
        <translation>کارت‌ها رو شدند: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points this round: %1</source>
        <translation>امتیاز این دور: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 draws a %2</source>
        <translation>%1 یک %2 می‌کشد</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 wins with %2 points!</source>
        <translation>%1 با %2 امتیاز برنده شد!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins: %2 points, as many as %3, but more right guesses (%4 to %5).</source>
        <translation>%1 برنده شد: %2 امتیاز، هم‌اندازهٔ %3، اما با حدس‌های درست بیشتر (%4 در برابر %5).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 share the win: %2 points and %3 right guesses each.</source>
        <translation>%1 در برد شریک‌اند: هر کدام %2 امتیاز و %3 حدس درست.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The draw pile cannot refill every hand. %1</source>
        <translation>تودهٔ قرعه‌کشی برای پر کردن دست همه کافی نیست. %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round %1 — %2 starts</source>
        <translation>دور %1 — %2 شروع می‌کند</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>· %1: %2</source>
        <translation>· %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>· Cards: %1</source>
        <translation>· کارت‌ها: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>· Points: %1</source>
        <translation>· امتیازها: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Put down a Good Face, or call Good</source>
        <translation>یک چهره‌ی خوب بگذارید، یا «خوب» حدس بزنید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put down a Bad Face, or call Bad</source>
        <translation>یک چهره‌ی بد بگذارید، یا «بد» حدس بزنید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the player to call about</source>
        <translation>بازیکنی را که درباره‌اش حدس می‌زنید انتخاب کنید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the previous or next player</source>
        <translation>بازیکن قبلی یا بعدی را انتخاب کنید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch the call about that player</source>
        <translation>حدس درباره‌ی آن بازیکن را عوض کنید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm your calls</source>
        <translation>حدس‌هایتان را تأیید کنید</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation type="vanished">یک کارت رو به پایین</translation>
    </message>
    <message>
        <source>Its face is hidden from you.</source>
        <translation type="vanished">روی آن از شما پنهان است.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Put down, it gives its player a point for every player who calls it Good.</source>
        <translation>وقتی گذاشته شود، برای هر بازیکنی که آن را «خوب» حدس بزند یک امتیاز به صاحبش می‌دهد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put down, it scores nothing from the calls about it (with the fooled bonus: a point for every Good call).</source>
        <translation>وقتی گذاشته شود، از حدس‌ها درباره‌اش امتیازی نمی‌گیرد (با جایزه‌ی فریب: یک امتیاز برای هر حدس «خوب»).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw pile: %1 cards</source>
        <translation>دسته‌ی کشیدن: %1 کارت</translation>
    </message>
</context>
<context>
    <name>Flip7</name>
    <message>
        <source>round %1</source>
        <extracomment>The table holds still this long (ms at speed 1) before these events are shown: a bust shows the duplicate card, outlined, before the line turns over. The chance that the deciding human&apos;s next Hit busts, from their view (odds helper).</extracomment>
        <translation type="vanished">این دور %1</translation>
    </message>
    <message>
        <location filename="../facetable/table/flip7/controller.py" line="+96"/>
        <source>%1 this round</source>
        <extracomment>The table holds still this long (ms at speed 1) before these events are shown: a bust shows the duplicate card, outlined, before the line turns over. The keys of the big buttons. The chance that the deciding human&apos;s next Hit busts, from their view (odds helper). While a round summary is up (or queued to come up): the events that came after the round&apos;s end, shown once it is dismissed. None: the table runs freely.</extracomment>
        <translation>%1 در این دور</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pts</source>
        <translation>‏%1 امتیاز</translation>
    </message>
    <message>
        <location line="+243"/>
        <source>%1 holds The Zero and must hit</source>
        <translation>‏%1 صفر دارد و باید کارت بکشد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: hit or stay?</source>
        <translation>‏%1: کارت می‌کشی یا توقف می‌کنی؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(chance to bust on a Hit: %1%)</source>
        <translation>(احتمال سوختن با کشیدن کارت: %1٪)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 made a Flip 7: +15 for you, or 15 off an opponent?</source>
        <translation>‏%1 به فلیپ ۷ رسید: ۱۵ امتیاز برای خودت، یا ۱۵ امتیاز کم از یک حریف؟</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: choose where %2 goes (click a player or a card)</source>
        <translation>‏%1: انتخاب کن کارت «%2» به کجا برود (روی یک بازیکن یا یک کارت کلیک کن)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../facetable/table/flip7/summary.py" line="+87"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../facetable/table/flip7/summary.py" line="+1"/>
        <source>Total</source>
        <translation>مجموع</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last round</source>
        <translation>دور قبل</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 wins with %2 points!</source>
        <translation>‏%1 با %2 امتیاز برنده شد!</translation>
    </message>
    <message>
        <location filename="../facetable/table/flip7/text.py" line="+31"/>
        <source>The Zero</source>
        <translation>صفر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unlucky 7</source>
        <translation>۷ بدشانس</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lucky 13</source>
        <translation>۱۳ خوش‌شانس</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Just One More!</source>
        <translation>فقط یکی دیگر</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flip Four!</source>
        <translation>چهار کارت رو کن</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Swap</source>
        <translation>جابه‌جایی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steal</source>
        <translation>دزدی</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discard</source>
        <translation>دور انداختن</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Worth 0 and counts toward the seven. Its holder must hit, and scores 0 for the round without a Flip 7.</source>
        <translation>ارزشش ۰ است و جزو هفت کارت شمرده می‌شود. دارنده‌اش باید کارت بکشد، و بدون فلیپ ۷ امتیاز این دورش ۰ است.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worth 7. When it joins a line, every other card of that line is discarded.</source>
        <translation>ارزشش ۷ است. وقتی وارد ردیفی می‌شود، همهٔ کارت‌های دیگر آن ردیف دور ریخته می‌شوند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worth 13. Its holder may hold one other 13 without busting.</source>
        <translation>ارزشش ۱۳ است. دارنده‌اش می‌تواند یک ۱۳ دیگر هم داشته باشد و نسوزد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A number card worth %1 points. A second %1 in the same line busts.</source>
        <translation>کارت عددی با ارزش %1 امتیاز. یک %1 دیگر در همان ردیف یعنی سوختن.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A modifier: halves the sum of its holder&apos;s number cards (rounded down).</source>
        <translation>کارت اصلاح‌گر: جمع کارت‌های عددی دارنده‌اش را نصف می‌کند (رو به پایین گرد می‌شود).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A modifier: takes %1 points off its holder&apos;s round score.</source>
        <translation>کارت اصلاح‌گر: %1 امتیاز از امتیاز این دورِ دارنده‌اش کم می‌کند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target takes one more card, then must stay.</source>
        <translation>هدف یک کارت دیگر می‌گیرد و بعد باید توقف کند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target draws four cards, one at a time.</source>
        <translation>هدف چهار کارت می‌کشد، یکی‌یکی.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange two face-up cards between the lines of two players.</source>
        <translation>دو کارت رو را میان ردیف‌های دو بازیکن جابه‌جا کن.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take one face-up card from another player&apos;s line into yours.</source>
        <translation>یک کارت رو از ردیف بازیکنی دیگر به ردیف خودت بیاور.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send one face-up card of a player&apos;s line to the discard pile.</source>
        <translation>یک کارت رو از ردیف یک بازیکن را به تودهٔ دورریخته‌ها بفرست.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A face-down card</source>
        <translation>یک کارت به پشت</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw pile: %1 cards left</source>
        <translation>تودهٔ قرعه‌کشی: %1 کارت مانده</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard pile: %1 cards</source>
        <translation>تودهٔ دورریخته‌ها: %1 کارت</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hit: take the next card</source>
        <translation>کشیدن کارت: کارت بعدی را بردار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stay: take no more cards this round</source>
        <translation>توقف: در این دور دیگر کارت نکش</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stayed</source>
        <translation>متوقف</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 hits</source>
        <translation>‏%1 کارت کشید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 draws %2</source>
        <translation>‏%1 برمی‌دارد: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 keeps %2</source>
        <translation>‏%1 کارت «%2» را برای خود نگه داشت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gives %2 to %3</source>
        <translation>‏%1 کارت «%2» را به %3 داد</translation>
    </message>
    <message>
        <location filename="../facetable/table/flip7/summary.py" line="-33"/>
        <location filename="../facetable/table/flip7/text.py" line="-96"/>
        <source>Busted</source>
        <translation>سوخته</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip 7: 15 off %1</source>
        <translation>فلیپ ۷: ۱۵ امتیاز کم از %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip 7: +15 bonus</source>
        <translation>فلیپ ۷: ⁦+۱۵⁩ جایزه</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round %1 over</source>
        <translation>پایان دور %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cards</source>
        <translation>کارت‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This round</source>
        <translation>این دور</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The next round starts by itself in %1 s</source>
        <extracomment>The words of each row, as shown (tests and screen readers read them).</extracomment>
        <translation>دور بعد تا %1 ثانیهٔ دیگر خودبه‌خود شروع می‌شود</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next round (Enter)</source>
        <translation>دور بعد (Enter)</translation>
    </message>
    <message>
        <location filename="../facetable/table/flip7/text.py" line="+9"/>
        <source>your %1</source>
        <translation>%1 (خودت)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2</source>
        <translation>%2 (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (you)</source>
        <translation>%1 (خودت)</translation>
    </message>
    <message>
        <location filename="../facetable/table/flip7/controller.py" line="-255"/>
        <location filename="../facetable/table/flip7/text.py" line="+13"/>
        <source>Hit</source>
        <translation>کشیدن کارت</translation>
    </message>
    <message>
        <location filename="../facetable/table/flip7/text.py" line="+2"/>
        <source>Stay</source>
        <translation>توقف</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take +15 for yourself</source>
        <translation>۱۵ امتیاز برای خودم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take 15 off %1&apos;s total</source>
        <translation>کم کردن ۱۵ امتیاز از مجموع %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give %1 to %2</source>
        <translation>دادن %1 به %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2</source>
        <translation>«%1» روی %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Steal %1</source>
        <translation>دزدیدن کارت %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard %1</source>
        <translation>دور انداختن کارت %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap %1 ↔ %2</source>
        <translation>جابه‌جایی %1 ↔ %2</translation>
    </message>
    <message>
        <source>Swap %1 and %2</source>
        <translation type="vanished">جابه‌جایی %1 و %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Round %1 — %2 deals</source>
        <translation>دور %1 — %2 کارت می‌دهد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must stay</source>
        <translation>‏%1 باید توقف کند</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 stays</source>
        <translation>‏%1 توقف کرد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 busts with %2</source>
        <translation>‏%1 با %2 سوخت</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 flips 7!</source>
        <translation>‏%1 به فلیپ ۷ رسید!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 swaps %2 and %3</source>
        <translation>‏%1 کارت‌های %2 و %3 را جابه‌جا کرد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 steals %2</source>
        <translation>‏%1 کارت %2 را دزدید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 discards %2</source>
        <translation>‏%1 کارت %2 را دور انداخت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2 on %3</source>
        <translation>‏%1 کارت «%2» را روی %3 بازی کرد</translation>
    </message>
    <message>
        <source>%1 goes to %2</source>
        <translation type="vanished">‏%1 به %2 رسید</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 has no effect</source>
        <translation>«%1» اثری نداشت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The discard pile is shuffled into a new draw pile</source>
        <translation>تودهٔ دورریخته‌ها بُر خورد و تودهٔ قرعه‌کشی تازه شد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes 15 off %2</source>
        <translation>‏%1 ۱۵ امتیاز از %2 کم کرد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round over:</source>
        <translation>پایان دور:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins the game!</source>
        <translation>‏%1 برندهٔ بازی شد!</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../facetable/app/game_files.py" line="+5"/>
        <source>FaceTable games (*.json)</source>
        <translation>بازی‌های FaceTable ‏(*.json)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>New game from deal &amp;code…</source>
        <translation>بازی تازه از &amp;کد پخش کارت…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy &amp;deal code</source>
        <translation>رونوشت &amp;کد پخش کارت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Replays…</source>
        <translation>&amp;بازپخش‌ها…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open game file…</source>
        <translation>&amp;باز کردن پروندهٔ بازی…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export this game…</source>
        <translation>&amp;برون‌بری این بازی…</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+108"/>
        <source>A game is reviewed once it is over.</source>
        <translation>بازی پس از پایانش بازبینی می‌شود.</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+24"/>
        <source>Game file</source>
        <translation>پروندهٔ بازی</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Open game file</source>
        <translation>باز کردن پروندهٔ بازی</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This game is not finished (%1 moves). Play on from where it stopped, or watch it?</source>
        <translation>این بازی تمام نشده است (%1 حرکت). از همان‌جا که ماند ادامه می‌دهید یا آن را تماشا می‌کنید؟</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play on</source>
        <translation>ادامهٔ بازی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch</source>
        <translation>تماشا</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>There is no game to export.</source>
        <translation>بازی‌ای برای برون‌بری نیست.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Only bots played this game: there is no player&apos;s decision to review.</source>
        <translation>این بازی را فقط ربات‌ها بازی کردند: تصمیمی از بازیکن برای بازبینی نیست.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+8"/>
        <source>Export game</source>
        <translation>برون‌بری بازی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be written: %1</source>
        <translation>بازی نوشته نشد: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was written to %1.</source>
        <translation>بازی در %1 نوشته شد.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no game to take a deal code from.</source>
        <translation>بازی‌ای نیست که کد پخش کارتش گرفته شود.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal code copied: %1</source>
        <translation>کد پخش کارت رونوشت شد: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+9"/>
        <source>New game from deal code</source>
        <translation>بازی تازه از کد پخش کارت</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Deal code:</source>
        <translation>کد پخش کارت:</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <location filename="../facetable/games/coup.py" line="-41"/>
        <source>Deck: {cards} cards, {copies} of each role (one deck of playing cards)</source>
        <translation>دسته: {cards} کارت، از هر نقش {copies} کارت (یک دست ورق)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deck: {cards} cards, {copies} of each role (two decks of playing cards)</source>
        <translation>دسته: {cards} کارت، از هر نقش {copies} کارت (دو دست ورق)</translation>
    </message>
    <message>
        <location line="+24"/>
        <location filename="../facetable/games/crack.py" line="-26"/>
        <location filename="../facetable/games/faceguess.py" line="-20"/>
        <location filename="../facetable/games/flip7.py" line="-24"/>
        <location filename="../facetable/games/goodface.py" line="-30"/>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two players: the starting player gets 1 coin</source>
        <translation>دو بازیکن: بازیکن آغازگر ۱ سکه می‌گیرد</translation>
    </message>
    <message>
        <location filename="../facetable/games/flip7.py" line="+1"/>
        <source>Points to win</source>
        <translation>امتیاز لازم برای برد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brutal mode</source>
        <translation>حالت بی‌رحمانه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lucky 13 pair counts twice</source>
        <translation>جفتِ ۱۳ خوش‌شانس دو کارت حساب می‌شود</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck printing</source>
        <translation>نسخهٔ چاپی دسته کارت</translation>
    </message>
    <message>
        <location filename="../facetable/games/crack.py" line="+1"/>
        <source>Advanced game (dashes)</source>
        <translation>بازی پیشرفته (با مهره‌های خط تیره)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory mode (hide the guess log)</source>
        <translation>حالت حافظه (پنهان کردن فهرست حدس‌ها)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help in the value menu</source>
        <translation>کمک در فهرست عددها</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off: every value</source>
        <translation>خاموش: همهٔ عددها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grey out values seen in that colour</source>
        <translation>خاکستری کردن عددهای دیده‌شده در همان رنگ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full: only values the clues allow</source>
        <translation>کامل: فقط عددهایی که سرنخ‌ها اجازه می‌دهند</translation>
    </message>
    <message>
        <location filename="../facetable/games/flip7.py" line="+4"/>
        <source>Standard (one of each minus card, two of each action)</source>
        <translation>استاندارد (از هر کارت منفی یکی، از هر کارت اکشن دو تا)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two of each minus card, one of each action</source>
        <translation>از هر کارت منفی دو تا، از هر کارت اکشن یکی</translation>
    </message>
    <message>
        <location filename="../facetable/games/goodface.py" line="+1"/>
        <source>Pass the Stack to the</source>
        <translation>دسته را بده به سمت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild card: Greedy Face</source>
        <translation>کارت وحشی: چهره‌ی طمع‌کار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild card: Sad Face</source>
        <translation>کارت وحشی: چهره‌ی غمگین</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild card: Blank Face</source>
        <translation>کارت وحشی: چهره‌ی سفید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Blank Face acts as</source>
        <translation>چهره‌ی سفید کار این را می‌کند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stacks before the game ends</source>
        <translation>تعداد دسته‌ها تا پایان بازی</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left (clockwise)</source>
        <translation>چپ (در جهت عقربه‌های ساعت)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right (counter-clockwise)</source>
        <translation>راست (خلاف جهت عقربه‌های ساعت)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Greedy Face</source>
        <translation>یک چهره‌ی طمع‌کار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Sad Face</source>
        <translation>یک چهره‌ی غمگین</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peek: look at the next card of the Stack</source>
        <translation>دزدکی نگاه کردن: کارت بعدی دسته را ببین</translation>
    </message>
    <message>
        <location filename="../facetable/games/faceguess.py" line="-39"/>
        <source>Fooled bonus on: it gives bluffing a point. A Bad card scores +1 for each player who called it Good.</source>
        <translation>جایزهٔ فریب روشن است: بلوف یک امتیاز می‌آورد. کارت بد به ازای هر بازیکنی که آن را «خوب» حدس بزند +۱ امتیاز می‌گیرد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fooled bonus off: a Bad card scores nothing. Turn it on to give bluffing a point.</source>
        <translation>جایزهٔ فریب خاموش است: کارت بد هیچ امتیازی نمی‌گیرد. آن را روشن کنید تا بلوف یک امتیاز بیاورد.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Good cards in the deck (of 50)</source>
        <translation>تعداد کارت‌های خوب در دسته (از ۵۰)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target score</source>
        <translation>امتیاز هدف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fooled bonus: a Bad card scores for each Good guess about it</source>
        <translation>جایزهٔ فریب: کارت بد برای هر حدس «خوب» دربارهٔ آن امتیاز می‌گیرد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>10 points</source>
        <translation>۱۰ امتیاز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>15 points</source>
        <translation>۱۵ امتیاز</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <location filename="../facetable/app/game_over.py" line="+38"/>
        <source>Place</source>
        <translation>رتبه</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>New game…</source>
        <translation>بازی تازه…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same setup again</source>
        <translation>دوباره با همین ترکیب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back</source>
        <translation>بازگشت</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>See the table</source>
        <translation>دیدن میز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results</source>
        <translation>نتیجه‌ها</translation>
    </message>
    <message>
        <location filename="../facetable/app/main_window.py" line="+757"/>
        <source>Watch the replay</source>
        <translation>تماشای دوبارهٔ بازی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review my game</source>
        <translation>بازبینی بازی من</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The game could not be saved: %1</source>
        <extracomment>With FACETABLE_TRACE_MOVES=1 every action is printed on stdout (one JSON line: the move) once it is saved and as the table starts to show it, and a few moments of the app are too ({&quot;trace&quot;: name}): the kill and signal tests (tests/test_kill.py) compare the saves with it. A bot&apos;s personality: one of the game&apos;s styles, &quot;random&quot; (drawn at the start, hidden) or None (the bot&apos;s default). A human must decide: (seat, legal actions). The action bar shows them. Nobody human is deciding (a bot thinks, or cards move). The next human is not the one looking: cover the table and hand over (seat). The human looking has played and the next human must take the screen: the one who played reads the result until ``done`` (a Done button, or ``hand_over_pause_ms``) before the curtain comes (seat that played, seat next). Another seat now looks at the table (hot-seat): private log lines must be rebuilt. Something went wrong that the player should read (an illegal move, a bot&apos;s failure). A public line for the log (a bot&apos;s failure, said once). The game ended: the engine&apos;s Outcome. Undo or Redo may have become possible or impossible (``undo_point``, ``can_redo``). Undo rebuilt the table: this new controller replaces the old one (already disposed of once the replay is shown); the window shows it and listens to it. Seat -&gt; the style its bot plays (a &quot;random&quot; one drawn now; the table never shows it). Seat -&gt; the factory of its bot (the runner makes the bot where it thinks). Saves the game after every action (``facetable.saves.Recorder``), or None. A resumed game&apos;s moves, replayed onto the table by ``start``. Hot-seat: before the curtain, the human who played keeps the table until they say Done (None), for this many ms, or not at all (0, the curtain comes at once). Undo&apos;s mode (``facetable.saves.undo``): off, safe or practice. Per move of the history: whether it brought something hidden to light, and whether it kept something from another seat (Safe undo&apos;s questions). Moves taken back by Undo, in order, for Redo (emptied by a new decision). A practice game (played with Practice undo): never counted in the statistics.</extracomment>
        <translation type="vanished">بازی ذخیره نشد: %1</translation>
    </message>
    <message>
        <location filename="../facetable/app/session.py" line="+444"/>
        <source>Please wait for your turn.</source>
        <extracomment>A bot&apos;s personality: one of the game&apos;s styles, &quot;random&quot; (drawn at the start, hidden) or None (the bot&apos;s default). A human must decide: (seat, legal actions). The action bar shows them. Nobody human is deciding (a bot thinks, or cards move). The next human is not the one looking: cover the table and hand over (seat). The human looking has played and the next human must take the screen: the one who played reads the result until ``done`` (a Done button, or ``hand_over_pause_ms``) before the curtain comes (seat that played, seat next). Another seat now looks at the table (hot-seat): private log lines must be rebuilt. Something went wrong that the player should read (an illegal move, a bot&apos;s failure). A public line for the log (an undo, a bot&apos;s failure said once): a ``Note``, a str that can write itself again in another language. The game could not be saved (the OSError): emitted the first time only, the game goes on unsaved; the window tells the player (``MainWindow.unsaved``). The game ended: the engine&apos;s Outcome. Undo or Redo may have become possible or impossible (``undo_point``, ``can_redo``). Undo rebuilt the table: this new controller replaces the old one (already disposed of once the replay is shown); the window shows it and listens to it. A move was applied and its events go to the table (as the seat looking sees them). ``setup``&apos;s ``deal`` and ``first`` (None: drawn from the seed); saved with the game. Seat -&gt; the style its bot plays (a &quot;random&quot; one drawn now; the table never shows it). Seat -&gt; the factory of its bot (the runner makes the bot where it thinks). Saves the game after every action (``facetable.saves.Recorder``), or None. Seat -&gt; how many of its bot&apos;s decisions failed this game (a fallback move was played for each); the first is said, the others only counted. A resumed game&apos;s moves, replayed onto the table by ``start``. Hot-seat: before the curtain, the human who played keeps the table until they say Done (None), for this many ms, or not at all (0, the curtain comes at once). Reactions let pass without asking (``TableController.quiet_answer``): &quot;off&quot;, &quot;unless_able&quot; or &quot;ask_challenges&quot;. Undo&apos;s mode (``facetable.saves.undo``): off, safe or practice. Per move of the history: whether it brought something hidden to light, and whether it kept something from another seat (Safe undo&apos;s questions). Moves taken back by Undo, in order, for Redo (emptied by a new decision). A practice game (played with Practice undo): never counted in the statistics. While held, nobody is asked to move (a lesson&apos;s explanation is being read). ``guard(action) -&gt; reason or None``: a human&apos;s move the guard refuses is not played and the reason is said (a lesson asking for one kind of move).</extracomment>
        <translation>لطفاً صبر کن تا نوبتت برسد.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>That move is not allowed: %1</source>
        <translation>این حرکت مجاز نیست: %1</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Undo: %1 moves taken back.</source>
        <translation>واگرد: %1 حرکت پس گرفته شد.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Redo: %1 moves played again.</source>
        <translation>ازنو: %1 حرکت دوباره انجام شد.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>did not answer in time</source>
        <translation>به‌موقع پاسخ نداد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its process stopped</source>
        <translation>فرایند آن متوقف شد</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1&apos;s bot failed (%2); a random legal move was played.</source>
        <translation>ربات %1 خطا داد (%2)؛ یک حرکت مجاز تصادفی به جای آن بازی شد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s bot made a mistake; it plays a random move instead.</source>
        <translation>ربات %1 خطا کرد؛ به‌جایش یک حرکت تصادفی انجام می‌دهد.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../facetable/games/flip7.py" line="-28"/>
        <source>Flip 7: With a Vengeance</source>
        <translation>فلیپ ۷: انتقام</translation>
    </message>
    <message>
        <location filename="../facetable/games/crack.py" line="-27"/>
        <source>Crack the Code</source>
        <translation>رمز را بشکن</translation>
    </message>
    <message>
        <location filename="../facetable/games/coup.py" line="-18"/>
        <source>Coup</source>
        <translation>کودتا</translation>
    </message>
    <message>
        <location filename="../facetable/games/goodface.py" line="-32"/>
        <source>Good Face Bad Face</source>
        <translation>گود فیس بد فیس</translation>
    </message>
    <message>
        <location filename="../facetable/games/faceguess.py" line="-24"/>
        <source>Face Guess</source>
        <translation>حدس چهره</translation>
    </message>
</context>
<context>
    <name>GoodFace</name>
    <message>
        <location filename="../facetable/table/goodface/controller.py" line="+113"/>
        <source>wins</source>
        <translation>برنده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack Owner</source>
        <translation>صاحب دسته</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Must flip</source>
        <translation>باید برگرداند</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Party</source>
        <extracomment>Moves that animate together, one card after another (the deal, a Stack taken back). While a Stack is built, a kind&apos;s letter adds a card of that kind. Milliseconds (at speed 1) to hold the table still after an event: a flipped card is seen before it moves on. The story as this seat knows it (``story.py``), and each card&apos;s picture. The staging row: the cards chosen for the Stack being built, in order.</extracomment>
        <translation>گروه</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your new Stack: card 1 is flipped first. Click a card to take it back; drag it or use its arrows to move it.</source>
        <translation>دسته‌ی تازه‌ی شما: کارت ۱ اول برگردانده می‌شود. برای پس گرفتن یک کارت روی آن کلیک کنید؛ برای جابه‌جا کردنش آن را بکشید یا از پیکان‌هایش استفاده کنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../facetable/table/goodface/text.py" line="+167"/>
        <source>Done</source>
        <translation>تمام</translation>
    </message>
    <message>
        <location line="+196"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Goods</source>
        <translation>خوب‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bads</source>
        <translation>بدها</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hand</source>
        <translation>دست</translation>
    </message>
    <message>
        <location filename="../facetable/table/goodface/text.py" line="-138"/>
        <source>Good Face</source>
        <translation>چهره‌ی خوب</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bad Face</source>
        <translation>چهره‌ی بد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Greedy Face</source>
        <translation>چهره‌ی طمع‌کار</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sad Face</source>
        <translation>چهره‌ی غمگین</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blank Face</source>
        <translation>چهره‌ی سفید</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>1 card</source>
        <translation type="vanished">۱ کارت</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation type="vanished">%1 کارت</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>a Good Face now would win you the game</source>
        <translation>یک چهره‌ی خوب الان شما را برنده می‌کند</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a Good Face would make it %1 Goods</source>
        <translation>یک چهره‌ی خوب آن را %1 چهره‌ی خوب می‌کند</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>a Good Face would take a Bad out of your Party, back to your hand</source>
        <translation>یک چهره‌ی خوب یک چهره‌ی بد را از گروهتان بیرون می‌برد و به دستتان برمی‌گرداند</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a Good Face would start your Party</source>
        <translation>یک چهره‌ی خوب گروهتان را آغاز می‌کند</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a Bad Face now would cost you your Good</source>
        <translation>یک چهره‌ی بد الان چهره‌ی خوبتان را از شما می‌گیرد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Bad Face now would cost you your %1 Goods</source>
        <translation>یک چهره‌ی بد الان %1 چهره‌ی خوبتان را از شما می‌گیرد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a third Bad Face would send all three back to your hand</source>
        <translation>سومین چهره‌ی بد هر سه را به دستتان برمی‌گرداند</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Bad Face would make it 2 Bads in your Party</source>
        <translation>یک چهره‌ی بد آن را ۲ چهره‌ی بد در گروهتان می‌کند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Bad Face would sit in your Party</source>
        <translation>یک چهره‌ی بد در گروهتان می‌نشیند</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Flip: %1; %2.</source>
        <translation>برگرداندن: %1؛ %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You peeked: the top card is a %1.</source>
        <translation>دزدکی نگاه کردید: کارت رویی یک %1 است.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flip: %1.</source>
        <translation>برگرداندن: %1.</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>Flip the top card</source>
        <extracomment>The key that adds (building) or keeps (Sad Face) a card of each kind. The kind whose rules a Blank Face follows when it acts as one. The Stack holder&apos;s moves: each one&apos;s key and words (its button and the keys&apos; help).</extracomment>
        <translation>کارت رویی را برگردان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the Stack on</source>
        <translation>دسته را رد کن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the rest back</source>
        <translation>باقی را پس بگیر</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Keep a %1</source>
        <translation>یک %1 نگه دار</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done: pass on a Stack of %1</source>
        <translation>تمام: دسته‌ای با %1 را رد کن</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a %1</source>
        <translation>یک %1 بگذار</translation>
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
            <numerusform>%Ln کارت</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Flipped, it joins the flipper&apos;s Party; four Goods in a Party win. On a Party of Bads, it takes one Bad back to the hand.</source>
        <extracomment>What a card with each effect does when flipped (its tooltip).</extracomment>
        <translation>وقتی برگردانده شود به گروه کسی که برگرداندش می‌رود؛ چهار چهره‌ی خوب در گروه یعنی برد. اگر گروه چهره‌ی بد داشته باشد، یک چهره‌ی بد را با خودش به دست برمی‌گرداند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flipped, it joins the flipper&apos;s Party. It sends the Party&apos;s Goods back to the hand; three Bads go back together.</source>
        <translation>وقتی برگردانده شود به گروه کسی که برگرداندش می‌رود. چهره‌های خوب گروه را به دست برمی‌گرداند؛ سه چهره‌ی بد با هم به دست برمی‌گردند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flipped by a player, they give the Stack Owner a card of their Party and must pass. Flipped by the owner, they must flip the next Stack that reaches them.</source>
        <translation>اگر بازیکنی دیگر برگرداندش، یک کارت از گروهش به صاحب دسته می‌دهد و باید دسته را رد کند. اگر صاحب دسته برگرداندش، دستهٔ بعدی را که به او برسد باید برگرداند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flipped by a player, they give all but one card of their hand to the Stack Owner. Flipped by the owner, they deal all but one card of their hand to the others.</source>
        <translation>اگر بازیکنی دیگر برگرداندش، همهٔ کارت‌های دستش جز یکی را به صاحب دسته می‌دهد. اگر صاحب دسته برگرداندش، همهٔ کارت‌های دستش جز یکی را میان دیگران پخش می‌کند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Peek: the flipper looks at the next card of the Stack, then may flip it.</source>
        <translation>دزدکی نگاه کردن: کسی که برگرداندش کارت بعدی دسته را می‌بیند و بعد می‌تواند آن را برگرداند.</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation type="vanished">یک کارت به پشت</translation>
    </message>
    <message>
        <source>Its face is hidden from you.</source>
        <translation type="vanished">روی این کارت را نمی‌بینید.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Acts as a %1. %2</source>
        <translation>مثل یک %1 عمل می‌کند. %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In your Stack: face down for the others.</source>
        <translation>در دستهٔ شما: برای دیگران به پشت است.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You peeked at it.</source>
        <translation>دزدکی آن را دیده‌اید.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Put a card in the Stack you build, or keep one after a Sad Face: %1</source>
        <translation>یک کارت در دسته‌ای که می‌چینید بگذارید، یا پس از چهره‌ی غمگین یکی را نگه دارید: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a card of the Stack you build</source>
        <translation>یک کارت از دسته‌ای که می‌چینید انتخاب کنید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move that card earlier or later</source>
        <translation>آن کارت را جلوتر یا عقب‌تر ببرید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take that card back to your hand</source>
        <translation>آن کارت را به دستتان برگردانید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done: play the Stack as arranged</source>
        <translation>تمام: دسته را به همین ترتیب بازی کن</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>%1, build your Stack: click the cards of your hand in the order they will be flipped (keys: %2), then Done (D).</source>
        <translation>%1، دسته‌تان را بچینید: روی کارت‌های دستتان به همان ترتیبی که برگردانده می‌شوند کلیک کنید (کلیدها: %2)، سپس تمام (D).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, your new Stack has %2; card 1 is flipped first. Drag a card or use its arrows (or ←/→ to choose, Shift+←/→ to move) to change the order; click it (or Backspace) to take it back. Done (D) passes the Stack on.</source>
        <translation>%1، دسته‌ی تازه‌تان %2 دارد؛ کارت ۱ اول برگردانده می‌شود. برای تغییر ترتیب، کارتی را بکشید یا از پیکان‌هایش استفاده کنید (یا ←/→ برای انتخاب، Shift+←/→ برای جابه‌جایی)؛ برای پس گرفتنش روی آن کلیک کنید (یا Backspace). تمام (D) دسته را رد می‌کند.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1, your Stack is back with %2: you must flip its top card. %3</source>
        <translation>%1، دسته‌تان با %2 برگشته است: باید کارت رویی‌اش را برگردانید. %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, flip again or take the rest back (%2)? %3</source>
        <translation>%1، باز هم برمی‌گردانید یا باقی را پس می‌گیرید (%2)؟ %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, you carry the must-flip marker: flip the top card of %2&apos;s Stack. %3</source>
        <translation>%1، نشان «باید برگرداند» با شماست: کارت رویی دسته‌ی %2 را برگردانید. %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2&apos;s Stack reaches you (%3): flip the top card or pass it on? %4</source>
        <translation>%1، دسته‌ی %2 به شما رسید (%3): کارت رویی را برمی‌گردانید یا ردش می‌کنید؟ %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, flip again or pass the Stack on (%2 left)? %3</source>
        <translation>%1، باز هم برمی‌گردانید یا دسته را رد می‌کنید (%2 مانده)؟ %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, Sad Face: click the one card of your hand to keep; the others go to %2.</source>
        <translation>%1، چهره‌ی غمگین: روی تنها کارتی از دستتان که نگه می‌دارید کلیک کنید؛ بقیه به %2 می‌رسد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, Sad Face: click the one card of your hand to keep; the others are dealt around the table.</source>
        <translation>%1، چهره‌ی غمگین: روی تنها کارتی از دستتان که نگه می‌دارید کلیک کنید؛ بقیه دور میز پخش می‌شود.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Stack %1: %2 is the Stack Owner</source>
        <translation>دسته‌ی %1: %2 صاحب دسته است</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(%1 has no cards and is skipped)</source>
        <translation>(%1 کارتی ندارد و جا می‌ماند)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 builds a Stack of %2</source>
        <translation>%1 دسته‌ای با %2 می‌چیند</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 passes the Stack to %2</source>
        <translation>%1 دسته را به %2 رد می‌کند</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 peeks at the next card: a %2</source>
        <translation>%1 دزدکی به کارت بعدی نگاه می‌کند: یک %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 peeks at the next card</source>
        <translation>%1 دزدکی به کارت بعدی نگاه می‌کند</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must flip the top card of the next Stack that reaches them</source>
        <translation>%1 باید کارت رویی دسته‌ی بعدی را که به او می‌رسد برگرداند</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Stack is used up</source>
        <translation>دسته تمام شد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes the rest of the Stack back (%2)</source>
        <translation>%1 باقی دسته را پس می‌گیرد (%2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+108"/>
        <source>%1 flips a %2</source>
        <translation>%1 یک %2 برمی‌گرداند</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>The %1 goes into %2&apos;s Party</source>
        <translation>%1 به گروه %2 می‌رود</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A %1 leaves %2&apos;s Party for the hand</source>
        <translation>یک %1 از گروه %2 به دستش برمی‌گردد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 goes back to %2&apos;s hand</source>
        <translation>%1 به دست %2 برمی‌گردد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gives %2 a %3 from the Party</source>
        <translation>%1 یک %3 از گروهش به %2 می‌دهد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 leaves %2&apos;s Party: the must-flip marker is gone</source>
        <translation>%1 از گروه %2 بیرون می‌رود: نشان «باید برگرداند» برداشته شد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 goes to %2&apos;s hand</source>
        <translation>%1 به دست %2 می‌رود</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gives %2 a card</source>
        <translation>%1 یک کارت به %2 می‌دهد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gives %2 a %3</source>
        <translation>%1 یک %3 به %2 می‌دهد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 deals %2 a card</source>
        <translation>%1 یک کارت به %2 می‌دهد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 deals %2 a %3</source>
        <translation>%1 یک %3 به %2 می‌دهد</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> and </source>
        <translation> و </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins with four Good Faces in the Party!</source>
        <translation>%1 با چهار چهره‌ی خوب در گروهش برنده شد!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last Stack is played: %1 wins with the most Goods in the Party</source>
        <translation>آخرین دسته بازی شد: %1 با بیشترین چهره‌ی خوب در گروه برنده شد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last Stack is played: %1 share the win</source>
        <translation>آخرین دسته بازی شد: %1 با هم برنده شدند</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stack %1 of %2 · the game is over</source>
        <translation>دسته‌ی %1 از %2 · بازی تمام شد</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>into the Party</source>
        <translation>به گروه می‌رود</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it and a Bad from the Party go back to the hand</source>
        <translation>خودش و یک چهره‌ی بد از گروه به دست برمی‌گردند</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a third Bad: all three go back to the hand</source>
        <translation>سومین چهره‌ی بد: هر سه به دست برمی‌گردند</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Good of the Party and the Bad go back to the hand</source>
        <translation>چهره‌ی خوب گروه و چهره‌ی بد به دست برمی‌گردند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 Goods of the Party and the Bad go back to the hand</source>
        <translation>%1 چهره‌ی خوب گروه و چهره‌ی بد به دست برمی‌گردند</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the Party: must flip the next Stack that comes</source>
        <translation>به گروه می‌رود: دسته‌ی بعدی را که برسد باید برگرداند</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing in the Party to give</source>
        <translation>چیزی در گروه برای دادن نیست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gives %1 a %2 from the Party</source>
        <translation>یک %2 از گروه به %1 می‌دهد</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>keeps the only card</source>
        <translation>تنها کارتش را نگه می‌دارد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gives %1 to %2</source>
        <translation>%1 به %2 می‌دهد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deals %1 around the table</source>
        <translation>%1 دور میز پخش می‌کند</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the last card</source>
        <translation>آخرین کارت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>peeks at the next card: a %1</source>
        <translation>دزدکی به کارت بعدی نگاه می‌کند: یک %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peeks at the next card</source>
        <translation>دزدکی به کارت بعدی نگاه می‌کند</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Stack %1 — %2</source>
        <translation>دسته‌ی %1 — %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 builds %2 and passes it to %3</source>
        <translation>%1 دسته‌ای با %2 می‌چیند و به %3 رد می‌کند</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 builds %2</source>
        <translation>%1 دسته‌ای با %2 می‌چیند</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passes</source>
        <translation>%1 رد می‌کند</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes %2 back</source>
        <translation>%1 %2 را پس می‌گیرد</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>· %1</source>
        <translation>· %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stack %1 of %2</source>
        <translation>دسته‌ی %1 از %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2 builds a Stack</source>
        <translation>%1 · %2 دسته می‌چیند</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · your Stack (%2), top first: %3 · with %4</source>
        <translation>%1 · دسته‌ی شما (%2)، از رو به زیر: %3 · نزد %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2&apos;s Stack (%3) · with %4</source>
        <translation>%1 · دسته‌ی %2 (%3) · نزد %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your Stack · %1</source>
        <translation>دسته‌ی شما · %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s Stack · %2</source>
        <translation>دسته‌ی %1 · %2</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <translation type="vanished">دست: %1</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../facetable/app/hints.py" line="+52"/>
        <source>&amp;Hint</source>
        <translation>&amp;راهنمایی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the strongest bot would do now, and why</source>
        <translation>قوی‌ترین ربات الان چه می‌کرد، و چرا</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>A hint is for the player whose turn it is, at their own table.</source>
        <translation>راهنمایی فقط برای بازیکنی است که نوبت اوست، وقتی میز خودش را می‌بیند.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>(thinking about a hint…)</source>
        <translation>(در حال یافتن راهنمایی…)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>No hint could be worked out: %1</source>
        <translation>راهنمایی‌ای پیدا نشد: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hint: “%1”, your only move.</source>
        <translation>راهنمایی: «%1»، تنها حرکت شما.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: the strongest bot would play “%1”. In %2 quick playouts from what you can see, it won %3 of games and “%5” %4: too few to tell them apart.</source>
        <translation>راهنمایی: قوی‌ترین ربات «%1» را بازی می‌کرد. در %2 بازی آزمایشی سریع، فقط از روی آنچه شما می‌بینید، این حرکت در %3 بازی‌ها برد و «%5» در %4: برای تشخیص این دو، این تعداد کم است.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: the strongest bot would play “%1”. In %2 quick playouts from what you can see, it won %3 of games, against %4 for “%5”.</source>
        <translation>راهنمایی: قوی‌ترین ربات «%1» را بازی می‌کرد. در %2 بازی آزمایشی سریع، فقط از روی آنچه شما می‌بینید، این حرکت در %3 بازی‌ها برد، در برابر %4 برای «%5».</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../facetable/app/lesson.py" line="+41"/>
        <source>The game has gone another way than the lesson&apos;s story, so the lesson ends here; this game goes on as a practice game (not saved, not counted).</source>
        <translation>بازی راهی جز داستان آموزش رفته است، پس آموزش همین‌جا تمام می‌شود؛ این بازی به‌عنوان بازی تمرینی ادامه می‌یابد (ذخیره و شمرده نمی‌شود).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lesson was skipped; this game goes on as a practice game (not saved, not counted).</source>
        <translation>از آموزش گذشتید؛ این بازی به‌عنوان بازی تمرینی ادامه می‌یابد (ذخیره و شمرده نمی‌شود).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lesson is over; this game goes on as a practice game (not saved, not counted).</source>
        <translation>آموزش تمام شد؛ این بازی به‌عنوان بازی تمرینی ادامه می‌یابد (ذخیره و شمرده نمی‌شود).</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Start the lesson while your game of %1 is still going?</source>
        <translation>آموزش را شروع می‌کنید در حالی که بازی %1 شما هنوز ادامه دارد؟</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your game is saved: Continue on the welcome screen brings it back.</source>
        <translation>بازی شما ذخیره شده است: با «ادامه» در صفحهٔ خوشامد به آن برمی‌گردید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the lesson</source>
        <translation>شروع آموزش</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>Read the lesson&apos;s note first, then press Next.</source>
        <extracomment>The lesson is over: finished (False) or skipped (True). The event kind the current step waits for before it is shown (None: shown).</extracomment>
        <translation>اول توضیح آموزش را بخوانید، بعد «بعدی» را بزنید.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The lesson asks for another move now (the highlighted one), or press Skip lesson.</source>
        <translation>آموزش الان حرکت دیگری می‌خواهد (همانی که برجسته شده)، یا «گذشتن از آموزش» را بزنید.</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>Learn to play: step %1 of %2</source>
        <translation>یادگیری بازی: گام %1 از %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next (Enter)</source>
        <translation>بعدی (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip lesson (Esc)</source>
        <translation>گذشتن از آموزش (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lesson</source>
        <translation>آموزش</translation>
    </message>
    <message>
        <location filename="../facetable/games/lessons/coup.py" line="+21"/>
        <source>Welcome to Coup! Your two face-down cards are your influence: only you see them (here a Duke and a Contessa). Lose both and you are out.</source>
        <translation>به کودتا خوش آمدید! دو کارت رو به پایین شما نفوذ شما هستند: فقط شما آن‌ها را می‌بینید (اینجا یک دوک و یک کنتس). هر دو را از دست بدهید، از بازی بیرون می‌روید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn. Income takes 1 coin, and nobody can stop it. Press Income.</source>
        <translation>نوبت شماست. «درآمد» ۱ سکه می‌گیرد و کسی نمی‌تواند جلویش را بگیرد. «درآمد» را بزنید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 claims the Duke to take 3 coins. Anyone may challenge a claim they doubt. Let this one go: press Allow.</source>
        <translation>%1 ادعا می‌کند دوک است تا ۳ سکه بگیرد. هر کس به ادعایی شک دارد می‌تواند آن را به چالش بکشد. این یکی را رها کنید: «اجازه» را بزنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%2 claims the Duke too. Allow it as well.</source>
        <translation>%2 هم ادعا می‌کند دوک است. به این هم اجازه بدهید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 claims the Captain to steal 2 of your coins. Doubt it: press Challenge.</source>
        <translation>%1 ادعا می‌کند کاپیتان است تا ۲ سکهٔ شما را بدزدد. شک کنید: «چالش» را بزنید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had the Captain, so you lose the challenge and one influence. Choose a card to turn face up.</source>
        <translation>%1 واقعاً کاپیتان داشت، پس چالش را می‌بازید و یک نفوذ از دست می‌دهید. کارتی را برای رو کردن انتخاب کنید.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>You do hold the Duke: claim it yourself and take 3 coins. Press Tax.</source>
        <translation>شما واقعاً دوک دارید: خودتان ادعایش کنید و ۳ سکه بگیرید. «مالیات» را بزنید.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The steal goes on. A Captain or an Ambassador could block it, and a block is a claim too. You hold neither: press Allow.</source>
        <translation>دزدی ادامه می‌یابد. کاپیتان یا سفیر می‌توانست جلویش را بگیرد، و جلوگیری هم یک ادعاست. شما هیچ‌کدام را ندارید: «اجازه» را بزنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is Coup: take coins, claim roles (truly or not), challenge or block the others&apos; claims. With 7 coins you may launch a coup, at 10 you must. The last player with influence wins. Play on!</source>
        <translation>کودتا همین است: سکه بگیرید، نقش‌ها را ادعا کنید (راست یا دروغ)، ادعای دیگران را به چالش بکشید یا جلویش را بگیرید. با ۷ سکه می‌توانید کودتا کنید و با ۱۰ سکه باید. آخرین بازیکنی که نفوذ دارد برنده است. ادامه دهید!</translation>
    </message>
    <message>
        <location filename="../facetable/games/lessons/crack.py" line="+34"/>
        <source>Welcome to Crack the Code! Everyone hides a row of number tiles, black and white, 0 to 11. Guess all of %1&apos;s tiles before %1 guesses yours.</source>
        <translation>به «رمز را بشکن» خوش آمدید! هر کس ردیفی از مهره‌های عددی سیاه و سفید، از ۰ تا ۱۱، پنهان می‌کند. همهٔ مهره‌های %1 را حدس بزنید پیش از آنکه %1 مهره‌های شما را حدس بزند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First, draw four start tiles. Take black ones: press Draw a black tile four times (%1 draws in between).</source>
        <translation>اول چهار مهرهٔ شروع بکشید. سیاه بردارید: چهار بار «یک مهرهٔ سیاه بکش» را بزنید (%1 در این میان می‌کشد).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is your row: your tiles stand from low to high, and only you see their numbers. A padlock means the others cannot.</source>
        <translation>این ردیف شماست: مهره‌ها از کوچک به بزرگ چیده شده‌اند و فقط شما عددشان را می‌بینید. قفل یعنی دیگران نمی‌بینند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each turn starts with a draw. Take a white tile this time: press Draw a white tile.</source>
        <translation>هر نوبت با کشیدن یک مهره شروع می‌شود. این بار سفید بردارید: «یک مهرهٔ سفید بکش» را بزنید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now guess one of %1&apos;s tiles. The first one is white and lower than everything after it: guess that it is 0. Click it, then pick 0.</source>
        <translation>حالا یکی از مهره‌های %1 را حدس بزنید. اولی سفید است و از همهٔ مهره‌های بعدی کوچک‌تر: حدس بزنید ۰ است. رویش کلیک کنید و ۰ را انتخاب کنید.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Guess %1&apos;s last tile: it is black and high. Say 11.</source>
        <translation>آخرین مهرهٔ %1 را حدس بزنید: سیاه و بزرگ است. بگویید ۱۱.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 plays a turn. Then draw again, any colour.</source>
        <translation>%1 یک نوبت بازی می‌کند. بعد دوباره بکشید، هر رنگی.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s first black tile is a 4 (a small secret from the lesson). Guess it.</source>
        <translation>اولین مهرهٔ سیاه %1 یک ۴ است (رازی کوچک از آموزش). حدسش بزنید.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Right! The tile turns face up. Now you may guess again, or stop to keep your drawn tile hidden. Press Guess again.</source>
        <translation>درست است! مهره رو می‌شود. حالا می‌توانید دوباره حدس بزنید، یا بایستید تا مهرهٔ کشیده‌تان پنهان بماند. «حدس دوباره» را بزنید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wrong: it was not 11. A wrong guess ends your turn, and the tile you drew is shown face up to everyone.</source>
        <translation>اشتباه: ۱۱ نبود. حدس اشتباه نوبت شما را تمام می‌کند و مهره‌ای که کشیده بودید رو به همه نشان داده می‌شود.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Right again. Stop now: the tile you drew stays hidden in your row. Press Stop.</source>
        <translation>باز هم درست. حالا بایستید: مهرهٔ کشیده‌تان در ردیفتان پنهان می‌ماند. «توقف» را بزنید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is the game: draw, guess, then go on or stop. The last player with a hidden tile wins. Play on!</source>
        <translation>بازی همین است: بکشید، حدس بزنید، بعد ادامه دهید یا بایستید. آخرین بازیکنی که مهرهٔ پنهان دارد برنده است. ادامه دهید!</translation>
    </message>
    <message>
        <location filename="../facetable/games/lessons/faceguess.py" line="+23"/>
        <source>Welcome to Face Guess! Each round everyone puts one card face down, a Good Face or a Bad Face, then calls Good or Bad about everyone else. This is your hand.</source>
        <extracomment>Your hand: three Good Faces and two Bad ones. Calls about the two others, clockwise from your left (%1 first): a bit set is Good.</extracomment>
        <translation>به حدس چهره خوش آمدید! هر دور همه یک کارت رو به پایین می‌گذارند، چهرهٔ خوب یا چهرهٔ بد، بعد دربارهٔ هر کدام از دیگران می‌گویند خوب یا بد. این دست شماست.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put a Good Face down (the others choose theirs at the same time).</source>
        <translation>یک چهرهٔ خوب رو به پایین بگذارید (دیگران هم‌زمان کارتشان را انتخاب می‌کنند).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now call each other player Good or Bad. Call both of them Bad: click in your row of the grid, then press Confirm.</source>
        <translation>حالا دربارهٔ هر بازیکن دیگر بگویید خوب یا بد. هر دو را بد بخوانید: در ردیف خودتان در جدول کلیک کنید، بعد «تأیید» را بزنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards are turned up. %1&apos;s was Bad: your call was right (+1). %2&apos;s was Good: wrong (−1). And your Good Face scored 1 for each Good call about it.</source>
        <translation>کارت‌ها رو شدند. کارت %1 بد بود: حدستان درست بود (‎+۱). کارت %2 خوب بود: اشتباه (‎−۱). و چهرهٔ خوب شما برای هر «خوب» که دربارهٔ آن گفته شد ۱ امتیاز گرفت.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round 2, and %1 starts. Bluff this time: put a Bad Face down. Whoever calls it Good loses a point.</source>
        <translation>دور ۲ است و %1 شروع می‌کند. این بار بلوف بزنید: یک چهرهٔ بد رو به پایین بگذارید. هر کس آن را خوب بخواند یک امتیاز از دست می‌دهد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 and %2 have made their calls (see the History). Your turn: call %1 Good and %2 Bad, then press Confirm.</source>
        <translation>%1 و %2 حدسشان را گفته‌اند (تاریخچه را ببینید). نوبت شماست: %1 را خوب و %2 را بد بخوانید، بعد «تأیید» را بزنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both calls right: +2. Nobody fell for your bluff this time. The game ends after a round in which someone has 10 points; the highest score wins. Play on!</source>
        <translation>هر دو حدس درست: ‎+۲. این بار کسی فریب بلوف شما را نخورد. بازی پس از دوری تمام می‌شود که کسی به ۱۰ امتیاز برسد؛ بیشترین امتیاز برنده است. ادامه دهید!</translation>
    </message>
    <message>
        <location filename="../facetable/games/lessons/flip7.py" line="+30"/>
        <source>Welcome to Flip 7! Each player was dealt one card. This row is your line: the numbers in it are your points this round, unless you bust.</source>
        <translation>به فلیپ ۷ خوش آمدید! به هر بازیکن یک کارت داده شد. این ردیف شماست: عددهای آن امتیاز شما در این دور هستند، مگر اینکه بسوزید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn. Hit takes the top card of the draw pile into your line. Press Hit (or click the pile).</source>
        <translation>نوبت شماست. «کشیدن کارت» کارت رویی دسته را به ردیف شما می‌آورد. «کشیدن کارت» را بزنید (یا روی دسته کلیک کنید).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An action card! Flip Four makes a player take the next four cards, one at a time. Give it to %1: click %1&apos;s seat.</source>
        <translation>یک کارت حرکت! «چهار کارت رو کن» بازیکنی را وادار می‌کند چهار کارت بعدی را یکی‌یکی بگیرد. آن را به %1 بدهید: روی جای %1 کلیک کنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 drew a second 8: two cards of the same number in a line is a bust. %1 scores nothing this round.</source>
        <translation>%1 یک ۸ دیگر کشید: دو کارت هم‌عدد در یک ردیف یعنی سوختن. %1 در این دور امتیازی نمی‌گیرد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%2 plays on. When your turn comes, Hit again.</source>
        <translation>%2 ادامه می‌دهد. وقتی نوبتتان شد، دوباره «کشیدن کارت» را بزنید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A minus card is a modifier: whoever gets it loses points. You choose who takes it: give it to %2.</source>
        <translation>کارت منفی یک کارت اصلاح‌گر است: هر کس بگیردش امتیاز از دست می‌دهد. شما انتخاب می‌کنید چه کسی بگیرد: آن را به %2 بدهید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every Hit risks a bust, and a bust loses the whole line. Stay banks your points for the round. Press Stay.</source>
        <translation>هر بار کشیدن خطر سوختن دارد و سوختن کل ردیف را از بین می‌برد. «توقف» امتیاز این دور را نگه می‌دارد. «توقف» را بزنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The round ends when everyone has stayed or busted. Seven different numbers in a line is a Flip 7: 15 extra points and the round ends at once. That is the whole game: play on, the first to 50 points wins.</source>
        <translation>دور وقتی تمام می‌شود که همه ایستاده یا سوخته باشند. هفت عدد متفاوت در یک ردیف یعنی فلیپ ۷: ۱۵ امتیاز اضافه و دور همان‌جا تمام می‌شود. بازی همین است: ادامه دهید، اولین کسی که به ۵۰ امتیاز برسد برنده است.</translation>
    </message>
    <message>
        <location filename="../facetable/games/lessons/goodface.py" line="+27"/>
        <source>Welcome to Good Face Bad Face! Four Good Faces in your Party win. This is your hand, and you are the Stack Owner: you build the first Stack.</source>
        <extracomment>Dealt one card round at a time from you: you hold three Good Faces and two Bad ones. The seed makes the bots&apos; choices (searched for the story below).</extracomment>
        <translation>به «گود فیس بد فیس» خوش آمدید! چهار چهرهٔ خوب در گروهتان یعنی برد. این دست شماست و شما صاحب دسته هستید: اولین دسته را شما می‌سازید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Build the Stack face down from your hand: click a Bad Face, then a Good Face (the first you click is the top card), then press Done.</source>
        <translation>دسته را رو به پایین از دستتان بسازید: روی یک چهرهٔ بد، سپس یک چهرهٔ خوب کلیک کنید (اولین کلیک کارت رویی است)، بعد «تمام» را بزنید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Good Face goes under the Bad one.</source>
        <translation>چهرهٔ خوب زیر چهرهٔ بد می‌رود.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your Stack is built. Press Done to pass it on to %1.</source>
        <translation>دستهٔ شما ساخته شد. «تمام» را بزنید تا به %1 برسد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 flipped the top card: your Bad Face. It goes into %1&apos;s Party, and after a Bad Face the Stack must be passed on.</source>
        <translation>%1 کارت رویی را برگرداند: چهرهٔ بد شما. به گروه %1 می‌رود، و پس از چهرهٔ بد دسته باید رد شود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%2 flipped your Good Face into %2&apos;s Party. The Stack is empty, so the round is over and the next player builds a Stack.</source>
        <translation>%2 چهرهٔ خوب شما را برگرداند و به گروه %2 برد. دسته خالی شد، پس دور تمام است و بازیکن بعدی دسته‌ای می‌سازد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Stack comes to you. Pass it on unopened, or flip its top card into your own Party. Flip it!</source>
        <translation>دسته‌ای به شما می‌رسد. آن را باز نکرده رد کنید، یا کارت رویی‌اش را به گروه خودتان برگردانید. برگردانید!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Good Face: it joins your Party. After a Good Face you may flip again or pass. Pass the Stack on.</source>
        <translation>یک چهرهٔ خوب: به گروه شما می‌پیوندد. پس از چهرهٔ خوب می‌توانید دوباره برگردانید یا رد کنید. دسته را رد کنید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Stack that comes back to its owner must be flipped by them. A Bad Face sends a Party&apos;s Good Faces back to the hand (and a Good one a Bad Face). First to four Good Faces wins. Play on!</source>
        <translation>دسته‌ای که به صاحبش برگردد، صاحبش باید برگرداندش. چهرهٔ بد چهره‌های خوب گروه را به دست برمی‌گرداند (و چهرهٔ خوب یک چهرهٔ بد را). اولین کسی که چهار چهرهٔ خوب داشته باشد برنده است. ادامه دهید!</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../facetable/app/main_window.py" line="-704"/>
        <source>Slow</source>
        <translation>آهسته</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+22"/>
        <source>Normal</source>
        <translation>معمولی</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Fast</source>
        <translation>سریع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>فوری</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>خاموش</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>10 seconds</source>
        <translation>۱۰ ثانیه</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>20 seconds</source>
        <translation>۲۰ ثانیه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>30 seconds</source>
        <translation>۳۰ ثانیه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask me every time</source>
        <translation>هر بار از من بپرس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass unless I hold a card that blocks</source>
        <translation>بگذر، مگر کارتی برای جلوگیری داشته باشم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass unless I hold a card that blocks; ask me about challenges</source>
        <translation>بگذر، مگر کارتی برای جلوگیری داشته باشم؛ دربارهٔ چالش‌ها از من بپرس</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait for Done</source>
        <translation>صبر تا زدن «تمام»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 seconds</source>
        <translation>۲ ثانیه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 seconds</source>
        <translation>۴ ثانیه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pause</source>
        <translation>بدون مکث</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Until I dismiss them</source>
        <translation>تا وقتی خودم ببندم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 seconds</source>
        <translation>۵ ثانیه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None</source>
        <translation>بدون مکث</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short</source>
        <translation>کوتاه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Long</source>
        <translation>طولانی</translation>
    </message>
    <message>
        <location line="+90"/>
        <location filename="../facetable/app/window_access.py" line="+190"/>
        <source>Scores</source>
        <extracomment>Sound effects (``sound_cues.py``); without a ``sound`` given, a silent one. Where games are saved (``facetable.saves.SaveStore``); None: nothing is saved. Bots think in another process (``use_worker``), or in this thread between frames. Bot-only games show every card (``--open-hands``, for debugging; never with humans). Others&apos; claims that do not concern the human pass by themselves (see Settings). A round&apos;s results stay until dismissed (0) or this many seconds (see Settings). Hot-seat: &quot;button&quot; (wait for Done) or seconds before the curtain (0: none). The lesson being told at the table (``lesson.LessonCoach``), if any. How the current game was set up (game, options, seats, table options): &quot;Same setup again&quot; starts it anew with a new shuffle. The last finished game (``later_game.LastGame``): who starts the next one. The window was closed (Quit, SIGTERM): dialogs still returning start nothing. The player was told that games cannot be saved (``unsaved``): said once a run.</extracomment>
        <translation>امتیازها</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Round results stay</source>
        <translation>ماندن نتیجهٔ دور</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Others&apos; claims that do not concern me</source>
        <translation>ادعاهای دیگران که به من مربوط نیست</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Learn to play</source>
        <translation>&amp;یادگیری بازی</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Learn to play this game</source>
        <translation>یادگیری همین بازی</translation>
    </message>
    <message>
        <location line="+400"/>
        <source>Games will not be kept: FaceTable cannot save in the folder %1 (%2).</source>
        <translation>بازی‌ها نگه داشته نمی‌شوند: FaceTable نمی‌تواند در پوشهٔ %1 ذخیره کند (%2).</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation type="vanished">حدس‌ها</translation>
    </message>
    <message>
        <location line="-504"/>
        <location filename="../facetable/app/window_access.py" line="+1"/>
        <source>History</source>
        <translation>تاریخچه</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../facetable/app/window_access.py" line="+1"/>
        <source>Log</source>
        <translation>گزارش</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Game</source>
        <translation>&amp;بازی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;بازی جدید…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;آمار…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;View</source>
        <translation>&amp;نما</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animation speed</source>
        <translation>سرعت پویانمایی</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause before a bot&apos;s move</source>
        <translation>مکث پیش از حرکت ربات</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before passing the screen</source>
        <translation>پیش از دادن دستگاه به نفر بعد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time to react to a claim</source>
        <translation>زمان واکنش به یک ادعا</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Confirm moves that cannot be undone</source>
        <translation>پرسیدن پیش از حرکت‌های برگشت‌ناپذیر</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the odds (the chance to bust on a Hit)</source>
        <translation>نمایش احتمال (احتمال سوختن با کشیدن کارت)</translation>
    </message>
    <message>
        <source>Open hands when only bots play (debug)</source>
        <translation type="vanished">نمایش دست‌ها وقتی فقط ربات‌ها بازی می‌کنند (اشکال‌زدایی)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Help</source>
        <translation>&amp;راهنما</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules…</source>
        <translation>&amp;قوانین بازی…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About FaceTable</source>
        <translation>&amp;دربارهٔ FaceTable</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>About FaceTable</source>
        <translation>دربارهٔ FaceTable</translation>
    </message>
    <message>
        <location line="-9"/>
        <location filename="../facetable/tools/lang_shots.py" line="+215"/>
        <source>&lt;h3&gt;FaceTable %1&lt;/h3&gt;&lt;p&gt;Tabletop card games against bots or friends on one screen.&lt;/p&gt;&lt;p&gt;How to play: Help → Rules… (F1).&lt;/p&gt;</source>
        <extracomment>How much longer a pseudo-translated text is. The longest run of padding letters without a space (a long word).</extracomment>
        <translation>&lt;h3&gt;FaceTable %1&lt;/h3&gt;&lt;p&gt;بازی‌های کارتی رومیزی در برابر ربات‌ها یا دوستان، روی یک صفحه.&lt;/p&gt;&lt;p&gt;طرز بازی: راهنما ← قوانین بازی… (F1).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>About &amp;Qt</source>
        <translation>&amp;درباره Qt</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Commit %1, built %2.</source>
        <translation>کامیت %1، ساخته‌شده در %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commit %1, run from source (committed %2).</source>
        <translation>کامیت %1، اجرا از کد منبع (کامیت‌شده در %2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FaceTable is free software under the MIT License. It uses Qt and PySide6 (GNU LGPL version 3) and other free software; their licenses: %1</source>
        <translation>FaceTable نرم‌افزاری آزاد با مجوز MIT است. این برنامه از Qt و PySide6 (مجوز GNU LGPL نسخهٔ ۳) و دیگر نرم‌افزارهای آزاد استفاده می‌کند؛ مجوزهای آن‌ها: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>About Qt</source>
        <translation>درباره Qt</translation>
    </message>
    <message>
        <location line="+204"/>
        <source>Quit FaceTable while your game of %1 is still going?</source>
        <translation>از FaceTable خارج می‌شوید در حالی که بازی %1 شما هنوز ادامه دارد؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is saved: Continue on the welcome screen brings it back next time.</source>
        <translation>بازی ذخیره شده است: دفعهٔ بعد با «ادامه» در صفحهٔ خوشامد به آن برمی‌گردید.</translation>
    </message>
    <message>
        <location filename="../facetable/app/lesson.py" line="-400"/>
        <location filename="../facetable/app/main_window.py" line="+2"/>
        <location line="+8"/>
        <source>This game is not saved: it will be lost.</source>
        <translation>این بازی ذخیره نمی‌شود: از دست خواهد رفت.</translation>
    </message>
    <message>
        <location filename="../facetable/app/main_window.py" line="-7"/>
        <source>Quit</source>
        <translation>خروج</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game while your game of %1 is still going?</source>
        <translation>بازی تازه‌ای شروع می‌کنید در حالی که بازی %1 شما هنوز ادامه دارد؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The unfinished game is kept in the archive of saved games; it will not be counted in the statistics.</source>
        <translation>بازی نیمه‌تمام در بایگانی بازی‌های ذخیره‌شده نگه داشته می‌شود؛ در آمار شمرده نمی‌شود.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a new game</source>
        <translation>شروع بازی تازه</translation>
    </message>
    <message>
        <location filename="../facetable/app/lesson.py" line="-8"/>
        <location filename="../facetable/app/main_window.py" line="+2"/>
        <source>Game in progress</source>
        <extracomment>The bubble&apos;s widths (the first that hides least), and the room kept between it and the table&apos;s edges.</extracomment>
        <translation>بازی در جریان است</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../facetable/app/main_window.py" line="+5"/>
        <source>Keep playing</source>
        <translation>ادامهٔ بازی</translation>
    </message>
    <message>
        <source>The game will not be saved: %1</source>
        <translation type="vanished">این بازی ذخیره نخواهد شد: %1</translation>
    </message>
    <message>
        <location filename="../facetable/app/main_window.py" line="+143"/>
        <source>Saved game</source>
        <translation>بازی ذخیره‌شده</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Your game of %1 with %2 is waiting (%Ln move(s) so far).</source>
        <translation>
            <numerusform>بازی %1 شما با %2 منتظر است (تا اینجا %Ln حرکت).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+97"/>
        <source>The game was resumed after %Ln move(s).</source>
        <translation>
            <numerusform>بازی پس از %Ln حرکت از سر گرفته شد.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your game of %1 with %2 is waiting (%3 moves so far).</source>
        <translation type="vanished">بازی %1 شما با %2 منتظر است (تا اینجا %3 حرکت).</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>There is no unfinished game to continue.</source>
        <translation>بازی نیمه‌تمامی برای ادامه نیست.</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation type="vanished">بازی نیمه‌تمام</translation>
    </message>
    <message>
        <source>Continue your game of %1 with %2? (%3 moves so far)</source>
        <translation type="vanished">بازی %1 با %2 را ادامه می‌دهید؟ (تا اینجا %3 حرکت)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="vanished">ادامه</translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="vanished">بازی جدید</translation>
    </message>
    <message>
        <source>The game was resumed after %1 moves.</source>
        <translation type="vanished">بازی پس از %1 حرکت از سر گرفته شد.</translation>
    </message>
    <message>
        <location line="+222"/>
        <source>(%1 s left, then: %2)</source>
        <translation>(%1 ثانیه مانده، سپس: %2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1, your move is made. Press Done, then pass the screen to %2.</source>
        <translation>‏%1، حرکتت انجام شد. «تمام» را بزن و دستگاه را به %2 بده.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, your move is made. The screen passes to %2 in a moment (or press Done).</source>
        <translation>‏%1، حرکتت انجام شد. دستگاه به‌زودی به %2 می‌رسد (یا «تمام» را بزن).</translation>
    </message>
    <message>
        <source>&lt;h3&gt;FaceTable %1&lt;/h3&gt;&lt;p&gt;Tabletop card games against bots or friends on one screen.&lt;/p&gt;&lt;p&gt;Cards and rules: see the rules files shipped with the app.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;FaceTable %1&lt;/h3&gt;&lt;p&gt;بازی‌های کارتی رومیزی در برابر ربات‌ها یا دوستان، روی یک صفحه.&lt;/p&gt;&lt;p&gt;کارت‌ها و قوانین: پرونده‌های قوانینِ همراهِ برنامه را ببینید.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The language changes when FaceTable starts again.</source>
        <translation type="vanished">زبان پس از اجرای دوبارهٔ FaceTable عوض می‌شود.</translation>
    </message>
    <message>
        <location filename="../facetable/app/window_access.py" line="-53"/>
        <source>Zoom in</source>
        <extracomment>The table whose score panel waits to be fitted (``fit_scores``). The panels&apos; width before ``fit_scores`` first widened them this game, or None.</extracomment>
        <translation>بزرگ‌نمایی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom out</source>
        <translation>کوچک‌نمایی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actual size</source>
        <translation>اندازهٔ واقعی</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1%</source>
        <translation>%1٪</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Digits</source>
        <translation>ارقام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The language&apos;s own digits</source>
        <translation>ارقام فارسی (⁦۰–۹⁩)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latin digits (0–9)</source>
        <translation>ارقام لاتین (⁦0–9⁩)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom (%1%)</source>
        <translation>بزرگ‌نمایی (%1٪)</translation>
    </message>
    <message>
        <location filename="../facetable/app/sound_cues.py" line="+23"/>
        <source>Quiet</source>
        <translation>آرام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loud</source>
        <translation>بلند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full</source>
        <translation>حداکثر</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Sound</source>
        <translation>&amp;صدا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound &amp;effects</source>
        <translation>&amp;جلوه‌های صوتی</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Volume</source>
        <translation>&amp;بلندی صدا</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No sound device was found.</source>
        <translation>هیچ دستگاه صوتی پیدا نشد.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../facetable/games/spec.py" line="+103"/>
        <source>Bot – easy</source>
        <extracomment>A seat&apos;s style that picks one of the game&apos;s styles at random and keeps it hidden. What a mapping a game does not declare holds: nothing. The labels of the usual levels. A game whose levels differ declares its own labels.</extracomment>
        <translation>ربات – آسان</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bot – normal</source>
        <translation>ربات – معمولی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bot – hard</source>
        <translation>ربات – سخت</translation>
    </message>
    <message>
        <location filename="../facetable/app/new_game_dialog.py" line="+55"/>
        <source>Player {number}</source>
        <extracomment>The size every game fits in, per language, font and player count (``_fit_every_game``): measuring makes every game&apos;s widgets, so it is done once per process, not per dialog. The seed of the order in which new bot seats get character names: the dialog comes before the game&apos;s seed is drawn, and the same defaults each time read better than new ones. A seat as the dialog remembers it: (name, kind, level, style). {number} is the seat number, 1 for the first seat.</extracomment>
        <translation>بازیکن {number}</translation>
    </message>
    <message>
        <source>Bot – {level}</source>
        <extracomment>A bot level with no label of its own; {level} is its untranslated name.</extracomment>
        <translation type="vanished">ربات – {level}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Seat {number}</source>
        <extracomment>{number} is the seat number, 1 for the first seat.</extracomment>
        <translation>صندلی {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name of seat {number}</source>
        <extracomment>{number} is the seat number, 1 for the first seat.</extracomment>
        <translation>نام صندلی {number}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who plays seat {number}</source>
        <extracomment>{number} is the seat number, 1 for the first seat.</extracomment>
        <translation>بازیکن صندلی {number}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Human</source>
        <translation>انسان</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Personality of the bot in seat {number}</source>
        <extracomment>{number} is the seat number, 1 for the first seat.</extracomment>
        <translation>شخصیت ربات صندلی {number}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Random (hidden)</source>
        <translation>تصادفی (پنهان)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>New game</source>
        <translation>بازی جدید</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Game</source>
        <translation>&amp;بازی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Number of players</source>
        <translation>&amp;تعداد بازیکنان</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Options</source>
        <translation>گزینه‌ها</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Start</source>
        <translation>&amp;شروع</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Seat {number} needs a name.</source>
        <translation>صندلی {number} به یک نام نیاز دارد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seats {first} and {second} have the same name.</source>
        <translation>صندلی‌های {first} و {second} نام یکسان دارند.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>These choices cannot start a game: {details}</source>
        <translation>با این انتخاب‌ها نمی‌توان بازی را شروع کرد: {details}</translation>
    </message>
    <message>
        <location line="+263"/>
        <source>Not used with the players and options chosen.</source>
        <translation>با تعداد بازیکنان و گزینه‌های انتخاب‌شده به کار نمی‌رود.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../facetable/app/replay_window.py" line="+35"/>
        <source>Slow</source>
        <translation>آهسته</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>معمولی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>سریع</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fastest</source>
        <translation>سریع‌ترین</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Replay: %1</source>
        <extracomment>Milliseconds between two moves while playing, at speed 1. The window&apos;s size when the screen has room for it. The game&apos;s name and when it started, written in the language in use. The log&apos;s lines, kept to be written again on a language switch. The bar&apos;s width with the buttons&apos; words; narrower, the buttons show icons only (their tooltips keep the words), so the window fits a small screen.</extracomment>
        <translation>بازپخش: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <translation>تاریخچه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log</source>
        <translation>گزارش</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Start</source>
        <extracomment>The bar&apos;s buttons: (key, label, tooltip), in order.</extracomment>
        <translation>آغاز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start (Home)</source>
        <translation>بازگشت به آغاز (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>Round</source>
        <translation>دور</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Back to the start of the round (Page Up)</source>
        <translation>بازگشت به آغاز دور (Page Up)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Turn</source>
        <translation>نوبت</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Back to the start of the turn (Up)</source>
        <translation>بازگشت به آغاز نوبت (پیکان بالا)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Move</source>
        <translation>حرکت</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Back one move (Left)</source>
        <translation>یک حرکت به عقب (پیکان راست)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+350"/>
        <source>Play</source>
        <translation>پخش</translation>
    </message>
    <message>
        <location line="-349"/>
        <source>Play the moves one after another (Space)</source>
        <translation>پخش حرکت‌ها یکی پس از دیگری (فاصله)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forward one move (Right)</source>
        <translation>یک حرکت به جلو (پیکان چپ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forward to the next turn (Down)</source>
        <translation>رفتن به نوبت بعد (پیکان پایین)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forward to the next round (Page Down)</source>
        <translation>رفتن به دور بعد (Page Down)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>پایان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward to the end (End)</source>
        <translation>رفتن به پایان (End)</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Playing speed</source>
        <translation>سرعت پخش</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whose view of the table is shown</source>
        <translation>میز از دید چه کسی نشان داده شود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seen by:</source>
        <translation>از دید:</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Everything open</source>
        <translation>همه‌چیز رو</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table (public)</source>
        <translation>میز (همگانی)</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>Move %1 of %2</source>
        <translation>حرکت %1 از %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1</source>
        <translation>دور %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: every card is shown</source>
        <translation>پایان بازی: همهٔ کارت‌ها رو شده‌اند</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This game has no rounds</source>
        <translation>این بازی دور ندارد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pause</source>
        <translation>مکث</translation>
    </message>
</context>
<context>
    <name>Replays</name>
    <message>
        <location filename="../facetable/app/replays.py" line="+67"/>
        <source>Not finished</source>
        <translation>تمام‌نشده</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Won by %1</source>
        <translation>برنده: %1</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Replays</source>
        <extracomment>The list&apos;s columns, and the one it is sorted by at first (oldest game first).</extracomment>
        <translation>بازپخش‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Started</source>
        <translation>آغاز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>حرکت‌ها</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Now</source>
        <translation>اکنون</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Being played</source>
        <translation>در حال بازی</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>No game has been played yet.</source>
        <translation>هنوز بازی‌ای انجام نشده است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch</source>
        <translation>تماشا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>برون‌بری…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review…</source>
        <translation>بازبینی…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which of your decisions cost you the most win chance</source>
        <translation>کدام تصمیم‌هایتان بیشترین شانس برد را از شما گرفت</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../facetable/app/rules_window.py" line="+196"/>
        <location line="+19"/>
        <source>Rules</source>
        <extracomment>Learn to play was pressed: the game id (the window has closed).</extracomment>
        <translation>قوانین بازی</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>&amp;Game:</source>
        <translation>&amp;بازی:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learn to play</source>
        <translation>یادگیری بازی</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The rules of %1 are missing from this copy of FaceTable. Installing FaceTable again should bring them back.</source>
        <translation>قوانین «%1» در این نسخهٔ FaceTable پیدا نشد. نصب دوبارهٔ FaceTable باید آن‌ها را برگرداند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These rules are not in %1 yet; here they are in English.</source>
        <translation>این قوانین هنوز به %1 ترجمه نشده‌اند؛ متن انگلیسی آن‌ها را می‌بینید.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <location filename="../facetable/saves/files.py" line="+44"/>
        <source>{file} is too large to be a saved game ({detail}).</source>
        <extracomment>The first sentence of a problem&apos;s message, per reason (context &quot;Saves&quot;). Placeholders: {file} the file&apos;s name, {detail} a technical detail (English), {game} a game id.</extracomment>
        <translation>‏{file} بزرگ‌تر از آن است که بازی ذخیره‌شده باشد ({detail}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} cannot be read ({detail}).</source>
        <translation>‏{file} خوانده نمی‌شود ({detail}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is damaged and cannot be read ({detail}).</source>
        <translation>‏{file} خراب است و خوانده نمی‌شود ({detail}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is cut short: it was not written to the end.</source>
        <translation>‏{file} ناقص است: تا آخر نوشته نشده است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not a FaceTable file.</source>
        <translation>‏{file} پرونده‌ای از FaceTable نیست.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} was written by a newer FaceTable ({detail}).</source>
        <translation>‏{file} را نسخهٔ تازه‌تری از FaceTable نوشته است ({detail}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} holds values FaceTable cannot use ({detail}).</source>
        <translation>‏{file} مقدارهایی دارد که FaceTable نمی‌تواند به کار ببرد ({detail}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is a game this FaceTable does not have ({game}).</source>
        <translation>‏{file} بازی‌ای است که این FaceTable ندارد ({game}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{file} no longer replays: the game&apos;s rules changed since it was saved ({detail}).</source>
        <translation>‏{file} دیگر بازپخش نمی‌شود: قوانین بازی از زمان ذخیره تغییر کرده است ({detail}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It was moved to {aside}.</source>
        <extracomment>The second sentence: where the file is now (context &quot;Saves&quot;); {aside} is its new path.</extracomment>
        <translation>به {aside} منتقل شد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It was left where it is.</source>
        <translation>در همان جای خود ماند.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../facetable/app/shortcuts.py" line="+38"/>
        <source>Choose a move from the list under the table</source>
        <translation>یک حرکت از فهرست زیر میز انتخاب کنید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm a move that cannot be undone</source>
        <translation>تأیید حرکتی که برگشت‌پذیر نیست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back instead of confirming</source>
        <translation>به جای تأیید، بازگشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show my table after a hand-over</source>
        <translation>نشان دادن میز من پس از دست‌به‌دست شدن دستگاه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a game: new game, same setup again, back</source>
        <translation>پس از بازی: بازی تازه، دوباره با همین ترکیب، بازگشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a game: see the table, or the results again</source>
        <translation>پس از بازی: دیدن میز، یا دوباره دیدن نتیجه‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn to play: the next step, after an explanation</source>
        <translation>یادگیری بازی: گام بعدی، پس از یک توضیح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn to play: skip the lesson</source>
        <translation>یادگیری بازی: گذشتن از آموزش</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Keyboard shortcuts</source>
        <translation>میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Press any key to close.</source>
        <translation>برای بستن، هر کلیدی را بزنید.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>At the table: %1</source>
        <extracomment>What is shown, as (section title, [(key, description)]) pairs.</extracomment>
        <translation>سر میز: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everywhere</source>
        <translation>همه‌جا</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../facetable/games/spec.py" line="-3"/>
        <source>Easy bots</source>
        <translation>ربات‌های آسان</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal bots</source>
        <translation>ربات‌های معمولی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard bots</source>
        <translation>ربات‌های سخت</translation>
    </message>
    <message>
        <location filename="../facetable/app/stats_window.py" line="+31"/>
        <source>Mixed levels</source>
        <extracomment>Games against bots of more than one level (the game&apos;s own levels are named in its declaration).</extracomment>
        <translation>سطح‌های گوناگون</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents</source>
        <translation>حریفان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>بازی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>بردها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>درصد برد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streak</source>
        <translation>رشتهٔ کنونی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best streak</source>
        <translation>بیشترین برد پیاپی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score</source>
        <translation>بهترین امتیاز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average game</source>
        <translation>میانگین بازی</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 bots</source>
        <extracomment>A bot level with no label of its own; %1 is its name.</extracomment>
        <translation>ربات‌های %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 won</source>
        <translation>‏%1 برد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost</source>
        <translation>‏%1 باخت</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 moves, %2 min</source>
        <translation>‏%1 حرکت، %2 دقیقه</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, with hints</source>
        <extracomment>A row of games in which hints were used; %1 names the opponents (&quot;Hard bots&quot;).</extracomment>
        <translation>%1، با راهنمایی</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>No games counted yet.</source>
        <translation>هنوز هیچ بازی‌ای شمرده نشده است.</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>‏%Ln بازی</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Counted: finished games with at least one human and one bot; a game is won when a human places first. Practice games are not counted; games in which hints were used are counted apart, in rows of their own, and not in the chart.</source>
        <translation>شمرده می‌شوند: بازی‌های پایان‌یافته با دست‌کم یک انسان و یک ربات؛ بازی برده شده است اگر انسانی اول شود. بازی‌های تمرینی شمرده نمی‌شوند؛ بازی‌هایی که در آن‌ها از راهنمایی استفاده شد جداگانه، در ردیف‌های خودشان، شمرده می‌شوند و در نمودار نیستند.</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation type="vanished">‏%1 بازی</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Statistics</source>
        <translation>آمار</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>Game:</source>
        <translation>بازی:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Records by opponents</source>
        <translation>کارنامه بر پایهٔ حریفان</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Win rate by opponents</source>
        <translation>درصد برد بر پایهٔ حریفان</translation>
    </message>
    <message>
        <source>Counted: finished games with at least one human and one bot; a game is won when a human places first. Practice games are not counted.</source>
        <translation type="vanished">شمرده می‌شوند: بازی‌های پایان‌یافته با دست‌کم یک انسان و یک ربات؛ بازی برده شده است اگر انسانی اول شود. بازی‌های تمرینی شمرده نمی‌شوند.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reset statistics…</source>
        <translation>پاک کردن آمار…</translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+12"/>
        <source>Reset statistics</source>
        <translation>پاک کردن آمار</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Forget the statistics of every game? This cannot be undone. Saved games are kept.</source>
        <translation>آمار همهٔ بازی‌ها پاک شود؟ این کار برگشت‌پذیر نیست. بازی‌های ذخیره‌شده می‌مانند.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The statistics could not be reset: %1</source>
        <translation>آمار پاک نشد: %1</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../facetable/app/table_view.py" line="+67"/>
        <source>Card table</source>
        <extracomment>The zoom levels offered, in percent; Ctrl+= and Ctrl+- step through them. The smallest table a zoom lays out (tests/test_flip7_layout.py covers 740×440 and up).</extracomment>
        <translation>میز بازی</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../facetable/app/theme_menu.py" line="+15"/>
        <source>Burgundy</source>
        <translation>زرشکی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Navy blue</source>
        <translation>سرمه‌ای</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>سبز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>آبی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night (dark)</source>
        <translation>شب (تیره)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Card back</source>
        <translation>پشت کارت</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table felt</source>
        <translation>رومیزی</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <location filename="../facetable/app/undo_menu.py" line="+22"/>
        <source>Off</source>
        <translation>خاموش</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Safe: only while nothing new is seen</source>
        <translation>امن: تنها تا وقتی چیز تازه‌ای دیده نشده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice: anything (not counted in statistics)</source>
        <translation>تمرین: هر حرکتی (در آمار شمرده نمی‌شود)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Undo is off (Edit → Undo mode).</source>
        <extracomment>Why Undo is greyed out (context &quot;Undo&quot;).</extracomment>
        <translation>واگرد خاموش است (ویرایش ← حالت واگرد).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No undo when several people play a game with secrets: it would show one what another did.</source>
        <translation>وقتی چند نفر بازی‌ای با رازها را بازی می‌کنند واگرد نیست: کار یکی را به دیگری نشان می‌داد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have made no decision to take back yet.</source>
        <translation>هنوز تصمیمی نگرفته‌اید که پس بگیرید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Something hidden has been seen since your last decision (a card, a tile, an answer): it stands. Practice mode allows it.</source>
        <translation>پس از آخرین تصمیم شما چیزی پنهان دیده شده است (یک کارت، یک مهره، یک پاسخ): تصمیم می‌ماند. حالت تمرین اجازه می‌دهد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Others have played since your hidden choice, without knowing it: it stands. Practice mode allows it.</source>
        <translation>دیگران پس از انتخاب پنهان شما و بی‌خبر از آن بازی کرده‌اند: انتخاب می‌ماند. حالت تمرین اجازه می‌دهد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over.</source>
        <translation>بازی تمام شده است.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game is being played.</source>
        <translation>بازی‌ای در جریان نیست.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Edit</source>
        <translation>&amp;ویرایش</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;واگرد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;ازنو</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo mode</source>
        <translation>حالت واگرد</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Take back your last decision and the bots&apos; moves after it.</source>
        <translation>آخرین تصمیم خود و حرکت‌های ربات‌ها پس از آن را پس بگیرید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play again what Undo took back.</source>
        <translation>آنچه واگرد پس گرفت دوباره انجام شود.</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../facetable/app/welcome.py" line="+180"/>
        <source>Play</source>
        <extracomment>A game tile&apos;s picture, in device-independent pixels: its full size, and the least height it is given when many games share a small window (below that, the games scroll). Degrees between two cards of a fan. Pictures drawn so far, by (game, cover, width, height, pixel ratio).</extracomment>
        <translation>بازی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set up a new game of %1</source>
        <translation>چیدن یک بازی تازهٔ %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+130"/>
        <source>Rules</source>
        <translation>قوانین بازی</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>How to play %1</source>
        <translation>طرز بازی %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Learn to play</source>
        <translation>یادگیری بازی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A short guided game of %1</source>
        <translation>یک بازی کوتاه %1 با راهنما</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Card games against bots or friends, on one screen.</source>
        <extracomment>A button lying on the picture&apos;s foot, centred (Learn to play), or None. New game: the game id to open the dialog on (&quot;&quot; for the last one played). Rules: the game id (&quot;&quot; for the rules window&apos;s first game). Learn to play: the game id.</extracomment>
        <translation>بازی‌های کارتی در برابر ربات‌ها یا دوستان، روی یک صفحه.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game…</source>
        <translation>بازی تازه…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Statistics</source>
        <translation>آمار</translation>
    </message>
</context>
</TS>
