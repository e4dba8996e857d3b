using System.Text;
using System.Xml.Linq;
using SerializerTests.Results;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.RunAll.Environments;

/// <summary>environment.txt: where and with what the numbers were made, so a results folder explains itself.</summary>
public static class EnvironmentRecord
{
    /// <summary>How each line of the record starts.</summary>
    public const string CommandLinePrefix = "Command line: RunAll ", StartedPrefix = "Started: ",
        MachinePrefix = "Machine: ", OsPrefix = "OS: ",
        CpuPrefix = "CPU: ", CoresPrefix = "Logical cores: ", MemoryPrefix = "Memory: ", SdkPrefix = "SDK: ";

    public static async Task WriteAsync(string path, string repositoryRoot, string commandLine,
        CancellationToken cancellation)
    {
        string sdk = await DotnetAsync("--version", cancellation);
        string runtimes = await DotnetAsync("--list-runtimes", cancellation);
        var revision = await SourceRevision.ReadAsync(repositoryRoot, cancellation);
        var text = new StringBuilder()
            .AppendLine(CommandLinePrefix + commandLine)
            .AppendLine(revision.Line)
            .AppendLine($"{StartedPrefix}{DateTime.Now:yyyy-MM-dd HH:mm:ss zzz}")
            .AppendLine(MachinePrefix + MachineInfo.Machine)
            .AppendLine(OsPrefix + MachineInfo.OS)
            .AppendLine(CpuPrefix + MachineInfo.CpuModel)
            .AppendLine(CoresPrefix
            + Environment.ProcessorCount.ToString(System.Globalization.CultureInfo.InvariantCulture))
            .AppendLine($"{MemoryPrefix}{GC.GetGCMemoryInfo().TotalAvailableMemoryBytes / (1 << 20)} {Units.MiB}")
            .AppendLine($"Orchestrator runtime: {MachineInfo.Framework} ({HostToolchain.SdkRuntime})")
            .AppendLine(SdkPrefix + sdk.Trim())
            .AppendLine("Installed runtimes:")
            .Append(Indent(runtimes))
            .AppendLine("Packages (Directory.Packages.props):");
        var packages = Path.Combine(repositoryRoot, "Directory.Packages.props");
        if (File.Exists(packages))
        {
            foreach (var item in XDocument.Load(packages).Descendants("PackageVersion"))
            {
                string condition = (string?)item.Attribute("Condition") is { } c ? $"  when {c}" : "";
                text.AppendLine($"  {item.Attribute("Include")?.Value} {item.Attribute("Version")?.Value}{condition}");
            }
        }
        await File.WriteAllTextAsync(path, text.ToString(), cancellation);
    }

    public static void Append(string path, string line) => File.AppendAllText(path, line + Environment.NewLine);

    /// <summary>The arguments RunAll was given, as the record has them, or null without a record.</summary>
    public static string[]? RecordedArguments(string path) =>
        (File.Exists(path) ? Recorded(path, CommandLinePrefix) : null)?.Split(' ',
            StringSplitOptions.RemoveEmptyEntries);

    /// <summary>What the record's first line starting with <paramref name="prefix"/> says after it, or null where it
    /// has none.</summary>
    public static string? Recorded(string path, string prefix) =>
        File.ReadLines(path).FirstOrDefault(l => l.StartsWith(prefix, StringComparison.Ordinal))?[prefix.Length..];

    /// <summary>"CPU: …; Logical cores: 2": what makes two machines of a kind.</summary>
    public static string MachineKind(string path) =>
        string.Join("; ", File.ReadLines(path)
            .Where(l => l.StartsWith(CpuPrefix, StringComparison.Ordinal)
            || l.StartsWith(CoresPrefix, StringComparison.Ordinal)));

    static string Indent(string lines) =>
        string.Concat(lines.Split('\n', StringSplitOptions.RemoveEmptyEntries)
            .Select(l => $"  {l.TrimEnd()}{Environment.NewLine}"));

    static async Task<string> DotnetAsync(string argument, CancellationToken cancellation)
    {
        try
        {
            return (await ChildProcess.RunAsync("dotnet", [argument], Timeout.InfiniteTimeSpan, cancellation)).Stdout;
        }
        catch (System.ComponentModel.Win32Exception ex)
        {
            return $"(dotnet not runnable: {ex.Message})\n";
        }
    }
}
