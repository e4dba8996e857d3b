using System.CommandLine;
using static SerializerTests.RunAll.Cli.SharedOptions;

namespace SerializerTests.RunAll.Cli.Commands;

sealed class VersioningCommandLine : ICommandLine
{
    static readonly Option<string[]> SerializersOption = SerializerPatterns("all");
    static readonly Option<string[]> AdapterOption = AdapterFiles();
    static readonly Option<string> OutOption = OutFolder("results");
    static readonly Command Definition =
        new("versioning", "Write a value with one version of a type and read it with the other, for the schema changes "
        + "real types go through (member added, removed, reordered, renamed, int to long, made nullable, enum value "
        + "added, List to array), in both "
        + "directions; "
        + "classify each: reads, loses, wrong, throws; writes Versioning.csv, report.html and summary.md")
    {
        SerializersOption, AdapterOption, OutOption,
    };

    public Command Command => Definition;

    public RunAllRequest Request(ParseResult result, string commandLine) =>
        new VersioningRequest(Given(result, SerializersOption) ?? [], result.GetValue(OutOption))
        {
            CommandLine = commandLine, Adapters = Given(result, AdapterOption) ?? [],
        };
}
