using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.RunAll.Steps;

public sealed class RunContext(RunWork work, RunFolder folder, ConsoleLog console, RunBudget budget, CellRunner runner,
    bool interactive,
    TextWriter output)
{
    public RunWork Work { get; } = work;
    public RunFolder Folder { get; } = folder;
    public ConsoleLog Console { get; } = console;
    public RunBudget Budget { get; } = budget;
    public CellRunner Runner { get; } = runner;
    public bool Interactive { get; } = interactive;
    public TextWriter Output { get; } = output;
    public TimeBreakdown Time { get; } = new();
    public Dictionary<RuntimeVariant, BuiltHost> Hosts { get; } = [];
    public bool Interrupted { get; set; }
    /// <summary>Children beyond the plan (<see cref="UntilDecidedStep"/>), in the order they ran.</summary>
    public List<Cell> AddedRounds { get; } = [];
    /// <summary>The plan and the rounds added to it: what the export merges.</summary>
    public IReadOnlyList<Cell> Cells => [.. Work.Plan, .. AddedRounds];
    public MachineSpeed.MachineSpeedLog Speed { get; } = new(folder.MachineSpeedPath);
}
