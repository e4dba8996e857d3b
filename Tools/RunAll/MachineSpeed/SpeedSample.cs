using CsvHelper;

namespace SerializerTests.RunAll.MachineSpeed;

/// <summary>
/// One line of machine-speed.tsv: the canary (SerializerTests/Measurement/MachineCanary.cs) timed by the orchestrator on one
/// processor between two children, and what /proc/stat says the machine did since the probe before it. The children's own canary
/// is in the combined CSV (CanaryMs); this is the machine between them, first-call launches included.
/// </summary>
[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record SpeedSample
{
    /// <summary>UTC, <c>yyyy-MM-ddTHH:mm:ss.fffZ</c>.</summary>
    [CsvColumn("Time")] public string Time { get; init; } = "";
    /// <summary>The step the run was in (<c>steady state</c>, <c>first-call launches</c>).</summary>
    [CsvColumn("Step")] public string Step { get; init; } = "";
    /// <summary>The child launched next, as its cell file is named.</summary>
    [CsvColumn("Next")] public string Next { get; init; } = "";
    /// <summary>The processor the canary's thread was pinned to; empty where the OS cannot pin a thread (then it ran where it was put).</summary>
    [CsvColumn("Processor")] public int? Processor { get; init; }
    [CsvColumn("CanaryMs")] public double CanaryMs { get; init; }
    /// <summary>The thread's CPU time in the canary: below <see cref="CanaryMs"/> where the OS ran something else on that processor
    /// meanwhile.</summary>
    [CsvColumn("CanaryCpuMs")] public double? CanaryCpuMs { get; init; }
    /// <summary>Since the probe before: cores busy on average (every process, the children included) and cores the hypervisor gave to
    /// other guests (steal); empty at the first probe and where /proc/stat is missing.</summary>
    [CsvColumn("BusyCores")] public double? BusyCores { get; init; }
    [CsvColumn("StealCores")] public double? StealCores { get; init; }
}
