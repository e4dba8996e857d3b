using System.Text.Json;

namespace SerializerTests.RunAll.Footprint;

/// <summary>Reads what <c>dotnet msbuild -getProperty:A -getProperty:B</c> prints.</summary>
public static class FootprintSettings
{
    public static IReadOnlyDictionary<string, string> Parse(string output, IReadOnlyList<string> properties)
    {
        if (properties.Count == 1)
            return new Dictionary<string, string> { [properties[0]] = output.Trim() };
        try
        {
            using var document = JsonDocument.Parse(output);
            return document.RootElement.GetProperty("Properties").EnumerateObject()
                .ToDictionary(p => p.Name, p => p.Value.GetString() ?? "");
        }
        catch (Exception e) when (e is JsonException or KeyNotFoundException or InvalidOperationException)
        {
            return new Dictionary<string, string>();
        }
    }
}
