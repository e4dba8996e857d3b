using SerializerTests.RunAll.MachineSpeed;

namespace SerializerTests.Tests.RunAll.MachineSpeed;

public class MachineSpeedLogTests
{
    static string NewPath() => Path.Combine(TempFolders.New("speed-"), "machine-speed.tsv");

    /// <summary>A probe that answers from a list, two processors a probe.</summary>
    static Func<IReadOnlyList<(int?, CanarySample)>> Probe(params double[] milliseconds)
    {
        int next = 0;
        return () => [(0, new CanarySample(milliseconds[next++], 1, 0)), (1, new CanarySample(milliseconds[next++], 1, 1))];
    }

    [Fact]
    public void EachProbeIsKeptInTheFileOneLinePerProcessorAndAResumedRunKeepsThem()
    {
        string path = NewPath();
        var log = new MachineSpeedLog(path, Probe(1.0, 1.1, 1.2, 1.3));
        log.ProbeIfDue("steady state", "cell-a");
        // Within the interval: no second probe (the fake would have nothing to answer with).
        log.ProbeIfDue("steady state", "cell-b");
        var written = TsvFile.Read<SpeedSample>(path);
        Assert.Equal([(0, 1.0, "cell-a"), (1, 1.1, "cell-a")], written.Select(s => (s.Processor!.Value, s.CanaryMs, s.Next)));
        Assert.All(written, s => Assert.Null(s.StealCores));

        // A steady-state process is always probed, however soon after the last probe.
        log.ProbeIfDue("steady state", "cell-b", always: true);
        Assert.Equal(["cell-a", "cell-a", "cell-b", "cell-b"], TsvFile.Read<SpeedSample>(path).Select(s => s.Next));

        var resumed = new MachineSpeedLog(path, Probe(2.0, 2.2));
        resumed.ProbeIfDue("first-call launches", "cell-c");
        Assert.Equal([1.0, 1.1, 1.2, 1.3, 2.0, 2.2], TsvFile.Read<SpeedSample>(path).Select(s => s.CanaryMs));
    }

    [Fact]
    public void TheSummaryLineCountsSlowSamplesOfItsStepOnly()
    {
        string path = NewPath();
        TsvFile.Write(path, new[] { 1.0, 1.0, 1.0, 1.0, 1.5, 1.29 }.Select((ms, i) => new SpeedSample
        {
            Time = $"2026-11-27T19:00:0{i}.000Z", Step = "steady state", Next = "c", Processor = i % 2, CanaryMs = ms,
        }).Append(new SpeedSample { Time = "2026-11-27T19:01:00.000Z", Step = "first-call launches", Next = "d", Processor = 0, CanaryMs = 9 }));
        var line = new MachineSpeedLog(path).Describe("steady state");
        Assert.Equal("Machine speed during steady state: canary median 1.00 ms (cpu0 1.00, cpu1 1.00); 1 of 6 samples at 1.3x the median or slower; "
            + "slowest 1.50 ms on cpu0 at 19:00:04 UTC.", line);
        Assert.Null(new MachineSpeedLog(path).Describe("hostile input"));
    }

    [Fact]
    public void ADamagedFileIsNamed()
    {
        string path = NewPath();
        File.WriteAllText(path, "not\tthe header\n");
        var error = Assert.Throws<DamagedFileException>(() => new MachineSpeedLog(path));
        Assert.Contains(path, error.Message);
    }
}
