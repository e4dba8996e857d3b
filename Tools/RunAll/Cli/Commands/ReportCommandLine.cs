using System.CommandLine;
using static SerializerTests.Cli.ArgumentParsing;
using static SerializerTests.RunAll.Cli.SharedOptions;

namespace SerializerTests.RunAll.Cli.Commands;

sealed class ReportCommandLine : ICommandLine
{
    static readonly Argument<string> FolderArgument = new("folder") { Description = "A results folder" };
    static readonly Option<int?> CountOption = OptionalWholeNumber("--N", 0,
        "The N of the per-serializer time and size charts (default: the largest in the run)");
    static readonly Command Definition = new("report",
        "Write report.html (charts), SerializationPerf_Combined_<payload>.xlsx (table and pivot tables) and summary.md "
        + "for an existing results folder; every run writes them at its end")
    {
        FolderArgument, CountOption,
    };

    public Command Command => Definition;

    public RunAllRequest Request(ParseResult result, string commandLine) =>
        new ReportRequest(result.GetValue(FolderArgument)!, Given(result, CountOption));
}
