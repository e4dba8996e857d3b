// A test adapter, added to a run with --adapter (Tests/Faults/FaultFiles.cs): on its first serialize it
// writes a line that is not a row among the rows and exits 0.
namespace SerializerTests.Serializers.Faults;

public sealed class FaultGarbage : SerializerAdapter
{
    [Serializer("FaultGarbage")]
    public static SerializerAdapter Create(AdapterOptions _) => new FaultGarbage();

    // VersionedBy: the versioning protocol runs an adapter (and meets its fault) only when it names a mechanism.
    public override SerializerInfo Info { get; } =
        new("FaultGarbage", "https://example.invalid", DataFormat.Binary, "Fault injection", typeof(FaultGarbage).Assembly)
        {
            VersionedBy = "none: it breaks on its first serialize",
        };

    public override void Serialize<T>(T value, MemoryStream output)
    {
        // Where the host writes its rows: the file after -rows, or stdout.
        var args = Environment.GetCommandLineArgs();
        int rows = Array.IndexOf(args, "-rows");
        using var writer = rows >= 0 && rows + 1 < args.Length
            ? new StreamWriter(new FileStream(args[rows + 1], FileMode.Append, FileAccess.Write, FileShare.ReadWrite))
            : new StreamWriter(Console.OpenStandardOutput());
        writer.Write("\u0001garbage, not a result row\n");
        writer.Flush();
        Environment.Exit(0);
    }

    public override T Deserialize<T>(MemoryStream input) => throw new InvalidOperationException("unreachable");
}
