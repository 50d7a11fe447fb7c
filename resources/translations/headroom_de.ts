<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutText</name>
    <message>
        <source>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Add nodes or upgrade the network? Headroom measures storage, imports fio, HCIBench and vdbench results, prices network designs and shows what each option costs per IOPS gained.&lt;/p&gt;&lt;p&gt;Results library schema %2.&lt;/p&gt;&lt;p&gt;Copyright © 2026 the Headroom developers. Headroom is free software: you can redistribute it and/or modify it under the terms of the &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt; as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;The demo library carries fio results of the fio-plot project (BSD-3-Clause) and a Live Optics export of the vmware-cloud-sizer-companion-cli project (MIT, © 2022 Chris White). Their licences are in /usr/share/doc/headroom/copyright and in THIRD-PARTY.md of the source.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Knoten hinzufügen oder das Netzwerk aufrüsten? Headroom misst Speichersysteme, importiert Ergebnisse von fio, HCIBench und vdbench, bepreist Netzwerkdesigns und zeigt, was jede Option pro IOPS Zuwachs kostet.&lt;/p&gt;&lt;p&gt;Schema der Ergebnisbibliothek: %2.&lt;/p&gt;&lt;p&gt;Copyright © 2026 die Headroom-Entwickler. Headroom ist freie Software: Sie können sie unter den Bedingungen der von der Free Software Foundation veröffentlichten &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt; weitergeben und/oder verändern, entweder gemäß Version 3 der Lizenz oder (nach Ihrer Wahl) jeder späteren Version (GPL-3.0-or-later). Sie wird OHNE JEDE GEWÄHRLEISTUNG bereitgestellt.&lt;/p&gt;&lt;p&gt;Die Demo-Bibliothek enthält fio-Ergebnisse des Projekts fio-plot (BSD-3-Clause) und einen Live-Optics-Export des Projekts vmware-cloud-sizer-companion-cli (MIT, © 2022 Chris White). Deren Lizenzen finden Sie in /usr/share/doc/headroom/copyright und in THIRD-PARTY.md im Quellcode.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ChartBuilder</name>
    <message>
        <source>Link maximum, all ports of a node</source>
        <translation>Link-Maximum, alle Ports eines Knotens</translation>
    </message>
    <message>
        <source>Link maximum, one port</source>
        <translation>Link-Maximum, ein Port</translation>
    </message>
    <message>
        <source>%1 (spread of runs)</source>
        <translation>%1 (Streuung der Läufe)</translation>
    </message>
    <message>
        <source>%1 (modeled)</source>
        <translation>%1 (modelliert)</translation>
    </message>
</context>
<context>
    <name>ChartExporter</name>
    <message>
        <source>the size %1×%2 px is outside %3…%4 px</source>
        <translation>die Größe %1×%2 px liegt außerhalb von %3…%4 px</translation>
    </message>
    <message>
        <source>%1: the file name must end in .png, .svg or .pdf</source>
        <translation>%1: Der Dateiname muss auf .png, .svg oder .pdf enden</translation>
    </message>
    <message>
        <source>%1: unknown format</source>
        <translation>%1: unbekanntes Format</translation>
    </message>
    <message>
        <source>cannot write %1: the PNG encoder failed</source>
        <translation>%1 kann nicht geschrieben werden: Der PNG-Encoder ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>Made with Headroom</source>
        <translation>Erstellt mit Headroom</translation>
    </message>
    <message>
        <source>cannot write %1: the SVG generator did not start</source>
        <translation>%1 kann nicht geschrieben werden: Der SVG-Generator ist nicht gestartet</translation>
    </message>
    <message>
        <source>cannot write %1: the PDF writer did not start</source>
        <translation>%1 kann nicht geschrieben werden: Der PDF-Writer ist nicht gestartet</translation>
    </message>
    <message>
        <source>no clipboard is available</source>
        <translation>keine Zwischenablage verfügbar</translation>
    </message>
    <message>
        <source>the chart could not be encoded as PNG and SVG</source>
        <translation>das Diagramm konnte nicht als PNG und SVG kodiert werden</translation>
    </message>
    <message>
        <source>the clipboard did not take the image</source>
        <translation>die Zwischenablage hat das Bild nicht übernommen</translation>
    </message>
</context>
<context>
    <name>MeasurementDetails</name>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>merged from histograms</source>
        <translation>aus Histogrammen zusammengeführt</translation>
    </message>
    <message>
        <source>mean of per-VM percentiles, not a cluster percentile</source>
        <translation>Mittelwert der Perzentile je VM, kein Cluster-Perzentil</translation>
    </message>
    <message>
        <source>mean of per-VM percentiles weighted by I/Os, not a cluster percentile</source>
        <translation>Mittelwert der Perzentile je VM, gewichtet nach I/Os, kein Cluster-Perzentil</translation>
    </message>
    <message>
        <source>the tool&apos;s own percentiles of every I/O</source>
        <translation>die eigenen Perzentile des Werkzeugs über jede I/O</translation>
    </message>
    <message>
        <source>estimated from mean and standard deviation</source>
        <translation>aus Mittelwert und Standardabweichung geschätzt</translation>
    </message>
    <message>
        <source>as published</source>
        <translation>wie veröffentlicht</translation>
    </message>
    <message>
        <source>%1 IOPS</source>
        <translation>IOPS (%1)</translation>
    </message>
    <message>
        <source>%1 throughput</source>
        <translation>Durchsatz (%1)</translation>
    </message>
    <message>
        <source>%1 latency min / mean / max</source>
        <translation>Latenz min. / Mittel / max. (%1)</translation>
    </message>
    <message>
        <source>%1 percentile method</source>
        <translation>Perzentilmethode (%1)</translation>
    </message>
    <message>
        <source>%1 p%2</source>
        <translation>p%2 (%1)</translation>
    </message>
    <message>
        <source>%1 min / mean / max kind</source>
        <translation>Art von min. / Mittel / max. (%1)</translation>
    </message>
    <message>
        <source>completion latency (clat)</source>
        <translation>Abschlusslatenz (clat)</translation>
    </message>
    <message>
        <source>%1 percentile kind</source>
        <translation>Perzentilart (%1)</translation>
    </message>
    <message>
        <source>as given by the source for all I/O</source>
        <translation>wie von der Quelle für alle I/O angegeben</translation>
    </message>
    <message>
        <source>reads only</source>
        <translation>nur Lesevorgänge</translation>
    </message>
    <message>
        <source>writes only</source>
        <translation>nur Schreibvorgänge</translation>
    </message>
    <message>
        <source>read and write means weighted by their IOPS</source>
        <translation>Mittelwerte von Lesen und Schreiben, gewichtet nach ihren IOPS</translation>
    </message>
    <message>
        <source>%1 % × %2 ms (read) + %3 % × %4 ms (write): weighted by the workload&apos;s read %, the source gives no per-direction IOPS</source>
        <translation>%1 % × %2 ms (Lesen) + %3 % × %4 ms (Schreiben): gewichtet nach dem Leseanteil des Workloads, da die Quelle keine IOPS je Richtung angibt</translation>
    </message>
    <message>
        <source>MODELED</source>
        <translation>MODELLIERT</translation>
    </message>
    <message>
        <source>derived, not measured</source>
        <translation>abgeleitet, nicht gemessen</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>not a point of any curve or advice</source>
        <translation>fließt in keine Kurve und keine Empfehlung ein</translation>
    </message>
    <message>
        <source>WARNING</source>
        <translation>WARNUNG</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>%1 (this host&apos;s share of a multi-host run; not a curve point)</source>
        <translation>%1 (Anteil dieses Hosts an einem Lauf über mehrere Hosts; kein Kurvenpunkt)</translation>
    </message>
    <message>
        <source>Queue depth × jobs</source>
        <translation>Warteschlangentiefe × Jobs</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Latency mean</source>
        <translation>Latenz, Mittelwert</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Combined</source>
        <translation>Kombiniert</translation>
    </message>
    <message>
        <source>Host CPU</source>
        <translation>Host-CPU</translation>
    </message>
    <message>
        <source>cpu.usage %1, cpu.utilization %2, mem %3</source>
        <translation>cpu.usage %1, cpu.utilization %2, mem %3</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Importer</source>
        <translation>Importfilter</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Verweis</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Imported by</source>
        <translation>Importiert von</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>who, when</comment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>1 host</source>
        <translation>1 Host</translation>
    </message>
    <message>
        <source>%1 hosts</source>
        <translation>%1 Hosts</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>IOPS vs mean latency</source>
        <translation>IOPS vs. mittlere Latenz</translation>
    </message>
    <message>
        <source>One point per completed run; the curve grows as the sweep goes on</source>
        <translation>Ein Punkt pro abgeschlossenem Lauf; die Kurve wächst mit dem Fortschritt der Messreihe</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of IOPS above 0 (leave it empty for the derived peak)</source>
        <translation>„%1“ ist keine IOPS-Zahl über 0 (für den abgeleiteten Spitzenwert leer lassen)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not KEY=VALUE</source>
        <translation>„%1“ hat nicht die Form SCHLÜSSEL=WERT</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>compression on</source>
        <translation>Komprimierung an</translation>
    </message>
    <message>
        <source>compression off</source>
        <translation>Komprimierung aus</translation>
    </message>
    <message>
        <source>RDMA on</source>
        <translation>RDMA an</translation>
    </message>
    <message>
        <source>RDMA off</source>
        <translation>RDMA aus</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>Tabelle als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>The table was not exported: %1. Choose another folder or file name.</source>
        <translation>Die Tabelle wurde nicht exportiert: %1. Wählen Sie einen anderen Ordner oder Dateinamen.</translation>
    </message>
    <message>
        <source>Copy Table</source>
        <translation>Tabelle kopieren</translation>
    </message>
    <message>
        <source>Export Table as CSV…</source>
        <translation>Tabelle als CSV exportieren…</translation>
    </message>
    <message>
        <source>The edit was not undone: %1. Another program may have changed the library: open it again with File › Open Recent.</source>
        <translation>Die Bearbeitung wurde nicht rückgängig gemacht: %1. Möglicherweise hat ein anderes Programm die Bibliothek geändert: Öffnen Sie sie erneut mit Datei › Zuletzt geöffnet.</translation>
    </message>
    <message>
        <source>%1 × %2 per node</source>
        <translation>%1 × %2 pro Knoten</translation>
    </message>
    <message>
        <source> (%1 MB/s per node)</source>
        <translation> (%1 MB/s pro Knoten)</translation>
    </message>
    <message>
        <source>cannot write %1: the table has no data</source>
        <translation>%1 kann nicht geschrieben werden: Die Tabelle enthält keine Daten</translation>
    </message>
</context>
<context>
    <name>headroom::AdvisorPage</name>
    <message>
        <source>The same cluster measured (or published) with a faster network</source>
        <translation>Derselbe Cluster, gemessen (oder veröffentlicht) mit schnellerem Netzwerk</translation>
    </message>
    <message>
        <source>Ports per node that carry storage traffic at once: 1 for vSAN&apos;s usual active/standby teaming (the VxRail report compares one port), more for LACP</source>
        <translation>Ports pro Knoten, die gleichzeitig Storage-Verkehr tragen: 1 beim üblichen Active/Standby-Teaming von vSAN (der VxRail-Bericht vergleicht einen Port), mehr bei LACP</translation>
    </message>
    <message>
        <source>switches in redundant pairs</source>
        <translation>Switches in redundanten Paaren</translation>
    </message>
    <message>
        <source>Adding k nodes to n multiplies IOPS by 1 + scaling × k / n at the same latency</source>
        <translation>Kommen zu n Knoten k hinzu, steigen die IOPS bei gleicher Latenz um den Faktor 1 + Skalierung × k / n</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>auto: the fewest nodes that match the network upgrade&apos;s peak gain</source>
        <translation>automatisch: die kleinste Knotenanzahl, die den Spitzenzuwachs des Netzwerk-Upgrades erreicht</translation>
    </message>
    <message>
        <source>allow extrapolation</source>
        <translation>Extrapolation zulassen</translation>
    </message>
    <message>
        <source>Read values beyond the measured points; every such figure is marked</source>
        <translation>Werte jenseits der gemessenen Punkte ablesen; jeder solche Wert wird markiert</translation>
    </message>
    <message>
        <source>The customer&apos;s own workload (Customer page): each option&apos;s runway and the nodes needed to carry it</source>
        <translation>Der eigene Workload des Kunden (Seite „Kunde“): die Reichweite jeder Option und die Knoten, die nötig sind, um ihn abzudecken</translation>
    </message>
    <message>
        <source>per year, e.g. 20%, 20%/yr or 0.2</source>
        <translation>pro Jahr, z. B. 20%, 20%/yr oder 0.2</translation>
    </message>
    <message>
        <source> years</source>
        <translation> Jahre</translation>
    </message>
    <message>
        <source>How long the demand must be carried (sizes the nodes to add)</source>
        <translation>Wie lange der Bedarf abgedeckt werden muss (bestimmt die hinzuzufügenden Knoten)</translation>
    </message>
    <message>
        <source>Nodes in maintenance or failed while the demand must still be carried</source>
        <translation>Knoten, die in Wartung oder ausgefallen sind, während der Bedarf weiter abgedeckt werden muss</translation>
    </message>
    <message>
        <source>one node&apos;s price and currency, e.g. 100000 USD</source>
        <translation>Preis und Währung eines Knotens, z. B. 100000 USD</translation>
    </message>
    <message>
        <source>A node from the catalog: its price and currency are the node price</source>
        <translation>Ein Knoten aus dem Katalog: Sein Preis und seine Währung gelten als Knotenpreis</translation>
    </message>
    <message>
        <source>per-port amortised</source>
        <translation>pro Port amortisiert</translation>
    </message>
    <message>
        <source>whole units to buy</source>
        <translation>ganze Kaufeinheiten</translation>
    </message>
    <message>
        <source>Which cost of the network upgrade decides: its share per port (NIC, switch port, cable) or the whole NICs, switches (in pairs) and cables to buy. The answer says whether the other basis would change it.</source>
        <translation>Welche Kosten des Netzwerk-Upgrades entscheiden: der Anteil pro Port (NIC, Switch-Port, Kabel) oder die ganzen zu kaufenden NICs, Switches (paarweise) und Kabel. Die Antwort gibt an, ob die andere Basis sie ändern würde.</translation>
    </message>
    <message>
        <source>only for mixed currencies, e.g. EUR:USD=1.08</source>
        <translation>nur bei gemischten Währungen, z. B. EUR:USD=1.08</translation>
    </message>
    <message>
        <source>1 EUR = 1.08 USD is written EUR:USD=1.08; the answer shows the rate and its date</source>
        <translation>1 EUR = 1,08 USD wird als EUR:USD=1.08 geschrieben; die Antwort zeigt den Kurs und sein Datum</translation>
    </message>
    <message>
        <source>Customer demand</source>
        <translation>Kundenbedarf</translation>
    </message>
    <message>
        <source>Growth per year</source>
        <translation>Wachstum pro Jahr</translation>
    </message>
    <message>
        <source>Years to carry</source>
        <translation>Abzudeckende Jahre</translation>
    </message>
    <message>
        <source>Nodes down</source>
        <translation>Knoten in Wartung</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Ports per node</source>
        <translation>Ports pro Knoten</translation>
    </message>
    <message>
        <source>Storage ports</source>
        <translation>Storage-Ports</translation>
    </message>
    <message>
        <source>Upgrade NIC</source>
        <translation>Upgrade-NIC</translation>
    </message>
    <message>
        <source>Upgrade switch</source>
        <translation>Upgrade-Switch</translation>
    </message>
    <message>
        <source>Upgrade cable</source>
        <translation>Upgrade-Kabel</translation>
    </message>
    <message>
        <source>Cost basis</source>
        <translation>Kostenbasis</translation>
    </message>
    <message>
        <source>Node price:</source>
        <translation>Knotenpreis:</translation>
    </message>
    <message>
        <source>Node from catalog</source>
        <translation>Knoten aus Katalog</translation>
    </message>
    <message>
        <source>Node scaling</source>
        <translation>Knotenskalierung</translation>
    </message>
    <message>
        <source>Nodes to add</source>
        <translation>Hinzuzufügende Knoten</translation>
    </message>
    <message>
        <source>Latency limit</source>
        <translation>Latenzgrenze</translation>
    </message>
    <message>
        <source>Headroom band:</source>
        <translation>Headroom-Bereich:</translation>
    </message>
    <message>
        <source>Headroom band</source>
        <translation>Headroom-Bereich</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>Wechselkurs</translation>
    </message>
    <message>
        <source>Rate read on</source>
        <translation>Kurs vom</translation>
    </message>
    <message>
        <source>open a library with measured curves.</source>
        <translation>eine Bibliothek mit gemessenen Kurven öffnen.</translation>
    </message>
    <message>
        <source>(none: the lab curves alone)</source>
        <translation>(keiner: nur die Laborkurven)</translation>
    </message>
    <message>
        <source>%1 (runs on %2)</source>
        <translation>%1 (läuft auf %2)</translation>
    </message>
    <message>
        <source>%1 of the customer&apos;s %2 nodes down leaves none to carry the demand</source>
        <translation>Mit %1 von %2 Knoten des Kunden in Wartung bleibt keiner, um den Bedarf abzudecken</translation>
    </message>
    <message numerus="yes">
        <source>In the sources: %1
measured with IOPS and latency on %n system(s)</source>
        <translation>
            <numerusform>In den Quellen: %1
mit IOPS und Latenz gemessen auf %n System</numerusform>
            <numerusform>In den Quellen: %1
mit IOPS und Latenz gemessen auf %n Systemen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 %3, %4 (%5)</source>
        <translation>%1 %2 %3, %4 (%5)</translation>
    </message>
    <message>
        <source>(the price typed above)</source>
        <translation>(der oben eingegebene Preis)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an amount with an optional currency, e.g. 100000 USD</source>
        <translation>„%1“ ist kein Betrag mit optionaler Währung, z. B. 100000 USD</translation>
    </message>
    <message>
        <source>An example input for the demo, not a quoted price: type your node&apos;s price</source>
        <translation>Eine Beispieleingabe für die Demo, kein Angebotspreis: Geben Sie den Preis Ihres Knotens ein</translation>
    </message>
    <message>
        <source>1 EUR = 1.08 USD is written EUR:USD=1.08</source>
        <translation>1 EUR = 1,08 USD wird als EUR:USD=1.08 geschrieben</translation>
    </message>
</context>
<context>
    <name>headroom::AdvisorResultView</name>
    <message>
        <source>&lt;b&gt;Options&lt;/b&gt; (hover a figure for how it was computed)</source>
        <translation>&lt;b&gt;Optionen&lt;/b&gt; (Maus über einen Wert halten zeigt seine Berechnung)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Network upgrade, per port amortised&lt;/b&gt;</source>
        <translation>&lt;b&gt;Netzwerk-Upgrade, pro Port amortisiert&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot advise yet:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Noch keine Empfehlung möglich:&lt;/b&gt; %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;&lt;i&gt;%n caution(s) — see Warnings below the tables.&lt;/i&gt;</source>
        <translation>
            <numerusform>&lt;br&gt;&lt;i&gt;%n Vorbehalt — siehe „Warnungen“ unter den Tabellen.&lt;/i&gt;</numerusform>
            <numerusform>&lt;br&gt;&lt;i&gt;%n Vorbehalte — siehe „Warnungen“ unter den Tabellen.&lt;/i&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Why:&lt;/b&gt;</source>
        <translation>&lt;b&gt;Begründung:&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bottleneck: %1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;Engpass: %1&lt;/b&gt; — %2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Customer demand %1:&lt;/b&gt; %2 IOPS at peak, growing %3 a year, carried for %n year(s) with %4 node(s) down.</source>
        <translation>
            <numerusform>&lt;b&gt;Kundenbedarf %1:&lt;/b&gt; %2 IOPS in der Spitze, Wachstum %3 pro Jahr, abgedeckt für %n Jahr mit %4 Knoten in Wartung.</numerusform>
            <numerusform>&lt;b&gt;Kundenbedarf %1:&lt;/b&gt; %2 IOPS in der Spitze, Wachstum %3 pro Jahr, abgedeckt für %n Jahre mit %4 Knoten in Wartung.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ports: &lt;b&gt;%2&lt;/b&gt; exact; %3 with the per-port cost rounded to whole units first (the report&apos;s rounding)%4</source>
        <translation>%1 Ports: &lt;b&gt;%2&lt;/b&gt; exakt; %3, wenn die Kosten pro Port zuerst auf ganze Einheiten gerundet werden (Rundung des Berichts)%4</translation>
    </message>
    <message>
        <source>; whole units for %1 nodes: %2</source>
        <translation>; ganze Einheiten für %1 Knoten: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Options&lt;/b&gt; in %1, cost on the %2 (hover a figure for how it was computed)</source>
        <translation>&lt;b&gt;Optionen&lt;/b&gt; in %1, Kostenbasis: %2 (Maus über einen Wert halten zeigt seine Berechnung)</translation>
    </message>
    <message>
        <source>&lt;h4&gt;Bottleneck evidence&lt;/h4&gt;&lt;ul&gt;</source>
        <translation>&lt;h4&gt;Belege für den Engpass&lt;/h4&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h4&gt;Not weighed&lt;/h4&gt;&lt;ul&gt;</source>
        <translation>&lt;h4&gt;Nicht berücksichtigt&lt;/h4&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Exchange rate used: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Verwendeter Wechselkurs: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h4&gt;How each cost was computed&lt;/h4&gt;&lt;ul&gt;</source>
        <translation>&lt;h4&gt;Wie die Kosten berechnet wurden&lt;/h4&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>&lt;/ul&gt;&lt;p&gt;Headroom: %1–%2 % of each curve&apos;s own peak, read at the middle of the band; latency limit %3 ms. %4.&lt;/p&gt;</source>
        <translation>&lt;/ul&gt;&lt;p&gt;Headroom: %1–%2 % des eigenen Spitzenwerts jeder Kurve, abgelesen in der Mitte des Bereichs; Latenzgrenze %3 ms. %4.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h4&gt;Warnings&lt;/h4&gt;&lt;ul&gt;</source>
        <translation>&lt;h4&gt;Warnungen&lt;/h4&gt;&lt;ul&gt;</translation>
    </message>
</context>
<context>
    <name>headroom::BenchPointsModel</name>
    <message>
        <source>%1 IOPS target</source>
        <translation>Ziel %1 IOPS</translation>
    </message>
    <message>
        <source>max (QD %1)</source>
        <translation>max. (QD %1)</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation>Mittlere Latenz</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>p99-Latenz</translation>
    </message>
</context>
<context>
    <name>headroom::BenchSetupForm</name>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>File size</source>
        <translation>Dateigröße</translation>
    </message>
    <message>
        <source>Destroy data on</source>
        <translation>Daten zerstören auf</translation>
    </message>
    <message>
        <source>Keep the test file</source>
        <translation>Testdatei behalten</translation>
    </message>
    <message>
        <source>Overwrite existing file</source>
        <translation>Vorhandene Datei überschreiben</translation>
    </message>
    <message>
        <source>Direct I/O</source>
        <translation>Direct I/O</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Blockgröße</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Leseanteil</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufallsanteil</translation>
    </message>
    <message>
        <source>Queue depth</source>
        <translation>Warteschlangentiefe</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Working set</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <source>Run time</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>Ramp</source>
        <translation>Anlaufzeit</translation>
    </message>
    <message>
        <source>I/O count</source>
        <translation>Anzahl I/Os</translation>
    </message>
    <message>
        <source>Target rate</source>
        <translation>Zielrate</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Messreihe</translation>
    </message>
    <message>
        <source>Queue depths</source>
        <translation>Warteschlangentiefen</translation>
    </message>
    <message>
        <source>Curve %</source>
        <translation>Kurve %</translation>
    </message>
    <message>
        <source>Stop at latency</source>
        <translation>Stopp bei Latenz</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>A new file (created, filled and removed afterwards), a directory, an existing file (only read unless Overwrite) or a block device (written only when blank)</source>
        <translation>Eine neue Datei (wird angelegt, gefüllt und danach entfernt), ein Verzeichnis, eine vorhandene Datei (nur gelesen, außer mit „Überschreiben“) oder ein Blockgerät (nur beschrieben, wenn es leer ist)</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>Datei…</translation>
    </message>
    <message>
        <source>Device…</source>
        <translation>Gerät…</translation>
    </message>
    <message>
        <source>Path:</source>
        <translation>Pfad:</translation>
    </message>
    <message>
        <source>Size of the test file Headroom creates: 4k, 512M, 1G, 1GiB</source>
        <translation>Größe der Testdatei, die Headroom anlegt: 4k, 512M, 1G, 1GiB</translation>
    </message>
    <message>
        <source>File size:</source>
        <translation>Dateigröße:</translation>
    </message>
    <message>
        <source>Like --destroy-data-on: a device that carries a partition table or a file system is written only when its path is typed here again. Everything on it is lost. A mounted or in-use device is never written.</source>
        <translation>Wie --destroy-data-on: Ein Gerät mit Partitionstabelle oder Dateisystem wird nur beschrieben, wenn sein Pfad hier erneut eingegeben wird. Alle Daten darauf gehen verloren. Ein eingehängtes oder belegtes Gerät wird nie beschrieben.</translation>
    </message>
    <message>
        <source>Destroy data on:</source>
        <translation>Daten zerstören auf:</translation>
    </message>
    <message>
        <source>Allow writes into an existing file Headroom did not create: its contents are lost</source>
        <translation>Schreibzugriffe auf eine vorhandene Datei erlauben, die Headroom nicht angelegt hat: Ihr Inhalt geht verloren</translation>
    </message>
    <message>
        <source>Direct I/O (O_DIRECT)</source>
        <translation>Direct I/O (O_DIRECT)</translation>
    </message>
    <message>
        <source>Bypass the page cache; off: buffered I/O</source>
        <translation>Seitencache umgehen; aus: gepufferte I/O</translation>
    </message>
    <message>
        <source>Treat file as disk image</source>
        <translation>Datei als Festplattenabbild behandeln</translation>
    </message>
    <message>
        <source>Judge the file as a block device: writes are refused when the image carries a partition table or a file system, unless Destroy data on repeats its path</source>
        <translation>Die Datei wie ein Blockgerät beurteilen: Schreibzugriffe werden verweigert, wenn das Abbild eine Partitionstabelle oder ein Dateisystem enthält, es sei denn, „Daten zerstören auf“ wiederholt seinen Pfad</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Vorlage:</translation>
    </message>
    <message>
        <source>Block size:</source>
        <translation>Blockgröße:</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Read:</source>
        <translation>Leseanteil:</translation>
    </message>
    <message>
        <source>Random:</source>
        <translation>Zufallsanteil:</translation>
    </message>
    <message>
        <source>Queue depth:</source>
        <translation>Warteschlangentiefe:</translation>
    </message>
    <message>
        <source>Jobs:</source>
        <translation>Jobs:</translation>
    </message>
    <message>
        <source>whole target</source>
        <translation>gesamtes Ziel</translation>
    </message>
    <message>
        <source>The part of the target the I/Os fall in, from its start: 256m, 1G (like --working-set); empty: all of it</source>
        <translation>Der Teil des Ziels, auf den die I/Os fallen, ab seinem Anfang: 256m, 1G (wie --working-set); leer: das gesamte Ziel</translation>
    </message>
    <message>
        <source>Working set:</source>
        <translation>Arbeitsbereich:</translation>
    </message>
    <message>
        <source>Run and sweep</source>
        <translation>Lauf und Messreihe</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Ramp time before each point, not measured</source>
        <translation>Anlaufzeit vor jedem Punkt, wird nicht gemessen</translation>
    </message>
    <message>
        <source>Run time:</source>
        <translation>Laufzeit:</translation>
    </message>
    <message>
        <source>Ramp:</source>
        <translation>Anlaufzeit:</translation>
    </message>
    <message>
        <source>none: run for the run time</source>
        <translation>keine: über die Laufzeit messen</translation>
    </message>
    <message>
        <source>End each point after this many I/Os over all jobs instead of after the run time (like --ios)</source>
        <translation>Jeden Punkt nach so vielen I/Os über alle Jobs beenden statt nach der Laufzeit (wie --ios)</translation>
    </message>
    <message>
        <source>IOPS; empty: as fast as possible</source>
        <translation>IOPS; leer: so schnell wie möglich</translation>
    </message>
    <message>
        <source>Pace the I/Os evenly at this many per second over all jobs (like --rate)</source>
        <translation>Die I/Os gleichmäßig mit dieser Rate pro Sekunde über alle Jobs takten (wie --rate)</translation>
    </message>
    <message>
        <source>I/O count:</source>
        <translation>Anzahl I/Os:</translation>
    </message>
    <message>
        <source>Target rate:</source>
        <translation>Zielrate:</translation>
    </message>
    <message>
        <source>Single point</source>
        <translation>Einzelner Punkt</translation>
    </message>
    <message>
        <source>Queue-depth sweep</source>
        <translation>Messreihe über Warteschlangentiefen</translation>
    </message>
    <message>
        <source>Curve (vdbench: % of max rate)</source>
        <translation>Kurve (vdbench: % der Maximalrate)</translation>
    </message>
    <message>
        <source>Sweep:</source>
        <translation>Messreihe:</translation>
    </message>
    <message>
        <source>One point per queue depth, like HCIBench&apos;s outstanding-I/O steps</source>
        <translation>Ein Punkt pro Warteschlangentiefe, wie die Outstanding-I/O-Stufen von HCIBench</translation>
    </message>
    <message>
        <source>Queue depths:</source>
        <translation>Warteschlangentiefen:</translation>
    </message>
    <message>
        <source>A run at maximum rate, then these percentages of the rate it reached</source>
        <translation>Ein Lauf mit maximaler Rate, dann diese Prozentsätze der erreichten Rate</translation>
    </message>
    <message>
        <source>Curve %:</source>
        <translation>Kurve %:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>End the sweep once a point&apos;s mean latency exceeds this</source>
        <translation>Die Messreihe beenden, sobald die mittlere Latenz eines Punkts diesen Wert überschreitet</translation>
    </message>
    <message>
        <source>Stop at latency:</source>
        <translation>Stopp bei Latenz:</translation>
    </message>
    <message>
        <source> run(s) of each point</source>
        <translation> × pro Punkt</translation>
    </message>
    <message>
        <source>Run every point this many times, interleaved across the sweep (QD1, QD2, …, QD1, QD2, …); each run is stored and the point is their mean with error bars. 3 or more give a 95 % interval (like --repeat)</source>
        <translation>Jeden Punkt so oft messen, verschränkt über die Messreihe (QD1, QD2, …, QD1, QD2, …); jeder Lauf wird gespeichert, und der Punkt ist ihr Mittelwert mit Fehlerbalken. Ab 3 Läufen ergibt sich ein 95-%-Intervall (wie --repeat)</translation>
    </message>
    <message>
        <source>Repeat:</source>
        <translation>Wiederholungen:</translation>
    </message>
    <message>
        <source>Test file (new or existing)</source>
        <translation>Testdatei (neu oder vorhanden)</translation>
    </message>
    <message>
        <source>Block device</source>
        <translation>Blockgerät</translation>
    </message>
    <message>
        <source>set by the curve</source>
        <translation>durch die Kurve festgelegt</translation>
    </message>
    <message>
        <source>type %1 again to allow writes</source>
        <translation>%1 erneut eingeben, um Schreibzugriffe zu erlauben</translation>
    </message>
    <message>
        <source>Not used: each point ends after the I/O count</source>
        <translation>Nicht verwendet: Jeder Punkt endet nach der Anzahl I/Os</translation>
    </message>
</context>
<context>
    <name>headroom::BenchmarkPage</name>
    <message>
        <source>Run on</source>
        <translation>Ausführen auf</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>Dieser Rechner</translation>
    </message>
    <message>
        <source>Cluster (fio servers)</source>
        <translation>Cluster (fio-Server)</translation>
    </message>
    <message>
        <source>Cluster: the same workload on every host at once through fio&apos;s client/server mode; the target is a directory (or device) path on the hosts</source>
        <translation>Cluster: derselbe Workload gleichzeitig auf allen Hosts über den Client/Server-Modus von fio; das Ziel ist ein Verzeichnis- (oder Geräte-)Pfad auf den Hosts</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Bereit.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Completed points&lt;/b&gt;</source>
        <translation>&lt;b&gt;Abgeschlossene Punkte&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation>Mittlere Latenz</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>p99-Latenz</translation>
    </message>
    <message>
        <source>An existing system of the library, or a new name</source>
        <translation>Ein vorhandenes System der Bibliothek oder ein neuer Name</translation>
    </message>
    <message>
        <source>Save to library</source>
        <translation>In Bibliothek speichern</translation>
    </message>
    <message>
        <source>System:</source>
        <translation>System:</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>Nicht gestartet: %1</translation>
    </message>
    <message>
        <source>Not ready: %1</source>
        <translation>Nicht bereit: %1</translation>
    </message>
    <message>
        <source> Keep is ticked: the file stays after the run.</source>
        <translation> „Testdatei behalten“ ist aktiviert: Die Datei bleibt nach dem Lauf erhalten.</translation>
    </message>
    <message>
        <source>No library is open.</source>
        <translation>Es ist keine Bibliothek geöffnet.</translation>
    </message>
    <message>
        <source>Saving is off: %1.</source>
        <translation>Speichern ist deaktiviert: %1.</translation>
    </message>
    <message>
        <source>Wait for the run to finish.</source>
        <translation>Warten Sie, bis der Lauf beendet ist.</translation>
    </message>
    <message>
        <source>No completed point to save yet.</source>
        <translation>Noch kein abgeschlossener Punkt zum Speichern.</translation>
    </message>
    <message>
        <source>These points are already saved.</source>
        <translation>Diese Punkte sind bereits gespeichert.</translation>
    </message>
    <message>
        <source>Store the completed points and their curve under this system</source>
        <translation>Die abgeschlossenen Punkte und ihre Kurve unter diesem System speichern</translation>
    </message>
    <message>
        <source>Name the system the results belong to.</source>
        <translation>Geben Sie das System an, zu dem die Ergebnisse gehören.</translation>
    </message>
    <message numerus="yes">
        <source>Stored %n measurement(s) (per host and cluster) under system &apos;%1&apos;.</source>
        <translation>
            <numerusform>%n Messung (pro Host und Cluster) unter System „%1“ gespeichert.</numerusform>
            <numerusform>%n Messungen (pro Host und Cluster) unter System „%1“ gespeichert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stored %n point(s) under system &apos;%1&apos;.</source>
        <translation>
            <numerusform>%n Punkt unter System „%1“ gespeichert.</numerusform>
            <numerusform>%n Punkte unter System „%1“ gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The points were not saved: %1. They are still here: save them again, or open a library you can write with File › Open Library.</source>
        <translation>Die Punkte wurden nicht gespeichert: %1. Sie sind noch vorhanden: Speichern Sie sie erneut oder öffnen Sie mit Datei › Bibliothek öffnen eine Bibliothek, in die Sie schreiben können.</translation>
    </message>
</context>
<context>
    <name>headroom::CatalogPage</name>
    <message>
        <source>Add item</source>
        <translation>Eintrag hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save the catalog (Ctrl+S); quitting with unsaved changes asks first</source>
        <translation>Katalog speichern (Ctrl+S); beim Beenden mit ungespeicherten Änderungen wird zuerst nachgefragt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Validation&lt;/b&gt;</source>
        <translation>&lt;b&gt;Prüfung&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s). Built-in: the six parts of the VxRail report (US list, March 2023). Your own prices are saved to &lt;code&gt;%1&lt;/code&gt;%2.</source>
        <translation>
            <numerusform>%n Eintrag. Integriert: die sechs Teile aus dem VxRail-Bericht (US-Listenpreise, März 2023). Ihre eigenen Preise werden in &lt;code&gt;%1&lt;/code&gt; gespeichert%2.</numerusform>
            <numerusform>%n Einträge. Integriert: die sechs Teile aus dem VxRail-Bericht (US-Listenpreise, März 2023). Ihre eigenen Preise werden in &lt;code&gt;%1&lt;/code&gt; gespeichert%2.</numerusform>
        </translation>
    </message>
    <message>
        <source> — &lt;b&gt;unsaved changes&lt;/b&gt;</source>
        <translation> — &lt;b&gt;ungespeicherte Änderungen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No problems: every item has a part number, ports, a known currency, a date and a source.</source>
        <translation>Keine Probleme: Jeder Eintrag hat eine Teilenummer, Ports, eine bekannte Währung, ein Datum und eine Quelle.</translation>
    </message>
    <message>
        <source>Import catalog</source>
        <translation>Katalog importieren</translation>
    </message>
    <message>
        <source>Imported %1 (undo with Ctrl+Z).</source>
        <translation>%1 importiert (rückgängig mit Ctrl+Z).</translation>
    </message>
    <message>
        <source>Export catalog</source>
        <translation>Katalog exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n item(s) to %1.</source>
        <translation>
            <numerusform>%n Eintrag nach %1 exportiert.</numerusform>
            <numerusform>%n Einträge nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>In %1 gespeichert.</translation>
    </message>
    <message>
        <source>Catalog (*.json *.csv);;JSON catalog (*.json);;CSV (*.csv)</source>
        <translation>Katalog (*.json *.csv);;JSON-Katalog (*.json);;CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>headroom::CatalogTableModel</name>
    <message>
        <source>%1 ÷ %2 port(s), exact, rounded once to cents</source>
        <translation>%1 ÷ %2 Port(s), exakt, einmal auf Cent gerundet</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>integriert</translation>
    </message>
    <message>
        <source>your catalog</source>
        <translation>Ihr Katalog</translation>
    </message>
    <message>
        <source>List price ÷ ports: the share of one port, as the per-port amortised cost uses it</source>
        <translation>Listenpreis ÷ Ports: der Anteil eines Ports, wie ihn die pro Port amortisierten Kosten verwenden</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>%1 von %2 bearbeiten</translation>
    </message>
    <message numerus="yes">
        <source>Not saved: fix the %n problem(s) listed first.</source>
        <translation>
            <numerusform>Nicht gespeichert: Beheben Sie zuerst das aufgeführte Problem (%n).</numerusform>
            <numerusform>Nicht gespeichert: Beheben Sie zuerst die %n aufgeführten Probleme.</numerusform>
        </translation>
    </message>
    <message>
        <source>NEW-%1</source>
        <translation>NEU-%1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Select an item to remove.</source>
        <translation>Wählen Sie einen Eintrag zum Entfernen aus.</translation>
    </message>
    <message>
        <source>%1 is a built-in item from the VxRail report; it cannot be removed, but you can change its price with your own source.</source>
        <translation>%1 ist ein integrierter Eintrag aus dem VxRail-Bericht; er kann nicht entfernt werden, aber Sie können seinen Preis mit eigener Quelle ändern.</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>%1: nothing imported:
%2</source>
        <translation>%1: nichts importiert:
%2</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message>
        <source>A node is priced whole: it has no port speed and no per-port share</source>
        <translation>Ein Knoten wird als Ganzes bepreist: Er hat keine Port-Geschwindigkeit und keinen Anteil pro Port</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>Teilenummer</translation>
    </message>
    <message>
        <source>Speed (Gb/s)</source>
        <translation>Geschwindigkeit (Gb/s)</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>Ports</translation>
    </message>
    <message>
        <source>List price</source>
        <translation>Listenpreis</translation>
    </message>
    <message>
        <source>Per port</source>
        <translation>Pro Port</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>Preisdatum</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Herkunft</translation>
    </message>
</context>
<context>
    <name>headroom::ClusterPanel</name>
    <message>
        <source>HOST[:PORT], e.g. 10.0.0.11 or node2:8766 or [fd00::2]</source>
        <translation>HOST[:PORT], z. B. 10.0.0.11, node2:8766 oder [fd00::2]</translation>
    </message>
    <message>
        <source>Hosts running `fio --server` (port 8765 unless given); several separated by commas</source>
        <translation>Hosts, auf denen `fio --server` läuft (Port 8765, sofern nicht angegeben); mehrere durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Import hosts file…</source>
        <translation>Hostdatei importieren…</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <source>The fio run here as the client (--client); the hosts run their own fio --server</source>
        <translation>Das fio, das hier als Client läuft (--client); die Hosts führen ihr eigenes fio --server aus</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>Host:</translation>
    </message>
    <message>
        <source>fio:</source>
        <translation>fio:</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>IOPS (last point)</source>
        <translation>IOPS (letzter Punkt)</translation>
    </message>
    <message>
        <source>Mean latency (last point)</source>
        <translation>Mittlere Latenz (letzter Punkt)</translation>
    </message>
    <message>
        <source>Import hosts file</source>
        <translation>Hostdatei importieren</translation>
    </message>
    <message>
        <source>not tested</source>
        <translation>nicht getestet</translation>
    </message>
    <message>
        <source>testing…</source>
        <translation>wird getestet…</translation>
    </message>
    <message>
        <source>answers</source>
        <translation>antwortet</translation>
    </message>
</context>
<context>
    <name>headroom::ClusterRunController</name>
    <message>
        <source>Not ready: add the hosts running `fio --server`.</source>
        <translation>Nicht bereit: Fügen Sie die Hosts hinzu, auf denen `fio --server` läuft.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>Cluster run on %1, on the device %2 of each host.</source>
        <translation>Cluster-Lauf auf %1, auf dem Gerät %2 jedes Hosts.</translation>
    </message>
    <message>
        <source>Cluster run on %1: each host writes its own %2 test file in the directory %3 (which must exist on every host); removed after the run.</source>
        <translation>Cluster-Lauf auf %1: Jeder Host schreibt seine eigene %2-Testdatei in das Verzeichnis %3 (das auf jedem Host existieren muss); sie wird nach dem Lauf entfernt.</translation>
    </message>
    <message>
        <source>removed after the run</source>
        <translation>wird nach dem Lauf entfernt</translation>
    </message>
    <message>
        <source>kept after the run</source>
        <translation>bleibt nach dem Lauf erhalten</translation>
    </message>
    <message>
        <source> fio&apos;s client/server mode has no authentication: use a trusted network.</source>
        <translation> Der Client/Server-Modus von fio hat keine Authentifizierung: Verwenden Sie ein vertrauenswürdiges Netzwerk.</translation>
    </message>
    <message>
        <source>Not started: add the hosts running `fio --server`.</source>
        <translation>Nicht gestartet: Fügen Sie die Hosts hinzu, auf denen `fio --server` läuft.</translation>
    </message>
    <message>
        <source>Not started: Repeat is not available in cluster mode yet; set it to 1 and run the sweep again for each run (runs of the same point are averaged in the library).</source>
        <translation>Nicht gestartet: „Wiederholungen“ ist im Cluster-Modus noch nicht verfügbar; stellen Sie den Wert auf 1 und starten Sie die Messreihe für jeden Lauf erneut (Läufe desselben Punkts werden in der Bibliothek gemittelt).</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>Nicht gestartet: %1</translation>
    </message>
    <message>
        <source>Not started: cannot create the folder %1</source>
        <translation>Nicht gestartet: Der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Checking that every host answers…</source>
        <translation>Es wird geprüft, ob alle Hosts antworten…</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>wird geprüft…</translation>
    </message>
    <message>
        <source>Cancelling on every host…</source>
        <translation>Abbruch auf allen Hosts…</translation>
    </message>
    <message>
        <source>Point %1/%2 on %3</source>
        <translation>Punkt %1/%2 auf %3</translation>
    </message>
    <message>
        <source>%1: %2 on every host…</source>
        <translation>%1: %2 auf allen Hosts…</translation>
    </message>
    <message>
        <source>running point %1/%2</source>
        <translation>Punkt %1/%2 läuft</translation>
    </message>
    <message>
        <source>cluster (%1)</source>
        <translation>Cluster (%1)</translation>
    </message>
    <message>
        <source>this cluster run</source>
        <translation>dieser Cluster-Lauf</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled on every host: %n point(s) completed and kept.</source>
        <translation>
            <numerusform>Auf allen Hosts abgebrochen: %n Punkt abgeschlossen und behalten.</numerusform>
            <numerusform>Auf allen Hosts abgebrochen: %n Punkte abgeschlossen und behalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished: %1 point(s) on %2.</source>
        <translation>Fertig: %1 Punkt(e) auf %2.</translation>
    </message>
    <message>
        <source> Sweep stopped early: %1.</source>
        <translation> Messreihe vorzeitig beendet: %1.</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation>Fehlgeschlagen.</translation>
    </message>
    <message>
        <source>stopped: see the error below</source>
        <translation>angehalten: siehe Fehler unten</translation>
    </message>
    <message>
        <source>The benchmark failed: %1</source>
        <translation>Der Benchmark ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
</context>
<context>
    <name>headroom::ClusterRunner</name>
    <message>
        <source>%1, QD %2</source>
        <translation>%1, QD %2</translation>
    </message>
</context>
<context>
    <name>headroom::ConnectTeamDialog</name>
    <message>
        <source>Encrypt when the server offers it</source>
        <translation>Verschlüsseln, wenn der Server es anbietet</translation>
    </message>
    <message>
        <source>Always encrypt</source>
        <translation>Immer verschlüsseln</translation>
    </message>
    <message>
        <source>Always encrypt and check the server&apos;s certificate</source>
        <translation>Immer verschlüsseln und das Zertifikat des Servers prüfen</translation>
    </message>
    <message>
        <source>Never encrypt (trusted network only)</source>
        <translation>Nie verschlüsseln (nur in vertrauenswürdigen Netzwerken)</translation>
    </message>
    <message>
        <source>Connect to Team Library</source>
        <translation>Mit Team-Bibliothek verbinden</translation>
    </message>
    <message>
        <source>db.example.com, or a socket folder such as /run/postgresql</source>
        <translation>db.example.com oder ein Socket-Ordner wie /run/postgresql</translation>
    </message>
    <message>
        <source>headroom</source>
        <translation>headroom</translation>
    </message>
    <message>
        <source>your PostgreSQL login (empty: your user name)</source>
        <translation>Ihr PostgreSQL-Login (leer: Ihr Benutzername)</translation>
    </message>
    <message>
        <source>the CA certificate that signed the server&apos;s (empty: ~/.postgresql/root.crt)</source>
        <translation>das CA-Zertifikat, mit dem das Zertifikat des Servers signiert ist (leer: ~/.postgresql/root.crt)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Database:</source>
        <translation>Datenbank:</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>Benutzer:</translation>
    </message>
    <message>
        <source>Security:</source>
        <translation>Sicherheit:</translation>
    </message>
    <message>
        <source>CA certificate:</source>
        <translation>CA-Zertifikat:</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Passwords come from ~/.pgpass or PGPASSWORD; when the server asks for one, Headroom asks you and keeps it only for this connection.</source>
        <translation>Passwörter kommen aus ~/.pgpass oder PGPASSWORD; verlangt der Server eines, fragt Headroom Sie danach und behält es nur für diese Verbindung.</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>name the server (or its socket folder)</source>
        <translation>geben Sie den Server (oder seinen Socket-Ordner) an</translation>
    </message>
    <message>
        <source>name the team library&apos;s database</source>
        <translation>geben Sie die Datenbank der Team-Bibliothek an</translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation>Adresse: %1</translation>
    </message>
    <message>
        <source>CA Certificate</source>
        <translation>CA-Zertifikat</translation>
    </message>
    <message>
        <source>Certificates (*.crt *.pem);;All files (*)</source>
        <translation>Zertifikate (*.crt *.pem);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>headroom::CustomerDemandView</name>
    <message>
        <source>Peak IOPS</source>
        <translation>Spitzen-IOPS</translation>
    </message>
    <message>
        <source>Average IOPS</source>
        <translation>Durchschnittliche IOPS</translation>
    </message>
    <message>
        <source>Peak throughput</source>
        <translation>Spitzendurchsatz</translation>
    </message>
    <message>
        <source>Average throughput</source>
        <translation>Durchschnittlicher Durchsatz</translation>
    </message>
    <message>
        <source>Read share</source>
        <translation>Leseanteil</translation>
    </message>
    <message>
        <source>Mean I/O size</source>
        <translation>Mittlere I/O-Größe</translation>
    </message>
    <message>
        <source>Nodes and network</source>
        <translation>Knoten und Netzwerk</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hosts&lt;/b&gt; (hover the link use for its derivation)</source>
        <translation>&lt;b&gt;Hosts&lt;/b&gt; (Maus über die Link-Auslastung halten zeigt ihre Herleitung)</translation>
    </message>
    <message>
        <source>not in the data</source>
        <translation>nicht in den Daten</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; — cluster of %n host(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; — Cluster mit %n Host</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; — Cluster mit %n Hosts</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — typed demand</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — eingegebener Bedarf</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source> (your chosen peak)</source>
        <translation> (Ihr gewählter Spitzenwert)</translation>
    </message>
    <message>
        <source> (an upper bound: host peaks need not coincide)</source>
        <translation> (eine Obergrenze: Die Spitzen der Hosts müssen nicht zusammenfallen)</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 × %2 per node</source>
        <translation>, %1 × %2 pro Knoten</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bottleneck on the customer&apos;s own hosts: %1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;Engpass auf den eigenen Hosts des Kunden: %1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>The demand&apos;s figures cannot be derived: %1</source>
        <translation>Die Kennzahlen des Bedarfs können nicht abgeleitet werden: %1</translation>
    </message>
    <message>
        <source>Import a Live Optics export (drop the .xlsx here) or pick a demand on the left.</source>
        <translation>Importieren Sie einen Live-Optics-Export (die .xlsx-Datei hier ablegen) oder wählen Sie links einen Bedarf.</translation>
    </message>
</context>
<context>
    <name>headroom::CustomerDemandsModel</name>
    <message>
        <source>cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>eingegeben</translation>
    </message>
    <message>
        <source>cannot be derived</source>
        <translation>nicht ableitbar</translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation> (gewählt)</translation>
    </message>
    <message>
        <source>%1/yr</source>
        <translation>%1/Jahr</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>Bedarf</translation>
    </message>
    <message>
        <source>The export&apos;s cluster, or the name of a typed demand</source>
        <translation>Der Cluster des Exports oder der Name eines eingegebenen Bedarfs</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>cluster: from an imported export; typed: entered by hand</source>
        <translation>Cluster: aus einem importierten Export; eingegeben: von Hand erfasst</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Hosts of the cluster</source>
        <translation>Hosts des Clusters</translation>
    </message>
    <message>
        <source>Peak IOPS</source>
        <translation>Spitzen-IOPS</translation>
    </message>
    <message>
        <source>Sum of the hosts&apos; peak IOPS: an upper bound, host peaks need not coincide (or the peak you chose)</source>
        <translation>Summe der Spitzen-IOPS der Hosts: eine Obergrenze, die Spitzen der Hosts müssen nicht zusammenfallen (oder der von Ihnen gewählte Spitzenwert)</translation>
    </message>
    <message>
        <source>Avg IOPS</source>
        <translation>Ø IOPS</translation>
    </message>
    <message>
        <source>Sum of the hosts&apos; average IOPS</source>
        <translation>Summe der durchschnittlichen IOPS der Hosts</translation>
    </message>
    <message>
        <source>Peak MB/s</source>
        <translation>Spitzen-MB/s</translation>
    </message>
    <message>
        <source>Sum of the hosts&apos; peak throughput, MB taken as 10^6 bytes</source>
        <translation>Summe des Spitzendurchsatzes der Hosts, MB als 10^6 Byte gerechnet</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Leseanteil</translation>
    </message>
    <message>
        <source>Σ (host read % × host average IOPS) ÷ Σ average IOPS</source>
        <translation>Σ (Leseanteil des Hosts in % × durchschnittliche IOPS des Hosts) ÷ Σ durchschnittliche IOPS</translation>
    </message>
    <message>
        <source>I/O size</source>
        <translation>I/O-Größe</translation>
    </message>
    <message>
        <source>Mean I/O size: average throughput ÷ average IOPS</source>
        <translation>Mittlere I/O-Größe: durchschnittlicher Durchsatz ÷ durchschnittliche IOPS</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Wachstum</translation>
    </message>
    <message>
        <source>Growth of the demand per year</source>
        <translation>Wachstum des Bedarfs pro Jahr</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>The library system this demand runs on</source>
        <translation>Das System der Bibliothek, auf dem dieser Bedarf läuft</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>Engpass</translation>
    </message>
    <message>
        <source>What the customer&apos;s own hosts say, by the advisor&apos;s rules</source>
        <translation>Was die eigenen Hosts des Kunden nach den Regeln des Beraters aussagen</translation>
    </message>
</context>
<context>
    <name>headroom::CustomerHostsModel</name>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>The host as the export names it</source>
        <translation>Der Host, wie ihn der Export benennt</translation>
    </message>
    <message>
        <source>Peak CPU</source>
        <translation>CPU-Spitze</translation>
    </message>
    <message>
        <source>The host&apos;s peak CPU utilisation</source>
        <translation>Die höchste CPU-Auslastung des Hosts</translation>
    </message>
    <message>
        <source>Peak IOPS</source>
        <translation>Spitzen-IOPS</translation>
    </message>
    <message>
        <source>The host&apos;s peak IOPS</source>
        <translation>Die Spitzen-IOPS des Hosts</translation>
    </message>
    <message>
        <source>Peak MB/s</source>
        <translation>Spitzen-MB/s</translation>
    </message>
    <message>
        <source>The host&apos;s peak throughput, MB taken as 10^6 bytes</source>
        <translation>Der Spitzendurchsatz des Hosts, MB als 10^6 Byte gerechnet</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>The host&apos;s NIC speeds together (Gb/s)</source>
        <translation>Die NIC-Geschwindigkeiten des Hosts zusammen (Gb/s)</translation>
    </message>
    <message>
        <source>Link use at peak</source>
        <translation>Link-Auslastung in der Spitze</translation>
    </message>
    <message>
        <source>Peak MB/s ÷ (Σ NIC speeds ÷ 8)</source>
        <translation>Spitzen-MB/s ÷ (Σ NIC-Geschwindigkeiten ÷ 8)</translation>
    </message>
</context>
<context>
    <name>headroom::CustomerPage</name>
    <message>
        <source>No library is open.</source>
        <translation>Es ist keine Bibliothek geöffnet.</translation>
    </message>
    <message>
        <source>Imports are off: %1. Create a library of your own (File › New Library…) to import a customer&apos;s export.</source>
        <translation>Importe sind deaktiviert: %1. Legen Sie eine eigene Bibliothek an (Datei › Neue Bibliothek…), um den Export eines Kunden zu importieren.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>%1: not a Live Optics export (benchmark results are imported on the Import page)</source>
        <translation>%1: kein Live-Optics-Export (Benchmark-Ergebnisse werden auf der Seite „Import“ importiert)</translation>
    </message>
    <message>
        <source>Nothing to import.</source>
        <translation>Nichts zu importieren.</translation>
    </message>
    <message>
        <source>Already in the library: %1</source>
        <translation>Bereits in der Bibliothek: %1</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>Es wurde nichts importiert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n cluster(s): %1.</source>
        <translation>
            <numerusform>%n Cluster importiert: %1.</numerusform>
            <numerusform>%n Cluster importiert: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import &amp;Live Optics Export…</source>
        <translation>&amp;Live-Optics-Export importieren…</translation>
    </message>
    <message>
        <source>A Live Optics VMware export (.xlsx); you can also drop it on this page</source>
        <translation>Ein Live-Optics-VMware-Export (.xlsx); Sie können ihn auch auf dieser Seite ablegen</translation>
    </message>
    <message>
        <source>Your choices for this demand</source>
        <translation>Ihre Vorgaben für diesen Bedarf</translation>
    </message>
    <message>
        <source>e.g. 20%, 20%/yr or 0.2</source>
        <translation>z. B. 20%, 20%/yr oder 0.2</translation>
    </message>
    <message>
        <source>The library system this demand runs on: the Advisor&apos;s baseline for it</source>
        <translation>Das System der Bibliothek, auf dem dieser Bedarf läuft: die Referenz des Beraters dafür</translation>
    </message>
    <message>
        <source>Use in the &amp;Advisor</source>
        <translation>Im &amp;Berater verwenden</translation>
    </message>
    <message>
        <source>Growth per year:</source>
        <translation>Wachstum pro Jahr:</translation>
    </message>
    <message>
        <source>Chosen peak IOPS:</source>
        <translation>Gewählte Spitzen-IOPS:</translation>
    </message>
    <message>
        <source>Runs on system:</source>
        <translation>Läuft auf System:</translation>
    </message>
    <message>
        <source>Growth per year</source>
        <translation>Wachstum pro Jahr</translation>
    </message>
    <message>
        <source>Chosen peak IOPS</source>
        <translation>Gewählte Spitzen-IOPS</translation>
    </message>
    <message>
        <source>Runs on system</source>
        <translation>Läuft auf System</translation>
    </message>
    <message>
        <source>Imports are off: %1</source>
        <translation>Importe sind deaktiviert: %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keines)</translation>
    </message>
    <message>
        <source>Edits are off: %1</source>
        <translation>Bearbeitung ist deaktiviert: %1</translation>
    </message>
    <message>
        <source>derived: %1 (type your own peak)</source>
        <translation>abgeleitet: %1 (eigenen Spitzenwert eingeben)</translation>
    </message>
    <message>
        <source>the derived peak</source>
        <translation>der abgeleitete Spitzenwert</translation>
    </message>
    <message>
        <source>Growth of %1 set to %2 a year (Edit › Undo takes it back).</source>
        <translation>Wachstum von %1 auf %2 pro Jahr gesetzt (Bearbeiten › Rückgängig nimmt es zurück).</translation>
    </message>
    <message>
        <source>%1 is sized on your peak of %2 IOPS (Edit › Undo takes it back).</source>
        <translation>%1 wird auf Ihren Spitzenwert von %2 IOPS ausgelegt (Bearbeiten › Rückgängig nimmt es zurück).</translation>
    </message>
    <message>
        <source>%1 is sized on its derived peak again.</source>
        <translation>%1 wird wieder auf seinen abgeleiteten Spitzenwert ausgelegt.</translation>
    </message>
    <message>
        <source>%1 runs on no library system now.</source>
        <translation>%1 läuft jetzt auf keinem System der Bibliothek.</translation>
    </message>
    <message>
        <source>%1 runs on %2.</source>
        <translation>%1 läuft auf %2.</translation>
    </message>
    <message>
        <source>Import a Live Optics Export</source>
        <translation>Live-Optics-Export importieren</translation>
    </message>
    <message>
        <source>Live Optics export (*.xlsx);;All files (*)</source>
        <translation>Live-Optics-Export (*.xlsx);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>headroom::FileDialog</name>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1-Datei</translation>
    </message>
    <message>
        <source>Headroom libraries (%1);;All files (*)</source>
        <translation>Headroom-Bibliotheken (%1);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>headroom::FindActionDialog</name>
    <message>
        <source>Find Action</source>
        <translation>Aktion suchen</translation>
    </message>
    <message>
        <source>Type a few letters of a command, then Enter</source>
        <translation>Einige Buchstaben eines Befehls eingeben, dann Eingabetaste</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>headroom::GuiWords</name>
    <message>
        <source> (another program may have changed the library: open it again with File › Open Recent to see what it holds now)</source>
        <translation> (möglicherweise hat ein anderes Programm die Bibliothek geändert: Öffnen Sie sie erneut mit Datei › Zuletzt geöffnet, um ihren aktuellen Inhalt zu sehen)</translation>
    </message>
    <message>
        <source> (type a name in System under test to name it otherwise)</source>
        <translation> (geben Sie unter „Getestetes System“ einen Namen ein, um es anders zu benennen)</translation>
    </message>
    <message>
        <source> (leave this file out of the import, or run the job again)</source>
        <translation> (lassen Sie diese Datei beim Import weg oder führen Sie den Job erneut aus)</translation>
    </message>
    <message>
        <source> (interval summaries)</source>
        <translation> (Intervallzusammenfassungen)</translation>
    </message>
    <message>
        <source>; Workload chooses another</source>
        <translation>; unter „Workload“ wählen Sie einen anderen</translation>
    </message>
    <message>
        <source>; Candidates choose others</source>
        <translation>; unter „Kandidaten“ wählen Sie andere</translation>
    </message>
    <message>
        <source>; Nodes chooses another count</source>
        <translation>; unter „Knoten“ wählen Sie eine andere Anzahl</translation>
    </message>
    <message>
        <source>; Ports per node chooses another count</source>
        <translation>; unter „Ports pro Knoten“ wählen Sie eine andere Anzahl</translation>
    </message>
    <message>
        <source>Open a backup with File › Open Library; Headroom&apos;s command-line tool can copy what can still be read into a new library (its “library recover” command)</source>
        <translation>Öffnen Sie eine Sicherung mit Datei › Bibliothek öffnen; das Befehlszeilenwerkzeug von Headroom kann das noch Lesbare in eine neue Bibliothek kopieren (sein Befehl „library recover“)</translation>
    </message>
    <message>
        <source>Cannot read the library %1: %2. Another program may have changed it, or the file is damaged: open it again with File › Open Recent, or open a backup with File › Open Library.</source>
        <translation>Die Bibliothek %1 kann nicht gelesen werden: %2. Möglicherweise hat ein anderes Programm sie geändert, oder die Datei ist beschädigt: Öffnen Sie sie erneut mit Datei › Zuletzt geöffnet oder öffnen Sie eine Sicherung mit Datei › Bibliothek öffnen.</translation>
    </message>
    <message>
        <source>The library was not opened: %1. Choose another with File › Open Library, or create one with File › New Library.</source>
        <translation>Die Bibliothek wurde nicht geöffnet: %1. Wählen Sie mit Datei › Bibliothek öffnen eine andere oder legen Sie mit Datei › Neue Bibliothek eine an.</translation>
    </message>
    <message>
        <source>Your own catalog items were not loaded: %1. The built-in prices are in use; fix or move that file and start Headroom again.</source>
        <translation>Ihre eigenen Katalogeinträge wurden nicht geladen: %1. Die eingebauten Preise werden verwendet; korrigieren oder verschieben Sie diese Datei und starten Sie Headroom erneut.</translation>
    </message>
    <message>
        <source>network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>headroom::ImportPage</name>
    <message>
        <source>Add &amp;Files…</source>
        <translation>&amp;Dateien hinzufügen…</translation>
    </message>
    <message>
        <source>Add F&amp;older…</source>
        <translation>&amp;Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>from the data (fio hostname, HCIBench cluster, CSV column)</source>
        <translation>aus den Daten (fio-Hostname, HCIBench-Cluster, CSV-Spalte)</translation>
    </message>
    <message>
        <source>KEY=VALUE, … added to every system this import touches (e.g. site=lab)</source>
        <translation>SCHLÜSSEL=WERT, … wird jedem System hinzugefügt, das dieser Import betrifft (z. B. site=lab)</translation>
    </message>
    <message>
        <source>System under test:</source>
        <translation>Getestetes System:</translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation>Schlagwörter:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>Warnings and errors appear here. Drop files or folders anywhere on the window.</source>
        <translation>Warnungen und Fehler erscheinen hier. Legen Sie Dateien oder Ordner an beliebiger Stelle im Fenster ab.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Import into Library</source>
        <translation>In Bibliothek &amp;importieren</translation>
    </message>
    <message>
        <source>Choose %1 results; nothing is stored before you import.</source>
        <translation>Wählen Sie Ergebnisse von %1; vor dem Import wird nichts gespeichert.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import Results</source>
        <translation>Ergebnisse importieren</translation>
    </message>
    <message>
        <source>Import a Results Folder</source>
        <translation>Ergebnisordner importieren</translation>
    </message>
    <message>
        <source>Tags: %1 (write KEY=VALUE, separated by commas)</source>
        <translation>Schlagwörter: %1 (SCHLÜSSEL=WERT, durch Kommas getrennt)</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n path(s)…</source>
        <translation>
            <numerusform>%n Pfad wird gelesen…</numerusform>
            <numerusform>%n Pfade werden gelesen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing can be imported: %1</source>
        <translation>Nichts kann importiert werden: %1</translation>
    </message>
    <message>
        <source>%1 file(s) to import with %2 point(s); %3 already in the library.</source>
        <translation>%1 Datei(en) mit %2 Punkt(en) zu importieren; %3 bereits in der Bibliothek.</translation>
    </message>
    <message>
        <source>Nothing to import yet: add files or folders and check the preview.</source>
        <translation>Noch nichts zu importieren: Fügen Sie Dateien oder Ordner hinzu und prüfen Sie die Vorschau.</translation>
    </message>
    <message>
        <source>Store every previewed file in the library, all or nothing</source>
        <translation>Alle Dateien der Vorschau in der Bibliothek speichern, alle oder keine</translation>
    </message>
    <message>
        <source>The files are read again with the options as they are now; import when the preview is ready.</source>
        <translation>Die Dateien werden mit den aktuellen Optionen erneut gelesen; importieren Sie, sobald die Vorschau bereit ist.</translation>
    </message>
    <message>
        <source>Imported %1 file(s), %2 measurement(s); %3 duplicate(s) skipped.</source>
        <translation>%1 Datei(en), %2 Messung(en) importiert; %3 Duplikat(e) übersprungen.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is %2 &apos;%3&apos; spelled differently</source>
        <translation>„%1“ ist %2 „%3“ in anderer Schreibweise</translation>
    </message>
    <message>
        <source>the library&apos;s system</source>
        <translation>das System der Bibliothek</translation>
    </message>
    <message>
        <source>another file&apos;s system</source>
        <translation>das System einer anderen Datei</translation>
    </message>
    <message>
        <source>The Same System?</source>
        <translation>Dasselbe System?</translation>
    </message>
    <message>
        <source>Case, spacing and punctuation do not make a new system:&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>Groß-/Kleinschreibung, Leerzeichen und Satzzeichen ergeben kein neues System:&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Use &apos;%1&apos;</source>
        <translation>„%1“ verwenden</translation>
    </message>
    <message>
        <source>Use the Existing Names</source>
        <translation>Vorhandene Namen verwenden</translation>
    </message>
    <message>
        <source>Create a New System</source>
        <translation>Neues System anlegen</translation>
    </message>
    <message>
        <source>Nothing was imported: choose the system&apos;s name and import again.</source>
        <translation>Es wurde nichts importiert: Wählen Sie den Namen des Systems und importieren Sie erneut.</translation>
    </message>
    <message>
        <source>No library is open: open one with File › Open Library, or create one with File › New Library.</source>
        <translation>Es ist keine Bibliothek geöffnet: Öffnen Sie eine mit Datei › Bibliothek öffnen oder legen Sie eine mit Datei › Neue Bibliothek an.</translation>
    </message>
    <message>
        <source>Imports are off: %1. Use File › New Library (or File › Open Library) for a library you can write.</source>
        <translation>Importe sind deaktiviert: %1. Verwenden Sie Datei › Neue Bibliothek (oder Datei › Bibliothek öffnen) für eine Bibliothek, in die Sie schreiben können.</translation>
    </message>
    <message>
        <source>Nothing was imported, and the library is as it was: %1. Fix what is named and import again.</source>
        <translation>Es wurde nichts importiert, und die Bibliothek ist unverändert: %1. Beheben Sie das Genannte und importieren Sie erneut.</translation>
    </message>
    <message>
        <source>auto (by content)</source>
        <translation>automatisch (nach Inhalt)</translation>
    </message>
</context>
<context>
    <name>headroom::ImportPreviewModel</name>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message numerus="yes">
        <source>new, %n warning(s)</source>
        <translation>
            <numerusform>neu, %n Warnung</numerusform>
            <numerusform>neu, %n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>already in the library: skipped</source>
        <translation>bereits in der Bibliothek: übersprungen</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Detected as</source>
        <translation>Erkannt als</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>Systeme</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>Workloads</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>headroom::LibraryEdits</name>
    <message>
        <source>No library is open.</source>
        <translation>Es ist keine Bibliothek geöffnet.</translation>
    </message>
    <message>
        <source>Rename system &apos;%1&apos;</source>
        <translation>System „%1“ umbenennen</translation>
    </message>
    <message>
        <source>Merge system &apos;%1&apos; into &apos;%2&apos;</source>
        <translation>System „%1“ mit „%2“ zusammenführen</translation>
    </message>
    <message>
        <source>Growth of &apos;%1&apos;</source>
        <translation>Wachstum von „%1“</translation>
    </message>
    <message>
        <source>Peak of &apos;%1&apos;</source>
        <translation>Spitzenwert von „%1“</translation>
    </message>
    <message>
        <source>Link &apos;%1&apos; to a system</source>
        <translation>„%1“ mit einem System verknüpfen</translation>
    </message>
    <message>
        <source>Delete system &apos;%1&apos;</source>
        <translation>System „%1“ löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n measurement(s)</source>
        <translation>
            <numerusform>%n Messung löschen</numerusform>
            <numerusform>%n Messungen löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete import %1</source>
        <translation>Import %1 löschen</translation>
    </message>
    <message>
        <source>Rename workload &apos;%1&apos;</source>
        <translation>Workload „%1“ umbenennen</translation>
    </message>
    <message>
        <source>Merge workload &apos;%1&apos; into &apos;%2&apos;</source>
        <translation>Workload „%1“ mit „%2“ zusammenführen</translation>
    </message>
    <message>
        <source>Rename Workload &apos;%1&apos;…</source>
        <translation>Workload „%1“ umbenennen…</translation>
    </message>
    <message>
        <source>Rename workload</source>
        <translation>Workload umbenennen</translation>
    </message>
    <message>
        <source>New name for &apos;%1&apos; (every measurement of it):</source>
        <translation>Neuer Name für „%1“ (alle zugehörigen Messungen):</translation>
    </message>
    <message>
        <source>Merge Workload &apos;%1&apos; Into…</source>
        <translation>Workload „%1“ zusammenführen mit…</translation>
    </message>
    <message>
        <source>Merge workload</source>
        <translation>Workload zusammenführen</translation>
    </message>
    <message>
        <source>Move every measurement of &apos;%1&apos; to:</source>
        <translation>Alle Messungen von „%1“ verschieben nach:</translation>
    </message>
    <message>
        <source>Edit the tags of &apos;%1&apos;</source>
        <translation>Schlagwörter von „%1“ bearbeiten</translation>
    </message>
    <message>
        <source>There is no system &apos;%1&apos; in the library.</source>
        <translation>Die Bibliothek enthält kein System „%1“.</translation>
    </message>
    <message>
        <source>Edit nodes and network of &apos;%1&apos;</source>
        <translation>Knoten und Netzwerk von „%1“ bearbeiten</translation>
    </message>
    <message>
        <source>Nodes and network of %1</source>
        <translation>Knoten und Netzwerk von %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source>The speed of one port: the upgrade&apos;s NIC, switch and cable must run at it</source>
        <translation>Die Geschwindigkeit eines Ports: NIC, Switch und Kabel des Upgrades müssen sie unterstützen</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>Knoten:</translation>
    </message>
    <message>
        <source>Link speed per port:</source>
        <translation>Link-Geschwindigkeit pro Port:</translation>
    </message>
    <message>
        <source>Ports per node:</source>
        <translation>Ports pro Knoten:</translation>
    </message>
    <message>
        <source>Edit the library</source>
        <translation>Bibliothek bearbeiten</translation>
    </message>
    <message>
        <source>

Undo with Ctrl+Z.</source>
        <translation>

Rückgängig mit Ctrl+Z.</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Rename system</source>
        <translation>System umbenennen</translation>
    </message>
    <message>
        <source>New name for &apos;%1&apos;:</source>
        <translation>Neuer Name für „%1“:</translation>
    </message>
    <message>
        <source>Nodes and Network…</source>
        <translation>Knoten und Netzwerk…</translation>
    </message>
    <message>
        <source>Edit Tags…</source>
        <translation>Schlagwörter bearbeiten…</translation>
    </message>
    <message>
        <source>Tags of %1</source>
        <translation>Schlagwörter von %1</translation>
    </message>
    <message>
        <source>One KEY=VALUE per line (e.g. rack=B7, nic=540-BDEF):</source>
        <translation>Ein SCHLÜSSEL=WERT pro Zeile (z. B. rack=B7, nic=540-BDEF):</translation>
    </message>
    <message>
        <source>Merge Into…</source>
        <translation>Zusammenführen mit…</translation>
    </message>
    <message>
        <source>Merge system</source>
        <translation>System zusammenführen</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <source>Delete system &apos;%1&apos; and all its measurements?</source>
        <translation>System „%1“ und alle seine Messungen löschen?</translation>
    </message>
    <message>
        <source>Measurement %1 is no longer in the library.</source>
        <translation>Messung %1 ist nicht mehr in der Bibliothek.</translation>
    </message>
    <message>
        <source>Delete Measurement</source>
        <translation>Messung löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete Its Import (%n measurement(s))…</source>
        <translation>
            <numerusform>Zugehörigen Import löschen (%n Messung)…</numerusform>
            <numerusform>Zugehörigen Import löschen (%n Messungen)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete the import of %1 and its %n measurement(s)?</source>
        <translation>
            <numerusform>Den Import von %1 und seine %n Messung löschen?</numerusform>
            <numerusform>Den Import von %1 und seine %n Messungen löschen?</numerusform>
        </translation>
    </message>
    <message>
        <source>edit the tags of &apos;%1&apos;</source>
        <translation>Schlagwörter von „%1“ bearbeiten</translation>
    </message>
    <message>
        <source>edit nodes and network of &apos;%1&apos;</source>
        <translation>Knoten und Netzwerk von „%1“ bearbeiten</translation>
    </message>
    <message>
        <source>Off: %1</source>
        <translation>Aus: %1</translation>
    </message>
</context>
<context>
    <name>headroom::LibrarySession</name>
    <message>
        <source>you are a viewer of this team library (%1): importing needs %2, renaming/merging/deleting %3</source>
        <translation>Sie sind Betrachter dieser Team-Bibliothek (%1): Importieren erfordert %2, Umbenennen/Zusammenführen/Löschen %3</translation>
    </message>
    <message>
        <source>you hold none of this team library&apos;s roles (%1, %2, %3): ask its owner for one</source>
        <translation>Sie haben keine der Rollen dieser Team-Bibliothek (%1, %2, %3): Bitten Sie ihren Eigentümer um eine</translation>
    </message>
    <message>
        <source>you are a contributor to this team library (%1): renaming, merging and deleting need %2</source>
        <translation>Sie tragen zu dieser Team-Bibliothek bei (%1): Umbenennen, Zusammenführen und Löschen erfordern %2</translation>
    </message>
</context>
<context>
    <name>headroom::LocalRunController</name>
    <message>
        <source>Creating and filling the test file…</source>
        <translation>Testdatei wird angelegt und gefüllt…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>Point %1 of %2 (%3)</source>
        <translation>Punkt %1 von %2 (%3)</translation>
    </message>
    <message>
        <source>: ramping up…</source>
        <translation>: Anlaufphase…</translation>
    </message>
    <message>
        <source>%1: %2 IOPS · %3 · %4 mean</source>
        <translation>%1: %2 IOPS · %3 · %4 im Mittel</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>dieser Lauf</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n point(s) completed and kept.</source>
        <translation>
            <numerusform>Abgebrochen: %n Punkt abgeschlossen und behalten.</numerusform>
            <numerusform>Abgebrochen: %n Punkte abgeschlossen und behalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n point(s).</source>
        <translation>
            <numerusform>Fertig: %n Punkt.</numerusform>
            <numerusform>Fertig: %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source> Sweep stopped early: %1.</source>
        <translation> Messreihe vorzeitig beendet: %1.</translation>
    </message>
    <message>
        <source> Test file kept: %1.</source>
        <translation> Testdatei behalten: %1.</translation>
    </message>
    <message>
        <source> Test file removed.</source>
        <translation> Testdatei entfernt.</translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation>Fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The benchmark failed: %1</source>
        <translation>Der Benchmark ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>Dieser Lauf</translation>
    </message>
</context>
<context>
    <name>headroom::LocalRunner</name>
    <message>
        <source>the benchmark ended without a result</source>
        <translation>der Benchmark endete ohne Ergebnis</translation>
    </message>
</context>
<context>
    <name>headroom::MainWindow</name>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>&amp;Import Results…</source>
        <translation>Ergebnisse &amp;importieren…</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Library…</source>
        <translation>&amp;Neue Bibliothek…</translation>
    </message>
    <message>
        <source>&amp;Open Library…</source>
        <translation>Bibliothek &amp;öffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open &amp;Demo Library</source>
        <translation>&amp;Demo-Bibliothek öffnen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation>Ü&amp;ber Headroom</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>Berater</translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation>Be&amp;richt exportieren…</translation>
    </message>
    <message>
        <source>The Advisor has no answer yet: choose a workload, a baseline and the network parts.</source>
        <translation>Der Berater hat noch keine Antwort: Wählen Sie einen Workload, eine Referenz und die Netzwerkkomponenten.</translation>
    </message>
    <message>
        <source>Export &amp;Workbook…</source>
        <translation>&amp;Arbeitsmappe exportieren…</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>The Advisor cannot use %1: its figures cannot be derived.</source>
        <translation>Der Berater kann %1 nicht verwenden: Seine Kennzahlen können nicht abgeleitet werden.</translation>
    </message>
    <message>
        <source>changes to the pricing catalog</source>
        <translation>Änderungen am Preiskatalog</translation>
    </message>
    <message>
        <source>benchmark points not saved to the library</source>
        <translation>nicht in der Bibliothek gespeicherte Benchmark-Punkte</translation>
    </message>
    <message>
        <source>Quit Headroom?</source>
        <translation>Headroom beenden?</translation>
    </message>
    <message>
        <source>There is unsaved work:&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>Es gibt ungespeicherte Arbeit:&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Save Catalog and Quit</source>
        <translation>Katalog speichern und beenden</translation>
    </message>
    <message>
        <source>Benchmark points are saved from the Benchmark workspace (Save to Library); choose Cancel to go back and save them.</source>
        <translation>Benchmark-Punkte werden im Arbeitsbereich „Benchmark“ gespeichert („In Bibliothek speichern“); wählen Sie „Abbrechen“, um zurückzugehen und sie zu speichern.</translation>
    </message>
    <message>
        <source>Quit Without Saving</source>
        <translation>Ohne Speichern beenden</translation>
    </message>
    <message>
        <source>The catalog was not saved: %1</source>
        <translation>Der Katalog wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>The library you had open last, %1, no longer exists; this is the demo library.</source>
        <translation>Die zuletzt geöffnete Bibliothek, %1, existiert nicht mehr; dies ist die Demo-Bibliothek.</translation>
    </message>
    <message>
        <source>The example systems (%1, %2) are missing from this build&apos;s demo library.</source>
        <translation>Die Beispielsysteme (%1, %2) fehlen in der Demo-Bibliothek dieses Builds.</translation>
    </message>
    <message>
        <source>%1: could not encode the screenshot</source>
        <translation>%1: Das Bildschirmfoto konnte nicht kodiert werden</translation>
    </message>
    <message>
        <source>Headroom — %1 (damaged, read-only)</source>
        <translation>Headroom — %1 (beschädigt, schreibgeschützt)</translation>
    </message>
    <message>
        <source>Headroom — demo library (read-only)</source>
        <translation>Headroom — Demo-Bibliothek (schreibgeschützt)</translation>
    </message>
    <message>
        <source>Headroom — %1 (read-only)</source>
        <translation>Headroom — %1 (schreibgeschützt)</translation>
    </message>
    <message>
        <source>Headroom — %1</source>
        <translation>Headroom — %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Demo library, read-only.&lt;/b&gt; Published figures from the seed reports (VxRail 25 vs 100 GbE, vSAN ESA Optane home lab) and real fio curves of one Ceph cluster with HDD and then SSD OSDs. Use File › New Library to keep your own results.</source>
        <translation>&lt;b&gt;Demo-Bibliothek, schreibgeschützt.&lt;/b&gt; Veröffentlichte Werte aus den Ausgangsberichten (VxRail 25 vs. 100 GbE, vSAN-ESA-Optane-Heimlabor) und echte fio-Kurven eines Ceph-Clusters mit zunächst HDD- und dann SSD-OSDs. Verwenden Sie Datei › Neue Bibliothek, um eigene Ergebnisse zu speichern.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only library.&lt;/b&gt; %1. Its results can be read and compared; imports, edits and saving benchmark points are off. Use File › New Library to keep new results.</source>
        <translation>&lt;b&gt;Schreibgeschützte Bibliothek.&lt;/b&gt; %1. Ihre Ergebnisse können gelesen und verglichen werden; Importe, Bearbeitung und das Speichern von Benchmark-Punkten sind deaktiviert. Verwenden Sie Datei › Neue Bibliothek, um neue Ergebnisse zu speichern.</translation>
    </message>
    <message>
        <source>Library &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Bibliothek &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot read this library.&lt;/b&gt; %1: %2. The file may be damaged or changed by another program. Open another library with File › Open Library.</source>
        <translation>&lt;b&gt;Diese Bibliothek kann nicht gelesen werden.&lt;/b&gt; %1: %2. Die Datei ist möglicherweise beschädigt oder wurde von einem anderen Programm geändert. Öffnen Sie mit Datei › Bibliothek öffnen eine andere Bibliothek.</translation>
    </message>
    <message>
        <source>Open Library</source>
        <translation>Bibliothek öffnen</translation>
    </message>
    <message>
        <source>New Library</source>
        <translation>Neue Bibliothek</translation>
    </message>
    <message>
        <source>%1 already exists; open it with File › Open Library, or choose a new name. Headroom never overwrites a file.</source>
        <translation>%1 existiert bereits; öffnen Sie die Datei mit Datei › Bibliothek öffnen oder wählen Sie einen neuen Namen. Headroom überschreibt niemals eine Datei.</translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation>Über Headroom</translation>
    </message>
    <message>
        <source>Export &amp;Chart…</source>
        <translation>Dia&amp;gramm exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;Table as CSV…</source>
        <translation>&amp;Tabelle als CSV exportieren…</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the chart (PNG and SVG) or the table (tab-separated) that was clicked last</source>
        <translation>Das zuletzt angeklickte Diagramm (PNG und SVG) oder die zuletzt angeklickte Tabelle (tabulatorgetrennt) kopieren</translation>
    </message>
    <message>
        <source>&amp;Find in Library</source>
        <translation>In Bibliothek &amp;suchen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Find Action…</source>
        <translation>&amp;Aktion suchen…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Copied the table as tab-separated values</source>
        <translation>Tabelle als tabulatorgetrennte Werte kopiert</translation>
    </message>
    <message>
        <source>Copied the chart as PNG and SVG</source>
        <translation>Diagramm als PNG und SVG kopiert</translation>
    </message>
    <message>
        <source>Nothing to copy: click a chart or a table first, then copy.</source>
        <translation>Nichts zu kopieren: Klicken Sie zuerst auf ein Diagramm oder eine Tabelle und kopieren Sie dann.</translation>
    </message>
    <message>
        <source>This workspace shows no chart to export: the Advisor and Compare do, once they have an answer.</source>
        <translation>Dieser Arbeitsbereich zeigt kein exportierbares Diagramm: Berater und Vergleich zeigen eines, sobald sie eine Antwort haben.</translation>
    </message>
    <message>
        <source>This workspace shows no table to export.</source>
        <translation>Dieser Arbeitsbereich zeigt keine exportierbare Tabelle.</translation>
    </message>
    <message>
        <source>Exported the table as CSV</source>
        <translation>Tabelle als CSV exportiert</translation>
    </message>
    <message>
        <source>Search any column…</source>
        <translation>In allen Spalten suchen…</translation>
    </message>
    <message>
        <source>System:</source>
        <translation>System:</translation>
    </message>
    <message>
        <source>Workload:</source>
        <translation>Workload:</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>&lt;p&gt;Select a measurement to see every figure and where it comes from.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wählen Sie eine Messung aus, um alle Werte und ihre Herkunft zu sehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>There is no workspace named “%1”. The workspaces are: %2.</source>
        <translation>Es gibt keinen Arbeitsbereich namens „%1“. Die Arbeitsbereiche sind: %2.</translation>
    </message>
    <message>
        <source>The chart was not copied: %1. Try again, or export it to a file (File › Export Chart).</source>
        <translation>Das Diagramm wurde nicht kopiert: %1. Versuchen Sie es erneut oder exportieren Sie es in eine Datei (Datei › Diagramm exportieren).</translation>
    </message>
    <message>
        <source>Advisor example</source>
        <translation>Berater-Beispiel</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>All systems</source>
        <translation>Alle Systeme</translation>
    </message>
    <message>
        <source>All workloads</source>
        <translation>Alle Workloads</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>measurements, systems</comment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln measurement(s)</source>
        <translation>
            <numerusform>%Ln Messung</numerusform>
            <numerusform>%Ln Messungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln system(s)</source>
        <translation>
            <numerusform>%Ln System</numerusform>
            <numerusform>%Ln Systeme</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;This library is damaged.&lt;/b&gt; %1.</source>
        <translation>&lt;b&gt;Diese Bibliothek ist beschädigt.&lt;/b&gt; %1.</translation>
    </message>
    <message>
        <source>&amp;Connect to Team Library…</source>
        <translation>Mit &amp;Team-Bibliothek verbinden…</translation>
    </message>
    <message>
        <source>Open the results library your team shares on a PostgreSQL server</source>
        <translation>Die Ergebnisbibliothek öffnen, die Ihr Team auf einem PostgreSQL-Server teilt</translation>
    </message>
    <message>
        <source>your user</source>
        <translation>Ihr Benutzer</translation>
    </message>
    <message>
        <source>Team Library Password</source>
        <translation>Passwort der Team-Bibliothek</translation>
    </message>
    <message>
        <source>Password of %1 for the team library %2 on %3:</source>
        <translation>Passwort von %1 für die Team-Bibliothek %2 auf %3:</translation>
    </message>
    <message>
        <source>%1: not connected, no password was given</source>
        <translation>%1: nicht verbunden, es wurde kein Passwort angegeben</translation>
    </message>
    <message>
        <source>Off: %1</source>
        <translation>Aus: %1</translation>
    </message>
    <message>
        <source>The team library changed: another member imported, edited or deleted results. Shown as it is now.</source>
        <translation>Die Team-Bibliothek hat sich geändert: Ein anderes Mitglied hat Ergebnisse importiert, bearbeitet oder gelöscht. Sie wird jetzt im aktuellen Stand gezeigt.</translation>
    </message>
    <message>
        <source>Reading the library: %1 of %2 measurements…</source>
        <translation>Bibliothek wird gelesen: %1 von %2 Messungen…</translation>
    </message>
</context>
<context>
    <name>headroom::ReportDialog</name>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>made from the workload and baseline</source>
        <translation>aus Workload und Referenz erstellt</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Document (portrait pages)</source>
        <translation>Dokument (Hochformat)</translation>
    </message>
    <message>
        <source>Slides (16:9)</source>
        <translation>Folien (16:9)</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Page size</source>
        <translation>Seitengröße</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
    <message>
        <source>Layout (PDF)</source>
        <translation>Layout (PDF)</translation>
    </message>
    <message>
        <source>Template (PPTX)</source>
        <translation>Vorlage (PPTX)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>PDF (the layout chosen), HTML (one file) or PPTX (the slides, editable)</source>
        <translation>PDF (im gewählten Layout), HTML (eine Datei) oder PPTX (die Folien, bearbeitbar)</translation>
    </message>
    <message>
        <source>Headroom&apos;s own</source>
        <translation>Headroom-Standard</translation>
    </message>
    <message>
        <source>A PowerPoint template (.potx or .pptx) whose master, layouts and theme the PPTX deck uses</source>
        <translation>Eine PowerPoint-Vorlage (.potx oder .pptx), deren Master, Layouts und Design die PPTX-Präsentation verwendet</translation>
    </message>
    <message>
        <source>Template…</source>
        <translation>Vorlage…</translation>
    </message>
    <message>
        <source>PowerPoint template</source>
        <translation>PowerPoint-Vorlage</translation>
    </message>
    <message>
        <source>PowerPoint template (*.potx *.pptx)</source>
        <translation>PowerPoint-Vorlage (*.potx *.pptx)</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s). Save… writes PDF, HTML or PPTX; a PPTX deck holds the slides.</source>
        <translation>
            <numerusform>%n Seite. „Speichern…“ schreibt PDF, HTML oder PPTX; eine PPTX-Präsentation enthält die Folien.</numerusform>
            <numerusform>%n Seiten. „Speichern…“ schreibt PDF, HTML oder PPTX; eine PPTX-Präsentation enthält die Folien.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the file name must end in .pdf, .html or .pptx</source>
        <translation>%1: Der Dateiname muss auf .pdf, .html oder .pptx enden</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert…</translation>
    </message>
    <message>
        <source>Save report</source>
        <translation>Bericht speichern</translation>
    </message>
    <message>
        <source>PDF document (*.pdf);;HTML page (*.html);;PowerPoint deck (*.pptx)</source>
        <translation>PDF-Dokument (*.pdf);;HTML-Seite (*.html);;PowerPoint-Präsentation (*.pptx)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>The report was not saved: %1. Choose another folder or file name and save again.</source>
        <translation>Der Bericht wurde nicht gespeichert: %1. Wählen Sie einen anderen Ordner oder Dateinamen und speichern Sie erneut.</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>US-Letter</translation>
    </message>
</context>
<context>
    <name>headroom::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Ctrl+K finds any command by name. Undo and Redo act on the workspace shown (Library, Catalog or Customer); Copy copies the chart or table that was clicked last, and Export Chart and Export Table take the workspace&apos;s first one when none was clicked.</source>
        <translation>Ctrl+K findet jeden Befehl nach seinem Namen. Rückgängig und Wiederholen wirken auf den angezeigten Arbeitsbereich (Bibliothek, Katalog oder Kunde); Kopieren kopiert das zuletzt angeklickte Diagramm bzw. die zuletzt angeklickte Tabelle, und „Diagramm exportieren“ und „Tabelle exportieren“ verwenden das erste des Arbeitsbereichs, wenn nichts angeklickt wurde.</translation>
    </message>
</context>
<context>
    <name>headroom::StartPanel</name>
    <message>
        <source>&lt;b&gt;Add nodes or upgrade the network?&lt;/b&gt; Headroom puts IOPS-vs-latency curves side by side, prices each option per IOPS gained and says where the bottleneck is.</source>
        <translation>&lt;b&gt;Knoten hinzufügen oder Netzwerk aufrüsten?&lt;/b&gt; Headroom stellt IOPS-Latenz-Kurven nebeneinander, bepreist jede Option pro IOPS Zuwachs und zeigt, wo der Engpass liegt.</translation>
    </message>
    <message>
        <source>Import results…</source>
        <translation>Ergebnisse importieren…</translation>
    </message>
    <message>
        <source>fio JSON, HCIBench, vdbench or CSV files and folders, or a customer&apos;s Live Optics export (Ctrl+I)</source>
        <translation>fio-JSON-, HCIBench-, vdbench- oder CSV-Dateien und -Ordner oder der Live-Optics-Export eines Kunden (Ctrl+I)</translation>
    </message>
    <message>
        <source>Run a benchmark…</source>
        <translation>Benchmark ausführen…</translation>
    </message>
    <message>
        <source>Measure a disk, file or directory with Headroom&apos;s io_uring engine</source>
        <translation>Eine Festplatte, eine Datei oder ein Verzeichnis mit der io_uring-Engine von Headroom messen</translation>
    </message>
    <message>
        <source>Open the Advisor on an example</source>
        <translation>Berater mit einem Beispiel öffnen</translation>
    </message>
    <message>
        <source>A customer&apos;s own workload (the demo&apos;s Live Optics export) against the VxRail 25 vs 100 GbE curves</source>
        <translation>Der eigene Workload eines Kunden (der Live-Optics-Export der Demo) im Vergleich mit den VxRail-Kurven 25 vs. 100 GbE</translation>
    </message>
    <message>
        <source>New library…</source>
        <translation>Neue Bibliothek…</translation>
    </message>
    <message>
        <source>A library file of your own: the demo is read-only</source>
        <translation>Eine eigene Bibliotheksdatei: Die Demo ist schreibgeschützt</translation>
    </message>
</context>
<context>
    <name>headroom::UserGuideDialog</name>
    <message>
        <source>Headroom User Guide</source>
        <translation>Headroom-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>This guide is in English.</source>
        <translation>Dieses Handbuch ist auf Englisch.</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>&amp;Inhalt</translation>
    </message>
    <message>
        <source>Back to the top of the guide</source>
        <translation>Zurück zum Anfang des Handbuchs</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
</context>
<context>
    <name>headroom::WindowDrop</name>
    <message>
        <source>it no longer exists</source>
        <translation>existiert nicht mehr</translation>
    </message>
    <message>
        <source>you may not read this folder</source>
        <translation>keine Leseberechtigung für diesen Ordner</translation>
    </message>
    <message>
        <source>it is a device, pipe or socket, not a file</source>
        <translation>ein Gerät, eine Pipe oder ein Socket, keine Datei</translation>
    </message>
    <message>
        <source>you may not read this file</source>
        <translation>keine Leseberechtigung für diese Datei</translation>
    </message>
    <message>
        <source>Only files and folders can be dropped here: a Headroom library to open it, or results files and folders to import them.</source>
        <translation>Hier können nur Dateien und Ordner abgelegt werden: eine Headroom-Bibliothek, um sie zu öffnen, oder Ergebnisdateien und -ordner, um sie zu importieren.</translation>
    </message>
    <message>
        <source>Nothing was opened or imported: %1 cannot be read (%2). Drop files and folders you can open, or check the file&apos;s permissions.</source>
        <translation>Es wurde nichts geöffnet oder importiert: %1 kann nicht gelesen werden (%2). Legen Sie Dateien und Ordner ab, die Sie öffnen können, oder prüfen Sie die Berechtigungen der Datei.</translation>
    </message>
    <message>
        <source>Nothing was opened or imported: the drop mixes a Headroom library (%1) with results files. Drop the library on its own to open it, or only results files and folders to import them.</source>
        <translation>Es wurde nichts geöffnet oder importiert: Die abgelegten Elemente mischen eine Headroom-Bibliothek (%1) mit Ergebnisdateien. Legen Sie die Bibliothek allein ab, um sie zu öffnen, oder nur Ergebnisdateien und -ordner, um sie zu importieren.</translation>
    </message>
</context>
<context>
    <name>headroom::WorkbookExport</name>
    <message>
        <source>Export workbook</source>
        <translation>Arbeitsmappe exportieren</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
</context>
<context>
    <name>headroom::advice</name>
    <message>
        <source>%1: one measured point only; its &apos;peak&apos; is that point, not necessarily the system&apos;s peak, and the headroom band below it needs lower-load points (or extrapolation)</source>
        <translation>%1: nur ein gemessener Punkt; seine „Spitze“ ist dieser Punkt, nicht unbedingt die Spitze des Systems, und der Headroom-Bereich darunter erfordert Punkte mit geringerer Last (oder Extrapolation)</translation>
    </message>
    <message>
        <source>%1 is priced in %2 but the answer is in %3: give an exchange rate with its date, or price the parts in one currency</source>
        <translation>%1 ist in %2 bepreist, die Antwort aber in %3: Geben Sie einen Wechselkurs mit Datum an oder bepreisen Sie die Teile in einer Währung</translation>
    </message>
    <message>
        <source>%1: %2 converted to %3 at %4</source>
        <translation>%1: %2 zum Kurs %4 in %3 umgerechnet</translation>
    </message>
    <message>
        <source>%1 has no measurement of %2 with IOPS and latency</source>
        <translation>%1 hat keine Messung von %2 mit IOPS und Latenz</translation>
    </message>
    <message>
        <source> (it has: %1)</source>
        <translation> (vorhanden: %1)</translation>
    </message>
    <message>
        <source>the network upgrade is not priced</source>
        <translation>das Netzwerk-Upgrade ist nicht bepreist</translation>
    </message>
    <message>
        <source>no node price: give the price of one node (or a node from the catalog)</source>
        <translation>kein Knotenpreis: Geben Sie den Preis eines Knotens an (oder einen Knoten aus dem Katalog)</translation>
    </message>
    <message>
        <source>the node price is in %1 but the answer is in %2: give an exchange rate with its date</source>
        <translation>der Knotenpreis ist in %1, die Antwort aber in %2: Geben Sie einen Wechselkurs mit Datum an</translation>
    </message>
    <message>
        <source>%1 vs %2, %3</source>
        <translation>%1 vs. %2, %3</translation>
    </message>
    <message>
        <source>the current cluster carries the demand for the years asked: the added nodes are sized to match the network upgrade instead</source>
        <translation>der aktuelle Cluster deckt den Bedarf über die vorgegebenen Jahre ab: Die zusätzlichen Knoten werden stattdessen passend zum Netzwerk-Upgrade bemessen</translation>
    </message>
    <message>
        <source>per-port amortised cost</source>
        <translation>amortisierte Kosten pro Port</translation>
    </message>
    <message>
        <source>whole-unit build-out</source>
        <translation>Ausbau in ganzen Einheiten</translation>
    </message>
    <message>
        <source>network design: %1</source>
        <translation>Netzwerkdesign: %1</translation>
    </message>
    <message>
        <source>no speed in the catalog for %1: not checked against the link speed</source>
        <translation>keine Geschwindigkeit für %1 im Katalog: nicht gegen die Link-Geschwindigkeit geprüft</translation>
    </message>
    <message>
        <source>the node price has no currency: taken as %1</source>
        <translation>der Knotenpreis hat keine Währung: als %1 angenommen</translation>
    </message>
    <message>
        <source>peak IOPS</source>
        <translation>Spitzen-IOPS</translation>
    </message>
    <message>
        <source>IOPS at %1</source>
        <translation>IOPS bei %1</translation>
    </message>
    <message>
        <source>IOPS within %1</source>
        <translation>IOPS innerhalb von %1</translation>
    </message>
    <message>
        <source>%1× cheaper</source>
        <translation>%1× günstiger</translation>
    </message>
    <message>
        <source>%1 % cheaper</source>
        <translation>%1 % günstiger</translation>
    </message>
    <message>
        <source>Add 1 node</source>
        <translation>1 Knoten hinzufügen</translation>
    </message>
    <message>
        <source>Add %1 nodes</source>
        <translation>%1 Knoten hinzufügen</translation>
    </message>
    <message>
        <source>Upgrade to %1 GbE</source>
        <translation>Upgrade auf %1 GbE</translation>
    </message>
    <message>
        <source>Upgrade the network</source>
        <translation>Netzwerk aufrüsten</translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation>Wechsel zu %1</translation>
    </message>
    <message>
        <source>for %1</source>
        <translation>für %1</translation>
    </message>
    <message>
        <source> — %1 per IOPS than %2</source>
        <translation> — pro IOPS %1 als %2</translation>
    </message>
    <message>
        <source>at peak</source>
        <translation>in der Spitze</translation>
    </message>
    <message>
        <source>at the %1 latency limit</source>
        <translation>an der Latenzgrenze von %1</translation>
    </message>
    <message>
        <source>at peak — neither curve reaches %1</source>
        <translation>in der Spitze — keine der beiden Kurven erreicht %1</translation>
    </message>
    <message>
        <source>within %1 — %2 stays under it up to its peak</source>
        <translation>innerhalb von %1 — %2 bleibt bis zum Spitzenwert darunter</translation>
    </message>
    <message>
        <source>the baseline</source>
        <translation>die Referenz</translation>
    </message>
    <message>
        <source>1 more node</source>
        <translation>1 weiterer Knoten</translation>
    </message>
    <message>
        <source>%1 more nodes</source>
        <translation>%1 weitere Knoten</translation>
    </message>
    <message>
        <source>the %1 GbE upgrade</source>
        <translation>das %1-GbE-Upgrade</translation>
    </message>
    <message>
        <source>moving to %1</source>
        <translation>der Wechsel zu %1</translation>
    </message>
    <message>
        <source>No recommendation yet: the network upgrade and the added nodes cannot both be weighed</source>
        <translation>Noch keine Empfehlung: Netzwerk-Upgrade und zusätzliche Knoten lassen sich nicht gegeneinander abwägen</translation>
    </message>
    <message>
        <source>Neither option: none gains IOPS beyond the measured noise</source>
        <translation>Keine der Optionen: Keine bringt einen IOPS-Zuwachs über das gemessene Rauschen hinaus</translation>
    </message>
    <message>
        <source>No recommendation</source>
        <translation>Keine Empfehlung</translation>
    </message>
    <message>
        <source>measure each point three times (or import every run) before trusting a small gain</source>
        <translation>messen Sie jeden Punkt dreimal (oder importieren Sie jeden Lauf), bevor Sie einem kleinen Zuwachs vertrauen</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>Cost per IOPS gained, %1: %2.</source>
        <translation>Kosten je gewonnene IOPS, %1: %2.</translation>
    </message>
    <message>
        <source>Adding %1 node(s)</source>
        <translation>Das Hinzufügen von %1 Knoten</translation>
    </message>
    <message>
        <source>%1 gains %2 IOPS %3</source>
        <translation>%1 bringt %2 IOPS Zuwachs %3</translation>
    </message>
    <message>
        <source>: %1 → %2 IOPS</source>
        <translation>: %1 → %2 IOPS</translation>
    </message>
    <message>
        <source>, each measured once (noise unknown)</source>
        <translation>, jeweils einmal gemessen (Rauschen unbekannt)</translation>
    </message>
    <message>
        <source>Cost: %1</source>
        <translation>Kosten: %1</translation>
    </message>
    <message>
        <source> for %1 ports, %2</source>
        <translation> für %1 Ports, %2</translation>
    </message>
    <message>
        <source>; the %1 is %2</source>
        <translation>; %1: %2</translation>
    </message>
    <message>
        <source> for %1 node(s) at the node price</source>
        <translation> für %1 Knoten zum Knotenpreis</translation>
    </message>
    <message>
        <source>, and on that basis the answer would differ</source>
        <translation>, und auf dieser Kostenbasis fiele die Antwort anders aus</translation>
    </message>
    <message>
        <source>, and either basis gives the same answer</source>
        <translation>, und beide Kostenbasen ergeben dieselbe Antwort</translation>
    </message>
    <message>
        <source>%1 is not weighed: %2.</source>
        <translation>%1 wird nicht berücksichtigt: %2.</translation>
    </message>
    <message>
        <source>Measured once: %1.</source>
        <translation>Nur einmal gemessen: %1.</translation>
    </message>
    <message>
        <source>Some figures are extrapolated beyond the measured points (marked *).</source>
        <translation>Einige Werte sind über die gemessenen Punkte hinaus extrapoliert (mit * markiert).</translation>
    </message>
    <message>
        <source>%1 per IOPS</source>
        <translation>%1 pro IOPS</translation>
    </message>
    <message>
        <source>ms, µs below 0.1 ms</source>
        <translation>ms, µs unter 0,1 ms</translation>
    </message>
    <message>
        <source>years</source>
        <translation>Jahre</translation>
    </message>
    <message>
        <source>%1 per year</source>
        <translation>%1 pro Jahr</translation>
    </message>
    <message>
        <source>Baseline: %1</source>
        <translation>Referenz: %1</translation>
    </message>
    <message>
        <source>Network: %1</source>
        <translation>Netzwerk: %1</translation>
    </message>
    <message>
        <source>Add %1 node(s) (modeled)</source>
        <translation>%1 Knoten hinzufügen (modelliert)</translation>
    </message>
    <message>
        <source>%1 (not weighed)</source>
        <translation>%1 (nicht berücksichtigt)</translation>
    </message>
    <message>
        <source>%1 measured point(s)</source>
        <translation>%1 Messpunkt(e)</translation>
    </message>
    <message>
        <source>not priced</source>
        <translation>nicht bepreist</translation>
    </message>
    <message>
        <source>option peak ÷ baseline peak − 1</source>
        <translation>Spitze der Option ÷ Spitze der Referenz − 1</translation>
    </message>
    <message>
        <source>option ÷ baseline at the latency limit − 1</source>
        <translation>Option ÷ Referenz an der Latenzgrenze − 1</translation>
    </message>
    <message>
        <source>latency at the headroom point ÷ the baseline&apos;s − 1</source>
        <translation>Latenz am Headroom-Punkt ÷ Latenz der Referenz − 1</translation>
    </message>
    <message>
        <source>cost ÷ (option peak − baseline peak)</source>
        <translation>Kosten ÷ (Spitze der Option − Spitze der Referenz)</translation>
    </message>
    <message>
        <source>cost ÷ (option − baseline IOPS at the latency limit)</source>
        <translation>Kosten ÷ (IOPS der Option − IOPS der Referenz an der Latenzgrenze)</translation>
    </message>
    <message>
        <source>cost ÷ (option − baseline IOPS at the headroom point)</source>
        <translation>Kosten ÷ (IOPS der Option − IOPS der Referenz am Headroom-Punkt)</translation>
    </message>
    <message>
        <source>cost ÷ (IOPS gained ÷ 1,000), on %1</source>
        <translation>Kosten ÷ (gewonnene IOPS ÷ 1.000), Metrik: %1</translation>
    </message>
    <message>
        <source>%1 (CPU bound)</source>
        <translation>%1 (CPU-gebunden)</translation>
    </message>
    <message>
        <source>per node = IOPS of the measured system ÷ its nodes; × (N − m): the customer&apos;s N nodes with m down (a linear model)</source>
        <translation>pro Knoten = IOPS des gemessenen Systems ÷ seine Knoten; × (N − m): die N Knoten des Kunden, davon m in Wartung (ein lineares Modell)</translation>
    </message>
    <message>
        <source>∞ (flat)</source>
        <translation>∞ (konstant)</translation>
    </message>
    <message>
        <source>ln(capacity with m down ÷ peak demand) ÷ ln(1 + growth); 0 when short today, unbounded when the demand does not grow</source>
        <translation>ln(Kapazität mit m in Wartung ÷ Spitzenbedarf) ÷ ln(1 + Wachstum); 0, wenn die Kapazität schon heute nicht reicht, unbegrenzt, wenn der Bedarf nicht wächst</translation>
    </message>
    <message>
        <source>the smallest k ≥ 0 with per node × (N + k − m) ≥ peak × (1 + growth)^years</source>
        <translation>das kleinste k ≥ 0 mit pro Knoten × (N + k − m) ≥ Spitze × (1 + Wachstum)^Jahre</translation>
    </message>
    <message>
        <source> (N = %1, m = %2, %3 years)</source>
        <translation> (N = %1, m = %2, %3 Jahre)</translation>
    </message>
    <message>
        <source>cost ÷ runway years; – when the runway is 0 (short today) or unbounded (no growth)</source>
        <translation>Kosten ÷ Jahre Reichweite; –, wenn die Reichweite 0 (heute zu knapp) oder unbegrenzt (kein Wachstum) ist</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Option: the baseline, a network upgrade or added nodes</source>
        <translation>Option: die Referenz, ein Netzwerk-Upgrade oder zusätzliche Knoten</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Cost on the decisive cost basis</source>
        <translation>Kosten auf der maßgeblichen Kostenbasis</translation>
    </message>
    <message>
        <source>Peak IOPS</source>
        <translation>Spitzen-IOPS</translation>
    </message>
    <message>
        <source>Peak IOPS of the curve</source>
        <translation>Spitzen-IOPS der Kurve</translation>
    </message>
    <message>
        <source>Gain</source>
        <translation>Zuwachs</translation>
    </message>
    <message>
        <source>Gain in peak IOPS over the baseline</source>
        <translation>Zuwachs der Spitzen-IOPS gegenüber der Referenz</translation>
    </message>
    <message>
        <source>IOPS within limit</source>
        <translation>IOPS bis Grenze</translation>
    </message>
    <message>
        <source>Highest IOPS within the latency limit (the peak when the curve stays under it)</source>
        <translation>Höchste IOPS innerhalb der Latenzgrenze (der Spitzenwert, wenn die Kurve darunter bleibt)</translation>
    </message>
    <message>
        <source>Gain in IOPS at the latency limit over the baseline</source>
        <translation>IOPS-Zuwachs an der Latenzgrenze gegenüber der Referenz</translation>
    </message>
    <message>
        <source>Latency in band</source>
        <translation>Latenz im Bereich</translation>
    </message>
    <message>
        <source>Mean latency at the middle of the headroom band</source>
        <translation>Mittlere Latenz in der Mitte des Headroom-Bereichs</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Change of the latency in the headroom band against the baseline</source>
        <translation>Änderung der Latenz im Headroom-Bereich gegenüber der Referenz</translation>
    </message>
    <message>
        <source>Cost/IOPS peak</source>
        <translation>Kosten/IOPS Spitze</translation>
    </message>
    <message>
        <source>Cost per IOPS gained at peak</source>
        <translation>Kosten je gewonnene IOPS in der Spitze</translation>
    </message>
    <message>
        <source>Cost/IOPS within limit</source>
        <translation>Kosten/IOPS bis Grenze</translation>
    </message>
    <message>
        <source>Cost per IOPS gained within the latency limit</source>
        <translation>Kosten je gewonnene IOPS innerhalb der Latenzgrenze</translation>
    </message>
    <message>
        <source>Cost/IOPS band</source>
        <translation>Kosten/IOPS Bereich</translation>
    </message>
    <message>
        <source>Cost per IOPS gained in the headroom band</source>
        <translation>Kosten je gewonnene IOPS im Headroom-Bereich</translation>
    </message>
    <message>
        <source>Cost/1,000 IOPS</source>
        <translation>Kosten/1.000 IOPS</translation>
    </message>
    <message>
        <source>Cost per 1,000 IOPS gained at the decisive metric</source>
        <translation>Kosten je 1.000 gewonnene IOPS bei der maßgeblichen Metrik</translation>
    </message>
    <message>
        <source>Capacity m down</source>
        <translation>Kapazität m in Wartung</translation>
    </message>
    <message>
        <source>The customer&apos;s capacity with m nodes down, at the decisive metric</source>
        <translation>Kapazität des Kunden mit m Knoten in Wartung, bei der maßgeblichen Metrik</translation>
    </message>
    <message>
        <source>Runway</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>Years until the growing demand exceeds the capacity with m nodes down</source>
        <translation>Jahre, bis der wachsende Bedarf die Kapazität mit m Knoten in Wartung übersteigt</translation>
    </message>
    <message>
        <source>Nodes needed</source>
        <translation>Benötigte Knoten</translation>
    </message>
    <message>
        <source>Nodes to add to carry the demand for the years asked with m down</source>
        <translation>Hinzuzufügende Knoten, um den Bedarf über die vorgegebenen Jahre mit m Knoten in Wartung abzudecken</translation>
    </message>
    <message>
        <source>Cost/runway year</source>
        <translation>Kosten/Jahr Reichweite</translation>
    </message>
    <message>
        <source>Cost per year of runway</source>
        <translation>Kosten pro Jahr Reichweite</translation>
    </message>
    <message>
        <source>adding %1 node(s)</source>
        <translation>das Hinzufügen von %1 Knoten</translation>
    </message>
    <message>
        <source> gains %1 %2%3</source>
        <translation> bringt %1 %2%3</translation>
    </message>
    <message>
        <source>IOPS </source>
        <translation>IOPS </translation>
    </message>
    <message>
        <source> for %1</source>
        <translation> für %1</translation>
    </message>
    <message>
        <source> per-port amortised</source>
        <translation> pro Port amortisiert</translation>
    </message>
    <message>
        <source> in whole units</source>
        <translation> in ganzen Einheiten</translation>
    </message>
    <message>
        <source> (not priced)</source>
        <translation> (nicht bepreist)</translation>
    </message>
    <message>
        <source> (%1 per IOPS gained)</source>
        <translation> (%1 je gewonnene IOPS)</translation>
    </message>
    <message>
        <source>%1 run(s) each</source>
        <translation>je %1 Lauf/Läufe</translation>
    </message>
    <message>
        <source>%1 and %2 runs</source>
        <translation>%1 und %2 Läufe</translation>
    </message>
    <message>
        <source>± %1 pp</source>
        <translation>± %1 %-Pkt.</translation>
    </message>
    <message>
        <source>(modeled from the baseline&apos;s %1 run(s))</source>
        <translation>(modelliert aus %1 Lauf/Läufen der Referenz)</translation>
    </message>
    <message>
        <source>(measured once: noise unknown)</source>
        <translation>(einmal gemessen: Rauschen unbekannt)</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>run-to-run spread</source>
        <translation>Streuung zwischen Läufen</translation>
    </message>
    <message>
        <source>(within the measured noise: %1, %2, %3)</source>
        <translation>(innerhalb des gemessenen Rauschens: %1, %2, %3)</translation>
    </message>
    <message>
        <source> (1 run)</source>
        <translation> (1 Lauf)</translation>
    </message>
    <message>
        <source> (noise ± %1 pp)</source>
        <translation> (Rauschen ± %1 %-Pkt.)</translation>
    </message>
    <message>
        <source> ± %1 pp</source>
        <translation> ± %1 %-Pkt.</translation>
    </message>
    <message>
        <source>per port amortised: %1 nodes × %2 ports = %3 ports × %4 per port (NIC %5 + switch port %6 + cable %7) = %8; with the per-port cost rounded to whole units first (the report&apos;s rounding): %3 × %9 = %10</source>
        <translation>pro Port amortisiert: %1 Knoten × %2 Ports = %3 Ports × %4 pro Port (NIC %5 + Switch-Port %6 + Kabel %7) = %8; mit zuerst auf ganze Einheiten gerundeten Kosten pro Port (Rundung des Berichts): %3 × %9 = %10</translation>
    </message>
    <message>
        <source>. Whole units: %1 NIC(s) (%2 per node) + %3 switch(es)%4 + %5 cable(s) = %6</source>
        <translation>. Ganze Einheiten: %1 NIC(s) (%2 pro Knoten) + %3 Switch(es)%4 + %5 Kabel = %6</translation>
    </message>
    <message>
        <source> (redundant pair)</source>
        <translation> (redundantes Paar)</translation>
    </message>
    <message>
        <source>%1 node(s) as asked</source>
        <translation>%1 Knoten wie vorgegeben</translation>
    </message>
    <message>
        <source>%1 node(s): the fewest whose scaling reaches the network upgrade&apos;s peak ratio %2×</source>
        <translation>%1 Knoten: die kleinste Anzahl, deren Skalierung das Spitzenverhältnis %2× des Netzwerk-Upgrades erreicht</translation>
    </message>
    <message>
        <source>%1 node: no network upgrade to match</source>
        <translation>%1 Knoten: kein Netzwerk-Upgrade als Vergleichsmaßstab</translation>
    </message>
    <message>
        <source>%1; IOPS × (1 + %2 × %3 / %4) = × %5 at the same latency (modeled, not measured)</source>
        <translation>%1; IOPS × (1 + %2 × %3 / %4) = × %5 bei gleicher Latenz (modelliert, nicht gemessen)</translation>
    </message>
    <message>
        <source>; cost %1 × %2 = %3</source>
        <translation>; Kosten %1 × %2 = %3</translation>
    </message>
    <message>
        <source> (node price %1, converted)</source>
        <translation> (Knotenpreis %1, umgerechnet)</translation>
    </message>
    <message>
        <source>; node price from %1</source>
        <translation>; Knotenpreis aus %1</translation>
    </message>
    <message>
        <source>; node price %1 not converted to %2</source>
        <translation>; Knotenpreis %1 nicht in %2 umgerechnet</translation>
    </message>
    <message>
        <source>; no node price given</source>
        <translation>; kein Knotenpreis angegeben</translation>
    </message>
    <message>
        <source>network upgrade to %1</source>
        <translation>Netzwerk-Upgrade auf %1</translation>
    </message>
    <message>
        <source>upgrade the network</source>
        <translation>Netzwerk aufrüsten</translation>
    </message>
    <message>
        <source>add nodes</source>
        <translation>Knoten hinzufügen</translation>
    </message>
    <message>
        <source>no recommendation</source>
        <translation>keine Empfehlung</translation>
    </message>
    <message>
        <source>neither (no option gains)</source>
        <translation>keine der Optionen (kein Zuwachs)</translation>
    </message>
    <message>
        <source>%1 cannot be compared at %2 with the baseline</source>
        <translation>%1 lässt sich bei %2 nicht mit der Referenz vergleichen</translation>
    </message>
    <message>
        <source>Runs behind each figure: %1.</source>
        <translation>Läufe je Wert: %1.</translation>
    </message>
    <message>
        <source> A figure measured once has no known noise: %1.</source>
        <translation> Ein einmal gemessener Wert hat kein bekanntes Rauschen: %1.</translation>
    </message>
    <message>
        <source>Decided on the %1</source>
        <translation>Entschieden auf Kostenbasis „%1“</translation>
    </message>
    <message>
        <source>; on the %1 the answer is the same.</source>
        <translation>; auf Kostenbasis „%1“ ist die Antwort dieselbe.</translation>
    </message>
    <message>
        <source>; on the %1 the answer would be: %2</source>
        <translation>; auf Kostenbasis „%1“ lautete die Antwort: %2</translation>
    </message>
    <message>
        <source> = %1 per IOPS gained</source>
        <translation> = %1 je gewonnene IOPS</translation>
    </message>
    <message>
        <source>IOPS at the %1 ms latency limit</source>
        <translation>IOPS an der Latenzgrenze von %1 ms</translation>
    </message>
    <message>
        <source>no candidate system with a faster network to compare with</source>
        <translation>kein Kandidatensystem mit schnellerem Netzwerk zum Vergleich</translation>
    </message>
    <message>
        <source>No recommendation: the network upgrade and the added nodes cannot both be weighed on evidence. Missing: %1.</source>
        <translation>Keine Empfehlung: Netzwerk-Upgrade und zusätzliche Knoten lassen sich nicht beide anhand von Messdaten abwägen. Es fehlt: %1.</translation>
    </message>
    <message>
        <source>%1 — not weighed: %2</source>
        <translation>%1 — nicht berücksichtigt: %2</translation>
    </message>
    <message>
        <source>Neither: no option %1gains %2 beyond the measured noise (%3).</source>
        <translation>Keine der Optionen: Keine Option %1steigert %2 über das gemessene Rauschen hinaus (%3).</translation>
    </message>
    <message>
        <source>that carries the demand </source>
        <translation>zur Deckung des Bedarfs </translation>
    </message>
    <message>
        <source>%1: %2, the lowest cost per IOPS gained%3</source>
        <translation>%1: %2, die niedrigsten Kosten je gewonnene IOPS%3</translation>
    </message>
    <message>
        <source>Add nodes</source>
        <translation>Knoten hinzufügen</translation>
    </message>
    <message>
        <source> of the options that carry the demand</source>
        <translation> unter den Optionen, die den Bedarf abdecken</translation>
    </message>
    <message>
        <source>; by comparison %1</source>
        <translation>; zum Vergleich: %1</translation>
    </message>
    <message>
        <source> Some figures are EXTRAPOLATED beyond the measured points.</source>
        <translation> Einige Werte sind über die gemessenen Punkte hinaus EXTRAPOLIERT.</translation>
    </message>
    <message>
        <source>%1: %2 against a link capacity of %3 (%4): %5 of capacity</source>
        <translation>%1: %2 bei einer Link-Kapazität von %3 (%4): %5 der Kapazität</translation>
    </message>
    <message>
        <source>; above 100 % is possible in HCI because some I/O is local to the node and never crosses the network, so the link is at its limit</source>
        <translation>; über 100 % ist bei HCI möglich, weil ein Teil der I/O lokal auf dem Knoten bleibt und nie über das Netzwerk geht; der Link ist also an seiner Grenze</translation>
    </message>
    <message>
        <source>; at or above %1: the link is saturated</source>
        <translation>; bei %1 oder darüber: Der Link ist ausgelastet</translation>
    </message>
    <message>
        <source>; under %1: the link has room</source>
        <translation>; unter %1: Der Link hat Reserven</translation>
    </message>
    <message>
        <source>%1: host CPU %2 %3 %4</source>
        <translation>%1: Host-CPU bei %2, also %3 %4</translation>
    </message>
    <message>
        <source>at or above</source>
        <translation>auf oder über</translation>
    </message>
    <message>
        <source>under</source>
        <translation>unter</translation>
    </message>
    <message>
        <source>%1: the source reports the hosts CPU bound (no figure given): &quot;%2&quot;</source>
        <translation>%1: Die Quelle meldet die Hosts als CPU-gebunden (ohne Zahlenangabe): „%2“</translation>
    </message>
    <message>
        <source>%1: %2 → %3 measured %4 peak IOPS%5</source>
        <translation>%1: %2 → %3, gemessen %4 Spitzen-IOPS%5</translation>
    </message>
    <message>
        <source>: a faster network bought nothing, so it is not the bottleneck</source>
        <translation>: Ein schnelleres Netzwerk brachte nichts, es ist also nicht der Engpass</translation>
    </message>
    <message>
        <source>: the faster network paid off</source>
        <translation>: Das schnellere Netzwerk hat sich ausgezahlt</translation>
    </message>
    <message>
        <source>link use unknown: no large-block throughput with a known link speed</source>
        <translation>Link-Auslastung unbekannt: kein Durchsatz mit großen Blöcken bei bekannter Link-Geschwindigkeit</translation>
    </message>
    <message>
        <source>host CPU unknown: no measurement carries it</source>
        <translation>Host-CPU unbekannt: Keine Messung enthält sie</translation>
    </message>
    <message>
        <source>Network bound: large-block throughput reaches %1 of link capacity, so a faster network raises the ceiling.</source>
        <translation>Netzwerkgebunden: Der Durchsatz mit großen Blöcken erreicht %1 der Link-Kapazität; ein schnelleres Netzwerk hebt also die Obergrenze an.</translation>
    </message>
    <message>
        <source>CPU bound: the hosts are saturated while the links run at %1 of capacity at most, so a faster network will not help.</source>
        <translation>CPU-gebunden: Die Hosts sind ausgelastet, während die Links höchstens %1 ihrer Kapazität erreichen; ein schnelleres Netzwerk hilft daher nicht.</translation>
    </message>
    <message>
        <source>CPU bound: the hosts are saturated, so a faster network will not help.</source>
        <translation>CPU-gebunden: Die Hosts sind ausgelastet; ein schnelleres Netzwerk hilft daher nicht.</translation>
    </message>
    <message>
        <source>Neither the links nor the host CPUs are saturated: the limit is the storage (media, policy or software path).</source>
        <translation>Weder die Links noch die Host-CPUs sind ausgelastet: Die Grenze liegt im Storage (Medien, Richtlinie oder Softwarepfad).</translation>
    </message>
    <message>
        <source>a large-block test on a system with a known link speed</source>
        <translation>einen Test mit großen Blöcken auf einem System mit bekannter Link-Geschwindigkeit</translation>
    </message>
    <message>
        <source>host CPU figures</source>
        <translation>Host-CPU-Werte</translation>
    </message>
    <message>
        <source>The data do not show the bottleneck</source>
        <translation>Die Daten zeigen den Engpass nicht</translation>
    </message>
    <message>
        <source>The links run at %1 of capacity at most, so they are not saturated</source>
        <translation>Die Links erreichen höchstens %1 ihrer Kapazität und sind also nicht ausgelastet</translation>
    </message>
    <message>
        <source>The links look saturated (%1 of capacity), yet a faster network bought nothing</source>
        <translation>Die Links wirken ausgelastet (%1 der Kapazität), doch ein schnelleres Netzwerk brachte nichts</translation>
    </message>
    <message>
        <source>Not the network (a faster one bought nothing)</source>
        <translation>Nicht das Netzwerk (ein schnelleres brachte nichts)</translation>
    </message>
    <message>
        <source>, but the data do not show what the limit is.</source>
        <translation>, aber die Daten zeigen nicht, wo die Grenze liegt.</translation>
    </message>
    <message>
        <source>%1; to tell what the limit is, add %2.</source>
        <translation>%1; um die Grenze zu bestimmen, ergänzen Sie %2.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1 ÷ %2 nodes = %3 per node over %4 storage port(s) of %5 Gb/s</source>
        <translation>%1 ÷ %2 Knoten = %3 pro Knoten über %4 Storage-Port(s) mit %5 Gb/s</translation>
    </message>
    <message>
        <source>1 node down</source>
        <translation>1 Knoten in Wartung</translation>
    </message>
    <message>
        <source>%1 nodes down</source>
        <translation>%1 Knoten in Wartung</translation>
    </message>
    <message>
        <source> (the peak chosen for it)</source>
        <translation> (der dafür gewählte Spitzenwert)</translation>
    </message>
    <message>
        <source> (the sum of its hosts&apos; peaks: an upper bound)</source>
        <translation> (die Summe der Spitzenwerte seiner Hosts: eine Obergrenze)</translation>
    </message>
    <message>
        <source>%1 peaks at %2 IOPS%3</source>
        <translation>%1 erreicht in der Spitze %2 IOPS%3</translation>
    </message>
    <message>
        <source> growing %1 a year: %2 IOPS in %3 years</source>
        <translation> und wächst um %1 pro Jahr: %2 IOPS in %3 Jahren</translation>
    </message>
    <message>
        <source>, not growing</source>
        <translation>, ohne Wachstum</translation>
    </message>
    <message>
        <source>, to be carried with %1.</source>
        <translation>, abzudecken mit %1.</translation>
    </message>
    <message>
        <source>, %1 per year of runway</source>
        <translation>, %1 pro Jahr Reichweite</translation>
    </message>
    <message>
        <source>%1 costs less per 1,000 IOPS gained (%2 against %3) but does not carry the demand (%4), so %5 stands.</source>
        <translation>%1 kostet weniger je 1.000 gewonnene IOPS (%2 gegenüber %3), deckt den Bedarf aber nicht ab (%4); daher bleibt es bei %5.</translation>
    </message>
    <message>
        <source>The current cluster already carries it for the %1 years asked: this demand needs neither option.</source>
        <translation>Der aktuelle Cluster deckt ihn bereits über die vorgegebenen %1 Jahre ab: Dieser Bedarf erfordert keine der Optionen.</translation>
    </message>
    <message>
        <source>Against the demand: %1.</source>
        <translation>Gemessen am Bedarf: %1.</translation>
    </message>
    <message>
        <source>No option carries it for the %1 years asked with %2 (%3).</source>
        <translation>Keine Option deckt ihn über die vorgegebenen %1 Jahre mit %2 ab (%3).</translation>
    </message>
    <message>
        <source>It takes %1 node(s) more on the current per-node capacity.</source>
        <translation>Bei der aktuellen Kapazität pro Knoten sind %1 Knoten mehr nötig.</translation>
    </message>
    <message>
        <source>Today&apos;s %1 node(s): %2.</source>
        <translation>Mit den heutigen %1 Knoten: %2.</translation>
    </message>
    <message>
        <source>On the customer&apos;s own hosts: %1 So a network upgrade is not credited with the lab&apos;s gain and is not recommended.</source>
        <translation>Auf den eigenen Hosts des Kunden: %1 Einem Netzwerk-Upgrade wird daher der Zuwachs aus dem Labor nicht angerechnet, und es wird nicht empfohlen.</translation>
    </message>
    <message>
        <source>Customer demand: %1 (%2)</source>
        <translation>Kundenbedarf: %1 (%2)</translation>
    </message>
    <message>
        <source>  growth %1 a year, %2 years, %3</source>
        <translation>  Wachstum %1 pro Jahr, %2 Jahre, %3</translation>
    </message>
    <message>
        <source>  workload: </source>
        <translation>  Workload: </translation>
    </message>
    <message>
        <source>  current cluster: </source>
        <translation>  aktueller Cluster: </translation>
    </message>
    <message>
        <source>not on the measured curve (allow extrapolation to estimate)</source>
        <translation>nicht auf der gemessenen Kurve (zum Schätzen Extrapolation zulassen)</translation>
    </message>
    <message>
        <source>* extrapolated beyond the measured points</source>
        <translation>* über die gemessenen Punkte hinaus extrapoliert</translation>
    </message>
    <message>
        <source>(%1 IOPS, %2)</source>
        <translation>(%1 IOPS, %2)</translation>
    </message>
    <message>
        <source>between points %1 %2 and %3 %4</source>
        <translation>zwischen den Punkten %1 %2 und %3 %4</translation>
    </message>
    <message>
        <source>%1, %2: a point without %3 is left out of the curve</source>
        <translation>%1, %2: Ein Punkt ohne %3 wird nicht in die Kurve aufgenommen</translation>
    </message>
    <message>
        <source>a mean latency</source>
        <translation>mittlere Latenz</translation>
    </message>
    <message>
        <source>highest measured IOPS: point %1 of %2</source>
        <translation>höchste gemessene IOPS: Punkt %1 von %2</translation>
    </message>
    <message>
        <source>measured point %1 %2</source>
        <translation>gemessener Punkt %1 %2</translation>
    </message>
    <message>
        <source>where the segment %1 crosses the limit</source>
        <translation>wo das Segment %1 die Grenze schneidet</translation>
    </message>
    <message>
        <source>; the curve stays under the limit over its whole measured range</source>
        <translation>; die Kurve bleibt über ihren gesamten Messbereich unter der Grenze</translation>
    </message>
    <message>
        <source>EXTRAPOLATED: every measured point is above the limit; the first segment %1 extended to lower load</source>
        <translation>EXTRAPOLIERT: Alle gemessenen Punkte liegen über der Grenze; das erste Segment %1 zu geringerer Last verlängert</translation>
    </message>
    <message>
        <source>interpolated %1</source>
        <translation>interpoliert %1</translation>
    </message>
    <message>
        <source>EXTRAPOLATED below the lowest-load point 1 %1: its latency held (latency does not rise as load falls)</source>
        <translation>EXTRAPOLIERT unterhalb von Punkt 1 %1 mit der geringsten Last: seine Latenz beibehalten (die Latenz steigt nicht, wenn die Last sinkt)</translation>
    </message>
    <message>
        <source>EXTRAPOLATED beyond the peak: the segment %1 extended</source>
        <translation>EXTRAPOLIERT über die Spitze hinaus: das Segment %1 verlängert</translation>
    </message>
    <message>
        <source>%1 % of the peak %2 IOPS; %3</source>
        <translation>%1 % der Spitze von %2 IOPS; %3</translation>
    </message>
    <message>
        <source>the node count of %1 is not known</source>
        <translation>die Knotenanzahl von %1 ist nicht bekannt</translation>
    </message>
    <message>
        <source>%1 of %2 on %3 = %4 (%5); ÷ %6 nodes = %7 per node; × %8 nodes = %9; × (%8 − %10) = %11 with %12. A linear model: the measured system&apos;s IOPS per node times the customer&apos;s nodes</source>
        <translation>%1 von %2 auf %3 = %4 (%5); ÷ %6 Knoten = %7 pro Knoten; × %8 Knoten = %9; × (%8 − %10) = %11 mit %12. Ein lineares Modell: IOPS pro Knoten des gemessenen Systems mal Knoten des Kunden</translation>
    </message>
    <message>
        <source>short by %1 IOPS today with %2 (%3 IOPS against a peak of %4)</source>
        <translation>heute um %1 IOPS zu knapp mit %2 (%3 IOPS gegenüber einer Spitze von %4)</translation>
    </message>
    <message>
        <source>carries %1 IOPS with %2 (capacity %3 IOPS) while the demand stays flat</source>
        <translation>deckt %1 IOPS mit %2 ab (Kapazität %3 IOPS), solange der Bedarf konstant bleibt</translation>
    </message>
    <message>
        <source>carries %1 IOPS growing %2 a year for %3 years with %4 (capacity %5 IOPS)</source>
        <translation>deckt %1 IOPS bei %2 Wachstum pro Jahr über %3 Jahre mit %4 ab (Kapazität %5 IOPS)</translation>
    </message>
    <message>
        <source>: short of the %1 years asked</source>
        <translation>: reicht nicht für die vorgegebenen %1 Jahre</translation>
    </message>
    <message>
        <source>; %1 node(s) more would carry it</source>
        <translation>; mit %1 Knoten mehr wäre er abgedeckt</translation>
    </message>
    <message>
        <source>capacity not known: %1</source>
        <translation>Kapazität nicht bekannt: %1</translation>
    </message>
    <message>
        <source>not credited with the lab&apos;s gain on %1: the customer&apos;s hosts are CPU bound, so the capacity stays the current one: %2</source>
        <translation>der Laborzuwachs auf %1 wird nicht angerechnet: Die Hosts des Kunden sind CPU-gebunden, die Kapazität bleibt also die heutige: %2</translation>
    </message>
    <message>
        <source>not supported by the customer&apos;s own hosts: CPU bound</source>
        <translation>von den eigenen Hosts des Kunden nicht gestützt: CPU-gebunden</translation>
    </message>
    <message>
        <source> (the node count of %1 is not known: taken as the baseline&apos;s %2)</source>
        <translation> (die Knotenanzahl von %1 ist nicht bekannt: %2 wie bei der Referenz angenommen)</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>Größe unbekannt</translation>
    </message>
    <message>
        <source>%1 read</source>
        <translation>%1 Lesezugriffe</translation>
    </message>
    <message>
        <source>read % unknown</source>
        <translation>Leseanteil unbekannt</translation>
    </message>
    <message>
        <source>customer: %1, %2; measured: %3 (%4, %5)</source>
        <translation>Kunde: %1, %2; gemessen: %3 (%4, %5)</translation>
    </message>
    <message>
        <source>the reads differ by %1 percentage points (more than %2)</source>
        <translation>die Leseanteile unterscheiden sich um %1 Prozentpunkte (mehr als %2)</translation>
    </message>
    <message>
        <source>the I/O sizes differ by more than %1×</source>
        <translation>die I/O-Größen unterscheiden sich um mehr als %1×</translation>
    </message>
    <message>
        <source>workload mismatch: %1; the lab&apos;s capacity may not hold for the customer&apos;s workload (%2)</source>
        <translation>abweichender Workload: %1; die Laborkapazität gilt möglicherweise nicht für den Workload des Kunden (%2)</translation>
    </message>
    <message>
        <source>not fully compared: a figure is unknown on one side</source>
        <translation>nicht vollständig verglichen: Ein Wert ist auf einer Seite unbekannt</translation>
    </message>
    <message>
        <source>the highest measured point: %1 IOPS at %2</source>
        <translation>der höchste gemessene Punkt: %1 IOPS bei %2</translation>
    </message>
    <message>
        <source>no measured point of %1</source>
        <translation>kein gemessener Punkt von %1</translation>
    </message>
    <message>
        <source>the highest measured point within it: %1 IOPS at %2</source>
        <translation>der höchste gemessene Punkt innerhalb der Grenze: %1 IOPS bei %2</translation>
    </message>
    <message>
        <source>no measured point of %1 within the %2 ms limit (not extrapolated)</source>
        <translation>kein gemessener Punkt von %1 innerhalb der Grenze von %2 ms (nicht extrapoliert)</translation>
    </message>
    <message>
        <source>%1 node(s): the fewest with which %2 nodes + %1 − %3 down at %4 IOPS per node (%5 %6 of %7 ÷ %8 nodes, a linear model) carry %9&apos;s %10 IOPS grown %11 a year for %12 years = %13 IOPS</source>
        <translation>%1 Knoten: die kleinste Anzahl, mit der %2 Knoten + %1 − %3 in Wartung bei %4 IOPS pro Knoten (%5 %6 von %7 ÷ %8 Knoten, ein lineares Modell) die %10 IOPS von %9 bei %11 Wachstum pro Jahr über %12 Jahre = %13 IOPS abdecken</translation>
    </message>
    <message>
        <source>the customer&apos;s node count is not known: taken as the cluster&apos;s %1 nodes</source>
        <translation>die Knotenanzahl des Kunden ist nicht bekannt: %1 Knoten des Clusters angenommen</translation>
    </message>
    <message>
        <source>Total per port</source>
        <translation>Summe pro Port</translation>
    </message>
    <message>
        <source>%1, %2; source: %3</source>
        <translation>%1, %2; Quelle: %3</translation>
    </message>
    <message>
        <source>ports the part serves: its price is shared by them</source>
        <translation>Ports, die das Teil bedient: Sein Preis wird auf sie aufgeteilt</translation>
    </message>
    <message>
        <source>NIC + switch port + cable, summed exactly, rounded once</source>
        <translation>NIC + Switch-Port + Kabel, exakt summiert, einmal gerundet</translation>
    </message>
    <message>
        <source>%1 ÷ %2 = %3 exactly</source>
        <translation>%1 ÷ %2 = %3 exakt</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <source>Component: vendor and model</source>
        <translation>Komponente: Hersteller und Modell</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>Teilenummer</translation>
    </message>
    <message>
        <source>List price</source>
        <translation>Listenpreis</translation>
    </message>
    <message>
        <source>List price of one part</source>
        <translation>Listenpreis eines Teils</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>Ports</translation>
    </message>
    <message>
        <source>Ports of one part</source>
        <translation>Ports eines Teils</translation>
    </message>
    <message>
        <source>Per port</source>
        <translation>Pro Port</translation>
    </message>
    <message>
        <source>Share of one port, amortised</source>
        <translation>Anteil eines Ports, amortisiert</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>Preisdatum</translation>
    </message>
    <message>
        <source>Date of the list price</source>
        <translation>Datum des Listenpreises</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Where the price comes from (numbered below the table)</source>
        <translation>Herkunft des Preises (unter der Tabelle nummeriert)</translation>
    </message>
    <message>
        <source>%1 + %2 node(s)</source>
        <translation>%1 + %2 Knoten</translation>
    </message>
    <message>
        <source>%1 %2%3 = %4</source>
        <comment>figure, its value, unit = sum of the hosts&apos; values</comment>
        <translation>%1 %2%3 = %4</translation>
    </message>
    <message numerus="yes">
        <source> (%n host(s) without the figure left out)</source>
        <translation>
            <numerusform> (%n Host ohne den Wert nicht berücksichtigt)</numerusform>
            <numerusform> (%n Hosts ohne den Wert nicht berücksichtigt)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 ÷ ((%3) Mb/s × 10^6 ÷ 8 = %4) = %5 of its links at peak</source>
        <translation>%1: %2 ÷ ((%3) Mb/s × 10^6 ÷ 8 = %4) = %5 seiner Links in der Spitze</translation>
    </message>
    <message>
        <source>%1: link use at peak unknown (%2)</source>
        <translation>%1: Link-Auslastung in der Spitze unbekannt (%2)</translation>
    </message>
    <message>
        <source>no peak throughput</source>
        <translation>kein Spitzendurchsatz</translation>
    </message>
    <message>
        <source>no NIC speed</source>
        <translation>keine NIC-Geschwindigkeit</translation>
    </message>
    <message>
        <source>ports per node %1: the most common NIC count of the %2 hosts</source>
        <translation>Ports pro Knoten %1: die häufigste NIC-Anzahl der %2 Hosts</translation>
    </message>
    <message>
        <source>link speed %1 per port: the most common NIC speed, %2 Mb/s ÷ 1000</source>
        <translation>Link-Geschwindigkeit %1 pro Port: die häufigste NIC-Geschwindigkeit, %2 Mb/s ÷ 1000</translation>
    </message>
    <message>
        <source> (the sum of each host&apos;s own peak: an upper bound, the hosts&apos; peaks need not coincide)</source>
        <translation> (die Summe der eigenen Spitzen aller Hosts: eine Obergrenze, die Spitzen der Hosts müssen nicht zusammenfallen)</translation>
    </message>
    <message>
        <source>average IOPS</source>
        <translation>durchschnittliche IOPS</translation>
    </message>
    <message>
        <source>peak throughput</source>
        <translation>Spitzendurchsatz</translation>
    </message>
    <message>
        <source> (the export&apos;s MB taken as 10^6 bytes; a sum of host peaks, an upper bound)</source>
        <translation> (die MB des Exports als 10^6 Byte gerechnet; eine Summe der Spitzen der Hosts, eine Obergrenze)</translation>
    </message>
    <message>
        <source>average throughput</source>
        <translation>durchschnittlicher Durchsatz</translation>
    </message>
    <message>
        <source> (the export&apos;s MB taken as 10^6 bytes)</source>
        <translation> (die MB des Exports als 10^6 Byte gerechnet)</translation>
    </message>
    <message>
        <source>read %1 = (%2) ÷ %3 average IOPS</source>
        <translation>Leseanteil %1 = (%2) ÷ %3 durchschnittliche IOPS</translation>
    </message>
    <message>
        <source>mean I/O size not known: the export&apos;s average throughput is %1 (rounded to 0) for %2 average IOPS</source>
        <translation>mittlere I/O-Größe unbekannt: Der durchschnittliche Durchsatz des Exports ist %1 (auf 0 gerundet) bei %2 durchschnittlichen IOPS</translation>
    </message>
    <message>
        <source>mean I/O size %1 KiB = %2 ÷ %3 average IOPS = %4 bytes</source>
        <translation>mittlere I/O-Größe %1 KiB = %2 ÷ %3 durchschnittliche IOPS = %4 Byte</translation>
    </message>
    <message>
        <source>bottleneck on the customer&apos;s own hosts: %1</source>
        <translation>Engpass auf den eigenen Hosts des Kunden: %1</translation>
    </message>
    <message>
        <source>nodes %1: the hosts of cluster %2</source>
        <translation>Knoten %1: die Hosts des Clusters %2</translation>
    </message>
    <message>
        <source>an export</source>
        <translation>ein Export</translation>
    </message>
    <message>
        <source> (sha256 %1)</source>
        <translation> (sha256 %1)</translation>
    </message>
    <message>
        <source>project date %1</source>
        <translation>Projektdatum %1</translation>
    </message>
    <message>
        <source>collector %1</source>
        <translation>Collector %1</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>eingegeben</translation>
    </message>
    <message>
        <source>nodes %1: as typed</source>
        <translation>Knoten %1: wie eingegeben</translation>
    </message>
    <message>
        <source>nodes: not typed (unknown)</source>
        <translation>Knoten: nicht eingegeben (unbekannt)</translation>
    </message>
    <message>
        <source>peak IOPS %1: as typed</source>
        <translation>Spitzen-IOPS %1: wie eingegeben</translation>
    </message>
    <message>
        <source>average IOPS %1: as typed</source>
        <translation>durchschnittliche IOPS %1: wie eingegeben</translation>
    </message>
    <message>
        <source>ports per node %1: as typed</source>
        <translation>Ports pro Knoten %1: wie eingegeben</translation>
    </message>
    <message>
        <source>link speed %1 per port: as typed</source>
        <translation>Link-Geschwindigkeit %1 pro Port: wie eingegeben</translation>
    </message>
    <message>
        <source>peak throughput %1: as typed</source>
        <translation>Spitzendurchsatz %1: wie eingegeben</translation>
    </message>
    <message>
        <source>average throughput %1: as typed</source>
        <translation>durchschnittlicher Durchsatz %1: wie eingegeben</translation>
    </message>
    <message>
        <source>read %1: as typed</source>
        <translation>Leseanteil %1: wie eingegeben</translation>
    </message>
    <message>
        <source>mean I/O size %1 bytes: as typed</source>
        <translation>mittlere I/O-Größe %1 Byte: wie eingegeben</translation>
    </message>
    <message>
        <source>mean I/O size %1 bytes = %2 ÷ %3 average IOPS</source>
        <translation>mittlere I/O-Größe %1 Byte = %2 ÷ %3 durchschnittliche IOPS</translation>
    </message>
    <message>
        <source>A typed demand carries no host evidence of its bottleneck.</source>
        <translation>Ein eingegebener Bedarf enthält keine Belege der Hosts für seinen Engpass.</translation>
    </message>
    <message>
        <source>peak IOPS %1: the user&apos;s chosen peak, instead of the derived %2</source>
        <translation>Spitzen-IOPS %1: der vom Benutzer gewählte Spitzenwert statt der abgeleiteten %2</translation>
    </message>
    <message>
        <source>growth %1 a year: as chosen</source>
        <translation>Wachstum %1 pro Jahr: wie gewählt</translation>
    </message>
    <message>
        <source>the sum of its NIC speeds ÷ 8</source>
        <translation>die Summe seiner NIC-Geschwindigkeiten ÷ 8</translation>
    </message>
    <message>
        <source>%1 (cluster %2, at its peak)</source>
        <translation>%1 (Cluster %2, in seiner Spitze)</translation>
    </message>
</context>
<context>
    <name>headroom::bench</name>
    <message numerus="yes">
        <source> First removes %n stale test file(s) left by killed runs (owner gone): %1.</source>
        <translation>
            <numerusform> Entfernt zuerst %n veraltete Testdatei, die abgebrochene Läufe hinterlassen haben (Eigentümer beendet): %1.</numerusform>
            <numerusform> Entfernt zuerst %n veraltete Testdateien, die abgebrochene Läufe hinterlassen haben (Eigentümer beendet): %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Headroom creates a %1 test file in %2, fills it and removes it afterwards.</source>
        <translation>Headroom legt in %2 eine Testdatei mit %1 an, füllt sie und entfernt sie anschließend.</translation>
    </message>
    <message>
        <source>Headroom creates the %1 test file %2, fills it and removes it afterwards.</source>
        <translation>Headroom legt die Testdatei %2 mit %1 an, füllt sie und entfernt sie anschließend.</translation>
    </message>
    <message>
        <source>Writes into the existing file %1 (%2): its contents are destroyed.</source>
        <translation>Schreibt in die vorhandene Datei %1 (%2): Ihr Inhalt wird zerstört.</translation>
    </message>
    <message>
        <source>a Headroom test file</source>
        <translation>eine Testdatei von Headroom</translation>
    </message>
    <message>
        <source>overwriting allowed</source>
        <translation>Überschreiben erlaubt</translation>
    </message>
    <message>
        <source>Reads the existing file %1 (%2); nothing is written.</source>
        <translation>Liest die vorhandene Datei %1 (%2); es wird nichts geschrieben.</translation>
    </message>
    <message>
        <source>Reads the device %1 (%2); nothing is written.</source>
        <translation>Liest das Gerät %1 (%2); es wird nichts geschrieben.</translation>
    </message>
    <message>
        <source>Writes to the blank device %1 (%2): no partition table or signature found.</source>
        <translation>Schreibt auf das leere Gerät %1 (%2): keine Partitionstabelle und keine Signatur gefunden.</translation>
    </message>
    <message>
        <source>Writes to %1, destroying %2 (destroying its data confirmed).</source>
        <translation>Schreibt auf %1 und zerstört %2 (Zerstören der Daten bestätigt).</translation>
    </message>
    <message>
        <source>%1 is a stale%2 test file of a killed run (%3): it is removed and made anew. </source>
        <translation>%1 ist eine veraltete%2 Testdatei eines abgebrochenen Laufs (%3): Sie wird entfernt und neu angelegt. </translation>
    </message>
    <message>
        <source>, half-filled</source>
        <translation>, halb gefüllte</translation>
    </message>
</context>
<context>
    <name>headroom::charts</name>
    <message>
        <source>%1 IOPS at %2</source>
        <translation>%1 IOPS bei %2</translation>
    </message>
    <message>
        <source>+%1 node(s), modeled</source>
        <translation>+%1 Knoten, modelliert</translation>
    </message>
    <message>
        <source> (network upgrade)</source>
        <translation> (Netzwerk-Upgrade)</translation>
    </message>
    <message>
        <source> (mean of %1 runs; bars: lowest to highest)</source>
        <translation> (Mittelwert aus %1 Läufen; Balken: niedrigster bis höchster)</translation>
    </message>
    <message>
        <source> (measured once)</source>
        <translation> (einmal gemessen)</translation>
    </message>
    <message>
        <source>a point with repeats is the mean of its runs; its bars span the lowest to the highest run</source>
        <translation>ein Punkt mit Wiederholungen ist der Mittelwert seiner Läufe; seine Balken reichen vom niedrigsten bis zum höchsten Lauf</translation>
    </message>
    <message>
        <source>peak </source>
        <translation>Spitze </translation>
    </message>
    <message>
        <source>peak</source>
        <translation>Spitze</translation>
    </message>
    <message>
        <source>at the latency limit</source>
        <translation>an der Latenzgrenze</translation>
    </message>
    <message>
        <source> peak IOPS</source>
        <translation> Spitzen-IOPS</translation>
    </message>
    <message>
        <source> IOPS at the limit</source>
        <translation> IOPS an der Grenze</translation>
    </message>
    <message>
        <source> IOPS within the limit</source>
        <translation> IOPS innerhalb der Grenze</translation>
    </message>
    <message>
        <source>%1 per IOPS gained</source>
        <translation>%1 je gewonnene IOPS</translation>
    </message>
    <message>
        <source>at peak: neither curve reaches the limit</source>
        <translation>in der Spitze: Keine der beiden Kurven erreicht die Grenze</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Latency, mean (ms)</source>
        <translation>Latenz, Mittelwert (ms)</translation>
    </message>
    <message>
        <source>%1: what each option buys</source>
        <translation>%1: was jede Option bringt</translation>
    </message>
    <message>
        <source>Baseline %1, %2 nodes · latency limit %3</source>
        <translation>Referenz %1, %2 Knoten · Latenzgrenze %3</translation>
    </message>
    <message>
        <source>Curve</source>
        <translation>Kurve</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source> (baseline)</source>
        <translation> (Referenz)</translation>
    </message>
    <message>
        <source>%1: not drawn, it has no point of %2</source>
        <translation>%1: nicht dargestellt, kein Punkt von %2 vorhanden</translation>
    </message>
    <message>
        <source>added nodes modeled as IOPS × (1 + %1 × k / %2) at the same latency</source>
        <translation>zusätzliche Knoten modelliert als IOPS × (1 + %1 × k / %2) bei gleicher Latenz</translation>
    </message>
    <message>
        <source>latency limit %1</source>
        <translation>Latenzgrenze %1</translation>
    </message>
    <message>
        <source>%1–%2 % of peak</source>
        <translation>%1–%2 % der Spitze</translation>
    </message>
    <message>
        <source>some figures are extrapolated beyond the measured points</source>
        <translation>einige Werte sind über die gemessenen Punkte hinaus extrapoliert</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source> latency</source>
        <translation> Latenz</translation>
    </message>
    <message>
        <source>at each system&apos;s peak (peak vs peak; load not recorded)</source>
        <translation>am Spitzenwert jedes Systems (Spitze vs. Spitze; Last nicht erfasst)</translation>
    </message>
    <message>
        <source>at load %1 on both (the peak)</source>
        <translation>bei Last %1 auf beiden (die Spitze)</translation>
    </message>
    <message>
        <source>at load %1 on both</source>
        <translation>bei Last %1 auf beiden</translation>
    </message>
    <message>
        <source>at each system&apos;s peak (peak vs peak: load %1 vs %2, no load in common)</source>
        <translation>am Spitzenwert jedes Systems (Spitze vs. Spitze: Last %1 vs. %2, keine gemeinsame Last)</translation>
    </message>
    <message>
        <source>better than the baseline</source>
        <translation>besser als die Referenz</translation>
    </message>
    <message>
        <source>worse than the baseline</source>
        <translation>schlechter als die Referenz</translation>
    </message>
    <message>
        <source>%1: not measured on both systems, left out</source>
        <translation>%1: nicht auf beiden Systemen gemessen, ausgelassen</translation>
    </message>
    <message>
        <source>peak %1 (peak vs peak)</source>
        <translation>Spitze %1 (Spitze vs. Spitze)</translation>
    </message>
    <message>
        <source>a comparison needs exactly two systems: the baseline, then the candidate</source>
        <translation>ein Vergleich erfordert genau zwei Systeme: die Referenz, dann den Kandidaten</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>%1 and %2 have no workload measured on both</source>
        <translation>%1 und %2 haben keinen auf beiden gemessenen Workload</translation>
    </message>
    <message>
        <source>Difference vs baseline (%)</source>
        <translation>Differenz zur Referenz (%)</translation>
    </message>
    <message>
        <source>Difference by workload</source>
        <translation>Differenz nach Workload</translation>
    </message>
    <message>
        <source>%1 vs %2 (baseline): peak vs peak; latency at a load both ran; lower latency is better</source>
        <translation>%1 vs. %2 (Referenz): Spitze vs. Spitze; Latenz bei einer Last, die beide gefahren haben; niedrigere Latenz ist besser</translation>
    </message>
    <message>
        <source>measured once</source>
        <translation>einmal gemessen</translation>
    </message>
    <message>
        <source>mean of %1 runs, ± 95 % interval</source>
        <translation>Mittelwert aus %1 Läufen, ± 95-%-Intervall</translation>
    </message>
    <message>
        <source>mean of %1 runs, ± half their range</source>
        <translation>Mittelwert aus %1 Läufen, ± halbe Spannweite</translation>
    </message>
    <message>
        <source>%1, %2 (%3): no %4, left out</source>
        <translation>%1, %2 (%3): ohne %4, ausgelassen</translation>
    </message>
    <message>
        <source>modeled</source>
        <translation>modelliert</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source> (%1 modeled)</source>
        <translation> (%1 modelliert)</translation>
    </message>
    <message>
        <source>at the %1 limit</source>
        <translation>an der Grenze von %1</translation>
    </message>
    <message>
        <source>%1: every point is above the %2 limit</source>
        <translation>%1: Alle Punkte liegen über der Grenze von %2</translation>
    </message>
    <message>
        <source>%1 % of peak</source>
        <translation>%1 % der Spitze</translation>
    </message>
    <message>
        <source>60–70 % of peak</source>
        <translation>60–70 % der Spitze</translation>
    </message>
    <message>
        <source>%1 peak IOPS, %2 latency at peak</source>
        <translation>%1 Spitzen-IOPS, %2 Latenz in der Spitze</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 vs. %2</translation>
    </message>
    <message>
        <source>gain at peak</source>
        <translation>Zuwachs in der Spitze</translation>
    </message>
    <message>
        <source>gain at the limit</source>
        <translation>Zuwachs an der Grenze</translation>
    </message>
    <message>
        <source>%1 vs %2: %3</source>
        <translation>%1 vs. %2: %3</translation>
    </message>
    <message>
        <source>a curve needs a workload (several names, comma-separated, make one curve)</source>
        <translation>eine Kurve erfordert einen Workload (mehrere durch Kommas getrennte Namen ergeben eine Kurve)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Herleitung</translation>
    </message>
    <message>
        <source>%1: not drawn, no point of %2 with both IOPS and a %3 latency</source>
        <translation>%1: nicht dargestellt, kein Punkt von %2 hat sowohl IOPS als auch eine %3-Latenz</translation>
    </message>
    <message>
        <source>no measurement of %1 has both IOPS and a %2 latency</source>
        <translation>keine Messung von %1 hat sowohl IOPS als auch eine %2-Latenz</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>Percentile</source>
        <translation>Perzentil</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation>Latenz (ms)</translation>
    </message>
    <message>
        <source>read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>all I/O</source>
        <translation>alle I/O</translation>
    </message>
    <message>
        <source>no latency percentiles or histograms stored for %1</source>
        <translation>für %1 sind keine Latenz-Perzentile oder Histogramme gespeichert</translation>
    </message>
    <message>
        <source>these systems</source>
        <translation>diese Systeme</translation>
    </message>
    <message>
        <source>%1: latency percentiles</source>
        <translation>%1: Latenz-Perzentile</translation>
    </message>
    <message>
        <source>all workloads</source>
        <translation>alle Workloads</translation>
    </message>
    <message>
        <source>, one curve per load step</source>
        <translation>, eine Kurve pro Laststufe</translation>
    </message>
    <message>
        <source>each system at its highest-IOPS point</source>
        <translation>jedes System an seinem Punkt mit den höchsten IOPS</translation>
    </message>
    <message>
        <source>some percentiles read off stored histogram bins</source>
        <translation>einige Perzentile aus gespeicherten Histogrammklassen abgelesen</translation>
    </message>
    <message>
        <source> IOPS</source>
        <translation> IOPS</translation>
    </message>
    <message>
        <source> yr</source>
        <translation> J.</translation>
    </message>
    <message>
        <source> %/yr</source>
        <translation> %/Jahr</translation>
    </message>
    <message>
        <source>Today, %1 nodes</source>
        <translation>Heute, %1 Knoten</translation>
    </message>
    <message>
        <source>short by %1 today</source>
        <translation>heute %1 zu wenig</translation>
    </message>
    <message>
        <source>lasts while demand stays flat</source>
        <translation>reicht, solange der Bedarf konstant bleibt</translation>
    </message>
    <message>
        <source>runs out in </source>
        <translation>reicht noch </translation>
    </message>
    <message>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <source>year %1: %2</source>
        <translation>Jahr %1: %2</translation>
    </message>
    <message>
        <source>/yr</source>
        <translation>/Jahr</translation>
    </message>
    <message>
        <source>Demand today: peak %1%2, average %3; growing %4, so the peak is %5 in %6 years.</source>
        <translation>Bedarf heute: Spitze %1%2, Durchschnitt %3; Wachstum %4, damit liegt die Spitze in %6 Jahren bei %5.</translation>
    </message>
    <message>
        <source> (an upper bound: host peaks need not coincide)</source>
        <translation> (eine Obergrenze: Die Spitzen der Hosts müssen nicht zusammenfallen)</translation>
    </message>
    <message>
        <source>%1: %2 with all nodes, %3 with %4 node(s) down (%5); %6</source>
        <translation>%1: %2 mit allen Knoten, %3 mit %4 Knoten in Wartung (%5); %6</translation>
    </message>
    <message>
        <source>; %1 more node(s) carry the demand for %2 years</source>
        <translation>; %1 Knoten mehr decken den Bedarf für %2 Jahre ab</translation>
    </message>
    <message>
        <source>Model: capacity per node = the measured system&apos;s IOPS ÷ its nodes, scaled linearly to the customer&apos;s nodes and to N − m with m nodes down; demand × (1 + g)^t.</source>
        <translation>Modell: Kapazität pro Knoten = IOPS des gemessenen Systems ÷ seine Knoten, linear skaliert auf die Knoten des Kunden und auf N − m bei m Knoten in Wartung; Bedarf × (1 + g)^t.</translation>
    </message>
    <message>
        <source>, %1 node(s) down</source>
        <translation>, %1 Knoten in Wartung</translation>
    </message>
    <message>
        <source> (not supported)</source>
        <translation> (nicht gestützt)</translation>
    </message>
    <message>
        <source>%1 of %2 on %3</source>
        <translation>%1 von %2 auf %3</translation>
    </message>
    <message>
        <source>the advice has no customer demand to chart</source>
        <translation>die Empfehlung enthält keinen Kundenbedarf zum Darstellen</translation>
    </message>
    <message>
        <source>%1: runway at %2 growth</source>
        <translation>%1: Reichweite bei %2 Wachstum</translation>
    </message>
    <message>
        <source>Peak %1 today%2 · %3 nodes · capacity solid with all nodes, dashed with %4 down</source>
        <translation>Spitze heute %1%2 · %3 Knoten · Kapazität durchgezogen mit allen Knoten, gestrichelt mit %4 in Wartung</translation>
    </message>
    <message>
        <source> (upper bound)</source>
        <translation> (Obergrenze)</translation>
    </message>
    <message>
        <source>Peak demand</source>
        <translation>Spitzenbedarf</translation>
    </message>
    <message>
        <source>Average demand</source>
        <translation>Durchschnittlicher Bedarf</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Capacity, all nodes</source>
        <translation>Kapazität, alle Knoten</translation>
    </message>
    <message>
        <source>Capacity, %1 down</source>
        <translation>Kapazität, %1 in Wartung</translation>
    </message>
    <message>
        <source>Runway</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>Nodes needed (%1 yr)</source>
        <translation>Benötigte Knoten (%1 J.)</translation>
    </message>
    <message>
        <source>Cost per year of runway</source>
        <translation>Kosten pro Jahr Reichweite</translation>
    </message>
    <message>
        <source>Years from today</source>
        <translation>Jahre ab heute</translation>
    </message>
    <message>
        <source>capacity per node scaled linearly (a model)</source>
        <translation>Kapazität pro Knoten linear skaliert (ein Modell)</translation>
    </message>
    <message>
        <source>no option has a known capacity: only the demand is drawn</source>
        <translation>keine Option hat eine bekannte Kapazität: Nur der Bedarf wird dargestellt</translation>
    </message>
    <message>
        <source>%1 GbE</source>
        <translation>%1 GbE</translation>
    </message>
    <message>
        <source>a throughput chart needs a workload</source>
        <translation>ein Durchsatzdiagramm erfordert einen Workload</translation>
    </message>
    <message>
        <source>Cluster MB/s</source>
        <translation>Cluster-MB/s</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Per node MB/s</source>
        <translation>MB/s pro Knoten</translation>
    </message>
    <message>
        <source>One port MB/s</source>
        <translation>MB/s eines Ports</translation>
    </message>
    <message>
        <source>Node links MB/s</source>
        <translation>MB/s der Knoten-Links</translation>
    </message>
    <message>
        <source>% of one port</source>
        <translation>% eines Ports</translation>
    </message>
    <message>
        <source>% of node links</source>
        <translation>% der Knoten-Links</translation>
    </message>
    <message>
        <source>Measured per node</source>
        <translation>Gemessen pro Knoten</translation>
    </message>
    <message>
        <source>%1: no whole-system throughput for %2</source>
        <translation>%1: kein Durchsatz des Gesamtsystems für %2</translation>
    </message>
    <message>
        <source>%1: the number of nodes is unknown (give the system its node count), left out</source>
        <translation>%1: Die Knotenanzahl ist unbekannt (geben Sie die Knotenanzahl des Systems an), ausgelassen</translation>
    </message>
    <message>
        <source>one %1 port: %2</source>
        <translation>ein %1-Port: %2</translation>
    </message>
    <message>
        <source>%1: link speed or ports unknown, no capacity line</source>
        <translation>%1: Link-Geschwindigkeit oder Ports unbekannt, keine Kapazitätslinie</translation>
    </message>
    <message>
        <source>no system has a whole-system throughput and a node count for %1</source>
        <translation>kein System hat für %1 einen Durchsatz des Gesamtsystems und eine Knotenanzahl</translation>
    </message>
    <message>
        <source>MB/s per node</source>
        <translation>MB/s pro Knoten</translation>
    </message>
    <message>
        <source>%1: throughput per node vs link capacity</source>
        <translation>%1: Durchsatz pro Knoten vs. Link-Kapazität</translation>
    </message>
    <message>
        <source>cluster throughput ÷ nodes; lines: link maximum, Gb/s × 10⁹ ÷ 8; MB/s = 10⁶ B/s</source>
        <translation>Cluster-Durchsatz ÷ Knoten; Linien: Link-Maximum, Gb/s × 10⁹ ÷ 8; MB/s = 10⁶ B/s</translation>
    </message>
    <message>
        <source>no read or write throughput to show by tier</source>
        <translation>kein Lese- oder Schreibdurchsatz nach Tier darzustellen</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Transfer size</source>
        <translation>Transfergröße</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Tier</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>Lese-MB/s</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>Schreib-MB/s</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Storage tier</source>
        <translation>Storage-Tier</translation>
    </message>
    <message>
        <source>MB/s (10⁶ B/s)</source>
        <translation>MB/s (10⁶ B/s)</translation>
    </message>
    <message>
        <source>%1: throughput by %2</source>
        <translation>%1: Durchsatz nach %2</translation>
    </message>
    <message>
        <source>Read and write throughput by storage tier</source>
        <translation>Lese- und Schreibdurchsatz nach Storage-Tier</translation>
    </message>
    <message>
        <source>highest read and write throughput of each group</source>
        <translation>höchster Lese- und Schreibdurchsatz jeder Gruppe</translation>
    </message>
    <message>
        <source>Cost per IOPS gained</source>
        <translation>Kosten je gewonnene IOPS</translation>
    </message>
    <message>
        <source>%1 · baseline %2 · lower is better</source>
        <translation>%1 · Referenz %2 · niedriger ist besser</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Ablesepunkt</translation>
    </message>
    <message>
        <source>per IOPS gained</source>
        <translation>je gewonnene IOPS</translation>
    </message>
    <message>
        <source>at peak</source>
        <translation>in der Spitze</translation>
    </message>
    <message>
        <source>in the headroom band</source>
        <translation>im Headroom-Bereich</translation>
    </message>
    <message>
        <source>cost of the option ÷ IOPS it adds over the baseline</source>
        <translation>Kosten der Option ÷ IOPS, die sie gegenüber der Referenz hinzufügt</translation>
    </message>
    <message>
        <source>no option is priced and gains IOPS</source>
        <translation>keine Option ist bepreist und bringt einen IOPS-Zuwachs</translation>
    </message>
    <message>
        <source>Source: </source>
        <translation>Quelle: </translation>
    </message>
    <message>
        <source>Sources: </source>
        <translation>Quellen: </translation>
    </message>
    <message>
        <source>hollow markers are modeled, not measured</source>
        <translation>hohle Markierungen sind modelliert, nicht gemessen</translation>
    </message>
    <message>
        <source>pale bars are modeled, not measured</source>
        <translation>blasse Balken sind modelliert, nicht gemessen</translation>
    </message>
    <message>
        <source>Note: </source>
        <translation>Hinweis: </translation>
    </message>
    <message>
        <source>Latency, 95th percentile (ms)</source>
        <translation>Latenz, 95. Perzentil (ms)</translation>
    </message>
    <message>
        <source>Latency, 99th percentile (ms)</source>
        <translation>Latenz, 99. Perzentil (ms)</translation>
    </message>
    <message>
        <source>measured %1</source>
        <translation>gemessen %1</translation>
    </message>
    <message>
        <source>imported %1</source>
        <translation>importiert %1</translation>
    </message>
    <message>
        <source>%1 files: %2 … %3</source>
        <translation>%1 Dateien: %2 … %3</translation>
    </message>
    <message>
        <source>measured %1 … %2</source>
        <translation>gemessen %1 … %2</translation>
    </message>
    <message>
        <source>percentiles from fio are completion latency (clat)</source>
        <translation>Perzentile von fio sind Completion-Latenz (clat)</translation>
    </message>
    <message>
        <source>HCIBench percentiles are the mean of the workers&apos; percentiles, not a cluster percentile</source>
        <translation>HCIBench-Perzentile sind der Mittelwert der Perzentile der Worker, kein Perzentil des Clusters</translation>
    </message>
    <message>
        <source>mixed read/write: the slower direction&apos;s percentile</source>
        <translation>gemischtes Lesen/Schreiben: das Perzentil der langsameren Richtung</translation>
    </message>
    <message>
        <source>%1 IOPS target</source>
        <translation>Ziel %1 IOPS</translation>
    </message>
    <message>
        <source>%1 IOPS target at QD %2</source>
        <translation>Ziel %1 IOPS bei QD %2</translation>
    </message>
    <message>
        <source>%1: IOPS vs %2</source>
        <comment>workload, latency</comment>
        <translation>%1: IOPS vs. %2</translation>
    </message>
    <message>
        <source>mean latency</source>
        <translation>mittlere Latenz</translation>
    </message>
    <message>
        <source>p95 latency</source>
        <translation>p95-Latenz</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>p99-Latenz</translation>
    </message>
</context>
<context>
    <name>headroom::charts::AdvisorChart</name>
    <message>
        <source>Export chart…</source>
        <translation>Diagramm exportieren…</translation>
    </message>
    <message>
        <source>Save this chart as PNG, SVG or PDF (1920 × 1080)</source>
        <translation>Dieses Diagramm als PNG, SVG oder PDF speichern (1920 × 1080)</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>There is no chart to copy yet.</source>
        <translation>Es gibt noch kein Diagramm zum Kopieren.</translation>
    </message>
    <message>
        <source>The chart was not exported: %1. Choose another folder or file name.</source>
        <translation>Das Diagramm wurde nicht exportiert: %1. Wählen Sie einen anderen Ordner oder Dateinamen.</translation>
    </message>
</context>
<context>
    <name>headroom::charts::ComparePage</name>
    <message>
        <source>Curves: IOPS vs latency</source>
        <translation>Kurven: IOPS vs. Latenz</translation>
    </message>
    <message>
        <source>Throughput per node vs link</source>
        <translation>Durchsatz pro Knoten vs. Link</translation>
    </message>
    <message>
        <source>Compare two systems by workload</source>
        <translation>Zwei Systeme nach Workload vergleichen</translation>
    </message>
    <message>
        <source>Tiers / transfer size</source>
        <translation>Tiers / Transfergröße</translation>
    </message>
    <message>
        <source>Latency percentiles</source>
        <translation>Latenz-Perzentile</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Check the systems to draw; drag to order them.</source>
        <translation>Markieren Sie die darzustellenden Systeme; ziehen Sie sie, um sie zu ordnen.</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>Systeme</translation>
    </message>
    <message>
        <source>The system the others are compared with: gains and differences are against it</source>
        <translation>Das System, mit dem die anderen verglichen werden: Zuwächse und Unterschiede beziehen sich darauf</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Several workloads checked make one curve per system (a queue-depth sweep).</source>
        <translation>Mehrere markierte Workloads ergeben eine Kurve pro System (eine Messreihe über Warteschlangentiefen).</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>Workloads</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>Latency limit</source>
        <translation>Latenzgrenze</translation>
    </message>
    <message>
        <source>Peaks</source>
        <translation>Spitzenwerte</translation>
    </message>
    <message>
        <source>Limit line and crossings</source>
        <translation>Grenzlinie und Schnittpunkte</translation>
    </message>
    <message>
        <source>Headroom band (60–70 % of peak)</source>
        <translation>Headroom-Bereich (60–70 % der Spitze)</translation>
    </message>
    <message>
        <source>Gain labels</source>
        <translation>Zuwachs-Beschriftungen</translation>
    </message>
    <message>
        <source>Log IOPS axis</source>
        <translation>Log. IOPS-Achse</translation>
    </message>
    <message>
        <source>Log latency axis</source>
        <translation>Log. Latenzachse</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Export size</source>
        <translation>Exportgröße</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the chart to the clipboard as PNG and SVG</source>
        <translation>Diagramm als PNG und SVG in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Measured on every checked system</source>
        <translation>Auf allen markierten Systemen gemessen</translation>
    </message>
    <message numerus="yes">
        <source>Measured on %n system(s)</source>
        <translation>
            <numerusform>Auf %n System gemessen</numerusform>
            <numerusform>Auf %n Systemen gemessen</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>No library is open.</source>
        <translation>Es ist keine Bibliothek geöffnet.</translation>
    </message>
    <message>
        <source>Check one or more systems.</source>
        <translation>Markieren Sie ein oder mehrere Systeme.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>There is no chart to export: %1</source>
        <translation>Es gibt kein Diagramm zum Exportieren: %1</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>There is no chart to copy: %1</source>
        <translation>Es gibt kein Diagramm zum Kopieren: %1</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Copy failed</source>
        <translation>Kopieren fehlgeschlagen</translation>
    </message>
    <message>
        <source>Copied the chart to the clipboard</source>
        <translation>Diagramm in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>The chart was not exported: %1. Choose another folder or file name.</source>
        <translation>Das Diagramm wurde nicht exportiert: %1. Wählen Sie einen anderen Ordner oder Dateinamen.</translation>
    </message>
    <message>
        <source>The chart was not copied: %1. Try again, or export it to a file (File › Export Chart).</source>
        <translation>Das Diagramm wurde nicht kopiert: %1. Versuchen Sie es erneut oder exportieren Sie es in eine Datei (Datei › Diagramm exportieren).</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>%1…</source>
        <comment>export as a file of this format</comment>
        <translation>%1…</translation>
    </message>
</context>
<context>
    <name>headroom::charts::LiveChart</name>
    <message>
        <source>Live: IOPS and latency per second</source>
        <translation>Live: IOPS und Latenz pro Sekunde</translation>
    </message>
    <message>
        <source>Time since Start (s)</source>
        <translation>Zeit seit Start (s)</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation>Latenz (ms)</translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation>Mittlere Latenz</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>p99-Latenz</translation>
    </message>
</context>
<context>
    <name>headroom::charts::RunwayChart</name>
    <message>
        <source>Export runway chart…</source>
        <translation>Reichweitendiagramm exportieren…</translation>
    </message>
    <message>
        <source>Save this chart as PNG, SVG or PDF (1920 × 1080)</source>
        <translation>Dieses Diagramm als PNG, SVG oder PDF speichern (1920 × 1080)</translation>
    </message>
    <message>
        <source>Export runway chart</source>
        <translation>Reichweitendiagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>There is no chart to copy yet.</source>
        <translation>Es gibt noch kein Diagramm zum Kopieren.</translation>
    </message>
    <message>
        <source>The chart was not exported: %1. Choose another folder or file name.</source>
        <translation>Das Diagramm wurde nicht exportiert: %1. Wählen Sie einen anderen Ordner oder Dateinamen.</translation>
    </message>
</context>
<context>
    <name>headroom::model</name>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>The measurement&apos;s id in the library</source>
        <translation>Die ID der Messung in der Bibliothek</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>System under test</source>
        <translation>Getestetes System</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Workload (HCIBench name when imported from it)</source>
        <translation>Workload (HCIBench-Name, wenn daraus importiert)</translation>
    </message>
    <message>
        <source>Workload, @ the host for per-host results of a cluster run</source>
        <translation>Workload, @ der Host bei Ergebnissen je Host eines Cluster-Laufs</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>The point&apos;s load: queue depth per job × jobs, or the target rate</source>
        <translation>Die Last des Punkts: Queue-Tiefe pro Job × Jobs oder die Zielrate</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Host, for per-host results of a cluster run</source>
        <translation>Host, bei Ergebnissen je Host eines Cluster-Laufs</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Total I/Os per second</source>
        <translation>I/Os pro Sekunde insgesamt</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Total throughput in MB/s (10^6 bytes per second)</source>
        <translation>Gesamtdurchsatz in MB/s (10^6 Byte pro Sekunde)</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Mean total latency, both directions weighted by IOPS</source>
        <translation>Mittlere Gesamtlatenz, beide Richtungen nach IOPS gewichtet</translation>
    </message>
    <message>
        <source>Read lat</source>
        <translation>Leselatenz</translation>
    </message>
    <message>
        <source>Mean read latency</source>
        <translation>Mittlere Leselatenz</translation>
    </message>
    <message>
        <source>Write lat</source>
        <translation>Schreiblatenz</translation>
    </message>
    <message>
        <source>Mean write latency</source>
        <translation>Mittlere Schreiblatenz</translation>
    </message>
    <message>
        <source>Read p95</source>
        <translation>Lesen p95</translation>
    </message>
    <message>
        <source>95th percentile of read latency (HCIBench: mean of per-VM percentiles, see tooltip)</source>
        <translation>95. Perzentil der Leselatenz (HCIBench: Mittelwert der Perzentile je VM, siehe Tooltip)</translation>
    </message>
    <message>
        <source>Host CPU %</source>
        <translation>Host-CPU %</translation>
    </message>
    <message>
        <source>Average host CPU of the system under test</source>
        <translation>Durchschnittliche Host-CPU des getesteten Systems</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Runs of the measurement&apos;s point (the same system, test and load)</source>
        <translation>Läufe des Punkts der Messung (dasselbe System, derselbe Test, dieselbe Last)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Where the figures come from; modeled points are derived, not measured; failed runs and warnings marked</source>
        <translation>Woher die Werte stammen; modellierte Punkte sind abgeleitet, nicht gemessen; fehlgeschlagene Läufe und Warnungen sind markiert</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lesend</translation>
    </message>
    <message>
        <source>write</source>
        <translation>schreibend</translation>
    </message>
    <message>
        <source>%1/%2 read/write</source>
        <translation>%1/%2 lesend/schreibend</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>sequential</source>
        <translation>sequenziell</translation>
    </message>
    <message>
        <source>%1 % random</source>
        <translation>%1 % zufällig</translation>
    </message>
    <message>
        <source>OLTP %1 70/30</source>
        <translation>OLTP %1 70/30</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <comment>block size, access, direction</comment>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>, %1 % of each disk</source>
        <translation>, %1 % jeder Disk</translation>
    </message>
    <message>
        <source>Imported by</source>
        <translation>Importiert von</translation>
    </message>
    <message>
        <source>Who imported the source: the team member&apos;s login in a team library</source>
        <translation>Wer die Quelle importiert hat: die Anmeldung des Teammitglieds in einer Team-Bibliothek</translation>
    </message>
</context>
<context>
    <name>headroom::report</name>
    <message>
        <source>years</source>
        <translation>Jahre</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Extrapolated</source>
        <translation>Extrapoliert</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Network upgrade or more nodes? %1 on %2</source>
        <translation>Netzwerk-Upgrade oder mehr Knoten? %1 auf %2</translation>
    </message>
    <message>
        <source>Prepared for </source>
        <translation>Erstellt für </translation>
    </message>
    <message>
        <source>By </source>
        <translation>Von </translation>
    </message>
    <message>
        <source>Headroom %1</source>
        <translation>Headroom %1</translation>
    </message>
    <message>
        <source>What one more IOPS costs with each option (lower is better).</source>
        <translation>Was eine zusätzliche IOPS mit jeder Option kostet (niedriger ist besser).</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Why no recommendation</source>
        <translation>Warum keine Empfehlung</translation>
    </message>
    <message>
        <source>Bottleneck: %1</source>
        <translation>Engpass: %1</translation>
    </message>
    <message>
        <source>IOPS against mean latency of the baseline and of each option, with every curve&apos;s peak, the %1 ms latency limit and the headroom band. Modeled curves are marked.</source>
        <translation>IOPS gegenüber mittlerer Latenz der Referenz und jeder Option, mit dem Spitzenwert jeder Kurve, der Latenzgrenze von %1 ms und dem Headroom-Bereich. Modellierte Kurven sind gekennzeichnet.</translation>
    </message>
    <message>
        <source>+%1 node(s) (modeled)</source>
        <translation>+%1 Knoten (modelliert)</translation>
    </message>
    <message>
        <source> (network upgrade)</source>
        <translation> (Netzwerk-Upgrade)</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Cost per IOPS gained</source>
        <translation>Kosten je gewonnene IOPS</translation>
    </message>
    <message>
        <source>The chart on the first page, in figures: each option&apos;s cost ÷ the IOPS it adds.</source>
        <translation>Das Diagramm der ersten Seite in Zahlen: Kosten jeder Option ÷ die IOPS, die sie hinzufügt.</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>Kurven</translation>
    </message>
    <message>
        <source>Network cost per port</source>
        <translation>Netzwerkkosten je Port</translation>
    </message>
    <message>
        <source>Cost for the cluster</source>
        <translation>Kosten für den Cluster</translation>
    </message>
    <message>
        <source>The network design could not be priced; see the warnings.</source>
        <translation>Das Netzwerkdesign konnte nicht bepreist werden; siehe Warnungen.</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>Appendix: measurements used</source>
        <translation>Anhang: verwendete Messungen</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>No recommendation</source>
        <translation>Keine Empfehlung</translation>
    </message>
    <message>
        <source>What each option buys</source>
        <translation>Was jede Option bringt</translation>
    </message>
    <message>
        <source>%1 files (%2 … %3)</source>
        <translation>%1 Dateien (%2 … %3)</translation>
    </message>
    <message>
        <source>%1: %2 point(s) from %3%4%5</source>
        <translation>%1: %2 Punkt(e) aus %3%4%5</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source> IOPS</source>
        <translation> IOPS</translation>
    </message>
    <message>
        <source>%1: none (no point reaches it)</source>
        <translation>%1: kein Wert (von keinem Punkt erreicht)</translation>
    </message>
    <message>
        <source>%1: %2 at %3 ms mean latency (%4)</source>
        <translation>%1: %2 bei %3 ms mittlerer Latenz (%4)</translation>
    </message>
    <message>
        <source>Gain %1 = (option − baseline) ÷ baseline = (%2 − %3) ÷ %3 = %4</source>
        <translation>Zuwachs %1 = (Option − Referenz) ÷ Referenz = (%2 − %3) ÷ %3 = %4</translation>
    </message>
    <message>
        <source>Cost per IOPS gained %1 = cost ÷ (option − baseline) = %2 ÷ (%3 − %4) = %5</source>
        <translation>Kosten je gewonnene IOPS %1 = Kosten ÷ (Option − Referenz) = %2 ÷ (%3 − %4) = %5</translation>
    </message>
    <message>
        <source>Cost: </source>
        <translation>Kosten: </translation>
    </message>
    <message>
        <source>at the %1 ms latency limit</source>
        <translation>an der Latenzgrenze von %1 ms</translation>
    </message>
    <message>
        <source>at peak</source>
        <translation>in der Spitze</translation>
    </message>
    <message>
        <source>Not weighed: </source>
        <translation>Nicht berücksichtigt: </translation>
    </message>
    <message>
        <source>Readings of each curve (mean latency; straight segments between measured points, never extrapolated unless said):</source>
        <translation>Ablesewerte jeder Kurve (mittlere Latenz; gerade Segmente zwischen gemessenen Punkten, nur extrapoliert, wo angegeben):</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>Spitze</translation>
    </message>
    <message>
        <source>at the latency limit</source>
        <translation>an der Latenzgrenze</translation>
    </message>
    <message>
        <source>in the headroom band</source>
        <translation>im Headroom-Bereich</translation>
    </message>
    <message>
        <source> (baseline)</source>
        <translation> (Referenz)</translation>
    </message>
    <message>
        <source>Per port = NIC price ÷ NIC ports + switch price ÷ switch ports + cable price ÷ cable ports, exact; rounded once at the end.</source>
        <translation>Pro Port = NIC-Preis ÷ NIC-Ports + Switch-Preis ÷ Switch-Ports + Kabelpreis ÷ Kabel-Ports, exakt; am Ende einmal gerundet.</translation>
    </message>
    <message>
        <source>%1: %2 ÷ %3 port(s); price of %4, source: %5</source>
        <translation>%1: %2 ÷ %3 Port(s); Preis vom %4, Quelle: %5</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>Per port total: %1; for %2 nodes × %3 ports: %4</source>
        <translation>Summe pro Port: %1; für %2 Knoten × %3 Ports: %4</translation>
    </message>
    <message>
        <source>Measurements behind these figures:</source>
        <translation>Zugrunde liegende Messungen:</translation>
    </message>
    <message>
        <source>%1, %2: %3 point(s) from %4%5%6</source>
        <translation>%1, %2: %3 Punkt(e) aus %4%5%6</translation>
    </message>
    <message>
        <source>, SHA-256 </source>
        <translation>, SHA-256 </translation>
    </message>
    <message>
        <source>Bottleneck evidence:</source>
        <translation>Belege für den Engpass:</translation>
    </message>
    <message>
        <source>Advisor&apos;s summary: </source>
        <translation>Zusammenfassung des Beraters: </translation>
    </message>
    <message>
        <source>Cost basis of the decision: %1</source>
        <translation>Kostenbasis der Entscheidung: %1</translation>
    </message>
    <message>
        <source>; the other basis would recommend %1</source>
        <translation>; die andere Kostenbasis würde empfehlen: %1</translation>
    </message>
    <message>
        <source>; the other basis gives the same answer</source>
        <translation>; die andere Kostenbasis ergibt dieselbe Antwort</translation>
    </message>
    <message>
        <source>Node price source: %1.</source>
        <translation>Quelle des Knotenpreises: %1.</translation>
    </message>
    <message>
        <source>Exchange rate: %1.</source>
        <translation>Wechselkurs: %1.</translation>
    </message>
    <message>
        <source>cost of %1</source>
        <translation>Kosten von %1</translation>
    </message>
    <message>
        <source>IOPS gained by %1, %2</source>
        <translation>IOPS-Zuwachs durch %1, %2</translation>
    </message>
    <message>
        <source>per 1,000 IOPS gained: %1</source>
        <translation>je 1.000 gewonnene IOPS: %1</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Ports (%1 nodes × %2), per-port amortised, exact</source>
        <translation>Ports (%1 Knoten × %2), pro Port amortisiert, exakt</translation>
    </message>
    <message>
        <source>The same, per-port cost rounded to whole units first</source>
        <translation>Dasselbe, Kosten pro Port zuerst auf ganze Einheiten gerundet</translation>
    </message>
    <message>
        <source>NICs %1 (%2 per node)</source>
        <translation>NICs %1 (%2 pro Knoten)</translation>
    </message>
    <message>
        <source>Switches %1%2</source>
        <translation>Switches %1%2</translation>
    </message>
    <message>
        <source> (redundant pair)</source>
        <translation> (redundantes Paar)</translation>
    </message>
    <message>
        <source>Cables %1</source>
        <translation>Kabel %1</translation>
    </message>
    <message>
        <source>Whole-unit build-out</source>
        <translation>Ausbau in ganzen Einheiten</translation>
    </message>
    <message>
        <source>Workload %1; baseline %2 with %3 nodes and %4 ports per node.</source>
        <translation>Workload %1; Referenz %2 mit %3 Knoten und %4 Ports pro Knoten.</translation>
    </message>
    <message>
        <source>Node scaling: adding k nodes to %1 multiplies IOPS by 1 + %2 × k / %1 at the same latency (modeled, not measured).</source>
        <translation>Knotenskalierung: Kommen zu %1 Knoten k hinzu, steigen die IOPS bei gleicher Latenz um den Faktor 1 + %2 × k / %1 (modelliert, nicht gemessen).</translation>
    </message>
    <message>
        <source>Node price: %1 per node (an input, not a quoted price).</source>
        <translation>Knotenpreis: %1 pro Knoten (eine Eingabe, kein Angebotspreis).</translation>
    </message>
    <message>
        <source>Node price: not given, so adding nodes is not priced.</source>
        <translation>Knotenpreis: nicht angegeben, daher ist das Hinzufügen von Knoten nicht bepreist.</translation>
    </message>
    <message>
        <source>Latency limit: %1 ms (mean latency).</source>
        <translation>Latenzgrenze: %1 ms (mittlere Latenz).</translation>
    </message>
    <message>
        <source>Headroom band: %1–%2 % of each curve&apos;s own peak, read at its middle; its IOPS gain equals the peak gain, the latency there is what differs.</source>
        <translation>Headroom-Bereich: %1–%2 % des eigenen Spitzenwerts jeder Kurve, abgelesen in seiner Mitte; sein IOPS-Zuwachs entspricht dem Spitzenzuwachs, nur die Latenz dort unterscheidet sich.</translation>
    </message>
    <message>
        <source>Cost basis: list prices of the catalog parts, per-port amortised (NIC price / NIC ports + switch price / switch ports + cable price), exact to the cent; the whole-unit build-out is shown beside it.</source>
        <translation>Kostenbasis: Listenpreise der Katalogteile, pro Port amortisiert (NIC-Preis / NIC-Ports + Switch-Preis / Switch-Ports + Kabelpreis), centgenau; der Ausbau in ganzen Einheiten wird daneben gezeigt.</translation>
    </message>
    <message>
        <source>Currency: %1; no conversion rates applied (every part is priced in %1).</source>
        <translation>Währung: %1; keine Umrechnungskurse angewendet (alle Teile sind in %1 bepreist).</translation>
    </message>
    <message>
        <source>Extrapolation allowed: figures beyond the measured points are marked *.</source>
        <translation>Extrapolation zugelassen: Werte jenseits der gemessenen Punkte sind mit * markiert.</translation>
    </message>
    <message>
        <source>No extrapolation: figures beyond the measured points are left out.</source>
        <translation>Keine Extrapolation: Werte jenseits der gemessenen Punkte werden ausgelassen.</translation>
    </message>
    <message>
        <source>Some figures are EXTRAPOLATED beyond the measured points.</source>
        <translation>Einige Werte sind über die gemessenen Punkte hinaus EXTRAPOLIERT.</translation>
    </message>
    <message>
        <source>%1 is modeled from the baseline curve, not measured.</source>
        <translation>%1 ist aus der Referenzkurve modelliert, nicht gemessen.</translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation>Warnung: </translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <source>– (published figures)</source>
        <translation>– (veröffentlichte Werte)</translation>
    </message>
    <message>
        <source>Each system&apos;s curve is its aggregate measurements of the workload in load order (queue depth × jobs or target rate); per-host points are left out.</source>
        <translation>Die Kurve jedes Systems besteht aus seinen aggregierten Messungen des Workloads in Lastreihenfolge (Warteschlangentiefe × Jobs oder Zielrate); Punkte einzelner Hosts werden ausgelassen.</translation>
    </message>
    <message>
        <source>Peak IOPS is the curve&apos;s highest IOPS; the IOPS at the latency limit is read on the straight segment where the mean latency crosses the limit, and a curve that stays under the limit is read at its peak (the report says so where it gives the figure); the headroom point is the middle of the band as a fraction of the curve&apos;s own peak. Nothing beyond the measured points is computed unless extrapolation is allowed, and then it is marked.</source>
        <translation>Spitzen-IOPS sind die höchsten IOPS der Kurve; die IOPS an der Latenzgrenze werden auf dem geraden Segment abgelesen, auf dem die mittlere Latenz die Grenze schneidet, und eine Kurve, die unter der Grenze bleibt, wird an ihrem Spitzenwert abgelesen (der Bericht vermerkt dies beim jeweiligen Wert); der Headroom-Punkt ist die Mitte des Bereichs als Anteil am eigenen Spitzenwert der Kurve. Jenseits der gemessenen Punkte wird nichts berechnet, es sei denn, Extrapolation ist zugelassen; dann wird es markiert.</translation>
    </message>
    <message>
        <source>Gains are the option&apos;s figure against the baseline&apos;s, in percent. The network upgrade costs every port of the cluster at the per-port amortised cost; adding nodes costs the node price times the nodes added, the fewest that match the upgrade&apos;s peak gain unless a count is given.</source>
        <translation>Zuwächse sind der Wert der Option gegenüber dem der Referenz, in Prozent. Das Netzwerk-Upgrade setzt für jeden Port des Clusters die amortisierten Kosten pro Port an; das Hinzufügen von Knoten kostet den Knotenpreis mal die hinzugefügten Knoten – die kleinste Anzahl, die den Spitzenzuwachs des Upgrades erreicht, sofern keine Anzahl vorgegeben ist.</translation>
    </message>
    <message>
        <source>Cost per IOPS gained = the option&apos;s cost ÷ the IOPS it adds, at peak, at the latency limit and in the headroom band. The recommendation is the priced option with the lowest cost per IOPS gained at the latency limit when every option has that figure, else at peak.</source>
        <translation>Kosten je gewonnene IOPS = Kosten der Option ÷ die IOPS, die sie hinzufügt, in der Spitze, an der Latenzgrenze und im Headroom-Bereich. Empfohlen wird die bepreiste Option mit den niedrigsten Kosten je gewonnene IOPS an der Latenzgrenze, wenn alle Optionen diesen Wert haben, sonst in der Spitze.</translation>
    </message>
    <message>
        <source>The bottleneck verdict compares per-node throughput of large-block tests with the link capacity (Gb/s × ports ÷ 8), host CPU with saturation, and any measured network upgrade of the same cluster.</source>
        <translation>Die Engpassbewertung vergleicht den Durchsatz pro Knoten bei Tests mit großen Blöcken mit der Link-Kapazität (Gb/s × Ports ÷ 8), die Host-CPU mit ihrer Sättigung und jedes gemessene Netzwerk-Upgrade desselben Clusters.</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
</context>
</TS>
