<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../facetable/app/action_bar.py" line="+81"/>
        <source>New game…</source>
        <translation>بازی تازه…</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <location filename="../facetable/games/coup.py" line="+20"/>
        <source>Balanced</source>
        <extracomment>Bot style id -&gt; label (context &quot;Bots&quot;): the personality presets, and &quot;random&quot; (one of them, drawn per seat and not shown).</extracomment>
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
        <location line="+1"/>
        <source>Random (kept secret)</source>
        <translation>تصادفی (پنهان)</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../facetable/games/crack.py" line="+22"/>
        <location filename="../facetable/games/flip7.py" line="+32"/>
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
        <source>Exact odds from everything public; wins about four games in five against normal.</source>
        <translation>احتمال دقیق را از همهٔ اطلاعات آشکار حساب می‌کند؛ از هر پنج بازی حدود چهار بار سطح معمولی را می‌برد.</translation>
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
</context>
<context>
    <name>Crack</name>
    <message>
        <location filename="../facetable/table/crack/controller.py" line="+74"/>
        <source>Out</source>
        <translation>حذف‌شده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 hidden</source>
        <translation>‏%1 مهرهٔ پنهان</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Guess the value</source>
        <translation>حدس مقدار</translation>
    </message>
    <message>
        <location line="+15"/>
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
        <location line="+11"/>
        <source>%1 cracked every other code and wins!</source>
        <translation>‏%1 رمز همهٔ حریف‌ها را شکست و برنده شد!</translation>
    </message>
    <message>
        <location filename="../facetable/table/crack/text.py" line="+17"/>
        <source>black</source>
        <translation>سیاه</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>white</source>
        <translation>سفید</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dash</source>
        <translation>خط تیره</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a tile</source>
        <translation>یک مهره</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>held</source>
        <translation>انتظار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2 tile %3</source>
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
        <location line="+8"/>
        <source>Draw a %1 tile</source>
        <translation>کشیدن مهرهٔ %1</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+6"/>
        <source>right</source>
        <translation>درست</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wrong</source>
        <translation>غلط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 is %3 — %4</source>
        <translation>‏%1: %2 برابر %3 — %4</translation>
    </message>
    <message>
        <location line="+8"/>
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
        <location filename="../facetable/app/curtain.py" line="+37"/>
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
    <name>Flip7</name>
    <message>
        <location filename="../facetable/table/flip7/controller.py" line="+56"/>
        <source>%1 pts</source>
        <translation>‏%1 امتیاز</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>%1 holds The Zero and must hit</source>
        <translation>‏%1 صفر دارد و باید کارت بکشد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: hit or stay?</source>
        <translation>‏%1: کارت می‌کشی یا توقف می‌کنی؟</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>مجموع</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last round</source>
        <translation>دور قبل</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 wins with %2 points!</source>
        <translation>‏%1 با %2 امتیاز برنده شد!</translation>
    </message>
    <message>
        <location filename="../facetable/table/flip7/text.py" line="+30"/>
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
        <location line="+4"/>
        <source>Stayed</source>
        <translation>متوقف</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Busted</source>
        <translation>سوخته</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hit</source>
        <translation>کشیدن کارت</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+2"/>
        <source>%1 on %2</source>
        <translation>«%1» روی %2</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <source>Swap %1 and %2</source>
        <translation>جابه‌جایی %1 و %2</translation>
    </message>
    <message>
        <location line="+10"/>
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
        <location line="+5"/>
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
        <location line="+4"/>
        <source>%1 goes to %2</source>
        <translation>‏%1 به %2 رسید</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+3"/>
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
    <name>GameOptions</name>
    <message>
        <location filename="../facetable/games/coup.py" line="-13"/>
        <location filename="../facetable/games/crack.py" line="-11"/>
        <location filename="../facetable/games/flip7.py" line="-23"/>
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
        <location filename="../facetable/games/flip7.py" line="+4"/>
        <source>Standard (one of each minus card, two of each action)</source>
        <translation>استاندارد (از هر کارت منفی یکی، از هر کارت اکشن دو تا)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two of each minus card, one of each action</source>
        <translation>از هر کارت منفی دو تا، از هر کارت اکشن یکی</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../facetable/app/session.py" line="+187"/>
        <source>Please wait for your turn.</source>
        <extracomment>A human must decide: (seat, legal actions). The action bar shows them. Nobody human is deciding (a bot thinks, or cards move). The next human is not the one looking: cover the table and hand over (seat). Another seat now looks at the table (hot-seat): private log lines must be rebuilt. Something went wrong that the player should read (an illegal move, a bot&apos;s failure). A public line for the log (a bot&apos;s failure, said once). The game ended: the engine&apos;s Outcome. Seat -&gt; the factory of its bot (the runner makes the bot where it thinks).</extracomment>
        <translation>لطفاً صبر کن تا نوبتت برسد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That move is not allowed: %1</source>
        <translation>این حرکت مجاز نیست: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>did not answer in time</source>
        <translation>به‌موقع پاسخ نداد</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+32"/>
        <source>%1&apos;s bot failed (%2); a random legal move was played.</source>
        <translation>ربات %1 خطا داد (%2)؛ یک حرکت مجاز تصادفی به جای آن بازی شد.</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>%1&apos;s bot made a mistake; it plays a random move instead.</source>
        <translation>ربات %1 خطا کرد؛ به‌جایش یک حرکت تصادفی انجام می‌دهد.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../facetable/games/flip7.py" line="-15"/>
        <source>Flip 7: With a Vengeance</source>
        <translation>فلیپ ۷: انتقام</translation>
    </message>
    <message>
        <location filename="../facetable/games/crack.py" line="-6"/>
        <source>Crack the Code</source>
        <translation>رمز را بشکن</translation>
    </message>
    <message>
        <location filename="../facetable/games/coup.py" line="-5"/>
        <source>Coup</source>
        <translation>کودتا</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../facetable/app/main_window.py" line="+23"/>
        <source>Slow</source>
        <translation>آهسته</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Normal</source>
        <translation>معمولی</translation>
    </message>
    <message>
        <location line="-4"/>
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
        <location line="+35"/>
        <source>Scores</source>
        <extracomment>Bots think in another process (``use_worker``), or in this thread between frames.</extracomment>
        <translation>امتیازها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guesses</source>
        <translation>حدس‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log</source>
        <translation>گزارش</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Game</source>
        <translation>&amp;بازی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;بازی جدید…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>&amp;نما</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation speed</source>
        <translation>سرعت پویانمایی</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pause before a bot&apos;s move</source>
        <translation>مکث پیش از حرکت ربات</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open hands when only bots play (debug)</source>
        <translation>نمایش دست‌ها وقتی فقط ربات‌ها بازی می‌کنند (اشکال‌زدایی)</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <source>&amp;About FaceTable</source>
        <translation>&amp;دربارهٔ FaceTable</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About FaceTable</source>
        <translation>دربارهٔ FaceTable</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;h3&gt;FaceTable %1&lt;/h3&gt;&lt;p&gt;Tabletop card games against bots or friends on one screen.&lt;/p&gt;&lt;p&gt;How to play: Help → Rules… (F1).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FaceTable %1&lt;/h3&gt;&lt;p&gt;بازی‌های کارتی رومیزی در برابر ربات‌ها یا دوستان، روی یک صفحه.&lt;/p&gt;&lt;p&gt;طرز بازی: راهنما ← قوانین بازی… (F1).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;FaceTable %1&lt;/h3&gt;&lt;p&gt;Tabletop card games against bots or friends on one screen.&lt;/p&gt;&lt;p&gt;Cards and rules: see the rules files shipped with the app.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;FaceTable %1&lt;/h3&gt;&lt;p&gt;بازی‌های کارتی رومیزی در برابر ربات‌ها یا دوستان، روی یک صفحه.&lt;/p&gt;&lt;p&gt;کارت‌ها و قوانین: پرونده‌های قوانینِ همراهِ برنامه را ببینید.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The language changes when FaceTable starts again.</source>
        <translation>زبان پس از اجرای دوبارهٔ FaceTable عوض می‌شود.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../facetable/app/new_game_dialog.py" line="+30"/>
        <source>Bot – easy</source>
        <translation>ربات – آسان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot – normal</source>
        <translation>ربات – معمولی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot – hard</source>
        <translation>ربات – سخت</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Player {number}</source>
        <extracomment>A seat as the dialog remembers it: (name, kind, level). {number} is the seat number, 1 for the first seat.</extracomment>
        <translation>بازیکن {number}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bot – {level}</source>
        <extracomment>A bot level with no label of its own; {level} is its untranslated name.</extracomment>
        <translation>ربات – {level}</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <location line="+6"/>
        <source>Human</source>
        <translation>انسان</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>New game</source>
        <translation>بازی جدید</translation>
    </message>
    <message>
        <location line="+16"/>
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
        <location line="+26"/>
        <source>&amp;Start</source>
        <translation>&amp;شروع</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message>
        <location line="+32"/>
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
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../facetable/app/rules_window.py" line="+192"/>
        <source>Rules</source>
        <translation>قوانین بازی</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Game:</source>
        <translation>&amp;بازی:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The rules of %1 are missing from this copy of FaceTable. Installing FaceTable again should bring them back.</source>
        <translation>قوانین «%1» در این نسخهٔ FaceTable پیدا نشد. نصب دوبارهٔ FaceTable باید آن‌ها را برگرداند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These rules are not in %1 yet; here they are in English.</source>
        <translation>این قوانین هنوز به %1 ترجمه نشده‌اند؛ متن انگلیسی آن‌ها را می‌بینید.</translation>
    </message>
</context>
</TS>
