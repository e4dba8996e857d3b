using System.CommandLine;
using static SerializerTests.Cli.ArgumentParsing;
using static SerializerTests.RunAll.Cli.SharedOptions;

namespace SerializerTests.RunAll.Cli.Commands;

sealed class HostileCommandLine : ICommandLine
{
    static readonly Option<string[]> SerializersOption = SerializerPatterns("all");
    static readonly Option<string[]> AdapterOption = AdapterFiles();
    static readonly Option<string[]> DatasetOption = new("--dataset")
    {
        Description = $"Datasets, comma separated (default: {string.Join(",", HostileRequest.DefaultDatasets)})",
        CustomParser = ParseDatasets,
    };
    static readonly Option<int> CountOption =
        WholeNumber("--N", 0, "Objects in the valid message the corrupt ones are derived from",
            HostileRequest.DefaultObjects);
    static readonly Option<int> CaseTimeoutOption = WholeNumber("--case-timeout", 1,
        "Seconds one case may take before it counts as a hang and its child is killed",
            HostileRequest.DefaultCaseTimeoutSeconds);
    static readonly Option<int> PositionsOption = WholeNumber("--positions", 1,
        "Byte positions per kind of change; longer messages get a seeded sample",
            SerializerTests.Hostile.HostileCases.DefaultMaxPositions);
    static readonly Option<int> SeedOption =
        WholeNumber("--seed", 0, "Seed of the corrupt inputs", SerializerTests.Hostile.HostileCases.DefaultSeed);
    static readonly Option<string> OutOption = OutFolder("results");
    static readonly Option<Planning.Shard?> ShardOption = new("--shard")
    {
        Description = "Run part k of n of the groups (serializer × setting × dataset), dealt round-robin (k/n)",
        CustomParser = ParseShard,
    };
    static readonly Command Definition =
        new("hostile",
            "Feed every serializer corrupt inputs derived from its own valid message (truncations, replaced bytes, "
        + "flipped bits, nesting bombs, other formats) in child processes and classify each outcome: rejected, "
        + "accepted-same, accepted-different, "
        + "hang, crash, excessive-allocation; writes Hostile.csv, HostileSummary.csv, report.html and summary.md")
    {
        SerializersOption, AdapterOption, DatasetOption, CountOption, CaseTimeoutOption, PositionsOption, SeedOption,
            OutOption, ShardOption,
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
            result.GetValue(OutOption))
        {
            CommandLine = commandLine, Adapters = Given(result, AdapterOption)
                ?? [], Shard = Given(result, ShardOption),
        };
}
