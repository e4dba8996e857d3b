using SerializerTests.Cli;
using SerializerTests.Results;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Exporters;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Summaries;

namespace SerializerTests.RunAll.Publishing;

/// <summary><c>RunAll publish &lt;folder&gt;</c>: makes a finished run the repository's reference.</summary>
public static class PublishCommand
{
    public static int Run(PublishRequest request, TextWriter output, TextWriter error)
    {
        if ((request.Repository ?? RepositoryLayout.FindRoot()) is not { } repository)
            return RunAllApp.Fail(error, "publish: cannot find SerializerTests.sln above the current folder; "
                + "run it from the repository or give --repository");
        string readme = Path.Combine(repository, RunFolder.Files.Readme);
        if (!File.Exists(readme))
            return RunAllApp.Fail(error, $"publish: '{repository}' has no README.md to show the run in");
        string source = Path.GetFullPath(request.Folder), target = ReferenceFolder.PathIn(repository);
        PublishedRun? again = null;
        if (Path.TrimEndingDirectorySeparator(source) == target
            && (again = PublishedRun.Read(Path.Combine(target, ReferenceFolder.Readme))) is null)
            return RunAllApp.Fail(error,
                $"publish: '{request.Folder}' is the published reference, and its {ReferenceFolder.Readme} does not "
                + $"say "
                + "which run it holds; give the results folder of a run");
        var (run, data, combined, readError) = Read(request, source);
        if (readError is not null)
            return RunAllApp.Fail(error, readError);
        if (again is not null)
            run = run! with { Stamp = again.Stamp, TimeTable = again.TimeTable };
        var headline = Headline.Of(data!);
        var chart = ReferenceChart.Of(data!);
        string combinedName = Path.GetFileName(combined!);
        var (newReadme, spliceError) = ResultsSection.Splice(File.ReadAllText(readme),
            ResultsSection.Render(run!, data!, headline, combinedName, chart is not null));
        if (spliceError is not null)
            return RunAllApp.Fail(error, $"publish: {readme}: {spliceError}");

        string staging =
            Path.Combine(RepositoryLayout.ResultsPath(repository), $".{ReferenceFolder.Name}-new-{Guid.NewGuid():N}");
        try
        {
            Stage(staging, source, combined!, data!, chart, run!, again?.Source ?? Named(repository, source), again);
            SwapIn(staging, target, readme, newReadme!);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            return RunAllApp.Fail(error,
                $"publish: writing {target} failed, the reference and README.md are as they were: {ex.Message}");
        }
        finally
        {
            if (Directory.Exists(staging))
                Directory.Delete(staging, recursive: true);
        }
        string size = Units.Bytes(Directory.GetFiles(target).Sum(f => new FileInfo(f).Length));
        output.WriteLine($"Published {request.Folder} into {target} ({size}) and {readme}'s \"Results\" section.");
        output.WriteLine($"Commit them with: git add {Path.GetRelativePath(repository, target)} README.md");
        return 0;
    }

    /// <summary>The run's record, the report's data at the published N and the combined CSV, or the error
    /// line.</summary>
    static (RunRecord? Run, RunSummary? Data, string? Combined, string? Error) Read(PublishRequest request,
        string source)
    {
        var (_, saved, openError) = RunFolder.Open(source, "publish");
        if (openError is not null)
            return (null, null, null, openError);
        if (saved!.Shard is { } shard)
            return (null, null, null, $"publish: '{request.Folder}' is shard {shard.Index} of {shard.Count} of a run; "
                + "merge the shards (./RunAll.sh merge) and publish the merged folder");
        var (combined, rows, loadError) = CombinedCsvExporter.Load(source, "publish");
        if (loadError is not null)
            return (null, null, null, loadError);
        if (!rows!.Any(r => r.Objects == request.Objects && r.Test != TestKind.FirstCall.Name()))
            return (null, null, null,
                $"publish: --N {request.Objects}: the run has no steady-state rows with N = {request.Objects}; give "
                    + $"one it has");
        var (run, recordError) = RunRecord.Read(source);
        if (recordError is not null)
            return (null, null, null, recordError);
        return (run, SummaryFolder.Read(combined!, rows!, _ => { }, request.Objects), combined, null);
    }

    /// <summary>The reference as it will be, in <paramref name="staging"/>.</summary>
    /// <param name="named">The run's folder as the reference's README names it.</param>
    /// <param name="again">The reference's own record where it is published again from itself.</param>
    static void Stage(string staging, string source, string combined, RunSummary data, System.Xml.Linq.XElement? chart,
        RunRecord run, string named,
        PublishedRun? again)
    {
        Directory.CreateDirectory(staging);
        string combinedName = Path.GetFileName(combined);
        // Hostile.csv is large; the report needs it only for the verdicts a package's versions changed.
        bool hostileCases = data.SideBySide.Any(r => !r.Compared.IsRuntime) && data.HostileCases.Count > 0;
        var kept = ReferenceFolder.Kept.Select(e => e.Name).Append(combinedName)
            .Concat(hostileCases ? new[] { RunFolder.Files.Hostile } : []);
        foreach (var name in kept.Where(n => File.Exists(Path.Combine(source, n))))
            File.Copy(Path.Combine(source, name), Path.Combine(staging, name));
        if (data.SideBySide.Count > 0)
            TsvFile.Write(Path.Combine(staging, RunFolder.Files.SideBySide), data.SideBySide);
        AnalysisFile.Write(staging, data.Analysis);
        RunReport.Write(Path.Combine(staging, combinedName), data);
        if (chart is not null)
            File.WriteAllText(Path.Combine(staging, ReferenceFolder.Chart), chart + "\n");
        var here = Directory.GetFiles(staging)
            .Select(f =>
            new SizedEntry(new(Path.GetFileName(f), ReferenceFolder.WhatIs(Path.GetFileName(f), combinedName)),
            new FileInfo(f).Length))
            .OrderBy(e => e.Entry.Name, StringComparer.Ordinal).ToList();
        var leftOut = again?.LeftOut
            ?? [.. Directory.GetFileSystemEntries(source).Select(Path.GetFileName).OfType<string>()
            .Where(n => !File.Exists(Path.Combine(staging, n)))
            .Order(StringComparer.Ordinal).Select(n => LeftOut(source, n))];
        File.WriteAllText(Path.Combine(staging, ReferenceFolder.Readme),
            ReferenceReadme.Render(run, named, data.ObjectsLabel, here, leftOut, again is not null));
    }

    /// <summary>The run's folder as the reference's README names it.</summary>
    static string Named(string repository, string source)
    {
        string relative = Path.GetRelativePath(repository, source);
        return (relative.StartsWith("..", StringComparison.Ordinal) || Path.IsPathRooted(relative) ? source : relative)
            .Replace('\\', '/');
    }

    static SizedEntry LeftOut(string source, string name)
    {
        string path = Path.Combine(source, name);
        bool folder = Directory.Exists(path);
        long bytes = folder
            ? Directory.GetFiles(path, "*", SearchOption.AllDirectories).Sum(f => new FileInfo(f).Length)
            : new FileInfo(path).Length;
        return new SizedEntry(new(folder ? name + "/" : name, ReferenceFolder.WhyLeftOut(name)), bytes);
    }

    /// <summary>The staged reference in place of the old one, then the README through a temporary file.</summary>
    static void SwapIn(string staging, string target, string readme, string newReadme)
    {
        string temporary = readme + ".publish.tmp";
        File.WriteAllText(temporary, newReadme);
        string? old = Directory.Exists(target)
            ? Path.Combine(Path.GetDirectoryName(target)!, $".{ReferenceFolder.Name}-old-{Guid.NewGuid():N}")
            : null;
        try
        {
            if (old is not null)
                Directory.Move(target, old);
            Directory.Move(staging, target);
            File.Move(temporary, readme, overwrite: true);
        }
        catch
        {
            // Whatever moved, moved back: the new reference to staging, the old one to its place.
            if (!Directory.Exists(staging) && Directory.Exists(target))
                Directory.Move(target, staging);
            if (old is not null && Directory.Exists(old))
                Directory.Move(old, target);
            File.Delete(temporary);
            throw;
        }
        if (old is not null)
            Directory.Delete(old, recursive: true);
    }
}
