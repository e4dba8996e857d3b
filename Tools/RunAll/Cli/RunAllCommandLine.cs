using System.CommandLine;
using SerializerTests.Cli;
using SerializerTests.RunAll.Cli.Commands;

namespace SerializerTests.RunAll.Cli;

/// <summary>RunAll's command line: the benchmark run at the root and a file per command under
/// <c>Cli/Commands/</c>.</summary>
public static class RunAllCommandLine
{
    static readonly ICommandLine[] Commands =
        [new AnalyzeCommandLine(), new CalibrateCommandLine(), new CompareCommandLine(), new ReportCommandLine(),
            new HostileCommandLine(),
            new VersioningCommandLine(), new FootprintCommandLine(), new MergeCommandLine(), new PublishCommandLine()];

    static readonly RootCommand Root = CreateRoot();

    /// <summary>The definition, for the tests that read every command's options and help.</summary>
    internal static RootCommand Definition => Root;

    static RootCommand CreateRoot()
    {
        var root = new RootCommand("RunAll: builds every runtime variant of the SerializerTests host, launches a fresh "
            + "process per serializer per "
            + "variant and merges the results into SerializationPerf_Combined_<payload>.csv.");
        BenchmarkCommandLine.AddTo(root);
        foreach (var command in Commands)
            root.Add(command.Command);
        root.SetAction(_ => 0);
        return root;
    }

    /// <summary>Null request with a null error means help was printed.</summary>
    public static (RunAllRequest? Request, string? Error) ParseRequest(string[] args, TextWriter output)
    {
        var (parsed, error) = ArgumentParsing.Parse(Root, args, output);
        if (parsed is not { } result)
            return (null, error);
        string commandLine = string.Join(' ', args);
        if (Commands.FirstOrDefault(c => c.Command == result.CommandResult.Command)?.Request(result,
            commandLine) is { } request)
            return (request, null);
        var run = BenchmarkCommandLine.Arguments(result, commandLine);
        return (new BenchmarkRequest(run) { Adapters = run.Adapters }, null);
    }

    /// <summary>The benchmark form only.</summary>
    public static (BenchmarkArguments? Arguments, string? Error) Parse(string[] args, TextWriter output)
    {
        var (request, error) = ParseRequest(args, output);
        return (request is BenchmarkRequest run ? run.Arguments : null, error);
    }
}
