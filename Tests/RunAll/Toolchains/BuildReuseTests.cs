using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.Tests.RunAll;

public class BuildReuseTests
{
    /// <summary>A repository-shaped folder with one file in each place the hash covers, and build output it must ignore.</summary>
    static string FakeRepository()
    {
        string root = TempFolders.New("build-inputs-");
        foreach (var (path, text) in new[]
        {
            ("Directory.Packages.props", "<Project><ItemGroup><PackageVersion Include=\"A\" Version=\"1.0.0\" /></ItemGroup></Project>"),
            ("SerializerTests/SerializerTests.csproj", "not a project"),
            ("Serializers/Adapter.cs", "class Adapter {}"),
            ("TypesToSerialize/Schemas/Data.fbs", "table T {}"),
            ("Serializers/bin/Release/Adapter.dll", "built"),
            ("Serializers/obj/Release/Adapter.dll", "built"),
            ("docs/serializers.md", "# docs"),
        })
        {
            Directory.CreateDirectory(Path.GetDirectoryName(Path.Combine(root, path))!);
            File.WriteAllText(Path.Combine(root, path), text);
        }
        return root;
    }

    static string Hash(string root, string sdk = "10.0.401", string command = "build x") => BuildInputs.Hash(root, sdk, command.Split(' '));

    [Fact]
    public void TheHashFollowsSourcesPackageVersionsSdkAndCommandButNotBuildOutputOrDocs()
    {
        string root = FakeRepository();
        string before = Hash(root);
        Assert.Equal(before, Hash(root));

        File.WriteAllText(Path.Combine(root, "Serializers/bin/Release/Adapter.dll"), "rebuilt");
        File.WriteAllText(Path.Combine(root, "Serializers/obj/Release/new.cs"), "generated");
        File.WriteAllText(Path.Combine(root, "docs/serializers.md"), "# other docs");
        Assert.Equal(before, Hash(root));

        Assert.NotEqual(before, Hash(root, sdk: "10.0.402"));
        Assert.NotEqual(before, Hash(root, command: "publish x"));
        foreach (var (path, text) in new[]
        {
            ("Serializers/Adapter.cs", "class Adapter { int x; }"),
            ("Directory.Packages.props", "<Project><ItemGroup><PackageVersion Include=\"A\" Version=\"1.0.1\" /></ItemGroup></Project>"),
            ("TypesToSerialize/Schemas/Data.fbs", "table T { a: int; }"),
            ("TypesToSerialize/NewType.cs", "class NewType {}"),
        })
        {
            string previous = Hash(root);
            File.WriteAllText(Path.Combine(root, path), text);
            Assert.NotEqual(previous, Hash(root));
        }
    }

    [Fact]
    public async Task AVariantIsReusedOnlyWhileItsRecordedInputsMatchAndNeverWithRebuild()
    {
        string root = FakeRepository();
        string artifacts = Path.Combine(root, "artifacts");
        var target = new RuntimeVariant("net10.0", Variant.Jit);
        string output = Path.Combine(artifacts, target.Key);
        string log = Path.Combine(root, "build.log");

        // The fake project cannot build: the attempt fails, and says from which inputs.
        var failed = await new HostToolchain(root, artifacts).BuildAsync(target, log, CancellationToken.None);
        Assert.False(failed.Succeeded);
        Assert.False(failed.Reused);
        Assert.NotNull(failed.InputsHash);

        // As if that build had succeeded: an executable and its record.
        Directory.CreateDirectory(output);
        File.WriteAllText(Path.Combine(output, OperatingSystem.IsWindows() ? "SerializerTests.exe" : "SerializerTests"), "");
        BuildInputs.Record(output, failed.InputsHash!);
        var reused = await new HostToolchain(root, artifacts).BuildAsync(target, log, CancellationToken.None);
        Assert.True(reused.Succeeded && reused.Reused, reused.Failure);
        Assert.StartsWith("reused ", File.ReadAllText(log));

        // --rebuild builds even so, and the record goes before the build starts: a failed build is never reused later.
        var rebuilt = await new HostToolchain(root, artifacts, rebuild: true).BuildAsync(target, log, CancellationToken.None);
        Assert.False(rebuilt.Reused);
        Assert.Null(BuildInputs.Recorded(output));

        // A changed source makes the record stale.
        BuildInputs.Record(output, failed.InputsHash!);
        File.AppendAllText(Path.Combine(root, "Serializers/Adapter.cs"), "\n// changed");
        var stale = await new HostToolchain(root, artifacts).BuildAsync(target, log, CancellationToken.None);
        Assert.False(stale.Reused);
        Assert.NotEqual(failed.InputsHash, stale.InputsHash);
    }
}
