using SerializerTests.RunAll.Cli;
using YamlDotNet.RepresentationModel;

namespace SerializerTests.Tests;

/// <summary>
/// The workflow for the users' own CI (.github/workflows/benchmark.yml), checked as far as this machine allows (it cannot run
/// GitHub Actions): it parses, its plan step makes n shards with enough rounds for each, every RunAll command it runs parses as
/// RunAll's own command line and uses only options docs/usage.md documents, and the shards it uploads are the ones the merge joins.
/// </summary>
public partial class WorkflowTests
{
    static readonly string Root = RepositoryLayout.FindRoot()!;

    static YamlMappingNode Workflow()
    {
        var yaml = new YamlStream();
        using var reader = new StreamReader(Path.Combine(Root, ".github", "workflows", "benchmark.yml"));
        yaml.Load(reader);
        return (YamlMappingNode)yaml.Documents[0].RootNode;
    }

    static YamlMappingNode Job(string name) => (YamlMappingNode)((YamlMappingNode)Workflow()["jobs"])[name];

    static IEnumerable<YamlMappingNode> Steps(string job) => ((YamlSequenceNode)Job(job)["steps"]).Children.Cast<YamlMappingNode>();

    static string? Scalar(YamlMappingNode node, string key) => node.Children.TryGetValue(key, out var value) ? ((YamlScalarNode)value).Value : null;

    /// <summary>The plan step's script run by bash with n shards: its outputs.</summary>
    static Dictionary<string, string> Plan(int shards)
    {
        string script = Scalar(Steps("plan").Single(), "run")!.Replace("${{ github.run_id }}", "4242", StringComparison.Ordinal);
        string output = Path.Combine(TempFolders.New("github-output-"), "output");
        var start = new ProcessStartInfo("bash", ["-c", script]) { RedirectStandardError = true };
        start.Environment["SHARDS"] = shards.ToString(System.Globalization.CultureInfo.InvariantCulture);
        start.Environment["PAYLOAD"] = "10";
        start.Environment["QUICK"] = "true";
        start.Environment["GITHUB_OUTPUT"] = output;
        using var bash = Process.Start(start)!;
        bash.WaitForExit();
        Assert.True(bash.ExitCode == 0, bash.StandardError.ReadToEnd());
        var outputs = File.ReadAllLines(output).Select(l => l.Split('=', 2)).ToDictionary(p => p[0], p => p[1]);
        File.Delete(output);
        return outputs;
    }

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(5)]
    [InlineData(12)]
    public void EveryShardCommandTheMatrixMakesIsOneRunAllTakesAndTheShardsAreAWholeRun(int shards)
    {
        var plan = Plan(shards);
        Assert.Equal($"[{string.Join(",", Enumerable.Range(1, shards))}]", plan["shards"]);
        string run = Scalar(Steps("shard").Single(s => Scalar(s, "run")?.Contains("RunAll.sh", StringComparison.Ordinal) == true), "run")!;
        foreach (int k in Enumerable.Range(1, shards))
        {
            string command = run.Replace("${{ needs.plan.outputs.options }}", plan["options"], StringComparison.Ordinal)
                .Replace("${{ matrix.shard }}", $"{k}", StringComparison.Ordinal).Replace("${{ inputs.shards }}", $"{shards}", StringComparison.Ordinal);
            var (arguments, error) = RunAllCommandLine.Parse(Arguments(command, "./RunAll.sh"), TextWriter.Null);
            Assert.True(error is null, $"{command}: {error}");
            var options = arguments!.ToSettings();
            Assert.Equal((k, shards), (options.Shard!.Index, options.Shard.Count));
            Assert.Null(SerializerTests.RunAll.Planning.RunPlan.ShardError(options));
            Assert.Equal((10, true, 4242), (options.PayloadBytes, options.Quick, options.Seed));
        }
    }

    [Fact]
    public void TheMergeJoinsTheArtifactsTheShardsUpload()
    {
        var upload = Steps("shard").Single(s => Scalar(s, "uses")?.StartsWith("actions/upload-artifact", StringComparison.Ordinal) == true);
        Assert.Equal("shard-${{ matrix.shard }}", Scalar((YamlMappingNode)upload["with"], "name"));
        Assert.Equal("shard/", Scalar((YamlMappingNode)upload["with"], "path"));
        var download = Steps("merge").Single(s => Scalar(s, "uses")?.StartsWith("actions/download-artifact", StringComparison.Ordinal) == true);
        Assert.Equal(("shard-*", "shards"), (Scalar((YamlMappingNode)download["with"], "pattern"), Scalar((YamlMappingNode)download["with"], "path")));
        Assert.Equal("shard", Scalar(Job("merge"), "needs"));
        string merge = Scalar(Steps("merge").Single(s => Scalar(s, "run")?.Contains("RunAll.sh merge", StringComparison.Ordinal) == true), "run")!;
        Assert.StartsWith("./RunAll.sh merge shards/shard-*/* ", merge);
        Assert.Null(RunAllCommandLine.ParseRequest(Arguments(merge, "./RunAll.sh"), TextWriter.Null).Error);
    }

    [Fact]
    public void EveryOptionTheWorkflowPassesIsDocumentedAndWindowsRunsTheQuickRun()
    {
        string usage = Readme.Usage;
        var commands = new[] { "shard", "merge", "windows-quick" }.SelectMany(j => Steps(j)).Select(s => Scalar(s, "run")).OfType<string>()
            .Where(r => r.Contains("RunAll", StringComparison.Ordinal)).ToList();
        Assert.Equal(3, commands.Count);
        var options = commands.Concat([Plan(2)["options"]]).SelectMany(c => OptionName().Matches(c).Select(m => m.Value)).Distinct().ToList();
        Assert.All(options, option => Assert.True(usage.Contains($"`{option}", StringComparison.Ordinal), $"docs/usage.md does not document {option}"));
        Assert.Equal("windows-latest", Scalar(Job("windows-quick"), "runs-on"));
        Assert.Contains(commands, c => c.StartsWith("RunAll.cmd --quick", StringComparison.Ordinal));
        Assert.Contains("not run", usage[usage.IndexOf("### Run wide", StringComparison.Ordinal)..], StringComparison.Ordinal);
    }

    /// <summary>The arguments after <paramref name="script"/> in a command line, split as a shell would (no quoting in ours).</summary>
    static string[] Arguments(string command, string script) =>
        command[(command.IndexOf(script, StringComparison.Ordinal) + script.Length)..].Split(' ', StringSplitOptions.RemoveEmptyEntries);

    [GeneratedRegex(@"--[a-z][a-z-]+")]
    private static partial Regex OptionName();
}
