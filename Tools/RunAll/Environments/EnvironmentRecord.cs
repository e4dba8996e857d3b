using System.Text;
using System.Xml.Linq;
using SerializerTests.Results;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.RunAll.Environments;

/// <summary>environment.txt: where and with what the numbers were made, so a results folder explains itself.</summary>
public static class EnvironmentRecord
{
    const string CommandLinePrefix = "Command line: RunAll ", CpuPrefix = "CPU: ", CoresPrefix = "Logical cores: ";

    public static async Task WriteAsync(string path, string repositoryRoot, string commandLine, CancellationToken cancellation)
    {
        string sdk = await DotnetAsync("--version", cancellation);
        string runtimes = await DotnetAsync("--list-runtimes", cancellation);
        var revision = await SourceRevision.ReadAsync(repositoryRoot, cancellation);
        var text = new StringBuilder()
            .AppendLine(CommandLinePrefix + commandLine)
            .AppendLine(revision.Line)
            .AppendLine($"Started: {DateTime.Now:yyyy-MM-dd HH:mm:ss zzz}")
            .AppendLine($"Machine: {MachineInfo.Machine}")
            .AppendLine($"OS: {MachineInfo.OS}")
            .AppendLine(CpuPrefix + MachineInfo.CpuModel)
            .AppendLine(CoresPrefix + Environment.ProcessorCount.ToString(System.Globalization.CultureInfo.InvariantCulture))
            .AppendLine($"Memory: {GC.GetGCMemoryInfo().TotalAvailableMemoryBytes / (1024 * 1024)} MiB")
            .AppendLine($"Orchestrator runtime: {MachineInfo.Framework} ({HostToolchain.SdkRuntime})")
            .AppendLine($"SDK: {sdk.Trim()}")
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

    /// <summary>The arguments RunAll was given, as the record has them (split where they were joined), or null without a record.</summary>
    public static string[]? RecordedArguments(string path)
    {
        string? line = File.Exists(path) ? File.ReadLines(path).FirstOrDefault(l => l.StartsWith(CommandLinePrefix, StringComparison.Ordinal)) : null;
        return line?[CommandLinePrefix.Length..].Split(' ', StringSplitOptions.RemoveEmptyEntries);
    }

    /// <summary>"CPU: …; Logical cores: 2": what makes two machines of a kind (memory and kernel versions vary on one kind of CI runner).</summary>
    public static string MachineKind(string path) =>
        string.Join("; ", File.ReadLines(path).Where(l => l.StartsWith(CpuPrefix, StringComparison.Ordinal) || l.StartsWith(CoresPrefix, StringComparison.Ordinal)));

    static string Indent(string lines) =>
        string.Concat(lines.Split('\n', StringSplitOptions.RemoveEmptyEntries).Select(l => $"  {l.TrimEnd()}{Environment.NewLine}"));

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
