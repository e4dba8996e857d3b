using System.Runtime.InteropServices;

namespace SerializerTests.Results;

/// <summary>Written into every row so merged files stay self-describing.</summary>
public static class MachineInfo
{
    public static string Machine => Environment.MachineName;

    public static string OS => RuntimeInformation.OSDescription;

    public static string Framework => RuntimeInformation.FrameworkDescription;

    public static string Runtime => $"net{Environment.Version.Major}.{Environment.Version.Minor}";

    public static string CpuModel { get; } = ReadCpuModel();

    public static ResultRow Stamp(ResultRow row) => row with
    {
        Machine = Machine,
        OS = OS,
        Cpu = CpuModel,
        Timestamp = DateTime.UtcNow.ToString("yyyy-MM-ddTHH:mm:ssZ", System.Globalization.CultureInfo.InvariantCulture),
    };

    static string ReadCpuModel()
    {
        try
        {
            if (OperatingSystem.IsLinux())
            {
                var line = File.ReadLines("/proc/cpuinfo")
                    .FirstOrDefault(l => l.StartsWith("model name", StringComparison.Ordinal));
                if (line is not null)
                    return line[(line.IndexOf(':') + 1)..].Trim();
            }
            return Environment.GetEnvironmentVariable("PROCESSOR_IDENTIFIER")
                ?? RuntimeInformation.ProcessArchitecture.ToString();
        }
        catch (IOException)
        {
            return RuntimeInformation.ProcessArchitecture.ToString();
        }
    }
}
