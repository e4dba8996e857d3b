using System.Runtime.Serialization.Formatters.Binary;

namespace SerializerTests.Serializers.Binary;

/// <summary>
/// BinaryFormatter, measured for comparison only: deserializing untrusted data with it can run arbitrary code.
/// Since .NET 9 it lives in the System.Runtime.Serialization.Formatters compatibility package and must be
/// switched on explicitly.
/// </summary>
#pragma warning disable SYSLIB0011 // BinaryFormatter is obsolete: measuring it is the point; Info.Insecure says why not to use it.
public sealed class BinaryFormatterAdapter : SerializerAdapter
{
    readonly BinaryFormatter _formatter;

    public BinaryFormatterAdapter()
    {
        AppContext.SetSwitch("System.Runtime.Serialization.EnableUnsafeBinaryFormatterSerialization", true);
        _formatter = new BinaryFormatter();
    }

    public override SerializerInfo Info { get; } = new("BinaryFormatter", "https://learn.microsoft.com/dotnet/standard/serialization/binaryformatter-security-guide",
        DataFormat.Binary, "NRBF", typeof(BinaryFormatter).Assembly)
    {
        VersioningNotTested = "the stream names the .NET type and its assembly; the pairs here are two types in one process, so every case would fail on the type name rather than on the change (measuring it needs two builds of one type)",
        Maintenance = Maintenance.MaintenanceMode,
        Insecure = true,
        WritesPrivateMembers = true,
        TracksReferences = true,
        Notes = "Insecure: never deserialize untrusted input with it. Obsolete; removed from the shared framework in .NET 9. Always tracks references.",
    };

    public override void Serialize<T>(T value, MemoryStream output) => _formatter.Serialize(output, value);

    public override T Deserialize<T>(MemoryStream input) => (T)_formatter.Deserialize(input);
}
