using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Publishing;

/// <summary>A file or subfolder of the published reference or of the run it comes from, and what it holds.</summary>
public sealed record FolderEntry(string Name, string What);

/// <summary><c>SerializerTestResults/reference/</c>.</summary>
public static class ReferenceFolder
{
    public const string Name = "reference";

    /// <summary>The chart the repository's README shows, written beside the pages.</summary>
    public const string Chart = "steady-state.svg";

    /// <summary>The reference's own README: which run it is, what it holds and what it left out.</summary>
    public const string Readme = RunFolder.Files.Readme;

    public static string PathIn(string repository) => Path.Combine(RepositoryLayout.ResultsPath(repository), Name);

    /// <summary>Where the reference sits relative to the repository's README, with forward slashes, for its
    /// links.</summary>
    public static string LinkFromRepository(string file) => $"{RepositoryLayout.ResultsFolder}/{Name}/{file}";

    /// <summary>Kept as the run wrote them.</summary>
    public static readonly IReadOnlyList<FolderEntry> Kept =
    [
        new(RunFolder.Files.Options, "the run's options, which `report`, `compare` and `--resume` read first"),
        new(RunFolder.Files.Environment,
            "the commit, machine, SDK, runtimes and packages of the run, and its command line"),
        new(RunFolder.Files.Versioning, "the versioning measurement (column 11 and the decision matrix)"),
        new(RunFolder.Files.VersioningVariants, "where the versioning verdicts differ between runtime variants"),
        new(RunFolder.Files.HostileSummary,
            "the hostile-input verdicts counted per serializer and setting (the decision matrix)"),
        new(RunFolder.Files.Footprint, "what each serializer costs a NativeAOT app"),
    ];

    /// <summary>Written by <c>publish</c> from the run's files.</summary>
    public static readonly IReadOnlyList<FolderEntry> Written =
    [
        new(RunFolder.Files.Report,
            "every chart and table of the run, one self-contained page (download it and open it in a browser)"),
        new(RunFolder.Files.Summary,
            "every ranking, the decision matrix and the use-case views in Markdown: what the repository's README "
                + "quotes"),
        new(Chart, "the chart the repository's README shows"),
        new(RunFolder.Files.SideBySide,
            "B/A per cell of each side-by-side comparison (the run's runtimes, or a package's versions)"),
        new(RunFolder.Files.RunAnalysis,
            "what the analysis judged at the published N (pooled first calls, the matrix, rankings, views, claims): "
            + "what the pages render"),
        new(RunFolder.Files.Hostile,
            "every hostile-input case: kept where a package's versions were compared, whose changed verdicts the "
                + "report lists"),
    ];

    public static string WhatIs(string name, string combinedCsv) =>
        Kept.Concat(Written).FirstOrDefault(e => e.Name == name)?.What
        ?? (name == combinedCsv
                ? "the combined CSV: a steady-state row per unit and N, a first-call row per child and root type, "
                    + "pooled over the processes and launches"
            : name == Path.ChangeExtension(combinedCsv, RunFolder.Files.WorkbookExtension)
                ? "the combined CSV as an Excel table, with pivot tables and the decision matrix"
            : throw new ArgumentException($"'{name}' is not a file publish writes", nameof(name)));

    /// <summary>What a run's folder holds that the reference leaves out, and how the run had it.</summary>
    public static readonly IReadOnlyList<FolderEntry> LeftOut =
    [
        new(RunFolder.Files.Raw,
            "every launch's and every process's own row: `compare --launches`/`--processes` pool from it "
            + "(the side-by-side cells computed from it, where the run has any, are in SideBySide.csv)"),
        new(RunFolder.Files.Cells, "each finished child's rows, what `--resume` reads"),
        new(RunFolder.Files.Builds, "the build log of each runtime variant"),
        new(RunFolder.Files.Traces, "the EventPipe traces of a `-profile` run"),
        new(RunFolder.Files.Analysis, "the tables of `analyze`"),
        new(RunFolder.Files.Hostile,
            "every hostile-input case with its verdict (HostileSummary.csv has them counted per serializer)"),
        new(RunFolder.Files.HostileGroups, "each hostile-input group's rows"),
        new(RunFolder.Files.ConsoleLog, "what RunAll printed; its time table and budget line are in README.md"),
    ];

    /// <summary>Why an entry of the run's folder is not in the reference.</summary>
    public static string WhyLeftOut(string name) =>
        LeftOut.FirstOrDefault(e => e.Name == name)?.What
        ?? (name.StartsWith(RunFolder.Files.ComparisonPrefix, StringComparison.Ordinal)
            ? "a comparison with another run (`compare`)"
            : "not part of what a run publishes");
}
