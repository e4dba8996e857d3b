using System.Runtime.Serialization.Formatters.Binary;

namespace SerializerTests.Serializers.Binary;

/// <summary>BinaryFormatter, for comparison only: deserializing untrusted data can run arbitrary code.</summary>
#pragma warning disable SYSLIB0011 // Obsolete: measuring it is the point; Info.Insecure says why not to use it.
public sealed class BinaryFormatterAdapter : SerializerAdapter
{
    [Serializer("BinaryFormatter")]
    public static SerializerAdapter Create(AdapterOptions _) => new BinaryFormatterAdapter();

    readonly BinaryFormatter _formatter;

    public BinaryFormatterAdapter()
    {
        AppContext.SetSwitch("System.Runtime.Serialization.EnableUnsafeBinaryFormatterSerialization", true);
        _formatter = new BinaryFormatter();
    }

    public override SerializerInfo Info { get; } =
        new("BinaryFormatter",
            "https://learn.microsoft.com/dotnet/standard/serialization/binaryformatter-security-guide",
        DataFormat.Binary, "NRBF", typeof(BinaryFormatter).Assembly)
    {
        Package = "System.Runtime.Serialization.Formatters",
        Path = new("BinaryFormatter.Serialize(Stream, value)", "BinaryFormatter.Deserialize(Stream)",
            "https://learn.microsoft.com/dotnet/api/system.runtime.serialization.formatters.binary.binaryformatter"),
        VersionedBy = "field names (an auto-property's backing field); the stream names the .NET type, which the "
            + "versioning test binds to the other version's type, as a second build of the same type would be",
        Maintenance = Maintenance.MaintenanceMode,
        UntrustedInputWarning = new("BinaryFormatter is insecure and can't be made secure.",
            "https://learn.microsoft.com/dotnet/standard/serialization/binaryformatter-security-guide"),
        WritesPrivateMembers = true,
        TracksReferences = true,
        Notes =
            "Insecure: never deserialize untrusted input with it. Obsolete; removed from the shared framework in .NET "
                + "9. Always tracks references.",
    };

    public override void Serialize<T>(T value, MemoryStream output) => _formatter.Serialize(output, value);

    public override T Deserialize<T>(MemoryStream input) => (T)_formatter.Deserialize(input);

    public override T DeserializeOtherVersion<T>(MemoryStream input, Type writtenAs) =>
        (T)new BinaryFormatter { Binder = new OtherVersionBinder(writtenAs != typeof(T)) }.Deserialize(input);

    /// <summary>Resolves each versioned type the stream names to its other version.</summary>
    sealed class OtherVersionBinder(bool otherVersion) : System.Runtime.Serialization.SerializationBinder
    {
        public override Type? BindToType(string assemblyName, string typeName)
        {
            var type = Type.GetType($"{typeName}, {assemblyName}");
            return otherVersion && type is not null
                && TypesToSerialize.Versioning.VersionChanges.OtherVersion.TryGetValue(type, out var other)
                ? other : type;
        }
    }
}
