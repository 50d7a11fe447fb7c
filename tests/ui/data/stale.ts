<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>headroom::MainWindow</name>
    <message>
        <source>A string the sources never had</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
