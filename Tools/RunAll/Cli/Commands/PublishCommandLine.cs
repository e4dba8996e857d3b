using System.CommandLine;
using static SerializerTests.Cli.ArgumentParsing;
using static SerializerTests.RunAll.Cli.SharedOptions;

namespace SerializerTests.RunAll.Cli.Commands;

sealed class PublishCommandLine : ICommandLine
{
    static readonly Argument<string> FolderArgument =
        new("folder") { Description = "The results folder of a finished run" };
    static readonly Option<int?> CountOption = OptionalWholeNumber("--N", 1,
        $"The N of the README's table, the chart and the published report.html, summary.md and workbook (default "
            + $"{PublishRequest.DefaultObjects})");
    static readonly Option<string> RepositoryOption = new("--repository")
    {
        Description =
            "The checkout whose README.md and SerializerTestResults/reference/ are written (default: the one RunAll "
            + "runs in)",
    };
    static readonly Command Definition =
        new("publish", "Make a finished run the repository's reference: copy what report and compare read into "
        + "SerializerTestResults/reference/ (replacing the one there) with the pages at --N, a chart and a README "
        + "saying which run it is and "
        + "what was "
        + "left out, and rewrite README.md's Results section from the same data as summary.md")
    {
        FolderArgument, CountOption, RepositoryOption,
    };

    public Command Command => Definition;

    public RunAllRequest Request(ParseResult result, string commandLine) =>
        new PublishRequest(result.GetValue(FolderArgument)!,
            Given(result, CountOption) ?? PublishRequest.DefaultObjects,
            result.GetValue(RepositoryOption));
}
