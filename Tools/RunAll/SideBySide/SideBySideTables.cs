using System.Globalization;
using System.Text;
using SerializerTests.Cli;
using SerializerTests.Results;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Reporting.Tables;

namespace SerializerTests.RunAll.SideBySide;

/// <summary>
/// "Side by side" in summary.md and report.html. A runtime comparison of a default run has hundreds of cells, so its
/// table lists only the cells called faster or slower.
/// </summary>
public static class SideBySideTables
{
    public const string Heading = "Side by side";

    /// <summary>The comparisons in the order they were measured, each with its cells.</summary>
    public static IReadOnlyList<(string Pair, IReadOnlyList<SideBySideRow> Rows)> Pairs(
        IReadOnlyList<SideBySideRow> rows) =>
        [.. rows.GroupBy(PairedVerdict.PairOf).Select(g => (g.Key, (IReadOnlyList<SideBySideRow>)g.ToList()))];

    /// <summary>"30 cells: 2 faster, 0 slower, 20 same, 8 inconclusive".</summary>
    public static string Counts(IReadOnlyList<SideBySideRow> rows) =>
        $"{rows.Count} cells: "
        + string.Join(", ", new[] { Verdict.Faster, Verdict.Slower, Verdict.Same, Verdict.Inconclusive }
            .Select(v => $"{rows.Count(r => r.Verdict == v)} {v}"));

    public const int MostRuntimeCells = 20;

    /// <summary>All of a package's cells; of a runtime comparison's faster and slower ones, the
    /// <see cref="MostRuntimeCells"/> farthest from 1.</summary>
    public static IReadOnlyList<SideBySideRow> Shown(IReadOnlyList<SideBySideRow> rows) =>
        rows.All(r => r.Compared.IsRuntime)
            ? [.. rows.Where(r => r.Verdict is Verdict.Faster or Verdict.Slower)
                .OrderByDescending(r => Math.Abs(Math.Log(r.Ratio ?? 1)))
                .Take(MostRuntimeCells)]
            : rows;

    public static Table Of(string pair, IReadOnlyList<SideBySideRow> rows)
    {
        TableColumn[] columns =
        [
            new("Cell",
                Title: "test, runtime (for a package), variant, serializer, N or first-call root type, operation"),
            new("A", "a", "median over the rounds of A's seconds per operation (a first call: the call)",
                RightAligned: true),
            new("B", "b", "the same for B", RightAligned: true),
            new("B/A [95%]", "ratio", "the rounds' B/A and its 95% interval, as the rule above the table says",
                RightAligned: true),
            new("Untrimmed", "mean-ratio", "the plain geometric mean of every round's B/A, beside the verdict's",
                RightAligned: true),
            new("Verdict", "verdict", "the equivalence rule at the threshold (printed above the table)"),
            new("Rounds", "rounds", "rounds in which both delivered a number", RightAligned: true),
            new("Size A → B", "size", "steady state: bytes of the message (Brotli's bytes in brackets)"),
            new("Alloc A → B", "alloc", "steady state: bytes allocated per operation, median over the processes"),
        ];
        var shown = Shown(rows);
        return new Table("side-by-side", columns, [.. shown.Select(r => new TableRow(
            [Cell(r), Units.Seconds(r.ASeconds), Units.Seconds(r.BSeconds), RatioText(r),
                RatioText(r.MeanRatio, null, null), new TableCell(r.Verdict, Class: $"verdict-{r.Verdict}"),
                Whole(r.Rounds),
             Change(r.ASizeBytes, r.BSizeBytes)
                + (r.ABrotliBytes is null ? "" : $" (Brotli {Change(r.ABrotliBytes, r.BBrotliBytes)})"),
             Change(r.AAllocatedBytesPerOp, r.BAllocatedBytesPerOp)],
            [("data-pair", pair), ("data-verdict", r.Verdict)]))]);
    }

    /// <summary>A runtime comparison's changes serializer by serializer; empty for package versions or where the
    /// analysis has none.</summary>
    public static IReadOnlyList<RuntimeChange> ChangesOf(string pair, IReadOnlyList<RuntimeChange> changes) =>
        [.. changes.Where(c => c.Pair == pair)];

    public static Table ChangesTable(IReadOnlyList<RuntimeChange> changes)
    {
        var parts = changes.Select(c => (c.Part, c.IsFirstCall)).Distinct().ToList();
        TableColumn[] columns =
        [
            new("Serializer"),
            .. parts.Select(part => new TableColumn(part.IsFirstCall ? part.Part : $"{part.Part} (N ≥ {SteadyFrom})",
                Title: $"{part.Part}: B/A over the serializer's cells, its 95% interval, the verdict")),
        ];
        return new Table("runtime-changes", columns, [.. changes.GroupBy(c => c.Serializer)
            .OrderBy(g => g.First().Baseline).Select(g => new TableRow(
            [g.First().Baseline ? $"{g.Key} ({Summaries.Baselines.MarkOf(g.Key)})" : g.Key,
                .. parts.Select(part => g.FirstOrDefault(c => c.Part == part.Part) is { } change
                    ? ChangeCell(change) : new TableCell(""))],
            [("data-serializer", g.Key)], NamedByFirstCell: true))]);
    }

    static TableCell ChangeCell(RuntimeChange change) =>
        new(RatioText(change.Ratio, change.RatioLow, change.RatioHigh) + $" {change.Verdict}",
            Title: $"{change.Cells} cells", Class: $"verdict-{change.Verdict}");

    /// <summary>"steady state JIT: 12 faster, 3 slower, 1 same, 14 inconclusive of 30 serializers", a part per
    /// clause; the baselines are in no count.</summary>
    public static string ChangeCounts(IReadOnlyList<RuntimeChange> changes) =>
        string.Join("; ", changes.Where(c => !c.Baseline).GroupBy(c => c.Part).Select(g =>
            $"{g.Key}: "
            + string.Join(", ", new[] { Verdict.Faster, Verdict.Slower, Verdict.Same, Verdict.Inconclusive }
                .Select(v => $"{g.Count(c => c.Verdict == v)} {v}")) + $" of {g.Count()} serializers"));

    /// <summary>What a serializer's line pools, and on how many rounds its steady state rests: a run of the default
    /// processes leaves most of those cells undecided, so the line says what gives them more.</summary>
    public static string ChangesRule(IReadOnlyList<SideBySideRow> cells, IReadOnlyList<RuntimeChange> changes)
    {
        string rule = changes.Any(c => c.ByRound)
            ? $"Per serializer, B/A is the trimmed geometric mean over the rounds of its cells' mean ratio in each "
                + $"(the steady state at N ≥ {SteadyFrom}; "
                + "the first calls of each variant), with the 95% interval of those rounds "
                + "(variance moderated across the comparison's "
                + "serializers), judged by the same rule, its discoveries counted among the comparison's lines"
            : $"Per serializer, B/A is the geometric mean of its cells' (the steady state at N ≥ {SteadyFrom}; "
                + "the first calls of each variant), its interval that of the cells' bounds "
                + "(as wide as if every cell erred alike), judged by "
                + "the same rule";
        int rounds = cells
            .Where(c => c.Test != TestKind.FirstCall.Name() && c.Objects >= RuntimeChange.SteadyFromObjects)
            .Select(c => c.Rounds).DefaultIfEmpty(0).Max();
        return rounds == 0 ? rule
            : rule + $"; the steady state's cells rest on {rounds} rounds"
                + (rounds < RunSettings.RuntimeVerdictProcesses
                    ? $", too few to decide most of them "
                        + $"(--runtime-verdicts gives {RunSettings.RuntimeVerdictProcesses})"
                    : "");
    }

    static string SteadyFrom => RuntimeChange.SteadyFromObjects.ToString("N0", CultureInfo.InvariantCulture);

    /// <summary>Versioning verdicts that differ between a package's two builds (a version that stops reading old data
    /// is news).</summary>
    public static IReadOnlyList<string> VersioningChanges(
        IReadOnlyList<SideBySideRow> rows, IReadOnlyList<VersioningRow> versioning)
    {
        if (rows.FirstOrDefault() is not { } first || first.Compared.IsRuntime)
            return [];
        var serializers = rows.Select(r => r.Serializer).Distinct().ToList();
        var lines = new List<string>();
        foreach (var serializer in serializers)
        {
            var a = Outcomes(versioning, new SerializerId(serializer, first.A));
            var b = Outcomes(versioning, new SerializerId(serializer, first.B));
            foreach (var (key, outcome) in a.Where(kv => b.TryGetValue(kv.Key, out var other) && other != kv.Value))
                lines.Add($"{serializer}, {key}: {outcome} → {b[key]}");
        }
        return lines;
    }

    /// <summary>Hostile-input outcomes that differ between a package's two builds, counted per setting and dataset by
    /// the change (a version that starts accepting corrupt input is news).</summary>
    public static IReadOnlyList<string> HostileChanges(
        IReadOnlyList<SideBySideRow> rows, IReadOnlyList<HostileRow> hostile)
    {
        if (rows.FirstOrDefault() is not { } first || first.Compared.IsRuntime || hostile.Count == 0)
            return [];
        var lines = new List<string>();
        foreach (var serializer in rows.Select(r => r.Serializer).Distinct())
        {
            var a = hostile.Where(h => h.Serializer == new SerializerId(serializer, first.A))
                .GroupBy(h => (h.Setting, h.Dataset, h.Case)).ToDictionary(g => g.Key, g => g.First().Outcome);
            var changed = hostile.Where(h =>
                h.Serializer == new SerializerId(serializer, first.B)
                && a.TryGetValue((h.Setting, h.Dataset, h.Case), out var before) && before != h.Outcome)
                .GroupBy(h => (h.Setting, h.Dataset,
                    Change: $"{a[(h.Setting, h.Dataset, h.Case)]} → {h.Outcome}"));
            lines.AddRange(changed.Select(g =>
                $"{serializer} {g.Key.Setting} {g.Key.Dataset}: "
                + $"{g.Count()} case{(g.Count() == 1 ? "" : "s")} {g.Key.Change}"));
        }
        return lines;
    }

    static Dictionary<string, string> Outcomes(IReadOnlyList<VersioningRow> versioning, SerializerId serializer) =>
        versioning.Where(v => v.Serializer == serializer && v.Direction != "")
            .GroupBy(v => $"{v.Runtime} {v.Variant} {v.Change} {v.Direction}")
            .ToDictionary(g => g.Key, g => g.First().Outcome);

    /// <summary>What a runtime comparison's table leaves out, for the line above it.</summary>
    public static string ShownNote(int shown) =>
        $"the table lists the {shown} cells called faster or slower farthest from 1 "
        + $"(at most {MostRuntimeCells}; every cell is in SideBySide.csv).";

    /// <summary>What changed between two builds without an interval: versioning and hostile-input verdicts.</summary>
    public static IReadOnlyList<string> Changes(IReadOnlyList<SideBySideRow> rows,
        IReadOnlyList<VersioningRow> versioning, IReadOnlyList<HostileRow> hostile) =>
        [.. VersioningChanges(rows, versioning).Select(c => $"versioning changed: {c}"),
            .. HostileChanges(rows, hostile).Select(c => $"hostile input changed: {c}")];

    public static void WriteMarkdown(StringBuilder markdown, IReadOnlyList<SideBySideRow> rows,
        IReadOnlyList<RuntimeChange> runtimeChanges, IReadOnlyList<VersioningRow> versioning,
        IReadOnlyList<HostileRow> hostile)
    {
        if (rows.Count == 0)
            return;
        markdown.AppendLine().AppendLine($"## {Heading}").AppendLine();
        markdown.AppendLine(PairedVerdict.Rule(rows[0]) + ". Every cell is in SideBySide.csv.");
        foreach (var (pair, cells) in Pairs(rows))
        {
            var shown = Shown(cells);
            markdown.AppendLine().AppendLine($"### {pair}").AppendLine()
                .AppendLine(Counts(cells) + (shown.Count < cells.Count ? $"; {ShownNote(shown.Count)}" : "."))
                .AppendLine().AppendLine(DecisionOutlook.Describe(cells) + ".");
            foreach (var change in Changes(cells, versioning, hostile))
                markdown.AppendLine($"- {change}");
            markdown.AppendLine();
            if (ChangesOf(pair, runtimeChanges) is { Count: > 0 } bySerializer)
            {
                markdown.AppendLine($"{ChangesRule(cells, bySerializer)}: {ChangeCounts(bySerializer)}.").AppendLine();
                TableMarkdown.Write(markdown, ChangesTable(bySerializer));
                if (shown.Count > 0)
                    markdown.AppendLine().AppendLine("The cells:").AppendLine();
            }
            if (shown.Count > 0)
                TableMarkdown.Write(markdown, Of(pair, cells));
        }
    }

    /// <summary>"first call net10.0 ReadyToRun ProtobufNet BookShelf deserialize", with the dataset where it is not
    /// the default.</summary>
    public static string Cell(SideBySideRow r) =>
        string.Join(' ', new[] { r.Test == TestKind.FirstCall.Name() ? "first call" : "steady", r.Runtime, r.Variant,
            r.Serializer, r.Test == TestKind.FirstCall.Name() ? r.RootType : $"N={r.Objects}", r.Operation,
            r.Dataset is "" or TypesToSerialize.Datasets.Datasets.DefaultName ? "" : $"[{r.Dataset}]" }
            .Where(s => s.Length > 0));

    /// <summary>"1.024 [0.909, 1.152]".</summary>
    public static string RatioText(SideBySideRow r) => RatioText(r.Ratio, r.RatioLow, r.RatioHigh);

    static string RatioText(double? ratio, double? low, double? high) => ratio is null ? ""
        : string.Create(CultureInfo.InvariantCulture, $"{ratio:F3}")
            + (low is { } lo && high is { } hi
                ? string.Create(CultureInfo.InvariantCulture, $" [{lo:F3}, {hi:F3}]") : "");

    static string Whole(int value) => value.ToString(CultureInfo.InvariantCulture);

    static string Change(long? a, long? b) => a is null && b is null ? "" : a == b ? $"{a}" : $"{a} → {b}";
}
