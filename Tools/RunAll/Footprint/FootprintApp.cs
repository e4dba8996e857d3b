using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.Footprint;

/// <summary>One NativeAOT app of the footprint: a serializer's, or the empty app that every increment is measured
/// against.</summary>
public sealed record FootprintApp(string Serializer)
{
    public static readonly FootprintApp Empty = new("");

    public const string EmptyName = "Empty";

    public bool IsEmpty => Serializer.Length == 0;

    public string Name => IsEmpty ? EmptyName : Serializer;

    /// <summary>Only MemoryPack's apps build the dataset's types with MemoryPack's generator.</summary>
    public bool WithMemoryPackGenerator => !IsEmpty && SerializerSelection.PackageOf(Serializer) == "MemoryPack";
}
