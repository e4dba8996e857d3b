using System.Diagnostics;

namespace SerializerTests.RunAll.Steps;

/// <summary>Interrupted, it skips the measuring steps left and runs the closing ones.</summary>
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

    public static Running.RunFloor Floor(IReadOnlyList<IRunStep> steps, RunWork work) =>
        new([.. steps.Select(s => s.Floor(work))]);
}
