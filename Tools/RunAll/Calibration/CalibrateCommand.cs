using System.Diagnostics;
using System.Globalization;
using SerializerTests.Calibration;
using SerializerTests.Cli;
using SerializerTests.Protocols;
using SerializerTests.Results;
using SerializerTests.RunAll.Adapters;
using SerializerTests.RunAll.Cli;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.Serializers;
using SerializerTests.Serializers.Baselines;

namespace SerializerTests.RunAll.Calibration;

/// <summary><c>RunAll calibrate</c>: the host's steady-state test and BenchmarkDotNet's default job on the same
/// adapters and data, side by side, one serializer × N × operation at a time.</summary>
public static class CalibrateCommand
{
    static readonly TimeSpan ChildTimeout = TimeSpan.FromHours(2);

    public static async Task<int> RunAsync(CalibrateRequest request, TextWriter output, TextWriter error,
        CancellationToken cancellation)
    {
        var (start, startError) = RunStart.Check("calibrate", request.Serializers, request.OutputRoot);
        if (start is null)
            return RunAllApp.Fail(error, startError!);
        var (serializers, notes) = Available(start.Serializers);
        if (serializers.Count == 0)
            return RunAllApp.Fail(error, "calibrate: none of the selected serializers is available here");
        var (folder, console) = start.NewFolder(CalibrationHistory.FolderSuffix, output);
        using var _ = console;
        console.Say($"Calibration folder: {folder}");
        console.Say($"Cells: {string.Join(", ", serializers)} × N = {string.Join(",", request.Counts)} × "
            + $"serialize/deserialize, payload "
            + $"{request.PayloadBytes}");

        var tools = await BuildAsync(start.Root, folder, console.Say, cancellation);
        if (tools.Error is not null)
            return Failed(error, tools.Error);

        var cellsToRun = (from serializer in serializers
                          from objects in request.Counts
                          from operation in new[] { ReferenceMeasurement.Serialize, ReferenceMeasurement.Deserialize }
                          select new CellToRun(serializer, objects, operation)).ToList();
        var overhead =
            await RunHostAsync(tools.Host!, EmptyAdapter.Name, TestKind.Combined, request.Counts.Min(),
            request.PayloadBytes,
            Path.Combine(folder, "ours_Empty.csv"), cancellation);
        var (launches, reference, oursTime, bdnTime) =
            await MeasureAsync(tools, folder, request, cellsToRun, console, cancellation);
        string time =
            string.Create(CultureInfo.InvariantCulture,
            $"Time: ours {oursTime.TotalSeconds:F0} s for {request.Launches} launches "
            + $"per cell and operation, BenchmarkDotNet {bdnTime.TotalSeconds:F0} s");
        return Compare(folder, request, launches, reference, notes,
            [time, .. HarnessOverhead(overhead.Rows) is { } line ? new[] { line } : []],
            console);
    }

    sealed record Measured(List<List<ResultRow>> Launches, List<ReferenceMeasurement> Reference, TimeSpan Ours,
        TimeSpan Bdn);

    /// <summary>Operation by operation, our launches around BenchmarkDotNet's.</summary>
    static async Task<Measured> MeasureAsync(Tools tools, string folder, CalibrateRequest request,
        IReadOnlyList<CellToRun> cellsToRun,
        ConsoleLog console, CancellationToken cancellation)
    {
        var launches = Enumerable.Range(0, request.Launches).Select(_ => new List<ResultRow>()).ToList();
        var reference = new List<ReferenceMeasurement>();
        TimeSpan oursTime = TimeSpan.Zero, bdnTime = TimeSpan.Zero;
        var sinceFirst = Stopwatch.StartNew();
        for (int i = 0; i < cellsToRun.Count; i++)
        {
            var cell = cellsToRun[i];
            int steady = reference.Count(m => !CalibrationReport.MissedTarget(m.ErrorPercent));
            console.Say(CellLine(i, cellsToRun.Count, cell, sinceFirst.Elapsed, steady));
            foreach (int launch in LaunchOrder(request.Launches, beforeReference: true))
                oursTime += await RunOursAsync(launch);
            var watch = Stopwatch.StartNew();
            var measured =
                await RunBenchmarkDotNetAsync(tools.CalibrationDll!, folder, cell, request.PayloadBytes, console.Say,
                cancellation);
            bdnTime += watch.Elapsed;
            if (measured.Error is not null)
                console.Say($"  BenchmarkDotNet: {measured.Error}");
            reference.AddRange(measured.Measurements);
            foreach (int launch in LaunchOrder(request.Launches, beforeReference: false))
                oursTime += await RunOursAsync(launch);

            async Task<TimeSpan> RunOursAsync(int launch)
            {
                var started = Stopwatch.StartNew();
                var rows = await RunHostAsync(tools.Host!, cell.Serializer, cell.Test, cell.Objects,
                    request.PayloadBytes,
                    Path.Combine(folder, $"ours_{cell.Name}_launch{launch + 1}.csv"), cancellation);
                launches[launch].AddRange(rows.Rows);
                if (rows.Error is not null)
                    console.Say($"  ours, launch {launch + 1}: {rows.Error}");
                return started.Elapsed;
            }
        }
        return new Measured(launches, reference, oursTime, bdnTime);
    }

    /// <summary>"[i/n] cell", and from the second cell on the time the cells left would take at the pace so far and in
    /// how many of the cells so far BenchmarkDotNet met its error target.</summary>
    /// <param name="index">The cell about to run, 0-based.</param>
    /// <param name="steady">Cells before it in which BenchmarkDotNet met its error target.</param>
    internal static string CellLine(int index, int total, CellToRun cell, TimeSpan elapsed, int steady)
    {
        string line = $"[{index + 1}/{total}] {cell.Serializer} N={cell.Objects} {cell.Operation}";
        if (index == 0)
            return line;
        double left = elapsed.TotalMinutes / index * (total - index);
        return line + string.Create(CultureInfo.InvariantCulture,
            $" ({index} cell{(index == 1 ? "" : "s")} in {elapsed.TotalMinutes:F1} min, BenchmarkDotNet within its "
                + $"{CalibrationReport.BdnTargetErrorPercent:F0}% error target in {steady}; about "
                + $"{Math.Ceiling(left):F0} min left at this pace)");
    }

    /// <summary>The selected serializers that have cells, and a note for each that is unavailable here.</summary>
    static (List<string> Serializers, List<string> Notes) Available(IReadOnlyList<string> selected)
    {
        var notes = new List<string>();
        var serializers = new List<string>();
        foreach (var name in selected)
        {
            if (SerializerCatalog.FindUnavailable(name) is { } unavailable)
                notes.Add($"{name}: no cells, {unavailable.Reason}");
            else if (name != EmptyAdapter.Name)
                serializers.Add(name);
        }
        return (serializers, notes);
    }

    /// <summary>Pairs our launches with BenchmarkDotNet's cells, writes them and prints the report.</summary>
    static int Compare(string folder, CalibrateRequest request, IReadOnlyList<List<ResultRow>> launches,
        IReadOnlyList<ReferenceMeasurement> reference,
        List<string> notes, IReadOnlyList<string> lastNotes, ConsoleLog console)
    {
        var missing = new List<string>();
        var cells =
            CalibrationComparison.Pair(launches, reference, missing)
            .Select(c => c with { PayloadBytes = request.PayloadBytes }).ToList();
        TsvFile.Write(Path.Combine(folder, RunFolder.Files.CalibrationCells), cells);
        notes.AddRange(missing);
        var pooled = cells.Count == 0 ? [] : Pool(folder, request, cells, notes);
        notes.AddRange(lastNotes);
        var report = new StringWriter();
        CalibrationReport.Write(report, cells, notes, pooled);
        foreach (var line in report.ToString().TrimEnd('\n').Split('\n'))
            console.Say(line);
        return missing.Count == 0 ? 0 : 1;
    }

    static IReadOnlyList<string> Pool(string folder, CalibrateRequest request, IReadOnlyList<CalibrationCell> cells,
        List<string> notes)
    {
        var earlier = CalibrationHistory.LoadEarlier(folder, request.PayloadBytes, request.Pool - 1, notes);
        var pool = CalibrationHistory.Combine([.. earlier.Reverse(),
            new CalibrationHistory.Calibration(Path.GetFileName(folder), cells)]);
        if (pool.Calibrations.Count > 1)
            TsvFile.Write(Path.Combine(folder, RunFolder.Files.CalibrationPooled), pool.Cells);
        return CalibrationHistory.Describe(pool, Path.GetDirectoryName(folder)!, request.PayloadBytes);
    }

    /// <summary>Launch indexes that run before BenchmarkDotNet's cell, or after it.</summary>
    public static IEnumerable<int> LaunchOrder(int launches, bool beforeReference) =>
        Enumerable.Range(0, launches).Where(i => i % 2 == 0 == beforeReference);

    /// <param name="Operation">A <see cref="ReferenceMeasurement"/> operation.</param>
    internal sealed record CellToRun(string Serializer, int Objects, string Operation)
    {
        public string Name => $"{Serializer}_N{Objects}_{Operation}";

        /// <summary>The host's test that times only this operation.</summary>
        public TestKind Test => Operation == ReferenceMeasurement.Serialize ? TestKind.Serialize : TestKind.Deserialize;
    }

    sealed record Tools(string? Host, string? CalibrationDll, string? Error);

    sealed record HostRows(IReadOnlyList<ResultRow> Rows, string? Error);

    sealed record ReferenceRows(IReadOnlyList<ReferenceMeasurement> Measurements, string? Error);

    static async Task<Tools> BuildAsync(string root, string folder, Action<string> say, CancellationToken cancellation)
    {
        say("Building the host (JIT) …");
        var target = new RuntimeVariant(HostToolchain.SdkRuntime, Variant.Jit);
        var host = await new HostToolchain(root, RepositoryLayout.ArtifactsPath(root))
            .BuildAsync(target, Path.Combine(folder, "build-host.log"), cancellation);
        if (!host.Succeeded)
            return new Tools(null, null, $"host: {host.Failure}");

        say("Building Tools/Calibration (BenchmarkDotNet) …");
        string project = Path.Combine(root, "Tools", "Calibration", "Calibration.csproj");
        string binaries =
            Path.Combine(RepositoryLayout.ArtifactsPath(root), "calibration" + AddedAdapters.Current.FolderSuffix);
        string log = Path.Combine(folder, "build-calibration.log");
        var build =
            await ChildProcess.RunAsync("dotnet", ["build", project, "-c", "Release", "-o", binaries, "-nologo", "-v:q",
                .. AddedAdapters.Current.BuildArguments], ChildTimeout, cancellation);
        await File.WriteAllTextAsync(log, build.Stdout + build.Stderr, cancellation);
        return build.ExitCode == 0
            ? new Tools(host.Executable, Path.Combine(binaries, "Calibration.dll"), null)
            : new Tools(null, null, $"building {project} failed (log: {log})");
    }

    static async Task<HostRows> RunHostAsync(string host, string serializer, TestKind test, int objects,
        int payloadBytes, string csv,
        CancellationToken cancellation)
    {
        var asked =
            new HostOptions { Test = test, Serializers = ["#" + serializer], Counts = [objects],
            BookDataSize = payloadBytes };
        var launch =
            new ChildLaunch(ChildTimeout, $"timed out after {ChildTimeout.TotalMinutes:0} min",
            SteadyStateRuntime.For(test));
        var run = await new ProtocolChild<SteadyStateProtocol,
            ResultRow>(new NotMeasured(serializer)).RunAsync(host, asked, launch, cancellation);
        ResultCsv.WriteFile(csv, run.Delivered);
        return run.Complete
            ? new HostRows(run.Delivered, null)
            : new HostRows([], "the host " + (run.Child?.WhyMissing(launch.TimedOut) ?? run.Missing[0].Error));
    }

    /// <summary>Calibration keeps no row it did not measure.</summary>
    sealed class NotMeasured(string serializer) : IMissingRows<ResultRow>
    {
        public ResultRow Unavailable(string reason) =>
            new() { Serializer = new(serializer), Status = ResultStatus.Unsupported, Error = reason };

        public ResultRow Missing(ResultRow owed, bool timedOut, string reason) =>
            owed with { Serializer = new(serializer), Status = timedOut ? ResultStatus.Timeout : ResultStatus.Failed,
                Error = reason };
    }

    /// <summary>How BenchmarkDotNet's child for one cell and operation is started and where it writes its
    /// measurements.</summary>
    internal sealed record ReferenceChild(IReadOnlyList<string> Arguments, IReadOnlyDictionary<string,
        string>? Environment, string Measurements);

    internal static ReferenceChild BenchmarkDotNetChild(string calibrationDll, string folder, CellToRun cell,
        int payloadBytes)
    {
        string measurements = Path.Combine(folder, "bdn", cell.Name + ".tsv");
        List<string> arguments =
            [calibrationDll, "--serializers", cell.Serializer, "--N",
            cell.Objects.ToString(CultureInfo.InvariantCulture),
            "--operation", cell.Operation, "--payload", payloadBytes.ToString(CultureInfo.InvariantCulture), "--out",
                measurements,
            "--artifacts", Path.Combine(folder, "bdn", cell.Name)];
        // The environment of our launches of the same operation: a steady-state child's, as RunAll's steady state runs
        // them, so that the two sides differ in their measuring loop and not in when the runtime tiers the code up.
        return new ReferenceChild(arguments, SteadyStateRuntime.For(cell.Test), measurements);
    }

    static async Task<ReferenceRows> RunBenchmarkDotNetAsync(string calibrationDll, string folder, CellToRun cell,
        int payloadBytes,
        Action<string> say, CancellationToken cancellation)
    {
        var child = BenchmarkDotNetChild(calibrationDll, folder, cell, payloadBytes);
        Directory.CreateDirectory(Path.GetDirectoryName(child.Measurements)!);
        var outcome =
            await ChildProcess.RunAsync("dotnet", child.Arguments, ChildTimeout, cancellation, child.Environment,
            onOutputLine: line => say("  " + line));
        if (!File.Exists(child.Measurements))
            return new ReferenceRows([], $"no results (exit {outcome.ExitCode}): {outcome.Stderr.Trim()}");
        try
        {
            return new ReferenceRows(TsvFile.Read<ReferenceMeasurement>(child.Measurements), null);
        }
        catch (DamagedFileException ex)
        {
            return new ReferenceRows([], ex.Message);
        }
    }

    /// <summary>The Empty adapter's per-operation time in our loop.</summary>
    static string? HarnessOverhead(IReadOnlyList<ResultRow> rows)
    {
        var empty = rows.Where(r => r.Serializer == EmptyAdapter.Name && r.Status == ResultStatus.Ok).ToList();
        if (empty.Count == 0)
            return null;
        static double Median(IEnumerable<double?> values) =>
            Measurement.SampleSummary.MedianOf(values.OfType<double>().Select(v => v * 1e9).ToList());
        return string.Create(CultureInfo.InvariantCulture,
            $"Harness overhead (Empty adapter in our loop): serialize "
                + $"{Median(empty.Select(r => r.SerializeMedianSeconds)):F1} ns/op, deserialize "
                + $"{Median(empty.Select(r => r.DeserializeMedianSeconds)):F1} ns/op; BenchmarkDotNet subtracts its "
                + $"own");
    }

    static int Failed(TextWriter error, string message)
    {
        error.WriteLine($"RunAll: calibrate: {message}");
        return 1;
    }
}
