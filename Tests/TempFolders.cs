using System.Globalization;

namespace SerializerTests.Tests;

/// <summary>
/// Every folder a test writes outside the repository lies under one folder per test process: a suite run used to leave over a
/// hundred folders (about 40 MB) in the machine's temp folder each time. The test host is often killed at the end of a run
/// rather than let exit, so each process also deletes the folders of earlier test processes that are no longer running.
/// </summary>
static class TempFolders
{
    internal const string Prefix = "serializertests-tests-";

    static readonly Lazy<string> Root = new(() =>
    {
        DeleteAbandoned(Path.GetTempPath());
        string root = Directory.CreateTempSubdirectory($"{Prefix}{Environment.ProcessId}-").FullName;
        AppDomain.CurrentDomain.ProcessExit += (_, _) => Delete(root);
        return root;
    });

    /// <summary>A new empty folder whose name starts with <paramref name="prefix"/>.</summary>
    public static string New(string prefix) =>
        Directory.CreateDirectory(Path.Combine(Root.Value, prefix + Guid.NewGuid().ToString("N")[..12])).FullName;

    /// <summary>The roots in <paramref name="parent"/> of test processes that have ended (their id in the name); a running one's, another
    /// suite's, stays.</summary>
    internal static void DeleteAbandoned(string parent)
    {
        foreach (var folder in Directory.EnumerateDirectories(parent, Prefix + "*"))
        {
            string[] parts = Path.GetFileName(folder)[Prefix.Length..].Split('-');
            if (int.TryParse(parts[0], NumberStyles.None, CultureInfo.InvariantCulture, out int processId) && !IsRunning(processId))
                Delete(folder);
        }
    }

    static bool IsRunning(int processId)
    {
        try
        {
            using var process = Process.GetProcessById(processId);
            return !process.HasExited;
        }
        catch (ArgumentException)
        {
            return false;
        }
    }

    static void Delete(string folder)
    {
        try
        {
            Directory.Delete(folder, recursive: true);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            // A file still held open (by a child a failed test left running) keeps the folder until a later suite's run.
        }
    }
}
