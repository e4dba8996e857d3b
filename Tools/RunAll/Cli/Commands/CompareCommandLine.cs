using System.CommandLine;
using static SerializerTests.Cli.ArgumentParsing;
using static SerializerTests.RunAll.Cli.SharedOptions;

namespace SerializerTests.RunAll.Cli.Commands;

sealed class CompareCommandLine : ICommandLine
{
    static readonly Argument<string> FolderAArgument =
        new("A") { Description = "The results folder to compare against (the baseline)" };
    static readonly Argument<string> FolderBArgument = new("B") { Description = "The results folder compared with A" };
    static readonly Option<double> ThresholdOption = new("--threshold")
    {
        Description = "Noise threshold in percent: ratios within it of the run-wide shift are reported as unchanged",
        DefaultValueFactory = _ => Comparison.RunComparison.DefaultThresholdPercent,
        CustomParser = r => ParseInts(r, "--threshold", 0).FirstOrDefault(),
    };
    static readonly Option<int?> LaunchesOption = OptionalWholeNumber("--launches", 1,
        "Pool each first-call child's first n launches only (from raw/), as a run with --launches n would have: what "
            + "fewer launches would have shown "
            + "(default: every launch)");
    static readonly Option<int?> ProcessesOption = OptionalWholeNumber("--processes", 1,
        "Pool each steady-state unit's first n processes only (from raw/), as a run with --processes n would have: "
            + "what fewer processes would have "
            + "shown (default: every process)");
    static readonly Command Definition =
        new("compare",
            "Pair the cells of two results folders (serializer, N, test, runtime, variant), print B/A per cell "
        + "and the run-wide shift, mark faster or SLOWER the cells that moved beyond the noise threshold relative to "
        + "it, and write the same as "
        + "Markdown to B/compare-<A>.md")
    {
        FolderAArgument, FolderBArgument, ThresholdOption, LaunchesOption, ProcessesOption,
    };

    public Command Command => Definition;

    public RunAllRequest Request(ParseResult result, string commandLine) =>
        new CompareRequest(result.GetValue(FolderAArgument)!, result.GetValue(FolderBArgument)!,
            result.GetValue(ThresholdOption),
            Given(result, LaunchesOption), Given(result, ProcessesOption));
}
