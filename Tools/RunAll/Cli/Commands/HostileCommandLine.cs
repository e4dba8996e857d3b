using System.CommandLine;
using static SerializerTests.Cli.ArgumentParsing;
using static SerializerTests.RunAll.Cli.SharedOptions;

namespace SerializerTests.RunAll.Cli.Commands;

/// <summary><c>RunAll hostile</c>: corrupt inputs.</summary>
sealed class HostileCommandLine : ICommandLine
{
    static readonly Option<string[]> SerializersOption = SerializerPatterns("all");
    static readonly Option<string[]> DatasetOption = new("--dataset")
    {
        Description = $"Datasets, comma separated (default: {string.Join(",", HostileRequest.DefaultDatasets)})",
        CustomParser = ParseDatasets,
    };
    static readonly Option<int> CountOption = new("--N")
    {
        Description = $"Objects in the valid message the corrupt ones are derived from (default {HostileRequest.DefaultObjects})",
        DefaultValueFactory = _ => HostileRequest.DefaultObjects,
        CustomParser = r => ParseInts(r, "--N", 0).FirstOrDefault(),
    };
    static readonly Option<int> CaseTimeoutOption = new("--case-timeout")
    {
        Description = $"Seconds one case may take before it counts as a hang and its child is killed (default {HostileRequest.DefaultCaseTimeoutSeconds})",
        DefaultValueFactory = _ => HostileRequest.DefaultCaseTimeoutSeconds,
        CustomParser = r => ParseInts(r, "--case-timeout", 1).FirstOrDefault(),
    };
    static readonly Option<int> PositionsOption = new("--positions")
    {
        Description = $"Byte positions per kind of change; longer messages get a seeded sample (default {SerializerTests.Hostile.HostileCases.DefaultMaxPositions})",
        DefaultValueFactory = _ => SerializerTests.Hostile.HostileCases.DefaultMaxPositions,
        CustomParser = r => ParseInts(r, "--positions", 1).FirstOrDefault(),
    };
    static readonly Option<int> SeedOption = new("--seed")
    {
        Description = $"Seed of the corrupt inputs (default {SerializerTests.Hostile.HostileCases.DefaultSeed})",
        DefaultValueFactory = _ => SerializerTests.Hostile.HostileCases.DefaultSeed,
        CustomParser = r => ParseInts(r, "--seed", 0).FirstOrDefault(),
    };
    static readonly Option<string> OutOption = OutFolder("results");
    static readonly Command Definition = new("hostile", "Feed every serializer corrupt inputs derived from its own valid message (truncations, replaced bytes, "
        + "flipped bits, nesting bombs, other formats) in child processes and classify each outcome: rejected, accepted-same, accepted-different, "
        + "hang, crash, excessive-allocation; writes Hostile.csv, HostileSummary.csv, report.html and summary.md")
    {
        SerializersOption, DatasetOption, CountOption, CaseTimeoutOption, PositionsOption, SeedOption, OutOption,
    };

    public Command Command => Definition;

    public RunAllRequest Request(ParseResult result, string commandLine) =>
        new HostileRequest(
            Given(result, SerializersOption) ?? [],
            Given(result, DatasetOption) ?? HostileRequest.DefaultDatasets,
            result.GetValue(CountOption),
            result.GetValue(CaseTimeoutOption),
            result.GetValue(PositionsOption),
            result.GetValue(SeedOption),
            result.GetValue(OutOption)) { CommandLine = commandLine };
}
