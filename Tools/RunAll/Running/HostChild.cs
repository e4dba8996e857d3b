using SerializerTests.Cli;

namespace SerializerTests.RunAll.Running;

public sealed record HostChildResult<TRow>(ChildOutcome Outcome, IReadOnlyList<TRow> Rows,
    IReadOnlyList<string> Damaged)
{
    public string WhyMissing(string timedOut)
    {
        string problem = Outcome.TimedOut ? timedOut
            : Damaged.Count > 0 ? $"unreadable output ({ChildRows.Describe(Damaged)})"
            : Outcome.ExitCode != 0 ? $"exited with code {Outcome.ExitCode}"
            : Rows.Count == 0 ? "printed no result rows"
            : "exited 0 without printing this row";
        return StderrSummary.Of(Outcome.Stderr) is { Length: > 0 } said ? $"{problem}; stderr: {said}" : problem;
    }
}

/// <summary>Rows are read from the file the child writes, never stdout, where a library's console output would mix
/// in.</summary>
public static class HostChild
{
    public static async Task<HostChildResult<TRow>> RunAsync<TRow>(string executable, HostOptions options,
        TimeSpan timeout, CancellationToken cancellation, IReadOnlyDictionary<string, string>? environment = null,
        bool passSpawnTimestamp = false, TimeSpan? idleTimeout = null)
    {
        string rowsFile = Path.Combine(Path.GetTempPath(), $"serializertests-rows-{Guid.NewGuid():N}.tsv");
        try
        {
            var outcome =
                await ChildProcess.RunAsync(executable, HostCommandLine.Arguments(options with { RowsPath = rowsFile }),
                    timeout, cancellation,
                environment, passSpawnTimestamp, idleTimeout: idleTimeout);
            string written = File.Exists(rowsFile) ? await File.ReadAllTextAsync(rowsFile, CancellationToken.None) : "";
            var parsed = ChildRows.Parse<TRow>(written);
            return new(outcome, parsed.Rows, parsed.Damaged);
        }
        finally
        {
            File.Delete(rowsFile);
        }
    }
}
