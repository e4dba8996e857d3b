namespace SerializerTests.RunAll.Steps;

public interface IRunStep
{
    string Name { get; }

    /// <summary>Runs uncancellable after an interruption, to merge what finished.</summary>
    bool Closing => false;

    IReadOnlyList<string> Files(RunWork work);

    FloorPart Floor(RunWork work);

    Task<string> RunAsync(RunContext run, CancellationToken cancellation);
}

public sealed record FloorPart(string Label, TimeSpan Time)
{
    /// <summary>Not stretched by the start's speed; re-estimated as processes finish.</summary>
    public bool LearntAsItRuns { get; init; }

    public static FloorPart None(string label) => new(label, TimeSpan.Zero);
}
