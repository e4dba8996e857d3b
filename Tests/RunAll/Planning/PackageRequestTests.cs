using System.IO.Compression;

namespace SerializerTests.Tests.RunAll;

public class PackageRequestTests
{
    static readonly string[] Selected = ["ProtobufNet", "MemoryPack", "SystemTextJson", "SystemTextJsonSourceGen"];

    static (IReadOnlyList<PackagePin> Pins, string? Error) Resolve(params string[] requests) =>
        PackageRequest.Resolve([.. requests.Select(r => PackageRequest.Parse(r)!)], Selected, SerializerSelection.PackageOf);

    [Fact]
    public void VersionsBecomePinsLabelledByVersionAndTheSameVersionTwiceBuildsTwiceUnderTwoLabels()
    {
        var (pins, error) = Resolve("PROTOBUF-NET=3.4.40,3.2.52,3.4.40");
        Assert.Null(error);
        // The adapters' spelling of the id, each version exact, the repeated one labelled apart.
        Assert.Equal(["protobuf-net=3.4.40", "protobuf-net=3.2.52", "protobuf-net=3.4.40~2"], pins.Select(p => p.ToString()));
        Assert.Equal(["3.4.40", "3.2.52", "3.4.40"], pins.Select(p => p.Version));
        Assert.All(pins, p => Assert.Null(p.Source));
        Assert.Equal("ProtobufNet@3.4.40~2", pins[2].On("ProtobufNet").ToString());
        Assert.Equal(new SerializerId("ProtobufNet", "3.4.40~2"), SerializerId.Parse("ProtobufNet@3.4.40~2"));
        Assert.Equal(pins[2].On("ProtobufNet"), SerializerId.Parse(pins[2].On("ProtobufNet").ToString()));
        Assert.Equal(new SerializerId("ProtobufNet"), SerializerId.Parse("ProtobufNet"));
        Assert.False(SerializerId.Parse("ProtobufNet").IsPinned);
    }

    [Fact]
    public void ARowsSerializerIsWrittenAsItsLabelAndReadBackAsThePinnedId()
    {
        var pinned = new SerializerId("ProtobufNet", "3.4.40~2");
        var rows = new[] { new ResultRow { Serializer = pinned }, new ResultRow { Serializer = new("BinaryWriter") } };
        string path = Path.Combine(TempFolders.New("serializer-id"), "rows.csv");
        ResultCsv.WriteFile(path, rows);
        Assert.Equal(["ProtobufNet@3.4.40~2", "BinaryWriter"], File.ReadAllLines(path)[1..].Select(l => l.Split('\t')[0]));
        var back = ResultCsv.ReadFile(path);
        Assert.Equal([pinned, new SerializerId("BinaryWriter")], back.Select(r => r.Serializer));
        Assert.Equal(("ProtobufNet", "3.4.40~2"), (back[0].Serializer.Adapter, back[0].Serializer.PinLabel));
        // A label handed over where an adapter's name belongs fails at once rather than as a serializer nobody knows.
        Assert.Throws<ArgumentException>(() => new SerializerId("ProtobufNet@3.4.40"));
    }

    [Theory]
    [InlineData(new[] { "protobuf-net=3.2.52", "protobuf-net=3.4.40" }, "--package: protobuf-net is named twice; give all its versions in one --package protobuf-net=v1,v2")]
    [InlineData(new[] { "NoSuch.Package=1.0.0" }, "--package: no serializer uses a package 'NoSuch.Package' (the adapters' packages: ")]
    [InlineData(new[] { "Newtonsoft.Json=13.0.3" }, "--package Newtonsoft.Json: none of the selected serializers uses it (those that do: JsonNet)")]
    [InlineData(new[] { "protobuf-net=latest" }, "--package protobuf-net=latest: not a version number nor the path of a .nupkg")]
    [InlineData(new[] { "protobuf-net=/no/such/folder/x.nupkg" }, "--package protobuf-net=/no/such/folder/x.nupkg: no such file or folder: /no/such/folder/x.nupkg")]
    public void BadRequestsAreOneLineNamingWhatIsWrong(string[] requests, string expected)
    {
        var (pins, error) = Resolve(requests);
        Assert.Empty(pins);
        Assert.StartsWith(expected, error);
        Assert.DoesNotContain('\n', error!);
    }

    [Fact]
    public void ALocalPackageIsItsNuspecsVersionFromItsFolder()
    {
        string folder = TempFolders.New("package-request-");
        try
        {
            string nupkg = Path.Combine(folder, "protobuf-net.9.9.9-local.nupkg");
            using (var zip = ZipFile.Open(nupkg, ZipArchiveMode.Create))
            using (var writer = new StreamWriter(zip.CreateEntry("protobuf-net.nuspec").Open()))
                writer.Write("<?xml version=\"1.0\"?><package xmlns=\"http://schemas.microsoft.com/packaging/2013/05/nuspec.xsd\"><metadata><id>protobuf-net</id><version>9.9.9-local</version></metadata></package>");
            foreach (var given in new[] { folder, nupkg })
            {
                var (pins, error) = Resolve($"protobuf-net=3.4.40,{given}");
                Assert.Null(error);
                Assert.Equal(("9.9.9-local", folder), (pins[1].Version, pins[1].Source));
            }
            File.WriteAllText(Path.Combine(folder, "other.nupkg"), "not a zip");
            Assert.StartsWith($"--package protobuf-net={folder}: {Path.Combine(folder, "other.nupkg")} is not a readable package", Resolve($"protobuf-net={folder}").Error);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void EveryVersionOfASideBySideSerializerSharesEveryRoundAndTheOthersAreMeasuredOnce()
    {
        var (pins, _) = Resolve("protobuf-net=3.2.52,3.4.40");
        var options = new RunSettings { Launches = 3, Seed = 5, Packages = pins, Runtimes = ["net10.0"], Variants = [Variant.Jit, Variant.NativeAot] };
        var targets = RunPlan.Targets(options);
        Assert.Equal(["net10.0-JIT", "net10.0-NativeAOT", "net10.0-JIT_protobuf-net@3.2.52", "net10.0-NativeAOT_protobuf-net@3.2.52",
            "net10.0-JIT_protobuf-net@3.4.40", "net10.0-NativeAOT_protobuf-net@3.4.40"], targets.Select(t => t.Key));
        var cells = RunPlan.Cells(options, targets, ["ProtobufNet", "MemoryPack"]);
        foreach (var test in new[] { TestKind.FirstCall, TestKind.Combined })
        {
            var ofTest = cells.Where(c => c.Test == test).ToList();
            int rounds = test == TestKind.FirstCall ? 3 : options.SideBySideProcesses;
            for (int round = 1; round <= rounds; round++)
            {
                var inRound = ofTest.Where(c => c.Launch == round).ToList();
                // Each version of ProtobufNet once per variant, on its own pinned build; MemoryPack on the run's own build only.
                foreach (var pin in pins)
                    Assert.Single(inRound, c => c.Serializer == pin.On("ProtobufNet") && c.Target.Pin == pin && c.Target.Variant == Variant.Jit);
                Assert.DoesNotContain(inRound, c => c.Serializer == new SerializerId("ProtobufNet"));
                Assert.All(inRound.Where(c => c.Serializer == new SerializerId("MemoryPack")), c => Assert.Null(c.Target.Pin));
                Assert.Equal(round <= (test == TestKind.FirstCall ? 3 : options.EffectiveProcesses) ? 1 : 0,
                    inRound.Count(c => c.Serializer == new SerializerId("MemoryPack") && c.Target.Variant == Variant.Jit));
            }
        }
        Assert.Equal(["ProtobufNet@3.2.52"], RunPlan.SerializersOn(options, targets[2], ["ProtobufNet", "MemoryPack"]).Select(s => s.ToString()));
        Assert.Equal(["ProtobufNet", "MemoryPack"], RunPlan.SerializersOn(options, targets[0], ["ProtobufNet", "MemoryPack"]).Select(s => s.ToString()));
    }

    [Fact]
    public void OneVersionAlonePinsThePackageAndIsMeasuredAsAnyOtherSerializer()
    {
        var (pins, _) = Resolve("protobuf-net=3.2.52");
        var options = new RunSettings { Seed = 5, Packages = pins, Runtimes = ["net10.0"], Variants = [Variant.Jit] };
        var steady = RunPlan.Cells(options, RunPlan.Targets(options), ["ProtobufNet", "MemoryPack"]).Where(c => c.Test == TestKind.Combined).ToList();
        Assert.Equal(options.EffectiveProcesses, steady.Count(c => c.Serializer.ToString() == "ProtobufNet@3.2.52"));
        Assert.Equal(options.EffectiveProcesses, steady.Count(c => c.Serializer == new SerializerId("MemoryPack")));
    }
}
