using SerializerTests.RunAll.Preparation;

namespace SerializerTests.Tests.RunAll;

public class QuietMachineTests
{
    /// <summary>Answers each window with the next scripted activity (the last one again once the script runs out), at once: the
    /// windows' length is the check's own bookkeeping, so nothing here waits or times anything.</summary>
    sealed class ScriptedProbe(params MachineActivity?[] script) : IActivityProbe
    {
        public int Samples { get; private set; }

        public Task<MachineActivity?> SampleAsync(TimeSpan window, CancellationToken cancellation) =>
            Task.FromResult(script[Math.Min(Samples++, script.Length - 1)]);
    }

    static readonly MachineActivity Busy = new(1.2, 0, 1), Quiet = new(0.02, 0.01, 1), Dirty = new(0.02, 0, 500);

    static Func<CancellationToken, Task> Flush(List<int> flushes) => _ => { flushes.Add(1); return Task.CompletedTask; };

    [Fact]
    public async Task ABusyMachineIsWaitedForUntilItIsQuietAndTheLineSaysHowLong()
    {
        var probe = new ScriptedProbe(Busy, Busy, Busy, Quiet);
        var flushes = new List<int>();
        var outcome = await QuietMachine.WaitAsync(probe, TimeSpan.FromSeconds(60), Flush(flushes), CancellationToken.None);
        Assert.Equal((true, 4, 4), (outcome.Quiet, (int)outcome.Waited.TotalSeconds, probe.Samples));
        Assert.Empty(flushes);
        Assert.StartsWith("Quiet check: quiet after 4 s (last 1 s: other processes 0.02 cores, steal 0.01 cores, 1.00 MiB dirty)", outcome.Line);
    }

    [Fact]
    public async Task AMachineThatStaysBusyIsMeasuredAnywayAfterTheLimitAndTheLineSaysSo()
    {
        var probe = new ScriptedProbe(Busy);
        var outcome = await QuietMachine.WaitAsync(probe, TimeSpan.FromSeconds(5), Flush([]), CancellationToken.None);
        Assert.Equal((false, 5, 5), (outcome.Quiet, (int)outcome.Waited.TotalSeconds, probe.Samples));
        Assert.StartsWith("Quiet check: not quiet after 5 s (last 1 s: other processes 1.20 cores", outcome.Line);
        Assert.Contains("measuring anyway", outcome.Line);
    }

    [Fact]
    public async Task DirtyPagesAreFlushedOnceAndThenWaitedFor()
    {
        var probe = new ScriptedProbe(Dirty, Dirty, Dirty, Quiet);
        var flushes = new List<int>();
        var outcome = await QuietMachine.WaitAsync(probe, TimeSpan.FromSeconds(60), Flush(flushes), CancellationToken.None);
        Assert.Single(flushes);
        Assert.True(outcome.Quiet && outcome.Flushed);
        Assert.StartsWith("Quiet check: quiet after 4 s, dirty pages flushed", outcome.Line);
    }

    [Fact]
    public async Task ZeroSkipsTheCheckWithoutLooking()
    {
        var probe = new ScriptedProbe(Busy);
        var outcome = await QuietMachine.WaitAsync(probe, TimeSpan.Zero, Flush([]), CancellationToken.None);
        Assert.Equal((false, 0), (outcome.Quiet, probe.Samples));
        Assert.Equal("Quiet check: skipped (--quiet-wait 0).", outcome.Line);
    }

    [Fact]
    public async Task ASystemThatCannotSayIsNamedAndNotWaitedFor()
    {
        var probe = new ScriptedProbe((MachineActivity?)null);
        var outcome = await QuietMachine.WaitAsync(probe, TimeSpan.FromSeconds(60), Flush([]), CancellationToken.None);
        Assert.Equal((false, 1), (outcome.Quiet, probe.Samples));
        Assert.Contains("does not report", outcome.Line);
    }

    [Fact]
    public async Task TheSystemProbeSeesThisMachine()
    {
        // Not a timing assertion: only that the probe reads what the OS reports, in sane ranges.
        var activity = await new SystemActivityProbe().SampleAsync(TimeSpan.FromMilliseconds(200), CancellationToken.None);
        Assert.NotNull(activity);
        Assert.InRange(activity.OtherCores, 0, Environment.ProcessorCount + 0.5);
        Assert.True(activity.DirtyMiB >= 0 && activity.StealCores >= 0);
    }
}
