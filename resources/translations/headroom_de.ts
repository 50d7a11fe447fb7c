<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutText</name>
    <message>
        <source>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Add nodes or upgrade the network? Headroom measures storage, imports fio, HCIBench and vdbench results, prices network designs and shows what each option costs per IOPS gained.&lt;/p&gt;&lt;p&gt;Results library schema %2.&lt;/p&gt;&lt;p&gt;Copyright © 2026 the Headroom developers. Headroom is free software: you can redistribute it and/or modify it under the terms of the &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt; as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;The demo library carries fio results of the fio-plot project (BSD-3-Clause) and a Live Optics export of the vmware-cloud-sizer-companion-cli project (MIT, © 2022 Chris White). Their licences are in /usr/share/doc/headroom/copyright and in THIRD-PARTY.md of the source.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>1 host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IOPS vs mean latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One point per completed run; the curve grows as the sweep goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of IOPS above 0 (leave it empty for the derived peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not KEY=VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>compression on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compression off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table was not exported: %1. Choose another folder or file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Table as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The edit was not undone: %1. Another program may have changed the library: open it again with File › Open Recent.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::AdvisorPage</name>
    <message>
        <source>The same cluster measured (or published) with a faster network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports per node that carry storage traffic at once: 1 for vSAN&apos;s usual active/standby teaming (the VxRail report compares one port), more for LACP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switches in redundant pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adding k nodes to n multiplies IOPS by 1 + scaling × k / n at the same latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto: the fewest nodes that match the network upgrade&apos;s peak gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allow extrapolation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read values beyond the measured points; every such figure is marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The customer&apos;s own workload (Customer page): each option&apos;s runway and the nodes needed to carry it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per year, e.g. 20%, 20%/yr or 0.2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the demand must be carried (sizes the nodes to add)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes in maintenance or failed while the demand must still be carried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one node&apos;s price and currency, e.g. 100000 USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A node from the catalog: its price and currency are the node price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per-port amortised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole units to buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which cost of the network upgrade decides: its share per port (NIC, switch port, cable) or the whole NICs, switches (in pairs) and cables to buy. The answer says whether the other basis would change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only for mixed currencies, e.g. EUR:USD=1.08</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 EUR = 1.08 USD is written EUR:USD=1.08; the answer shows the rate and its date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Years to carry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade NIC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node price:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node from catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom band:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate read on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open a library with measured curves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none: the lab curves alone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (runs on %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the customer&apos;s %2 nodes down leaves none to carry the demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>In the sources: %1
measured with IOPS and latency on %n system(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 %3, %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the price typed above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an amount with an optional currency, e.g. 100000 USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An example input for the demo, not a quoted price: type your node&apos;s price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 EUR = 1.08 USD is written EUR:USD=1.08</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::AdvisorResultView</name>
    <message>
        <source>&lt;b&gt;Options&lt;/b&gt; (hover a figure for how it was computed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Network upgrade, per port amortised&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot advise yet:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;&lt;i&gt;%n caution(s) — see Warnings below the tables.&lt;/i&gt;</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Why:&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Bottleneck: %1&lt;/b&gt; — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Customer demand %1:&lt;/b&gt; %2 IOPS at peak, growing %3 a year, carried for %n year(s) with %4 node(s) down.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ports: &lt;b&gt;%2&lt;/b&gt; exact; %3 with the per-port cost rounded to whole units first (the report&apos;s rounding)%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; whole units for %1 nodes: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Options&lt;/b&gt; in %1, cost on the %2 (hover a figure for how it was computed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h4&gt;Bottleneck evidence&lt;/h4&gt;&lt;ul&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h4&gt;Not weighed&lt;/h4&gt;&lt;ul&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Exchange rate used: %1&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h4&gt;How each cost was computed&lt;/h4&gt;&lt;ul&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;/ul&gt;&lt;p&gt;Headroom: %1–%2 % of each curve&apos;s own peak, read at the middle of the band; latency limit %3 ms. %4.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h4&gt;Warnings&lt;/h4&gt;&lt;ul&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::BenchPointsModel</name>
    <message>
        <source>%1 IOPS target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max (QD %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::BenchSetupForm</name>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroy data on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the test file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overwrite existing file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct I/O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ramp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I/O count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue depths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curve %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop at latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new file (created, filled and removed afterwards), a directory, an existing file (only read unless Overwrite) or a block device (written only when blank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of the test file Headroom creates: 4k, 512M, 1G, 1GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Like --destroy-data-on: a device that carries a partition table or a file system is written only when its path is typed here again. Everything on it is lost. A mounted or in-use device is never written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroy data on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow writes into an existing file Headroom did not create: its contents are lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct I/O (O_DIRECT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bypass the page cache; off: buffered I/O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treat file as disk image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge the file as a block device: writes are refused when the image carries a partition table or a file system, unless Destroy data on repeats its path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue depth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The part of the target the I/Os fall in, from its start: 256m, 1G (like --working-set); empty: all of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run and sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ramp time before each point, not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ramp:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: run for the run time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End each point after this many I/Os over all jobs instead of after the run time (like --ios)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IOPS; empty: as fast as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pace the I/Os evenly at this many per second over all jobs (like --rate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I/O count:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue-depth sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curve (vdbench: % of max rate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One point per queue depth, like HCIBench&apos;s outstanding-I/O steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue depths:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run at maximum rate, then these percentages of the rate it reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curve %:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the sweep once a point&apos;s mean latency exceeds this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop at latency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> run(s) of each point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run every point this many times, interleaved across the sweep (QD1, QD2, …, QD1, QD2, …); each run is stored and the point is their mean with error bars. 3 or more give a 95 % interval (like --repeat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeat:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test file (new or existing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set by the curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type %1 again to allow writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not used: each point ends after the I/O count</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::BenchmarkPage</name>
    <message>
        <source>Run on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster (fio servers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster: the same workload on every host at once through fio&apos;s client/server mode; the target is a directory (or device) path on the hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Completed points&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An existing system of the library, or a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save to library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not ready: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Keep is ticked: the file stays after the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No library is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving is off: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for the run to finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No completed point to save yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These points are already saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store the completed points and their curve under this system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the system the results belong to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stored %n measurement(s) (per host and cluster) under system &apos;%1&apos;.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stored %n point(s) under system &apos;%1&apos;.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The points were not saved: %1. They are still here: save them again, or open a library you can write with File › Open Library.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::CatalogPage</name>
    <message>
        <source>Add item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the catalog (Ctrl+S); quitting with unsaved changes asks first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Validation&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n item(s). Built-in: the six parts of the VxRail report (US list, March 2023). Your own prices are saved to &lt;code&gt;%1&lt;/code&gt;%2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> — &lt;b&gt;unsaved changes&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems: every item has a part number, ports, a known currency, a date and a source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1 (undo with Ctrl+Z).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n item(s) to %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::CatalogTableModel</name>
    <message>
        <source>%1 ÷ %2 port(s), exact, rounded once to cents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List price ÷ ports: the share of one port, as the per-port amortised cost uses it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not saved: fix the %n problem(s) listed first.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>NEW-%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an item to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a built-in item from the VxRail report; it cannot be removed, but you can change its price with your own source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nothing imported:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A node is priced whole: it has no port speed and no per-port share</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::ClusterPanel</name>
    <message>
        <source>HOST[:PORT], e.g. 10.0.0.11 or node2:8766 or [fd00::2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts running `fio --server` (port 8765 unless given); several separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import hosts file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fio run here as the client (--client); the hosts run their own fio --server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IOPS (last point)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean latency (last point)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import hosts file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not tested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>testing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::ClusterRunController</name>
    <message>
        <source>Not ready: add the hosts running `fio --server`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster run on %1, on the device %2 of each host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster run on %1: each host writes its own %2 test file in the directory %3 (which must exist on every host); removed after the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed after the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept after the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> fio&apos;s client/server mode has no authentication: use a trusted network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started: add the hosts running `fio --server`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started: Repeat is not available in cluster mode yet; set it to 1 and run the sweep again for each run (runs of the same point are averaged in the library).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started: cannot create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking that every host answers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling on every host…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point %1/%2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 on every host…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running point %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this cluster run</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cancelled on every host: %n point(s) completed and kept.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Finished: %1 point(s) on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Sweep stopped early: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped: see the error below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The benchmark failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::ClusterRunner</name>
    <message>
        <source>%1, QD %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::CustomerDemandView</name>
    <message>
        <source>Peak IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean I/O size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes and network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Hosts&lt;/b&gt; (hover the link use for its derivation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in the data</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; — cluster of %n host(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — typed demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (your chosen peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (an upper bound: host peaks need not coincide)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 × %2 per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Bottleneck on the customer&apos;s own hosts: %1&lt;/b&gt; — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demand&apos;s figures cannot be derived: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a Live Optics export (drop the .xlsx here) or pick a demand on the left.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::CustomerDemandsModel</name>
    <message>
        <source>cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/yr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The export&apos;s cluster, or the name of a typed demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster: from an imported export; typed: entered by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts of the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sum of the hosts&apos; peak IOPS: an upper bound, host peaks need not coincide (or the peak you chose)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sum of the hosts&apos; average IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sum of the hosts&apos; peak throughput, MB taken as 10^6 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Σ (host read % × host average IOPS) ÷ Σ average IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I/O size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean I/O size: average throughput ÷ average IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth of the demand per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library system this demand runs on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the customer&apos;s own hosts say, by the advisor&apos;s rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::CustomerHostsModel</name>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host as the export names it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host&apos;s peak CPU utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host&apos;s peak IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host&apos;s peak throughput, MB taken as 10^6 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host&apos;s NIC speeds together (Gb/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link use at peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak MB/s ÷ (Σ NIC speeds ÷ 8)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::CustomerPage</name>
    <message>
        <source>No library is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imports are off: %1. Create a library of your own (File › New Library…) to import a customer&apos;s export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a Live Optics export (benchmark results are imported on the Import page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already in the library: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n cluster(s): %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Import &amp;Live Optics Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Live Optics VMware export (.xlsx); you can also drop it on this page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your choices for this demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 20%, 20%/yr or 0.2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library system this demand runs on: the Advisor&apos;s baseline for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use in the &amp;Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth per year:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen peak IOPS:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs on system:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen peak IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs on system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imports are off: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edits are off: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived: %1 (type your own peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the derived peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth of %1 set to %2 a year (Edit › Undo takes it back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is sized on your peak of %2 IOPS (Edit › Undo takes it back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is sized on its derived peak again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs on no library system now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a Live Optics Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live Optics export (*.xlsx);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::FileDialog</name>
    <message>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom libraries (%1);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::FindActionDialog</name>
    <message>
        <source>Find Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a few letters of a command, then Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::GuiWords</name>
    <message>
        <source> (another program may have changed the library: open it again with File › Open Recent to see what it holds now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (type a name in System under test to name it otherwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (leave this file out of the import, or run the job again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (interval summaries)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; Workload chooses another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; Candidates choose others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; Nodes chooses another count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; Ports per node chooses another count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a backup with File › Open Library; Headroom&apos;s command-line tool can copy what can still be read into a new library (its “library recover” command)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the library %1: %2. Another program may have changed it, or the file is damaged: open it again with File › Open Recent, or open a backup with File › Open Library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library was not opened: %1. Choose another with File › Open Library, or create one with File › New Library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own catalog items were not loaded: %1. The built-in prices are in use; fix or move that file and start Headroom again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::ImportPage</name>
    <message>
        <source>Add &amp;Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add F&amp;older…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the data (fio hostname, HCIBench cluster, CSV column)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KEY=VALUE, … added to every system this import touches (e.g. site=lab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System under test:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings and errors appear here. Drop files or folders anywhere on the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import into Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose %1 results; nothing is stored before you import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a Results Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags: %1 (write KEY=VALUE, separated by commas)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Reading %n path(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing can be imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 file(s) to import with %2 point(s); %3 already in the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to import yet: add files or folders and check the preview.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store every previewed file in the library, all or nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The files are read again with the options as they are now; import when the preview is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1 file(s), %2 measurement(s); %3 duplicate(s) skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is %2 &apos;%3&apos; spelled differently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library&apos;s system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another file&apos;s system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Same System?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case, spacing and punctuation do not make a new system:&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the Existing Names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a New System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported: choose the system&apos;s name and import again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No library is open: open one with File › Open Library, or create one with File › New Library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imports are off: %1. Use File › New Library (or File › Open Library) for a library you can write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported, and the library is as it was: %1. Fix what is named and import again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::ImportPreviewModel</name>
    <message>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>new, %n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>already in the library: skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detected as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::LibraryEdits</name>
    <message>
        <source>No library is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename system &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge system &apos;%1&apos; into &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth of &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak of &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link &apos;%1&apos; to a system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete system &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n measurement(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Delete import %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename workload &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge workload &apos;%1&apos; into &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Workload &apos;%1&apos;…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name for &apos;%1&apos; (every measurement of it):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge Workload &apos;%1&apos; Into…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move every measurement of &apos;%1&apos; to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the tags of &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no system &apos;%1&apos; in the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit nodes and network of &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes and network of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The speed of one port: the upgrade&apos;s NIC, switch and cable must run at it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link speed per port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports per node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>

Undo with Ctrl+Z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name for &apos;%1&apos;:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes and Network…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Tags…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One KEY=VALUE per line (e.g. rack=B7, nic=540-BDEF):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge Into…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete system &apos;%1&apos; and all its measurements?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measurement %1 is no longer in the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete Its Import (%n measurement(s))…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete the import of %1 and its %n measurement(s)?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>headroom::LocalRunController</name>
    <message>
        <source>Creating and filling the test file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point %1 of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: ramping up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 IOPS · %3 · %4 mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n point(s) completed and kept.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> Sweep stopped early: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Test file kept: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Test file removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The benchmark failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::LocalRunner</name>
    <message>
        <source>the benchmark ended without a result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::MainWindow</name>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Demo Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Advisor has no answer yet: choose a workload, a baseline and the network parts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Workbook…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Advisor cannot use %1: its figures cannot be derived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changes to the pricing catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>benchmark points not saved to the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Headroom?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is unsaved work:&lt;ul&gt;&lt;li&gt;%1&lt;/li&gt;&lt;/ul&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Catalog and Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark points are saved from the Benchmark workspace (Save to Library); choose Cancel to go back and save them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Without Saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library you had open last, %1, no longer exists; this is the demo library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The example systems (%1, %2) are missing from this build&apos;s demo library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: could not encode the screenshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom — %1 (damaged, read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom — demo library (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom — %1 (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Demo library, read-only.&lt;/b&gt; Published figures from the seed reports (VxRail 25 vs 100 GbE, vSAN ESA Optane home lab) and real fio curves of one Ceph cluster with HDD and then SSD OSDs. Use File › New Library to keep your own results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only library.&lt;/b&gt; %1. Its results can be read and compared; imports, edits and saving benchmark points are off. Use File › New Library to keep new results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot read this library.&lt;/b&gt; %1: %2. The file may be damaged or changed by another program. Open another library with File › Open Library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists; open it with File › Open Library, or choose a new name. Headroom never overwrites a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Table as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the chart (PNG and SVG) or the table (tab-separated) that was clicked last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find in Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find Action…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the table as tab-separated values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the chart as PNG and SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to copy: click a chart or a table first, then copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This workspace shows no chart to export: the Advisor and Compare do, once they have an answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This workspace shows no table to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported the table as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search any column…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Select a measurement to see every figure and where it comes from.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln measurement(s), %1 system(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>There is no workspace named “%1”. The workspaces are: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart was not copied: %1. Try again, or export it to a file (File › Export Chart).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;This library is damaged.&lt;/b&gt; %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::ReportDialog</name>
    <message>
        <source>Export Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made from the workload and baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document (portrait pages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slides (16:9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout (PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template (PPTX)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (the layout chosen), HTML (one file) or PPTX (the slides, editable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PowerPoint template (.potx or .pptx) whose master, layouts and theme the PPTX deck uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PowerPoint template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PowerPoint template (*.potx *.pptx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n page(s). Save… writes PDF, HTML or PPTX; a PPTX deck holds the slides.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the file name must end in .pdf, .html or .pptx</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF document (*.pdf);;HTML page (*.html);;PowerPoint deck (*.pptx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report was not saved: %1. Choose another folder or file name and save again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+K finds any command by name. Undo and Redo act on the workspace shown (Library, Catalog or Customer); Copy copies the chart or table that was clicked last, and Export Chart and Export Table take the workspace&apos;s first one when none was clicked.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::StartPanel</name>
    <message>
        <source>&lt;b&gt;Add nodes or upgrade the network?&lt;/b&gt; Headroom puts IOPS-vs-latency curves side by side, prices each option per IOPS gained and says where the bottleneck is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio JSON, HCIBench, vdbench or CSV files and folders, or a customer&apos;s Live Optics export (Ctrl+I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a benchmark…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure a disk, file or directory with Headroom&apos;s io_uring engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the Advisor on an example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A customer&apos;s own workload (the demo&apos;s Live Optics export) against the VxRail 25 vs 100 GbE curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A library file of your own: the demo is read-only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::WindowDrop</name>
    <message>
        <source>it no longer exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you may not read this folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a device, pipe or socket, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you may not read this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only files and folders can be dropped here: a Headroom library to open it, or results files and folders to import them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was opened or imported: %1 cannot be read (%2). Drop files and folders you can open, or check the file&apos;s permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was opened or imported: the drop mixes a Headroom library (%1) with results files. Drop the library on its own to open it, or only results files and folders to import them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::WorkbookExport</name>
    <message>
        <source>Export workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::charts::AdvisorChart</name>
    <message>
        <source>Export chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this chart as PNG, SVG or PDF (1920 × 1080)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no chart to copy yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart was not exported: %1. Choose another folder or file name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::charts::ComparePage</name>
    <message>
        <source>Curves: IOPS vs latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput per node vs link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare two systems by workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiers / transfer size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency percentiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the systems to draw; drag to order them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system the others are compared with: gains and differences are against it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several workloads checked make one curve per system (a queue-depth sweep).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit line and crossings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom band (60–70 % of peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log IOPS axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log latency axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the chart to the clipboard as PNG and SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured on every checked system</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Measured on %n system(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No library is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check one or more systems.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no chart to export: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no chart to copy: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the chart to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart was not exported: %1. Choose another folder or file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart was not copied: %1. Try again, or export it to a file (File › Export Chart).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::charts::LiveChart</name>
    <message>
        <source>Live: IOPS and latency per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time since Start (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>headroom::charts::RunwayChart</name>
    <message>
        <source>Export runway chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this chart as PNG, SVG or PDF (1920 × 1080)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export runway chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no chart to copy yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart was not exported: %1. Choose another folder or file name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
