namespace SerializerTests.Tests;

/// <summary>The trait that sets apart the tests which build runtime variants and launch RunAll or its children (minutes) from
/// the unit tests (seconds): <c>dotnet test --filter Kind!=Launching</c> runs the unit tests alone; <c>./test.sh</c> (and <c>.ci/run</c>, which runs it) runs both.</summary>
public static class TestKinds
{
    public const string Trait = "Kind";
    public const string Launching = "Launching";
}

public class TestKindsTests
{
    /// <summary>The launching tests share one xunit collection (they must not run side by side); every class in it carries the
    /// trait and no other class does, so the unit-only filter never starts a build.</summary>
    [Fact]
    public void ExactlyTheRunAllCollectionIsMarkedLaunching()
    {
        var classes = typeof(TestKindsTests).Assembly.GetTypes().Where(t => t.IsClass && !t.IsAbstract).ToList();
        // xunit's attributes keep their arguments to themselves: read them from the attribute data.
        static bool Has<TAttribute>(Type t, params string[] arguments) => t.GetCustomAttributesData()
            .Any(a => a.AttributeType == typeof(TAttribute) && a.ConstructorArguments.Select(c => c.Value as string).SequenceEqual(arguments));
        static bool InRunAllCollection(Type t) => Has<CollectionAttribute>(t, RunAll.RunAllCollection.Name);
        static bool Launching(Type t) => Has<TraitAttribute>(t, TestKinds.Trait, TestKinds.Launching);
        var inCollection = classes.Where(InRunAllCollection).Select(t => t.Name).Order().ToList();
        Assert.NotEmpty(inCollection);
        Assert.Equal(inCollection, classes.Where(Launching).Select(t => t.Name).Order().ToList());
    }
}
