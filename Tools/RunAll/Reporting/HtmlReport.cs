using System.Xml.Linq;
using SerializerTests.Results;
using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.Reporting.Charts;
using SerializerTests.RunAll.Summaries;
using SerializerTests.RunAll.Summaries.Decision;

namespace SerializerTests.RunAll.Reporting;

/// <summary>report.html: one self-contained page with a section per question.</summary>
public static class HtmlReport
{
    public static string Render(RunSummary data)
    {
        var body = H("body",
            H("h1", $"SerializerTests: {data.Title}"),
            H("p", Describe(data)),
            Decision.DecisionHtml.Sections(data));
        foreach (var dataset in data.Datasets)
        {
            string suffix = DatasetSuffix(data, dataset);
            body.Add(TimeSection(data, dataset, suffix), SizeSection(data, dataset, suffix),
                ScalingSection(data, dataset, suffix));
            if (data.SteadyRuntimes.Count > 1)
                body.Add(RuntimesSection(data, dataset, suffix));
        }
        if (data.Datasets.Count == 0)
            body.Add(H("p", new XAttribute("class", "note"),
                "This run has no steady-state numbers, so there are no time, size or scaling charts."));
        if (data.FirstCallDatasets.Count == 0)
            body.Add(Section("first-call", "First call", null, "This run has no first-call numbers."));
        foreach (var dataset in data.FirstCallDatasets)
        {
            var costs = data.RankedFirstCallsOf(dataset);
            body.Add(FirstCallSection(data, costs, data.PartialFirstCallsOf(dataset), dataset));
            if (data.Profiled)
                body.Add(BreakdownSection(data, costs, dataset));
        }
        if (data.Footprint.Count > 0)
            body.Add(FootprintSection(data.Footprint, data.Baselines));
        foreach (var ((pair, cells), index) in SideBySide.SideBySideTables.Pairs(data.SideBySide)
            .Select((p, i) => (p, i + 1)))
            body.Add(SideBySideSection(data, pair, cells, index));
        if (!data.Speed.IsEmpty)
            body.Add(MachineSpeedSection(data.Speed));
        body.Add(SerializerTable(data));

        return Page.Render($"SerializerTests report: {data.Title}", body);
    }

    static string Describe(RunSummary data)
    {
        var first = data.Rows.FirstOrDefault();
        string runtimes = string.Join(", ", data.Runtimes);
        return $"{data.Rows.Count} rows; runtimes {runtimes}; payload (-BookDataSize) {data.PayloadBytes} bytes; "
            + $"steady state shown "
            + $"for {data.PrimaryRuntime} "
            + $"{data.SteadyVariant} (medians of the timed runs); first call for {data.FirstCallRuntime}. "
            + $"Machine: {first?.Machine}, {first?.OS}, {first?.Cpu}.";
    }

    static XElement TimeSection(RunSummary data, string dataset, string suffix)
    {
        var points = data.AtObjects(data.PrimaryRuntime!, dataset);
        string n = data.ObjectsLabel;
        return Section("time", $"Serialize and deserialize time at N = {n}{suffix}", dataset,
            $"Median time for one operation on {n} objects, {data.PrimaryRuntime} {data.SteadyVariant}; shorter is "
                + $"better. The axis is logarithmic "
                + "(each grid line ten times the one before), so a slow serializer leaves the fast ones apart. "
                + $"Ranks: {RankedList.Rule} {Baselines.Rule} "
                + $"{TimedConversions.Line(data.Rows.Select(r => r.Serializer.ToString()))} "
                + $"{AddedAdapterRows.Line(data.Rows)} Serializers that failed or are unsupported at this N are absent "
                + $"(see the table at the end).",
            SortedBars("serialize-time",
                $"Serialize {n} objects ({data.PrimaryRuntime}; rank, = where not separated from the group's fastest)",
                "Serialize", "Time per operation", points,
                p => p.SerializeSeconds, ChartUnit.ForSeconds, data.Analysis.Ranking(RankedList.Serialize, dataset),
                    logarithmic: true),
            SortedBars("deserialize-time",
                $"Deserialize {n} objects ({data.PrimaryRuntime}; rank, = where not separated from the group's "
                + $"fastest)",
                "Deserialize", "Time per operation", points,
                p => p.DeserializeSeconds, ChartUnit.ForSeconds, data.Analysis.Ranking(RankedList.Deserialize, dataset),
                    logarithmic: true));
    }

    static XElement SizeSection(RunSummary data, string dataset, string suffix)
    {
        var points = data.AtObjects(data.PrimaryRuntime!, dataset);
        string n = data.ObjectsLabel;
        // Linear, unlike the times: bytes cost in proportion, and the sizes lie within about a decade of each other, so
        // no bar is a sliver.
        return Section("size", $"Serialized size at N = {n}{suffix}", dataset,
            $"Bytes written for {n} objects; smaller is better.",
            SortedBars("size", $"Serialized size of {n} objects", "Size", "Size", points, p => p.SizeBytes,
                ChartUnit.ForBytes));
    }

    static XElement ScalingSection(RunSummary data, string dataset, string suffix)
    {
        var points = data.Steady(data.PrimaryRuntime!, dataset);
        return Section("scaling", $"Scaling with N{suffix}", dataset,
            "Median time per operation against the number of objects, both axes logarithmic: linear (O(N)) code is a "
                + "straight line "
                + "of slope one; a flat left end is fixed per-call cost.",
            Scaling("scaling-serialize", $"Serialize: time vs N ({data.PrimaryRuntime})", points,
                p => p.SerializeSeconds),
            Scaling("scaling-deserialize", $"Deserialize: time vs N ({data.PrimaryRuntime})", points,
                p => p.DeserializeSeconds));
    }

    static XElement RuntimesSection(RunSummary data, string dataset, string suffix)
    {
        var oldestFirst = data.SteadyRuntimes.Reverse().ToList();
        var byRuntime =
            oldestFirst.ToDictionary(r => r, r => data.AtObjects(r, dataset).ToDictionary(p => p.Serializer));
        string n = data.ObjectsLabel;
        XElement Chart(string id, string operation, Func<SteadyPoint, double?> value)
        {
            var primary = byRuntime[data.PrimaryRuntime!];
            var serializers = byRuntime.Values.SelectMany(d => d.Keys).Distinct()
                .OrderBy(s => primary.TryGetValue(s, out var p) ? value(p) ?? double.MaxValue : double.MaxValue)
                .ThenBy(s => s, StringComparer.Ordinal).ToList();
            var series = oldestFirst.Select(r =>
                new ChartSeries(r,
                    serializers.Select(s => byRuntime[r].TryGetValue(s, out var p) ? value(p) : null).ToList()))
                    .ToList();
            return Figure(new BarChart(id, $"{operation} {n} objects, by runtime", "Time per operation", "Serializer",
                ChartUnit.ForSeconds(Largest(series)), serializers, series, Logarithmic: true).ToSvg());
        }
        return Section("runtimes", $"Runtimes side by side at N = {n}{suffix}", dataset,
            $"The same steady-state cell on each runtime ({data.SteadyVariant}); a newer runtime's bar shorter than an "
                + $"older one's is the release "
                + "getting faster.",
            Chart("runtimes-serialize", "Serialize", p => p.SerializeSeconds),
            Chart("runtimes-deserialize", "Deserialize", p => p.DeserializeSeconds));
    }

    static string DatasetSuffix(RunSummary data, string dataset) => data.NamesDatasets ? $" — dataset {dataset}" : "";

    static XElement FirstCallSection(RunSummary data, IReadOnlyList<FirstCallCost> costs,
        IReadOnlyList<FirstCallCost> partial, string dataset)
    {
        var variants = data.Variants.Where(v => costs.Any(c => c.Variant == v)).ToList();
        var serializers = Ranked(costs, variants);
        FirstCallCost? Of(string serializer, string variant) =>
            costs.FirstOrDefault(c => c.Serializer == serializer && c.Variant == variant);
        ChartSeries Series(string variant, Func<FirstCallCost, double?> value, Func<FirstCallCost,
            double?>? halfWidth = null) =>
            new(variant, [.. serializers.Select(s => Of(s, variant) is { } c ? value(c) : null)],
                halfWidth is null ? null : [.. serializers.Select(s => Of(s, variant) is { } c ? halfWidth(c) : null)]);
        var cost = variants.Select(v => Series(v, c => c.Milliseconds, c => c.IntervalPercent)).ToList();
        var wall = variants.Select(v => Series(v, c => c.ProcessWallMs)).ToList();
        return Section("first-call", $"First call ({data.FirstCallRuntime}){DatasetSuffix(data, dataset)}", dataset,
            "In a fresh process: the first serialize and deserialize of each first-call type, summed (the first "
                + "includes creating the serializer, "
                + "so assembly loading and start-up are in it), each call the median of the child's launches, the "
                + "whisker the 95% interval of the "
                + "sum "
                + $"({Publishing.Headline.IntervalWords}); beside it the median wall time of the whole child process "
                + $"(runtime start to exit). "
                + "A serializer is charted in a variant only when every first-call type has an ok call there. "
                + $"Under {NativeAotRanking.Variant}: {NativeAotRanking.Requirement}"
                + NotWorkingUnderNativeAot(data, dataset),
            Figure(new BarChart("first-call", $"First-call cost by variant ({data.FirstCallRuntime})", "First calls",
                "Serializer",
                ChartUnit.ForMilliseconds(Largest(cost)), serializers, cost, Logarithmic: true).ToSvg()),
            Figure(new BarChart("process-wall-time", $"Process wall time by variant ({data.FirstCallRuntime})",
                "Process wall time", "Serializer",
                ChartUnit.ForMilliseconds(Largest(wall)), serializers, wall, Logarithmic: true).ToSvg()),
            partial.Count == 0 ? null : PartialFirstCallTable(partial));
    }

    /// <summary>" Not charted there: Avro (NativeAOT works: no (…))." for the complete sums the NativeAOT rule leaves
    /// out.</summary>
    static string NotWorkingUnderNativeAot(RunSummary data, string dataset) =>
        data.NativeAotExcludedOf(dataset) is { Count: > 0 } excluded
            ? $" Not charted there: {string.Join("; ", excluded.Select(x => $"{x.Cost.Serializer} ({x.Reason})"))}."
            : "";

    /// <summary>The serializers left out of the charts.</summary>
    static XElement[] PartialFirstCallTable(IReadOnlyList<FirstCallCost> partial)
    {
        var header =
            H("tr", H("th", "Serializer"), H("th", "Variant"), H("th", "Partial sum (ok calls only)"),
            H("th", "Missing"));
        var rows = partial.Select(c =>
            H("tr", new XAttribute("data-serializer", c.Serializer), new XAttribute("data-variant", c.Variant),
            H("td", c.Serializer), H("td", c.Variant),
            H("td", $"{Units.Milliseconds(c.Milliseconds)} partial ({string.Join(", ", c.MeasuredTypes)})"),
            H("td", c.Missing.Select(m =>
                H("div", new XAttribute("class", m.Status), new XAttribute("data-type", m.RootType),
                    new XAttribute("data-status", m.Status),
                new XAttribute("title", m.Reason ?? m.Status), m.Describe())))));
        return
        [
            H("h3", "Not ranked: incomplete first calls"),
            H("p", new XAttribute("class", "note"),
                "These serializers lack an ok call for some first-call type, so their sum covers fewer calls than the "
                    + "charted ones "
                + "and is not compared with them. Serializers with no ok call at all are only in the status table."),
            H("div", new XAttribute("class", "wide"),
                H("table", new XAttribute("data-table", "first-call-incomplete"), H("thead", header),
                    H("tbody", rows))),
        ];
    }

    static XElement BreakdownSection(RunSummary data, IReadOnlyList<FirstCallCost> allCosts, string dataset)
    {
        var costs = allCosts.Where(c => c.Breakdown is not null).ToList();
        var charts = new List<object>();
        foreach (var variant in data.Variants.Where(v => costs.Any(c => c.Variant == v)))
        {
            var inVariant = costs.Where(c => c.Variant == variant).ToList();
            var serializers = Ranked(inVariant, [variant]);
            var parts = inVariant.ToDictionary(c => c.Serializer, c => c.Breakdown!);
            ChartSeries Part(string name, Func<FirstCallBreakdown, double> value) =>
                new(name, serializers.Select(s => (double?)value(parts[s])).ToList());
            List<ChartSeries> series =
                [Part("JIT", b => b.JitMs), Part("GC", b => b.GcMs), Part("Assembly loading", b => b.AssemblyLoadMs),
                Part("Rest", b => b.RestMs)];
            // Stacked, so linear: the parts add up to the whole sum only on a linear axis.
            charts.Add(Figure(new BarChart($"first-call-breakdown-{variant}",
                $"Where the first calls' time goes: {data.FirstCallRuntime} {variant}",
                "First calls", "Serializer",
                ChartUnit.ForMilliseconds(inVariant.Max(c => c.Milliseconds)), serializers, series, Stacked: true)
                    .ToSvg()));
        }
        return Section("first-call-breakdown", $"First call, split by the trace{DatasetSuffix(data, dataset)}", dataset,
            "From the EventPipe trace of each first-call child: JIT compilation, GC pauses and assembly loading inside "
                + "the timed first calls; "
                + "the rest is the serializer's own code and everything the trace does not attribute.", [.. charts]);
    }

    static XElement SerializerTable(RunSummary data)
    {
        var header =
            H("tr", H("th", "Serializer"), H("th", "Format"), H("th", "Versioning"), H("th", "Maintenance"),
            H("th", "Insecure"),
            H("th", "NativeAOT"), H("th", "Private members"), H("th", "Package version"),
                data.Targets.Select(t => H("th", t)));
        var rows = data.Serializers().Select(s => H("tr",
            H("td", s.Serializer),
            H("td", string.Join(" / ",
                new[] { s.Metadata?.DataFormat, s.Metadata?.FormatDetails }.Where(f => !string.IsNullOrEmpty(f)))),
            H("td", YesNo(s.Metadata?.SupportsVersioning)), H("td", s.Metadata?.Maintenance ?? ""),
                H("td", YesNo(s.Metadata?.Insecure)),
            H("td", YesNo(s.Metadata?.AotCompatible)), H("td", YesNo(s.Metadata?.WritesPrivateMembers)),
                PackageCell(data, s.Serializer),
            data.Targets.Select(t => StatusCell(s.StatusByTarget.GetValueOrDefault(t)))));
        return Section("serializers", "Serializers and their status", null,
            "Metadata as each adapter declares it; the package version as the run's builds resolved it; per runtime "
                + "variant, ok or the worst "
                + "status with the number of rows and the first reason.",
            H("div", new XAttribute("class", "wide"),
                H("table", new XAttribute("data-table", "serializers"), H("thead", header), H("tbody", rows))));
    }

    static XElement PackageCell(RunSummary data, string serializer)
    {
        var version = PackageVersionText.Of(data.Rows.Where(r => r.Serializer == serializer));
        return H("td", new XAttribute("data-column", "package-version"), new XAttribute("title", version.Title),
            version.Text);
    }

    /// <summary>The status with the start of its reason.</summary>
    static XElement StatusCell(string? status)
    {
        const int Shown = 140;
        if (status is null)
            return H("td", "not run");
        string kind = status.Split(' ', 2)[0];
        return H("td", new XAttribute("class", kind), new XAttribute("title", status), RowText.Shorten(status, Shown));
    }

    /// <param name="ranks">With it, each bar's label starts with its rank in the analysis' ranking.</param>
    /// <param name="logarithmic">A value axis over decades.</param>
    static XElement SortedBars(string id, string title, string seriesName, string axis,
        IReadOnlyList<SteadyPoint> points,
        Func<SteadyPoint, double?> value,
        Func<double, ChartUnit> unit, RankedList? ranks = null, bool logarithmic = false)
    {
        var measured =
            points.Where(p => value(p) is > 0).OrderBy(p => value(p)).ThenBy(p => p.Serializer, StringComparer.Ordinal)
            .ToList();
        var series = new ChartSeries(seriesName, measured.Select(value).ToList());
        var labels = measured.Select(p => p.Serializer).ToList();
        if (ranks is not null)
        {
            var rankOf = ranks.Entries.ToDictionary(e => e.Serializer, e => e.Rank);
            labels = [.. labels.Select(serializer =>
                $"{rankOf.GetValueOrDefault(serializer, Baselines.MarkOf(serializer))} {serializer}")];
        }
        return Figure(new BarChart(id, title, axis, "Serializer", unit(Largest([series])), labels, [series],
            Logarithmic: logarithmic).ToSvg());
    }

    static XElement Scaling(string id, string title, IReadOnlyList<SteadyPoint> points, Func<SteadyPoint,
        double?> value)
    {
        var series = points.GroupBy(p => p.Serializer).OrderBy(g => g.Key, StringComparer.Ordinal)
            .Select(g =>
            new LineSeries(g.Key,
            g.Where(p => value(p) is > 0).Select(p => ((double)p.Objects, value(p)!.Value)).ToList()))
            .Where(s => s.Points.Count > 0).ToList();
        double largest = series.SelectMany(s => s.Points).Select(p => p.Y).DefaultIfEmpty(0).Max();
        return Figure(new LineChart(id, title, "Objects per operation (N, log scale)", "Time per operation",
            ChartUnit.ForSeconds(largest), series)
            .ToSvg());
    }

    /// <summary>Serializers by their cost in the first variant that measured them.</summary>
    static List<string> Ranked(IEnumerable<FirstCallCost> costs, List<string> variants) =>
        costs.GroupBy(c => c.Serializer).OrderBy(g => g.MinBy(c => variants.IndexOf(c.Variant))!.Milliseconds)
            .ThenBy(g => g.Key, StringComparer.Ordinal)
            .Select(g => g.Key).ToList();

    static double Largest(IEnumerable<ChartSeries> series) =>
        series.SelectMany(s => s.Values).OfType<double>().DefaultIfEmpty(0).Max();

    /// <summary>One comparison of the run's side-by-side builds.</summary>
    static XElement SideBySideSection(RunSummary data, string pair, IReadOnlyList<SideBySide.SideBySideRow> cells,
        int index)
    {
        var shown = SideBySide.SideBySideTables.Shown(cells);
        var changes = SideBySide.SideBySideTables.Changes(cells, data.Versioning, data.HostileCases);
        var bySerializer = SideBySide.SideBySideTables.ChangesOf(pair, data.Analysis.RuntimeChanges);
        var section = Section("side-by-side", $"Side by side: {pair}", null,
            $"{SideBySide.PairedVerdict.Rule(cells[0])}. {SideBySide.SideBySideTables.Counts(cells)}"
                + (shown.Count < cells.Count ? "; " + SideBySide.SideBySideTables.ShownNote(shown.Count) : ".")
                + $" {SideBySide.DecisionOutlook.Describe(cells)}.",
            changes.Count == 0 ? null : H("ul", changes.Select(c => H("li", c))),
            bySerializer.Count == 0 ? null
                : H("p", $"{SideBySide.SideBySideTables.ChangesRule(cells, bySerializer)}: "
                    + $"{SideBySide.SideBySideTables.ChangeCounts(bySerializer)}."),
            bySerializer.Count == 0 ? null
                : Tables.TableHtml.Of(SideBySide.SideBySideTables.ChangesTable(bySerializer)),
            shown.Count == 0 ? null : Figure(Charts.RatioChart.ToSvg(shown, cells[0].ThresholdPercent)),
            shown.Count == 0 ? null : Tables.TableHtml.Of(SideBySide.SideBySideTables.Of(pair, cells)));
        section.SetAttributeValue("id", $"side-by-side-{index}");
        return section;
    }

    /// <summary>The machine's speed over the run: the canary per processor and each steady-state process against its
    /// unit, on one time axis.</summary>
    static XElement MachineSpeedSection(MachineSpeed.SpeedOverRun speed) =>
        Section("machine-speed", "The machine's speed over the run", null,
            speed.Describe()
                + " No process or launch was measured again on its account: the canary does not see what slows a "
                + "process (docs/accuracy.md, "
                + "\"What spoils a process\"), so the steady state's intervals are built from the spread between its "
                + "processes instead.",
            Figure(new TimeChart("machine-speed", "Canary and steady-state processes over the run",
                "Time ratio (1 = the middle; above 1 = slower)",
                [.. speed.Canary.Select(c =>
                    new TimeSeries($"canary, {c.Processor} (÷ its median)", c.Points, Joined: true)),
                    new TimeSeries("steady-state process (÷ its unit's median)", speed.Processes, Joined: false)])
                        .ToSvg()));

    /// <summary>Footprint.csv: the increments' chart and the table, ranked, the empty app on top as the
    /// baseline.</summary>
    static XElement FootprintSection(IReadOnlyList<FootprintRow> rows, IReadOnlySet<string> baselines) =>
        Section("footprint", FootprintReport.Heading, null,
            FootprintReport.Rule + (FootprintReport.NotCharted(rows) is { } notCharted ? " " + notCharted : ""),
            FootprintReport.Baseline(rows) is { } baseline ? H("p", new XAttribute("class", "note"), baseline) : null,
            FootprintReport.IncrementChart(rows) is { } chart ? Figure(chart) : null,
            H("div", new XAttribute("class", "wide"), Tables.TableHtml.Of(FootprintReport.Table(rows, baselines))));

    internal static XElement Section(string id, string title, string? dataset, string note, params object?[] content) =>
        H("section", new XAttribute("id", dataset is null ? id : $"{id}-{dataset}"), new XAttribute("data-section", id),
            dataset is null ? null
                : new XAttribute("data-dataset", dataset), H("h2", title),
                H("p", new XAttribute("class", "note"), note), content);

    internal static XElement Figure(XElement svg) => H("figure", svg);

    static string YesNo(bool? value) => value switch { true => "yes", false => "no", null => "" };

    /// <summary>An HTML element that never serializes as <c>&lt;x /&gt;</c>, which HTML would read as an unclosed start
    /// tag.</summary>
    internal static XElement H(string name, params object?[] content)
    {
        var element = new XElement(name, content);
        if (element.IsEmpty)
            element.Value = "";
        return element;
    }
}
