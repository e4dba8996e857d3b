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
        string artifacts = TempFolders.New("runtime-build-");
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

    /// <summary>A run that compares runtimes builds the SDK's own as the others must be built here: self-contained, beside (not over)
    /// its framework-dependent build.</summary>
    [Fact]
    public async Task ARunComparingRuntimesBuildsTheSdksRuntimeSelfContainedInAFolderOfItsOwn()
    {
        string artifacts = TempFolders.New("runtime-build-");
        try
        {
            var target = new RuntimeVariant(HostToolchain.SdkRuntime, Variant.Jit);
            string log = Path.Combine(artifacts, "build.log");
            var built = await new HostToolchain(RepositoryLayout.FindRoot()!, artifacts, selfContained: true)
                .BuildAsync(target, log, CancellationToken.None);

            Assert.True(built.Succeeded, built.Failure);
            string folder = Path.GetDirectoryName(built.Executable)!;
            Assert.Equal($"{target.Key}-self-contained", Path.GetFileName(folder));
            Assert.Contains(" publish ", File.ReadLines(log).First());
            Assert.Contains(" --self-contained ", File.ReadLines(log).First());
            // The runtime travels with the host: no runtimeconfig.json names a shared framework to resolve at start.
            Assert.True(File.Exists(Path.Combine(folder, OperatingSystem.IsWindows() ? "coreclr.dll" : "libcoreclr.so")));
        }
        finally
        {
            Directory.Delete(artifacts, recursive: true);
        }
    }
}
