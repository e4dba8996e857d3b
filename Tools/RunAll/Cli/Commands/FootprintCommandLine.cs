using System.CommandLine;
using SerializerTests.RunAll.Footprint;
using static SerializerTests.Cli.ArgumentParsing;
using static SerializerTests.RunAll.Cli.SharedOptions;

namespace SerializerTests.RunAll.Cli.Commands;

/// <summary><c>RunAll footprint</c>: what a serializer costs a NativeAOT app.</summary>
sealed class FootprintCommandLine : ICommandLine
{
    static readonly Option<string[]> SerializersOption = SerializerPatterns("all");
    static readonly Option<string[]> AdapterOption = AdapterFiles();
    static readonly Option<int> LaunchesOption =
        WholeNumber("--launches", 1, "Fresh launches of each app, dealt into seeded rounds",
            FootprintMeasurement.DefaultLaunches);
    static readonly Option<int?> SeedOption =
        OptionalWholeNumber("--seed", 0, "Seed of the launch order (default: random, recorded in environment.txt)");
    static readonly Option<bool> RebuildOption =
        new("--rebuild") { Description = "Publish every app even when one built from the same inputs exists" };
    static readonly Option<string> OutOption = OutFolder("results");
    static readonly Command Definition =
        new("footprint",
            "Publish a NativeAOT app per serializer (its adapter, the dataset's types and a verified round trip of "
            + "BookShelf, "
        + "N = 1000) and an empty app; measure each app's size and increment over the empty one, its largest "
        + "assemblies (.mstat), its trim/AOT "
        + "warnings "
        + "(default and TrimmerSingleWarn=false), whether the round trip works, and the time from start to the "
        + "verified round trip in fresh "
        + "processes; "
        + "writes Footprint.csv, report.html and summary.md")
    {
        SerializersOption, AdapterOption, LaunchesOption, SeedOption, RebuildOption, OutOption,
    };

    public Command Command => Definition;

    public RunAllRequest Request(ParseResult result, string commandLine) =>
        new FootprintRequest(Given(result, SerializersOption) ?? [], result.GetValue(LaunchesOption),
            Given(result, SeedOption) ?? Random.Shared.Next(),
            result.GetValue(RebuildOption), result.GetValue(OutOption)) { CommandLine = commandLine,
                Adapters = Given(result, AdapterOption) ?? [] };
}
