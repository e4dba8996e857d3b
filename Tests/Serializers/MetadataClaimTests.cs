using System.Reflection;

namespace SerializerTests.Tests.Serializers;

/// <summary>What an adapter's metadata claims about itself, shown by running the library.</summary>
public class MetadataClaimTests
{
    public static TheoryData<string, string> DeclaredUnsupported()
    {
        var cases = new TheoryData<string, string>();
        foreach (var entry in SerializerCatalog.All)
        foreach (var type in TestDataTypes.All.Where(t => !entry.Create(new AdapterOptions()).Supports(t.ClrType)))
            cases.Add(entry.Name, type.Name);
        return cases;
    }

    /// <summary>An unsupported declaration stands only if handing the type to the library really fails: it throws or the round trip differs.</summary>
    [Theory]
    [MemberData(nameof(DeclaredUnsupported))]
    public void DeclaredUnsupportedTypeReallyFails(string serializer, string typeName)
    {
        var adapter = SerializerCatalog.All.Single(e => e.Name == serializer).Create(new AdapterOptions());
        var type = TestDataTypes.All.Single(t => t.Name == typeName);
        string? difference;
        try
        {
            difference = type.Accept(new RoundTripTests.RoundTripOf(adapter, 100, 10));
        }
        catch (Exception ex)
        {
            Assert.True(ThrownBy(ex, adapter.Info.Library) || IsAdaptersOwnRefusal(ex, adapter, type),
                $"{serializer} declares {typeName} unsupported ({adapter.Info.WhyUnsupported(type.ClrType)}), but what failed was not the library: {ex}");
            return;
        }
        Assert.True(difference is not null, $"{serializer} declares {typeName} unsupported ({adapter.Info.WhyUnsupported(type.ClrType)}), but it round-trips");
    }

    /// <summary>The library's own code is on the stack of the exception or of one it wraps: a defect of ours (a null reference in the
    /// adapter before the library was called) does not prove a library's limit.</summary>
    static bool ThrownBy(Exception ex, Assembly library)
    {
        for (Exception? e = ex; e is not null; e = e.InnerException)
            if (new StackTrace(e).GetFrames().Any(f => f.GetMethod()?.DeclaringType?.Assembly == library))
                return true;
        return false;
    }

    /// <summary>A baseline that is not a library (AllocPerf) refuses the types it was not written for, naming itself; so does an
    /// adapter that needs code per type (a mapping, a generated context) for a type a dataset file adds without it.</summary>
    static bool IsAdaptersOwnRefusal(Exception ex, SerializerAdapter adapter, TestDataType type) =>
        (adapter.Info.Maintenance == Maintenance.NotASerializer || (!TestDataTypes.IsBuiltIn(type) && adapter.Info.Needs?.Invoke(type) is not null))
        && ex is NotSupportedException && ex.Message.StartsWith(adapter.Info.Name, StringComparison.Ordinal);

    /// <summary>
    /// TracksReferences means that with <c>-reftracking</c> the one string instance that every ReferenceBookShelf entry shares
    /// comes back as one shared instance, not only as equal strings. (Size cannot show it: the compressing adapters shrink the
    /// repeated string without tracking anything.)
    /// </summary>
    [Theory]
    [MemberData(nameof(RoundTripTests.ReferenceTrackingNames), MemberType = typeof(RoundTripTests))]
    public void ReferenceTrackingClaimMatchesWhatComesBack(string serializer)
    {
        var adapter = SerializerCatalog.All.Single(e => e.Name == serializer).Create(new AdapterOptions(ReferenceTracking: true));
        var shelf = DataGenerator.CreateReferenceBookShelf(100, 0);
        var stream = new MemoryStream();
        adapter.Serialize(shelf, stream);
        stream.Position = 0;
        var values = adapter.Deserialize<ReferenceBookShelf>(stream).Books!.Values.ToList();
        Assert.Equal(adapter.Info.TracksReferences, values.All(v => ReferenceEquals(v, values[0])));
    }
}
