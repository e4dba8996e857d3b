using System.Diagnostics;
using System.Globalization;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Steps;

/// <summary>
/// What a one-step command (<c>footprint</c>, <c>hostile</c>, <c>versioning</c>) is beside its step: its name, serializers and folder,
/// the pages it writes of the finished run and what an interruption keeps. <see cref="RunAsync"/> is the rest, the same for each: the
/// start checked, the run (<see cref="OneStepRun"/>), the pages, the wall time, and the folder's path as the last line printed.
/// </summary>
/// <param name="Pages">The run's report.html and summary.md, and the lines printed after them.</param>
/// <param name="KeptWhenInterrupted">What an interrupted run keeps, said after its pages.</param>
public sealed record OneStepCommand(string Name, IReadOnlyList<string> Serializers, string? OutputRoot, string FolderSuffix, string CommandLine,
    IRunStep Step, Func<RunContext, OneStepPages> Pages, string KeptWhenInterrupted)
{
    /// <summary>The step launches the JIT host of the SDK's runtime (the footprint builds apps of its own).</summary>
    public bool NeedsHost { get; init; } = true;

    public int Seed { get; init; }

    public bool Rebuild { get; init; }

    /// <summary>An interrupted run still writes its pages of what finished (false: what it measured is not worth a page).</summary>
    public bool PagesWhenInterrupted { get; init; } = true;

    /// <returns>0; 2 on bad input (one line on <paramref name="error"/>); 1 when the host could not be built; 130 when interrupted.</returns>
    public async Task<int> RunAsync(TextWriter output, TextWriter error, CancellationToken cancellation)
    {
        var (start, startError) = RunStart.Check(Name, Serializers, OutputRoot);
        if (start is null)
            return RunAllApp.Fail(error, startError!);
        var watch = Stopwatch.StartNew();
        var (run, exitCode) = await OneStepRun.RunAsync(start, FolderSuffix, CommandLine, Step, output, cancellation, NeedsHost, Seed, Rebuild);
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

/// <summary>What a one-step command shows of its run: report.html, summary.md, and the lines (a table) printed after them.</summary>
public sealed record OneStepPages(string Html, string Markdown, IReadOnlyList<string> ConsoleLines)
{
    /// <summary>Writes both pages into <paramref name="folder"/>; returns <see cref="ConsoleLines"/>.</summary>
    public async Task<IReadOnlyList<string>> WriteAsync(string folder)
    {
        await File.WriteAllTextAsync(Path.Combine(folder, RunFolder.Files.Report), Html, CancellationToken.None);
        await File.WriteAllTextAsync(Path.Combine(folder, RunFolder.Files.Summary), Markdown, CancellationToken.None);
        return ConsoleLines;
    }
}
