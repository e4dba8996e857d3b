using CsvHelper;

namespace SerializerTests.RunAll.MachineSpeed;

/// <summary>
/// One line of machine-speed.tsv: the canary timed by the orchestrator between two children, so it covers the machine
/// between them, first-call launches included.
/// </summary>
[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record SpeedSample
{
    [CsvColumn("Time")] public string Time { get; init; } = "";
    [CsvColumn("Step")] public string Step { get; init; } = "";
    [CsvColumn("Next")] public string Next { get; init; } = "";
    /// <summary>Empty where the OS cannot pin a thread.</summary>
    [CsvColumn("Processor")] public int? Processor { get; init; }
    [CsvColumn("CanaryMs")] public double CanaryMs { get; init; }
    /// <summary>Below <see cref="CanaryMs"/> where the OS ran something else on that processor meanwhile.</summary>
    [CsvColumn("CanaryCpuMs")] public double? CanaryCpuMs { get; init; }
    /// <summary>Since the probe before, from /proc/stat; empty at the first probe and where it is missing.</summary>
    [CsvColumn("BusyCores")] public double? BusyCores { get; init; }
    [CsvColumn("StealCores")] public double? StealCores { get; init; }
}
