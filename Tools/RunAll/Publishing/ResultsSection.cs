using System.Text;
using System.Text.RegularExpressions;
using SerializerTests.RunAll.Environments;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Reporting.Tables;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Summaries;

namespace SerializerTests.RunAll.Publishing;

/// <summary>The repository README's "Results" section, between two markers that <c>publish</c> rewrites and nothing
/// else touches.</summary>
public static partial class ResultsSection
{
    public const string Begin = "<!-- reference-results:begin -->", End = "<!-- reference-results:end -->";
    public const string Heading = "## Results";

    /// <summary>The anchor GitHub gives a Markdown heading: lower case, spaces to hyphens, punctuation
    /// dropped.</summary>
    public static string Anchor(string heading) =>
        NotInAnchor().Replace(heading.ToLowerInvariant(), "").Replace(' ', '-');

    /// <summary>The section's text between the markers, each line ending with a line end.</summary>
    /// <param name="combinedCsv">The published combined CSV's name.</param>
    /// <param name="chart">The reference has <see cref="ReferenceFolder.Chart"/>.</param>
    public static string Render(RunRecord run, RunSummary data, IReadOnlyList<HeadlineRow> headline, string combinedCsv,
        bool chart)
    {
        string Link(string file) => ReferenceFolder.LinkFromRepository(file);
        var text = new StringBuilder();
        text.AppendLine("<!-- Written by ./RunAll.sh publish: publish another run rather than editing this section. "
            + "-->");
        text.AppendLine($"The reference run [`{run.Stamp}`]({Link(ReferenceFolder.Readme)}), started "
            + $"{run.Date ?? "(no start recorded)"} from commit "
            + $"`{SourceRevision.Short(run.Commit.Split(' ')[0])}` with `{run.Command}`"
            + $"{(run.BudgetLine is { } budget ? $" ({budget.TrimEnd('.')})" : "")}, "
            + $"is one run on one machine: {Machine(run)}. Rankings inside a run hold when it is rerun; "
            + "absolute times move with the machine and the hour, "
            + "so read them as this machine's ([docs/accuracy.md](docs/accuracy.md) has both rates, "
            + "measured on this project's VM, which is shared with other work).");
        text.AppendLine();
        text.AppendLine(Headline.Reading(data, "docs")).AppendLine();
        TableMarkdown.Write(text,
            Headline.Table(headline, heading => $"{Link(RunFolder.Files.Summary)}#{Anchor(heading)}"));
        text.AppendLine();
        string sideBySide = $"{Link(RunFolder.Files.Summary)}#{Anchor(SideBySide.SideBySideTables.Heading)}";
        // The steady state and the JIT's first calls: the other variants' first calls are a click away, in summary.md.
        string jit = Planning.RuntimeVariant.NameOf(Planning.Variant.Jit);
        foreach (var pair in data.Analysis.RuntimeChanges.Where(c => !c.IsFirstCall || c.Variant == jit)
            .GroupBy(c => c.Pair))
            text.AppendLine($"{pair.Key} ([each serializer]({sideBySide})): "
                + $"{SideBySide.SideBySideTables.ChangeCounts([.. pair])}.").AppendLine();
        if (chart)
            text.AppendLine($"![Serialize and deserialize time at N = {data.ObjectsLabel}, {data.PrimaryRuntime} "
                + $"{data.SteadyVariant}]"
                + $"({Link(ReferenceFolder.Chart)})").AppendLine();
        text.AppendLine($"All of it: [summary.md]({Link(RunFolder.Files.Summary)}) (every ranking, the decision "
            + $"matrix, the use-case views), "
            + $"[report.html]({Link(RunFolder.Files.Report)}) (every chart; download it to view it), "
            + $"the [workbook]({Link(Path.ChangeExtension(combinedCsv, RunFolder.Files.WorkbookExtension))}) "
            + $"and the [combined CSV]({Link(combinedCsv)}); which run it is and what was left out: [its "
            + $"README]({Link(ReferenceFolder.Readme)}).");
        return text.ToString();
    }

    /// <summary>"AMD EPYC …, 2 logical cores, 24000 MiB, Debian …" from the record.</summary>
    static string Machine(RunRecord run) => string.Join(", ", new[]
    {
        run.Fact(EnvironmentRecord.CpuPrefix), run.Fact(EnvironmentRecord.CoresPrefix) is { } cores
            ? $"{cores} logical cores" : null,
        run.Fact(EnvironmentRecord.MemoryPrefix), run.Fact(EnvironmentRecord.OsPrefix),
    }.OfType<string>());

    /// <summary>The README with the section in place.</summary>
    public static (string? Readme, string? Error) Splice(string readme, string section)
    {
        var begins = Lines(readme, Begin);
        var ends = Lines(readme, End);
        if (begins.Count == 0 && ends.Count == 0)
        {
            string block = $"{Heading}\n\n{Begin}\n{section}{End}\n";
            int firstSection = readme.StartsWith("## ", StringComparison.Ordinal) ? 0
                : readme.IndexOf("\n## ", StringComparison.Ordinal) is var i and >= 0 ? i + 1
                : -1;
            return (firstSection >= 0 ? readme.Insert(firstSection, block + "\n") : readme.TrimEnd() + "\n\n" + block,
                null);
        }
        if (begins.Count != 1 || ends.Count != 1 || ends[0] < begins[0])
            return (null, $"has {begins.Count} '{Begin}' and {ends.Count} '{End}' marker lines"
                + $"{(begins.Count == 1 && ends.Count == 1 ? ", the end before the begin" : "")}; "
                + "leave one pair in order, or none");
        int start = readme.IndexOf('\n', begins[0]) + 1;
        return (readme[..start] + section + readme[ends[0]..], null);
    }

    /// <summary>Where each line that is <paramref name="marker"/> alone starts.</summary>
    static List<int> Lines(string text, string marker) =>
        [.. Regex.Matches(text, $"^{Regex.Escape(marker)}\\r?$", RegexOptions.Multiline).Select(m => m.Index)];

    [GeneratedRegex(@"[^\p{L}\p{N} _-]")]
    private static partial Regex NotInAnchor();
}
