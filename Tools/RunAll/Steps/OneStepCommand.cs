using System.Diagnostics;
using System.Globalization;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Steps;

public sealed record OneStepCommand(string Name, IReadOnlyList<string> Serializers, string? OutputRoot,
    string FolderSuffix, string CommandLine,
    IRunStep Step, Func<RunContext, OneStepPages> Pages, string KeptWhenInterrupted)
{
    public bool NeedsHost { get; init; } = true;

    public int Seed { get; init; }

    public bool Rebuild { get; init; }

    public bool PagesWhenInterrupted { get; init; } = true;

    public async Task<int> RunAsync(TextWriter output, TextWriter error, CancellationToken cancellation)
    {
        var (start, startError) = RunStart.Check(Name, Serializers, OutputRoot);
        if (start is null)
            return RunAllApp.Fail(error, startError!);
        var watch = Stopwatch.StartNew();
        var (run, exitCode) = await OneStepRun.RunAsync(start, FolderSuffix, CommandLine, Step, output, cancellation,
            NeedsHost, Seed, Rebuild);
        if (run is null)
            return exitCode;
        using var console = run.Console;
        if (!run.Interrupted || PagesWhenInterrupted)
            foreach (var line in await Pages(run).WriteAsync(run.Folder.Path))
                console.Say(line);
        console.Say(string.Create(CultureInfo.InvariantCulture, $"Wall time: {watch.Elapsed.TotalSeconds:F0} s"));
        if (run.Interrupted)
            console.Say($"Interrupted: {KeptWhenInterrupted}.");
        console.Say(run.Folder.Path);
        return run.Interrupted ? RunAllApp.Interrupted : 0;
    }
}

public sealed record OneStepPages(string Html, string Markdown, IReadOnlyList<string> ConsoleLines)
{
    public async Task<IReadOnlyList<string>> WriteAsync(string folder)
    {
        await File.WriteAllTextAsync(Path.Combine(folder, RunFolder.Files.Report), Html, CancellationToken.None);
        await File.WriteAllTextAsync(Path.Combine(folder, RunFolder.Files.Summary), Markdown, CancellationToken.None);
        return ConsoleLines;
    }
}
