<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CoachWindow</name>
    <message numerus="yes">
        <location filename="../facetable/app/coach_window.py" line="+123"/>
        <source>%Ln decision(s) reviewed.</source>
        <translation>
            <numerusform>%Ln decision reviewed.</numerusform>
            <numerusform>%Ln decisions reviewed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln of them made as the bot would have.</source>
        <translation>
            <numerusform>%Ln of them made as the bot would have.</numerusform>
            <numerusform>%Ln of them made as the bot would have.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Coup</name>
    <message numerus="yes">
        <location filename="../facetable/table/coup/text.py" line="+195"/>
        <source>%1&apos;s action fails; %Ln coin(s) come back</source>
        <translation>
            <numerusform>%1&apos;s action fails; %Ln coin comes back</numerusform>
            <numerusform>%1&apos;s action fails; %Ln coins come back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 takes %Ln coin(s) from %2</source>
        <translation>
            <numerusform>%1 takes %Ln coin from %2</numerusform>
            <numerusform>%1 takes %Ln coins from %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1 draws %Ln card(s) from the court deck</source>
        <translation>
            <numerusform>%1 draws %Ln card from the court deck</numerusform>
            <numerusform>%1 draws %Ln cards from the court deck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1 returns %Ln card(s) to the court deck</source>
        <translation>
            <numerusform>%1 returns %Ln card to the court deck</numerusform>
            <numerusform>%1 returns %Ln cards to the court deck</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GoodFace</name>
    <message numerus="yes">
        <location filename="../facetable/table/goodface/text.py" line="+55"/>
        <source>%Ln card(s)</source>
        <translation>
            <numerusform>%Ln card</numerusform>
            <numerusform>%Ln cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Continue your game of %1 with %2? (%Ln move(s) so far)</source>
        <translation type="vanished">
            <numerusform>Continue your game of %1 with %2? (%Ln move so far)</numerusform>
            <numerusform>Continue your game of %1 with %2? (%Ln moves so far)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../facetable/app/main_window.py" line="+712"/>
        <source>Your game of %1 with %2 is waiting (%Ln move(s) so far).</source>
        <translation>
            <numerusform>Your game of %1 with %2 is waiting (%Ln move so far).</numerusform>
            <numerusform>Your game of %1 with %2 is waiting (%Ln moves so far).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+97"/>
        <source>The game was resumed after %Ln move(s).</source>
        <translation>
            <numerusform>The game was resumed after %Ln move.</numerusform>
            <numerusform>The game was resumed after %Ln moves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <location filename="../facetable/app/stats_window.py" line="+147"/>
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
</context>
</TS>
