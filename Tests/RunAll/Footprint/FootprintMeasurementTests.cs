using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.Tests.RunAll.Footprint;

/// <summary>The measurement over stand-in apps (shell scripts that answer as the footprint app does): sizes and increments from the
/// publish folders, a failing app's own exception as its reason after one launch, launches dealt to every working app.</summary>
public sealed class FootprintMeasurementTests : IDisposable
{
    readonly string _root = TempFolders.New("footprint-");

    public void Dispose() => Directory.Delete(_root, recursive: true);

    BuiltFootprintApp App(string serializer, int extraBytes, string script, IReadOnlyList<string>? warnings = null)
    {
        var app = new FootprintApp(serializer);
        string folder = Directory.CreateDirectory(Path.Combine(_root, app.Name)).FullName;
        string executable = Path.Combine(folder, "FootprintApp");
        File.WriteAllText(executable, $"#!/bin/sh\necho launched >> '{Path.Combine(_root, app.Name + ".launches")}'\n{script}\n");
        if (!OperatingSystem.IsWindows())
            File.SetUnixFileMode(executable, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        File.WriteAllBytes(Path.Combine(folder, "payload.bin"), new byte[extraBytes]);
        // Symbols are not part of the size.
        File.WriteAllBytes(Path.Combine(folder, "FootprintApp.dbg"), new byte[50_000]);
        return new BuiltFootprintApp(app, executable, null, warnings ?? [], warnings ?? [], Path.Combine(_root, "missing.mstat"));
    }

    static long Length(BuiltFootprintApp app) => new FileInfo(app.Executable!).Length;

    int Launches(string name) => File.Exists(Path.Combine(_root, name + ".launches")) ? File.ReadAllLines(Path.Combine(_root, name + ".launches")).Length : 0;

    [Fact]
    public async Task EveryAppIsMeasuredAndAFailingOneSaysWhyAfterOneLaunch()
    {
        string ok(string name) => $"echo 'ok {name} 20480'";
        var apps = new[]
        {
            App("", 1000, ok("Empty")),
            App("MessagePack", 301_000, ok("MessagePack"), ["x.dll : warning IL2104: Assembly 'x' produced trim warnings."]),
            App("JsonNet", 91_000, ok("JsonNet")),
            App("ProtobufNet", 5_000, "echo 'System.NotSupportedException: Dynamic code is not supported' >&2\nexit 1"),
            new BuiltFootprintApp(new FootprintApp("Bson"), null, "publish failed: NETSDK1234: nope", [], [], null),
            App("Cbor", 10, ok("Hyperion")),
        };
        var rows = await FootprintMeasurement.MeasureAsync(apps, launches: 3, seed: 7, _ => { }, CancellationToken.None);

        Assert.Equal(["Empty", "JsonNet", "MessagePack", "Bson", "Cbor", "ProtobufNet"], rows.Select(r => r.Serializer));
        var mislabelled = rows.Single(r => r.Serializer == "Cbor");
        Assert.Equal((FootprintRow.Failed, "the published app is Hyperion's build, not Cbor's"), (mislabelled.Status, mislabelled.Reason));
        var empty = rows[0];
        Assert.Null(empty.Rank);
        Assert.Null(empty.IncrementBytes);
        var json = rows.Single(r => r.Serializer == "JsonNet");
        Assert.Equal((1, FootprintRow.Ok), (json.Rank!.Value, json.Status));
        Assert.Equal(Length(apps[2]) + 91_000, json.SizeBytes);
        Assert.Equal(json.SizeBytes - (Length(apps[0]) + 1000), json.IncrementBytes);
        Assert.Equal(3, json.Launches);
        Assert.Equal(3, json.Samples!.Count);
        Assert.Equal(20.0, json.PeakWorkingSetMB);
        var messagePack = rows.Single(r => r.Serializer == "MessagePack");
        Assert.Equal((2, 1, "IL2104×1"), (messagePack.Rank!.Value, messagePack.Warnings!.Value, messagePack.WarningCodes));
        Assert.Equal(Length(apps[1]) + 301_000 - (Length(apps[0]) + 1000), messagePack.IncrementBytes);
        var protobuf = rows.Single(r => r.Serializer == "ProtobufNet");
        Assert.Equal(FootprintRow.Failed, protobuf.Status);
        Assert.Equal("System.NotSupportedException: Dynamic code is not supported (exit code 1)", protobuf.Reason);
        Assert.Null(protobuf.Rank);
        Assert.Null(protobuf.StartToRoundTripMs);
        Assert.Equal(1, Launches("ProtobufNet"));
        Assert.Equal(3, Launches("JsonNet"));
        var bson = rows.Single(r => r.Serializer == "Bson");
        Assert.Equal((FootprintRow.BuildFailed, "publish failed: NETSDK1234: nope"), (bson.Status, bson.Reason));
        Assert.Null(bson.SizeBytes);
        Assert.All(rows.Where(r => r.SizeBytes is not null), r => Assert.StartsWith("(the .mstat cannot be read", r.TopAssemblies));
    }

    [Fact]
    public async Task FootprintCsvReadsBackColumnForColumnAndADamagedOneIsNamed()
    {
        var rows = await FootprintMeasurement.MeasureAsync([App("", 10, "echo 'ok Empty 1024'"), App("Cbor", 20, "echo 'ok Cbor 2048'")], 2, 1, _ => { }, CancellationToken.None);
        string path = Path.Combine(_root, "Footprint.csv");
        TsvFile.Write(path, rows);
        var read = TsvFile.Read<FootprintRow>(path);
        Assert.Equal(rows.Select(r => (r.Serializer, r.Status, r.Rank, r.SizeBytes, r.IncrementBytes, r.Launches, r.Samples)),
            read.Select(r => (r.Serializer, r.Status, r.Rank, r.SizeBytes, r.IncrementBytes, r.Launches, r.Samples)));
        Assert.Equal(rows.Select(r => r.StartToRoundTripMs!.Value), read.Select(r => r.StartToRoundTripMs!.Value), (a, b) => Math.Abs(a - b) < 1e-6);
        File.WriteAllText(path, File.ReadAllText(path)[..^20]);
        var damaged = Assert.Throws<DamagedFileException>(() => TsvFile.Read<FootprintRow>(path));
        Assert.Contains("Footprint.csv", damaged.Message);
    }

    [Fact]
    public void CsvFormatDocumentsEveryColumnOfFootprintCsv()
    {
        string doc = File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "docs", "csv-format.md"));
        string section = doc[doc.IndexOf("## Footprint.csv", StringComparison.Ordinal)..];
        foreach (var column in TsvFile.Header<FootprintRow>().Split('\t'))
            Assert.Contains($"`{column}`", section);
    }

    /// <summary>What counts against an app as another serializer's bytes: the catalog's libraries outside the shared framework, less
    /// the app's own and what it references (Avro references Newtonsoft.Json, which is JsonNet's library).</summary>
    [Fact]
    public void AnotherSerializersLibraryIsOneTheAppsOwnDoesNotReference()
    {
        var forEmpty = FootprintMeasurement.OtherSerializerLibraries(FootprintApp.Empty);
        Assert.Contains("Newtonsoft.Json", forEmpty);
        Assert.Contains("MessagePack", forEmpty);
        Assert.DoesNotContain("System.Text.Json", forEmpty);
        var forAvro = FootprintMeasurement.OtherSerializerLibraries(new FootprintApp("Avro"));
        Assert.DoesNotContain("Newtonsoft.Json", forAvro);
        Assert.Contains("MessagePack", forAvro);
        Assert.DoesNotContain("Newtonsoft.Json", FootprintMeasurement.OtherSerializerLibraries(new FootprintApp("JsonNet")));
    }
}
