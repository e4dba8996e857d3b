using System.Collections.Concurrent;
using System.Security.Cryptography;
using SerializerTests.Results;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.RunAll.Running;

/// <summary>
/// What a side-by-side row says of the build it was measured on: its label (<c>ProtobufNet@3.2.52</c>), the pin (<c>Package</c>) and
/// the hash of the library assembly the child loaded. A child whose library says another version than its pin's (a build that took
/// another version, a framework copy that won over the package's) has measured the wrong thing: its rows become <c>failed</c>, naming both.
/// One instance a run (<see cref="CellRunner"/>'s), so that each build's library is hashed once.
/// </summary>
public sealed class SideBySideBuild
{
    readonly ConcurrentDictionary<string, string?> _hashes = new();

    /// <summary><paramref name="row"/> as a row of <paramref name="cell"/>: unchanged for a cell of the run's own versions.</summary>
    public ResultRow Label(Cell cell, BuiltHost host, ResultRow row) => cell.Target.Pin is not { } pin ? row
        : row with { Serializer = cell.Serializer.ToString(), Package = pin.ToString(), LibrarySha256 = LibraryHash(host, cell.Serializer.Adapter) };

    /// <summary>Why an <c>ok</c> row of a pinned build measured another version than its pin's, or null.</summary>
    public static string? Mismatch(Cell cell, ResultRow row) =>
        cell.Target.Pin is { } pin && row.Status == ResultStatus.Ok
            && !string.Equals(row.LibraryVersion, pin.Version, StringComparison.OrdinalIgnoreCase)
            ? $"built with {pin.Package} {pin.Version}, but the child loaded "
                + $"{SerializerSelection.FactsOf(cell.Serializer.Adapter)?.LibraryAssembly} {row.LibraryVersion}"
            : null;

    /// <summary>The SHA-256 of the library assembly beside the host's executable (what a JIT or ReadyToRun child loads); null under
    /// NativeAOT, which has no such file.</summary>
    string? LibraryHash(BuiltHost host, string adapter)
    {
        if (SerializerSelection.FactsOf(adapter)?.LibraryAssembly is not { } assembly)
            return null;
        string file = Path.Combine(Path.GetDirectoryName(host.Executable!)!, assembly + ".dll");
        return _hashes.GetOrAdd(file, f => File.Exists(f) ? Convert.ToHexStringLower(SHA256.HashData(File.ReadAllBytes(f))) : null);
    }
}
