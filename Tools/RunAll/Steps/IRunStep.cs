namespace SerializerTests.RunAll.Steps;

/// <summary>
/// One step of a run (builds, versioning, hostile input, the quiet check, first calls, steady state, export, report): the files it
/// writes into the results folder, its part of the budget's floor, its line in the time table, and its work. A run is the list of
/// its steps (<see cref="StepRunner"/>); the benchmark run, <c>hostile</c> and <c>versioning</c> are such lists over one start.
/// </summary>
public interface IRunStep
{
    /// <summary>Its line in the time table ("building").</summary>
    string Name { get; }

    /// <summary>Runs when an earlier step was interrupted, uncancellable: the export and the report merge what finished.</summary>
    bool Closing => false;

    /// <summary>What it writes into the results folder, each a name of <see cref="Running.RunFolder.Files"/> or derived from the settings.</summary>
    IReadOnlyList<string> Files(RunWork work);

    /// <summary>What it costs at the least, before anything is measured.</summary>
    FloorPart Floor(RunWork work);

    /// <summary>Does its work in <paramref name="run"/>; returns the detail of its line in the time table.</summary>
    Task<string> RunAsync(RunContext run, CancellationToken cancellation);
}

/// <summary>A step's part of the floor, printed as "<see cref="Label"/> <see cref="Time"/>" ("48 steady-state processes' fixed cost 4.3").</summary>
public sealed record FloorPart(string Label, TimeSpan Time)
{
    /// <summary>A part the start's speed does not stretch (<see cref="Running.RunFloor.AtSpeed"/>): the steady-state processes' fixed
    /// cost, mostly the warm-up's waits, which the slow hours did not lengthen, and re-estimated from every process that finishes.</summary>
    public bool LearntAsItRuns { get; init; }

    public static FloorPart None(string label) => new(label, TimeSpan.Zero);
}
