using System.Globalization;
using System.Text;
using SerializerTests.RunAll.Reporting.Tables;
using SerializerTests.RunAll.Summaries;

namespace SerializerTests.RunAll.Reporting;

/// <summary>summary.md's "The seed articles' claims": what the analysis found of each, a line per claim.</summary>
public static class ClaimsSection
{
    public static void Write(StringBuilder markdown, RunSummary data)
    {
        if (data.Analysis.Claims.Count == 0)
            return;
        markdown.AppendLine().AppendLine("## The seed articles' claims").AppendLine();
        markdown.AppendLine($"Checked on this run's steady state ({data.PrimaryRuntime} {data.SteadyVariant}, "
            + $"BookShelf); {SeedClaims.Rule}.")
            .AppendLine();
        TableMarkdown.Write(markdown, new Table("claims",
            [new("Claim"), new("Source"), new("N", RightAligned: true),
                new("This run (time ratio)", RightAligned: true), new("Verdict")],
            [.. data.Analysis.Claims.Select(check => new TableRow(
            [
                check.Claim.Text, check.Claim.Source, check.Claim.Objects.ToString("N0", CultureInfo.InvariantCulture),
                check.Ratio is { } r ? r.ToString("0.00", CultureInfo.InvariantCulture) + "×" : "–", check.Verdict,
            ]))]));
    }
}
