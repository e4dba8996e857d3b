using System.CommandLine;
using SerializerTests.RunAll.Cli;

namespace SerializerTests.Tests;

/// <summary>
/// Help states each default once: System.CommandLine writes the default an option or argument declares after its description
/// (<c>[default: 9]</c>), so a description states one (<c>(default: all)</c>) only where the symbol declares none.
/// </summary>
public partial class CommandLineHelpTests
{
    public static TheoryData<string> Commands()
    {
        var data = new TheoryData<string> { "SerializerTests", "RunAll" };
        foreach (var command in RunAllCommandLine.Definition.Subcommands)
            data.Add($"RunAll {command.Name}");
        return data;
    }

    [Theory]
    [MemberData(nameof(Commands))]
    public void EveryOptionShowsItsDefaultOnce(string commandLine)
    {
        var (command, help) = Help(commandLine);
        var entries = Entries(help);
        foreach (string entry in entries)
            Assert.True(Default().Count(entry) <= 1, $"`{commandLine} --help` states a default twice: {entry}");
        // A flag is off unless given: help shows no default for it, and needs none.
        foreach (var (names, hasDefault) in command.Options.Where(o => !o.Hidden).Select(o => (o.Aliases.Prepend(o.Name), o.HasDefaultValue && o.ValueType != typeof(bool)))
            .Concat(command.Arguments.Where(a => !a.Hidden).Select(a => ((IEnumerable<string>)[$"<{a.Name}>"], a.HasDefaultValue))))
        {
            string entry = Assert.Single(entries, e => names.Contains(e.Split(' ', ',')[0]));
            if (hasDefault)
                Assert.True(Default().IsMatch(entry), $"`{commandLine} --help` does not show the default of {names.First()}: {entry}");
        }
    }

    [Theory]
    [InlineData("SerializerTests", "-Precision")]
    [InlineData("RunAll", "--precision")]
    public void PrecisionStatesTheConfidenceTheStoppingRuleUses(string commandLine, string option)
    {
        string entry = Assert.Single(Entries(Help(commandLine).Help), e => e.StartsWith(option, StringComparison.Ordinal));
        int percent = SerializerTests.Measurement.MeasurementPolicy.StoppingConfidencePercent;
        Assert.Contains($"median's {percent}% confidence interval", entry);
        // The option table of docs/usage.md says the same.
        Assert.Contains(Readme.Usage.Split('\n'), line => line.StartsWith($"| `{option} p` |", StringComparison.Ordinal) && line.Contains($"{percent}%", StringComparison.Ordinal));
    }

    static (Command Command, string Help) Help(string commandLine)
    {
        var output = new StringWriter();
        string[] words = commandLine.Split(' ');
        var (command, error) = words[0] == "RunAll"
            ? (RunAllCommandLine.Definition.Subcommands.FirstOrDefault(c => c.Name == words[^1]) ?? RunAllCommandLine.Definition,
                RunAllCommandLine.ParseRequest([.. words[1..], "--help"], output).Error)
            : (HostCommandLine.Definition, HostCommandLine.Parse(["--help"], output).Error);
        Assert.Null(error);
        return (command, output.ToString());
    }

    /// <summary>Help's two-column rows (symbol, description), each joined into one line however the help wrapped it.</summary>
    static List<string> Entries(string help)
    {
        var entries = new List<string>();
        foreach (string line in help.Split('\n').Select(l => l.TrimEnd('\r')))
        {
            if (line.StartsWith("   ", StringComparison.Ordinal) && entries.Count > 0)
                entries[^1] += " " + line.Trim();
            else if (line.StartsWith("  ", StringComparison.Ordinal))
                entries.Add(line.Trim());
        }
        return entries;
    }

    [GeneratedRegex(@"[(\[]default\b")]
    private static partial Regex Default();
}
