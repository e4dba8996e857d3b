using SerializerTests.RunAll.Environments;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Publishing;

/// <summary>Which run a results folder holds, as its environment.txt and console.log say.</summary>
/// <param name="Machine">"CPU: …", "Logical cores: …", "Memory: …", "OS: …", "SDK: …", as recorded.</param>
public sealed record RunRecord(string Stamp, string CommandLine, string Commit, string? Started,
    IReadOnlyList<string> Machine,
    IReadOnlyList<string> TimeTable)
{
    static readonly string[] MachinePrefixes =
    [
        EnvironmentRecord.CpuPrefix, EnvironmentRecord.CoresPrefix, EnvironmentRecord.MemoryPrefix,
            EnvironmentRecord.OsPrefix,
        EnvironmentRecord.SdkPrefix,
    ];

    /// <summary>The "Budget: X min, used Y min." line that ends the time table, or null where the folder has
    /// none.</summary>
    public string? BudgetLine =>
        TimeTable.LastOrDefault(l => l.StartsWith(RunBudget.LinePrefix, StringComparison.Ordinal));

    /// <summary>The run's command as typed on Linux: <c>./RunAll.sh 10</c>.</summary>
    public string Command => $"./RunAll.sh {CommandLine}".TrimEnd();

    /// <summary>The day the run started, or null where the record lacks it.</summary>
    public string? Date => Started?.Split(' ')[0];

    /// <summary>A recorded machine fact by its prefix, without the prefix.</summary>
    public string? Fact(string prefix) =>
        Machine.FirstOrDefault(l => l.StartsWith(prefix, StringComparison.Ordinal))?[prefix.Length..];

    /// <summary>The record of a finished run's folder, or the one line saying why the folder is not one.</summary>
    public static (RunRecord? Record, string? Error) Read(string folder)
    {
        string environment = Path.Combine(folder, RunFolder.Files.Environment);
        if (!File.Exists(environment))
            return (null,
                $"publish: '{folder}' has no {RunFolder.Files.Environment}, so which run it is cannot be said");
        if (NotText(environment) is { } notText)
            return (null, notText);
        if (EnvironmentRecord.Recorded(environment, EnvironmentRecord.CommandLinePrefix) is not { } commandLine
            || EnvironmentRecord.Recorded(environment, SourceRevision.Prefix) is not { } commit)
            return (null, $"publish: {environment}: is not a RunAll environment record "
                + $"(no '{EnvironmentRecord.CommandLinePrefix.TrimEnd()}' or '{SourceRevision.Prefix.TrimEnd()}' "
                + $"line)");
        string log = Path.Combine(folder, RunFolder.Files.ConsoleLog);
        if (File.Exists(log) && NotText(log) is { } logNotText)
            return (null, logNotText);
        var table = File.Exists(log) ? TimeTableOf(File.ReadAllLines(log)) : [];
        if (table.Count > 0 && table[^1].StartsWith(BenchmarkCommand.InterruptedPrefix, StringComparison.Ordinal))
            return (null,
                $"publish: {log}: the run was interrupted; finish it with ./RunAll.sh --resume {folder} and publish it "
                + $"then");
        var machine =
            MachinePrefixes.Select(p => EnvironmentRecord.Recorded(environment, p) is { } value ? p + value : null)
            .OfType<string>().ToList();
        return (new RunRecord(Path.GetFileName(Path.TrimEndingDirectorySeparator(folder)), commandLine, commit,
            EnvironmentRecord.Recorded(environment, EnvironmentRecord.StartedPrefix), machine, table), null);
    }

    /// <summary>The last time table of the log, through its budget line, and the interruption line if one follows
    /// it.</summary>
    static IReadOnlyList<string> TimeTableOf(string[] lines)
    {
        int start = Array.LastIndexOf(lines, TimeBreakdown.Heading);
        if (start < 0)
            return [];
        int budget = Array.FindIndex(lines, start, l => l.StartsWith(RunBudget.LinePrefix, StringComparison.Ordinal));
        int end = budget < 0 ? lines.Length - 1 : budget;
        bool interrupted = end + 1 < lines.Length
            && lines[end + 1].StartsWith(BenchmarkCommand.InterruptedPrefix, StringComparison.Ordinal);
        return [.. lines[start..(end + 1)], .. interrupted ? [lines[end + 1]] : Array.Empty<string>()];
    }

    static string? NotText(string path) =>
        File.ReadAllText(path).Contains('\0') ? $"publish: {path}: is not text (it holds NUL bytes)" : null;
}
