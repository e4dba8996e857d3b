using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.RunAll.Steps;

/// <summary>A run under way, as its steps see it: the work, the results folder, the console, the budget and the time table, and
/// the hosts the build step made. <see cref="Interrupted"/> is set by the runner on Ctrl+C, or by a step that merged what it had.</summary>
public sealed class RunContext(RunWork work, RunFolder folder, ConsoleLog console, RunBudget budget, CellRunner runner, bool interactive,
    TextWriter output)
{
    public RunWork Work { get; } = work;
    public RunFolder Folder { get; } = folder;
    public ConsoleLog Console { get; } = console;
    public RunBudget Budget { get; } = budget;
    public CellRunner Runner { get; } = runner;
    /// <summary>Live progress on a terminal; plain lines otherwise.</summary>
    public bool Interactive { get; } = interactive;
    public TextWriter Output { get; } = output;
    public TimeBreakdown Time { get; } = new();
    public Dictionary<RuntimeVariant, BuiltHost> Hosts { get; } = [];
    public bool Interrupted { get; set; }
    /// <summary>The machine's speed between children, in the folder's machine-speed.tsv.</summary>
    public MachineSpeed.MachineSpeedLog Speed { get; } = new(folder.MachineSpeedPath);
}
