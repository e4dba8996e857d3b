namespace SerializerTests.Tests.Serializers;

/// <summary>The footprint apps (Tools/FootprintApp) make their one adapter by calling the method of SerializerFactories that bears the
/// serializer's name: every catalog entry must be made by exactly that method, and the adapter it makes must be the one named.</summary>
public class SerializerFactoriesTests
{
    public static TheoryData<string> Names() => [.. SerializerCatalog.All.Concat(SerializerCatalog.PathAlternatives).Select(e => e.Name)];

    [Theory]
    [MemberData(nameof(Names))]
    public void AnEntryIsMadeByTheFactoryMethodOfItsName(string name)
    {
        var entry = SerializerCatalog.All.Concat(SerializerCatalog.PathAlternatives).Single(e => e.Name == name);
        Assert.Equal(typeof(SerializerFactories), entry.Create.Method.DeclaringType);
        Assert.Equal(SerializerFactories.MethodOf(name), entry.Create.Method.Name);
        Assert.Equal(name, entry.Create(new AdapterOptions()).Info.Name);
    }
}
