using System.CommandLine;

namespace SerializerTests.RunAll.Cli.Commands;

sealed class AnalyzeCommandLine : ICommandLine
{
    static readonly Argument<string> FolderArgument =
        new("folder") { Description = "A results folder of a RunAll -profile run" };
    static readonly Command Definition =
        new("analyze",
            "Re-extract the traces of a profiled results folder and print which serializers load extra assemblies, "
        + "their top jitted methods on first call, the exceptions thrown and the CPU-sample top lists (tables also "
        + "written to <folder>/analysis/)")
    {
        FolderArgument,
    };

    public Command Command => Definition;

    public RunAllRequest Request(ParseResult result, string commandLine) =>
        new AnalyzeRequest(result.GetValue(FolderArgument)!);
}
