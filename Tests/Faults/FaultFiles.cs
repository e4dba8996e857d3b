namespace SerializerTests.Tests.Faults;

/// <summary>The adapters that break a host on purpose (crash, hang, garbage among the rows, chatter on stdout, an early
/// exit, every hostile outcome), one file each: a run the tests start adds all of them with --adapter, so that the
/// production host holds none and every such run shares one build of the host with them.</summary>
static class FaultFiles
{
    static readonly string[] Names = ["FaultChatter", "FaultCrash", "FaultGarbage", "FaultHang", "FaultHostile", "FaultShort"];

    /// <summary>The options that add them: --adapter and the file, for each.</summary>
    public static IReadOnlyList<string> Arguments { get; } =
        [.. Names.SelectMany(n => new[] { "--adapter", Path.Combine(RepositoryLayout.FindRoot()!, "Tests", "Faults", n + ".cs") })];
}
