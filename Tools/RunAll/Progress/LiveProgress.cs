using Spectre.Console;
using SerializerTests.Results;
using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.Progress;

/// <summary>For a terminal: a live bar with what runs now, cells done of total and the remaining time.</summary>
public sealed class LiveProgress(ProgressTask task, TextWriter log) : IRunProgress
{
    public static async Task RunAsync(int total, TextWriter log, Func<IRunProgress, Task> work) =>
        await AnsiConsole.Progress()
            .AutoClear(false)
            .Columns(new TaskDescriptionColumn { Alignment = Justify.Left }, new ProgressBarColumn(),
                new PercentageColumn(), new RemainingTimeColumn(), new SpinnerColumn())
            .StartAsync(async context =>
            {
                var task = context.AddTask("starting", maxValue: Math.Max(total, 1));
                await work(new LiveProgress(task, log));
                task.Description = "done";
            });

    public void Message(string line)
    {
        AnsiConsole.MarkupLine(Markup.Escape(line));
        log.WriteLine(line);
        log.Flush();
    }

    public void CellStarted(Cell cell) =>
        task.Description = Markup.Escape($"[{task.Value + 1}/{task.MaxValue}] {cell}");

    public void CellFinished(Cell cell, IReadOnlyList<ResultRow> rows, TimeSpan elapsed)
    {
        task.Increment(1);
        log.WriteLine($"[{task.Value}/{task.MaxValue}] {cell}: {CellSummary.Of(rows)} ({elapsed.TotalSeconds:F1} s)");
        log.Flush();
        if (rows.Any(r => r.Status != ResultStatus.Ok))
            AnsiConsole.MarkupLine(Markup.Escape($"{cell}: {CellSummary.Of(rows)}"));
    }
}
