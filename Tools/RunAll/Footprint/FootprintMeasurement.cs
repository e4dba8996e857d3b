using System.Globalization;
using System.Runtime.InteropServices;
using SerializerTests.Measurement;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Statistics;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.RunAll.Footprint;

public static class FootprintMeasurement
{
    /// <summary>A launch is a few tens of milliseconds, so rounds are cheap.</summary>
    public const int DefaultLaunches = 21;

    public static readonly TimeSpan LaunchTimeout = TimeSpan.FromMinutes(1);

    /// <summary>How many of an app's largest assemblies its row names.</summary>
    const int TopAssemblies = 5;

    /// <param name="apps">The empty app and every serializer's, built or not.</param>
    public static async Task<IReadOnlyList<FootprintRow>> MeasureAsync(IReadOnlyList<BuiltFootprintApp> apps,
        int launches, int seed,
        Action<string> say,
        CancellationToken cancellation)
    {
        var built = apps.Where(a => a.Succeeded).ToList();
        var times = built.ToDictionary(a => a.App, _ => new List<double>());
        var peaks = built.ToDictionary(a => a.App, _ => new List<double>());
        var failures = new Dictionary<FootprintApp, string>();
        var random = new Random(seed);
        for (int round = 1; round <= launches; round++)
        {
            foreach (var app in built.Where(a => !failures.ContainsKey(a.App)).OrderBy(_ => random.Next()))
            {
                var outcome = await ChildProcess.RunAsync(app.Executable!, [], LaunchTimeout, cancellation);
                if (Failure(outcome, app.App) is { } failure)
                {
                    failures[app.App] = failure;
                    continue;
                }
                times[app.App].Add(outcome.WallMs);
                if (Peak(outcome.Stdout) is { } peak)
                    peaks[app.App].Add(peak);
            }
            if (round == 1 || round % 5 == 0 || round == launches)
                say($"  footprint launches: round {round}/{launches}");
        }

        long? emptySize = built.FirstOrDefault(a => a.App.IsEmpty) is { } empty ? SizeOnDisk(empty.Folder!) : null;
        var rows = apps.Select(a => !a.Succeeded ? NotBuilt(a)
            : failures.TryGetValue(a.App, out var failure)
                ? Measured(a, emptySize, [], [], seed) with { Status = FootprintRow.Failed, Reason = failure }
            : Measured(a, emptySize, times[a.App], peaks[a.App], seed)).ToList();
        return Ranked(rows);
    }

    static FootprintRow NotBuilt(BuiltFootprintApp app) => new()
    {
        Serializer = app.App.Name, Status = FootprintRow.BuildFailed, Reason = app.Failure,
        Warnings = app.Warnings.Count > 0 ? app.Warnings.Count : null, WarningCodes = Codes(app.Warnings),
    };

    static FootprintRow Measured(BuiltFootprintApp app, long? emptySize, IReadOnlyList<double> times,
        IReadOnlyList<double> peaks, int seed)
    {
        long size = SizeOnDisk(app.Folder!);
        var (top, others) = Contributors(app);
        double? median = times.Count == 0 ? null : SampleSummary.MedianOf([.. times]);
        return new FootprintRow
        {
            Serializer = app.App.Name, Status = FootprintRow.Ok, SizeBytes = size, IncrementBytes = app.App.IsEmpty
                ? null : size - emptySize,
            TopAssemblies = top, OtherSerializerBytes = others,
            Warnings = app.Warnings.Count, WarningCodes = Codes(app.Warnings),
                DetailedWarnings = app.DetailedWarnings.Count,
            DetailedWarningCodes = Codes(app.DetailedWarnings),
            AdapterWarnings = Codes(app.AdapterWarnings),
            Launches = times.Count, StartToRoundTripMs = median,
            IntervalPercent = median is { } m
                ? ProcessPooling.IntervalPercent(times, [.. times.Select(_ => (double?)null)], m) : null,
            PeakWorkingSetMB = peaks.Count == 0 ? null : SampleSummary.MedianOf([.. peaks]) / 1024,
            Samples = Samples.Of(times),
        };
    }

    static string? Codes(IReadOnlyList<string> warnings) =>
        warnings.Count == 0 ? null : FootprintWarnings.ByCode(warnings);

    /// <summary>Smallest increment first among the serializers' apps that work.</summary>
    static IReadOnlyList<FootprintRow> Ranked(IReadOnlyList<FootprintRow> rows)
    {
        var working =
            rows.Where(r => r.Works && !r.IsEmptyApp).OrderBy(r => r.IncrementBytes)
            .ThenBy(r => r.Serializer, StringComparer.Ordinal)
            .Select((r, i) => r with { Rank = i + 1 });
        return FootprintRow.InRankOrder([.. rows.Where(r => r.IsEmptyApp || !r.Works), .. working]);
    }

    /// <summary>Why a launch did not verify its round trip, or null.</summary>
    static string? Failure(ChildOutcome outcome, FootprintApp app)
    {
        if (outcome.ExitCode == 0 && outcome.Stdout.StartsWith("ok ", StringComparison.Ordinal))
        {
            // The app names the serializer it was built with: an app published from another's build is not measured as
            // this one.
            string builtAs = outcome.Stdout.Trim().Split(' ')[1];
            return builtAs == app.Name ? null : $"the published app is {builtAs}'s build, not {app.Name}'s";
        }
        string said = outcome.Stderr.Split('\n').Select(l => l.Trim()).FirstOrDefault(l => l.Length > 0) ?? "";
        string how = outcome.TimedOut ? $"no round trip within {LaunchTimeout.TotalSeconds:F0} s"
            : $"exit code {outcome.ExitCode}";
        return said.Length > 0 ? $"{said} ({how})" : how;
    }

    /// <summary>The peak resident set the app printed after "ok &lt;name&gt;", in KiB.</summary>
    static double? Peak(string stdout) =>
        stdout.Trim().Split(' ') is [_, _, var kib]
            && double.TryParse(kib, NumberStyles.Float, CultureInfo.InvariantCulture, out double value)
            ? value : null;

    /// <summary>The publish folder's bytes as SizeOnDisk counts them.</summary>
    public static long SizeOnDisk(string folder) =>
        Directory.EnumerateFiles(folder, "*", SearchOption.AllDirectories)
            .Where(f => Path.GetExtension(f) is not (".pdb" or ".dbg" or ".mstat" or ".map"))
            .Sum(f => new FileInfo(f).Length);

    /// <summary>The largest assemblies by the .mstat, and the bytes it gives to another serializer's library.</summary>
    static (string? Top, long? OtherSerializers) Contributors(BuiltFootprintApp app)
    {
        MstatSizes sizes;
        try
        {
            sizes = MstatReader.Read(app.Mstat!);
        }
        catch (Exception e) when (e is InvalidDataException or IOException)
        {
            return ($"(the .mstat cannot be read: {e.Message})", null);
        }
        string top = string.Join("; ", sizes.ByAssembly.Take(TopAssemblies)
            .Select(a =>
            string.Create(CultureInfo.InvariantCulture, $"{a.Assembly} {a.Bytes / Units.BytesPerKiB:F0} {Units.KiB}")));
        var others = OtherSerializerLibraries(app.App);
        return (top, sizes.ByAssembly.Where(a => others.Contains(a.Assembly)).Sum(a => a.Bytes));
    }

    /// <summary>The catalog's libraries outside the shared framework, less the app's own library and what it
    /// references.</summary>
    internal static HashSet<string> OtherSerializerLibraries(FootprintApp app)
    {
        var own = app.IsEmpty ? [] : Closure(SerializerSelection.InfoOf(app.Serializer)?.Library);
        string framework = RuntimeEnvironment.GetRuntimeDirectory();
        return [.. Serializers.SerializerCatalog.All.Select(e =>
            SerializerSelection.InfoOf(e.Name)?.Library.GetName().Name).OfType<string>()
            .Where(n => !own.Contains(n) && !File.Exists(Path.Combine(framework, n + ".dll")))];
    }

    /// <summary>The names of <paramref name="library"/> and every assembly it references, directly or not, that loads
    /// here.</summary>
    static HashSet<string> Closure(System.Reflection.Assembly? library)
    {
        var names = new HashSet<string>();
        var pending = new Stack<System.Reflection.Assembly>(library is null ? [] : [library]);
        while (pending.TryPop(out var assembly))
        {
            if (!names.Add(assembly.GetName().Name!))
                continue;
            foreach (var reference in assembly.GetReferencedAssemblies().Where(r => !names.Contains(r.Name!)))
            {
                try
                {
                    pending.Push(System.Reflection.Assembly.Load(reference));
                }
                catch (Exception e) when (e is FileNotFoundException or FileLoadException or BadImageFormatException)
                {
                    names.Add(reference.Name!);
                }
            }
        }
        return names;
    }
}
