using System.Runtime.InteropServices;
using SerializerTests.Tests.Host;

namespace SerializerTests.Tests.Measurement;

/// <summary>What a process records of the machine it ran on: the canary samples, the thread's CPU time and its processors.</summary>
public class MachineSpeedTests
{
    [Fact]
    public void CanarySamplesReadBackAsWritten()
    {
        var samples = new[] { new CanarySample(1.234, 1.2, 0), new CanarySample(2.5, null, null), new CanarySample(0.75, 0.7, 1) };
        var written = CanarySamples.Of(samples)!;
        Assert.Equal("1.234@0 2.5 0.75@1", written.ToString());
        var back = CanarySamples.Parse(written.ToString())!;
        Assert.Equal(samples.Select(s => (s.Milliseconds, s.Processor)), back.Select(s => (s.Milliseconds, s.Processor)));
        Assert.Equal(written, back);
        Assert.Null(CanarySamples.Parse(null));
        Assert.Null(CanarySamples.Of([]));
        Assert.Throws<FormatException>(() => CanarySamples.Parse("1.2@x"));
        Assert.Throws<FormatException>(() => CanarySamples.Parse("-1@0"));
        Assert.Throws<FormatException>(() => CanarySamples.Parse("1@0@1"));
    }

    [Fact]
    public unsafe void TheCanarysTableIsOneCycleThroughFourMebibytesOutsideTheGarbageCollectedHeap()
    {
        // A 4 MiB array would stay in the large object heap and change the collector's budgets for what is measured beside it.
        long allocatedBefore = GC.GetAllocatedBytesForCurrentThread();
        nint start = MachineCanary.BuildCycle();
        long allocated = GC.GetAllocatedBytesForCurrentThread() - allocatedBefore;
        try
        {
            Assert.InRange(allocated, 0, 4096);
            var table = new ReadOnlySpan<int>((int*)start, 1 << 20);
            int index = 0, steps = 0;
            do
            {
                index = table[index];
                steps++;
            }
            while (index != 0 && steps <= table.Length);
            Assert.Equal(table.Length, steps);
        }
        finally
        {
            NativeMemory.Free((void*)start);
        }
    }

    [Fact]
    public void TimedRunsAddUpTheirCpuShareAndProcessors()
    {
        var serialize = new TimedRunThreads();
        serialize.Add(0.010, 0.010, 0);
        serialize.Add(0.020, 0.010, 1);
        var deserialize = new TimedRunThreads();
        deserialize.Add(0.010, 0.010, 1);
        var row = new TimedRunThreads();
        row.Add(serialize);
        row.Add(deserialize);
        Assert.Equal(75.0, row.CpuPercent);
        Assert.Equal("0:1 1:2", row.Processors);

        // One run whose CPU time the OS did not give makes the share unknown, not wrong.
        deserialize.Add(0.010, null, null);
        Assert.Null(deserialize.CpuPercent);
        Assert.Null(new TimedRunThreads().CpuPercent);
        Assert.Null(new TimedRunThreads().Processors);
    }

    [Fact]
    public void ProcessorCountsOfSeveralProcessesAreAddedAndJunkIgnored()
    {
        Assert.Equal("0:5 1:9 3:1", TimedRunThreads.AddProcessors(["0:2 1:9", null, "0:3 3:1", "x:1 2"]));
        Assert.Null(TimedRunThreads.AddProcessors([null, ""]));
    }

    [Fact]
    public void TheThreadClockCountsThisThreadsWorkOnLinux()
    {
        if (!OperatingSystem.IsLinux())
            return;
        Assert.Null(ThreadClock.Unavailable);
        double before = ThreadClock.CpuSeconds()!.Value;
        MachineCanary.Sample();
        Assert.True(ThreadClock.CpuSeconds() > before);
        Assert.InRange(ThreadClock.Processor()!.Value, 0, Environment.ProcessorCount - 1);
    }

    [Fact]
    public void ASteadyStateRowCarriesTheCanaryAndWhereEachTimedRunRan()
    {
        var rows = HostRun.Of(["-test", "combined", "-N", "1,100", "-Runs", "4", "-Precision", "0", "-serializer", "#BinaryWriter", "-Verify"]).Rows;
        Assert.Equal(2, rows.Count);
        foreach (var row in rows)
        {
            var canary = row.CanarySamples!;
            // One sample before the group's timed runs and one after, at least.
            Assert.True(canary.Count >= 2, canary.ToString());
            Assert.Equal(SampleSummary.MedianOf([.. canary.Select(s => s.Milliseconds)]), row.CanaryMs!.Value, 9);
            if (!OperatingSystem.IsLinux())
                continue;
            Assert.All(canary, s => Assert.NotNull(s.Processor));
            // Every timed run after the cold one is counted once, on the processor it started on.
            int timedRuns = row.SerializeRuns!.Value - 1 + row.DeserializeRuns!.Value - 1;
            Assert.Equal(timedRuns, TimedRunCounts(row.TimedRunProcessors).Sum());
            Assert.InRange(row.TimedCpuPercent!.Value, 1, 105);
        }
        // The N's of one group share its canary.
        Assert.Equal(rows[0].CanarySamples, rows[1].CanarySamples);
    }

    [Fact]
    public void APooledRowKeepsEveryProcesssCanaryAndAddsUpItsProcessors()
    {
        static ResultRow Process(int launch, string canary, double cpu, string processors) => new()
        {
            Serializer = new("A"), Objects = 1000, Test = "combined", Status = ResultStatus.Ok, Launch = launch, Runs = 5, Processes = 1,
            SerializeMedianSeconds = launch, SerializeSamples = Samples.Of([launch, launch]),
            CanarySamples = CanarySamples.Parse(canary), CanaryMs = SampleSummary.MedianOf([.. CanarySamples.Parse(canary)!.Select(s => s.Milliseconds)]),
            TimedCpuPercent = cpu, TimedRunProcessors = processors,
        };
        var pooled = ProcessPooling.Pool([Process(1, "1@0 1.2@0", 99, "0:10"), Process(2, "2@1 2.2@1", 80, "1:10"), Process(3, "3@1 3@1", 100, "0:4 1:6")]);
        Assert.Equal("1@0 1.2@0 2@1 2.2@1 3@1 3@1", pooled.CanarySamples?.ToString());
        Assert.Equal(2.1, pooled.CanaryMs!.Value, 12);
        Assert.Equal(99, pooled.TimedCpuPercent);
        Assert.Equal("0:14 1:16", pooled.TimedRunProcessors);
    }

    static IEnumerable<int> TimedRunCounts(string? processors) =>
        (processors ?? "").Split(' ', StringSplitOptions.RemoveEmptyEntries).Select(p => int.Parse(p.Split(':')[1], System.Globalization.CultureInfo.InvariantCulture));
}
