using SerializerTests.RunAll;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.Tests.RunAll;

/// <summary>Every runtime of the default run builds its host: code that uses an API newer than the oldest runtime fails here, not as
/// a third of a full run's rows marked unavailable.</summary>
[Collection(RunAllCollection.Name)]
[Trait(TestKinds.Trait, TestKinds.Launching)]
public class RuntimeBuildTests
{
    public static TheoryData<string> OlderRuntimes() => [.. RunSettings.AllRuntimes.Where(r => r != HostToolchain.SdkRuntime)];

    [Theory]
    [MemberData(nameof(OlderRuntimes))]
    public async Task TheHostBuildsForEveryDefaultRuntime(string runtime)
    {
        string artifacts = Directory.CreateTempSubdirectory("runtime-build-").FullName;
        try
        {
            var built = await new HostToolchain(RepositoryLayout.FindRoot()!, artifacts)
                .BuildAsync(new RuntimeVariant(runtime, Variant.Jit), Path.Combine(artifacts, "build.log"), CancellationToken.None);
            Assert.True(built.Succeeded, built.Failure);
        }
        finally
        {
            Directory.Delete(artifacts, recursive: true);
        }
    }
}
