using System.Diagnostics;

namespace SerializerTests.RunAll.Steps;

/// <summary>Runs a run's steps in order, each timed into the time table. Interrupted (Ctrl+C), it skips the measuring steps left and
/// runs the closing ones, so that what finished is merged.</summary>
public static class StepRunner
{
    public static async Task RunAsync(IReadOnlyList<IRunStep> steps, RunContext run, CancellationToken cancellation)
    {
        foreach (var step in steps)
        {
            if (run.Interrupted && !step.Closing)
                continue;
            var watch = Stopwatch.StartNew();
            string detail;
            try
            {
                detail = await step.RunAsync(run, step.Closing ? CancellationToken.None : cancellation);
            }
            catch (OperationCanceledException)
            {
                run.Interrupted = true;
                detail = "interrupted";
            }
            run.Time.Step(step.Name, watch.Elapsed, detail);
        }
    }

    /// <summary>The floor of a run of <paramref name="steps"/>: each step's part.</summary>
    public static Running.RunFloor Floor(IReadOnlyList<IRunStep> steps, RunWork work) => new([.. steps.Select(s => s.Floor(work))]);
}
