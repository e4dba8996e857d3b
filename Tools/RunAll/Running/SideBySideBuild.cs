using System.Collections.Concurrent;
using System.Security.Cryptography;
using SerializerTests.Results;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.RunAll.Running;

/// <summary>A child whose library reports another version than its pin's measured the wrong thing: its rows
/// fail.</summary>
public sealed class SideBySideBuild
{
    readonly ConcurrentDictionary<string, string?> _hashes = new();

    public ResultRow Label(Cell cell, BuiltHost host, ResultRow row) => cell.Target.Pin is not { } pin ? row
        : row with { Serializer = cell.Serializer, Package = pin.ToString(),
            LibrarySha256 = LibraryHash(host, cell.Serializer.Adapter) };

    public static string? Mismatch(Cell cell, ResultRow row) =>
        cell.Target.Pin is { } pin && row.Status == ResultStatus.Ok
            && !string.Equals(row.LibraryVersion, pin.Version, StringComparison.OrdinalIgnoreCase)
            ? $"built with {pin.Package} {pin.Version}, but the child loaded "
                + $"{SerializerSelection.FactsOf(cell.Serializer.Adapter)?.LibraryAssembly} {row.LibraryVersion}"
            : null;

    /// <summary>Null under NativeAOT, which has no library file.</summary>
    string? LibraryHash(BuiltHost host, string adapter)
    {
        if (SerializerSelection.FactsOf(adapter)?.LibraryAssembly is not { } assembly)
            return null;
        string file = Path.Combine(Path.GetDirectoryName(host.Executable!)!, assembly + ".dll");
        return _hashes.GetOrAdd(file, f =>
            File.Exists(f) ? Convert.ToHexStringLower(SHA256.HashData(File.ReadAllBytes(f))) : null);
    }
}
