using System.CommandLine;

namespace SerializerTests.RunAll.Cli.Commands;

/// <summary><c>RunAll merge &lt;folder&gt;…</c>: the shards of one run joined.</summary>
sealed class MergeCommandLine : ICommandLine
{
    static readonly Argument<string[]> FoldersArgument =
        new("folders") { Description = "Every shard's results folder (made with --shard k/n), each once",
            Arity = ArgumentArity.OneOrMore };
    static readonly Option<string> OutOption =
        new("--out") { Description =
            "Folder in which the timestamped merged folder is created (default: the first shard's parent folder)" };
    static readonly Option<bool> AllowMixedMachinesOption = new("--allow-mixed-machines")
    {
        Description =
            "Merge shards run on different kinds of machine (CPU model or core count) instead of refusing them: the "
            + "rankings stay "
            + "within each machine, the times and intervals mix the machines",
    };
    static readonly Command Definition =
        new("merge",
            "Join the shards of one run (--shard k/n, the same options, seed and commit) into one results folder "
        + "<stamp>_merged with the combined CSV, raw/, every measurement and report; refuses, writing nothing, shards "
        + "that do not make one whole run")
    {
        FoldersArgument, OutOption, AllowMixedMachinesOption,
    };

    public Command Command => Definition;

    public RunAllRequest Request(ParseResult result, string commandLine) =>
        new MergeRequest(result.GetValue(FoldersArgument)!, result.GetValue(OutOption),
            result.GetValue(AllowMixedMachinesOption)) { CommandLine = commandLine };
}
