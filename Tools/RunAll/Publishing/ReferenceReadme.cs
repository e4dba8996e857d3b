using System.Globalization;
using System.Text;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Reporting.Tables;

namespace SerializerTests.RunAll.Publishing;

public sealed record SizedEntry(FolderEntry Entry, long Bytes);

/// <summary>The reference folder's README.md: which run it is, what the folder holds and what of the run it left out,
/// with sizes, and how to have the rest.</summary>
public static class ReferenceReadme
{
    /// <param name="source">The run's folder, relative to the repository.</param>
    /// <param name="objects">The N the pages were written at.</param>
    /// <param name="again">Written again from the reference itself by a later RunAll.</param>
    public static string Render(RunRecord run, string source, string objects, IReadOnlyList<SizedEntry> here,
        IReadOnlyList<SizedEntry> leftOut,
        bool again = false)
    {
        var text = new StringBuilder();
        text.AppendLine($"{PublishedRun.Heading}{run.Stamp}").AppendLine();
        text.AppendLine($"{PublishedRun.PublishedWith}{source}`: the run the repository's README shows. report.html, "
            + $"summary.md, the workbook and "
            + $"analysis.json were written again from the run's files at N = {objects}, the N of the README's table; "
            + $"the other files are as the run "
            + "wrote them."
            + (again ? $" The pages were written again since, from these files, by a later RunAll (`./RunAll.sh "
            + $"publish "
            + $"{RepositoryLayout.ResultsFolder}/{ReferenceFolder.Name}`): the numbers are the run's." : ""))
            .AppendLine();
        text.AppendLine("## The run").AppendLine();
        text.AppendLine($"- Command line: `{run.Command}`");
        text.AppendLine($"- Commit: {run.Commit}");
        text.AppendLine($"- Started: {run.Started ?? "not recorded"}");
        foreach (var fact in run.Machine)
            text.AppendLine($"- {fact}");
        text.AppendLine();
        if (run.TimeTable.Count > 0)
            text.AppendLine("Where its time went, as RunAll printed it at its end:").AppendLine()
                .AppendLine("```").AppendLine(string.Join('\n', run.TimeTable)).AppendLine("```");
        else
            text.AppendLine("Its wall time and budget were not recorded: the folder's console.log has no time table "
                + "(a merged run's shards printed theirs).");
        text.AppendLine().AppendLine("## What is here").AppendLine();
        Sizes(text, "File", here);
        text.AppendLine().AppendLine(string.Create(CultureInfo.InvariantCulture,
            $"{Units.Bytes(here.Sum(e => e.Bytes))} in {here.Count} files, this README aside.")).AppendLine();
        text.AppendLine("## What was left out").AppendLine();
        if (leftOut.Count > 0)
            Sizes(text, "In the run's folder", leftOut);
        else
            text.AppendLine("Nothing: the run's folder held only what is here.");
        text.AppendLine()
            .AppendLine("To have them, run it yourself: check out the commit above and run the command line; "
            + "the run writes all of them into a new folder of `SerializerTestResults/`. "
            + "`report` and `compare` read this folder as any run's; `compare --launches` and `--processes` pool from "
            + "raw/ and refuse it.");
        return text.ToString();
    }

    static void Sizes(StringBuilder text, string first, IReadOnlyList<SizedEntry> entries) =>
        TableMarkdown.Write(text, new Table("sizes",
        [new(first), new("What it holds"), new("Size", RightAligned: true)],
        [.. entries.Select(e => new TableRow([$"`{e.Entry.Name}`", e.Entry.What, Units.Bytes(e.Bytes)]))]));
}
